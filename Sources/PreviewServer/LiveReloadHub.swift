import Foundation
import Synchronization

/// The open pages' live-reload connections (Server-Sent Events): every
/// event is sent to all of them. Remembers the current build error so a
/// page opened while the build is broken shows it too.
public final class LiveReloadHub: Sendable {
    private struct State {
        var clients: [Int: AsyncStream<Data>.Continuation] = [:]
        var nextID = 0
        var errorText: String?
        var closed = false
    }

    private let state = Mutex(State())

    public init() {}

    /// How many pages are connected.
    public var connectionCount: Int { state.withLock { $0.clients.count } }

    /// The error the open pages show, if the last build failed.
    public var errorText: String? { state.withLock { $0.errorText } }

    /// What a page is sent instead of events when its stream would be one
    /// connection too many: try again in 5 s.
    static let refusedText = "retry: 5000\n: theme-preview live reload: too many connections, try again later\n\n"

    /// A new connection's event stream: the retry delay, then the current
    /// error if there is one, then every event until `close()`. `onEnd` is
    /// called when the stream ends.
    func connect(onEnd: @escaping @Sendable () -> Void = {}) -> AsyncStream<Data> {
        let (stream, continuation) = AsyncStream<Data>.makeStream(bufferingPolicy: .bufferingNewest(256))
        continuation.yield(Data("retry: 500\n: theme-preview live reload\n\n".utf8))
        let (id, error, closed) = state.withLock { state -> (Int, String?, Bool) in
            let id = state.nextID
            state.nextID += 1
            if !state.closed { state.clients[id] = continuation }
            return (id, state.errorText, state.closed)
        }
        if let error { continuation.yield(LiveReloadHub.encode("error", ErrorEvent(text: error))) }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.clients.removeValue(forKey: id) }
            onEnd()
        }
        if closed { continuation.finish() }
        return stream
    }

    /// Tells pages to reload: those showing one of `pages` (paths from the
    /// site root, such as `/docs/intro.html`), or all of them.
    public func reload(pages: [String], all: Bool = false) {
        broadcast(LiveReloadHub.encode("reload", ReloadEvent(pages: pages, all: all)))
    }

    /// Tells pages to swap stylesheets without reloading: `stylesheets`
    /// changed, `themes` when assets/themes.js changed, and `pages` whose
    /// only change is in their inline `<style>` elements.
    public func restyle(stylesheets: [String], themes: Bool, pages: [String]) {
        broadcast(LiveReloadHub.encode("css", CSSEvent(stylesheets: stylesheets, themes: themes, pages: pages)))
    }

    /// Shows `text` (diagnostics) as an overlay in every open page.
    public func showError(_ text: String) {
        state.withLock { $0.errorText = text }
        broadcast(LiveReloadHub.encode("error", ErrorEvent(text: text)))
    }

    /// Removes the error overlay, if one is showing.
    public func clearError() {
        let hadError = state.withLock { state -> Bool in
            defer { state.errorText = nil }
            return state.errorText != nil
        }
        if hadError { broadcast(Data("event: ok\ndata: {}\n\n".utf8)) }
    }

    /// A comment line, so connections whose page is gone are noticed.
    func ping() {
        broadcast(Data(": ping\n\n".utf8))
    }

    /// Ends every connection; later ones end at once.
    public func close() {
        let clients = state.withLock { state -> [AsyncStream<Data>.Continuation] in
            state.closed = true
            defer { state.clients = [:] }
            return Array(state.clients.values)
        }
        for client in clients { client.finish() }
    }

    private func broadcast(_ data: Data) {
        let clients = state.withLock { Array($0.clients.values) }
        for client in clients { client.yield(data) }
    }

    struct ReloadEvent: Encodable { var pages: [String]; var all: Bool }
    struct CSSEvent: Encodable { var stylesheets: [String]; var themes: Bool; var pages: [String] }
    struct ErrorEvent: Encodable { var text: String }

    /// One Server-Sent Event whose data is `value` as one line of JSON.
    static func encode(_ name: String, _ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return Data("event: \(name)\ndata: \(json)\n\n".utf8)
    }
}

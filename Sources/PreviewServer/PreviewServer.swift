import Basics
import FlyingFox
import FlyingSocks
import Foundation
import PreviewRenderer
import Synchronization

/// How `theme-preview serve` runs.
public struct ServeOptions: Sendable {
    public var siteDirectory: String
    /// The address to listen on: 127.0.0.1 unless asked otherwise.
    public var host: String
    /// 0 picks any free port.
    public var port: UInt16
    /// When the port was chosen by the user, a port in use is an error;
    /// otherwise the next free one is used.
    public var portIsExplicit: Bool
    /// The served folder; nil for a new temporary folder, removed on stop.
    public var outputDirectory: String?
    public var generator: String
    /// Seconds between scans of the site folder when inotify is unavailable.
    public var pollInterval: Double
    /// `--docs`, `--drafts` and `--strict` (the site is then served only
    /// while it builds without a warning).
    public var build = BuildOptions()
    /// Timeouts and the connection limit (site/docs/serve.md, "HTTP").
    public var limits = ConnectionLimits.standard

    public init(siteDirectory: String, generator: String, host: String = "127.0.0.1", port: UInt16 = 8000,
                portIsExplicit: Bool = false, outputDirectory: String? = nil, pollInterval: Double = 0.15) {
        self.siteDirectory = siteDirectory
        self.generator = generator
        self.host = host
        self.port = port
        self.portIsExplicit = portIsExplicit
        self.outputDirectory = outputDirectory
        self.pollInterval = pollInterval
    }
}

/// Why serving could not start.
public enum ServeError: Error, CustomStringConvertible, Equatable {
    case portInUse(host: String, port: UInt16, nextFree: UInt16?)
    case invalidHost(String)
    case cannotListen(String)
    case output(String)

    public var description: String {
        switch self {
        case let .portInUse(host, port, nextFree):
            var text = "port \(port) on \(host) is already in use (another server, or another theme-preview serve?)"
            if let nextFree { text += "; port \(nextFree) is free: run again with --port \(nextFree)" }
            return text
        case .invalidHost(let host):
            return "expected --host to be an IP address such as 127.0.0.1, ::1 or 0.0.0.0, found '\(host)'"
        case .cannotListen(let reason):
            return "cannot start the server: \(reason)"
        case .output(let reason):
            return reason
        }
    }
}

/// `theme-preview serve`: builds the site into a served folder, serves it
/// over HTTP (FlyingFox), watches the site folder and, on every change,
/// rebuilds only what the change affects, writes only the files whose bytes
/// changed and tells the open pages (Server-Sent Events) to reload, swap
/// their stylesheets, or show or clear a build error.
public final class PreviewServer: Sendable {
    public let options: ServeOptions
    public let hub = LiveReloadHub()
    private let say: @Sendable (String) -> Void
    private let complain: @Sendable (String) -> Void
    private let builder: Mutex<IncrementalBuilder>
    private let state = Mutex(State())

    private struct State {
        var http: HTTPServer?
        var task: Task<Void, Never>?
        var watcher: SiteWatcher?
        var output: String?
        var ownsOutput = false
        var url: URL?
        var warnings: [String] = []
        var lastPing = Date()
        var deferredRunning = false
    }

    /// Where deferred pages are rendered, one batch at a time.
    private let deferredQueue = DispatchQueue(label: "theme-preview deferred pages")

    /// `say` gets progress lines (standard output), `complain` diagnostics
    /// and warnings (standard error).
    public init(options: ServeOptions, say: @escaping @Sendable (String) -> Void = { print($0) },
                complain: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) {
        self.options = options
        self.say = say
        self.complain = complain
        builder = Mutex(IncrementalBuilder(siteDirectory: options.siteDirectory, generator: options.generator,
                                           options: options.build))
    }

    /// The served folder, once started.
    public var outputDirectory: String? { state.withLock { $0.output } }
    /// The address pages are served at, once started.
    public var url: URL? { state.withLock { $0.url } }

    /// Builds the site, starts listening and watching; returns the URL.
    /// A build that fails here is reported like any other: the server
    /// starts anyway and serves the site once it builds.
    @discardableResult
    public func start() async throws(ServeError) -> URL {
        let (_, display) = try address(port: 0)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: options.siteDirectory, isDirectory: &isFolder), isFolder.boolValue else {
            let found = FileManager.default.fileExists(atPath: options.siteDirectory) ? "a file" : "nothing"
            throw .output("expected a site folder (the folder that holds docs/ and config.yaml) at \(options.siteDirectory), found \(found)")
        }
        let port = try choosePort(display: display)
        let output = try prepareOutput()
        state.withLock { $0.output = output.path; $0.ownsOutput = output.owned }

        // Where the docs are is read once: a change to config.yaml's
        // `docs` key takes a restart (docs/serve.md says so).
        let configText = try? String(contentsOfFile: joinPath(options.siteDirectory, SiteConfig.fileName), encoding: .utf8)
        let locations = Loader(fileSystem: LocalFileSystem(), docs: options.build.docs)
            .locations(options.siteDirectory, configText: configText)
        let docsFolder = locations.docs, homeFile = locations.home?.file
        let snapshot = SiteWatcher.snapshot(of: options.siteDirectory, docs: docsFolder, home: homeFile)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                self.initialBuild(into: output.path)
                done.resume()
            }
        }

        let (listenAddress, _) = try self.address(port: port)
        let limiter = ConnectionLimiter(limits: options.limits, say: say)
        let themes = ThemeEndpoints(siteDirectory: options.siteDirectory, strict: options.build.strict,
                                    say: say, complain: complain)
        let pool = LimitedSocketPool(base: NoDelaySocketPool(base: HTTPServer.defaultPool()), limiter: limiter)
        let server = HTTPServer(address: listenAddress, timeout: 60, pool: pool, logger: .disabled,
                                handler: SiteHTTPHandler(root: output.path, hub: hub, limiter: limiter, themes: themes))
        let failure = Failure()
        let task = Task {
            do { try await server.run() } catch { failure.set(error) }
        }
        while true {
            if await server.isListening { break }
            if let error = failure.error {
                if case SocketError.failed(_, let code, _) = error, code == EADDRINUSE {
                    throw .portInUse(host: display, port: port, nextFree: nextFreePort(after: port))
                }
                throw .cannotListen(error.localizedDescription)
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
        var actualPort = port
        if case .ip4(_, let bound)? = await server.listeningAddress { actualPort = bound }
        if case .ip6(_, let bound)? = await server.listeningAddress { actualPort = bound }
        let browserHost = display == "0.0.0.0" || display == "::" ? "127.0.0.1" : (display.contains(":") ? "[\(display)]" : display)
        let url = URL(string: "http://\(browserHost):\(actualPort)/")!

        let watcher = SiteWatcher(directory: options.siteDirectory, docs: docsFolder, home: homeFile,
                                  included: { [self] in builder.withLock { $0.filesWatchedOutsideInputs } },
                                  interval: options.pollInterval)
        state.withLock { state in
            state.http = server
            state.task = task
            state.watcher = watcher
            state.url = url
        }
        watcher.start(from: snapshot, onChange: { [self] paths in rebuild(paths) },
                      wantsIdle: { [self] in
                          builder.withLock { $0.hasDeferredWork } && !state.withLock { $0.deferredRunning }
                      },
                      onIdle: { [self] in renderDeferred() }, onTick: { [self] in tick() })
        return url
    }

    /// Stops watching, ends the live-reload connections, stops the server
    /// and removes the temporary served folder.
    public func stop() async {
        let (server, task, watcher, output, owned) = state.withLock { state in
            defer { state.http = nil; state.task = nil; state.watcher = nil }
            return (state.http, state.task, state.watcher, state.output, state.ownsOutput)
        }
        await watcher?.stop()
        // The deferred batch under way, if any, finishes first.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in deferredQueue.async { done.resume() } }
        hub.close()
        await server?.stop(timeout: 1)
        task?.cancel()
        _ = await task?.value
        if owned, let output { try? FileManager.default.removeItem(atPath: output) }
    }

    // MARK: Building

    private func initialBuild(into output: String) {
        let result = builder.withLock { builder in
            Result { () throws(BuildFailure) -> OutputChanges in try builder.build() }
        }
        switch result {
        case .success(let update):
            do {
                _ = try OutputMirror(root: output).apply(update)
            } catch {
                report(BuildFailure([Diagnostic(file: output, message: "\(error)")]))
                return
            }
            reportWarnings(update.warnings)
            func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
            let warnings = update.warnings.isEmpty ? "" : "; \(count(update.warnings.count, "warning"))"
            say("Built \(count(update.pages, "page")) (\(count(update.themes, "theme")), \(count(update.docs, "doc"))) in \(Int(update.milliseconds.rounded())) ms\(warnings)")
        case .failure(let failure):
            report(failure)
        }
    }

    /// One change of the site folder: rebuild, write, tell the pages. A
    /// change to docs renders the changed pages here and leaves the rest it
    /// affects (other docs' navigation, the search index) to `renderDeferred`.
    func rebuild(_ paths: [String]) {
        let start = DispatchTime.now()
        let output = outputDirectory ?? ""
        let result = builder.withLock { builder -> Result<Written, BuildFailure> in
            do throws(BuildFailure) {
                let update = try builder.update(changedPaths: paths, deferring: true)
                return PreviewServer.write(update, to: output)
            } catch {
                return .failure(error)
            }
        }
        let what = paths.count <= 3 ? paths.joined(separator: ", ") : "\(paths.count) files"
        publish(result, start: start, line: "\(what) changed: rebuilt in")
    }

    /// Renders the deferred pages on their own queue, without holding the
    /// builder, so a new change is taken in meanwhile (and the rendered pages
    /// are dropped and rendered again, since they are out of date).
    func renderDeferred() {
        guard let work = builder.withLock({ $0.deferredWork() }) else { return }
        let claimed = state.withLock { state -> Bool in
            defer { state.deferredRunning = true }
            return !state.deferredRunning
        }
        guard claimed else { return }
        deferredQueue.async { [self] in
            defer { state.withLock { $0.deferredRunning = false } }
            let start = DispatchTime.now()
            let rendered: DeferredWork.Rendered
            do throws(BuildFailure) { rendered = try work.render() } catch {
                report(error)
                return
            }
            let output = outputDirectory ?? ""
            let result = builder.withLock { builder -> Result<Written, BuildFailure>? in
                guard let update = builder.commit(rendered) else { return nil }
                return PreviewServer.write(update, to: output)
            }
            if let result { publish(result, start: start, line: "  then the other pages and files it affects in") }
        }
    }

    private typealias Written = (update: OutputChanges, written: Int, removed: Int)

    /// Writes an update into the served folder (under the builder's lock, so
    /// writes land in the order of the updates).
    private static func write(_ update: OutputChanges, to output: String) -> Result<Written, BuildFailure> {
        do {
            let (written, removed) = try OutputMirror(root: output).apply(update)
            return .success((update, written, removed))
        } catch {
            return .failure(BuildFailure([Diagnostic(file: output, message: "\(error)")]))
        }
    }

    /// Tells the pages about a written update, and says what happened.
    private func publish(_ result: Result<Written, BuildFailure>, start: DispatchTime, line prefix: String) {
        switch result {
        case .failure(let failure):
            report(failure)
        case .success(let (update, written, removed)):
            let wasBroken = hub.errorText != nil
            guard written > 0 || removed > 0 || wasBroken else {
                if update.renderedFiles > 0 {
                    say("\(prefix) \(Self.milliseconds(update.milliseconds)) ms, rendered \(update.renderedFiles), wrote 0 (no output changed)")
                }
                return
            }
            if wasBroken {
                hub.clearError()
                say("Fixed: the site builds again.")
            }
            reportWarnings(update.warnings)
            let plan = ReloadPlan(update)
            if !plan.stylesheets.isEmpty || plan.themes || !plan.restyledPages.isEmpty {
                hub.restyle(stylesheets: plan.stylesheets, themes: plan.themes, pages: plan.restyledPages)
            }
            if plan.reloadAll || !plan.reloadedPages.isEmpty {
                hub.reload(pages: plan.reloadedPages, all: plan.reloadAll)
            }
            let total = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
            var line = "\(prefix) \(Self.milliseconds(update.milliseconds)) ms, rendered \(update.renderedFiles), wrote \(written)"
            if removed > 0 { line += ", removed \(removed)" }
            let names = update.changes.map(\.path) + update.removed
            if !names.isEmpty && names.count <= 4 { line += " (\(names.joined(separator: ", ")))" }
            line += "; \(Self.milliseconds(total)) ms in all"
            say(line)
        }
    }

    private static func milliseconds(_ value: Double) -> String {
        value < 10 ? String(format: "%.1f", value) : String(Int(value.rounded()))
    }

    private func report(_ failure: BuildFailure) {
        let text = failure.diagnostics.map(\.description).joined(separator: "\n")
        guard text != hub.errorText else { return }
        complain(text)
        complain(failure.summary(of: "build", outcome: "still serving the last good site"))
        hub.showError(text)
    }

    private func reportWarnings(_ warnings: [Diagnostic]) {
        let lines = warnings.map(\.description)
        let isNew = state.withLock { state -> Bool in
            defer { state.warnings = lines }
            return state.warnings != lines
        }
        if isNew { for line in lines { complain(line) } }
    }

    private func tick() {
        let due = state.withLock { state -> Bool in
            guard Date().timeIntervalSince(state.lastPing) >= 15 else { return false }
            state.lastPing = Date()
            return true
        }
        if due { hub.ping() }
    }

    // MARK: Output folder

    private func prepareOutput() throws(ServeError) -> (path: String, owned: Bool) {
        guard let requested = options.outputDirectory else {
            var folder = NSTemporaryDirectory()
            while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
            var template = Array((folder + "/theme-preview-serve-XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else {
                throw .output("cannot create a temporary folder to serve from: \(String(cString: strerror(errno)))")
            }
            return (String(cString: made), true)
        }
        let fileSystem = LocalFileSystem()
        do {
            try OutputWriter(fileSystem: fileSystem).checkLocation(requested, siteDirectory: options.siteDirectory)
            try OutputWriter(fileSystem: fileSystem).checkOutput(requested)
            try fileSystem.createDirectory(requested)
            try fileSystem.write(Data(OutputWriter.markerText.utf8), to: joinPath(requested, OutputWriter.markerName))
        } catch let failure as BuildFailure {
            throw .output(failure.description)
        } catch {
            throw .output("\(error)")
        }
        return (requested, false)
    }

    // MARK: Addresses and ports

    /// The socket address for `port` on the configured host, and the host as shown.
    private func address(port: UInt16) throws(ServeError) -> (any SocketAddress, String) {
        let host = options.host == "localhost" ? "127.0.0.1" : options.host
        do {
            if host.contains(":") {
                return (try sockaddr_in6.inet6(ip6: host, port: port), host)
            }
            return (try sockaddr_in.inet(ip4: host, port: port), host)
        } catch {
            throw .invalidHost(options.host)
        }
    }

    private enum PortState { case free, inUse, unusable(String) }

    private func probe(_ port: UInt16) -> PortState {
        guard let (address, _) = try? address(port: port) else { return .unusable("bad host") }
        do {
            let socket = try Socket(domain: Int32(type(of: address).family))
            defer { try? socket.close() }
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: address)
            return .free
        } catch SocketError.failed(_, let code, let message) {
            return code == EADDRINUSE ? .inUse : .unusable(message)
        } catch {
            return .unusable(error.localizedDescription)
        }
    }

    private func nextFreePort(after port: UInt16) -> UInt16? {
        var candidate = port
        for _ in 0..<100 {
            guard candidate < UInt16.max else { return nil }
            candidate += 1
            if case .free = probe(candidate) { return candidate }
        }
        return nil
    }

    /// The configured port, or, when it is in use and was not asked for
    /// explicitly, the next free one (said so).
    private func choosePort(display: String) throws(ServeError) -> UInt16 {
        let port = options.port
        if port == 0 { return 0 }
        switch probe(port) {
        case .free:
            return port
        case .unusable(let reason):
            throw .cannotListen("port \(port) on \(display): \(reason)")
        case .inUse:
            let next = nextFreePort(after: port)
            guard !options.portIsExplicit, let next else {
                throw .portInUse(host: display, port: port, nextFree: next)
            }
            say("Port \(port) is in use; using port \(next) instead (choose one with --port).")
            return next
        }
    }
}

/// The server task's error, if it stopped with one.
private final class Failure: Sendable {
    private let value = Mutex<(any Error)?>(nil)
    func set(_ error: any Error) { value.withLock { $0 = error } }
    var error: (any Error)? { value.withLock { $0 } }
}

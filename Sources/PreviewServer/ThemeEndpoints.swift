import Basics
import FlyingFox
import Foundation
import PreviewRenderer
import Synchronization

/// `/__theme-preview/themes/<id>`: the theme lab reads a theme file
/// (`GET`) and saves it (`POST`), into `tokens/<id>.theme.json` of the
/// site folder. Only pages `serve` served may ask (`SameOriginCheck`); a
/// save is refused when the file changed on disk since the lab read it
/// (409), or when a build would not take the new text (422); otherwise it
/// is written atomically and the watcher rebuilds and reloads as for any
/// edit. Every answer is JSON, for people: `ok`, `message`, `version` (the
/// `ContentVersion` of the file's bytes, null without a file), `warnings`, `errors`.
final class ThemeEndpoints: Sendable {
    /// Theme files are a few hundred bytes; a JSON body this large is a mistake.
    static let maximumBody = 1024 * 1024

    let check: SameOriginCheck
    let store: ThemeFileStore
    /// `--strict`: warnings refuse a save, as they fail a build.
    let strict: Bool
    private let say: @Sendable (String) -> Void
    private let complain: @Sendable (String) -> Void
    /// One save at a time: read, compare, check and write as one step.
    private let saving = Mutex(())

    init(siteDirectory: String, strict: Bool, check: SameOriginCheck = SameOriginCheck(),
         say: @escaping @Sendable (String) -> Void, complain: @escaping @Sendable (String) -> Void) {
        self.check = check
        self.store = ThemeFileStore(siteDirectory: siteDirectory)
        self.strict = strict
        self.say = say
        self.complain = complain
    }

    static func handles(_ rawPath: String) -> Bool {
        rawPath.hasPrefix(ThemeSaveScript.themesPath)
    }

    /// What HTML served for `request` carries besides the live-reload
    /// client: the save client, for pages that may save.
    func clientScript(for request: HTTPRequest) -> String {
        check.sharesSecret(with: request) ? ThemeSaveScript.script(secret: check.secret) : ""
    }

    func handle(_ request: HTTPRequest) async -> HTTPResponse {
        let isSave = request.method == .POST
        guard request.method == .GET || isSave else {
            var answer = Answer(.methodNotAllowed, "Only GET (read a theme file) and POST (save it).").response()
            answer.headers[HTTPHeader("Allow")] = "GET, POST"
            return answer
        }
        if let refusal = check.refusal(request, needsOrigin: isSave) {
            complain("Refused to \(isSave ? "save" : "read") a theme file: \(refusal)")
            return Answer(.forbidden, refusal).response()
        }
        guard let segments = RequestPath.segments(request.target.path()), segments.count == 3 else {
            return Answer(.badRequest, "Refused: expected \(ThemeSaveScript.themesPath)<id>, with a theme id (lowercase letters, digits and '-') and nothing else.").response()
        }
        let id = segments[2]
        guard isSave else { return read(id).response() }

        let type = request.headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        guard type == "application/json" else {
            return Answer(.unsupportedMediaType, "Refused: a save is JSON (Content-Type: application/json), found \(request.headers[.contentType] ?? "no Content-Type").").response()
        }
        let tooLarge = Answer(.payloadTooLarge, "Refused: a save may be at most \(Self.maximumBody / 1024) KB; a theme file is a few hundred bytes.")
        if let count = request.bodySequence.count, count > Self.maximumBody { return tooLarge.response() }
        var body = Data()
        do {
            for try await chunk in request.bodySequence {
                body.append(chunk)
                if body.count > Self.maximumBody { return tooLarge.response() }
            }
        } catch {
            return Answer(.badRequest, "Refused: the request's body did not arrive in full.").response()
        }
        switch ThemeSaveRequest.parse(body) {
        case .failure(let refusal):
            return Answer(.badRequest, refusal.message).response()
        case .success(let save):
            return saving.withLock { _ in self.save(id, text: save.text, base: save.base) }.response()
        }
    }

    // MARK: Reading

    private func read(_ id: String) -> Answer {
        let current: ThemeFileStore.Current
        do { current = try store.read(id) } catch { return Answer(refusal: error) }
        let file = ThemeFileStore.shownPath(id)
        let text = current.bytes.flatMap { String(validating: $0, as: UTF8.self) }
        let definedBy = ThemeFiles.otherDefinition(of: id, siteDirectory: store.siteDirectory, fileSystem: LocalFileSystem())
        var message: String
        switch (current.bytes, text) {
        case (nil, _): message = "There is no \(file) yet: saving creates it."
        case (_?, nil): message = "\(file) is not UTF-8 text; the build refuses it too. Saving replaces it."
        default: message = "\(file), as it is on disk."
        }
        if ThemeFiles.isBuiltIn(id) && current.bytes == nil {
            message += " It restyles the built-in theme '\(id)'."
        }
        if let definedBy {
            message += " The theme '\(id)' is defined by \(definedBy): a theme file with the same id would define it twice, and cannot be saved. Save it under another id, or edit \(definedBy)."
        }
        var answer = Answer(.ok, message, version: current.version)
        answer.fields = [
            ("file", JSONString.quote(file)),
            ("exists", current.bytes == nil ? "false" : "true"),
            ("text", text.map(JSONString.quote) ?? "null"),
            ("definedBy", definedBy.map(JSONString.quote) ?? "null"),
            ("builtIn", ThemeFiles.isBuiltIn(id) ? "true" : "false"),
        ]
        return answer
    }

    // MARK: Saving

    private func save(_ id: String, text: String, base: String?) -> Answer {
        let file = ThemeFileStore.shownPath(id)
        let current: ThemeFileStore.Current
        do { current = try store.read(id) } catch { return Answer(refusal: error) }
        guard current.version == base else {
            let message: String
            switch (base, current.bytes) {
            case (nil, _?): message = "Not saved: \(file) was created on disk after the lab opened it. Nothing was written and your changes are still in the lab: copy them, reload to see the file, then apply them again."
            case (_?, nil): message = "Not saved: \(file) was removed from disk after the lab opened it. Nothing was written and your changes are still in the lab: reload, then apply them again (saving then creates the file)."
            default: message = "Not saved: \(file) changed on disk since the lab opened it (another editor, or another tab). Nothing was written and your changes are still in the lab: copy them, reload to see the file, then apply them again."
            }
            complain("Refused to save \(file): it changed on disk since the theme lab read it.")
            return Answer(.conflict, message, version: current.version)
        }
        let data = Data(text.utf8)
        if current.bytes == data {
            return Answer(.ok, "\(file) already holds this text; nothing to write.", version: current.version)
        }
        let (errors, warnings) = ThemeFiles.check(data, id: id, siteDirectory: store.siteDirectory, strict: strict,
                                                      fileSystem: LocalFileSystem())
        guard errors.isEmpty else {
            let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
            var answer = Answer(.unprocessableContent, "Not saved: a build would fail with \(count); nothing was written.\n"
                                + errors.map(\.description).joined(separator: "\n"), version: current.version)
            answer.errors = errors.map(\.description)
            return answer
        }
        do { try store.write(data, as: id) } catch { return Answer(refusal: error) }
        say("Saved \(file) from the theme lab")
        var answer = Answer(.ok, "Saved \(file)\(current.bytes == nil ? " (new)" : ""); the preview rebuilds and reloads.",
                            version: ContentVersion.of(data))
        answer.warnings = warnings.map(\.description)
        return answer
    }
}

/// One JSON answer of the theme endpoints.
private struct Answer {
    var status: HTTPStatusCode
    var message: String
    var version: String?
    var warnings: [String] = []
    var errors: [String] = []
    /// More members, as JSON text, after the common ones.
    var fields: [(String, String)] = []

    init(_ status: HTTPStatusCode, _ message: String, version: String? = nil) {
        self.status = status
        self.message = message
        self.version = version
    }

    init(refusal: ThemeFileStore.Refusal) {
        switch refusal.kind {
        case .badID: self.init(.badRequest, refusal.message)
        case .notAllowed: self.init(.forbidden, refusal.message)
        case .failed: self.init(.internalServerError, refusal.message)
        }
    }

    func response() -> HTTPResponse {
        func list(_ items: [String]) -> String { "[" + items.map(JSONString.quote).joined(separator: ",") + "]" }
        let members = [("ok", status == .ok ? "true" : "false"), ("message", JSONString.quote(message)),
                       ("version", version.map(JSONString.quote) ?? "null"),
                       ("warnings", list(warnings)), ("errors", list(errors))] + fields
        let body = Data(("{" + members.map { JSONString.quote($0.0) + ":" + $0.1 }.joined(separator: ",") + "}\n").utf8)
        let headers: HTTPHeaders = [.contentType: "application/json; charset=utf-8", .contentLength: String(body.count),
                                    .cacheControl: "no-store", HTTPHeader("X-Content-Type-Options"): "nosniff"]
        return HTTPResponse(statusCode: status, headers: headers, body: body)
    }
}

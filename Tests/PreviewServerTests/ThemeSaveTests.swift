import Basics
import Foundation
@testable import PreviewServer
import Testing

/// Saving a theme file from the theme lab under `serve`: a real server on a
/// temporary site, asked over a plain socket so that every header (Host,
/// Origin, Sec-Fetch-Site, the secret) is exactly what a test says.
struct ThemeSaveTests {
    static let ocean = """
        {
          "name": "Ocean",
          "parent": "default",
          "accent": { "light": "#0A5FD1", "dark": "#5AA9FF" }
        }

        """

    static let deeperOcean = """
        {
          "name": "Ocean",
          "parent": "default",
          "accent": { "light": "#0B4EA2", "dark": "#7DBBFF" },
          "light": { "textSecondary": "#4A4A50" }
        }

        """

    static func site(_ extra: [String: String] = ["tokens/ocean.theme.json": ocean]) throws -> TemporarySite {
        try TemporarySite(TemporarySite.files.merging(extra) { $1 })
    }

    // MARK: Saving

    @Test func aSaveWritesExactlyTheTextAndThePreviewRebuildsAndReloads() async throws {
        let site = try Self.site()
        let running = try await RunningServer.start(site)
        defer { Task { await running.server.stop() } }
        let lab = try await LabClient(running)
        let events = try EventStreamClient(port: running.port)
        try await events.waitUntilConnected()

        let read = try await lab.read("ocean")
        #expect(read.status == 200)
        #expect(read.json["ok"] as? Bool == true)
        #expect(read.json["exists"] as? Bool == true)
        #expect(read.json["file"] as? String == "tokens/ocean.theme.json")
        #expect(read.json["text"] as? String == Self.ocean)
        #expect(read.json["version"] as? String == ContentVersion.of(Array(Self.ocean.utf8)))
        #expect(read.json["definedBy"] is NSNull)
        #expect(read.json["builtIn"] as? Bool == false)

        let saved = try await lab.save("ocean", Self.deeperOcean, base: read.json["version"] as? String)
        #expect(saved.status == 200, "\(saved.text)")
        #expect(saved.json["ok"] as? Bool == true)
        #expect(saved.json["message"] as? String == "Saved tokens/ocean.theme.json; the preview rebuilds and reloads.")
        #expect(saved.json["version"] as? String == ContentVersion.of(Array(Self.deeperOcean.utf8)))
        #expect(saved.json["warnings"] as? [String] == [])
        #expect(try Data(contentsOf: site.site.appendingPathComponent("tokens/ocean.theme.json")) == Data(Self.deeperOcean.utf8))

        // The watcher takes the save in like any edit: the themes change,
        // the open pages are told, and the new color is served.
        let told = try await events.next("the pages told of the new theme") { $0.name == "css" && $0.data.contains(#""themes":true"#) }
        #expect(told.name == "css")
        try await poll("the new accent in the served themes") {
            try await Client.fetch(running.url.appendingPathComponent("assets/themes.js")).text.contains("#0B4EA2")
        }
        #expect(running.log.text.contains("Saved tokens/ocean.theme.json from the theme lab"))
        #expect(running.log.text.contains("tokens/ocean.theme.json changed: rebuilt in"))
        #expect(!running.log.text.contains(".saving"), "the temporary file is not named: \(running.log.text)")
        #expect(try Self.tokens(site) == ["ocean.theme.json"])

        // The new version is the base of the next save.
        let again = try await lab.save("ocean", Self.ocean, base: saved.json["version"] as? String)
        #expect(again.status == 200, "\(again.text)")
        #expect(try String(contentsOf: site.site.appendingPathComponent("tokens/ocean.theme.json"), encoding: .utf8) == Self.ocean)
    }

    @Test func aThemeFileThatDidNotExistIsCreatedWithItsFolder() async throws {
        let site = try Self.site([:])
        let running = try await RunningServer.start(site)
        defer { Task { await running.server.stop() } }
        let lab = try await LabClient(running)

        let read = try await lab.read("lagoon")
        #expect(read.status == 200)
        #expect(read.json["exists"] as? Bool == false)
        #expect(read.json["text"] is NSNull && read.json["version"] is NSNull)
        #expect(read.json["message"] as? String == "There is no tokens/lagoon.theme.json yet: saving creates it.")
        #expect(!FileManager.default.fileExists(atPath: site.site.appendingPathComponent("tokens").path))

        let lagoon = ##"{"name": "Lagoon", "parent": "default", "accent": {"light": "#00796B", "dark": "#4DB6AC"}}"##
        let saved = try await lab.save("lagoon", lagoon, base: nil)
        #expect(saved.status == 200, "\(saved.text)")
        #expect(saved.json["message"] as? String == "Saved tokens/lagoon.theme.json (new); the preview rebuilds and reloads.")
        #expect(try String(contentsOf: site.site.appendingPathComponent("tokens/lagoon.theme.json"), encoding: .utf8) == lagoon)
        try await poll("the new theme's pinned page") {
            try await Client.fetch(running.url.appendingPathComponent("themes/lagoon/light.html")).status == 200
        }
        #expect(try Self.tokens(site) == ["lagoon.theme.json"])

        // A built-in's id: the file restyles it.
        let forest = try await lab.read("forest")
        #expect(forest.json["builtIn"] as? Bool == true)
        #expect(forest.json["message"] as? String == "There is no tokens/forest.theme.json yet: saving creates it. It restyles the built-in theme 'forest'.")
    }

    /// The watcher does not see the save's temporary file (hidden, in
    /// tokens/), so a save is one change of the theme file; hidden files in
    /// docs/ and static/ are still seen (the build sorts those itself).
    @Test func theWatcherSkipsHiddenFilesWhereTheBuildReadsNone() throws {
        let site = try Self.site([
            "tokens/ocean.theme.json": Self.ocean, "tokens/.ocean.theme.json.1f2e.saving": Self.ocean, "templates/.layout.mustache.swp": "x",
            "templates/layout.mustache": "{{{content}}}", "static/.well-known/security.txt": "x", "docs/.notes.md": "x",
        ])
        let snapshot = SiteWatcher.snapshot(of: site.site.path)
        #expect(snapshot.keys.sorted() == ["config.yaml", "docs/.notes.md", "docs/index.md", "docs/intro.md",
                                           "static/.well-known/security.txt", "static/extra.css",
                                           "templates/layout.mustache", "tokens/ocean.theme.json"])
    }

    // MARK: Who may save

    @Test func requestsWithoutThisRunsSecretOrFromAnotherSiteAreRefused() async throws {
        let site = try Self.site()
        let running = try await RunningServer.start(site)
        defer { Task { await running.server.stop() } }
        let lab = try await LabClient(running)
        let version = ContentVersion.of(Array(Self.ocean.utf8))
        let own = "http://127.0.0.1:\(running.port)"
        let body = LabClient.body(Self.deeperOcean, base: version)

        let refused: [(String, [String: String], String)] = [
            ("no secret", ["Origin": own, "X-Theme-Preview-Secret": ""], "does not carry this run's key"),
            ("a wrong secret", ["Origin": own, "X-Theme-Preview-Secret": String(repeating: "0", count: 64)], "a key that is not this run's"),
            ("another site", ["Origin": "http://evil.example"], "this request came from http://evil.example, not from the preview at http://127.0.0.1:\(running.port)"),
            ("another port", ["Origin": "http://127.0.0.1:1"], "this request came from http://127.0.0.1:1"),
            ("an opaque origin", ["Origin": "null"], "this request came from null"),
            ("no origin", ["Origin": ""], "a save must say where it comes from"),
            ("a cross-site fetch", ["Origin": own, "Sec-Fetch-Site": "cross-site"], "(Sec-Fetch-Site: cross-site)"),
            ("a same-site fetch", ["Origin": own, "Sec-Fetch-Site": "same-site"], "(Sec-Fetch-Site: same-site)"),
            ("a rebound name", ["Host": "evil.example:\(running.port)", "Origin": "http://evil.example:\(running.port)"],
             "names the server as 'evil.example:\(running.port)'"),
        ]
        for (what, headers, expected) in refused {
            let answer = try await lab.send("POST", "/__theme-preview/themes/ocean", headers: headers, body: body)
            #expect(answer.status == 403, "\(what): \(answer.status) \(answer.text)")
            #expect(answer.json["ok"] as? Bool == false, "\(what)")
            #expect((answer.json["message"] as? String)?.contains(expected) == true, "\(what): \(answer.text)")
            #expect(!answer.head.lowercased().contains("access-control-"), "\(what)")
        }
        // Reading needs the secret too (a same-origin GET carries no Origin).
        let read = try await lab.send("GET", "/__theme-preview/themes/ocean", headers: ["X-Theme-Preview-Secret": "", "Origin": ""])
        #expect(read.status == 403 && read.json["text"] == nil)
        let crossRead = try await lab.send("GET", "/__theme-preview/themes/ocean", headers: ["Origin": "http://evil.example"])
        #expect(crossRead.status == 403 && crossRead.json["text"] == nil)
        // A CORS preflight gets no CORS headers, so a browser sends nothing after it.
        let preflight = try await lab.send("OPTIONS", "/__theme-preview/themes/ocean", headers: [
            "Origin": "http://evil.example", "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type,x-theme-preview-secret"])
        #expect(preflight.status == 405 && !preflight.head.lowercased().contains("access-control-"))
        // Only JSON, and not too much of it.
        let form = try await lab.send("POST", "/__theme-preview/themes/ocean", headers: ["Content-Type": "text/plain"], body: body)
        #expect(form.status == 415, "\(form.text)")
        let huge = LabClient.body(String(repeating: " ", count: ThemeEndpoints.maximumBody) + Self.deeperOcean, base: version)
        let tooLarge = try await lab.send("POST", "/__theme-preview/themes/ocean", body: huge)
        #expect(tooLarge.status == 413, "\(tooLarge.text)")
        let notJSON = try await lab.send("POST", "/__theme-preview/themes/ocean", body: Data("text=x".utf8))
        #expect(notJSON.status == 400, "\(notJSON.text)")

        #expect(try String(contentsOf: site.site.appendingPathComponent("tokens/ocean.theme.json"), encoding: .utf8) == Self.ocean)
        #expect(try Self.tokens(site) == ["ocean.theme.json"])
        #expect(running.log.text.contains("Refused to save a theme file: Refused: this request came from http://evil.example"))
        // The same request from the page itself is saved.
        #expect(try await lab.send("POST", "/__theme-preview/themes/ocean", body: body).status == 200)
    }

    @Test func theSaveClientIsOnlyInPagesABrowserOnThisMachineOpenedByAnAddress() async throws {
        let site = try Self.site()
        let running = try await RunningServer.start(site)
        defer { Task { await running.server.stop() } }
        let page = try await Client.fetch(running.url.appendingPathComponent("docs/intro.html"))
        #expect(page.text.contains("<script data-theme-preview-save>"))
        #expect(page.text.contains("window.ThemePreviewServe = Object.freeze({"))
        #expect(page.header("Content-Length") == String(page.body.count))
        // Two runs, two secrets.
        let key = try #require(LabClient.secret(in: page.text))
        #expect(key.count == 64 && key.allSatisfy(\.isHexDigit))
        let other = try await RunningServer.start(try Self.site())
        defer { Task { await other.server.stop() } }
        let otherPage = try await Client.fetch(other.url.appendingPathComponent("docs/intro.html"))
        #expect(LabClient.secret(in: otherPage.text) != key)
        // Asked for under a name that is not an address: no secret.
        let lab = try await LabClient(running)
        let rebound = try await lab.send("GET", "/docs/intro.html", headers: ["Host": "evil.example:\(running.port)"])
        #expect(rebound.status == 200 && rebound.text.contains("data-theme-preview-live-reload"))
        #expect(!rebound.text.contains(key) && !rebound.text.contains("data-theme-preview-save"))
        // The files on disk never hold it.
        let onDisk = try String(contentsOf: site.output.appendingPathComponent("docs/intro.html"), encoding: .utf8)
        #expect(!onDisk.contains("ThemePreviewServe") && !onDisk.contains(key))
    }

    @Test func badIDsAndPathsOutsideTokensAreRefused() async throws {
        let site = try Self.site()
        let outside = site.root.appendingPathComponent("outside.theme.json")
        try Data("outside".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(atPath: site.site.appendingPathComponent("tokens/linked.theme.json").path,
                                                   withDestinationPath: outside.path)
        let running = try await RunningServer.start(site)
        defer { Task { await running.server.stop() } }
        let lab = try await LabClient(running)
        let before = try Self.everything(site)
        let body = LabClient.body(Self.ocean, base: nil)

        for target in ["/__theme-preview/themes/..%2Fconfig", "/__theme-preview/themes/../../config.yaml",
                       "/__theme-preview/themes/%2e%2e", "/__theme-preview/themes/Ocean", "/__theme-preview/themes/a.b",
                       "/__theme-preview/themes/%2Fetc%2Fpasswd", "/__theme-preview/themes/ocean/more",
                       "/__theme-preview/themes/", "/__theme-preview/themes/-x", "/__theme-preview/themes/ocean%00",
                       "/__theme-preview/themes/.hidden", "/__theme-preview/themes/oce%C3%A5n"] {
            for method in ["GET", "POST"] {
                let answer = try await lab.send(method, target, body: method == "POST" ? body : nil)
                #expect(answer.status == 400, "\(method) \(target): \(answer.status) \(answer.text)")
                #expect(answer.json["ok"] as? Bool == false, "\(method) \(target)")
            }
        }
        let invalid = try await lab.send("POST", "/__theme-preview/themes/Ocean", body: body)
        #expect(invalid.json["message"] as? String == "Refused: theme id 'Ocean' (from the request) must be lowercase letters, digits and '-', starting with a letter or digit. A theme is saved only as tokens/<id>.theme.json in the site folder.")

        // A theme file that is a link (here, to a file outside the site).
        let linked = try await lab.save("linked", Self.ocean, base: nil)
        #expect(linked.status == 403, "\(linked.text)")
        #expect(linked.json["message"] as? String == "Refused: tokens/linked.theme.json is a symbolic link. theme-preview never follows links in the site folder (a build skips this one); put the file itself there.")
        #expect(try await lab.read("linked").status == 403)
        #expect(try String(contentsOf: outside, encoding: .utf8) == "outside")
        #expect(try Self.everything(site) == before)
    }

    @Test func aTokensFolderThatIsALinkIsRefused() async throws {
        let site = try Self.site([:])
        let elsewhere = site.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site.site.appendingPathComponent("tokens").path, withDestinationPath: elsewhere.path)
        let running = try await RunningServer.start(site)
        defer { Task { await running.server.stop() } }
        let lab = try await LabClient(running)
        let saved = try await lab.save("ocean", Self.ocean, base: nil)
        #expect(saved.status == 403, "\(saved.text)")
        #expect((saved.json["message"] as? String)?.hasPrefix("Refused: tokens/ in the site folder is a symbolic link.") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    // MARK: Conflicts

    @Test func aSaveOverAFileThatChangedOnDiskIsRefusedAndNothingIsLost() async throws {
        let site = try Self.site()
        let running = try await RunningServer.start(site)
        defer { Task { await running.server.stop() } }
        let lab = try await LabClient(running)
        let read = try await lab.read("ocean")
        let loaded = try #require(read.json["version"] as? String)

        // Another editor saves the file meanwhile.
        let edited = Self.ocean.replacingOccurrences(of: "#0A5FD1", with: "#0A4FC1")
        try site.write("tokens/ocean.theme.json", edited)
        let changed = try await lab.save("ocean", Self.deeperOcean, base: loaded)
        #expect(changed.status == 409)
        #expect(changed.json["ok"] as? Bool == false)
        #expect(changed.json["message"] as? String == "Not saved: tokens/ocean.theme.json changed on disk since the lab opened it (another editor, or another tab). Nothing was written and your changes are still in the lab: copy them, reload to see the file, then apply them again.")
        #expect(changed.json["version"] as? String == ContentVersion.of(Array(edited.utf8)))
        #expect(try String(contentsOf: site.site.appendingPathComponent("tokens/ocean.theme.json"), encoding: .utf8) == edited)

        // The lab thought there was no file.
        let created = try await lab.save("ocean", Self.deeperOcean, base: nil)
        #expect(created.status == 409)
        #expect((created.json["message"] as? String)?.hasPrefix("Not saved: tokens/ocean.theme.json was created on disk after the lab opened it.") == true)

        // The file was removed meanwhile: not made again.
        try FileManager.default.removeItem(at: site.site.appendingPathComponent("tokens/ocean.theme.json"))
        let removed = try await lab.save("ocean", Self.deeperOcean, base: ContentVersion.of(Array(edited.utf8)))
        #expect(removed.status == 409)
        #expect((removed.json["message"] as? String)?.hasPrefix("Not saved: tokens/ocean.theme.json was removed from disk after the lab opened it.") == true)
        #expect(removed.json["version"] is NSNull)
        #expect(try Self.tokens(site) == [])
        #expect(running.log.text.contains("Refused to save tokens/ocean.theme.json: it changed on disk since the theme lab read it."))
    }

    // MARK: Validation

    @Test func aThemeABuildWouldRefuseIsRefusedWithLocatedErrors() async throws {
        let site = try Self.site()
        let running = try await RunningServer.start(site)
        defer { Task { await running.server.stop() } }
        let lab = try await LabClient(running)
        let version = ContentVersion.of(Array(Self.ocean.utf8))
        let file = site.site.appendingPathComponent("tokens/ocean.theme.json").path

        let unknownToken = """
            {
              "name": "Ocean",
              "parent": "default",
              "accent": { "light": "#0A5FD1", "dark": "#5AA9FF" },
              "light": { "textSecondry": "#4A4A50" }
            }
            """
        let badColor = """
            {
              "name": "Ocean",
              "parent": "default",
              "accent": { "light": "#0A5FD", "dark": "#5AA9FF" }
            }
            """
        let brokenJSON = "{\n  \"name\": \"Ocean\",\n  \"parent\": \"default\"\n  \"accent\": \"#0A5FD1\"\n}"
        for (text, located) in [(unknownToken, "\(file):5:14: error: unknown color token 'textSecondry'; did you mean 'textSecondary'?"),
                                (badColor, "\(file):4:24: error: malformed color: expected a color of 3, 4, 6 or 8 hex digits, found '#0A5FD'"),
                                (brokenJSON, "\(file):4:3: error: invalid JSON: ")] {
            let answer = try await lab.save("ocean", text, base: version)
            #expect(answer.status == 422, "\(answer.text)")
            #expect(answer.json["ok"] as? Bool == false)
            let errors = try #require(answer.json["errors"] as? [String])
            try #require(errors.count == 1, "\(answer.text)")
            #expect(errors[0].hasPrefix(located), "\(errors)")
            #expect(answer.json["message"] as? String == "Not saved: a build would fail with 1 error; nothing was written.\n" + errors[0])
            #expect(try String(contentsOf: site.site.appendingPathComponent("tokens/ocean.theme.json"), encoding: .utf8) == Self.ocean)
        }
        // A parent cycle through another file is caught as a build catches it.
        try site.write("tokens/reef.theme.json", ##"{"name": "Reef", "parent": "ocean", "accent": "#00796B"}"##)
        let cycle = try await lab.save("ocean", ##"{"name": "Ocean", "parent": "reef", "accent": "#0A5FD1"}"##, base: version)
        #expect(cycle.status == 422)
        #expect((cycle.json["errors"] as? [String])?.contains { $0.contains("error: parent cycle: ") } == true, "\(cycle.text)")
        #expect(try Self.tokens(site) == ["ocean.theme.json", "reef.theme.json"])
    }

    @Test func warningsComeBackWithTheSave() async throws {
        let site = try Self.site(["tokens/stray.tokens.json": ##"{"a": {"$type": "number", "$value": 1}}"##])
        let running = try await RunningServer.start(site)
        defer { Task { await running.server.stop() } }
        let lab = try await LabClient(running)
        let saved = try await lab.save("lagoon", ##"{"parent": "default", "accent": "#00796B"}"##, base: nil)
        #expect(saved.status == 200, "\(saved.text)")
        #expect(saved.json["warnings"] as? [String] == [
            "\(site.site.path)/tokens/stray.tokens.json: warning: not used: DTCG token files are read through a resolver document (*.resolver.json) that names them",
        ])
    }

    @Test func aThemeIdADTCGResolverDefinesCannotBeSavedAsAThemeFile() async throws {
        let site = try Self.site([
            "tokens/brand.resolver.json": """
                {"version": "2025.10",
                 "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
                 "modifiers": {"mode": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
                 "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/mode"}]}
                """,
            "tokens/core.tokens.json": ##"{"brand": {"$type": "color", "teal": {"$value": "#00796B"}}}"##,
            "tokens/light.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "{brand.teal}"}}}"##,
            "tokens/dark.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "#66CCB3"}}}"##,
        ])
        let running = try await RunningServer.start(site)
        defer { Task { await running.server.stop() } }
        let lab = try await LabClient(running)
        let read = try await lab.read("brand")
        #expect(read.json["definedBy"] as? String == "tokens/brand.resolver.json")
        #expect(read.json["exists"] as? Bool == false)
        #expect((read.json["message"] as? String)?.contains("The theme 'brand' is defined by tokens/brand.resolver.json: a theme file with the same id would define it twice, and cannot be saved.") == true)
        let saved = try await lab.save("brand", ##"{"parent": "default", "accent": "#00796B"}"##, base: nil)
        #expect(saved.status == 422)
        #expect(saved.json["errors"] as? [String] == [
            "\(site.site.path)/tokens/brand.theme.json: error: theme id 'brand' is defined twice: first in \(site.site.path)/tokens/brand.resolver.json",
        ])
        #expect(!FileManager.default.fileExists(atPath: site.site.appendingPathComponent("tokens/brand.theme.json").path))
    }

    // MARK: Helpers

    /// The names in `tokens/`, hidden ones too (a temporary file left behind would show).
    static func tokens(_ site: TemporarySite) throws -> [String] {
        let folder = site.site.appendingPathComponent("tokens").path
        guard FileManager.default.fileExists(atPath: folder) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    /// Every path under the temporary folder but the served output, with its bytes.
    static func everything(_ site: TemporarySite) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let root = site.root.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [:] }
        for case let path as String in walker where !path.hasPrefix("served") {
            let full = root + "/" + path
            let attributes = try FileManager.default.attributesOfItem(atPath: full)
            if attributes[.type] as? FileAttributeType == .typeRegular { result[path] = try Data(contentsOf: URL(fileURLWithPath: full)) }
            else { result[path] = Data() }
        }
        return result
    }
}

/// The theme lab's requests, as the save client sends them: this run's
/// secret (read from a served page), `Origin` and `Host` of the server.
struct LabClient {
    let port: Int
    let secret: String

    init(_ running: RunningServer) async throws {
        port = running.port
        let page = try await Client.fetch(running.url)
        secret = try #require(LabClient.secret(in: page.text))
    }

    static func secret(in html: String) -> String? {
        guard let start = html.range(of: #"var SECRET = ""#)?.upperBound, let end = html[start...].firstIndex(of: "\"") else { return nil }
        return String(html[start..<end])
    }

    static func body(_ text: String, base: String?) -> Data {
        Data(("{\"text\":\(JSONString.quote(text)),\"base\":\(base.map(JSONString.quote) ?? "null")}").utf8)
    }

    struct Answer {
        var status: Int
        var head: String
        var text: String
        var json: [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]) ?? [:]
        }
    }

    func read(_ id: String) async throws -> Answer {
        try await send("GET", "/__theme-preview/themes/\(id)")
    }

    func save(_ id: String, _ text: String, base: String?) async throws -> Answer {
        try await send("POST", "/__theme-preview/themes/\(id)", body: LabClient.body(text, base: base))
    }

    /// One request; `headers` replace the lab's own, and an empty value
    /// leaves the header out.
    func send(_ method: String, _ target: String, headers: [String: String] = [:], body: Data? = nil) async throws -> Answer {
        var fields: [(String, String)] = [("Host", "127.0.0.1:\(port)"), ("X-Theme-Preview-Secret", secret)]
        if method == "POST" {
            fields += [("Origin", "http://127.0.0.1:\(port)"), ("Content-Type", "application/json"), ("Sec-Fetch-Site", "same-origin")]
        }
        for (name, value) in headers {
            fields.removeAll { $0.0.lowercased() == name.lowercased() }
            if !value.isEmpty { fields.append((name, value)) }
        }
        var request = "\(method) \(target) HTTP/1.1\r\n"
        for (name, value) in fields { request += "\(name): \(value)\r\n" }
        request += "Content-Length: \(body?.count ?? 0)\r\nConnection: close\r\n\r\n"
        let bytes = Data(request.utf8) + (body ?? Data())
        let port = self.port
        let raw: [UInt8] = try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result {
                    let connection = try RawConnection(port: port)
                    connection.send(bytes)
                    var received: [UInt8] = []
                    while let chunk = connection.receive() { received += chunk }
                    return received
                })
            }.start()
        }
        let response = String(decoding: raw, as: UTF8.self)
        let parts = response.components(separatedBy: "\r\n\r\n")
        let status = Int(response.split(separator: " ").dropFirst().first ?? "") ?? 0
        return Answer(status: status, head: parts.first ?? "", text: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }
}

import Foundation
import PreviewRenderer
@testable import PreviewServer
import Testing

/// `theme-preview serve` over real HTTP on a free port of 127.0.0.1.
struct ServerTests {
    @Test func servesPagesWithContentTypesValidatorsHeadDirectoriesAnd404() async throws {
        let site = try TemporarySite(TemporarySite.files)
        let running = try await RunningServer.start(site)
        defer { Task { await running.server.stop() } }
        #expect(running.url.absoluteString == "http://127.0.0.1:\(running.port)/")

        let home = try await Client.fetch(running.url)
        #expect(home.status == 200)
        #expect(home.header("Content-Type") == "text/html; charset=utf-8")
        #expect(home.header("Content-Length") == String(home.body.count))
        // The live-reload client is in the served page, before </body>...
        #expect(home.text.contains("<script data-theme-preview-live-reload>"))
        #expect(home.text.range(of: "data-theme-preview-live-reload")!.lowerBound < home.text.range(of: "</body>")!.lowerBound)
        // ...and never in the files on disk (nor in what `build` writes).
        let onDisk = try String(contentsOf: site.output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!onDisk.contains("theme-preview-live-reload") && !onDisk.contains("__theme-preview"))

        for (path, type) in [("assets/theme-preview.css", "text/css; charset=utf-8"),
                             ("assets/themes.js", "text/javascript; charset=utf-8"),
                             ("contrast.json", "application/json; charset=utf-8"),
                             ("favicon.svg", "image/svg+xml"),
                             ("docs/intro.html", "text/html; charset=utf-8"),
                             ("extra.css", "text/css; charset=utf-8")] {
            let response = try await Client.fetch(running.url.appendingPathComponent(path))
            #expect(response.status == 200, "\(path)")
            #expect(response.header("Content-Type") == type, "\(path)")
        }

        // ETag and Last-Modified: 304 with no body, for either validator.
        let css = try await Client.fetch(running.url.appendingPathComponent("assets/theme-preview.css"))
        let etag = try #require(css.header("ETag"))
        let modified = try #require(css.header("Last-Modified"))
        #expect(modified.hasSuffix(" GMT"))
        let byTag = try await Client.fetch(running.url.appendingPathComponent("assets/theme-preview.css"),
                                           headers: ["If-None-Match": etag])
        #expect(byTag.status == 304 && byTag.body.isEmpty)
        let byDate = try await Client.fetch(running.url.appendingPathComponent("assets/theme-preview.css"),
                                            headers: ["If-Modified-Since": modified])
        #expect(byDate.status == 304 && byDate.body.isEmpty)
        let otherTag = try await Client.fetch(running.url.appendingPathComponent("assets/theme-preview.css"),
                                              headers: ["If-None-Match": "\"something-else\""])
        #expect(otherTag.status == 200 && otherTag.body == css.body)
        let pageTag = try #require(home.header("ETag"))
        #expect(try await Client.fetch(running.url, headers: ["If-None-Match": pageTag]).status == 304)

        // HEAD: the same headers, no body.
        let head = try await Client.fetch(running.url, method: "HEAD")
        #expect(head.status == 200 && head.body.isEmpty)
        #expect(head.header("Content-Length") == String(home.body.count))
        #expect(head.header("ETag") == pageTag)

        // Directories: /docs redirects to /docs/, which is docs/index.html.
        let folder = try await RawConnection.request(port: running.port, "GET", "/docs")
        #expect(folder.status == 301)
        #expect(folder.text.contains("Location: /docs/\r\n"))
        let index = try await Client.fetch(running.url.appendingPathComponent("docs/"))
        #expect(index.status == 200 && index.text.contains("The overview."))

        // A missing page: the site's 404 page, with links from the site root.
        let missing = try await Client.fetch(running.url.appendingPathComponent("docs/nope/missing.html"))
        #expect(missing.status == 404)
        #expect(missing.header("Content-Type") == "text/html; charset=utf-8")
        #expect(missing.text.contains("<base href=\"/\">") && missing.text.contains("data-theme-preview-live-reload"))

        #expect(try await Client.fetch(running.url, method: "POST").status == 405)
    }

    @Test func pathsThatLeaveTheServedFolderAreRefused() async throws {
        let site = try TemporarySite(TemporarySite.files)
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        try Data(secret.utf8).write(to: site.root.appendingPathComponent("secret.txt"))
        let running = try await RunningServer.start(site)
        defer { Task { await running.server.stop() } }
        // Symbolic links inside the served folder that point outside it.
        try FileManager.default.createSymbolicLink(atPath: site.output.appendingPathComponent("outside").path,
                                                   withDestinationPath: site.root.path)
        try FileManager.default.createSymbolicLink(atPath: site.output.appendingPathComponent("secret-link.txt").path,
                                                   withDestinationPath: site.root.appendingPathComponent("secret.txt").path)
        #expect(try await RawConnection.request(port: running.port, "GET", "/extra.css").status == 200)
        for target in ["/../secret.txt", "/docs/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt",
                       "/docs/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "/docs/..%2F..%2Fsecret.txt",
                       "/.%2e/secret.txt", "/%2e%2e%5csecret.txt", "/secret.txt%00.html", "/outside/secret.txt",
                       "/secret-link.txt", "/outside/site/config.yaml", "//etc/passwd", "/.theme-preview"] {
            let response = try await RawConnection.request(port: running.port, "GET", target)
            #expect([400, 404].contains(response.status), "\(target) answered \(response.status)")
            #expect(!response.text.contains(secret), "\(target) leaked the file")
            #expect(!response.text.contains("root:x:0:0"), "\(target) leaked /etc/passwd")
        }
    }

    @Test func aChangedDocIsRebuiltAnnouncedAndServed() async throws {
        let site = try TemporarySite(TemporarySite.files)
        let running = try await RunningServer.start(site)
        defer { Task { await running.server.stop() } }
        let page = running.url.appendingPathComponent("docs/intro.html")
        #expect(try await Client.fetch(page).text.contains("First version."))
        let overviewTag = try await Client.fetch(running.url.appendingPathComponent("docs/index.html")).header("ETag")

        let events = try EventStreamClient(port: running.port)
        try await events.waitUntilConnected()
        try site.write("docs/intro.md", "---\ntitle: Introduction\norder: 2\n---\n# Welcome\n\nSecond version.\n")
        let reload = try await events.next("a reload event for the page") { $0.name == "reload" }
        #expect(reload.data == #"{"all":false,"pages":["/docs/intro.html"]}"#)
        #expect(try await Client.fetch(page).text.contains("Second version."))
        // The other page was not rewritten: same bytes, same validator.
        #expect(try await Client.fetch(running.url.appendingPathComponent("docs/index.html")).header("ETag") == overviewTag)
        // The page first; the search index right after.
        try await poll("the search index") {
            running.log.text.contains("wrote 3 (assets/search-index.js, assets/search/s0.js, assets/search/t0.js)")
        }
        #expect(running.log.text.contains("docs/intro.md changed: rebuilt in "))
        #expect(running.log.text.contains("wrote 1 (docs/intro.html)"), "\(running.log.text)")

        // A stylesheet: swapped in place, no reload.
        let count = events.events.count
        try site.write("static/extra.css", "body { outline: 1px solid red }\n")
        let css = try await events.next(after: count, "a css event") { $0.name == "css" }
        #expect(css.data == #"{"pages":[],"stylesheets":["/extra.css"],"themes":false}"#)
        #expect(try await Client.fetch(running.url.appendingPathComponent("extra.css")).text.contains("red"))

        // A new doc: its page appears (pages showing the 404 for it reload).
        let before = events.events.count
        try site.write("docs/later.md", "# Later\n\nAdded while serving.\n")
        let added = try await events.next(after: before, "a reload event for the new page") {
            $0.name == "reload" && $0.data.contains("/docs/later.html")
        }
        // Then the other docs, whose navigation lists it now.
        let index = events.events.firstIndex(of: added)!
        _ = try await events.next(after: index + 1, "a reload event for the other docs") {
            $0.name == "reload" && $0.data.contains("/docs/intro.html")
        }
        #expect(try await Client.fetch(running.url.appendingPathComponent("docs/later.html")).text.contains("Added while serving."))
    }

    @Test func aBrokenTokenFileKeepsTheLastGoodSiteAndShowsTheErrorUntilFixed() async throws {
        let site = try TemporarySite(TemporarySite.files)
        let running = try await RunningServer.start(site)
        defer { Task { await running.server.stop() } }
        let events = try EventStreamClient(port: running.port)
        try await events.waitUntilConnected()

        try site.write("tokens/ocean.theme.json", "{\n  \"name\": \"Ocean\",\n  \"accent\": \n}\n")
        let error = try await events.next("an error event") { $0.name == "error" }
        #expect(error.data.contains("tokens/ocean.theme.json:4:1: error: "), "\(error.data)")
        #expect(running.log.text.contains("tokens/ocean.theme.json:4:1: error: "))
        #expect(running.log.text.split(separator: "\n").contains("build failed with 1 error; still serving the last good site"))
        // The last good site is still served...
        let home = try await Client.fetch(running.url)
        #expect(home.status == 200 && !home.text.contains("Ocean"))
        // ...and a page opened now is told about the error at once.
        let late = try EventStreamClient(port: running.port)
        _ = try await late.next("the error for a new page") { $0.name == "error" }

        let count = events.events.count
        try site.write("tokens/ocean.theme.json", ##"{"name": "Ocean", "parent": "default", "accent": "#0A5FD1"}"##)
        _ = try await events.next(after: count, "an ok event") { $0.name == "ok" }
        let themes = try await events.next(after: count, "a css event with the new themes") { $0.name == "css" }
        #expect(themes.data.contains(#""themes":true"#))
        _ = try await events.next(after: count, "a reload event") { $0.name == "reload" }
        #expect(try await Client.fetch(running.url).text.contains("Ocean"))
        #expect(running.log.text.contains("Fixed: the site builds again."))
    }

    @Test func aPortInUseIsAnErrorWhenAskedForAndOtherwiseTheNextFreeOne() async throws {
        let site = try TemporarySite(["docs/a.md": "# A\n"])
        let first = try await RunningServer.start(site)
        defer { Task { await first.server.stop() } }
        let taken = UInt16(first.port)

        let other = try TemporarySite(["docs/a.md": "# A\n"])
        let explicit = PreviewServer(options: ServeOptions(siteDirectory: other.site.path, generator: "test", port: taken,
                                                           portIsExplicit: true, outputDirectory: other.output.path),
                                     say: { _ in }, complain: { _ in })
        do {
            try await explicit.start()
            Issue.record("a port in use was accepted")
        } catch {
            guard case .portInUse(let host, let port, let next) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(host == "127.0.0.1" && port == taken && next != nil && next != taken)
            #expect(error.description.contains("port \(taken) on 127.0.0.1 is already in use"))
            #expect(error.description.contains("run again with --port \(next!)"))
        }
        await explicit.stop()

        let third = try TemporarySite(["docs/a.md": "# A\n"])
        let fallback = try await RunningServer.start(third, port: taken, explicit: false)
        defer { Task { await fallback.server.stop() } }
        #expect(fallback.port != first.port)
        #expect(fallback.log.text.contains("Port \(taken) is in use; using port \(fallback.port) instead"))
        #expect(try await Client.fetch(fallback.url).status == 200)
    }

    @Test func aClosedPageIsForgotten() async throws {
        let site = try TemporarySite(["docs/a.md": "# A\n"])
        let running = try await RunningServer.start(site)
        defer { Task { await running.server.stop() } }
        let hub = running.server.hub
        do {
            let page = try RawConnection(port: running.port)
            page.send("GET /__theme-preview/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            try await poll("the connection") { hub.connectionCount == 1 }
        }
        // The socket is closed now; the next writes fail and end the stream.
        try await poll("the closed connection to be dropped") {
            hub.ping()
            return hub.connectionCount == 0
        }
    }

    /// A doc's Markdown twin is served as Markdown, `llms.txt` as text.
    @Test func servesMarkdownTwinsAsMarkdown() async throws {
        var files = TemporarySite.files
        files["config.yaml"] = "title: Serve test\nllms: true\n"
        let site = try TemporarySite(files)
        let running = try await RunningServer.start(site)
        defer { Task { await running.server.stop() } }
        let twin = try await Client.fetch(running.url.appendingPathComponent("docs/intro.md"))
        #expect(twin.status == 200)
        #expect(twin.header("Content-Type") == "text/markdown; charset=utf-8")
        #expect(twin.text == "# Welcome\n\nFirst version.\n")
        let llms = try await Client.fetch(running.url.appendingPathComponent("llms.txt"))
        #expect(llms.header("Content-Type") == "text/plain; charset=utf-8")
    }

    /// No page reloads for a file pages do not load (`FixedFile`).
    @Test func theReloadPlanLeavesFilesPagesDoNotLoadQuiet() {
        #expect(ReloadPlan.quiet == ["assets/search-index.js", "favicon.svg", "robots.txt", "sitemap.xml", "contrast.json",
                                     "tokens.json", "tokens.css", "assets/theme-engine.js", "assets/theme-lab.js",
                                     "assets/theme-lab-data.js", "assets/theme-lab-dtcg.js", "assets/theme-preview-lab.css", "assets/theme-preview-lab.js",
                                     "llms.txt", "llms-full.txt"])
        #expect(!ReloadPlan.isQuiet(FixedFile.themesScript.path))
        #expect(ReloadPlan.isQuiet("assets/search/shard-1.js"))
    }

    @Test func theReloadPlanSwapsStylesOnlyWhenThatIsAllThatChanged() {
        let page = Data("<html><head><style id=\"theme-css\">a{color:red}</style></head><body>Hi</body></html>".utf8)
        let restyled = Data("<html><head><style id=\"theme-css\">a{color:blue}</style></head><body>Hi</body></html>".utf8)
        let edited = Data("<html><head><style id=\"theme-css\">a{color:blue}</style></head><body>Hello</body></html>".utf8)
        #expect(ReloadPlan.withoutStyles(page) == ReloadPlan.withoutStyles(restyled))
        #expect(ReloadPlan.withoutStyles(page) != ReloadPlan.withoutStyles(edited))
        #expect(ReloadPlan.withoutStyles(page) == Data("<html><head><style id=\"theme-css\"></style></head><body>Hi</body></html>".utf8))
        // Compared in place, as the pieces outside the styles: the same answers.
        #expect(ReloadPlan.sameOutsideStyles(page, restyled))
        #expect(!ReloadPlan.sameOutsideStyles(page, edited))
        let twoStyles = Data("<style>a</style>x<style media=\"print\">bb</style>y".utf8)
        #expect(ReloadPlan.sameOutsideStyles(twoStyles, Data("<style>aaaa</style>x<style media=\"print\"></style>y".utf8)))
        #expect(!ReloadPlan.sameOutsideStyles(twoStyles, Data("<style>a</style>x<style media=\"print\">bb</style>z".utf8)))
        // The same bytes split differently around the styles are not the same page.
        #expect(!ReloadPlan.sameOutsideStyles(twoStyles, Data("<style>a</style>x<style>y".utf8)))
        #expect(ReloadPlan.sameOutsideStyles(Data(), Data()))
        #expect(!ReloadPlan.sameOutsideStyles(Data("<style".utf8), Data("<style>".utf8)))
        #expect(RequestPath.segments("/docs/%2e%2e/x") == nil)
        // An encoded `/` or `\` before a combining mark (one Character with it).
        #expect(RequestPath.segments("/..%2F%CC%81x") == nil)
        #expect(RequestPath.segments("/a%5C%CC%81b") == nil)
        #expect(RequestPath.segments("/d%CC%81ocs/a.html") == ["d\u{301}ocs", "a.html"])
        #expect(RequestPath.segments("/docs/./a%20b.html") == ["docs", "a b.html"])
        #expect(RequestPath.encode(["docs", "a b"]) == "/docs/a%20b")
        #expect(HTTPDate.format(784111777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == 784111777)
    }
}

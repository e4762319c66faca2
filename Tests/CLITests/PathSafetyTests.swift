import Basics
import Foundation
import Testing

/// No file is read or written outside the site folder and the output folder,
/// whatever doc names, front matter, symbolic links or `--output` say. Every
/// test runs the real binary in a temporary folder holding `site/` and an
/// `outside/` folder with a secret; the whole temporary folder is listed
/// before and after, so a file written anywhere else is caught.
struct PathSafetyTests {
    let cli = CLI()
    static let secret = "SECRET-MARKER-7f3a9c"

    /// A temporary folder with `site/docs/intro.md` and `outside/`, which
    /// holds the secret in a doc, a template, a theme, a config and a file.
    func makeFolder() throws -> URL {
        let root = try cli.temporaryFolder()
        try cli.write("---\ntitle: Intro\norder: 1\n---\n# Intro\n\nHello.\n", to: root.appendingPathComponent("site/docs/intro.md"))
        let outside = root.appendingPathComponent("outside")
        try cli.write("# \(Self.secret)\n", to: outside.appendingPathComponent("secret.md"))
        try cli.write("# \(Self.secret)\n", to: outside.appendingPathComponent("docs/secret.md"))
        try cli.write("\(Self.secret)\n", to: outside.appendingPathComponent("secret.txt"))
        try cli.write("<p>\(Self.secret)</p>{{{content}}}\n", to: outside.appendingPathComponent("layout.mustache"))
        try cli.write("<p>\(Self.secret)</p>{{{content}}}\n", to: outside.appendingPathComponent("templates/layout.mustache"))
        try cli.write("{\"name\": \"\(Self.secret)\", \"accent\": {\"light\": \"#0A5FD1\", \"dark\": \"#5AA9FF\"}}\n",
                      to: outside.appendingPathComponent("secret.theme.json"))
        try cli.write("title: \(Self.secret)\n", to: outside.appendingPathComponent("config.yaml"))
        return root
    }

    func link(_ path: String, to target: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// Every entry below `root`, not following links: files with their
    /// bytes, folders, and links with their targets.
    static func snapshot(_ root: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ folder: URL, _ prefix: String) throws {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                let url = folder.appendingPathComponent(name), path = prefix + name
                var info = stat()
                guard lstat(url.path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    result[path] = "folder"
                    try walk(url, path + "/")
                case S_IFLNK:
                    result[path] = "link to " + (try FileManager.default.destinationOfSymbolicLink(atPath: url.path))
                default:
                    result[path] = "file " + (try Data(contentsOf: url)).base64EncodedString()
                }
            }
        }
        try walk(root, "")
        return result
    }

    /// What changed below `root` outside `output` (a path relative to root).
    static func changes(_ before: [String: String], _ after: [String: String], except output: String? = nil) -> [String] {
        func outsideOutput(_ path: String) -> Bool {
            guard let output else { return true }
            return path != output && !path.hasPrefix(output + "/")
        }
        let paths = Set(before.keys).union(after.keys).filter(outsideOutput)
        return paths.filter { before[$0] != after[$0] }.sorted()
    }

    /// Every file below `folder`, following nothing, with its text.
    static func outputText(_ folder: URL) throws -> [String: String] {
        try snapshot(folder).compactMapValues { value in
            guard value.hasPrefix("file ") else { return nil }
            return String(decoding: Data(base64Encoded: String(value.dropFirst(5))) ?? Data(), as: UTF8.self)
        }
    }

    func expectNoSecret(in folder: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let leaked = try Self.outputText(folder).filter { $0.value.contains(Self.secret) }.keys.sorted()
        #expect(leaked.isEmpty, "the secret from outside the site is in \(leaked)", sourceLocation: sourceLocation)
    }

    // MARK: Front matter and doc names

    /// `slug` is the page's address (Docusaurus, Starlight), always inside
    /// the output's `docs/`: one that leads out of the docs folder, names
    /// another site or holds characters a path must not is left out with a
    /// warning at its line, and the page is written where its file name says.
    @Test(arguments: ["../../escaped", "..", "\"..\\\\..\\\\escaped\"", "\"a\\0b\"", "\"%2e%2e/%2e%2e/escaped\"",
                      "\"C:\\\\Windows\\\\escaped\"", "//server/share/escaped"])
    func anUnsafeSlugIsLeftOutWithAWarningAndNeverNamesAFile(slug: String) throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try cli.write("---\ntitle: Slugged\nslug: \(slug)\n---\n# Slugged\n", to: root.appendingPathComponent("site/docs/slugged.md"))
        let before = try Self.snapshot(root)
        let result = try cli.run(["build", "site"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("site/docs/slugged.md:3:7: warning: slug '"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("is left out: \(slug.contains("//") ? "it is an address on another site, not a path" : slug.contains("\\") || slug.contains("%") || slug.contains(":") ? "a slug may not hold '\\', '?', '#', '%', ':' or control characters" : "it leads out of the docs folder"); the page stays at docs/slugged.html\n"), "\(result.stderr)")
        #expect(Self.changes(before, try Self.snapshot(root), except: "site/_site") == [])
        let written = try Self.outputText(root.appendingPathComponent("site/_site"))
        #expect(written["docs/slugged.html"]?.contains("<title>Slugged") == true)
        // The folder the test makes holds docs/intro.md too; docs/index.html is the generated docs home.
        #expect(written.keys.filter { $0.hasPrefix("docs/") }.sorted() == ["docs/index.html", "docs/intro.html", "docs/slugged.html"])
    }

    /// An absolute slug counts from the docs folder: `/etc/passwd` is a page
    /// at `docs/etc/passwd.html`, inside the output, without a word.
    @Test func anAbsoluteSlugIsAPageInsideTheDocs() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try cli.write("---\ntitle: Slugged\nslug: /etc/passwd\n---\n# Slugged\n", to: root.appendingPathComponent("site/docs/slugged.md"))
        let before = try Self.snapshot(root)
        let result = try cli.run(["build", "site"], in: root)
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        #expect(Self.changes(before, try Self.snapshot(root), except: "site/_site") == [])
        let written = try Self.outputText(root.appendingPathComponent("site/_site"))
        #expect(written.keys.filter { $0.hasPrefix("docs/") }.sorted() == ["docs/etc/passwd.html", "docs/index.html", "docs/intro.html"])
    }

    /// `aliases` write redirect pages, and never outside the output: not
    /// with `..`, and not with a combining mark after a `/`, which made one
    /// Character of the two (`/../\u{301}x` once wrote a folder beside the
    /// output).
    @Test(arguments: ["/../\u{301}escaped", "../\u{301}escaped", "x/../../\u{301}escaped", "../../escaped", "/%2e%2e/escaped"])
    func anAliasNeverWritesOutsideTheOutput(alias: String) throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try cli.write("---\ntitle: Moved\naliases: [\"\(alias)\"]\n---\n# Moved\n", to: root.appendingPathComponent("site/docs/moved.md"))
        let before = try Self.snapshot(root)
        let result = try cli.run(["build", "site"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.changes(before, try Self.snapshot(root), except: "site/_site") == [])
        let written = try Self.outputText(root.appendingPathComponent("site/_site"))
        #expect(written["docs/moved.html"]?.contains("<title>Moved") == true)
        #expect(written.keys.allSatisfy { !$0.hasPrefix("..") })
    }

    @Test func docNamesThatLookLikePathsStayFileNamesInsideTheOutput() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        // On Linux a backslash, `%2e` and `..` inside a name are just characters.
        let names = ["..\\..\\escaped.md", "a\\..\\..\\b.md", "%2e%2e.md", "%2e%2e/%2e%2e/deep.md", "..%2f..%2fescaped.md",
                     "...md", "x..md", "name with spaces.md", "q?uery#frag.md", "-rf.md"]
        for name in names {
            try cli.write("# Named \(name)\n", to: root.appendingPathComponent("site/docs").appendingPathComponent(name))
        }
        let before = try Self.snapshot(root)
        let result = try cli.run(["build", "site", "--output", "out"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.changes(before, try Self.snapshot(root), except: "out") == [])
        let written = try Self.outputText(root.appendingPathComponent("out"))
        for expected in ["docs/a\\..\\..\\b.html", "docs/%2e%2e.html", "docs/%2e%2e/%2e%2e/deep.html", "docs/x..html",
                         "docs/name with spaces.html", "docs/q?uery#frag.html", "docs/-rf.html"] {
            #expect(written[expected] != nil, "\(expected) was not written; wrote \(written.keys.filter { $0.hasPrefix("docs/") }.sorted())")
        }
        // Names starting with `.` are skipped like every hidden file.
        let docs = written.keys.filter { $0.hasPrefix("docs/") }
        // 8 docs, and the generated pages of docs/, docs/%2e%2e/ and docs/%2e%2e/%2e%2e/ (folders named so).
        #expect(docs.count == 11, "\(docs.sorted())")
        for folder in ["docs/index.html", "docs/%2e%2e/index.html", "docs/%2e%2e/%2e%2e/index.html"] {
            #expect(written[folder] != nil, "\(folder) was not written")
        }
        #expect(!docs.contains { $0.hasPrefix("docs/.") })
    }

    @Test func aMarkdownLinkToASystemFileIsOnlyALink() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try cli.write("# Links\n\n[passwd](../../../../etc/passwd) ![img](/etc/passwd) [secret](../../outside/secret.txt) [md](../../../outside/secret.md)\n",
                      to: root.appendingPathComponent("site/docs/links.md"))
        let result = try cli.run(["build", "site"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: root.appendingPathComponent("site/_site/docs/links.html"), encoding: .utf8)
        #expect(page.contains("href=\"../../../../etc/passwd\""))
        #expect(page.contains("src=\"/etc/passwd\""))
        #expect(page.contains("href=\"../../../outside/secret.html\""))
        #expect(!page.contains("root:x:0:0"))
        try expectNoSecret(in: root.appendingPathComponent("site/_site"))
    }

    // MARK: Symbolic links in the site folder

    @Test func everySymbolicLinkInTheSiteIsSkippedWithAWarningNamingIt() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("outside").path
        try cli.write("# Real\n", to: root.appendingPathComponent("site/docs/real.md"))
        try cli.write("real\n", to: root.appendingPathComponent("site/static/real.txt"))
        // Links to files and folders outside the site, by relative and absolute paths...
        try link("site/docs/x.md", to: "../../outside/secret.md", in: root)
        try link("site/docs/abs.md", to: outside + "/secret.md", in: root)
        try link("site/docs/more", to: outside + "/docs", in: root)
        try link("site/static/secret.txt", to: outside + "/secret.txt", in: root)
        try link("site/static/outside", to: outside, in: root)
        try link("site/templates/layout.mustache", to: outside + "/layout.mustache", in: root)
        try link("site/tokens/secret.theme.json", to: outside + "/secret.theme.json", in: root)
        try link("site/config.yaml", to: outside + "/config.yaml", in: root)
        // ...and inside it, which are skipped too.
        try link("site/docs/alias.md", to: "real.md", in: root)
        try link("site/static/alias.txt", to: "real.txt", in: root)
        // A link to the output folder, and a dangling one.
        try link("site/static/site-output", to: "../_site", in: root)
        try link("site/docs/dangling.md", to: "nowhere.md", in: root)
        let before = try Self.snapshot(root)
        let result = try cli.run(["build", "site"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let warned = ["site/config.yaml", "site/docs/abs.md", "site/docs/alias.md", "site/docs/dangling.md", "site/docs/more",
                      "site/docs/x.md", "site/templates/layout.mustache", "site/tokens/secret.theme.json",
                      "site/static/alias.txt", "site/static/outside", "site/static/secret.txt", "site/static/site-output"]
        for path in warned {
            #expect(result.stderr.contains("\(path): warning: skipped: this is a symbolic link"), "no warning for \(path): \(result.stderr)")
        }
        #expect(result.stderr.split(separator: "\n").count == warned.count, "\(result.stderr)")
        #expect(result.stdout.contains("(6 themes x light/dark pinned, 2 docs, 1 static file)"), "\(result.stdout)")
        #expect(Self.changes(before, try Self.snapshot(root), except: "site/_site") == [])
        let output = root.appendingPathComponent("site/_site")
        try expectNoSecret(in: output)
        let written = try Self.outputText(output)
        #expect(written["docs/real.html"] != nil)
        #expect(written["real.txt"] == "real\n")
        for skipped in ["docs/x.html", "docs/abs.html", "docs/alias.html", "docs/more/secret.html", "secret.txt", "alias.txt", "outside/secret.txt"] {
            #expect(written[skipped] == nil, "\(skipped) was written")
        }
        #expect(!written.keys.contains { $0.hasPrefix("site-output") })
    }

    @Test(arguments: ["docs", "static", "templates", "tokens"])
    func aWholeInputFolderThatIsALinkIsSkippedWithAWarning(folder: String) throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        if folder == "docs" { try FileManager.default.removeItem(at: root.appendingPathComponent("site/docs")) }
        try link("site/\(folder)", to: "../outside", in: root)
        let before = try Self.snapshot(root)
        let result = try cli.run(["build", "site"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "site/\(folder): warning: skipped: this is a symbolic link, and theme-preview never follows links inside the site folder (they could lead outside it); put the file or folder itself here instead\n")
        #expect(Self.changes(before, try Self.snapshot(root), except: "site/_site") == [])
        try expectNoSecret(in: root.appendingPathComponent("site/_site"))
    }

    @Test func theSiteFolderItselfMayBeALink() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try link("linked-site", to: "site", in: root)
        let result = try cli.run(["build", "linked-site", "--output", "out"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("out/docs/intro.html").path))
    }

    // MARK: The output folder

    @Test(arguments: [
        ("site", "refusing to write the site into the site folder itself"),
        ("site/", "refusing to write the site into the site folder itself"),
        ("site/docs/..", "refusing to write the site into the site folder itself"),
        (".", "this folder holds the site folder site"),
        ("..", "this folder holds the site folder site"),
        ("/", "this folder holds the site folder site"),
        ("site/docs", "refusing to write the site inside the site's docs/, which the build reads"),
        ("site/docs/out", "refusing to write the site inside the site's docs/, which the build reads"),
        ("site/static/out", "refusing to write the site inside the site's static/, which the build reads"),
        ("site/templates", "refusing to write the site inside the site's templates/, which the build reads"),
        ("site/tokens/out", "refusing to write the site inside the site's tokens/, which the build reads"),
        ("site/config.yaml", "refusing to write the site inside the site's config.yaml, which the build reads"),
        ("linked-docs/out", "refusing to write the site inside the site's docs/, which the build reads"),
        ("linked-root", "this folder holds the site folder site"),
    ])
    func anOutputThatWouldReplaceOrFeedTheSiteIsRefused(output: String, message: String) throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["static", "templates", "tokens"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("site/\(folder)"), withIntermediateDirectories: true)
        }
        try cli.write("title: Mine\n", to: root.appendingPathComponent("site/config.yaml"))
        try link("linked-docs", to: "site/docs", in: root)
        try link("linked-root", to: ".", in: root)
        // Even marked as an earlier output, the site is never replaced.
        try cli.write("planted\n", to: root.appendingPathComponent("site/.theme-preview"))
        try cli.write("planted\n", to: root.appendingPathComponent(".theme-preview"))
        let before = try Self.snapshot(root)
        let result = try cli.run(["build", "site", "--output", output], in: root)
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stderr.hasPrefix("\(output): error: \(message.hasPrefix("refusing") ? "" : "refusing to write the site here: ")\(message)"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("build failed with 1 error; nothing was written\n"))
        #expect(Self.changes(before, try Self.snapshot(root)) == [])
    }

    @Test func anOutputThatIsALinkIsRefused() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try cli.write(".theme-preview marker\n", to: root.appendingPathComponent("elsewhere/.theme-preview"))
        try link("out", to: "elsewhere", in: root)
        try link("site/_site", to: "../outside", in: root)
        let before = try Self.snapshot(root)
        for (arguments, output) in [(["build", "site", "--output", "out"], "out"), (["build", "site"], "site/_site")] {
            let result = try cli.run(arguments, in: root)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("\(output): error: refusing to write the site here: this is a symbolic link"), "\(result.stderr)")
        }
        #expect(Self.changes(before, try Self.snapshot(root)) == [])
    }

    @Test func aFolderTheToolDidNotWriteIsNeverReplaced() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try cli.write("mine\n", to: root.appendingPathComponent("precious/notes.txt"))
        // A folder holding nothing but a link (in a sub-folder) is not empty either.
        try link("links/deeper/outside", to: "../../outside", in: root)
        let before = try Self.snapshot(root)
        for output in ["precious", "links"] {
            let result = try cli.run(["build", "site", "--output", output], in: root)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("\(output): error: refusing to replace this folder"), "\(result.stderr)")
        }
        #expect(Self.changes(before, try Self.snapshot(root)) == [])
    }

    @Test func theDefaultOutputAndOtherFoldersInTheSiteAreFineAndNeverReadBack() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try cli.write("a\n", to: root.appendingPathComponent("site/static/a.txt"))
        for arguments in [["build", "site"], ["build", "site", "--output", "site/_preview"], ["build", "site"], ["build", "site", "-o", "site/_preview"]] {
            let before = try Self.snapshot(root)
            let result = try cli.run(arguments, in: root)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty)
            #expect(result.stdout.contains("(6 themes x light/dark pinned, 1 doc, 1 static file)"), "\(result.stdout)")
            let output = arguments.count == 2 ? "site/_site" : "site/_preview"
            #expect(Self.changes(before, try Self.snapshot(root), except: output) == [])
        }
        for output in ["site/_site", "site/_preview"] {
            let written = try Self.outputText(root.appendingPathComponent(output)).keys
            #expect(!written.contains { $0.hasPrefix("_") || $0.contains(".staging-") || $0.contains(".old-") }, "\(written.sorted())")
        }
    }
}

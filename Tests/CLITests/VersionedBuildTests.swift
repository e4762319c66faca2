import Foundation
import Testing

/// `theme-preview build --versions` as a user runs it, in a real git
/// repository with two tags and a branch.
@Suite(.serialized)
struct VersionedBuildTests {
    let cli = CLI()

    /// A repository whose site changes over three commits: v1.0 has a
    /// guide, v2.0 drops it for a setup page, main links to a missing doc.
    final class Repository {
        let root: URL
        init(cli: CLI) throws {
            root = try cli.temporaryFolder()
            try git("init", "-q", "-b", "main")
            try write("site/config.yaml", "title: Acme\n")
            try write(".gitignore", "site/_site/\n")
            try write("site/docs/index.md", "# Welcome\n\nVersion one.\n")
            try write("site/docs/guide.md", "# Guide\n\nThe guide.\n")
            try commit("one", at: "2024-01-02T10:00:00Z")
            try git("tag", "v1.0")
            try write("site/docs/setup.md", "# Setup\n\nNew in two.\n")
            try git("rm", "-q", "site/docs/guide.md")
            try commit("two", at: "2024-06-01T10:00:00Z")
            try git("tag", "v2.0")
            try write("site/docs/index.md", "# Welcome\n\nMain [x](missing.md).\n")
            try commit("three", at: "2025-01-01T10:00:00Z")
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        func commit(_ message: String, at date: String) throws {
            try git("add", "-A")
            try git("commit", "-q", "-m", message, environment: ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date])
        }

        @discardableResult
        func git(_ arguments: String..., environment: [String: String] = [:]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@t.invalid"] + arguments
            process.currentDirectoryURL = root
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "git \(arguments)")
            return String(decoding: data, as: UTF8.self)
        }

        func text(_ path: String) -> String {
            String(decoding: FileManager.default.contents(atPath: root.appendingPathComponent(path).path) ?? Data(), as: UTF8.self)
        }

        func exists(_ path: String) -> Bool {
            FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
        }

        /// The file's inode: the same when a build linked it from the last.
        func inode(_ path: String) throws -> UInt64 {
            let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
            return try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
        }
    }

    @Test func twoTagsAndABranchEachInTheirFolderWithTheSwitcherAndTheBanner() throws {
        let repository = try Repository(cli: cli)
        // An edit not committed is in no version, and stays as it is.
        try repository.write("site/docs/index.md", "# Welcome\n\nNot committed.\n")
        let run = try cli.run(["build", "site", "--versions", "v1.0,v2.0,main", "--base-url", "https://example.com/acme/"],
                              in: repository.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Built 3 versions into site/_site (built v1.0, v2.0, main) in "), "\(run.stdout)")
        #expect(run.stderr == "site/docs/index.md:3:6: warning: main: broken link 'missing.md': there is no site/docs/missing.md\n")
        #expect(repository.text("site/docs/index.md") == "# Welcome\n\nNot committed.\n")
        #expect(try repository.git("status", "--porcelain") == " M site/docs/index.md\n")

        // Each version as it was committed.
        #expect(repository.text("site/_site/v1.0/docs/index.html").contains("<p>Version one.</p>"))
        #expect(repository.exists("site/_site/v1.0/docs/guide.html"))
        #expect(!repository.exists("site/_site/v2.0/docs/guide.html"))
        #expect(repository.exists("site/_site/v2.0/docs/setup.html"))
        #expect(repository.text("site/_site/main/docs/index.html").contains("Main <a href=\"missing.html\">x</a>."))
        // The newest again at latest/, and the root leading there.
        #expect(repository.text("site/_site/latest/docs/index.html") == repository.text("site/_site/main/docs/index.html"))
        let home = repository.text("site/_site/index.html")
        #expect(home.contains("<meta http-equiv=\"refresh\" content=\"0; url=latest/index.html\">"))
        #expect(home.contains("<li><a href=\"main/index.html\">main</a></li>\n<li><a href=\"v2.0/index.html\">v2.0</a></li>\n<li><a href=\"v1.0/index.html\">v1.0</a></li>"))

        // The switcher: every version, this one marked, the newest named.
        let guide = repository.text("site/_site/v1.0/docs/guide.html")
        #expect(guide.contains("""
            <details class="tp-versions" data-versions data-version-page="docs/guide.html">
            <summary class="tp-versions-toggle"><span class="tp-visually-hidden">Version: </span>v1.0</summary>
            """))
        #expect(guide.contains("""
            <li><a href="../../v1.0/docs/index.html" data-version-root="../../v1.0/" data-version-pages="../../v1.0/assets/version-pages.js" data-version-key="v1.0/" aria-current="true">v1.0</a></li>
            """))
        #expect(guide.contains("""
            <li><a href="../../main/docs/index.html" data-version-root="../../main/" data-version-pages="../../main/assets/version-pages.js" data-version-key="main/">main <span class="tp-versions-latest">latest</span></a></li>
            """))
        // The banner on an older version, none on the newest.
        #expect(guide.contains("""
            <p>You are reading v1.0. The latest is <a href="../../latest/docs/index.html" data-version-root="../../latest/" data-version-pages="../../main/assets/version-pages.js" data-version-key="main/" data-version-latest>main</a>.</p>
            """))
        #expect(!repository.text("site/_site/main/docs/index.html").contains("tp-version-banner"))
        #expect(!repository.text("site/_site/latest/docs/index.html").contains("tp-version-banner"))

        // Each version's docs are dated from its own history (the copy git
        // archive makes is no work tree), in the page and the sitemap.
        #expect(guide.contains("<p class=\"tp-last-updated\">Last updated <time datetime=\"2024-01-02T10:00:00Z\">2 January 2024</time></p>"))
        #expect(repository.text("site/_site/v2.0/docs/index.html").contains("<time datetime=\"2024-01-02T10:00:00Z\">2 January 2024</time>"))
        #expect(repository.text("site/_site/v2.0/docs/setup.html").contains("<time datetime=\"2024-06-01T10:00:00Z\">1 June 2024</time>"))
        #expect(repository.text("site/_site/main/docs/index.html").contains("<time datetime=\"2025-01-01T10:00:00Z\">1 January 2025</time>"))
        #expect(repository.text("site/_site/main/sitemap.xml").contains("<url><loc>https://example.com/acme/main/docs/</loc><lastmod>2025-01-01T10:00:00Z</lastmod></url>"))

        // Each version lists its pages for the switcher.
        let pages = repository.text("site/_site/v2.0/assets/version-pages.js")
        #expect(pages.hasPrefix("(self.tpVersionPages = self.tpVersionPages || {})[\"v2.0/\"] = [\"404.html\",\"contrast.html\","))
        #expect(pages.contains("\"docs/index.html\",\"docs/setup.html\","))
        #expect(!pages.contains("guide"))

        // Search and the sitemap per version, at the version's address.
        #expect(repository.text("site/_site/v1.0/sitemap.xml").contains("<loc>https://example.com/acme/v1.0/docs/guide.html</loc>"))
        #expect(repository.text("site/_site/v1.0/docs/guide.html").contains("<link rel=\"canonical\" href=\"https://example.com/acme/v1.0/docs/guide.html\">"))
        // The root's 404 page is the newest's, its links absolute.
        #expect(repository.text("site/_site/404.html") == repository.text("site/_site/main/404.html"))
        #expect(repository.text("site/_site/404.html").contains("href=\"https://example.com/acme/main/assets/theme-preview.css\""))
        #expect(repository.exists("site/_site/v1.0/assets/search-index.js"))
        #expect(repository.text("site/_site/sitemap.xml") == """
            <?xml version="1.0" encoding="UTF-8"?>
            <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <sitemap><loc>https://example.com/acme/v1.0/sitemap.xml</loc></sitemap>
              <sitemap><loc>https://example.com/acme/v2.0/sitemap.xml</loc></sitemap>
              <sitemap><loc>https://example.com/acme/main/sitemap.xml</loc></sitemap>
            </sitemapindex>

            """)
        #expect(repository.text("site/_site/robots.txt") == """
            User-agent: *
            Allow: /
            Sitemap: https://example.com/acme/v1.0/sitemap.xml
            Sitemap: https://example.com/acme/v2.0/sitemap.xml
            Sitemap: https://example.com/acme/main/sitemap.xml

            """)
    }

    @Test func aVersionWhoseTreeDidNotChangeIsReusedNotRebuilt() throws {
        let repository = try Repository(cli: cli)
        let first = try cli.run(["build", "site", "--versions", "v1.0,v2.0,main"], in: repository.root)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(!repository.exists("site/_site/404.html"), "without a base URL its links would lead nowhere from the root")
        let before = try repository.inode("site/_site/v1.0/docs/guide.html")
        let mainBefore = try repository.inode("site/_site/main/docs/index.html")

        let again = try cli.run(["build", "site", "--versions", "v1.0,v2.0,main"], in: repository.root)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.hasPrefix("Built 3 versions into site/_site (reused v1.0, v2.0, main (unchanged)) in "), "\(again.stdout)")
        // A reused version still reports its warnings.
        #expect(again.stderr == first.stderr)
        #expect(try repository.inode("site/_site/v1.0/docs/guide.html") == before)

        // One commit on main: only main is built again.
        try repository.write("site/docs/index.md", "# Welcome\n\nMain, fixed.\n")
        try repository.commit("four", at: "2025-02-01T10:00:00Z")
        let changed = try cli.run(["build", "site", "--versions", "v1.0,v2.0,main"], in: repository.root)
        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(changed.stdout.hasPrefix("Built 3 versions into site/_site (built main; reused v1.0, v2.0 (unchanged)) in "), "\(changed.stdout)")
        #expect(changed.stderr.isEmpty)
        #expect(try repository.inode("site/_site/v1.0/docs/guide.html") == before)
        #expect(try repository.inode("site/_site/main/docs/index.html") != mainBefore)
        #expect(repository.text("site/_site/latest/docs/index.html").contains("<p>Main, fixed.</p>"))

        // A different list of versions changes every switcher: all are built.
        let fewer = try cli.run(["build", "site", "--versions", "v2.0,main"], in: repository.root)
        #expect(fewer.stdout.hasPrefix("Built 2 versions into site/_site (built v2.0, main) in "), "\(fewer.stdout)")
        #expect(!repository.exists("site/_site/v1.0"))
    }

    @Test func refsThatAreNotThereAreErrorsNamingThemAndTheOutputStaysAsItWas() throws {
        let repository = try Repository(cli: cli)
        let good = try cli.run(["build", "site", "--versions", "v1.0,main"], in: repository.root)
        #expect(good.status == 0, "\(good.stderr)")
        let marker = repository.text("site/_site/.theme-preview-versions")

        let missing = try cli.run(["build", "site", "--versions", "v1.0,v9.9,nope"], in: repository.root)
        #expect(missing.status == 1)
        #expect(missing.stderr == """
            --versions: error: version 'v9.9': there is no such branch, tag or commit in the git repository at \(repository.root.resolvingSymlinksInPath().path)
            --versions: error: version 'nope': there is no such branch, tag or commit in the git repository at \(repository.root.resolvingSymlinksInPath().path)
            build failed with 2 errors; nothing was written

            """)
        #expect(repository.text("site/_site/.theme-preview-versions") == marker)

        // Named in config.yaml: the error is at the item.
        try repository.write("site/config.yaml", "title: Acme\nversions:\n  - v1.0\n  - v0.9\n")
        let configured = try cli.run(["build", "site"], in: repository.root)
        #expect(configured.status == 1)
        #expect(configured.stderr.hasPrefix("site/config.yaml:4:5: error: version 'v0.9': there is no such branch, tag or commit"), "\(configured.stderr)")

        // A ref from before the site existed.
        let emptyTree = try repository.git("hash-object", "-t", "tree", "-w", "/dev/null").trimmingCharacters(in: .whitespacesAndNewlines)
        let emptyCommit = try repository.git("commit-tree", "-m", "empty", emptyTree).trimmingCharacters(in: .whitespacesAndNewlines)
        try repository.git("tag", "empty", emptyCommit)
        let noSite = try cli.run(["build", "site", "--versions", "empty,main"], in: repository.root)
        #expect(noSite.status == 1)
        #expect(noSite.stderr.contains("--versions: error: version 'empty': there is no site folder 'site' at this ref (commit "), "\(noSite.stderr)")

        // Options are never read as refs.
        let option = try cli.run(["build", "site", "--versions=--output=/tmp/x,main"], in: repository.root)
        #expect(option.stderr.contains("version '--output=/tmp/x': a git ref cannot start with '-'"), "\(option.stderr)")
        #expect(repository.text("site/_site/.theme-preview-versions") == marker)
    }

    @Test func strictFailsOnAnyVersionsWarningAndWritesNothing() throws {
        let repository = try Repository(cli: cli)
        let run = try cli.run(["build", "site", "--versions", "v1.0,main", "--strict"], in: repository.root)
        #expect(run.status == 1)
        #expect(run.stderr.contains("site/docs/index.md:3:6: error: main: broken link 'missing.md'"), "\(run.stderr)")
        #expect(!repository.exists("site/_site"))
        // The versions that pass are fine alone.
        let older = try cli.run(["build", "site", "--versions", "v1.0,v2.0", "--strict"], in: repository.root)
        #expect(older.status == 0, "\(older.stderr)")
    }

    @Test func theNewestAtTheRootByAConfigChoice() throws {
        let repository = try Repository(cli: cli)
        try repository.write("site/config.yaml", "title: Acme\nversions:\n  refs: [v1.0, main]\n  latest: root\n")
        let run = try cli.run(["build", "site"], in: repository.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Built 2 versions into site/_site (built v1.0, main) in "), "\(run.stdout)")
        #expect(repository.text("site/_site/docs/index.html").contains("Main <a href=\"missing.html\">x</a>."))
        #expect(!repository.exists("site/_site/latest"))
        #expect(!repository.exists("site/_site/main"))
        let guide = repository.text("site/_site/v1.0/docs/guide.html")
        #expect(guide.contains("You are reading v1.0. The latest is <a href=\"../../docs/index.html\" data-version-root=\"../../\" data-version-pages=\"../../assets/version-pages.js\" data-version-key=\"\" data-version-latest>main</a>."))
        #expect(repository.text("site/_site/assets/version-pages.js").hasPrefix("(self.tpVersionPages = self.tpVersionPages || {})[\"\"] = ["))
        // --no-versions builds the working tree alone.
        let plain = try cli.run(["build", "site", "--no-versions", "-o", "plain"], in: repository.root)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(!repository.text("plain/docs/index.html").contains("tp-versions"))
    }

    @Test func badVersionsConfigIsLocated() throws {
        let repository = try Repository(cli: cli)
        try repository.write("site/config.yaml", "versions:\n  refs: [v1.0]\n  latest: top\n  sort: yes\n")
        let run = try cli.run(["build", "site"], in: repository.root)
        #expect(run.status == 1)
        #expect(run.stderr.contains("site/config.yaml:3:11: error: expected 'latest' to be 'folder' or 'root', found 'top'"), "\(run.stderr)")
        #expect(run.stderr.contains("site/config.yaml:4:3: error: unknown config key 'versions.sort'") || run.stderr.contains("site/config.yaml:4:3: error: unknown"), "\(run.stderr)")
    }
}

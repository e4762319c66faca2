@testable import Basics
import Foundation
@testable import Markdown
@testable import PreviewRenderer
import TestSupport
import Testing

/// "Last updated" from git: in a real repository with commits at fixed
/// dates, renames and front matter that says otherwise; outside git; in a
/// shallow clone; for another revision; in `serve`.
struct LastUpdatedTests {
    /// The site folder `site/` beside `docs/` and the README (the docs home)
    /// at the top of a repository.
    static let config = "title: Dated\nbaseURL: https://example.com/\ndocs: ../docs\nhome: ../README.md\n"
    static let files: [String: String] = [
        "site/config.yaml": config,
        "README.md": "# Project\n\nThe home.\n",
        "docs/guide.md": "# Guide\n\nFirst words.\n",
        "docs/earlier.md": "# Renamed earlier\n",
        "docs/old-name.md": "# Renamed last\n",
        "docs/stated.md": "---\nlastmod: 2023-05-06\ndate: 2020-01-01\n---\n# Stated\n",
        "docs/docusaurus.md": "---\nlast_update:\n  date: 2022-03-04\n  author: Ada\n---\n# Docusaurus\n",
        "docs/dated.md": "---\ndate: 2021-07-08T09:10:11-07:00\n---\n# Dated\n",
        "docs/bad.md": "---\nlastmod: yesterday\n---\n# Bad\n",
    ]

    /// Four commits: every file (authored five days before it was
    /// committed); the guide changed (at +01:00); `earlier.md` moved into a
    /// folder (at -05:00, the next day in UTC); `old-name.md` renamed and
    /// the README changed. Then, not committed: the guide changed again and
    /// a new doc.
    static func repository() throws -> TemporaryGitRepository {
        let repository = try TemporaryGitRepository("last-updated")
        for (path, text) in files { try repository.write(path, text) }
        try repository.commit("Everything", committed: "2024-01-10T08:30:00Z", authored: "2024-01-05T10:00:00Z")
        try repository.write("docs/guide.md", "# Guide\n\nSecond words.\n")
        try repository.commit("Guide", committed: "2024-02-20T12:00:00+01:00")
        try FileManager.default.createDirectory(atPath: joinPath(repository.path, "docs/later"), withIntermediateDirectories: true)
        try repository.git("mv", "docs/earlier.md", "docs/later/renamed-earlier.md")
        try repository.commit("Move", committed: "2024-03-30T23:59:59-05:00")
        try repository.git("mv", "docs/old-name.md", "docs/new-name.md")
        try repository.write("README.md", "# Project\n\nThe home, again.\n")
        try repository.commit("Rename", committed: "2024-04-15T06:00:00Z")
        try repository.write("docs/guide.md", "# Guide\n\nThird words, not committed.\n")
        try repository.write("docs/untracked.md", "# Untracked\n")
        return repository
    }

    struct Built {
        var output: String
        var summary: BuildSummary

        func text(_ path: String) throws -> String {
            try String(contentsOfFile: joinPath(output, path), encoding: .utf8)
        }

        /// The page's "Last updated" line, nil without one.
        func lastUpdated(_ page: String) throws -> String? {
            let text = try text(page)
            guard let start = text.range(of: "<p class=\"tp-last-updated\">") else { return nil }
            return String(text[start.lowerBound...].prefix { $0 != "\n" })
        }
    }

    func build(_ site: String, options: BuildOptions = BuildOptions()) throws -> Built {
        let output = try temporaryFolder("last-updated-out")
        try FileManager.default.removeItem(atPath: output)
        let summary = try FullBuilder(generator: "t").build(siteDirectory: site, output: output, options: options)
        return Built(output: output, summary: summary)
    }

    static func line(_ datetime: String, _ text: String) -> String {
        "<p class=\"tp-last-updated\">Last updated <time datetime=\"\(datetime)\">\(text)</time></p>"
    }

    static func sitemapEntry(_ page: String, _ lastmod: String?) -> String {
        "  <url><loc>https://example.com/\(page)</loc>\(lastmod.map { "<lastmod>\($0)</lastmod>" } ?? "")</url>\n"
    }

    @Test func eachDocShowsItsLastCommitOrItsFrontMatterDateAndTheSitemapCarriesIt() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let built = try build(joinPath(repository.path, "site"))
        defer { try? FileManager.default.removeItem(atPath: built.output) }

        let expected: [(page: String, line: String?, lastmod: String?)] = [
            // The README made the docs home, changed in the last commit.
            ("docs/index.html", Self.line("2024-04-15T06:00:00Z", "15 April 2024"), "2024-04-15T06:00:00Z"),
            // Changed in the work tree since: still the last commit's date,
            // the committer's, in UTC.
            ("docs/guide.html", Self.line("2024-02-20T11:00:00Z", "20 February 2024"), "2024-02-20T11:00:00Z"),
            // Renamed before the last commit: the rename is its last change.
            ("docs/later/renamed-earlier.html", Self.line("2024-03-31T04:59:59Z", "31 March 2024"), "2024-03-31T04:59:59Z"),
            // Renamed in the last commit.
            ("docs/new-name.html", Self.line("2024-04-15T06:00:00Z", "15 April 2024"), "2024-04-15T06:00:00Z"),
            // Untouched since the first commit: its committer date, not its author date.
            ("docs/bad.html", Self.line("2024-01-10T08:30:00Z", "10 January 2024"), "2024-01-10T08:30:00Z"),
            // The front matter wins: lastmod over date, Docusaurus's table, date with a zone.
            ("docs/stated.html", Self.line("2023-05-06", "6 May 2023"), "2023-05-06"),
            ("docs/docusaurus.html", Self.line("2022-03-04", "4 March 2022"), "2022-03-04"),
            ("docs/dated.html", Self.line("2021-07-08T09:10:11-07:00", "8 July 2021"), "2021-07-08T09:10:11-07:00"),
            // Not committed: no date, and no word about it.
            ("docs/untracked.html", nil, nil),
        ]
        let sitemap = try built.text("sitemap.xml")
        for entry in expected {
            #expect(try built.lastUpdated(entry.page) == entry.line, "\(entry.page)")
            let page = entry.page == "docs/index.html" ? "docs/" : entry.page
            #expect(sitemap.contains(Self.sitemapEntry(page, entry.lastmod)), "\(entry.page)")
        }
        // Next to the edit link's place, before the pager.
        #expect(try built.text("docs/guide.html").contains("</article>\n" + Self.line("2024-02-20T11:00:00Z", "20 February 2024") + "\n<nav class=\"tp-pager\""))
        // Pages that are no doc's have no date.
        #expect(sitemap.contains(Self.sitemapEntry("docs/later/", nil)))
        #expect(sitemap.contains(Self.sitemapEntry("", nil)))
        #expect(built.summary.warnings.map(\.description) == [
            "\(repository.path)/docs/bad.md:2:10: warning: expected 'lastmod' to be a date such as 2024-01-02 or 2024-01-02T15:04:05Z, found 'yesterday'; it is ignored",
        ])
        #expect(built.summary.notes == [])
    }

    @Test func theSameCommitBuildsTheSameBytes() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let first = try build(joinPath(repository.path, "site"))
        let second = try build(joinPath(repository.path, "site"))
        defer {
            try? FileManager.default.removeItem(atPath: first.output)
            try? FileManager.default.removeItem(atPath: second.output)
        }
        let files = try LocalFileSystem().files(under: first.output)
        #expect(files == (try LocalFileSystem().files(under: second.output)))
        for file in files {
            #expect(FileManager.default.contentsEqual(atPath: joinPath(first.output, file), andPath: joinPath(second.output, file)), "\(file)")
        }
        #expect(try first.lastUpdated("docs/guide.html") != nil)
    }

    @Test func theConfigKeyTurnsEveryDateOff() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try repository.write("site/config.yaml", Self.config + "lastUpdated: false\n")
        let built = try build(joinPath(repository.path, "site"))
        defer { try? FileManager.default.removeItem(atPath: built.output) }
        for page in ["docs/index.html", "docs/guide.html", "docs/stated.html", "docs/dated.html"] {
            #expect(try built.lastUpdated(page) == nil, "\(page)")
        }
        let sitemap = try built.text("sitemap.xml")
        #expect(!sitemap.contains("<lastmod>"))
        #expect(sitemap.contains(Self.sitemapEntry("docs/guide.html", nil)))
    }

    @Test func theConfigKeyIsTrueOrFalse() {
        #expect((try? SiteConfig.parse("title: T\n", file: "c.yaml"))?.lastUpdated == true)
        #expect((try? SiteConfig.parse("lastUpdated: false\n", file: "c.yaml"))?.lastUpdated == false)
        #expect {
            try SiteConfig.parse("lastUpdated: sometimes\n", file: "c.yaml")
        } throws: { error in
            (error as? BuildFailure)?.description == "c.yaml:1:14: error: expected 'lastUpdated' to be true or false, found 'sometimes'"
        }
    }

    @Test func outsideAGitWorkTreeOnlyFrontMatterDatesShowAndNothingIsSaid() throws {
        let folder = try temporaryFolder("last-updated-plain")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, text) in Self.files {
            let url = URL(fileURLWithPath: joinPath(folder, path))
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let built = try build(joinPath(folder, "site"))
        defer { try? FileManager.default.removeItem(atPath: built.output) }
        #expect(try built.lastUpdated("docs/index.html") == nil)
        #expect(try built.lastUpdated("docs/guide.html") == nil)
        #expect(try built.lastUpdated("docs/stated.html") == Self.line("2023-05-06", "6 May 2023"))
        #expect(built.summary.warnings.count == 1)
        #expect(built.summary.notes == [])
        #expect(try built.text("sitemap.xml").contains(Self.sitemapEntry("docs/guide.html", nil)))

        // Dates read for another revision of the repository, passed in (as
        // a build of an older version, unpacked without git, does).
        let repository = try Self.repository()
        defer { repository.remove() }
        let read = try #require(GitDates.read(repository: repository.path, revision: "HEAD~2", paths: ["docs", "README.md"]))
        let dates = read.rebased(to: "docs")
        #expect(dates.base == "docs")
        #expect(dates.date(of: "guide.md")?.machineReadable == "2024-02-20T11:00:00Z")
        #expect(dates.date(of: "earlier.md")?.machineReadable == "2024-01-10T08:30:00Z")
        #expect(dates.date(of: "old-name.md")?.machineReadable == "2024-01-10T08:30:00Z")
        #expect(dates.date(of: "new-name.md") == nil)
        #expect(dates.date(of: "../README.md")?.machineReadable == "2024-01-10T08:30:00Z")
        #expect(dates.date(of: "../../outside.md") == nil)
        let given = try build(joinPath(folder, "site"), options: BuildOptions(gitDates: dates))
        defer { try? FileManager.default.removeItem(atPath: given.output) }
        #expect(try given.lastUpdated("docs/guide.html") == Self.line("2024-02-20T11:00:00Z", "20 February 2024"))
        #expect(try given.lastUpdated("docs/index.html") == Self.line("2024-01-10T08:30:00Z", "10 January 2024"))
        #expect(try given.lastUpdated("docs/stated.html") == Self.line("2023-05-06", "6 May 2023"))
    }

    @Test func nothingIsReadOutsideARepositoryBeforeTheFirstCommitOrForABadRevision() throws {
        let folder = try temporaryFolder("last-updated-none")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(GitDates.read(repository: folder) == nil)
        let repository = try TemporaryGitRepository("last-updated-empty")
        defer { repository.remove() }
        // No commit yet.
        try repository.write("docs/a.md", "# A\n")
        #expect(GitDates.read(repository: repository.path) == nil)
        try repository.commit("A", committed: "2024-01-01T00:00:00Z")
        #expect(GitDates.read(repository: repository.path, revision: "--all") == nil)
        #expect(GitDates.read(repository: repository.path, revision: "no-such-branch") == nil)
        #expect(GitDates.read(repository: repository.path)?.dates == ["docs/a.md": 1_704_067_200])
    }

    @Test func aShallowCloneDatesOnlyWhatItsHistoryShowsAndSaysSoOnce() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let clone = try temporaryFolder("last-updated-clone")
        defer { try? FileManager.default.removeItem(atPath: clone) }
        try TemporaryGitRepository.run(["clone", "-q", "--depth", "2", "file://" + repository.path, clone])
        let built = try build(joinPath(clone, "site"))
        defer { try? FileManager.default.removeItem(atPath: built.output) }
        // The last commit is in the clone.
        #expect(try built.lastUpdated("docs/new-name.html") == Self.line("2024-04-15T06:00:00Z", "15 April 2024"))
        #expect(try built.lastUpdated("docs/index.html") == Self.line("2024-04-15T06:00:00Z", "15 April 2024"))
        // The commit before it is where the history fetched ends: when the
        // files it holds last changed is not known.
        #expect(try built.lastUpdated("docs/later/renamed-earlier.html") == nil)
        #expect(try built.lastUpdated("docs/guide.html") == nil)
        #expect(try built.lastUpdated("docs/bad.html") == nil)
        #expect(try built.lastUpdated("docs/stated.html") == Self.line("2023-05-06", "6 May 2023"))
        #expect(built.summary.notes == [
            "\(clone)/docs: note: 3 docs have no 'Last updated' date: the git clone is shallow and they last changed before the history it holds (fetch the whole history: `fetch-depth: 0` with actions/checkout, `git fetch --unshallow`)",
        ])
        #expect(built.summary.warnings.count == 1)
    }

    /// `serve` reads the dates once; a front matter date follows edits, and
    /// dates turned on in the config are read then.
    @Test func serveFollowsFrontMatterDatesAndTheConfigKeyAsAFullBuildDoes() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try repository.write("site/config.yaml", Self.config + "lastUpdated: false\n")
        let site = joinPath(repository.path, "site")
        var builder = IncrementalBuilder(siteDirectory: site, generator: "t")
        _ = try builder.build()
        func page(_ path: String) -> String { String(decoding: builder.outputs[path] ?? Data(), as: UTF8.self) }
        #expect(!page("docs/guide.html").contains("tp-last-updated"))

        try repository.write("site/config.yaml", Self.config)
        let turnedOn = try builder.update(changedPaths: ["config.yaml"])
        #expect(turnedOn.changes.map(\.path).contains("sitemap.xml"))
        #expect(page("docs/guide.html").contains(Self.line("2024-02-20T11:00:00Z", "20 February 2024")))
        try expectFullBuild(builder, site: site)

        try repository.write("docs/stated.md", "---\nlastmod: 2025-12-31T23:00:00+02:00\n---\n# Stated\n")
        let edited = try builder.update(changedPaths: ["docs/stated.md"])
        #expect(Set(edited.changes.map(\.path)).isSuperset(of: ["docs/stated.html", "sitemap.xml"]))
        #expect(page("docs/stated.html").contains(Self.line("2025-12-31T23:00:00+02:00", "31 December 2025")))
        #expect(page("sitemap.xml").contains(Self.sitemapEntry("docs/stated.html", "2025-12-31T23:00:00+02:00")))
        try expectFullBuild(builder, site: site)
    }

    /// The builder's files equal those of a full build of the same folder.
    func expectFullBuild(_ builder: IncrementalBuilder, site: String,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let built = try build(site)
        defer { try? FileManager.default.removeItem(atPath: built.output) }
        let files = try LocalFileSystem().files(under: built.output).filter { $0 != ".theme-preview" }
        #expect(Set(builder.outputs.keys) == Set(files), sourceLocation: sourceLocation)
        let differing = try files.filter { builder.outputs[$0] != (try Data(contentsOf: URL(fileURLWithPath: joinPath(built.output, $0)))) }
        #expect(differing.isEmpty, "differ from a full build: \(differing)", sourceLocation: sourceLocation)
    }
}

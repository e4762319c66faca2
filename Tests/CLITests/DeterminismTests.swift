@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// Two builds of the same input are byte-identical, whatever order the file
/// system lists files in, the locale, the time zone or the folder the site
/// sits in; and nothing in the output is a time.
struct DeterminismTests {
    let cli = CLI()

    /// The repository's own `site/` folder.
    static var repositorySite: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("site")
    }

    /// Files added to the repository's site: names that sort differently by
    /// case, by locale (Turkish dotted and dotless i, German sharp s) and by
    /// Unicode normalization, in nested folders, in every input folder.
    static let extraFiles: [String: String] = [
        "docs/a.md": "# Same title\n\nLower-case a.\n",
        "docs/B.md": "# Same title\n\nUpper-case B.\n",
        "docs/b2.md": "---\ntitle: b2\n---\nText.\n",
        "docs/Ünïcode.md": "---\ntitle: Ünïcode\norder: 4\n---\nÜmlauts.\n",
        "docs/İstanbul.md": "# İstanbul\n\nDotted capital I.\n",
        "docs/ılık.md": "# ılık\n\nDotless i.\n",
        "docs/nested/Zebra.md": "# zebra\n\nNested.\n",
        "docs/nested/deeper/straße.md": "---\ntitle: Straße\norder: 4\n---\nSharp s.\n",
        "docs/nested/deeper/STRASSE2.md": "# STRASSE\n\nCapitals.\n",
        "docs/nested/deeper/e\u{301}cole.md": "# École (decomposed)\n\nA name in NFD.\n",
        "tokens/zeta.theme.json": "{\"name\": \"Zeta\", \"accent\": {\"light\": \"#0A5FD1\", \"dark\": \"#5AA9FF\"}}\n",
        "tokens/alpha.theme.json": "{\"name\": \"Alpha\", \"accent\": {\"light\": \"#3A3A40\", \"dark\": \"#C7C7CC\"}}\n",
        "tokens/ilgaz.theme.json": "{\"name\": \"Ilgaz\", \"parent\": \"zeta\", \"accent\": {\"light\": \"#7A3A40\", \"dark\": \"#E7C7CC\"}}\n",
        "static/a.txt": "a\n",
        "static/B.txt": "B\n",
        "static/Ünïcode/ä.txt": "ä\n",
        "static/nested/deeper/ı.txt": "ı\n",
    ]

    /// Every file of the site to build: the repository's site (without its
    /// outputs) plus `extraFiles`, as paths relative to the site folder.
    static func siteFiles() throws -> [(path: String, data: Data)] {
        let root = repositorySite
        var result: [(path: String, data: Data)] = []
        for folder in ["config.yaml", "docs", "static", "tokens", "templates"] {
            let url = root.appendingPathComponent(folder)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                result.append((folder, try Data(contentsOf: url)))
                continue
            }
            for path in try LocalFileSystem().files(under: url.path) {
                result.append((folder + "/" + path, try Data(contentsOf: url.appendingPathComponent(path))))
            }
        }
        for (path, text) in extraFiles { result.append((path, Data(text.utf8))) }
        return result.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// Writes `files` into `folder` in the order given.
    func write(_ files: [(path: String, data: Data)], into folder: URL) throws {
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.data.write(to: url)
        }
    }

    /// A locale other than C: the first of these the system has, or Turkish
    /// anyway (glibc then falls back to C for its own functions, but
    /// Foundation and ICU still see the name).
    static var otherLocale: String {
        let candidates = ["tr_TR.UTF-8", "de_DE.UTF-8", "az_AZ.UTF-8", "lt_LT.UTF-8", "fr_FR.UTF-8", "en_US.UTF-8"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["locale", "-a"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return candidates[0] }
        let listed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let available = Set(listed.split(separator: "\n").map { $0.lowercased().replacingOccurrences(of: "-", with: "") })
        return candidates.first { available.contains($0.lowercased().replacingOccurrences(of: "-", with: "")) } ?? candidates[0]
    }

    static func environment(locale: String, timeZone: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("LC_") { environment[key] = nil }
        environment["LANG"] = locale
        environment["LC_ALL"] = locale
        environment["LANGUAGE"] = locale.components(separatedBy: ".")[0]
        environment["TZ"] = timeZone
        return environment
    }

    /// Every file below `folder` (hidden ones too) with its bytes.
    static func tree(_ folder: URL) throws -> [(path: String, data: Data)] {
        let listing = try LocalFileSystem().listing(under: folder.path)
        #expect(listing.symbolicLinks.isEmpty, "the output holds symbolic links: \(listing.symbolicLinks)")
        return try listing.files.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) }
    }

    /// nil when both trees hold the same files with the same bytes; else the
    /// first difference, with the file and the byte offset.
    static func firstDifference(_ one: [(path: String, data: Data)], _ other: [(path: String, data: Data)]) -> String? {
        let onePaths = one.map(\.path), otherPaths = other.map(\.path)
        if onePaths != otherPaths {
            let missing = Set(onePaths).subtracting(otherPaths).sorted(), extra = Set(otherPaths).subtracting(onePaths).sorted()
            if missing.isEmpty && extra.isEmpty { return "the same files, listed in a different order" }
            return "different files: only in the first build \(missing), only in the second \(extra)"
        }
        for (a, b) in zip(one, other) where a.data != b.data {
            let offset = zip(a.data, b.data).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.data.count, b.data.count)
            func excerpt(_ data: Data) -> String {
                let start = max(0, offset - 60), end = min(data.count, offset + 60)
                return String(decoding: data[data.startIndex + start ..< data.startIndex + end], as: UTF8.self)
            }
            return "\(a.path) differs at byte \(offset) (sizes \(a.data.count) and \(b.data.count)):\n  first:  …\(excerpt(a.data))…\n  second: …\(excerpt(b.data))…"
        }
        return nil
    }

    /// Today's date, around the world, as a page or sitemap would write it.
    static var datesNow: [String] {
        let now = Date()
        var dates: Set<String> = []
        for hours in [-14, -12, 0, 12, 14] {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(secondsFromGMT: hours * 3600)!
            let parts = calendar.dateComponents([.year, .month, .day], from: now)
            let (y, m, d) = (parts.year!, parts.month!, parts.day!)
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            dates.insert("\(y)-\(two(m))-\(two(d))")
            dates.insert("\(y)/\(two(m))/\(two(d))")
            dates.insert("\(two(d)).\(two(m)).\(y)")
            dates.insert("\(two(m))/\(two(d))/\(y)")
        }
        return dates.sorted()
    }

    @Test func twoBuildsInDifferentLocalesTimeZonesAndFolderOrdersAreByteIdentical() throws {
        let files = try Self.siteFiles()
        #expect(files.count > 20)
        let temporary = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }

        // The first copy written in order, the second in reverse order in
        // another folder at another depth, so listings come back differently.
        let one = temporary.appendingPathComponent("one")
        let other = temporary.appendingPathComponent("other/placed/deeper")
        try write(files, into: one.appendingPathComponent("site"))
        try write(files.reversed(), into: other.appendingPathComponent("site"))

        let locale = Self.otherLocale
        let first = try cli.run(["build", "site", "--output", "out", "--base-url", "https://example.com/design/"], in: one,
                                environment: Self.environment(locale: "C", timeZone: "UTC"))
        #expect(first.status == 0, "\(first.stderr)")
        let second = try cli.run(["build", "site", "--output", "out", "--base-url", "https://example.com/design/"], in: other,
                                 environment: Self.environment(locale: locale, timeZone: "Pacific/Kiritimati"))
        #expect(second.status == 0, "\(second.stderr)")
        #expect(first.stderr == second.stderr)

        let firstTree = try Self.tree(one.appendingPathComponent("out"))
        let secondTree = try Self.tree(other.appendingPathComponent("out"))
        #expect(firstTree.count > 30)
        #expect(firstTree.contains { $0.path == "docs/Ünïcode.html" })
        #expect(firstTree.contains { $0.path == "docs/nested/deeper/straße.html" })
        #expect(firstTree.contains { $0.path == "Ünïcode/ä.txt" })
        #expect(firstTree.contains { $0.path == "sitemap.xml" })
        let difference = Self.firstDifference(firstTree, secondTree)
        #expect(difference == nil, "C/UTC vs \(locale)/Pacific/Kiritimati: \(difference ?? "")")

        // No time and no path of the machine in the output: the config asks for none.
        // A date the input itself holds (a doc saying when it was measured) may appear.
        let input = files.map { String(decoding: $0.data, as: UTF8.self) }.joined(separator: "\n")
        let datesNotInInput = Self.datesNow.filter { !input.contains($0) }
        #expect(!datesNotInInput.isEmpty)
        for file in firstTree {
            let text = String(decoding: file.data, as: UTF8.self)
            #expect(!text.contains(temporary.path) && !text.contains(temporary.lastPathComponent), "\(file.path) contains the build's folder")
            for date in datesNotInInput {
                #expect(!text.contains(date), "\(file.path) contains today's date \(date)")
            }
            // Markdown twins quote the docs as written, where `<lastmod>` is code.
            if !file.path.hasSuffix(".md") && !file.path.hasSuffix(".txt") {
                #expect(!text.contains("<lastmod>"), "\(file.path) has a lastmod date")
            }
        }
    }

    @Test func theSameBuildInTheSameFolderIsByteIdenticalWhenRunAgain() throws {
        // A third run, into the same folder with the default output: the
        // previous output must not feed into the next one.
        let files = try Self.siteFiles()
        let temporary = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }
        try write(files, into: temporary.appendingPathComponent("site"))
        let output = temporary.appendingPathComponent("site/_site")
        let first = try cli.run(["build", "site"], in: temporary, environment: Self.environment(locale: "C", timeZone: "UTC"))
        #expect(first.status == 0, "\(first.stderr)")
        let firstTree = try Self.tree(output)
        let second = try cli.run(["build", "site"], in: temporary,
                                 environment: Self.environment(locale: Self.otherLocale, timeZone: "America/St_Johns"))
        #expect(second.status == 0, "\(second.stderr)")
        let difference = Self.firstDifference(firstTree, try Self.tree(output))
        #expect(difference == nil, "\(difference ?? "")")
    }
}

extension DeterminismTests {
    /// The dates from git are the commits' own, in UTC: a checkout built in
    /// any time zone and locale gives the same bytes, with a commit made
    /// near midnight on the same day everywhere.
    @Test func aGitCheckoutBuildsTheSameBytesInEveryTimeZoneAndLocale() throws {
        let temporary = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let setUp = Process()
        setUp.executableURL = URL(fileURLWithPath: "/bin/sh")
        setUp.arguments = ["-c", """
            set -e
            git init -q
            mkdir -p site/docs
            printf 'title: Zones\\nbaseURL: https://example.com/\\n' > site/config.yaml
            printf '# One\\n' > site/docs/one.md
            git add -A
            GIT_AUTHOR_DATE=2024-06-30T23:30:00Z GIT_COMMITTER_DATE=2024-06-30T23:30:00Z git commit -q -m one
            printf '# Two\\n' > site/docs/two.md
            git add -A
            GIT_AUTHOR_DATE=2024-07-01T00:30:00+02:00 GIT_COMMITTER_DATE=2024-07-01T00:30:00+02:00 git commit -q -m two
            """]
        setUp.currentDirectoryURL = temporary
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        for role in ["AUTHOR", "COMMITTER"] {
            environment["GIT_\(role)_NAME"] = "Ada"
            environment["GIT_\(role)_EMAIL"] = "ada@example.com"
        }
        setUp.environment = environment
        try setUp.run()
        setUp.waitUntilExit()
        #expect(setUp.terminationStatus == 0)

        let first = try cli.run(["build", "site", "--output", "one"], in: temporary,
                                environment: Self.environment(locale: "C", timeZone: "UTC"))
        #expect(first.status == 0, "\(first.stderr)")
        let second = try cli.run(["build", "site", "--output", "two"], in: temporary,
                                 environment: Self.environment(locale: Self.otherLocale, timeZone: "Pacific/Kiritimati"))
        #expect(second.status == 0, "\(second.stderr)")
        let firstTree = try Self.tree(temporary.appendingPathComponent("one"))
        let difference = Self.firstDifference(firstTree, try Self.tree(temporary.appendingPathComponent("two")))
        #expect(difference == nil, "C/UTC vs \(Self.otherLocale)/Pacific/Kiritimati: \(difference ?? "")")
        func page(_ path: String) -> String {
            String(decoding: firstTree.first { $0.path == path }?.data ?? Data(), as: UTF8.self)
        }
        #expect(page("docs/one.html").contains(#"<p class="tp-last-updated">Last updated <time datetime="2024-06-30T23:30:00Z">30 June 2024</time></p>"#))
        #expect(page("docs/two.html").contains(#"<p class="tp-last-updated">Last updated <time datetime="2024-06-30T22:30:00Z">30 June 2024</time></p>"#))
        #expect(page("sitemap.xml").contains("<url><loc>https://example.com/docs/two.html</loc><lastmod>2024-06-30T22:30:00Z</lastmod></url>"))
    }
}

/// A file system that lists files in another order than sorted: reversed,
/// or shuffled by a seed, as a real file system may.
struct ReorderingFileSystem: FileSystem {
    enum Order: Sendable { case reversed, shuffled(seed: UInt64) }

    let base: InMemoryFileSystem
    let order: Order

    func reorder(_ paths: [String]) -> [String] {
        switch order {
        case .reversed:
            return paths.reversed()
        case .shuffled(let seed):
            var generator = SplitMix(state: seed)
            return paths.shuffled(using: &generator)
        }
    }

    func kind(at path: String) -> FileKind? { base.kind(at: path) }
    func contents(of path: String) throws -> Data { try base.contents(of: path) }
    func files(under directory: String) throws -> [String] { reorder(try base.files(under: directory)) }
    func listing(under directory: String) throws -> FolderListing { FolderListing(files: try files(under: directory)) }
    func write(_ data: Data, to path: String) throws { try base.write(data, to: path) }
    func createDirectory(_ path: String) throws { try base.createDirectory(path) }
    func remove(_ path: String) throws { try base.remove(path) }
    func move(_ source: String, to destination: String) throws { try base.move(source, to: destination) }
}

struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The same, in memory: the listing order never reaches the output.
struct ListingOrderTests {
    static func site() -> [String: String] {
        var files: [String: String] = [
            "site/config.yaml": "title: Order\n",
            "site/docs/intro.md": "---\norder: 1\n---\n# Intro\n",
        ]
        for (path, text) in DeterminismTests.extraFiles { files["site/" + path] = text }
        return files
    }

    func build(_ order: ReorderingFileSystem.Order?) throws -> [(path: String, data: Data)] {
        let memory = InMemoryFileSystem(files: Self.site())
        let fileSystem: any FileSystem = order.map { ReorderingFileSystem(base: memory, order: $0) } ?? memory
        try FullBuilder(fileSystem: fileSystem, generator: "theme-preview test")
            .build(siteDirectory: "site", output: "out", options: BuildOptions(baseURL: "https://example.com/"))
        return memory.allFiles.filter { $0.key.hasPrefix("out/") }
            .map { (path: $0.key, data: $0.value) }
            .sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    @Test(arguments: [ReorderingFileSystem.Order.reversed, .shuffled(seed: 1), .shuffled(seed: 2), .shuffled(seed: 99)])
    func listingOrderDoesNotChangeAByte(order: ReorderingFileSystem.Order) throws {
        let sorted = try build(nil)
        #expect(sorted.contains { $0.path == "out/docs/nested/deeper/straße.html" })
        let reordered = try build(order)
        let difference = DeterminismTests.firstDifference(sorted, reordered)
        #expect(difference == nil, "\(order): \(difference ?? "")")
    }
}

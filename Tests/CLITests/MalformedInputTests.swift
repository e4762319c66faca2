import Basics
import Foundation
import Testing

/// The catalogue of malformed inputs (issue 8, "Bad input"): every case
/// runs the real binary and must fail with exit status 1 (not a crash, not a
/// hang), one line `site/<file>:<line>:<column>: error: <what was expected,
/// what was found>`, and no output written or changed.
///
/// Small cases are site folders in `Fixtures/Malformed/<case>/` (listed in
/// its README). Enormous and deeply nested inputs, FIFOs and unreadable
/// files are made at test time.
struct MalformedInputTests {
    let cli = CLI()

    struct Case: Sendable, CustomTestStringConvertible {
        /// The fixture folder, or a name for a case made at test time.
        var name: String
        /// `site/<file>[:<line>:<column>]`, as the error line starts.
        var location: String
        /// The exact message after `error: `, or its start when it ends in `…`.
        var message: String
        var status: Int32 = 1
        /// The exit status of `theme-preview check`, when the case concerns
        /// what `check` reads (tokens, and any file it cannot read); nil when
        /// check does not read the broken part (config, front matter).
        var checkStatus: Int32?
        /// Writes the site into the given folder; nil: copy the fixture.
        var make: (@Sendable (URL) throws -> Void)?

        var testDescription: String { name }

        /// The line that must be on stderr (or its start).
        var expectedLine: String { "\(location): error: \(message)" }
    }

    // MARK: - The table

    static let fixtures: [Case] = [
        // Truncated
        Case(name: "truncated-json-theme", location: "site/tokens/ocean.theme.json:3:42",
             message: "invalid JSON: unterminated string: the closing '\"' is missing", checkStatus: 2),
        Case(name: "truncated-json-dtcg", location: "site/tokens/core.tokens.json:5:23",
             message: "invalid JSON: unexpected end of file: the '{' at line 5, column 13 is never closed", checkStatus: 2),
        Case(name: "truncated-yaml-config", location: "site/config.yaml:2:25",
             message: "invalid YAML in config: found unexpected end of stream (while scanning a quoted scalar, from line 1)"),
        Case(name: "truncated-yaml-front-matter", location: "site/docs/intro.md:1:1",
             message: "front matter starts with '---' but has no closing '---' line"),
        // Invalid syntax
        Case(name: "invalid-yaml-config", location: "site/config.yaml:2:14",
             message: "invalid YAML in config: mapping values are not allowed in this context (is this line indented deeper than the key above it, or does an unquoted value contain ': '? then quote the value)"),
        Case(name: "invalid-yaml-front-matter", location: "site/docs/intro.md:3:1",
             message: "invalid YAML in front matter: did not find expected ',' or ']' (while parsing a flow sequence, from line 2)"),
        Case(name: "invalid-yaml-tab-indent", location: "site/config.yaml:2:1",
             message: "invalid YAML in config: a tab where YAML allows only spaces; indent with spaces"),
        Case(name: "invalid-yaml-control-character", location: "site/config.yaml:1:12",
             message: "invalid YAML in config: control characters are not allowed"),
        Case(name: "duplicate-key-config", location: "site/config.yaml:1:1",
             message: "config key 'title' appears more than once"),
        Case(name: "config-not-a-mapping", location: "site/config.yaml:1:1",
             message: "expected a mapping of site options such as title, found a list"),
        Case(name: "front-matter-not-a-mapping", location: "site/docs/intro.md:2:1",
             message: "expected a mapping of keys such as title and order, found 'just some words'"),
        Case(name: "yaml-alias-bomb", location: "site/config.yaml:5:8",
             message: "invalid YAML in config: the alias '*d' makes the config stand for more than 10000 values; write the values out instead of repeating aliases of aliases"),
        Case(name: "invalid-json-theme", location: "site/tokens/ocean.theme.json:3:3",
             message: "invalid JSON: expected ',' or '}', found the string \"accent\"; is a ',' missing?", checkStatus: 2),
        Case(name: "invalid-json-theme-single-quotes", location: "site/tokens/ocean.theme.json:1:2",
             message: "invalid JSON: unexpected '''; strings and keys need double quotes", checkStatus: 2),
        Case(name: "invalid-json-dtcg", location: "site/tokens/core.tokens.json:4:5",
             message: "invalid JSON: expected a key in double quotes, found 'teal'; write \"teal\"", checkStatus: 2),
        Case(name: "duplicate-key-json-theme", location: "site/tokens/ocean.theme.json:3:3",
             message: "duplicate key 'accent' (first at line 2, column 3)", checkStatus: 2),
        // Wrong types
        Case(name: "wrong-type-order", location: "site/docs/intro.md:3:8",
             message: "expected 'order' to be a whole number, found the quoted string 'three'"),
        Case(name: "wrong-type-title", location: "site/docs/intro.md:2:8",
             message: "expected 'title' to be text, found a list"),
        Case(name: "wrong-type-config", location: "site/config.yaml:1:8",
             message: "expected 'title' to be text, found a mapping"),
        Case(name: "wrong-type-accent", location: "site/tokens/ocean.theme.json:1:29",
             message: "expected 'accent' to be {\"light\": \"#…\", \"dark\": \"#…\"} or one hex color, found 42", checkStatus: 2),
        Case(name: "wrong-type-token-value", location: "site/tokens/core.tokens.json:1:49",
             message: "expected a color object {colorSpace, components} or a hex string like #2596BE, found 42", checkStatus: 2),
        Case(name: "wrong-type-dimension-value", location: "site/tokens/core.tokens.json:1:111",
             message: "expected a dimension object like {\"value\": 16, \"unit\": \"px\"}, found '20px'; write {\"value\": 20, \"unit\": \"px\"}", checkStatus: 2),
        // Numbers out of range
        Case(name: "number-out-of-range-theme", location: "site/tokens/ocean.theme.json:1:31",
             message: "invalid JSON: number '1e400' is out of range: numbers must fit a 64-bit floating-point number (at most about 1.8e308)", checkStatus: 2),
        Case(name: "number-out-of-range-dtcg", location: "site/tokens/core.tokens.json:2:61",
             message: "invalid JSON: number '1e400' is out of range: numbers must fit a 64-bit floating-point number (at most about 1.8e308)", checkStatus: 2),
        Case(name: "order-out-of-range", location: "site/docs/intro.md:2:8",
             message: "expected 'order' to be a whole number from -9223372036854775808 to 9223372036854775807, found '99999999999999999999999'"),
        Case(name: "dtcg-alias-chain", location: "site/tokens/core.tokens.json:50:20",
             message: "alias chain too long: from 'brand.teal' more than 50 aliases are followed before reaching 'brand.t49'; point aliases at the token that holds the value", checkStatus: 2),
        // Encodings and binary files
        Case(name: "invalid-utf8-md", location: "site/docs/cafe.md:1:6",
             message: "expected UTF-8 text, found the byte 0xE9, which is not UTF-8 (is the file saved in another encoding, such as Latin-1 or Windows-1252? save it as UTF-8)", checkStatus: 2),
        Case(name: "invalid-utf8-config", location: "site/config.yaml:2:16",
             message: "expected UTF-8 text, found the byte 0xC3, which is not UTF-8 (is the file saved in another encoding, such as Latin-1 or Windows-1252? save it as UTF-8)", checkStatus: 2),
        Case(name: "invalid-utf8-theme", location: "site/tokens/ocean.theme.json:2:14",
             message: "expected UTF-8 text, found the byte 0xE9, which is not UTF-8 (is the file saved in another encoding, such as Latin-1 or Windows-1252? save it as UTF-8)", checkStatus: 2),
        Case(name: "utf16-config", location: "site/config.yaml:1:1",
             message: "expected UTF-8 text, found UTF-16 (it starts with a UTF-16 byte order mark); save the file as UTF-8", checkStatus: 2),
        Case(name: "nul-byte-md", location: "site/docs/notes.md:3:7",
             message: "expected text, found a NUL byte (is this a binary file?)", checkStatus: 2),
        Case(name: "binary-png-as-md", location: "site/docs/diagram.md:1:1",
             message: "expected UTF-8 text, found the byte 0x89, which is not UTF-8 (this is a PNG image, not text)", checkStatus: 2),
        // Empty
        Case(name: "empty-theme-json", location: "site/tokens/ocean.theme.json:1:1",
             message: "invalid JSON: the file is empty", checkStatus: 2),
        Case(name: "whitespace-theme-json", location: "site/tokens/ocean.theme.json:1:1",
             message: "invalid JSON: the file is empty", checkStatus: 2),
        Case(name: "empty-dtcg-tokens", location: "site/tokens/core.tokens.json:1:1",
             message: "invalid JSON: the file is empty", checkStatus: 2),
    ]

    static let generated: [Case] = [
        // Enormous values
        Case(name: "huge-md-file", location: "site/docs/huge.md",
             message: "the file is 50 MB; text files in a site may be at most 10 MB (is it generated, or in the wrong folder?)",
             checkStatus: 2) { site in
            // One 50 MB line.
            try write(Data(repeating: UInt8(ascii: "a"), count: 50 * 1024 * 1024), "docs/huge.md", in: site)
        },
        Case(name: "huge-title-front-matter", location: "site/docs/intro.md:2:8",
             message: "expected 'title' to be at most 1000 characters, found 100000 characters ('xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…')") { site in
            try write("---\ntitle: " + String(repeating: "x", count: 100_000) + "\n---\n# Intro\n", "docs/intro.md", in: site)
        },
        Case(name: "huge-title-config", location: "site/config.yaml:1:8",
             message: "expected 'title' to be at most 1000 characters, found 5000000 characters ('yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy…')") { site in
            try write("title: " + String(repeating: "y", count: 5_000_000) + "\n", "config.yaml", in: site)
        },
        Case(name: "huge-key-config", location: "site/config.yaml:1:3000001",
             message: "invalid YAML in config: a key may be at most 1024 characters long") { site in
            try write(String(repeating: "k", count: 3_000_000) + ": 1\n", "config.yaml", in: site)
        },
        Case(name: "huge-theme-name", location: "site/tokens/ocean.theme.json:1:10",
             message: "expected 'name' to be at most 100 characters, found 5000000 characters ('nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn…')",
             checkStatus: 2) { site in
            try write("{\"name\": \"" + String(repeating: "n", count: 5_000_000) + "\", \"accent\": \"#0A6CFF\"}\n",
                      "tokens/ocean.theme.json", in: site)
        },
        Case(name: "huge-json-key", location: "site/tokens/ocean.theme.json:1:2",
             message: "a key of 3000000 characters ('kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…'): keys may be at most 1000 characters long",
             checkStatus: 2) { site in
            try write("{\"" + String(repeating: "k", count: 3_000_000) + "\": 1}\n", "tokens/ocean.theme.json", in: site)
        },
        Case(name: "huge-parent-id", location: "site/tokens/ocean.theme.json:1:33",
             message: "parent theme 'pppppppppppppppppppppppppppppppppppppppp…' does not exist (themes: default, forest, lavender, midnight, rose, sunset)",
             checkStatus: 2) { site in
            try write("{\"accent\": \"#0A6CFF\", \"parent\": \"" + String(repeating: "p", count: 5_000_000) + "\"}\n",
                      "tokens/ocean.theme.json", in: site)
        },
        Case(name: "huge-number", location: "site/tokens/ocean.theme.json:1:31",
             message: "invalid JSON: number '1000000000000000000000000000000000000000…' is out of range: numbers must fit a 64-bit floating-point number (at most about 1.8e308)",
             checkStatus: 2) { site in
            try write("{\"accent\": \"#0A6CFF\", \"name\": 1" + String(repeating: "0", count: 100_000) + "}\n",
                      "tokens/ocean.theme.json", in: site)
        },
        // Deeply nested
        Case(name: "deep-json-theme", location: "site/tokens/ocean.theme.json:1:523",
             message: "invalid JSON: arrays and objects are nested more than 512 levels deep", checkStatus: 2) { site in
            try write("{\"accent\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}\n",
                      "tokens/ocean.theme.json", in: site)
        },
        Case(name: "deep-json-dtcg", location: "site/tokens/core.tokens.json:1:3073",
             message: "invalid JSON: arrays and objects are nested more than 512 levels deep", checkStatus: 2) { site in
            try copyFixture("wrong-type-token-value", to: site)
            try write(String(repeating: "{\"a\": ", count: 100_000) + "1" + String(repeating: "}", count: 100_000) + "\n",
                      "tokens/core.tokens.json", in: site)
        },
        Case(name: "deep-unclosed-json", location: "site/tokens/ocean.theme.json:1:511",
             message: "invalid JSON: unexpected end of file: the '[' at line 1, column 510 is never closed", checkStatus: 2) { site in
            try write("{\"accent\": " + String(repeating: "[", count: 499), "tokens/ocean.theme.json", in: site)
        },
        Case(name: "deep-yaml-config-flow", location: "site/config.yaml:1:…",
             message: "invalid YAML in config: lists and mappings are nested more than 1000 levels deep") { site in
            try write("title: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n",
                      "config.yaml", in: site)
        },
        Case(name: "deep-yaml-front-matter-flow", location: "site/docs/intro.md:2:…",
             message: "invalid YAML in front matter: lists and mappings are nested more than 1000 levels deep") { site in
            try write("---\ntitle: " + String(repeating: "{a: ", count: 100_000) + String(repeating: "}", count: 100_000) + "\n---\n",
                      "docs/intro.md", in: site)
        },
        Case(name: "deep-yaml-config-block", location: "site/config.yaml:1000:…",
             message: "invalid YAML in config: lists and mappings are nested more than 1000 levels deep") { site in
            try write((0..<1_100).map { String(repeating: " ", count: $0) + "a:\n" }.joined(), "config.yaml", in: site)
        },
        // Files that cannot be read; a FIFO stops even root.
        Case(name: "fifo-named-md", location: "site/docs/pipe.md",
             message: "expected a regular file, found a named pipe (FIFO)", checkStatus: 2) { site in
            try FileManager.default.createDirectory(at: site.appendingPathComponent("docs"), withIntermediateDirectories: true)
            guard mkfifo(site.appendingPathComponent("docs/pipe.md").path, 0o644) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        },
        Case(name: "fifo-named-config", location: "site/config.yaml",
             message: "expected a regular file, found a named pipe (FIFO)", checkStatus: 2) { site in
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            guard mkfifo(site.appendingPathComponent("config.yaml").path, 0o644) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        },
    ]

    /// Only when not root: root reads a mode-000 file anyway.
    static let unreadable: [Case] = getuid() == 0 ? [] : [
        Case(name: "chmod-000-md", location: "site/docs/secret.md",
             message: "cannot read the file: permission denied (check its permissions)", checkStatus: 2) { site in
            try write("# Secret\n", "docs/secret.md", in: site)
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: site.appendingPathComponent("docs/secret.md").path)
        },
        Case(name: "chmod-000-theme", location: "site/tokens/ocean.theme.json",
             message: "cannot read the file: permission denied (check its permissions)", checkStatus: 2) { site in
            try write("{\"accent\": \"#0A6CFF\"}\n", "tokens/ocean.theme.json", in: site)
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: site.appendingPathComponent("tokens/ocean.theme.json").path)
        },
    ]

    /// The site folder itself is wrong.
    static let siteFolders: [Case] = [
        Case(name: "site-dir-is-a-file", location: "site",
             message: "expected a site folder, found a file", checkStatus: 2) { site in
            try write("title: not a folder\n", to: site)
        },
        Case(name: "site-dir-missing", location: "site",
             message: "expected a site folder, found nothing at this path (create it, or pass the folder that holds docs/ and config.yaml)",
             checkStatus: 2) { _ in },
    ]

    // MARK: - Tests

    @Test func everyFixtureHasARowAndEveryRowAFixture() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtureRoot.path)
            .filter { !$0.hasPrefix(".") && $0 != "README.md" }
        #expect(Set(names) == Set(Self.fixtures.map(\.name)))
        let readme = try String(contentsOf: Self.fixtureRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for name in names { #expect(readme.contains("- `\(name)`: "), "README has no line for \(name)") }
    }

    @Test(arguments: fixtures + generated + unreadable + siteFolders)
    func buildFailsWithAClearError(_ item: Case) throws {
        let folder = try cli.temporaryFolder()
        defer { Self.removeAll(folder) }
        let site = folder.appendingPathComponent("site")
        if let make = item.make { try make(site) } else { try Self.copyFixture(item.name, to: site) }
        // An earlier build's output, which a failed build must leave alone.
        let output = folder.appendingPathComponent("out")
        try Self.write("This folder is generated by theme-preview and is replaced on every build.\n", ".theme-preview", in: output)
        try Self.write("<p>earlier build</p>\n", "index.html", in: output)
        let before = try Self.snapshot(output)

        let result = try cli.run(["build", "site", "--output", "out"], in: folder)
        try expectClearFailure(result, item, status: item.status)
        #expect(result.stderr.hasSuffix("; nothing was written\n"))
        #expect(result.stdout.isEmpty)
        #expect(try Self.snapshot(output) == before, "the earlier output changed")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(Set(left).isSubset(of: ["out", "site"]), "a failed build left \(left)")

        // Without --output: no site/_site appears.
        let again = try cli.run(["build", "site"], in: folder)
        try expectClearFailure(again, item, status: item.status)
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("_site").path))
    }

    @Test(arguments: (fixtures + generated + unreadable + siteFolders).filter { $0.checkStatus != nil })
    func checkFailsWithTheSameError(_ item: Case) throws {
        let folder = try cli.temporaryFolder()
        defer { Self.removeAll(folder) }
        let site = folder.appendingPathComponent("site")
        if let make = item.make { try make(site) } else { try Self.copyFixture(item.name, to: site) }
        let result = try cli.run(["check", "site"], in: folder)
        try expectClearFailure(result, item, status: item.checkStatus ?? 2)
        #expect(result.stdout.isEmpty)
    }

    // MARK: - Accepted input

    /// A byte order mark and Windows (or old Mac) line endings are accepted
    /// in every text file, and the site built is byte for byte the one
    /// built without them.
    @Test(arguments: ["bom", "crlf", "bom+crlf", "cr"])
    func byteOrderMarksAndLineEndingsBuildTheSameSite(_ variant: String) throws {
        let folder = try cli.temporaryFolder()
        defer { Self.removeAll(folder) }
        let clean = folder.appendingPathComponent("clean"), changed = folder.appendingPathComponent("changed")
        try FileManager.default.copyItem(at: Self.acceptedRoot.appendingPathComponent("clean"), to: clean)
        try FileManager.default.copyItem(at: clean, to: changed)
        for path in try Self.files(under: changed) {
            var data = try Data(contentsOf: path)
            if variant.contains("crlf") { data = Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8) }
            if variant == "cr" { data = Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r").utf8) }
            if variant.contains("bom") { data = Data([0xEF, 0xBB, 0xBF]) + data }
            try data.write(to: path)
        }
        let first = try cli.run(["build", "clean", "--output", "out-clean", "--quiet"], in: folder)
        let second = try cli.run(["build", "changed", "--output", "out-changed", "--quiet"], in: folder)
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        #expect(second.status == 0 && second.stderr.isEmpty, "\(second.stderr)")
        let expected = try Self.snapshot(folder.appendingPathComponent("out-clean"))
        #expect(expected.keys.contains("docs/intro.html") && expected.keys.contains("themes/ocean/dark.html"))
        #expect(try Self.snapshot(folder.appendingPathComponent("out-changed")) == expected)
    }

    /// An empty config.yaml gives the defaults, as no config.yaml does; an
    /// empty doc builds a page titled after its file name (a new page is
    /// often started as an empty file).
    @Test func emptyConfigAndEmptyDocsBuild() throws {
        let folder = try cli.temporaryFolder()
        defer { Self.removeAll(folder) }
        try Self.write("", "with/config.yaml", in: folder)
        try Self.write("", "with/docs/empty.md", in: folder)
        try Self.write("\n\n  \n", "with/docs/blank.md", in: folder)
        try Self.write("", "without/docs/empty.md", in: folder)
        try Self.write("\n\n  \n", "without/docs/blank.md", in: folder)
        let with = try cli.run(["build", "with", "--output", "out-with", "--quiet"], in: folder)
        let without = try cli.run(["build", "without", "--output", "out-without", "--quiet"], in: folder)
        #expect(with.status == 0 && with.stderr.isEmpty, "\(with.stderr)")
        #expect(without.status == 0 && without.stderr.isEmpty, "\(without.stderr)")
        let built = try Self.snapshot(folder.appendingPathComponent("out-with"))
        #expect(try Self.snapshot(folder.appendingPathComponent("out-without")) == built)
        let page = String(decoding: try #require(built["docs/empty.html"]), as: UTF8.self)
        // No title and no heading: the file name, made readable.
        #expect(page.contains("<h1>Empty</h1>"))
        #expect(page.contains("Design tokens"))
    }

    // MARK: - Helpers

    private func expectClearFailure(_ result: CLI.Run, _ item: Case, status: Int32,
                                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        #expect(!result.timedOut, "hung: killed after \(CLI.timeLimit) s", sourceLocation: sourceLocation)
        #expect(result.reason == .exit, "crashed: \(result.stderr.prefix(2000))", sourceLocation: sourceLocation)
        #expect(result.status == status, "\(result.stderr.prefix(2000))", sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.utf8.count < 5_000 }, "a line of stderr is megabytes long", sourceLocation: sourceLocation)
        #expect(lines.contains { Self.matches($0, item.expectedLine) },
                "expected a line \(item.expectedLine), found:\n\(result.stderr.prefix(2000))", sourceLocation: sourceLocation)
    }

    /// `line` is `expected`, where a `…` in a location stands for any
    /// column and a `…` ending the message for any rest.
    static func matches(_ line: String, _ expected: String) -> Bool {
        guard let range = expected.range(of: ":…: error: ") else { return line == expected }
        let prefix = String(expected[..<range.lowerBound]) + ":"
        let message = ": error: " + expected[range.upperBound...]
        guard line.hasPrefix(prefix), let found = line.range(of: ": error: ") else { return false }
        let column = line[line.index(line.startIndex, offsetBy: prefix.count)..<found.lowerBound]
        return !column.isEmpty && column.allSatisfy(\.isNumber) && line[found.lowerBound...] == message
    }

    static var fixtureRoot: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Malformed")
    }

    static var acceptedRoot: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Accepted")
    }

    static func copyFixture(_ name: String, to site: URL) throws {
        try FileManager.default.copyItem(at: fixtureRoot.appendingPathComponent(name), to: site)
    }

    static func write(_ text: String, _ path: String, in folder: URL) throws {
        try write(Data(text.utf8), path, in: folder)
    }

    static func write(_ data: Data, _ path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func files(under folder: URL) throws -> [URL] {
        let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
        return paths.map { folder.appendingPathComponent($0) }.filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0.path, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    /// Every file below `folder` by relative path.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            result[path] = try Data(contentsOf: url)
        }
        return result
    }

    /// Makes unreadable files readable again, then removes everything.
    static func removeAll(_ folder: URL) {
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
            chmod(folder.appendingPathComponent(path).path, 0o755)
        }
        try? FileManager.default.removeItem(at: folder)
    }
}

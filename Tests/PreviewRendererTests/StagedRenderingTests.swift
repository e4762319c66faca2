@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing
@testable import Theming

/// A build stages each page as it is rendered (`OutputSettler`): nothing
/// of the site is held in memory until the end, and the output is the same
/// as when everything was written at the end.
struct StagedRenderingTests {
    static let site = SiteBuildTests.sampleSite

    func resolved(_ fileSystem: InMemoryFileSystem) throws -> ResolvedSite {
        try Resolver.resolve(try Loader(fileSystem: fileSystem).load("site"))
    }

    func outputs(_ fileSystem: InMemoryFileSystem, under folder: String) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: fileSystem.allFiles.compactMap { path, data in
            path.hasPrefix(folder + "/") ? (String(path.dropFirst(folder.count + 1)), data) : nil
        })
    }

    @Test func aFreshBuildWritesEachPageAsItIsRenderedAndKeepsNoContents() throws {
        let fileSystem = InMemoryFileSystem(files: Self.site)
        let writer = OutputWriter(fileSystem: fileSystem)
        let staging = try writer.prepare("out")
        #expect(staging.previous == nil)
        var renderer = Renderer(site: try resolved(fileSystem), generator: SiteBuildTests.generator)
        renderer.settler = writer.settler(for: staging)
        let files = try renderer.render()
        #expect(files.count > 30)
        #expect(files.allSatisfy { $0.settled == .written && $0.contents.isEmpty }, "\(files.filter { $0.settled != .written }.map(\.path))")
        let staged = try fileSystem.contents(of: joinPath(staging.path, "docs/intro.html"))
        #expect(String(decoding: staged, as: UTF8.self).contains("<h1 id=\"welcome\">"))
        writer.discard(staging)
        #expect(fileSystem.kind(at: staging.path) == nil)
    }

    /// Every file reaches the settler once, where it is finished: what is
    /// staged is byte for byte what the renderer makes without a settler
    /// (a second hand-over would write a settled file's empty contents).
    /// With `llms: true` too: `llms-full.txt` is settled as it is made, of
    /// the twins' pieces.
    @Test(arguments: [false, true])
    func eachFileIsStagedOnceWithTheBytesTheRendererMakes(llms: Bool) throws {
        var siteFiles = Self.site
        if llms { siteFiles["site/config.yaml"] = "title: Acme tokens\nllms: true\n" }
        let fileSystem = InMemoryFileSystem(files: siteFiles)
        let site = try resolved(fileSystem)
        let expected = try Renderer(site: site, generator: SiteBuildTests.generator).render()
        let writer = OutputWriter(fileSystem: fileSystem)
        let staging = try writer.prepare("out")
        var renderer = Renderer(site: site, generator: SiteBuildTests.generator)
        renderer.settler = writer.settler(for: staging)
        let files = try renderer.render()
        #expect(files.map(\.path) == expected.map(\.path))
        let staged = outputs(fileSystem, under: staging.path)
        #expect(staged.count == expected.count)
        for file in expected {
            #expect(staged[file.path] == file.contents, "\(file.path)")
        }
        #expect(expected.contains { $0.path.hasPrefix("docs/") && $0.path.hasSuffix(".html") && !$0.contents.isEmpty })
        if llms {
            let full = String(decoding: staged["llms-full.txt"] ?? Data(), as: UTF8.self)
            #expect(full.hasPrefix("# Acme tokens\n\n---\n\nSource: docs/"), "\(full.prefix(80))")
        }
    }

    /// Whatever made a path, nothing is written outside the output folder:
    /// the settler leaves such a file to the writer, which refuses the build
    /// and removes the staging folder.
    @Test func noFileIsWrittenOutsideTheOutputFolder() throws {
        let fileSystem = InMemoryFileSystem(files: Self.site)
        let writer = OutputWriter(fileSystem: fileSystem)
        let staging = try writer.prepare("out")
        let settler = writer.settler(for: staging)
        let outside = ["../escape.html", "docs/../../escape.html", "/escape.html", "./x.html", "docs/./x.html"]
        for path in outside {
            #expect(settler.settle(OutputFile(path: path, text: "x")).settled == nil, "\(path)")
        }
        #expect(settler.settle(OutputFile(path: "docs/..\u{301}x.html", text: "x")).settled == .written)
        #expect(throws: BuildFailure.self) {
            try writer.write(outside.map { OutputFile(path: $0, text: "x") }, copies: [], into: staging)
        }
        #expect(fileSystem.allFiles.keys.filter { $0.contains("escape") }.isEmpty)
        #expect(fileSystem.kind(at: staging.path) == nil)
        #expect(!OutputWriter.staysInside("") && OutputWriter.staysInside("docs/a.html") && OutputWriter.staysInside("a..b/c"))
    }

    @Test func aRebuildDropsUnchangedPagesAndStagesOnlyTheChangedOnes() throws {
        let fileSystem = InMemoryFileSystem(files: Self.site)
        try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator).build(siteDirectory: "site", output: "out")
        try fileSystem.write(Data("---\norder: 2\ndescription: How to set up\n---\n# Setup\n\n## Run\n\nGo now.\n".utf8),
                             to: "site/docs/guide/setup.md")
        let writer = OutputWriter(fileSystem: fileSystem)
        let staging = try writer.prepare("out")
        #expect(staging.previous == "out")
        var renderer = Renderer(site: try resolved(fileSystem), generator: SiteBuildTests.generator)
        renderer.settler = writer.settler(for: staging)
        let files = try renderer.render()
        let written = files.filter { $0.settled == .written }.map(\.path)
        // The changed doc; the search index holds its text (its shard and
        // chunk, and the manifest's version).
        #expect(written.sorted() == ["assets/search-index.js", "assets/search/s0.js", "assets/search/t0.js", "docs/guide/setup.html"])
        #expect(files.allSatisfy { $0.contents.isEmpty })
        writer.discard(staging)
    }

    /// In memory there are no hard links: an unchanged page is copied from
    /// the previous output, whose bytes the build no longer holds.
    @Test func aRebuildGivesTheSameBytesAsAFreshBuild() throws {
        let fileSystem = InMemoryFileSystem(files: Self.site)
        let builder = FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
        try builder.build(siteDirectory: "site", output: "out")
        try fileSystem.write(Data("# Welcome back\n\nNew [guide](guide/setup.md).\n".utf8), to: "site/docs/intro.md")
        try builder.build(siteDirectory: "site", output: "out")
        try builder.build(siteDirectory: "site", output: "fresh")
        let rebuilt = outputs(fileSystem, under: "out"), fresh = outputs(fileSystem, under: "fresh")
        #expect(rebuilt.count == fresh.count)
        #expect(rebuilt.keys.sorted() == fresh.keys.sorted())
        for (path, data) in fresh { #expect(rebuilt[path] == data, "\(path)") }
        #expect(String(decoding: rebuilt["docs/intro.html"] ?? Data(), as: UTF8.self).contains("Welcome back"))
    }

    @Test func aBuildThatFailsAfterRenderingRemovesItsStagingFolderAndKeepsTheOutput() throws {
        let fileSystem = InMemoryFileSystem(files: Self.site)
        let builder = FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
        try builder.build(siteDirectory: "site", output: "out")
        let before = outputs(fileSystem, under: "out")
        try fileSystem.write(Data("# Broken\n\nSee [nothing](missing.md).\n".utf8), to: "site/docs/broken.md")
        #expect(throws: BuildFailure.self) {
            try builder.build(siteDirectory: "site", output: "out", options: BuildOptions(strict: true))
        }
        #expect(outputs(fileSystem, under: "out") == before)
        #expect(fileSystem.allFiles.keys.filter { $0.hasPrefix("out.") }.isEmpty)
        #expect(fileSystem.kind(at: "out.staging-\(ProcessInfo.processInfo.processIdentifier)") == nil)
    }

    /// contrast.json is written and compared piece by piece, never joined:
    /// the same bytes as the report's JSON, and kept (same inode) by a
    /// rebuild that did not change it.
    @Test func contrastJSONIsStagedInPiecesAndKeptWhenUnchanged() throws {
        let (root, disk, site, builder) = try SiteBuildTests.sampleSiteOnDisk()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = joinPath(root, "out")
        try builder.build(siteDirectory: site, output: output)
        let json = try disk.contents(of: joinPath(output, "contrast.json"))
        let report = ContrastReport(registry: try Resolver.resolve(try Loader(fileSystem: disk).load(site)).registry)
        #expect(json == Data(report.jsonBytes(generator: SiteBuildTests.generator)))
        let before = try SiteBuildTests.inode(joinPath(output, "contrast.json"))
        try builder.build(siteDirectory: site, output: output)
        #expect(try SiteBuildTests.inode(joinPath(output, "contrast.json")) == before)
    }

    /// Pieces are compared with the previous file while they match; at the
    /// first that does not, what matched is copied and the rest written.
    @Test func piecesAreWrittenUnlessTheFileHoldsThemAlready() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tp-pieces-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let disk = LocalFileSystem()
        let old = joinPath(folder, "old.txt"), new = joinPath(folder, "new.txt")
        func pieces(_ texts: String...) -> [[UInt8]] { texts.map { Array($0.utf8) } }
        func written(_ texts: [[UInt8]], against existing: String?) throws -> (same: Bool, text: String?) {
            try? disk.remove(new)
            let same = try disk.write(pieces: texts, to: new, unlessSameAs: existing)
            let text = (try? disk.contents(of: new)).map { String(decoding: $0, as: UTF8.self) }
            return (same, text)
        }
        #expect(try written(pieces("hello ", "", "world"), against: nil) == (false, "hello world"))
        try disk.write(Data("hello world".utf8), to: old)
        #expect(try written(pieces("hello", " world"), against: old) == (true, nil), "the same bytes: nothing written")
        #expect(try written(pieces("hello", " word!", " more"), against: old) == (false, "hello word! more"),
                "same start, then other bytes")
        #expect(try written(pieces("hello"), against: old) == (false, "hello"), "the old file is longer")
        #expect(try written(pieces("hello world", "!"), against: old) == (false, "hello world!"), "the old file is shorter")
        #expect(try written(pieces("x"), against: joinPath(folder, "missing")) == (false, "x"))
    }

    /// Many themes make contrast.json in several batches of chunks: it is
    /// still one JSON document with every result, in the report's order.
    @Test func contrastJSONMadeInBatchesIsOneDocumentInOrder() throws {
        let fileSystem = try ManyThemesTests.build()
        let report = ContrastReport(registry: try Resolver.resolve(try Loader(fileSystem: fileSystem).load("site")).registry)
        let chunks = (report.results.count + ContrastJSON.chunkSize - 1) / ContrastJSON.chunkSize
        try #require(chunks > ContrastJSON.batchSize, "\(chunks) chunks make one batch only")
        let json = try #require(JSONSerialization.jsonObject(with: try fileSystem.contents(of: "out/contrast.json")) as? [String: Any])
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.count == report.results.count)
        #expect(results.map { "\($0["theme"] ?? "")/\($0["scheme"] ?? "")/\($0["foreground"] ?? "")/\($0["background"] ?? "")" }
            == report.results.map { "\($0.theme.rawValue)/\($0.scheme.rawValue)/\($0.pair.foreground.name)/\($0.pair.backgroundName)" })
        #expect((json["summary"] as? [String: Int])?["total"] == report.results.count)
    }
}

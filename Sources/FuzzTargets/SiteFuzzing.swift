import Basics
import Foundation
import PreviewRenderer

/// A whole site, in memory, whose doc `docs/fuzz.md` is the input (front
/// matter, Markdown, links to other docs); a second part after a line
/// `@@@` is the site's `config.yaml`. Built as `serve` builds it: the site
/// is built once per config with a placeholder doc, and each input is an
/// update of that doc from there, so the gallery, pinned pages and lab
/// are not rendered again for every input. Each input starts from the same
/// built site (a copy of it: the builder is a value), so a finding does
/// not depend on the inputs before it.
///
/// Invariants: a success has both docs' pages, and no id on the fuzzed
/// doc's page twice (raw HTML's `user-content-…` aside: an author may
/// write one twice); a failure says what is wrong with sane locations and
/// leaves the last good output as it was. A config the site cannot build
/// with at all is built in full instead, where a failure must write
/// nothing. With `FUZZ_SITE_FULL` set, every input is built in full, as
/// this target did before it built as `serve` does: the comparison its
/// speed was measured by.
struct SiteFuzzing {
    private struct Built {
        var builder: IncrementalBuilder
        var fileSystem: InMemoryFileSystem
    }

    /// Built sites by config text; a few, as libFuzzer mutates one part
    /// of an input at a time.
    private var sites: [String: Built?] = [:]
    private var recent: [String] = []
    private static let kept = 64

    static let placeholder = "# Fuzz\n"
    static let otherDoc = "# Other\n\nBack to [the fuzzed doc](../fuzz.md#top).\n"
    static let defaultConfig = "title: Fuzz site\n"
    static let options = BuildOptions(includeDrafts: true)

    mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) {
        let parts = Fuzz.parts(Fuzz.text(bytes), max: 2)
        let doc = parts[0], config = parts.count > 1 ? parts[1] : Self.defaultConfig
        guard ProcessInfo.processInfo.environment["FUZZ_SITE_FULL"] == nil, let built = site(for: config) else {
            try Self.fullBuild(doc: doc, config: config)
            return
        }
        var builder = built.builder
        try? built.fileSystem.write(Data(doc.utf8), to: "site/docs/fuzz.md")
        do {
            _ = try builder.update(changedPaths: ["docs/fuzz.md"])
        } catch {
            try Fuzz.checkFailure(error, "update")
            try Fuzz.check(builder.outputs == built.builder.outputs, "a failed update changed the output")
            return
        }
        try Fuzz.check(builder.outputs["docs/guide/other.html"] != nil, "no page for the other doc")
        guard let page = builder.outputs["docs/fuzz.html"] else { throw FuzzFailure("fuzz invariant broken: no page for the doc") }
        var seen = Set<String>()
        for id in Fuzz.ids(in: Array(page)) where !id.hasPrefix("user-content-") {
            try Fuzz.check(seen.insert(id).inserted, "the doc's page has the id '\(id)' twice")
        }
    }

    /// The site built with `config` and the placeholder doc; nil when it
    /// does not build.
    private mutating func site(for config: String) -> Built? {
        if let built = sites[config] { return built }
        let fileSystem = InMemoryFileSystem(files: [
            "site/docs/fuzz.md": Self.placeholder,
            "site/docs/guide/other.md": Self.otherDoc,
            "site/config.yaml": config,
        ])
        var builder = IncrementalBuilder(siteDirectory: "site", fileSystem: fileSystem, generator: "theme-preview fuzz",
                                         options: Self.options)
        let built: Built? = (try? builder.build()) == nil ? nil : Built(builder: builder, fileSystem: fileSystem)
        if recent.count == Self.kept { sites[recent.removeFirst()] = nil }
        recent.append(config)
        sites[config] = .some(built)
        return built
    }

    /// The whole build of `build`, staging folder and all.
    private static func fullBuild(doc: String, config: String) throws(FuzzFailure) {
        let fileSystem = InMemoryFileSystem(files: [
            "site/docs/fuzz.md": doc,
            "site/docs/guide/other.md": otherDoc,
            "site/config.yaml": config,
        ])
        let summary: BuildSummary
        do {
            summary = try FullBuilder(fileSystem: fileSystem, generator: "theme-preview fuzz")
                .build(siteDirectory: "site", output: "out", options: options)
        } catch {
            try Fuzz.checkFailure(error, "build")
            try Fuzz.check(fileSystem.kind(at: "out") == nil, "a failed build wrote output")
            return
        }
        try Fuzz.check(summary.docs == 2, "\(summary.docs) docs built")
        try Fuzz.check(fileSystem.kind(at: "out/docs/fuzz.html") == .file, "no page for the doc")
    }
}

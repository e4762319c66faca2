import Basics
import FuzzSupport
import PreviewRenderer

/// A whole build, in memory, of a small site whose one doc is the input
/// (front matter, Markdown, links to other docs). A second part after a
/// line `@@@` is the site's `config.yaml`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let parts = Fuzz.parts(Fuzz.text(data, size), max: 2)
    var files = [
        "site/docs/fuzz.md": parts[0],
        "site/docs/guide/other.md": "# Other\n\nBack to [the fuzzed doc](../fuzz.md#top).\n",
        "site/config.yaml": "title: Fuzz site\n",
    ]
    if parts.count > 1 { files["site/config.yaml"] = parts[1] }
    let fileSystem = InMemoryFileSystem(files: files)
    do {
        let summary = try SiteBuilder(fileSystem: fileSystem, generator: "theme-preview fuzz")
            // With drafts: a doc whose front matter says `draft: true` is
            // still built, so every success has both docs.
            .build(siteDirectory: "site", output: "out", options: BuildOptions(includeDrafts: true))
        Fuzz.check(summary.docs == 2, "\(summary.docs) docs built")
        Fuzz.check(fileSystem.kind(at: "out/docs/fuzz.html") == .file, "no page for the doc")
    } catch {
        Fuzz.checkFailure(error, "build")
        Fuzz.check(fileSystem.kind(at: "out") == nil, "a failed build wrote output")
    }
    return 0
}

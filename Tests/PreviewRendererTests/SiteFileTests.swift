@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// `FixedFile` is the list of files a build writes besides its pages: a
/// build writes each of them and an alias may take none of them.
struct SiteFileTests {
    @Test func aBuildWritesEverySiteFile() throws {
        // With the docs for language models on, so llms.txt and llms-full.txt are written too.
        var files = SiteBuildTests.sampleSite
        files["site/config.yaml"] = "title: Acme tokens\ndescription: Our <design> system\nllms: true\n"
        let fileSystem = InMemoryFileSystem(files: files)
        try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out", options: BuildOptions(baseURL: "https://example.com/design/"))
        for file in FixedFile.allCases {
            #expect(fileSystem.kind(at: "out/" + file.path) == .file, "\(file.path)")
        }
        #expect(FixedFile.searchIndex.path == "assets/search-index.js")
    }

    @Test func aliasesMayNotTakeThem() {
        for file in FixedFile.allCases where !file.path.hasPrefix("assets/") {
            #expect(DocAliases.reservedFiles.contains(file.path), "\(file.path)")
        }
        #expect(DocAliases.reservedFiles.isSuperset(of: ["index.html", "matrix.html", "contrast.html", "docs.html", "404.html"]))
    }
}

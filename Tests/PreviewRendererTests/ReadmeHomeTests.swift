@testable import Basics
import Foundation
@testable import Markdown
@testable import PreviewRenderer
import Testing

/// config.yaml's `home` makes a README outside the docs folder the docs
/// home, its links read from where the README is, as GitHub reads them.
struct ReadmeHomeTests {
    static let repository: [String: String] = [
        "repo/README.md": "# My project\n\nRead the [setup guide](docs/guide/setup.md#run), see [the license](LICENSE) "
            + "and ![logo](docs/img/logo.svg).\n\n[Top](#my-project), [docs](docs/) and [site](https://example.com).\n",
        "repo/LICENSE": "MIT\n",
        "repo/docs/guide/setup.md": "# Setup\n\n## Run\n\nBack [home](../index.md).\n",
        "repo/docs/img/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        "repo/design/config.yaml": "docs: ../docs\nhome: ../README.md\n",
    ]

    func build(_ files: [String: String]) throws -> (InMemoryFileSystem, BuildSummary) {
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "repo/design", output: "out")
        return (fileSystem, summary)
    }

    @Test func theReadmeIsTheDocsHomeWithItsLinksRebased() throws {
        let (fileSystem, summary) = try build(Self.repository)
        let home = String(decoding: try fileSystem.contents(of: "out/docs/index.html"), as: UTF8.self)
        #expect(home.contains("""
            <p>Read the <a href="guide/setup.html#run">setup guide</a>, see <a href="../LICENSE">the license</a> \
            and <img src="img/logo.svg" alt="logo" />.</p>
            <p><a href="#my-project">Top</a>, <a href="./index.html">docs</a> and <a href="https://example.com">site</a>.</p>
            """))
        // The license is outside the docs: reported at the README's own line and column.
        #expect(summary.warnings.map(\.description) == [
            "repo/README.md:3:54: warning: broken link '../LICENSE': it leads outside docs/ to a file the site does not have (only docs/ and static/ are published)",
        ])
        #expect(summary.docs == 2)
    }

    @Test func aDocsFolderWithAHomeOfItsOwnKeepsItAndSaysSo() throws {
        var files = Self.repository
        files["repo/docs/README.md"] = "# Docs home\n"
        let (fileSystem, summary) = try build(files)
        #expect(String(decoding: try fileSystem.contents(of: "out/docs/index.html"), as: UTF8.self).contains("Docs home"))
        #expect(summary.warnings.map(\.description).contains(
            "repo/design/config.yaml: warning: 'home: ../README.md' is not used: repo/docs/README.md is the docs home already"))
    }

    @Test func aMissingOrNonMarkdownHomeIsAnError() throws {
        var missing = Self.repository
        missing["repo/design/config.yaml"] = "docs: ../docs\nhome: ../READ.md\n"
        #expect {
            _ = try build(missing)
        } throws: { error in
            (error as? BuildFailure)?.diagnostics.map(\.description)
                == ["repo/design/config.yaml: error: expected the Markdown file named by 'home', found nothing at repo/READ.md (it is relative to the site folder)"]
        }
        var text = Self.repository
        text["repo/design/config.yaml"] = "home: ../LICENSE\n"
        #expect {
            _ = try build(text)
        } throws: { error in
            (error as? BuildFailure)?.description.contains("expected 'home' to be the path of a Markdown file") == true
        }
    }

    @Test func serveRereadsTheReadmeAsTheDocsHome() throws {
        let fileSystem = InMemoryFileSystem(files: Self.repository)
        var builder = IncrementalBuilder(siteDirectory: "repo/design", fileSystem: fileSystem, generator: "t")
        _ = try builder.build()
        try fileSystem.write(Data("# My project\n\nNow with more.\n".utf8), to: "repo/README.md")
        _ = try builder.update(changedPaths: ["docs/index.md"])
        #expect(String(decoding: builder.outputs["docs/index.html"] ?? Data(), as: UTF8.self).contains("Now with more."))
    }

    @Test("links rebased from the README's folder onto the docs folder",
          arguments: [("docs/a.md", "a.md"), ("docs/sub/b.md#x", "sub/b.md#x"), ("LICENSE", "../LICENSE"),
                      ("./docs/", "./"), ("docs", "./"), ("#top", "#top"), ("docs/a.md?v=1", "a.md?v=1"),
                      ("other/c.md", "../other/c.md")])
    func rebase(_ written: String, _ expected: String) {
        #expect(MarkdownLinkRewriter.rebase(written, from: "", to: "docs") == expected)
    }

    @Test func rebaseFromAFolderBesideTheDocs() {
        #expect(MarkdownLinkRewriter.rebase("../docs/a.md", from: "repo/sub", to: "repo/docs") == "a.md")
        #expect(MarkdownLinkRewriter.rebase("notes.md", from: "repo/sub", to: "repo/docs") == "../sub/notes.md")
    }
}

@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// A folder of Markdown passed as the site, without `docs/`, is said so
/// (it used to build "0 docs" without a word).
struct StrayMarkdownTests {
    func warnings(_ files: [String: String]) throws -> [String] {
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "notes", output: "out")
        return summary.warnings.map(\.description)
    }

    @Test func markdownBesideNoDocsFolderIsAWarningThatSaysWhereDocsGo() throws {
        let found = try warnings(["notes/README.md": "# Notes\n", "notes/ideas.md": "# Ideas\n", "notes/sub/deep.md": "x",
                                  "notes/todo.txt": "x"])
        #expect(found == ["""
            notes: warning: README.md and 1 more Markdown file are here, but there is no docs/ folder: \
            only Markdown under notes/docs/ becomes pages. Move them into docs/ (a README.md or index.md there is the docs home)
            """])
        let one = try warnings(["notes/guide.md": "# Guide\n"])
        #expect(one.first?.hasPrefix("notes: warning: guide.md is here, but there is no docs/ folder") == true, "\(one)")
    }

    @Test func noWarningWithADocsFolderOrWithoutMarkdown() throws {
        #expect(try warnings(["notes/README.md": "# Notes\n", "notes/docs/a.md": "# A\n"]).isEmpty)
        #expect(try warnings(["notes/config.yaml": "title: T\n"]).isEmpty)
    }
}

@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// Docs kept elsewhere in the repository (`docs:` in config.yaml, or
/// `--docs`) are read in place: pages, assets, links and every message
/// point at the real files.
struct DocsFolderElsewhereTests {
    static let repository: [String: String] = [
        "repo/docs/index.md": "# Project\n\nSee [setup](guide/setup.md) and [gone](gone.md).\n\n![logo](logo.svg)\n",
        "repo/docs/guide/setup.md": "# Setup\n\nBack [home](../index.md).\n",
        "repo/docs/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        "repo/design/config.yaml": "title: Repo\ndocs: ../docs\n",
    ]

    func build(_ files: [String: String], docs: String? = nil, output: String = "out") throws -> (InMemoryFileSystem, BuildSummary) {
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "t")
            .build(siteDirectory: "repo/design", output: output, options: BuildOptions(docs: docs))
        return (fileSystem, summary)
    }

    @Test func theConfigKeyReadsDocsFromTheFolderItNamesRelativeToTheSite() throws {
        let (fileSystem, summary) = try build(Self.repository)
        #expect(summary.docs == 2)
        #expect(fileSystem.kind(at: "out/docs/index.html") == .file)
        #expect(fileSystem.kind(at: "out/docs/guide/setup.html") == .file)
        #expect(try fileSystem.contents(of: "out/docs/logo.svg") == Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8))
        #expect(summary.warnings.map(\.description)
            == ["repo/docs/index.md:3:33: warning: broken link 'gone.md': there is no repo/docs/gone.md"])
    }

    @Test func theOptionWinsOverTheConfigKey() throws {
        var files = Self.repository
        files["repo/other/only.md"] = "# Only\n"
        let (fileSystem, summary) = try build(files, docs: "repo/other")
        #expect(summary.docs == 1)
        #expect(fileSystem.kind(at: "out/docs/only.html") == .file)
        #expect(fileSystem.kind(at: "out/docs/guide/setup.html") == nil)
    }

    @Test func aMissingDocsFolderIsAnErrorThatSaysWhoNamedIt() throws {
        var files = Self.repository
        files["repo/design/config.yaml"] = "docs: ../documentation\n"
        #expect {
            _ = try build(files)
        } throws: { error in
            (error as? BuildFailure)?.diagnostics.map(\.description) == [
                "repo/documentation: error: expected the docs folder named by 'docs' in repo/design/config.yaml, found nothing at this path (it is relative to the site folder)",
            ]
        }
        #expect {
            _ = try build(Self.repository, docs: "nowhere")
        } throws: { error in
            (error as? BuildFailure)?.diagnostics.map(\.description) == ["nowhere: error: expected the docs folder named by --docs, found nothing at this path"]
        }
    }

    @Test func theOutputMayNotBeInsideTheDocsFolder() throws {
        #expect {
            _ = try build(Self.repository, output: "repo/docs/_site")
        } throws: { error in
            (error as? BuildFailure)?.diagnostics.first?.message
                == "refusing to write the site here: the docs are read from repo/docs, and the output folder must be neither inside it nor hold it; choose another --output"
        }
    }

    @Test func anEmptyDocsKeyIsAnError() throws {
        var files = Self.repository
        files["repo/design/config.yaml"] = "docs: \"\"\n"
        #expect(throws: BuildFailure.self) { _ = try build(files) }
    }

    /// `serve` reads the same folder, and an edit there is re-read from it.
    @Test func serveReadsAndRereadsTheDocsFolderElsewhere() throws {
        let fileSystem = InMemoryFileSystem(files: Self.repository)
        var builder = IncrementalBuilder(siteDirectory: "repo/design", fileSystem: fileSystem, generator: "t")
        _ = try builder.build()
        #expect(builder.outputs["docs/guide/setup.html"] != nil)
        try fileSystem.write(Data("# Setup\n\nEdited in place.\n".utf8), to: "repo/docs/guide/setup.md")
        let update = try builder.update(changedPaths: ["docs/guide/setup.md"])
        #expect(update.changes.map(\.path).contains("docs/guide/setup.html"))
        #expect(String(decoding: builder.outputs["docs/guide/setup.html"] ?? Data(), as: UTF8.self).contains("Edited in place."))
    }
}

import Basics
import Foundation
import PreviewRenderer
import Testing

/// Under `serve`, the files other generators keep beside the docs are
/// inputs like the docs: an edit to Docusaurus' `i18n/<locale>/code.json`,
/// Starlight's `src/content/i18n/<locale>.json`, a `_category_.json` or an
/// `auto_append` snippet re-renders what read it, and the result equals a
/// full build.
struct InterfaceFilesServeTests {
    static let generator = "theme-preview test"

    func start(_ files: [String: String]) throws -> (InMemoryFileSystem, IncrementalBuilder) {
        let fileSystem = InMemoryFileSystem(files: files)
        var builder = IncrementalBuilder(siteDirectory: "site", fileSystem: fileSystem, generator: Self.generator)
        _ = try builder.build()
        return (fileSystem, builder)
    }

    func page(_ builder: IncrementalBuilder, _ path: String) -> String {
        String(decoding: builder.outputs[path] ?? Data(), as: UTF8.self)
    }

    @Test func docusaurusCodeJSONAndCategoryFilesAreWatchedAndReRenderWhatReadThem() throws {
        var (fileSystem, builder) = try start([
            "site/config.yaml": "title: Essai\n",
            "site/docs/intro.md": "# Intro\n\n:::info\nI.\n:::\n",
            "site/docs/fr/intro.md": "# Intro\n\n:::info\nI.\n:::\n",
            "site/docs/guide/setup.md": "# Setup\n",
            "site/docs/guide/_category_.json": #"{"label": "Guide"}"#,
            "site/i18n/fr/code.json": #"{"theme.docs.paginator.next": {"message": "Suivant"}}"#,
        ])
        // serve watches the file it read (`SiteWatcher`'s `included`).
        #expect(builder.filesReadOutsideInputs == ["site/i18n/fr/code.json"])
        #expect(page(builder, "docs/fr/intro.html").contains("</svg>Info</p>"))

        try fileSystem.write(Data(#"{"theme.admonition.info": {"message": "information"}}"#.utf8), to: "site/i18n/fr/code.json")
        var update = try builder.update(changedPaths: ["site/i18n/fr/code.json"])
        #expect(update.inputs == ["site/i18n/fr/code.json"])
        #expect(page(builder, "docs/fr/intro.html").contains("</svg>Information</p>"))
        #expect(update.changes.map(\.path).contains("docs/fr/intro.html"))
        // The English page reads no French words: its bytes stay.
        #expect(!update.changes.map(\.path).contains("docs/intro.html"))
        try expectSameAsFullBuild(fileSystem, builder, generator: Self.generator)

        // A category's label: the sidebars and the folder's page.
        try fileSystem.write(Data(#"{"label": "Getting started"}"#.utf8), to: "site/docs/guide/_category_.json")
        update = try builder.update(changedPaths: ["docs/guide/_category_.json"])
        #expect(page(builder, "docs/intro.html").contains(">Getting started</a>"))
        #expect(update.changes.map(\.path).contains("docs/guide/setup.html"))
        try expectSameAsFullBuild(fileSystem, builder, generator: Self.generator)
    }

    @Test func starlightI18nFilesAreWatched() throws {
        var (fileSystem, builder) = try start([
            "site/config.yaml": "title: Essai\ndocs: ../src/content/docs\n",
            "src/content/docs/intro.md": "# Intro\n\n:::tip\nT.\n:::\n",
            "src/content/docs/fr/intro.md": "# Intro\n\n:::tip\nT.\n:::\n",
            "src/content/i18n/fr.json": #"{"aside.tip": "Conseil"}"#,
        ])
        #expect(builder.filesReadOutsideInputs == ["src/content/i18n/fr.json"])
        #expect(page(builder, "docs/fr/intro.html").contains("</svg>Conseil</p>"))
        try fileSystem.write(Data(#"{"aside.tip": "Un conseil"}"#.utf8), to: "src/content/i18n/fr.json")
        _ = try builder.update(changedPaths: ["src/content/i18n/fr.json"])
        #expect(page(builder, "docs/fr/intro.html").contains("</svg>Un conseil</p>"))
        try expectSameAsFullBuild(fileSystem, builder, generator: Self.generator)
    }

    /// A translation file created after `serve` started: its path was
    /// watched though no file was there, and creating it re-renders.
    @Test func aTranslationFileCreatedAfterTheStartIsRead() throws {
        var (fileSystem, builder) = try start([
            "site/config.yaml": "title: Essai\ndocs: ../src/content/docs\n",
            "src/content/docs/intro.md": "# Intro\n\n:::tip\nT.\n:::\n",
            "src/content/docs/fr/intro.md": "# Intro\n\n:::tip\nT.\n:::\n",
        ])
        #expect(builder.filesReadOutsideInputs == [])
        #expect(builder.filesWatchedOutsideInputs == [
            "src/content/i18n/en.json", "src/content/i18n/en/code.json",
            "src/content/i18n/fr.json", "src/content/i18n/fr/code.json",
            "src/content/website/i18n/en/code.json", "src/content/website/i18n/fr/code.json",
        ])
        #expect(page(builder, "docs/fr/intro.html").contains("</svg>Astuce</p>"))

        try fileSystem.write(Data(#"{"aside.tip": "Conseil"}"#.utf8), to: "src/content/i18n/fr.json")
        var update = try builder.update(changedPaths: ["src/content/i18n/fr.json"])
        #expect(update.inputs == ["src/content/i18n/fr.json"])
        #expect(page(builder, "docs/fr/intro.html").contains("</svg>Conseil</p>"))
        #expect(update.changes.map(\.path).contains("docs/fr/intro.html"))
        #expect(builder.filesReadOutsideInputs == ["src/content/i18n/fr.json"])
        try expectSameAsFullBuild(fileSystem, builder, generator: Self.generator)

        // Docusaurus' code.json, in a folder that did not exist either.
        try fileSystem.write(Data(#"{"theme.docs.paginator.next": {"message": "Page suivante"}}"#.utf8),
                             to: "src/content/i18n/en/code.json")
        update = try builder.update(changedPaths: ["src/content/i18n/en/code.json"])
        #expect(update.inputs == ["src/content/i18n/en/code.json"])
        try expectSameAsFullBuild(fileSystem, builder, generator: Self.generator)
    }

    @Test func anAutoAppendedSnippetIsWatchedAndEveryDocTakesItsEdit() throws {
        var (fileSystem, builder) = try start([
            "site/mkdocs.yml": "markdown_extensions:\n  - pymdownx.snippets:\n      auto_append:\n        - includes/footer.md\n",
            "site/includes/footer.md": "Appended once.\n",
            "site/docs/index.md": "# Home\n",
            "site/docs/other.md": "# Other\n",
        ])
        #expect(builder.filesReadOutsideInputs == ["site/includes/footer.md"])
        #expect(page(builder, "docs/other.html").contains("<p>Appended once.</p>"))
        try fileSystem.write(Data("Appended twice.\n".utf8), to: "site/includes/footer.md")
        let update = try builder.update(changedPaths: ["site/includes/footer.md"])
        #expect(Set(update.changes.map(\.path)).isSuperset(of: ["docs/index.html", "docs/other.html"]))
        #expect(page(builder, "docs/index.html").contains("<p>Appended twice.</p>"))
        #expect(page(builder, "docs/other.html").contains("<p>Appended twice.</p>"))
        try expectSameAsFullBuild(fileSystem, builder, generator: Self.generator)
    }
}

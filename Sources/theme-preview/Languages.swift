import ArgumentParser
import Highlighter
import Markdown
import PreviewRenderer

/// `theme-preview languages`: the languages code blocks can name on this
/// machine, with the other names each answers to.
struct Languages: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "languages",
        abstract: "List the languages code blocks can be highlighted in, with their aliases.",
        discussion: """
            The definitions are GtkSourceView 5's, read from \(LanguageCatalog.systemDirectory) \
            (Debian's \(LanguageCatalog.package)) or from the folder THEME_PREVIEW_LANGUAGE_SPECS names. \
            `console` (a shell session) and `text` (plain) are always known.
            """
    )

    func run() throws {
        let catalog = CodeHighlighting.system.highlighter.catalog
        guard !catalog.isEmpty else {
            throw ValidationError("no language definitions in \(CodeHighlighting.systemDirectory): install Debian's \(LanguageCatalog.package) (`apt-get install \(LanguageCatalog.package)`) or set THEME_PREVIEW_LANGUAGE_SPECS to a folder of GtkSourceView 5 .lang files")
        }
        let languages = catalog.languages
        let width = languages.map(\.id.count).max() ?? 0
        for language in languages {
            let aliases = language.aliases.isEmpty ? "" : "  " + language.aliases.joined(separator: ", ")
            print(language.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + language.name + aliases)
        }
        print("\(languages.count) languages from \(catalog.directory ?? CodeHighlighting.systemDirectory); also console (a shell session: prompts, commands, output) and text (plain)")
    }
}

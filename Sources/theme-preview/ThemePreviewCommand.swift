import ArgumentParser
import CommandLineSupport
import PreviewRenderer

/// The root command. Async because `serve` and `snapshot` are: swift-argument-parser
/// runs async subcommands only under an async root.
@main
struct ThemePreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme-preview",
        abstract: "Turn an app's design tokens into a themed preview and docs site.",
        discussion: """
            A site folder holds docs/ (Markdown), optional templates/ and static/, \
            and an optional config.yaml. `theme-preview build site` writes the gallery, \
            the 12 pinned theme pages, the matrix and the docs into site/_site.
            """,
        version: Version.forArguments,
        subcommands: [Init.self, Build.self, Serve.self, Check.self, Compare.self, Export.self, Themes.self, Languages.self, Snapshot.self, PDF.self],
        defaultSubcommand: nil
    )
}

import ArgumentParser
import Basics
import PreviewRenderer

/// What every command that reads a site takes: the site folder, and any
/// option that changes how a site is read. Each command includes it with
/// `@OptionGroup`, so an option added here reaches build, serve and the
/// others at once, with one spelling and one help text.
public struct SiteOptions: ParsableArguments {
    public init() {}

    @Argument(help: ArgumentHelp("The site folder.", valueName: "SITE_DIR"))
    public var directory: String = "site"

    @Option(help: ArgumentHelp("Read the docs from this folder, in place, instead of SITE_DIR/docs (config.yaml's docs: key does the same, relative to the site folder).",
                               valueName: "DIR"))
    public var docs: String?

    @Flag(help: "Include docs whose front matter says draft: true (left out and counted otherwise).")
    public var drafts = false

    @Flag(help: "Treat every warning (a broken link, a file not published, a theme file not used...) as an error, for CI: the command fails, and build writes nothing. config.yaml's strict: true does the same for build and serve.")
    public var strict = false

    public func validate() throws {
        if directory.isEmpty {
            throw ValidationError("SITE_DIR is empty; name the site folder (the one that holds docs/ and config.yaml), or leave it out for ./site")
        }
    }

    /// The options as the build takes them.
    public var build: BuildOptions {
        BuildOptions(docs: docs, includeDrafts: drafts, strict: strict)
    }

    /// `name` inside the site folder: where output goes by default.
    public func path(_ name: String) -> String {
        joinPath(directory, name)
    }
}

import ArgumentParser

/// What `theme-preview serve` takes. Declared once: `theme-preview` parses
/// it (so help and usage errors come from one place), and the server
/// program it hands over to parses the same arguments again.
public struct ServeArguments: ParsableArguments {
    public init() {}

    @OptionGroup public var site: SiteOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The port (default: 8000, or the next free one; 0: any free port).", valueName: "N"))
    public var port: Int?

    @Option(help: ArgumentHelp("The address to listen on: 127.0.0.1 is this machine only; 0.0.0.0 lets other machines in.",
                               valueName: "ADDR"))
    public var host: String = "127.0.0.1"

    @Flag(help: "Open the site in the default browser.")
    public var open = false

    public static let defaultPort: UInt16 = 8000

    public static let abstract = "Build the site, serve it on this machine and rebuild on every change."

    public static let discussion = """
        Serves on http://127.0.0.1:8000/ unless told otherwise; when port 8000 is taken \
        the next free one is used (with --port, a taken port is an error instead). \
        Watches SITE_DIR's docs/, tokens/, templates/, static/ and config.yaml: a change \
        rebuilds only what it affects and the open pages reload, or swap their \
        stylesheets for a CSS-only change. A change that breaks the build keeps the last \
        good site and shows the error in the pages and here until it is fixed. \
        The served pages carry a small live-reload script; `build` output never does. \
        Press Ctrl-C to stop.
        """

    public func validate() throws {
        if let port, !(0...65535).contains(port) {
            throw ValidationError("--port must be a number from 0 to 65535, found \(port)")
        }
    }
}

import ArgumentParser
import Dispatch
import Foundation
import PreviewRenderer
import PreviewServer

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site, serve it on this machine and rebuild on every change.",
        discussion: """
            Serves on http://127.0.0.1:8000/ unless told otherwise; when port 8000 is taken \
            the next free one is used (with --port, a taken port is an error instead). \
            Watches SITE_DIR's docs/, tokens/, templates/, static/ and config.yaml: a change \
            rebuilds only what it affects and the open pages reload, or swap their \
            stylesheets for a CSS-only change. A change that breaks the build keeps the last \
            good site and shows the error in the pages and here until it is fixed. \
            The served pages carry a small live-reload script; `build` output never does. \
            Press Ctrl-C to stop.
            """
    )

    @OptionGroup var site: SiteOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The port (default: 8000, or the next free one; 0: any free port).", valueName: "N"))
    var port: Int?

    @Option(help: ArgumentHelp("The address to listen on: 127.0.0.1 is this machine only; 0.0.0.0 lets other machines in.",
                               valueName: "ADDR"))
    var host: String = "127.0.0.1"

    @Flag(help: "Open the site in the default browser.")
    var open = false

    static let defaultPort: UInt16 = 8000

    func validate() throws {
        if let port, !(0...65535).contains(port) {
            throw ValidationError("--port must be a number from 0 to 65535, found \(port)")
        }
    }

    func run() async throws {
        let stop = StopSignal()
        var options = ServeOptions(siteDirectory: site.directory, generator: Version.generator, host: host,
                                   port: port.map(UInt16.init) ?? Serve.defaultPort, portIsExplicit: port != nil)
        options.includeDrafts = site.drafts
        options.strict = site.strict
        let server = PreviewServer(options: options, say: Serve.say)
        let url: URL
        do {
            url = try await server.start()
        } catch {
            Terminal.error("error: \(error)")
            await server.stop()
            throw ExitCode.failure
        }
        if host == "0.0.0.0" || host == "::" {
            Serve.say("Listening on all network interfaces (\(host)): other machines that can reach this one can open the site on port \(url.port ?? 0).")
        } else if !["127.0.0.1", "::1", "localhost"].contains(host) {
            Serve.say("Listening on \(host): other machines may be able to open the site.")
        }
        Serve.say("Serving \(site.directory) at \(url.absoluteString) from \(server.outputDirectory ?? "?") (press Ctrl-C to stop)")
        Serve.say("Watching \(site.directory)/ (docs, tokens, templates, static, config.yaml) for changes")
        if open { Serve.openBrowser(url) }
        await stop.wait()
        Serve.say("\nStopping.")
        await server.stop()
    }

    /// One line on standard output, written at once (also into a pipe).
    @Sendable static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func openBrowser(_ url: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if os(macOS)
        process.arguments = ["open", url.absoluteString]
        #else
        process.arguments = ["xdg-open", url.absoluteString]
        #endif
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            Terminal.error("could not open a browser (\(error.localizedDescription)); open \(url.absoluteString) yourself")
        }
    }
}

/// Ctrl-C (SIGINT) or SIGTERM, once; a second one ends the process at once.
final class StopSignal: Sendable {
    private let received = Latch()
    // Kept alive for the process; only touched in init.
    nonisolated(unsafe) private let sources: [any DispatchSourceSignal]

    init() {
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            sources.append(source)
        }
        self.sources = sources
        for source in sources {
            source.setEventHandler { [weak self] in self?.fire() }
            source.resume()
        }
    }

    private func fire() {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        received.open()
    }

    func wait() async {
        await received.wait()
    }
}

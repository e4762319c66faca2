import ArgumentParser
import CommandLineSupport
import Foundation
import PreviewRenderer
import PreviewServer

/// The program behind `theme-preview serve`, which hands over to it with
/// the same arguments (see `Serve` in theme-preview). Run on its own it
/// behaves the same.
@main
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme-preview serve",
        abstract: ServeArguments.abstract,
        discussion: ServeArguments.discussion,
        version: Version.current
    )

    @OptionGroup var options: ServeArguments

    func run() async throws {
        let stop = StopSignal()
        let site = options.site
        let host = options.host
        var serveOptions = ServeOptions(siteDirectory: site.directory, generator: Version.generator, host: host,
                                        port: options.port.map(UInt16.init) ?? ServeArguments.defaultPort,
                                        portIsExplicit: options.port != nil)
        serveOptions.build = site.build
        let server = PreviewServer(options: serveOptions, say: ServeCommand.say)
        let url: URL
        do {
            url = try await server.start()
        } catch {
            Terminal.error("error: \(error)")
            await server.stop()
            throw ExitCode.failure
        }
        if host == "0.0.0.0" || host == "::" {
            ServeCommand.say("Listening on all network interfaces (\(host)): other machines that can reach this one can open the site on port \(url.port ?? 0).")
        } else if !["127.0.0.1", "::1", "localhost"].contains(host) {
            ServeCommand.say("Listening on \(host): other machines may be able to open the site.")
        }
        ServeCommand.say("Serving \(site.directory) at \(url.absoluteString) from \(server.outputDirectory ?? "?") (press Ctrl-C to stop)")
        ServeCommand.say("Watching \(site.directory)/ (docs, tokens, templates, static, config.yaml) for changes")
        if let text = try? String(contentsOfFile: site.path(SiteConfig.fileName), encoding: .utf8),
           let versions = try? SiteConfig.parse(text, file: site.path(SiteConfig.fileName)).versions, !versions.isEmpty {
            ServeCommand.say("config.yaml lists versions (\(versions.map(\.ref).joined(separator: ", "))): serve shows the working tree; `theme-preview build` builds the versions")
        }
        if options.open { ServeCommand.openBrowser(url) }
        await stop.wait()
        ServeCommand.say("\nStopping.")
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

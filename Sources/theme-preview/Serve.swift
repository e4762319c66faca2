import ArgumentParser
import CommandLineSupport
import Foundation

/// `theme-preview serve`: parsed and checked here, then run by
/// `theme-preview-serve`, the program beside this one. The HTTP server and
/// the networking libraries it links (FoundationNetworking, curl, TLS) live
/// only there, so every other command starts without loading them.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: ServeArguments.abstract,
                                                    discussion: ServeArguments.discussion)

    @OptionGroup var options: ServeArguments

    /// The server program's name; it is looked for beside this executable.
    static let serverProgram = "theme-preview-serve"

    func run() throws {
        let server = Serve.serverPath()
        guard FileManager.default.isExecutableFile(atPath: server) else {
            Terminal.error("""
                error: `serve` runs \(Serve.serverProgram), which is not beside this theme-preview: there is no \(server). \
                `swift build -c release` builds both programs; keep them in one folder (a symbolic link to theme-preview is fine).
                """)
            throw ExitCode.failure
        }
        // Everything after `serve`, as typed: the server parses it again.
        let arguments = [server] + CommandLine.arguments.drop(while: { $0 != "serve" }).dropFirst()
        fflush(nil)
        let argv = arguments.map { strdup($0) } + [nil]
        execv(server, argv)
        Terminal.error("error: could not start \(server): \(String(cString: strerror(errno)))")
        throw ExitCode.failure
    }

    /// `theme-preview-serve` in the folder of the running executable, with
    /// symbolic links resolved (an installed link still finds the real folder).
    static func serverPath() -> String {
        let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent(serverProgram).path
    }
}

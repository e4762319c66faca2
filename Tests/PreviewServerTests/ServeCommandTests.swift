import Foundation
import Synchronization
import Testing

/// The real `theme-preview serve`, as a user runs it: Ctrl-C, --host, --port.
struct ServeCommandTests {
    /// A running `theme-preview serve` and what it printed so far.
    final class ServeProcess: Sendable {
        let process: Process
        private let out = Text(), err = Text()

        final class Text: Sendable {
            private let value = Mutex("")
            func append(_ data: Data) { value.withLock { $0 += String(decoding: data, as: UTF8.self) } }
            var string: String { value.withLock { $0 } }
        }

        static var binary: URL {
            var url = Bundle.main.bundleURL
            while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("theme-preview").path) {
                url.deleteLastPathComponent()
            }
            return url.appendingPathComponent("theme-preview")
        }

        init(_ arguments: [String]) throws {
            process = Process()
            process.executableURL = ServeProcess.binary
            process.arguments = ["serve"] + arguments
            let outPipe = Pipe(), errPipe = Pipe()
            process.standardOutput = outPipe
            process.standardError = errPipe
            outPipe.fileHandleForReading.readabilityHandler = { [out] handle in out.append(handle.availableData) }
            errPipe.fileHandleForReading.readabilityHandler = { [err] handle in err.append(handle.availableData) }
            try process.run()
        }

        var stdout: String { out.string }
        var stderr: String { err.string }

        /// The served URL and folder, from the "Serving" line.
        func waitUntilServing() async throws -> (url: URL, folder: String) {
            var line = ""
            try await poll("the Serving line") {
                line = stdout.split(separator: "\n").first { $0.hasPrefix("Serving ") }.map(String.init) ?? ""
                return !line.isEmpty || !process.isRunning
            }
            let words = line.split(separator: " ")
            let url = try #require(words.first { $0.hasPrefix("http://") }.flatMap { URL(string: String($0)) }, "\(stdout)\(stderr)")
            let folder = try #require(words.firstIndex(of: "from").map { String(words[$0 + 1]) })
            return (url, folder)
        }

        func waitUntilExit() async throws -> Int32 {
            try await poll("the process to end") { !process.isRunning }
            return process.terminationStatus
        }
    }

    @Test func ctrlCStopsCleanlyAndRemovesTheServedFolder() async throws {
        let site = try TemporarySite(TemporarySite.files)
        let serve = try ServeProcess([site.site.path, "--port", "0"])
        let (url, folder) = try await serve.waitUntilServing()
        #expect(url.host == "127.0.0.1")
        #expect(serve.stdout.contains("Watching \(site.site.path)/ (docs, tokens, templates, static, config.yaml)"))
        #expect(!serve.stdout.contains("Listening on"), "no warning on loopback")
        #expect(try await Client.fetch(url).status == 200)
        #expect(FileManager.default.fileExists(atPath: folder + "/index.html"))

        // A page is connected when Ctrl-C comes.
        let events = try EventStreamClient(port: url.port!)
        try await events.waitUntilConnected()
        serve.process.interrupt()
        #expect(try await serve.waitUntilExit() == 0)
        #expect(serve.stdout.contains("Stopping."))
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(serve.stderr.isEmpty, "\(serve.stderr)")
    }

    @Test func allInterfacesOnlyWhenAskedAndSaidSoAndAnExplicitPortInUseFails() async throws {
        let site = try TemporarySite(["docs/a.md": "# A\n"])
        let open = try ServeProcess([site.site.path, "--host", "0.0.0.0", "--port", "0"])
        let (url, _) = try await open.waitUntilServing()
        #expect(open.stdout.contains("Listening on all network interfaces (0.0.0.0): other machines that can reach this one can open the site on port \(url.port!)."))

        let other = try TemporarySite(["docs/a.md": "# A\n"])
        let clash = try ServeProcess([other.site.path, "--port", String(url.port!)])
        #expect(try await clash.waitUntilExit() == 1)
        #expect(clash.stderr.contains("error: port \(url.port!) on 127.0.0.1 is already in use"), "\(clash.stderr)")
        #expect(clash.stderr.contains("is free: run again with --port "))

        open.process.interrupt()
        #expect(try await open.waitUntilExit() == 0)
    }

    /// `theme-preview serve` becomes `theme-preview-serve` (same process,
    /// same arguments); only that program links the networking libraries.
    @Test func serveHandsOverToTheServerProgramWhichAloneLinksNetworking() async throws {
        let site = try TemporarySite(["docs/a.md": "# A\n"])
        let serve = try ServeProcess([site.site.path, "--port", "0"])
        _ = try await serve.waitUntilServing()
        #if os(Linux)
        let running = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(serve.process.processIdentifier)/exe")
        #expect(running.hasSuffix("/theme-preview-serve"), "\(running)")
        let cli = try Data(contentsOf: ServeProcess.binary)
        let server = try Data(contentsOf: ServeProcess.binary.deletingLastPathComponent().appendingPathComponent("theme-preview-serve"))
        #expect(server.range(of: Data("libFoundationNetworking".utf8)) != nil)
        #expect(cli.range(of: Data("libFoundationNetworking".utf8)) == nil, "theme-preview links FoundationNetworking")
        #endif
        serve.process.interrupt()
        #expect(try await serve.waitUntilExit() == 0)
    }

    @Test func withoutTheServerProgramBesideItServeSaysWhatIsMissing() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tp-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("theme-preview")
        try FileManager.default.copyItem(at: ServeProcess.binary, to: alone)
        let process = Process()
        process.executableURL = alone
        process.arguments = ["serve", "site"]
        let errPipe = Pipe()
        process.standardError = errPipe
        process.standardOutput = Pipe()
        try process.run()
        let stderr = String(decoding: errPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(stderr == """
            error: `serve` runs theme-preview-serve, which is not beside this theme-preview: there is no \(folder.path)/theme-preview-serve. \
            `swift build -c release` builds both programs; keep them in one folder (a symbolic link to theme-preview is fine).

            """)
    }
}

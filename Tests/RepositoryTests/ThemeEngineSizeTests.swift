import Foundation
@testable import PreviewRenderer
import Testing

/// architecture.md states the theme lab engine's sizes; they are the sizes
/// of this build's engine (KB are 1,000 bytes, rounded), so a change that
/// grows or shrinks it updates the page.
struct ThemeEngineSizeTests {
    static func kilobytes(_ bytes: Int) -> Int { Int((Double(bytes) / 1000).rounded()) }

    static func gzipped(_ text: String) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-c", "-9"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let data = Data(text.utf8)
        // Written from another thread: gzip's output pipe would fill first.
        let writer = Thread { input.fileHandleForWriting.write(data); try? input.fileHandleForWriting.close() }
        writer.start()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return compressed.count
    }

    @Test func architectureStatesTheEnginesSizes() throws {
        let module = try #require(Data(base64Encoded: ThemeEngineModule.base64))
        let script = try #require(ThemeEngineScript.make())
        let sentence = "The module is \(Self.kilobytes(module.count)) KB (`-Osize`, link-time optimized, names stripped) and the\nscript \(Self.kilobytes(script.utf8.count)) KB, \(Self.kilobytes(try Self.gzipped(script))) KB gzipped."
        let page = try String(contentsOf: ModuleBordersTests.root.appendingPathComponent("site/docs/contributing/architecture.md"), encoding: .utf8)
        #expect(page.contains(sentence), "architecture.md should say:\n\(sentence)")
    }
}

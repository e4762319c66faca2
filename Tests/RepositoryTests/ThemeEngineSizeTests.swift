import Foundation
@testable import PreviewRenderer
import Testing

/// architecture.md states the theme lab engine's sizes; they are the sizes
/// of this build's engine (KB are 1,000 bytes, rounded), so a change that
/// grows or shrinks it updates the page.
struct ThemeEngineSizeTests {
    static func kilobytes(_ bytes: Int) -> Int { Int((Double(bytes) / 1000).rounded()) }

    /// `gzip` with `arguments` over `data`: what it writes.
    static func gzip(_ data: Data, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = arguments
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Written from another thread: gzip's output pipe would fill first.
        let writer = Thread { input.fileHandleForWriting.write(data); try? input.fileHandleForWriting.close() }
        writer.start()
        let result = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return result
    }

    static func gzipped(_ text: String) throws -> Int { try gzip(Data(text.utf8), ["-c", "-9"]).count }

    /// The script carries the module gzip-compressed: it inflates to a
    /// WebAssembly module of `byteCount` bytes.
    @Test func theScriptCarriesTheModuleCompressed() throws {
        let packed = try #require(Data(base64Encoded: ThemeEngineModule.base64))
        #expect(packed.prefix(2) == Data([0x1F, 0x8B]), "not gzip")
        let module = try Self.gzip(packed, ["-d", "-c"])
        #expect(module.prefix(4) == Data([0, 0x61, 0x73, 0x6D]), "not a WebAssembly module")
        #expect(module.count == ThemeEngineModule.byteCount)
        #expect(packed.count < module.count / 2)
    }

    @Test func architectureStatesTheEnginesSizes() throws {
        let script = try #require(ThemeEngineScript.make())
        let sentence = "The module is \(Self.kilobytes(ThemeEngineModule.byteCount)) KB (`-Osize`, link-time optimized, names stripped, `wasm-opt -Oz`) and the\nscript \(Self.kilobytes(script.utf8.count)) KB, \(Self.kilobytes(try Self.gzipped(script))) KB gzipped."
        let page = try String(contentsOf: ModuleBordersTests.root.appendingPathComponent("site/docs/contributing/architecture.md"), encoding: .utf8)
        #expect(page.contains(sentence), "architecture.md should say:\n\(sentence)")
    }
}

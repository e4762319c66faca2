import Foundation

// Usage: build-theme-engine SWIFTC WORK_DIR OUTPUT TOKENS_DIR CSS_DIR ENGINE_DIR
//
// Compiles the theme lab's engine: ThemeTokens, ThemeCSS and the exports in
// ENGINE_DIR, as Embedded Swift for wasm32-unknown-none-wasm, linked with
// the toolchain's wasm-ld (beside SWIFTC), then shrinks it with Binaryen's
// `wasm-opt -Oz` (Debian's binaryen; scripts/setup installs it) when it is
// on PATH or in /usr/bin, else says so and keeps the module as linked (it
// works the same, 45 KB larger). Writes a Swift file declaring
// `ThemeEngineModule.base64`: the module compressed with `zopfli --gzip`
// (Debian's zopfli, which scripts/setup installs; else `gzip -9 -n`, 4 KB
// larger), in base64 (the script decompresses it with the browser's
// DecompressionStream: base64 of compressed bytes compresses no further,
// so a server's gzip sends about the compressed size, where plain base64
// of the module cost 30% more). Same sources, same toolchain, same
// wasm-opt and zopfli: same bytes. Nothing is fetched.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("build-theme-engine: \(message)\n".utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 6 else {
    fail("usage: build-theme-engine SWIFTC WORK_DIR OUTPUT TOKENS_DIR CSS_DIR ENGINE_DIR")
}
// Run as named (swiftc is often a link to swift-driver, which reads its
// name); the toolchain's folders are found beside the link or its target.
let swiftc = URL(fileURLWithPath: arguments[0])
let work = URL(fileURLWithPath: arguments[1])
let output = URL(fileURLWithPath: arguments[2])
let folders = arguments[3...5].map { URL(fileURLWithPath: $0) }
let target = "wasm32-unknown-none-wasm"
guard let toolchainBin = [swiftc, swiftc.resolvingSymlinksInPath()].map({ $0.deletingLastPathComponent() })
    .first(where: { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("wasm-ld").path) }) else {
    fail("wasm-ld is not beside \(swiftc.path): a Swift toolchain with WebAssembly support is needed")
}
let wasmLD = toolchainBin.appendingPathComponent("wasm-ld")
let embeddedLibraries = toolchainBin.deletingLastPathComponent()
    .appendingPathComponent("lib/swift/embedded/\(target)")

func sources(_ folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let files = names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    if files.isEmpty { fail("no Swift files in \(folder.path)") }
    return files
}

func run(_ tool: URL, _ arguments: [String], input: URL? = nil, output: URL? = nil) {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = work
    do {
        if let input { process.standardInput = try FileHandle(forReadingFrom: input) }
        if let output {
            guard FileManager.default.createFile(atPath: output.path, contents: nil) else { fail("cannot create \(output.path)") }
            process.standardOutput = try FileHandle(forWritingTo: output)
        }
    } catch {
        fail("cannot open \(input?.path ?? ""), \(output?.path ?? ""): \(error)")
    }
    do {
        try process.run()
    } catch {
        fail("cannot run \(tool.path): \(error)")
    }
    process.waitUntilExit()
    if process.terminationStatus != 0 {
        fail("\(tool.lastPathComponent) failed (exit \(process.terminationStatus)): \(tool.path) \(arguments.joined(separator: " "))")
    }
}

try? FileManager.default.removeItem(at: work)
do {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
} catch {
    fail("cannot create \(work.path): \(error)")
}
let common = ["-target", target, "-enable-experimental-feature", "Embedded", "-enable-experimental-feature", "Extern",
              "-wmo", "-Osize", "-lto=llvm-full", "-parse-as-library", "-Xfrontend", "-disable-stack-protector", "-suppress-warnings",
              "-module-cache-path", work.appendingPathComponent("module-cache").path, "-I", work.path]
let modules = ["ThemeTokens", "ThemeCSS", "ThemeEngine"]
for (module, folder) in zip(modules, folders) {
    var flags = common + ["-module-name", module, "-c", "-o", work.appendingPathComponent("\(module).o").path]
    if module != "ThemeEngine" {
        flags += ["-emit-module", "-emit-module-path", work.appendingPathComponent("\(module).swiftmodule").path]
    }
    run(swiftc, flags + sources(folder))
}
let wasm = work.appendingPathComponent("theme-engine.wasm")
run(wasmLD, ["--no-entry", "--gc-sections", "--strip-all", "-O2", "-o", wasm.path]
    + modules.reversed().map { work.appendingPathComponent("\($0).o").path }
    + [embeddedLibraries.appendingPathComponent("libswiftUnicodeDataTables.a").path])

/// The first executable named `name` on PATH, then in /usr/bin and /bin.
func findTool(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return (path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin"])
        .map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

var shipped = wasm
if let wasmOpt = findTool("wasm-opt") {
    shipped = work.appendingPathComponent("theme-engine-oz.wasm")
    // The features the toolchain's wasm32 code uses, and no others: with
    // --all-features wasm-opt writes typed function references, which
    // node 20 rejects.
    run(wasmOpt, ["-Oz", "--enable-bulk-memory", "--enable-sign-ext", "--enable-mutable-globals",
                  "--enable-nontrapping-float-to-int", "-o", shipped.path, wasm.path])
} else {
    FileHandle.standardError.write(Data("""
        build-theme-engine: note: wasm-opt (Debian's binaryen, which scripts/setup installs) is not on PATH: \
        the theme lab's engine is shipped as linked, about 45 KB larger

        """.utf8))
}
let packed = work.appendingPathComponent("theme-engine.wasm.gz")
if let zopfli = findTool("zopfli") {
    // Zopfli writes the same gzip format 5% smaller (76 KB for 80 KB), with
    // no name and no time in the header, in about 2 s.
    run(zopfli, ["-c", "--gzip", shipped.path], output: packed)
} else {
    guard let gzipTool = findTool("gzip") else { fail("gzip is not on PATH") }
    FileHandle.standardError.write(Data("""
        build-theme-engine: note: zopfli (Debian's zopfli, which scripts/setup installs) is not on PATH: \
        the theme lab's engine is compressed with gzip -9, about 4 KB larger

        """.utf8))
    run(gzipTool, ["-9", "-n", "-c"], input: shipped, output: packed)
}
guard let bytes = FileManager.default.contents(atPath: shipped.path) else { fail("cannot read \(shipped.path)") }
guard let packedBytes = FileManager.default.contents(atPath: packed.path) else { fail("cannot read \(packed.path)") }
let source = """
    // Generated by build-theme-engine from Sources/ThemeTokens, Sources/ThemeCSS
    // and ThemeEngine/. Do not edit.

    enum ThemeEngineModule {
        /// The theme lab's engine, a WebAssembly module compressed with
        /// gzip, in base64.
        static let base64 = "\(packedBytes.base64EncodedString())"
        /// The module's size in bytes, uncompressed.
        static let byteCount = \(bytes.count)
    }

    """
do {
    try Data(source.utf8).write(to: output, options: .atomic)
} catch {
    fail("cannot write \(output.path): \(error)")
}

import Foundation
import PackagePlugin

/// Compiles the theme lab's engine (ThemeTokens, ThemeCSS and ThemeEngine/
/// as Embedded Swift for WebAssembly) with the toolchain that runs the
/// build, and embeds the module into the target as base64.
@main
struct EmbedThemeEngine: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let folders = ["Sources/ThemeTokens", "Sources/ThemeCSS", "ThemeEngine"].map { package.appending(path: $0) }
        let inputs = folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appending(path: $0) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "ThemeEngineModule.swift")
        return [
            .buildCommand(
                displayName: "Compiling the theme lab's engine to WebAssembly",
                executable: try context.tool(named: "build-theme-engine").url,
                arguments: [try swiftc(context).path, context.pluginWorkDirectoryURL.appending(path: "wasm").path, output.path]
                    + folders.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }

    /// The Swift compiler: the toolchain's (SwiftPM finds it beside the
    /// compiler running the build), else the first on PATH.
    func swiftc(_ context: PluginContext) throws -> URL {
        if let tool = try? context.tool(named: "swiftc") { return tool.url }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appending(path: "swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw EngineError.noCompiler
    }

    enum EngineError: Error, CustomStringConvertible {
        case noCompiler
        var description: String { "swiftc not found: neither beside the build's compiler nor on PATH" }
    }
}

import Foundation
import PackagePlugin

/// Embeds every file under the package's `Templates/` folder into the target
/// as Swift string literals, so the built binary carries its templates.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let names = (FileManager.default.subpaths(atPath: templates.path) ?? [])
            .filter { name in
                var isDirectory: ObjCBool = false
                let path = templates.appending(path: name).path
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                    && !isDirectory.boolValue && !name.hasPrefix(".")
            }
            .sorted()
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(names.count) built-in templates",
                executable: try context.tool(named: "embed-resources").url,
                arguments: [templates.path, output.path] + names,
                inputFiles: names.map { templates.appending(path: $0) },
                outputFiles: [output]
            ),
        ]
    }
}

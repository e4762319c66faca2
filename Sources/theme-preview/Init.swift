import ArgumentParser
import Basics
import CommandLineSupport
import PreviewRenderer

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a new site folder to start from: docs, a commented config.yaml and an example theme.",
        discussion: "Refuses a folder that holds anything, unless --force; even then, files already there are kept."
    )

    @Argument(help: ArgumentHelp("The folder to create.", valueName: "DIR"))
    var directory: String = "site"

    @Flag(help: "Add the starter files to a folder that holds files already (keeping every file there).")
    var force = false

    func validate() throws {
        if directory.isEmpty { throw ValidationError("DIR is empty; name the folder to create, or leave it out for ./site") }
    }

    private func count(_ files: Int) -> String { files == 1 ? "1 file" : "\(files) files" }

    func run() throws {
        let result: StarterWriter.Result
        do {
            result = try StarterWriter().write(to: directory, force: force)
        } catch {
            for diagnostic in error.diagnostics { Terminal.error(diagnostic.description) }
            throw ExitCode.failure
        }
        if result.written.isEmpty {
            print("Wrote nothing into \(directory)/: every starter file is there already.")
        } else {
            print("Wrote \(count(result.written.count)) into \(directory)/: \(result.written.joined(separator: ", ")).")
        }
        if !result.kept.isEmpty { print("Kept \(count(result.kept.count)) already there: \(result.kept.joined(separator: ", ")).") }
        if !result.ignoredOutputs.isEmpty {
            print("Added \(ListPhrase.and(result.ignoredOutputs)) to \(directory)/.gitignore.")
        }
        print("Next:")
        print("  theme-preview build \(directory)    # then open \(directory)/_site/index.html")
        print("  theme-preview serve \(directory)    # live reload while you edit")
    }
}

import Basics
import Foundation
import Highlighter
import Markdown
import PreviewRenderer

/// The tool's version, as `--version` prints it and pages name their generator.
public enum Version {
    public static let current = "0.1.0"
    public static var generator: String { "theme-preview \(current)" }

    /// What `--version` prints: the version, then the KaTeX that typesets
    /// the docs' math, read from the system (see `KaTeXAssets`), or what to
    /// install when it is missing.
    public static var withComponents: String {
        let katex = KaTeXAssets.version(in: LocalFileSystem()).map { "KaTeX \($0) (\(KaTeXAssets.directory))" }
            ?? "KaTeX: not found in \(KaTeXAssets.directory) (math shows as TeX; install \(KaTeXAssets.packages))"
        return "\(current)\n\(katex)\n\(languageDefinitions)\n\(iconSets)"
    }

    /// Where Material for MkDocs' icon sets and emoji index are read from,
    /// and which wheels they came from.
    static var iconSets: String {
        let catalog = ShortcodeCatalog(directory: ShortcodeCatalog.directoryInUse)
        guard catalog.hasIcons else {
            return "Icons and emoji: none in \(catalog.directory) (`:material-…:` and `:smile:` stay text; run scripts/setup or set \(ShortcodeCatalog.environmentVariable))"
        }
        return "Icons and emoji: \(catalog.version ?? "version unknown") (\(catalog.directory))"
    }

    /// Which GtkSourceView definitions highlight code, and their version.
    static var languageDefinitions: String {
        let directory = CodeHighlighting.systemDirectory
        // A look for the file every definition refers to, not the catalog:
        // `--version` stays quick to start.
        guard FileManager.default.fileExists(atPath: directory + "/def.lang") else {
            return "Language definitions: none in \(directory) (code stays plain; install \(LanguageCatalog.package))"
        }
        let version = directory == LanguageCatalog.systemDirectory ? LanguageCatalog.installedVersion().map { " \($0)" } ?? "" : ""
        return "GtkSourceView 5 language definitions\(version) (\(directory))"
    }

    /// The version string for the command's configuration: with the
    /// components only when `--version` is asked for, so no other command
    /// reads KaTeX's script to start.
    public static var forArguments: String {
        CommandLine.arguments.dropFirst().contains("--version") ? withComponents : current
    }

    /// The running program's size and modification time: a rebuilt tool
    /// with the same version differs by them (a versioned build reuses a
    /// version only when the tool that built it is the same).
    public static var executableStamp: String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path),
              let size = attributes[.size] as? NSNumber, let date = attributes[.modificationDate] as? Date else { return "unknown" }
        return "\(size.intValue) bytes, \(Int(date.timeIntervalSince1970 * 1000))"
    }
}

import Basics
import DTCG

/// Tokens Studio's files in a site's `tokens/` folder, for the site's
/// theme loader (`SiteThemeLoader.readers`): each folder holding a
/// `$themes.json` or `$metadata.json` is one system of every `.json` file
/// under it, and a single file with `$themes` or `$metadata` at its top is
/// one system too.
public struct TokensStudioSiteReader: DesignSystemReader {
    public init() {}

    public func read(_ files: [DTCGFile], directory: String) throws(BuildFailure) -> DesignSystemReading {
        try read(files, directory: directory, reusing: nil)
    }

    /// `read`, each system starting from what `previous` (an earlier
    /// reading's `kept`, a `TokensStudioSiteReader.Kept`) kept of it; the
    /// reading's `kept` is what this one keeps.
    public func read(_ files: [DTCGFile], directory: String, reusing previous: (any Sendable)?) throws(BuildFailure) -> DesignSystemReading {
        let previous = (previous as? Kept)?.systems ?? [:]
        var kept = Kept()
        var reading = DesignSystemReading()
        var problems: [Diagnostic] = []
        let candidates = files.filter { Self.isCandidate($0.path) }
        // Folders with a marker file; an outer one takes the folders inside it.
        let markers = candidates.filter { Self.name(of: $0.path) == "$themes.json" || Self.name(of: $0.path) == "$metadata.json" }
        var folders: [String] = []
        for folder in Set(markers.map { Self.folder(of: $0.path) }).sorted(by: { $0.count < $1.count })
        where !folders.contains(where: { folder.hasPrefix($0 + "/") }) {
            folders.append(folder)
        }
        var taken = Set<String>()
        for folder in folders.sorted() {
            let inside = candidates.filter { $0.path.hasPrefix(folder + "/") }
            taken.formUnion(inside.map(\.path))
            let marker = inside.first { Self.name(of: $0.path) == "$themes.json" } ?? inside.first { Self.name(of: $0.path) == "$metadata.json" }
            // The folder's name, or for tokens/ itself the site folder's.
            let name = folder == directory ? Self.name(of: Self.folder(of: directory)) : Self.name(of: folder)
            do {
                let (system, reuse) = try TokensStudioReader.read(files: inside, folder: folder, name: name,
                                                                  reusing: previous[folder])
                kept.systems[folder] = reuse
                reading.systems.append((system, marker?.path ?? folder))
                reading.files.formUnion(inside.map(\.path))
                reading.warnings += system.warnings
            } catch {
                problems += error.diagnostics
                reading.files.formUnion(inside.map(\.path))
            }
        }
        // Single files that say they are Tokens Studio's.
        for file in candidates where !taken.contains(file.path) && (file.text.contains("\"$themes\"") || file.text.contains("\"$metadata\""))
            && TokensStudioReader.isTokensStudio(files: [file]) {
            do {
                let stem = String(Self.name(of: file.path).dropLast(".json".count))
                let system = try TokensStudioReader.read(files: [file], folder: Self.folder(of: file.path), name: stem)
                reading.systems.append((system, file.path))
                reading.warnings += system.warnings
            } catch {
                problems += error.diagnostics
            }
            reading.files.insert(file.path)
        }
        guard problems.isEmpty else { throw BuildFailure(problems) }
        reading.kept = kept
        return reading
    }

    /// What a reading keeps: each folder's system's `TokensStudioReuse`,
    /// by folder.
    public struct Kept: Sendable {
        var systems: [String: TokensStudioReuse] = [:]
    }

    /// JSON that is not another format's: DTCG token files and resolver
    /// documents, theme files.
    static func isCandidate(_ path: String) -> Bool {
        path.hasSuffix(".json") && !path.hasSuffix(".tokens.json") && !path.hasSuffix(".resolver.json") && !path.hasSuffix(".theme.json")
    }

    static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func folder(of path: String) -> String {
        String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    }
}

import Basics
import Foundation

/// `theme-preview init`: writes a working site folder from the starter
/// files built into the tool (`Templates/starter/`), never replacing a
/// file that is there.
public struct StarterWriter: Sendable {
    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// What `write` did.
    public struct Result: Sendable, Equatable {
        /// Paths written, relative to the folder.
        public var written: [String] = []
        /// Paths that were there already and were kept.
        public var kept: [String] = []
        /// The output folders added to a `.gitignore` (the folder is in a
        /// git work tree), e.g. `["_site/", "_compare/", "_snapshots/"]`.
        public var ignoredOutputs: [String] = []
    }

    /// The starter files: path in the site folder, and text.
    public static var files: [(path: String, text: String)] {
        EmbeddedTemplates.files.compactMap { file in
            file.name.hasPrefix("starter/") ? (String(file.name.dropFirst("starter/".count)), file.text) : nil
        }.sorted { $0.path < $1.path }
    }

    /// Writes the starter site into `directory`. A folder that holds
    /// anything is refused unless `force`; with `force`, files already
    /// there are kept.
    public func write(to directory: String, force: Bool) throws(BuildFailure) -> Result {
        switch fileSystem.kind(at: directory) {
        case .file?, .symbolicLink?:
            throw BuildFailure([Diagnostic(file: directory, message: "is not a folder; name a new or empty folder for the site")])
        case .directory?:
            let present = (try? fileSystem.listing(under: directory)).map { $0.files + $0.symbolicLinks } ?? []
            if !present.isEmpty && !force {
                throw BuildFailure([Diagnostic(file: directory, message:
                    "already holds \(present.count) file\(present.count == 1 ? "" : "s") (\(present.prefix(3).joined(separator: ", "))\(present.count > 3 ? ", …" : "")); "
                    + "name a new or empty folder, or add --force to add the starter files beside them (files already there are kept)")])
            }
        case nil:
            break
        }
        var result = Result()
        for file in Self.files {
            let path = joinPath(directory, file.path)
            if fileSystem.kind(at: path) != nil {
                result.kept.append(file.path)
                continue
            }
            do {
                try fileSystem.write(Data(file.text.utf8), to: path)
            } catch {
                throw BuildFailure([Diagnostic(file: path, message: "cannot write: \(error)")])
            }
            result.written.append(file.path)
        }
        if isInGitWorkTree(directory) {
            result.ignoredOutputs = try ignoreOutputs(in: directory)
        }
        return result
    }

    /// Whether `directory` or a folder above it holds `.git`.
    func isInGitWorkTree(_ directory: String) -> Bool {
        var folder = fileSystem.physicalPath(directory)
        while true {
            if fileSystem.kind(at: joinPath(folder, ".git")) != nil { return true }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return false }
            folder = parent
        }
    }

    /// What the commands write into a site folder by default: `build`'s
    /// site, `compare`'s review and `snapshot`'s pictures.
    public static let outputFolders = ["_site", "_compare", "_snapshots"]

    /// Adds each of `outputFolders` to the folder's `.gitignore` unless a
    /// line names it already; the ones added.
    func ignoreOutputs(in directory: String) throws(BuildFailure) -> [String] {
        let path = joinPath(directory, ".gitignore")
        let existing = (try? fileSystem.contents(of: path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let lines = Set(existing.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = Self.outputFolders.filter { folder in
            ![folder, folder + "/", "/" + folder, "/" + folder + "/"].contains(where: lines.contains)
        }.map { $0 + "/" }
        guard !missing.isEmpty else { return [] }
        let text = existing + (existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n")
            + "# theme-preview's output (build, compare, snapshot)\n" + missing.map { $0 + "\n" }.joined()
        do {
            try fileSystem.write(Data(text.utf8), to: path)
        } catch {
            throw BuildFailure([Diagnostic(file: path, message: "cannot write: \(error)")])
        }
        return missing
    }
}

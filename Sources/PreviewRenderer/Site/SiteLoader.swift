import Foundation

/// Step 1: reads the site folder through a `FileSystem`.
public struct SiteLoader: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    public func load(_ directory: String) throws(BuildFailure) -> SiteSource {
        switch fileSystem.kind(at: directory) {
        case .directory: break
        case .symbolicLink where fileSystem.kind(at: joinPath(directory, ".")) == .directory:
            break // the folder named on the command line may be a link; links inside it are not followed
        case nil:
            throw BuildFailure([Diagnostic(file: directory, message: "expected a site folder, found nothing at this path (create it, or pass the folder that holds docs/ and config.yaml)")])
        case .file, .symbolicLink:
            throw BuildFailure([Diagnostic(file: directory, message: "expected a site folder, found a file")])
        }
        var diagnostics: [Diagnostic] = []
        var source = SiteSource(directory: directory, configText: nil, docs: [], templates: [], staticFiles: [])

        let configPath = joinPath(directory, SiteConfig.fileName)
        switch fileSystem.kind(at: configPath) {
        case .file: do { source.configText = try readText(configPath) } catch { diagnostics.append(error) }
        case .symbolicLink: source.warnings.append(Self.skippedLink(configPath))
        default: break
        }
        // Listed in byte order, read and decoded on all cores, kept in that order.
        var wanted: [(folder: String, root: String, path: String)] = []
        for (folder, keep) in [("docs", { (path: String) in path.lowercased().hasSuffix(".md") }),
                               ("templates", { (path: String) in path.hasSuffix(".mustache") }),
                               ("tokens", { (path: String) in path.hasSuffix(".json") })] {
            let root = joinPath(directory, folder)
            guard let paths = list(root, into: &source.warnings, &diagnostics) else { continue }
            for path in paths where keep(path) && !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                wanted.append((folder, root, path))
            }
        }
        let files = wanted
        do {
            let texts = try concurrentMap(files.count) { index throws(BuildFailure) -> String in
                do throws(Diagnostic) {
                    return try readText(joinPath(files[index].root, files[index].path))
                } catch {
                    throw BuildFailure([error])
                }
            }
            for (file, text) in zip(files, texts) {
                switch file.folder {
                case "docs": source.docs.append((file.path, text))
                case "tokens": source.tokenFiles.append(DTCGFile(path: joinPath(file.root, file.path), text: text))
                default: source.templates.append((file.path, text))
                }
            }
        } catch {
            diagnostics += error.diagnostics
        }
        let staticRoot = joinPath(directory, "static")
        source.staticFiles = list(staticRoot, into: &source.warnings, &diagnostics) ?? []
        if !diagnostics.isEmpty { throw BuildFailure(diagnostics) }
        return source
    }

    /// The files below `root` in byte order (whatever order the file system
    /// lists them in), or nil when it is not a folder; a warning for every
    /// symbolic link, which is never followed.
    private func list(_ root: String, into warnings: inout [Diagnostic], _ diagnostics: inout [Diagnostic]) -> [String]? {
        switch fileSystem.kind(at: root) {
        case .directory: break
        case .symbolicLink:
            warnings.append(Self.skippedLink(root))
            return nil
        default: return nil
        }
        do {
            let listing = try fileSystem.listing(under: root)
            for link in sortedPaths(listing.symbolicLinks) where !link.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                warnings.append(Self.skippedLink(joinPath(root, link)))
            }
            return sortedPaths(listing.files)
        } catch {
            diagnostics.append(Diagnostic(file: root, message: "\(error)"))
            return nil
        }
    }

    static func skippedLink(_ path: String) -> Diagnostic {
        .warning(file: path, "skipped: this is a symbolic link, and theme-preview never follows links inside the site folder (they could lead outside it); put the file or folder itself here instead")
    }

    /// UTF-8 text, a leading BOM removed, CRLF and CR turned into LF (see
    /// `TextInput`).
    func readText(_ path: String) throws(Diagnostic) -> String {
        let data: Data
        do { data = try fileSystem.contents(of: path) } catch {
            throw Diagnostic(file: path, message: (error as? FileSystemError)?.reason ?? "cannot read the file")
        }
        return try TextInput.decode(data, file: path)
    }
}

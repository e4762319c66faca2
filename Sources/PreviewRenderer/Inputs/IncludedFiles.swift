import Basics
import Markdown

/// Reads the files docs include with mdBook's `{{#include}}`,
/// `{{#rustdoc_include}}` and `{{#playground}}`, nested includes too, into
/// `LoadedSite.includes`. A file is read once however many docs include it.
///
/// Includes may leave the docs folder (the Rust book's chapters include
/// `../listings/…`) but never the project: the git work tree that holds
/// the docs folder, else the mdBook, MkDocs or Docusaurus folder (with
/// `book.toml`, `mkdocs.yml` or `docusaurus.config.js`) above it, else the
/// Astro project of a Starlight docs folder (`src/content/docs`, whose
/// pages import partials from `src/` through the `@/` alias), else the
/// site folder when the docs are in it, else the docs folder. The
/// check is on the physical path, so no symbolic link leads out, and a
/// file that is itself a symbolic link is not read, as elsewhere in the
/// build. What is refused is kept with the reason, for the warning at the
/// directive.
struct IncludedFiles {
    let fileSystem: any FileSystem

    /// Included files may be at most this large (listings are a few KB).
    static let maximumBytes = 1024 * 1024

    /// The folder includes must stay in, physical, and how to name it.
    struct Root: Sendable, Equatable {
        var path: String
        var name: String
    }

    func root(docs: String, site: String) -> Root {
        let physicalDocs = fileSystem.physicalPath(docs)
        var folder = physicalDocs
        while true {
            if fileSystem.kind(at: joinPath(folder, ".git")) != nil { return Root(path: folder, name: "the git work tree \(folder)") }
            if folder == "/" || folder.isEmpty { break }
            folder = parentFolder(of: folder)
        }
        folder = physicalDocs
        for _ in 0..<2 {
            for marker in ["book.toml", "mkdocs.yml", "docusaurus.config.js", "docusaurus.config.ts"]
            where fileSystem.kind(at: joinPath(folder, marker)) == .file {
                return Root(path: folder, name: "the project's folder \(folder) (with \(marker))")
            }
            folder = parentFolder(of: folder)
        }
        if physicalDocs.hasSuffix("/src/content/docs") {
            let project = String(physicalDocs.dropLast("/src/content/docs".count))
            if !project.isEmpty { return Root(path: project, name: "the Astro project's folder \(project) (with src/content/docs)") }
        }
        let physicalSite = fileSystem.physicalPath(site)
        if physicalDocs.hasPrefix(physicalSite + "/") { return Root(path: physicalSite, name: "the site folder \(physicalSite)") }
        return Root(path: physicalDocs, name: "the docs folder \(physicalDocs)")
    }

    /// Reads what the docs at `paths` (under the docs folder) include and
    /// is not read yet.
    func read(docs paths: some Sequence<String>, into source: inout LoadedSite) {
        let wanted = Set(paths)
        for (path, text) in source.docs where wanted.contains(path) {
            readIncluded(by: text, in: parentFolder(of: Self.file(of: path, in: source)), into: &source)
        }
    }

    /// Reads the snippet files `mkdocs.yml`'s `auto_append` names (as
    /// written there), and what they include.
    func read(appended written: [String], into source: inout LoadedSite) {
        guard !written.isEmpty else { return }
        readIncluded(by: BookIncludes.appendedSnippets(written), in: source.docsDirectory, into: &source)
    }

    /// Reads `path` again (it changed), and what it now includes.
    func reread(_ path: String, into source: inout LoadedSite) {
        source.includes[path] = file(path, root: root(for: &source))
        if case .text(let text)? = source.includes[path] { readIncluded(by: text, in: parentFolder(of: path), into: &source) }
    }

    /// The docs (paths under the docs folder) that include `path`, directly
    /// or through other included files; every doc when MkDocs'
    /// `auto_append` adds it (or a file that includes it) to each.
    static func docs(including path: String, in source: LoadedSite) -> Set<String> {
        if let file = source.mkdocsFile, let text = source.mkdocsText {
            let appended = MkDocsExtensions(text, file: file).appended.map(\.path)
            if !appended.isEmpty, reaches(path, from: BookIncludes.appendedSnippets(appended), in: source.docsDirectory, source: source) {
                return Set(source.docs.map(\.path))
            }
        }
        var result: Set<String> = []
        for (doc, text) in source.docs where reaches(path, from: text, in: parentFolder(of: file(of: doc, in: source)), source: source) {
            result.insert(doc)
        }
        return result
    }

    /// Whether `text` (of a file in `folder`) includes `path`, directly or
    /// through other included files.
    private static func reaches(_ path: String, from text: String, in folder: String, source: LoadedSite) -> Bool {
        var pending = [(text, folder)]
        var seen: Set<String> = []
        while let (text, folder) = pending.popLast() {
            for directive in BookDirective.scan(text) {
                guard let written = directive.path else { continue }
                let target = BookIncludes.path(written, in: directive.isSnippet ? source.snippetBase ?? folder : folder)
                if target == path { return true }
                if seen.insert(target).inserted, case .text(let included)? = source.includes[target] {
                    pending.append((included, parentFolder(of: target)))
                }
            }
        }
        return false
    }

    /// The folder `directive`'s path is from: the including file's, or for
    /// an MkDocs snippet the project's (`BookIncludes.snippetBase`).
    private func base(of directive: BookDirective, folder: String, source: inout LoadedSite) -> String {
        guard directive.isSnippet else { return folder }
        if let base = source.snippetBase { return base }
        let base = BookIncludes.snippetBase(docs: source.docsDirectory) { fileSystem.kind(at: $0) == .file }
        source.snippetBase = base
        return base
    }

    /// The file the doc at `path` (under the docs folder) was read from:
    /// the README made the docs home stands for `index.md`.
    private static func file(of path: String, in source: LoadedSite) -> String {
        if path == "index.md", let home = source.homeFile { return home }
        return joinPath(source.docsDirectory, path)
    }

    private func root(for source: inout LoadedSite) -> Root {
        if let root = source.includeRoot { return root }
        let root = root(docs: source.docsDirectory, site: source.directory)
        source.includeRoot = root
        return root
    }

    private func readIncluded(by text: String, in folder: String, into source: inout LoadedSite) {
        var pending = [(text, folder)]
        while let (text, folder) = pending.popLast() {
            for directive in BookDirective.scan(text) {
                guard let written = directive.path else { continue }
                let path = BookIncludes.path(written, in: base(of: directive, folder: folder, source: &source))
                guard source.includes[path] == nil else { continue }
                let read = file(path, root: root(for: &source))
                source.includes[path] = read
                if case .text(let included) = read { pending.append((included, parentFolder(of: path))) }
            }
        }
    }

    private func file(_ path: String, root: Root) -> BookIncludes.File {
        let physical = fileSystem.physicalPath(path)
        guard physical.hasPrefix(root.path == "/" ? "/" : root.path + "/") else {
            return .refused("\(physical) is outside \(root.name), and no file outside it is included")
        }
        switch fileSystem.kind(at: path) {
        case nil: return .refused("found nothing at \(path)")
        case .directory?: return .refused("\(path) is a folder")
        case .symbolicLink?: return .refused("\(path) is a symbolic link, and theme-preview does not follow links")
        case .file?: break
        }
        if let text = fileSystem.plainText(of: path, maximumBytes: Self.maximumBytes) { return .text(text) }
        do {
            let data = try fileSystem.contents(of: path)
            if data.count > Self.maximumBytes {
                return .refused("\(path) is \(TextInput.megabytes(data.count)); an included file may be at most \(TextInput.megabytes(Self.maximumBytes))")
            }
            return .text(try TextInput.decode(data, file: path))
        } catch let diagnostic as Diagnostic {
            return .refused("\(path)\(diagnostic.line.map { ":\($0)" } ?? ""): \(diagnostic.message)")
        } catch {
            return .refused("cannot read \(path): \((error as? FileSystemError)?.reason ?? "\(error)")")
        }
    }
}

import Basics
import DTCG
import Foundation
import Markdown

/// Step 2: reads the site folder through a `FileSystem`: the whole folder for
/// a build, only the changed files for `serve` (`reread`).
public struct Loader: Sendable {
    public let fileSystem: any FileSystem
    /// `--docs`: the docs folder, as the user named it (relative to the
    /// working folder), over the site's `docs/` and config's `docs` key.
    public let docs: String?
    /// The docs' dates from git, read already (`BuildOptions.gitDates`);
    /// nil reads them from the work tree the docs folder is in.
    public let gitDates: GitDates?
    /// Whether the docs' dates are read at all (not for a look at the
    /// themes).
    public let readsDates: Bool

    public init(fileSystem: any FileSystem, docs: String? = nil, gitDates: GitDates? = nil, readsDates: Bool = true) {
        self.fileSystem = fileSystem
        self.docs = docs
        self.gitDates = gitDates
        self.readsDates = readsDates
    }

    /// A loader for a build asked for `options`: its docs folder
    /// (`--docs`) and its docs' dates, if read already.
    public init(fileSystem: any FileSystem, options: BuildOptions) {
        self.init(fileSystem: fileSystem, docs: options.docs, gitDates: options.gitDates)
    }

    /// Where `directory`'s docs are read from (`--docs`, else the config's
    /// `docs` key, else `docs/` in it) and the file its `home` key names, as
    /// written and as a path. Keys are relative to the site folder and taken
    /// by their text: `site/../docs` is shown, and read, as `docs`. A config
    /// that does not parse names neither (its errors are reported when it
    /// is resolved).
    public func locations(_ directory: String, configText: String?) -> (docs: String, home: (written: String, file: String)?) {
        locations(directory, config: try? SiteConfig.parse(configText, in: directory).get())
    }

    /// As `locations(_:configText:)`, from the parsed config.
    func locations(_ directory: String, config: SiteConfig?) -> (docs: String, home: (written: String, file: String)?) {
        func path(_ key: String) -> String {
            let path = lexicallyNormalized(key.hasPrefix("/") ? key : joinPath(directory, key))
            return path.isEmpty ? "." : path
        }
        let folder = docs ?? config?.docs.map(path) ?? joinPath(directory, InputFolder.docs.rawValue)
        return (folder, config?.home.map { ($0, path($0)) })
    }

    /// `folder` of the site in `directory`, the docs folder wherever it is.
    static func path(of folder: InputFolder, in source: LoadedSite) -> String {
        folder == .docs ? source.docsDirectory : joinPath(source.directory, folder.rawValue)
    }

    /// The whole site folder, or every problem reading it.
    public func load(_ directory: String) throws(BuildFailure) -> LoadedSite {
        let source = read(directory)
        if !source.problems.isEmpty { throw BuildFailure(source.problems.map(\.diagnostic)) }
        return source
    }

    /// The whole site folder; what could not be read is in `problems`.
    public func read(_ directory: String) -> LoadedSite {
        var source = LoadedSite(directory: directory, configText: nil, docs: [], templates: [], staticFiles: [])
        source.docsDirectory = docs ?? joinPath(directory, InputFolder.docs.rawValue)
        switch fileSystem.kind(at: directory) {
        case .directory: break
        case .symbolicLink where fileSystem.kind(at: joinPath(directory, ".")) == .directory:
            break // the folder named on the command line may be a link; links inside it are not followed
        case nil:
            source.problems = [("", Diagnostic(file: directory, message: "expected a site folder, found nothing at this path (create it, or pass the folder that holds docs/ and config.yaml)"))]
            return source
        case .file, .symbolicLink:
            source.problems = [("", Diagnostic(file: directory, message: "expected a site folder, found a file"))]
            return source
        }

        let configPath = joinPath(directory, SiteConfig.fileName)
        switch fileSystem.kind(at: configPath) {
        case .file:
            do { source.configText = try readText(configPath) } catch { source.problems.append((SiteConfig.fileName, error)) }
        case .symbolicLink: source.warnings.append(Self.skippedLink(configPath))
        default: break
        }
        let locations = locations(directory, config: try? source.config.get())
        source.docsDirectory = locations.docs
        if source.docsDirectory != joinPath(directory, InputFolder.docs.rawValue), fileSystem.kind(at: source.docsDirectory) == nil {
            source.problems.append(("", Diagnostic(file: source.docsDirectory, message: docs != nil
                ? "expected the docs folder named by --docs, found nothing at this path"
                : "expected the docs folder named by 'docs' in \(joinPath(directory, SiteConfig.fileName)), found nothing at this path (it is relative to the site folder)")))
            return source
        }
        // Listed in byte order, read and decoded on all cores, kept in that order.
        var wanted: [(folder: InputFolder, path: String)] = []
        for folder in InputFolder.allCases where folder != .static {
            guard let paths = list(folder, in: &source) else { continue }
            for path in paths {
                if folder == .docs {
                    if InputFolder.isUnpublished(path) {
                        Loader.noteUnpublished(path, in: &source.unpublished)
                        continue
                    }
                    if InputFolder.isMarkdown(path), InputFolder.isPartial(path) {
                        source.partials.append(path)
                        continue
                    }
                    if !InputFolder.isMarkdown(path) {
                        // Another generator's files that the build reads
                        // are not published: they shape the sidebar.
                        if DocusaurusCategory.isCategoryFile(path) {
                            if let text = try? readText(joinPath(source.docsDirectory, path)) { source.categoryFiles.append((path, text)) }
                        } else if !Loader.isReadConfigFile(path) {
                            source.docAssets.append(path)
                        }
                        continue
                    }
                }
                if folder.keeps(path) { wanted.append((folder, path)) }
            }
        }
        if let home = locations.home, fileSystem.kind(at: home.file) == .file {
            source.homeFromDocs = relativePath(from: fileSystem.physicalPath(source.docsDirectory),
                                               to: fileSystem.physicalPath(home.file))
        }
        readGitDates(into: &source, docs: wanted.compactMap { $0.folder == .docs ? $0.path : nil })
        let files = wanted
        let docsRoot = source.docsDirectory
        let texts = ResultSlots<String>(count: files.count)
        shareCores(iterations: files.count) { index in
            let folder = files[index].folder
            let path = joinPath(folder == .docs ? docsRoot : joinPath(directory, folder.rawValue), files[index].path)
            do throws(Diagnostic) {
                texts.set(index, .success(try readText(path)))
            } catch {
                texts.set(index, .failure(BuildFailure([error])))
            }
        }
        let translations = suffixTranslations(files.compactMap { $0.folder == .docs ? $0.path : nil }, in: &source)
        for (file, text) in zip(files, texts.values) {
            switch text {
            case .success(let text) where file.folder == .docs && translations[file.path] != nil:
                let path = translations[file.path] ?? file.path
                source.add(.docs, path, text)
                source.docFiles[path] = joinPath(docsRoot, file.path)
            case .success(let text): source.add(file.folder, file.path, text)
            case .failure(let failure):
                source.problems += failure.diagnostics.map { (joinPath(file.folder.rawValue, file.path), $0) }
            }
        }
        readDocusaurusTranslations(into: &source)
        readStarlightStrings(into: &source)
        if let home = locations.home { readHome(home, into: &source) }
        IncludedFiles(fileSystem: fileSystem).read(docs: source.docs.map(\.path), into: &source)
        source.staticFiles = list(.static, in: &source) ?? []
        source.katex = KaTeXAssets.find(in: fileSystem)
        let mkdocs = joinPath(parentFolder(of: lexicallyNormalized(source.docsDirectory)), MkDocsNav.fileName)
        if fileSystem.kind(at: mkdocs) == .file, let text = try? readText(mkdocs) {
            (source.mkdocsFile, source.mkdocsText) = (mkdocs, text)
            let appended = MkDocsExtensions(text, file: mkdocs).appended
            IncludedFiles(fileSystem: fileSystem).read(appended: appended.map(\.path), into: &source)
            for file in appended {
                guard case .refused(let reason)? = source.includes[BookIncludes.path(file.path, in: source.snippetBase ?? "")] else { continue }
                source.warnings.append(.warning(file: mkdocs, line: file.line, column: file.column,
                    "pymdownx.snippets' auto_append names \(file.path), which is not added to the pages: \(reason)"))
            }
        }
        if let sidebars = sidebarsFile(for: source.docsDirectory), let text = try? readText(sidebars) {
            (source.sidebarsFile, source.sidebarsText) = (sidebars, text)
        }
        if source.docsDirectory == joinPath(directory, InputFolder.docs.rawValue), let warning = strayMarkdownWarning(directory) {
            source.warnings.append(warning)
        }
        return source
    }

    /// The doc path of each of `docs` (under the docs folder) that is a
    /// translation beside its page (`SuffixTranslations`), by its path;
    /// one that would take a page the docs folder has is not, with a warning.
    func suffixTranslations(_ docs: [String], in source: inout LoadedSite) -> [String: String] {
        let config = try? source.config.get()
        let listed = Dictionary((config?.locales?.folders ?? []).map { ($0.folder, $0.tag) }, uniquingKeysWith: { first, _ in first })
        var result = SuffixTranslations.docPaths(docs, listed: listed, root: config?.locales?.root ?? config?.language ?? .english)
        let present = Set(docs)
        for (file, path) in result.sorted(by: { $0.key < $1.key }) where present.contains(path) {
            result[file] = nil
            source.warnings.append(.warning(file: joinPath(source.docsDirectory, file), "published as a page of its own: it would be the translation \(path), but \(joinPath(source.docsDirectory, path)) is that page already"))
        }
        return result
    }

    /// The Docusaurus sidebars file (`DocusaurusSidebars.fileNames`) that
    /// goes with `docsDirectory`: in it, in its parent, or in its parent's
    /// `website/` (where Docusaurus sites sit in a repository, beside
    /// `docs/`: `--docs repo/docs` finds `repo/website/sidebars.json`); for
    /// a versioned copy (`versioned_docs/version-X`),
    /// `versioned_sidebars/version-X-sidebars.json` first. Paths are taken
    /// as written (no link is followed to find one).
    func sidebarsFile(for docsDirectory: String) -> String? {
        let docs = lexicallyNormalized(docsDirectory)
        let parent = parentFolder(of: docs)
        var candidates = [docs, parent, joinPath(parent, "website")].flatMap { folder in
            DocusaurusSidebars.fileNames.map { joinPath(folder, $0) }
        }
        let name = docs.split(separator: "/").last.map(String.init) ?? ""
        if name.hasPrefix("version-"), parent.split(separator: "/").last == "versioned_docs" {
            candidates.insert(joinPath(parentFolder(of: parent), "versioned_sidebars", name + "-sidebars.json"), at: 0)
        }
        return candidates.first { fileSystem.kind(at: $0) == .file }
    }

    /// Whether `path` (under the docs folder, not a doc) is another
    /// generator's configuration that the build reads for what it says,
    /// and so does not publish: Docusaurus' sidebars file at the top of
    /// the docs folder (`sidebars.js`, `sidebars.json`, `sidebars.ts`, see
    /// `sidebarsFile(for:)`). `_category_` files are read into
    /// `LoadedSite.categoryFiles` instead.
    static func isReadConfigFile(_ path: String) -> Bool {
        DocusaurusSidebars.fileNames.contains(path)
    }

    /// Only `config.yaml` and `tokens/` of the site in `directory`, read as
    /// `read` reads them (the same files kept, links skipped, text rules):
    /// for a look at the themes alone, without the docs.
    public func readTokens(_ directory: String) -> LoadedSite {
        var source = LoadedSite(directory: directory, configText: nil, docs: [], templates: [], staticFiles: [])
        let configPath = joinPath(directory, SiteConfig.fileName)
        if fileSystem.kind(at: configPath) == .file {
            do { source.configText = try readText(configPath) } catch { source.problems.append((SiteConfig.fileName, error)) }
        }
        for path in list(.tokens, in: &source) ?? [] where InputFolder.tokens.keeps(path) {
            do throws(Diagnostic) {
                source.add(.tokens, path, try readText(joinPath(directory, InputFolder.tokens.rawValue, path)))
            } catch {
                source.problems.append((joinPath(InputFolder.tokens.rawValue, path), error))
            }
        }
        return source
    }

    /// Starts reading the docs' dates from git beside the rest (`GitDates`),
    /// unless the config turns them off or they were given; `docs`: the
    /// Markdown files to date (git stops once each has its date).
    func readGitDates(into source: inout LoadedSite, docs: [String]) {
        guard readsDates, source.gitDates == nil, (try? source.config.get())?.lastUpdated ?? true else { return }
        if let gitDates {
            source.gitDates = Background(value: gitDates.rebased(toFolderAt: source.docsDirectory))
            return
        }
        guard fileSystem.isSharedWithOtherPrograms else { return }
        let folder = source.docsDirectory
        let home = source.homeFromDocs.map { [$0] } ?? []
        source.gitDates = Background { GitDates.read(repository: folder, paths: ["."] + home, wanted: docs + home) }
    }

    /// The file config.yaml's `home` names, as the docs home `index.md`,
    /// unless the docs folder has a home page of its own.
    func readHome(_ home: (written: String, file: String), into source: inout LoadedSite) {
        let file = home.file
        let configFile = joinPath(source.directory, SiteConfig.fileName)
        guard fileSystem.kind(at: file) == .file else {
            source.problems.append((SiteConfig.fileName, Diagnostic(file: configFile, message: "expected the Markdown file named by 'home', found nothing at \(file) (it is relative to the site folder)")))
            return
        }
        if let own = source.docs.first(where: { !$0.path.contains("/") && IndexPageNames.contains(DocFileName.stem($0.path)) }) {
            source.warnings.append(.warning(file: configFile, "'home: \(home.written)' is not used: \(joinPath(source.docsDirectory, own.path)) is the docs home already"))
            return
        }
        do throws(Diagnostic) {
            source.add(.docs, "index.md", try readText(file))
            source.homeFile = file
        } catch {
            source.problems.append((SiteConfig.fileName, error))
        }
    }

    /// Markdown right in a site folder that has no `docs/`: a folder of
    /// notes passed as the site, say, which would build with no docs and
    /// no word about them.
    func strayMarkdownWarning(_ directory: String) -> Diagnostic? {
        guard fileSystem.kind(at: joinPath(directory, InputFolder.docs.rawValue)) == nil,
              let files = try? fileSystem.files(under: directory) else { return nil }
        let markdown = sortedPaths(files.filter { !$0.contains("/") && InputFolder.isMarkdown($0) })
        guard let first = markdown.first else { return nil }
        let more = markdown.count == 1 ? "" : " and \(markdown.count - 1) more Markdown \(markdown.count == 2 ? "file" : "files")"
        return .warning(file: directory, """
            \(first)\(more) \(markdown.count == 1 ? "is" : "are") here, but there is no \(InputFolder.docs.rawValue)/ folder: \
            only Markdown under \(joinPath(directory, InputFolder.docs.rawValue))/ becomes pages. \
            Move them into \(InputFolder.docs.rawValue)/ (a README.md or index.md there is the docs home)
            """)
    }

    /// Re-reads `paths` (relative to the site folder; added, changed or
    /// removed) into `source` and says which inputs they were. Paths the
    /// build does not read are left out.
    public func reread(_ paths: some Sequence<String>, into source: inout LoadedSite) -> InputChanges {
        var changes = InputChanges()
        let included = IncludedFiles(fileSystem: fileSystem)
        let interfaceStrings = Set(source.interfaceStringFiles + source.interfaceStringCandidates)
        for raw in paths {
            // Another generator's words for the page chrome, read before or
            // created since.
            if interfaceStrings.contains(raw) {
                rereadInterfaceStrings(into: &source)
                changes.strings = true
                changes.inputs.append(raw)
                continue
            }
            // A file docs include (outside the docs folder, or a doc itself).
            let includedPath = InputFolder.classify(raw).flatMap { $0.folder == .docs ? $0.relative : nil }
                .map { lexicallyNormalized(joinPath(source.docsDirectory, $0)) } ?? raw
            if source.includes[includedPath] != nil {
                included.reread(includedPath, into: &source)
                changes.docs.formUnion(IncludedFiles.docs(including: includedPath, in: source))
                if InputFolder.classify(raw) == nil { changes.inputs.append(raw) }
            }
            guard let (folder, relative) = InputFolder.classify(raw) else { continue }
            let path = folder.map { joinPath($0.rawValue, relative) } ?? relative
            let file = folder.map { joinPath(Loader.path(of: $0, in: source), relative) } ?? joinPath(source.directory, path)
            changes.inputs.append(path)
            source.problems.removeAll { $0.path == path }
            source.warnings.removeAll { $0.file == file }
            let kind = fileSystem.kind(at: file)
            if kind == .symbolicLink { source.warnings.append(Self.skippedLink(file)) }
            var text: String?
            if folder == .docs, relative == "index.md", let home = source.homeFile {
                // The README made the docs home stands for docs/index.md.
                source.remove(.docs, relative)
                if let text = try? readText(home) { source.add(.docs, relative, text) }
                changes.docs.insert(relative)
                continue
            }
            if folder == .docs, let path = source.docFiles.first(where: { $0.value == file })?.key {
                // A translation beside its page (`setup.fr.md`), read as
                // the doc `fr/setup.md` (a new one is read so on the next start).
                source.remove(.docs, path)
                source.docFiles[path] = nil
                if kind == .file, let text = try? readText(file) {
                    source.add(.docs, path, text)
                    source.docFiles[path] = file
                }
                changes.docs.insert(path)
                continue
            }
            if folder == .docs, InputFolder.isMarkdown(relative), InputFolder.isPartial(relative) {
                // Not a page: the pages that import it are made again above.
                source.partials.removeAll { $0 == relative }
                if kind == .file { LoadedSite.insert(relative, into: &source.partials, key: { $0 }) }
                continue
            }
            if folder == .docs, !InputFolder.isMarkdown(relative) {
                changes.docAssets.insert(relative)
                if DocusaurusCategory.isCategoryFile(relative) {
                    // Read, not copied.
                    source.categoryFiles.removeAll { $0.path == relative }
                    if kind == .file, let text = try? readText(file) {
                        LoadedSite.insert((relative, text), into: &source.categoryFiles, key: { $0.path })
                    }
                    continue
                }
                if Loader.isReadConfigFile(relative) { continue }
                // A doc's asset: like a static file, copied, not read here.
                source.docAssets.removeAll { $0 == relative }
                if kind == .file { LoadedSite.insert(relative, into: &source.docAssets, key: { $0 }) }
                continue
            }
            if kind == .file, folder != .static {
                do { text = try readText(file) } catch { source.problems.append((path, error)) }
            }
            switch folder {
            case nil:
                source.configText = text
                changes.config = true
                // Dates turned on in serve: read now (they are read once).
                readGitDates(into: &source, docs: source.docs.map(\.path))
            case .static?:
                source.staticFiles.removeAll { $0 == relative }
                if kind == .file { LoadedSite.insert(relative, into: &source.staticFiles, key: { $0 }) }
                changes.staticFiles.insert(relative)
            case let folder?:
                source.remove(folder, relative)
                if let text { source.add(folder, relative, text) }
                switch folder {
                case .docs: changes.docs.insert(relative)
                case .templates: changes.templates.insert(InputFolder.templateName(relative))
                case .languages: changes.languages = true
                default: changes.tokens = true
                }
            }
        }
        included.read(docs: changes.docs, into: &source)
        return changes
    }

    /// The files below `folder` in byte order (whatever order the file
    /// system lists them in), or nil when it is not a folder; a warning for
    /// every symbolic link, which is never followed.
    private func list(_ folder: InputFolder, in source: inout LoadedSite) -> [String]? {
        let root = Loader.path(of: folder, in: source)
        switch fileSystem.kind(at: root) {
        case .directory: break
        case .symbolicLink:
            source.warnings.append(Self.skippedLink(root))
            return nil
        default: return nil
        }
        do {
            let listing = try fileSystem.listing(under: root)
            for link in sortedPaths(listing.symbolicLinks) where !link.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                source.warnings.append(Self.skippedLink(joinPath(root, link)))
            }
            return sortedPaths(listing.files)
        } catch {
            source.problems.append((folder.rawValue, Diagnostic(file: root, message: "\(error)")))
            return nil
        }
    }

    /// Adds `path` (under `docs/`, unpublished) to `list`: a file in a
    /// hidden folder as the outermost hidden folder, once (`.git/`).
    static func noteUnpublished(_ path: String, in list: inout [String]) {
        var entry = path
        let parts = path.split(separator: "/")
        if let hidden = parts.dropLast().firstIndex(where: { $0.hasPrefix(".") }) {
            entry = parts[...hidden].joined(separator: "/") + "/"
        }
        if list.last != entry { list.append(entry) }
    }

    /// The one line about the files under `docs/` that are not published,
    /// with their count and the first few names; nil when there are none.
    static func unpublishedWarning(_ unpublished: [String], docsDirectory: String) -> Diagnostic? {
        guard !unpublished.isEmpty else { return nil }
        let shown = 3
        var names = unpublished.prefix(shown).joined(separator: ", ")
        if unpublished.count > shown { names += " and \(unpublished.count - shown) more" }
        let noun = unpublished.count == 1 ? "file is" : "files are"
        return .warning(file: docsDirectory,
                        "\(unpublished.count) \(noun) not published (hidden files and folders, editor backups and swap files, Thumbs.db): \(names)")
    }

    static func skippedLink(_ path: String) -> Diagnostic {
        .warning(file: path, "skipped: this is a symbolic link, and theme-preview never follows links inside the site folder (they could lead outside it); put the file or folder itself here instead")
    }

    /// UTF-8 text, a leading BOM removed, CRLF and CR turned into LF (see
    /// `TextInput`).
    func readText(_ path: String) throws(Diagnostic) -> String {
        if let text = fileSystem.plainText(of: path, maximumBytes: TextInput.maximumBytes) { return text }
        let data: Data
        do { data = try fileSystem.contents(of: path) } catch {
            throw Diagnostic(file: path, message: (error as? FileSystemError)?.reason ?? "cannot read the file")
        }
        return try TextInput.decode(data, file: path)
    }
}

extension LoadedSite {
    /// Adds a file read from `folder` (not `static`), keeping byte order.
    mutating func add(_ folder: InputFolder, _ path: String, _ text: String) {
        switch folder {
        case .docs: LoadedSite.insert((path, text), into: &docs, key: \.path)
        case .templates: LoadedSite.insert((path, text), into: &templates, key: \.path)
        case .tokens:
            let file = DTCGFile(path: joinPath(directory, InputFolder.tokens.rawValue, path), text: text)
            LoadedSite.insert(file, into: &tokenFiles, key: \.path)
        case .languages: LoadedSite.insert((path, text), into: &languageFiles, key: \.path)
        case .static: break
        }
    }

    mutating func remove(_ folder: InputFolder, _ path: String) {
        switch folder {
        case .docs: docs.removeAll { $0.path == path }
        case .templates: templates.removeAll { $0.path == path }
        case .tokens:
            let full = joinPath(directory, InputFolder.tokens.rawValue, path)
            tokenFiles.removeAll { $0.path == full }
        case .languages: languageFiles.removeAll { $0.path == path }
        case .static: staticFiles.removeAll { $0 == path }
        }
    }

    /// Inserts `item` where byte order puts it (appending is the common case
    /// of a whole folder read in order).
    static func insert<Item>(_ item: Item, into items: inout [Item], key: (Item) -> String) {
        let new = key(item).utf8
        if let last = items.last, !new.lexicographicallyPrecedes(key(last).utf8) {
            items.append(item)
            return
        }
        let index = items.firstIndex { new.lexicographicallyPrecedes(key($0).utf8) } ?? items.count
        items.insert(item, at: index)
    }
}

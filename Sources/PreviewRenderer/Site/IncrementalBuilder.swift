import Foundation
import ThemeTokens

/// The build for `serve`: keeps every input, every intermediate result and
/// every output file in memory, and after a change re-reads only the changed
/// inputs and re-renders only the outputs that depend on them. An update
/// returns the files whose bytes changed, so nothing unchanged is rewritten.
///
/// What each output depends on:
/// - a doc page: its doc, the doc list (navigation: paths, titles, order),
///   the `doc` and `layout` templates and their partials;
/// - `assets/…` (themes.js, the shared stylesheet, tokens, search index):
///   the tokens, the config and every doc;
/// - the gallery, pinned, matrix, contrast, themes index and 404 pages: the
///   tokens, the config, their templates and the first doc (the header's
///   Docs link); the 404 page also the doc list;
/// - the docs index (`docs.html`, for large doc sets): the doc list;
/// - everything: `config.yaml`, the tokens, `layout` and its partials, and
///   static files appearing or disappearing;
/// - a static file: only itself.
///
/// With `update(changedPaths:deferring: true)` a change to docs renders the
/// changed docs' pages first and leaves the rest (other docs' navigation,
/// the search index, the 404 page) to `renderDeferred()`, or to
/// `deferredWork()` rendered elsewhere and `commit(_:)`.
///
/// Invariant (tested): after any sequence of updates, `outputs` equals what
/// a full `SiteRenderer` build of the same folder produces, plus the static
/// files. When `SiteRenderer.render()` gains a page, add its unit here.
public struct IncrementalBuilder: Sendable {
    public let siteDirectory: String
    public let fileSystem: any FileSystem
    public let generator: String

    /// Every output file of the last good build, by path.
    public private(set) var outputs: [String: Data] = [:]
    /// The last good build's site.
    public private(set) var site: ResolvedSite?

    // Inputs, as last read (paths relative to their folder).
    private var configText: String?
    private var docTexts: [String: String] = [:]
    private var templateTexts: [String: String] = [:]
    private var tokenTexts: [String: String] = [:]
    private var staticPaths: Set<String> = []
    /// Files (or folders) that could not be read, by path under the site folder.
    private var readProblems: [String: Diagnostic] = [:]

    // What was made of them.
    private var config: Result<SiteConfig, BuildFailure> = .success(SiteConfig())
    private var themeSet: Result<SiteThemeSet, BuildFailure> = .success(SiteThemeSet(registry: .builtIn, origins: [], warnings: []))
    private var templates: Result<TemplateSet, BuildFailure> = .failure(BuildFailure([]))
    private var docResults: [String: Result<Doc, BuildFailure>] = [:]
    private var docOptions = MarkdownOptions()

    // The last good render, and what changed since.
    private var unitPaths: [Unit: [String]] = [:]
    private var pending = Pending()
    /// Units an update with `deferring` left for `renderDeferred()`.
    private var deferredUnits: Set<Unit> = []
    /// Counts the states `site` and `outputs` went through.
    private var generation = 0

    enum Unit: Hashable, Sendable {
        case assets, gallery, pinned, matrix, contrast, notFound, themesIndex, docsIndex
        case doc(String)

        /// The templates a unit renders directly (partials are followed).
        var templates: [String] {
            switch self {
            case .assets: []
            case .gallery, .pinned: ["gallery", "layout"]
            case .matrix: ["matrix", "matrix-cell", "layout"]
            case .contrast: ["contrast", "contrast-summary-row", "contrast-theme-link", "contrast-cvd-row", "layout"]
            case .notFound: ["not-found", "layout"]
            case .themesIndex: ["themes", "layout"]
            case .docsIndex: ["docs-index", "layout"]
            case .doc: ["doc", "doc-toc", "doc-toc-item", "layout"]
            }
        }

        static let site: [Unit] = [.assets, .gallery, .pinned, .matrix, .contrast, .notFound, .themesIndex, .docsIndex]
    }

    /// Inputs changed since the last good render.
    struct Pending: Sendable {
        var everything = true
        var templates: Set<String> = []
        var docs: Set<String> = []
        var staticFiles: Set<String> = []
    }

    public init(siteDirectory: String, fileSystem: any FileSystem = LocalFileSystem(), generator: String) {
        self.siteDirectory = siteDirectory
        self.fileSystem = fileSystem
        self.generator = generator
    }

    // MARK: Building

    /// Reads the whole site folder and renders everything. Every output file
    /// is reported as changed on the first success.
    public mutating func build() throws(BuildFailure) -> SiteUpdate {
        let start = DispatchTime.now()
        readEverything()
        pending.everything = true
        return try finish(start: start, inputs: [], deferring: false)
    }

    /// Re-reads `changedPaths` (relative to the site folder, such as
    /// `docs/intro.md`, `tokens/brand.tokens.json` or `config.yaml`; added,
    /// changed or removed) and re-renders what depends on them. On failure
    /// the last good outputs stay, and the next update catches up with
    /// everything that changed since.
    ///
    /// With `deferring`, a change to docs only renders the changed docs'
    /// pages now and leaves the rest it affects (other docs' navigation, the
    /// search index, the 404 page) to `renderDeferred()`, so the page being
    /// edited is back quickly; a later update takes that work over if it
    /// comes first.
    public mutating func update(changedPaths: some Sequence<String>, deferring: Bool = false) throws(BuildFailure) -> SiteUpdate {
        let start = DispatchTime.now()
        var tokensChanged = false, configChanged = false, templatesChanged: Set<String> = [], docsChanged: Set<String> = []
        var inputs: [String] = []
        for raw in changedPaths {
            let path = raw.split(separator: "/").filter { $0 != "." && !$0.isEmpty }.joined(separator: "/")
            guard let slash = path.firstIndex(of: "/") else {
                if path == SiteConfig.fileName {
                    configChanged = true
                    inputs.append(path)
                    readProblems[path] = nil
                    configText = fileSystem.kind(at: joinPath(siteDirectory, path)) == .file ? read(path) : nil
                }
                continue
            }
            let folder = String(path[..<slash]), relative = String(path[path.index(after: slash)...])
            guard IncrementalBuilder.keeps(folder: folder, relative) else { continue }
            inputs.append(path)
            readProblems[path] = nil
            let exists = fileSystem.kind(at: joinPath(siteDirectory, path)) == .file
            switch folder {
            case "static":
                if exists { staticPaths.insert(relative) } else { staticPaths.remove(relative) }
                pending.staticFiles.insert(relative)
            case "docs":
                docTexts[relative] = exists ? read(path) : nil
                docsChanged.insert(relative)
            case "templates":
                templateTexts[relative] = exists ? read(path) : nil
                templatesChanged.insert(String(relative.dropLast(".mustache".count)))
            default:
                tokenTexts[relative] = exists ? read(path) : nil
                tokensChanged = true
            }
        }
        if inputs.isEmpty && !pending.everything && pending.docs.isEmpty && pending.templates.isEmpty
            && pending.staticFiles.isEmpty && site != nil {
            return SiteUpdate(inputs: [], changes: [], removed: [], renderedFiles: 0, milliseconds: 0,
                              warnings: site?.warnings ?? [], pages: pageCount, docs: site?.docs.count ?? 0,
                              themes: site?.registry.themes.count ?? 0)
        }
        if tokensChanged { reloadTokens() }
        if configChanged { reloadConfig() }
        if !templatesChanged.isEmpty { reloadTemplates() }
        var remake = docsChanged
        let options = MarkdownOptions(smartPunctuation: true, allowRawHTML: (try? config.get())?.allowRawHTML ?? false,
                                      headingAnchors: true)
        if options != docOptions {
            remake.formUnion(docTexts.keys)
        } else if tokensChanged {
            // Only docs pinned to a theme (or failing, perhaps for want of
            // one) read the tokens.
            for (path, result) in docResults {
                if case .success(let doc) = result, doc.pinnedTheme == nil { continue }
                remake.insert(path)
            }
        }
        remakeDocs(remake, options: options)
        if tokensChanged || configChanged { pending.everything = true }
        pending.templates.formUnion(templatesChanged)
        pending.docs.formUnion(docsChanged)
        return try finish(start: start, inputs: inputs, deferring: deferring)
    }

    /// Whether an update left work for `renderDeferred()`.
    public var hasDeferredWork: Bool { !deferredUnits.isEmpty }

    /// Renders what the last update deferred; returns what changed.
    public mutating func renderDeferred() throws(BuildFailure) -> SiteUpdate {
        guard let work = deferredWork() else { return noUpdate }
        return commit(try work.render()) ?? noUpdate
    }

    /// The deferred work, to render without holding the builder (a later
    /// update can then go ahead meanwhile); nil when there is none.
    public func deferredWork() -> DeferredWork? {
        guard let site, !deferredUnits.isEmpty else { return nil }
        return DeferredWork(site: site, units: existing(deferredUnits, in: site), generation: generation,
                            generator: generator)
    }

    /// Takes in rendered deferred work and returns what changed; nil (and
    /// the work stays deferred) when an update came in meanwhile.
    public mutating func commit(_ work: DeferredWork.Rendered) -> SiteUpdate? {
        guard work.generation == generation, let site else { return nil }
        let start = DispatchTime.now().uptimeNanoseconds - UInt64(work.milliseconds * 1_000_000)
        guard let update = try? commit(work.files, site: site, start: DispatchTime(uptimeNanoseconds: start), inputs: []) else {
            return nil
        }
        deferredUnits = []
        return update
    }

    private var noUpdate: SiteUpdate {
        SiteUpdate(inputs: [], changes: [], removed: [], renderedFiles: 0, milliseconds: 0,
                   warnings: site?.warnings ?? [], pages: pageCount, docs: site?.docs.count ?? 0,
                   themes: site?.registry.themes.count ?? 0)
    }

    /// `units` without the pages of docs `site` no longer has.
    private func existing(_ units: Set<Unit>, in site: ResolvedSite) -> Set<Unit> {
        let paths = Set(site.docs.map(\.sourcePath))
        return units.filter { unit in
            if case .doc(let path) = unit { return paths.contains(path) }
            return true
        }
    }

    /// Which files of the site folder the build reads, as `SiteLoader` does.
    static func keeps(folder: String, _ relative: String) -> Bool {
        switch folder {
        case "static": return true
        case "docs", "templates", "tokens":
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
            switch folder {
            case "docs": return relative.lowercased().hasSuffix(".md")
            case "templates": return relative.hasSuffix(".mustache")
            default: return relative.hasSuffix(".json")
            }
        default: return false
        }
    }

    // MARK: Reading

    private mutating func readEverything() {
        readProblems = [:]
        docTexts = [:]
        templateTexts = [:]
        tokenTexts = [:]
        staticPaths = []
        configText = nil
        switch fileSystem.kind(at: siteDirectory) {
        case .directory: break
        case nil:
            readProblems[""] = Diagnostic(file: siteDirectory, message: "expected a site folder, found nothing at this path (create it, or pass the folder that holds docs/ and config.yaml)")
        case .file, .symbolicLink:
            readProblems[""] = Diagnostic(file: siteDirectory, message: "expected a site folder, found a file")
        }
        if fileSystem.kind(at: joinPath(siteDirectory, SiteConfig.fileName)) == .file {
            configText = read(SiteConfig.fileName)
        }
        for folder in ["docs", "templates", "tokens", "static"] {
            let root = joinPath(siteDirectory, folder)
            guard fileSystem.kind(at: root) == .directory else { continue }
            let paths: [String]
            do { paths = try fileSystem.files(under: root) } catch {
                readProblems[folder] = Diagnostic(file: root, message: "\(error)")
                continue
            }
            for path in paths where IncrementalBuilder.keeps(folder: folder, path) {
                switch folder {
                case "static": staticPaths.insert(path)
                case "docs": docTexts[path] = read(joinPath(folder, path))
                case "templates": templateTexts[path] = read(joinPath(folder, path))
                default: tokenTexts[path] = read(joinPath(folder, path))
                }
            }
        }
        reloadTokens()
        reloadConfig()
        reloadTemplates()
        docResults = [:]
        let options = MarkdownOptions(smartPunctuation: true, allowRawHTML: (try? config.get())?.allowRawHTML ?? false,
                                      headingAnchors: true)
        remakeDocs(Set(docTexts.keys), options: options)
    }

    /// The text of `path` (under the site folder), or nil with the problem noted.
    private mutating func read(_ path: String) -> String? {
        do {
            return try SiteLoader(fileSystem: fileSystem).readText(joinPath(siteDirectory, path))
        } catch {
            readProblems[path] = error
            return nil
        }
    }

    private mutating func reloadTokens() {
        let files = tokenTexts.keys.sorted().map { path in
            DTCGFile(path: joinPath(siteDirectory, "tokens", path), text: tokenTexts[path]!)
        }
        themeSet = Result { () throws(BuildFailure) -> SiteThemeSet in
            try SiteThemeLoader.load(files, directory: joinPath(siteDirectory, "tokens"))
        }
    }

    private mutating func reloadConfig() {
        let file = joinPath(siteDirectory, SiteConfig.fileName)
        config = Result { [configText] () throws(BuildFailure) -> SiteConfig in
            guard let configText else { return SiteConfig() }
            return try SiteConfig.parse(configText, file: file)
        }
    }

    private mutating func reloadTemplates() {
        let overrides = templateTexts.keys.sorted().map { path in
            (file: joinPath(siteDirectory, "templates", path), name: String(path.dropLast(".mustache".count)),
             text: templateTexts[path]!)
        }
        templates = Result { () throws(BuildFailure) -> TemplateSet in try TemplateSet(overrides: overrides) }
    }

    private mutating func remakeDocs(_ paths: Set<String>, options: MarkdownOptions) {
        docOptions = options
        for path in paths where docTexts[path] == nil { docResults[path] = nil }
        let inputs = paths.compactMap { path in docTexts[path].map { (path, $0) } }
        guard !inputs.isEmpty else { return }
        let registry = (try? themeSet.get())?.registry ?? .builtIn
        let directory = siteDirectory
        let results = ResultSlots<Doc>(count: inputs.count)
        let renderer = MarkdownRenderer()
        let make: @Sendable (Int) -> Void = { index in
            let (path, text) = inputs[index]
            results.set(index, Result { () throws(BuildFailure) -> Doc in
                try SiteResolver.makeDoc(path: path, text: text, file: joinPath(directory, "docs", path),
                                         registry: registry, options: options, renderer: renderer)
            })
        }
        if inputs.count == 1 { make(0) } else { DispatchQueue.concurrentPerform(iterations: inputs.count, execute: make) }
        for (index, result) in results.values.enumerated() { docResults[inputs[index].0] = result }
    }

    // MARK: Resolving and rendering

    private mutating func finish(start: DispatchTime, inputs: [String], deferring: Bool) throws(BuildFailure) -> SiteUpdate {
        let next = try resolve()
        var units = unitsToRender(previous: site, next: next).union(existing(deferredUnits, in: next))
        var later: Set<Unit> = []
        if deferring, site != nil, !pending.everything, pending.templates.isEmpty, pending.staticFiles.isEmpty {
            let now = units.intersection(pending.docs.filter { docResults[$0] != nil }.map(Unit.doc))
            later = units.subtracting(now)
            units = now
        }
        let update = try render(units, site: next, start: start, inputs: inputs)
        deferredUnits = later
        pending = Pending(everything: false)
        return update
    }

    /// Renders `units` of `next`, reads the static files that changed, and
    /// makes `next` and the new files the current state.
    private mutating func render(_ units: Set<Unit>, site next: ResolvedSite, start: DispatchTime,
                                 inputs: [String]) throws(BuildFailure) -> SiteUpdate {
        let rendered = try IncrementalBuilder.render(units, site: next, generator: generator)
        return try commit(rendered, site: next, start: start, inputs: inputs)
    }

    /// Renders `units` of `site`; touches no builder state.
    static func render(_ units: Set<Unit>, site next: ResolvedSite,
                       generator: String) throws(BuildFailure) -> [Unit: [OutputFile]] {
        let renderer = SiteRenderer(site: next, generator: generator)

        var rendered: [Unit: [OutputFile]] = [:]
        let docIndex = Dictionary(uniqueKeysWithValues: next.docs.enumerated().map { ($1.sourcePath, $0) })
        for unit in Unit.site where units.contains(unit) {
            switch unit {
            case .assets: rendered[unit] = try renderer.assets()
            case .gallery: rendered[unit] = [try renderer.galleryPage()]
            case .pinned: rendered[unit] = try renderer.pinnedPages()
            case .matrix: rendered[unit] = [try renderer.matrixPage()]
            case .contrast: rendered[unit] = try renderer.contrastFiles()
            case .notFound: rendered[unit] = [try renderer.notFoundPage()]
            case .themesIndex: rendered[unit] = try renderer.render(.themesIndex)
            case .docsIndex: rendered[unit] = try renderer.render(.docsIndex)
            case .doc: break
            }
        }
        let docIndexes = units.compactMap { unit -> Int? in
            if case .doc(let path) = unit { return docIndex[path] } else { return nil }
        }.sorted()
        if docIndexes.count == next.docs.count && !docIndexes.isEmpty {
            for (index, page) in try renderer.docPages().enumerated() { rendered[.doc(next.docs[index].sourcePath)] = [page] }
        } else if docIndexes.count == 1 {
            let index = docIndexes[0]
            rendered[.doc(next.docs[index].sourcePath)] = [try renderer.docPage(index, navigation: renderer.navigationItems(from: next.docs[index].outputPath))]
        } else if !docIndexes.isEmpty {
            let slots = ResultSlots<OutputFile>(count: docIndexes.count)
            DispatchQueue.concurrentPerform(iterations: docIndexes.count) { slot in
                slots.set(slot, Result { () throws(BuildFailure) -> OutputFile in
                    try renderer.docPage(docIndexes[slot], navigation: renderer.navigationItems(from: next.docs[docIndexes[slot]].outputPath))
                })
            }
            for (slot, page) in try slots.collect().enumerated() { rendered[.doc(next.docs[docIndexes[slot]].sourcePath)] = [page] }
        }
        return rendered
    }

    /// Makes `next` and the `rendered` files the current state, with the
    /// static files that changed; returns what changed.
    private mutating func commit(_ rendered: [Unit: [OutputFile]], site next: ResolvedSite, start: DispatchTime,
                                 inputs: [String]) throws(BuildFailure) -> SiteUpdate {
        let previous = site
        let docIndex = Set(next.docs.map(\.sourcePath))

        // Which paths each unit owns now; units that no longer exist own none.
        var nextUnitPaths = unitPaths
        for unit in nextUnitPaths.keys {
            if case .doc(let path) = unit, !docIndex.contains(path) { nextUnitPaths[unit] = nil }
        }
        for (unit, files) in rendered { nextUnitPaths[unit] = files.map(\.path) }
        let generated = Set(nextUnitPaths.values.joined())
        let clashes = staticPaths.filter { generated.contains($0) || $0 == OutputWriter.markerName }.sorted()
        if !clashes.isEmpty {
            throw BuildFailure(clashes.map { path in
                Diagnostic(file: joinPath(siteDirectory, "static", path),
                           message: "this static file would overwrite the generated page '\(path)'; rename or move it")
            })
        }

        // Static files: all of them on a full build, else those that changed.
        var staticData: [String: Data] = [:]
        var staticToRead = pending.everything || previous == nil ? staticPaths : pending.staticFiles.intersection(staticPaths)
        if previous != nil, !pending.everything {
            // A static file the previous build had as a generated path, or
            // never copied, is read again too.
            staticToRead.formUnion(staticPaths.filter { outputs[$0] == nil })
        }
        var problems: [Diagnostic] = []
        for path in staticToRead.sorted() {
            do { staticData[path] = try fileSystem.contents(of: joinPath(siteDirectory, "static", path)) } catch {
                problems.append(Diagnostic(file: joinPath(siteDirectory, "static", path),
                                           message: (error as? FileSystemError)?.reason ?? "cannot read the file"))
            }
        }
        if !problems.isEmpty { throw BuildFailure(problems) }

        // Compare with what is there.
        var nextOutputs = outputs
        var changes: [SiteUpdate.Change] = []
        let kept = generated.union(staticPaths)
        let removed = outputs.keys.filter { !kept.contains($0) }.sorted()
        for path in removed { nextOutputs[path] = nil }
        var renderedFiles = 0
        for file in rendered.values.joined() {
            renderedFiles += 1
            let old = outputs[file.path]
            if old != file.contents { changes.append(.init(path: file.path, contents: file.contents, previous: old)) }
            nextOutputs[file.path] = file.contents
        }
        for (path, data) in staticData {
            renderedFiles += 1
            let old = outputs[path]
            if old != data { changes.append(.init(path: path, contents: data, previous: old)) }
            nextOutputs[path] = data
        }

        outputs = nextOutputs
        unitPaths = nextUnitPaths
        site = next
        generation += 1
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
        return SiteUpdate(inputs: inputs, changes: changes.sorted { $0.path < $1.path }, removed: removed,
                          renderedFiles: renderedFiles, milliseconds: elapsed, warnings: next.warnings,
                          pages: pageCount, docs: next.docs.count, themes: next.registry.themes.count)
    }

    private var pageCount: Int { outputs.keys.filter { $0.hasSuffix(".html") }.count }

    /// The site from the current results, or every problem in every input.
    private func resolve() throws(BuildFailure) -> ResolvedSite {
        var diagnostics = readProblems.keys.sorted().map { readProblems[$0]! }
        if case .failure(let failure) = themeSet { diagnostics += failure.diagnostics }
        if case .failure(let failure) = config { diagnostics += failure.diagnostics }
        if case .failure(let failure) = templates { diagnostics += failure.diagnostics }
        var docs: [Doc] = []
        for path in docResults.keys.sorted() {
            switch docResults[path]! {
            case .success(let doc): docs.append(doc)
            case .failure(let failure): diagnostics += failure.diagnostics
            }
        }
        let source = SiteSource(directory: siteDirectory, configText: configText, docs: [], templates: [], staticFiles: [])
        diagnostics += SiteResolver.collisions(docs, source: source)
        guard diagnostics.isEmpty, case .success(let themeSet) = themeSet, case .success(let config) = config,
              case .success(let templates) = templates else {
            throw BuildFailure(diagnostics)
        }
        let warnings = SiteResolver.templateWarnings(templateTexts.keys.sorted().map { ($0, templateTexts[$0]!) },
                                                     directory: siteDirectory)
        return ResolvedSite(directory: siteDirectory, config: config, registry: themeSet.registry,
                            docs: SiteResolver.navigationOrder(docs), templates: templates,
                            staticFiles: staticPaths.sorted(), warnings: themeSet.warnings + warnings,
                            themeOrigins: themeSet.origins)
    }

    private func unitsToRender(previous: ResolvedSite?, next: ResolvedSite) -> Set<Unit> {
        let all = Set(Unit.site + next.docs.map { Unit.doc($0.sourcePath) })
        guard let previous, !pending.everything else { return all }
        // Static files appearing or disappearing change the link-preview
        // picture of every page.
        if pending.staticFiles.contains(where: { previous.staticFiles.contains($0) != staticPaths.contains($0) }) {
            return all
        }
        var units: Set<Unit> = []
        if !pending.templates.isEmpty {
            let graph = partialGraph()
            var reached: Set<String> = []
            for unit in all {
                let used = IncrementalBuilder.closure(of: unit.templates, in: graph)
                reached.formUnion(used)
                if !used.isDisjoint(with: pending.templates) { units.insert(unit) }
            }
            // A template no page is known to use may be used by any.
            if !pending.templates.isSubset(of: reached) { return all }
        }
        if !pending.docs.isEmpty {
            let before = previous.docs.map { [$0.outputPath, $0.title] }, after = next.docs.map { [$0.outputPath, $0.title] }
            if before.first?.first != after.first?.first { return all }
            units.insert(.assets)
            if before != after {
                units.insert(.notFound)
                units.insert(.docsIndex)
                units.formUnion(next.docs.map { Unit.doc($0.sourcePath) })
            } else {
                units.formUnion(pending.docs.filter { docResults[$0] != nil }.map(Unit.doc))
            }
        }
        return units
    }

    /// Template name -> the partials it names (`{{> name}}`, `{{< name}}`).
    private func partialGraph() -> [String: Set<String>] {
        var texts: [String: String] = [:]
        for name in TemplateSet.builtInNames {
            texts[name] = TemplateSet.builtInAsset(name + ".mustache")
        }
        for (path, text) in templateTexts { texts[String(path.dropLast(".mustache".count))] = text }
        return texts.mapValues(IncrementalBuilder.partials(in:))
    }

    static func partials(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...]
            guard let first = rest.first, first == ">" || first == "<" else { continue }
            guard let close = rest.range(of: "}}") else { break }
            let name = rest[rest.index(after: rest.startIndex)..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { names.insert(name) }
            rest = rest[close.upperBound...]
        }
        return names
    }

    static func closure(of names: [String], in graph: [String: Set<String>]) -> Set<String> {
        var seen: Set<String> = []
        var queue = names
        while let name = queue.popLast() {
            guard seen.insert(name).inserted else { continue }
            queue.append(contentsOf: graph[name] ?? [])
        }
        return seen
    }
}

/// What one build or update of an `IncrementalBuilder` changed.
public struct SiteUpdate: Sendable {
    /// One output file whose bytes changed (or that is new).
    public struct Change: Sendable {
        /// Relative to the output folder, with `/`.
        public var path: String
        public var contents: Data
        /// The bytes the last good build had, nil for a new file.
        public var previous: Data?
    }

    /// The input files that were re-read (relative to the site folder).
    public var inputs: [String]
    /// Files to write, sorted by path.
    public var changes: [Change]
    /// Files to delete.
    public var removed: [String]
    /// Output files rendered (or static files read) to find the changes.
    public var renderedFiles: Int
    public var milliseconds: Double
    public var warnings: [Diagnostic]
    /// Totals of the whole site after the update.
    public var pages: Int
    public var docs: Int
    public var themes: Int
}

/// Pages an update left for later, with the site to render them from.
public struct DeferredWork: Sendable {
    let site: ResolvedSite
    let units: Set<IncrementalBuilder.Unit>
    let generation: Int
    let generator: String

    /// The rendered pages, for `IncrementalBuilder.commit(_:)`.
    public struct Rendered: Sendable {
        let files: [IncrementalBuilder.Unit: [OutputFile]]
        let generation: Int
        public let milliseconds: Double
    }

    /// How many pages and files this work renders (docs, and the site-wide files).
    public var count: Int { units.count }

    /// Renders the pages; reads and changes nothing else, so it can run
    /// while the builder takes in newer changes.
    public func render() throws(BuildFailure) -> Rendered {
        let start = DispatchTime.now()
        let files = try IncrementalBuilder.render(units, site: site, generator: generator)
        return Rendered(files: files, generation: generation,
                        milliseconds: Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
    }
}

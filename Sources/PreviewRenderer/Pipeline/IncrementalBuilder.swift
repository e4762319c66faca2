import Basics
import Foundation
import ThemeTokens

/// The build for `serve`: keeps every input, every intermediate result and
/// every output file in memory, and after a change re-reads only the changed
/// inputs and re-renders only the outputs that depend on them. An update
/// returns the files whose bytes changed, so nothing unchanged is rewritten.
///
/// It reads with `Loader`, resolves with a `Resolver` it keeps (a build
/// resolves once) and renders with `Renderer`, which records, part
/// by part, the inputs and templates each rendered file read (`PartReads`).
/// A change re-renders the parts whose record it touches; a part nothing
/// recorded yet (a new doc) renders too. Static files are copied, and only
/// their appearing or disappearing is an input to pages (`.staticList`).
///
/// With `update(changedPaths:deferring: true)` a change to docs renders the
/// changed docs' pages first and leaves the rest (other docs' navigation,
/// the search index, the 404 page) to `renderDeferred()`, or to
/// `deferredWork()` rendered elsewhere and `commit(_:)`. A change to tokens
/// alone renders first the pages of the tokens written otherwise, with
/// what every page shows (the stylesheets, the gallery), and leaves the
/// pages of tokens that alias them, the search index, the contrast pages,
/// the exports, the lab, the matrix and the pinned pages.
///
/// Invariant (tested): after any sequence of updates, `outputs` equals what
/// a full `Renderer` build of the same folder produces, plus the static
/// files.
public struct IncrementalBuilder: Sendable {
    public let siteDirectory: String
    public let fileSystem: any FileSystem
    public let generator: String
    /// `--docs`, `--drafts` and `--strict` (with strict, an update with
    /// warnings fails and the last good outputs stay). `build()` reads the
    /// docs folder and drafts; strict holds from the next update on.
    public var options: BuildOptions

    /// Every output file of the last good build, by path.
    public private(set) var outputs: [String: Data] = [:]
    /// The last good build's site.
    public private(set) var site: ResolvedSite?

    /// The inputs as last read, and what was made of them.
    private var source: LoadedSite
    private var resolver: Resolver?

    /// Each part of the last good render: the files it wrote and what it read.
    private var records: [SitePart: (paths: [String], reads: PartReads)] = [:]
    private var pending = Pending()
    /// Parts an update with `deferring` left for `renderDeferred()`.
    private var deferredParts: Set<SitePart> = []
    /// The last good build's warnings, its broken links among them.
    private var warnings: [Diagnostic] = []
    /// Counts the states `site` and `outputs` went through.
    private var generation = 0
    /// The last renderer's theme work (every theme's stylesheet), reused
    /// while the themes stay the same.
    private var themeWork: Renderer.ThemeWork?
    /// The docs' Markdown twins as last made (`llms: true`): an edit to a
    /// doc makes its twin again, and the others are reused.
    private let twins = MarkdownTwins.Store()
    /// The last good build's link check, per doc.
    private var linkMemo: LinkChecker.Memo?
    /// What every page of the last good build showed of the themes, and
    /// what each token page showed of the design system: a token edit
    /// re-renders the pages whose share of these changed.
    private var themeLook: Renderer.ThemeLook?
    private var tokenInputs: TokenPageInputs?

    /// Inputs changed since the last good render.
    struct Pending: Sendable {
        var everything = true
        var config = false
        var themes = false
        var templates: Set<String> = []
        var docs: Set<String> = []
        /// Copied files changed (static files, docs' assets), by output path.
        var copied: Set<String> = []

        var isEmpty: Bool {
            !everything && !config && !themes && templates.isEmpty && docs.isEmpty && copied.isEmpty
        }

        /// Only docs changed: their pages can come first.
        var onlyDocs: Bool { !everything && !config && !themes && templates.isEmpty && copied.isEmpty }

        /// Only tokens changed: the pages of the tokens edited can come first.
        var onlyTokens: Bool { !everything && !config && themes && templates.isEmpty && docs.isEmpty && copied.isEmpty }
    }

    public init(siteDirectory: String, fileSystem: any FileSystem = LocalFileSystem(), generator: String,
                options: BuildOptions = BuildOptions()) {
        self.options = options
        self.siteDirectory = siteDirectory
        self.fileSystem = fileSystem
        self.generator = generator
        source = LoadedSite(directory: siteDirectory, configText: nil, docs: [], templates: [], staticFiles: [])
    }

    // MARK: Building

    /// Reads the whole site folder and renders everything. Every output file
    /// is reported as changed on the first success.
    public mutating func build() throws(BuildFailure) -> OutputChanges {
        let start = DispatchTime.now()
        source = Loader(fileSystem: fileSystem, options: options).read(siteDirectory)
        resolver = Resolver(source, options: options)
        pending.everything = true
        return try finish(start: start, inputs: [], deferring: false)
    }

    /// Re-reads `changedPaths` (relative to the site folder, such as
    /// `docs/intro.md`, `tokens/brand.tokens.json` or `config.yaml`; added,
    /// changed or removed; a file docs include outside the docs folder by
    /// its path, as `includedFilesOutsideDocs` gives it) and re-renders
    /// what depends on them. On failure
    /// the last good outputs stay, and the next update catches up with
    /// everything that changed since.
    ///
    /// With `deferring`, a change to docs only renders the changed docs'
    /// pages now and leaves the rest it affects (other docs' navigation, the
    /// search index, the 404 page) to `renderDeferred()`, so the page being
    /// edited is back quickly; a later update takes that work over if it
    /// comes first. A change to tokens alone renders their pages now (see
    /// `laterAfterATokenEdit`).
    public mutating func update(changedPaths: some Sequence<String>, deferring: Bool = false) throws(BuildFailure) -> OutputChanges {
        let start = DispatchTime.now()
        guard var current = resolver else { return try build() }
        let changes = Loader(fileSystem: fileSystem, options: options).reread(changedPaths, into: &source)
        if changes.inputs.isEmpty && pending.isEmpty && site != nil { return noUpdate }
        // Not held twice while it changes, so its docs are not copied.
        resolver = nil
        let remade = current.update(source, changes)
        resolver = current
        pending.config = pending.config || changes.config || changes.strings
        pending.themes = pending.themes || changes.tokens || changes.config
        pending.templates.formUnion(changes.templates)
        pending.docs.formUnion(remade)
        pending.copied.formUnion(changes.staticFiles)
        pending.copied.formUnion(changes.docAssets.map(OutputPaths.assetOutputPath))
        return try finish(start: start, inputs: changes.inputs, deferring: deferring)
    }

    /// Files docs include from outside the docs folder (mdBook's
    /// `{{#include ../listings/main.rs}}`), by path: `serve` watches them
    /// too, and passes their paths as they are to `update(changedPaths:)`.
    public var includedFilesOutsideDocs: [String] {
        let docs = lexicallyNormalized(source.docsDirectory) + "/"
        return sortedPaths(source.includes.keys.filter { !$0.hasPrefix(docs) })
    }

    /// The files read from outside the site's input folders, by path:
    /// those docs include (`includedFilesOutsideDocs`, MkDocs'
    /// `auto_append` snippets among them) and another generator's interface
    /// strings (Docusaurus' `i18n/<locale>/code.json`, Starlight's
    /// `src/content/i18n/<locale>.json`). `serve` watches them, and passes
    /// their paths as they are to `update(changedPaths:)`.
    public var filesReadOutsideInputs: [String] {
        sortedPaths(Array(Set(includedFilesOutsideDocs + source.interfaceStringFiles)))
    }

    /// What `serve` watches outside the site's input folders:
    /// `filesReadOutsideInputs`, and the paths where another generator's
    /// interface strings would be read from that have no file yet
    /// (`LoadedSite.interfaceStringCandidates`), so creating one re-renders.
    public var filesWatchedOutsideInputs: [String] {
        sortedPaths(Array(Set(filesReadOutsideInputs + source.interfaceStringCandidates)))
    }

    /// Whether an update left work for `renderDeferred()`.
    public var hasDeferredWork: Bool { !deferredParts.isEmpty }

    /// Renders what the last update deferred; returns what changed.
    public mutating func renderDeferred() throws(BuildFailure) -> OutputChanges {
        guard let work = deferredWork() else { return noUpdate }
        return commit(try work.render()) ?? noUpdate
    }

    /// The deferred work, to render without holding the builder (a later
    /// update can then go ahead meanwhile); nil when there is none.
    public func deferredWork() -> DeferredWork? {
        guard let site, !deferredParts.isEmpty else { return nil }
        return DeferredWork(site: site, parts: existing(deferredParts, in: site), generation: generation,
                            generator: generator, themeWork: themeWork, twins: twins)
    }

    /// Takes in rendered deferred work and returns what changed; nil (and
    /// the work stays deferred) when an update came in meanwhile.
    public mutating func commit(_ work: DeferredWork.Rendered) -> OutputChanges? {
        guard work.generation == generation, let site else { return nil }
        let start = DispatchTime.now().uptimeNanoseconds - UInt64(work.milliseconds * 1_000_000)
        guard let update = try? commit(work.parts, site: site, start: DispatchTime(uptimeNanoseconds: start), inputs: []) else {
            return nil
        }
        deferredParts = []
        return update
    }

    private var noUpdate: OutputChanges {
        OutputChanges(inputs: [], changes: [], removed: [], renderedFiles: 0, milliseconds: 0,
                   warnings: warnings, pages: pageCount, docs: site?.docs.count ?? 0,
                   themes: site?.registry.themes.count ?? 0)
    }

    /// `parts` without those `site` no longer has (the pages of docs gone,
    /// of token groups gone).
    private func existing(_ parts: Set<SitePart>, in site: ResolvedSite) -> Set<SitePart> {
        parts.intersection(SitePart.all(site))
    }

    // MARK: Resolving and rendering

    private mutating func finish(start: DispatchTime, inputs: [String], deferring: Bool) throws(BuildFailure) -> OutputChanges {
        guard let resolver else { throw BuildFailure([]) }
        let next = try resolver.site(source)
        // The themes changed: what pages show of them is compared with the
        // last good build's (the renderer is needed then anyway).
        var themesRenderer: Renderer?
        var look = themeLook
        var tokens = tokenInputs
        if pending.themes || pending.everything || site == nil {
            let made = Renderer(site: next, generator: generator, reusing: themeWork, twins: twins)
            themesRenderer = made
            look = try made.themeLook()
            tokens = next.tokenCatalog.map(TokenPageInputs.init)
        }
        var parts = partsToRender(previous: site, next: next, look: look, tokens: tokens)
            .union(existing(deferredParts, in: next))
        var later: Set<SitePart> = []
        if deferring, site != nil, let now = firstParts(of: parts, tokens: tokens) {
            later = parts.subtracting(now)
            parts = now
        }
        // Nothing to render (a static file's bytes): no renderer, whose
        // making computes every theme's stylesheet.
        var rendered: [RenderedPart] = []
        if !parts.isEmpty {
            let renderer = themesRenderer ?? Renderer(site: next, generator: generator, reusing: themeWork, twins: twins)
            themeWork = renderer.themeWork
            rendered = try renderer.render(parts, recording: true)
        }
        let update = try commit(rendered, site: next, start: start, inputs: inputs)
        themeLook = look
        tokenInputs = tokens
        deferredParts = later
        pending = Pending(everything: false)
        return update
    }

    /// Of `parts`, those an update with `deferring` renders before the
    /// reload: a doc change's own pages, or a token change's pages of the
    /// tokens written otherwise (`tokens`: the token pages' inputs now)
    /// with what every page shows. Nil when nothing waits (another change).
    private func firstParts(of parts: Set<SitePart>, tokens: TokenPageInputs?) -> Set<SitePart>? {
        if pending.onlyDocs { return parts.intersection(pending.docs.map(SitePart.doc)) }
        guard pending.onlyTokens else { return nil }
        let changedPages = parts.compactMap { part -> String? in
            if case .tokenPage(let path) = part { return path }
            return nil
        }
        let edited = TokenPageInputs.pagesEditedAsWritten(tokenInputs, tokens, among: changedPages)
        return parts.filter { part in
            switch part {
            case .siteWide(let kind): !Self.laterAfterATokenEdit.contains(kind)
            case .tokenPage(let path): edited.isEmpty || edited.contains(path)
            case .doc: true
            }
        }
    }

    /// What a token edit under `serve` leaves for `renderDeferred()`, with
    /// the pages of tokens that only alias the ones edited: the parts that
    /// take longest and that nobody watches while editing a token.
    static let laterAfterATokenEdit: Set<SiteWidePart> = [.searchIndex, .contrast, .systemContrast, .tokensJSON, .tokensCSS, .lab, .pinned, .matrix]

    /// Makes `next` and the `rendered` parts the current state, with the
    /// static files that changed; returns what changed.
    private mutating func commit(_ rendered: [RenderedPart], site next: ResolvedSite, start: DispatchTime,
                                 inputs: [String]) throws(BuildFailure) -> OutputChanges {
        let previous = site
        let parts = Set(SitePart.all(next))

        // What each part wrote and read; the pages of docs (and token
        // groups) gone are gone.
        var nextRecords = records
        for part in nextRecords.keys where !parts.contains(part) { nextRecords[part] = nil }
        for part in rendered { nextRecords[part.part] = (part.files.map(\.path), part.reads ?? PartReads()) }
        let generated = Set(nextRecords.values.map(\.paths).joined())
        // Static files and docs' assets, by output path.
        var sources: [String: String] = [:]
        for file in next.copiedFiles { sources[file.path] = file.source }
        let staticPaths = Set(sources.keys)
        var links = linkMemo
        let warnings = try OutputChecks.run(next, generated: generated, options: options, links: &links)

        // Copied files: all of them on a full build, else those that changed.
        var staticData: [String: Data] = [:]
        var staticToRead = pending.everything || previous == nil ? staticPaths : pending.copied.intersection(staticPaths)
        if previous != nil, !pending.everything {
            // A file the previous build had as a generated path, or never
            // copied, is read again too.
            staticToRead.formUnion(staticPaths.filter { outputs[$0] == nil })
        }
        var problems: [Diagnostic] = []
        for path in staticToRead.sorted() {
            guard let file = sources[path] else { continue }
            do { staticData[path] = try fileSystem.contents(of: file) } catch {
                problems.append(Diagnostic(file: file, message: (error as? FileSystemError)?.reason ?? "cannot read the file"))
            }
        }
        if !problems.isEmpty { throw BuildFailure(problems) }

        // Compare with what is there.
        var nextOutputs = outputs
        var changes: [OutputChanges.Change] = []
        let kept = generated.union(staticPaths)
        let removed = outputs.keys.filter { !kept.contains($0) }.sorted()
        for path in removed { nextOutputs[path] = nil }
        var renderedFiles = 0
        for file in rendered.lazy.flatMap(\.files) {
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
        records = nextRecords
        self.warnings = warnings
        linkMemo = links
        site = next
        generation += 1
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
        return OutputChanges(inputs: inputs, changes: changes.sorted { $0.path < $1.path }, removed: removed,
                          renderedFiles: renderedFiles, milliseconds: elapsed, warnings: warnings,
                          pages: pageCount, docs: next.docs.count, themes: next.registry.themes.count,
                          renderedPaths: rendered.flatMap { $0.files.map(\.path) }.sorted())
    }

    private var pageCount: Int { outputs.keys.filter { $0.hasSuffix(".html") }.count }

    /// The parts whose recorded reads what changed since `previous` touches,
    /// and those never rendered. `look` and `tokens`: what pages show of
    /// the themes and the token pages of the design system in `next`,
    /// compared with the last good build's.
    private func partsToRender(previous: ResolvedSite?, next: ResolvedSite, look: Renderer.ThemeLook?,
                               tokens: TokenPageInputs?) -> Set<SitePart> {
        let all = SitePart.all(next)
        guard let previous, !pending.everything else { return Set(all) }
        var changed: Set<ResolvedInput> = []
        if pending.config { changed.insert(.config) }
        if pending.themes {
            changed.insert(.themes)
            if look != themeLook { changed.insert(.themeLook) }
            changed.formUnion(TokenPageInputs.changedPages(tokenInputs, tokens).map(ResolvedInput.tokenPage))
        }
        if previous.staticFiles != next.staticFiles { changed.insert(.staticList) }
        if !pending.docs.isEmpty {
            changed.insert(.everyDoc)
            for path in pending.docs { changed.insert(.doc(path)) }
            if previous.docs.isEmpty != next.docs.isEmpty { changed.insert(.firstDoc) }
        }
        // A doc, or a Docusaurus `_category_` file (no doc changes then).
        if previous.listings != next.listings || previous.tree != next.tree { changed.insert(.docList) }
        return Set(all.filter { part in
            guard let record = records[part] else { return true }
            return record.reads.depends(on: changed, templates: pending.templates)
        })
    }
}

/// What one build or update of an `IncrementalBuilder` changed.
public struct OutputChanges: Sendable {
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
    /// The paths of the files rendered (static files read aside), sorted:
    /// what the change made the build do.
    public var renderedPaths: [String] = []
}

/// Pages an update left for later, with the site to render them from.
public struct DeferredWork: Sendable {
    let site: ResolvedSite
    let parts: Set<SitePart>
    let generation: Int
    let generator: String
    let themeWork: Renderer.ThemeWork?
    let twins: MarkdownTwins.Store

    /// The rendered pages, for `IncrementalBuilder.commit(_:)`.
    public struct Rendered: Sendable {
        let parts: [RenderedPart]
        let generation: Int
        public let milliseconds: Double
    }

    /// How many pages and files this work renders (docs, and the site-wide files).
    public var count: Int { parts.count }

    /// Renders the pages; reads and changes nothing else, so it can run
    /// while the builder takes in newer changes.
    public func render() throws(BuildFailure) -> Rendered {
        let start = DispatchTime.now()
        let parts = try Renderer(site: site, generator: generator, reusing: themeWork, twins: twins).render(parts, recording: true)
        return Rendered(parts: parts, generation: generation,
                        milliseconds: Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
    }
}

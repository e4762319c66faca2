import Basics
import Foundation
import ThemeTokens
import Theming

/// The whole build, step by step: load, resolve, render, write.
public struct FullBuilder: Sendable {
    public let fileSystem: any FileSystem
    public let generator: String

    public init(fileSystem: any FileSystem = LocalFileSystem(), generator: String) {
        self.fileSystem = fileSystem
        self.generator = generator
    }

    /// Builds `siteDirectory` into `output`; nothing is written when any
    /// step fails (with `options.strict`, or the config's `strict: true`,
    /// a warning is such a failure), and the output stays as it was.
    /// `finishing` runs on the complete staging folder before it is moved
    /// into place; its warnings are the build's.
    @discardableResult
    public func build(siteDirectory: String, output: String, options: BuildOptions = BuildOptions(),
                      finishing: FinishingStep? = nil) throws(BuildFailure) -> BuildSummary {
        var clock = StepClock(start: .now())
        let writer = OutputWriter(fileSystem: fileSystem)
        let source = try load(siteDirectory, output: output, options: options, writer: writer)
        clock.record("load")
        let site = try FullBuilder.resolve(source, options: options)
        clock.record("resolve (parse Markdown and templates)")
        let staging = try writer.prepare(output)
        let renderer = renderer(site, settlingInto: staging, writer: writer)
        clock.record("theme stylesheets")
        let files = try render(renderer, staging: staging, writer: writer)
        clock.record("render and stage pages")
        let checks = check(site, generated: files, options: options)
        let warnings = try write(files, site: site, staging: staging, writer: writer, checks: checks,
                                 finishing: finishing, strict: options.strict, clock: &clock)
        let summary = BuildSummary(site, files: files, output: output, warnings: warnings, clock: clock)
        // Freeing the model (every doc's HTML, headings and search terms)
        // takes a few milliseconds on one core; the summary need not wait.
        releaseLater(ReleasedModel(site: consume site, renderer: consume renderer))
        return summary
    }

    // MARK: The steps

    /// Reads the site folder, once the output is known to be a place the
    /// build may write (never an input, never a folder it did not make).
    func load(_ siteDirectory: String, output: String, options: BuildOptions,
              writer: OutputWriter) throws(BuildFailure) -> LoadedSite {
        try writer.checkLocation(output, siteDirectory: siteDirectory)
        try writer.checkOutput(output)
        let source = try Loader(fileSystem: fileSystem, options: options).load(siteDirectory)
        try writer.checkLocation(output, docsDirectory: source.docsDirectory)
        return source
    }

    /// The resolved site, as `options` ask (drafts, `--base-url` over the
    /// config's, the version).
    static func resolve(_ source: LoadedSite, options: BuildOptions) throws(BuildFailure) -> ResolvedSite {
        try Resolver.resolve(source, options: options)
    }

    /// A renderer whose pages go to the staging folder as they are rendered.
    func renderer(_ site: ResolvedSite, settlingInto staging: OutputWriter.Staging, writer: OutputWriter) -> Renderer {
        var renderer = Renderer(site: site, generator: generator)
        renderer.settler = writer.settler(for: staging)
        return renderer
    }

    /// Every page and asset; on failure the staging folder is removed.
    func render(_ renderer: Renderer, staging: OutputWriter.Staging, writer: OutputWriter) throws(BuildFailure) -> [OutputFile] {
        do {
            return try renderer.render()
        } catch {
            writer.discard(staging)
            throw error
        }
    }

    /// The checks that need every output path (clashes, links, `strict`),
    /// started beside the writing.
    func check(_ site: ResolvedSite, generated files: [OutputFile],
               options: BuildOptions) -> Background<[Diagnostic]> {
        Background { [site] () throws(BuildFailure) -> [Diagnostic] in
            var memo: LinkChecker.Memo?
            return try OutputChecks.run(site, generated: Set(files.map(\.path)), options: options, links: &memo)
        }
    }

    /// Writes the files and copies into the staging folder and swaps it into
    /// place once the checks and the finishing step pass; their warnings. A
    /// failure leaves the output as it was, with every problem: the
    /// writing's and, when it failed before asking for them, the checks'.
    func write(_ files: [OutputFile], site: ResolvedSite, staging: OutputWriter.Staging, writer: OutputWriter,
               checks: Background<[Diagnostic]>, finishing: FinishingStep?, strict: Bool,
               clock: inout StepClock) throws(BuildFailure) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var checked = false
        do {
            try writer.write(files, copies: site.copiedFiles, into: staging, beforeSwap: { () throws(BuildFailure) in
                checked = true
                warnings = try checks.value()
                clock.record("check links")
                if let finishing {
                    let finished = finishing.run(staging.path, site)
                    try OutputChecks.failIfStrict(finished, strict: strict || site.config.strict)
                    warnings += finished
                    clock.record("finish")
                }
            }, step: { clock.record($0) })
        } catch {
            guard !checked, case .failure(let problems) = Result(catching: { () throws(BuildFailure) in try checks.value() }) else {
                throw error
            }
            throw BuildFailure(problems.diagnostics + error.diagnostics)
        }
        return warnings
    }
}

extension BuildSummary {
    /// The summary of a build of `site` that wrote `files`.
    init(_ site: ResolvedSite, files: [OutputFile], output: String, warnings: [Diagnostic], clock: StepClock) {
        let redirects = site.docs.reduce(0) { $0 + $1.redirects.count }
        self.init(output: output, pages: files.filter { $0.path.hasSuffix(".html") }.count - redirects,
                  docs: site.docs.count,
                  themes: site.registry.themes.count - (site.themeSystem.map { $0.themeCount - $0.shownThemes } ?? 0),
                  staticFiles: site.staticFiles.count, milliseconds: clock.elapsedMilliseconds,
                  overriddenTemplates: site.templates.overridden, warnings: warnings,
                  replacedThemes: site.themeOrigins.filter(\.replacesBuiltIn).map(\.id.rawValue),
                  customThemes: site.themeOrigins.filter { $0.file != nil && !$0.replacesBuiltIn }.count - (site.themeSystem?.themeCount ?? 0),
                  steps: clock.steps, skippedDrafts: site.skippedDrafts, docAssets: site.docAssets.count)
        self.redirects = redirects
        generatorLinks = site.docs.reduce(0) { $0 + $1.rendered.generatorLinks }
        docsDirectory = site.docsDirectory
        undatedInShallowClone = site.undatedInShallowClone
        designSystemNote = site.designSystem.map(BuildSummary.note)
        if let designSystem = site.designSystem, let system = site.themeSystem {
            systemThemes = (name: designSystem.system.name, count: system.themeCount)
        }
        if let designSystem = site.designSystem, let system = site.themeSystem {
            guessTable = "\(designSystem.file): note: the gallery's slots, and which of the system's tokens fills each (config.yaml's system: slots: sets any of them):\n"
                + system.guessTable.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        }
    }

    /// Where a site's own design system is documented, in words.
    static func note(_ designSystem: SiteDesignSystem) -> String {
        let system = designSystem.system
        let tokens = Set((system.tokens.values.flatMap(\.tokens) + system.sourceTokens.values.flatMap(\.tokens)).map(\.name)).count
        let axes = system.axes.isEmpty ? "" : " of \(system.axes.map(\.name).joined(separator: " × "))"
        let combinations = system.combinations.count
        return "\(designSystem.file): note: the design system '\(system.name)' (\(tokens) token\(tokens == 1 ? "" : "s"), \(combinations) combination\(combinations == 1 ? "" : "s")\(axes)) is the site's themes, and documented on \(TokenCatalog.indexPath)"
    }
}

/// A build's model, freed on a helper thread (see `releaseLater`).
private final class ReleasedModel: Sendable {
    let site: ResolvedSite
    let renderer: Renderer

    init(site: consuming ResolvedSite, renderer: consuming Renderer) {
        self.site = site
        self.renderer = renderer
    }
}

/// Drops `object` on a helper thread: this thread holds no reference once
/// it returns, so its deinitialisation (and everything only it held) runs
/// there.
func releaseLater(_ object: consuming some AnyObject & Sendable) {
    let retained = Unmanaged.passRetained(object)
    DispatchQueue(label: "theme-preview.release").async { retained.release() }
}

/// How long each step of a build took, for `build --timings`.
public struct BuildStep: Sendable, Equatable {
    public var name: String
    /// Wall-clock time.
    public var milliseconds: Double
    /// Processor time of the whole process (every thread, user and system):
    /// above `milliseconds` when the step used more than one core.
    public var cpuMilliseconds: Double = 0
}

/// Records the time since the previous step.
struct StepClock {
    private let start: DispatchTime
    private var last: DispatchTime
    private var lastCPU: Double
    private(set) var steps: [BuildStep] = []

    init(start: DispatchTime) {
        self.start = start
        last = start
        lastCPU = StepClock.processorMilliseconds()
    }

    mutating func record(_ name: String) {
        let now = DispatchTime.now()
        let cpu = StepClock.processorMilliseconds()
        steps.append(BuildStep(name: name, milliseconds: Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1_000_000,
                               cpuMilliseconds: cpu - lastCPU))
        last = now
        lastCPU = cpu
    }

    /// Wall-clock time since the start.
    var elapsedMilliseconds: Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
    }

    /// User and system time of every thread of this process so far.
    static func processorMilliseconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        let who = RUSAGE_SELF.rawValue
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        return milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
    }
}

/// What a build wrote, for the one-line summary.
public struct BuildSummary: Sendable {
    public var output: String
    public var pages: Int
    public var docs: Int
    public var themes: Int
    public var staticFiles: Int
    public var milliseconds: Double
    public var overriddenTemplates: [String]
    public var warnings: [Diagnostic]
    /// Built-in themes a site theme with the same id replaced.
    public var replacedThemes: [String] = []
    /// Site themes added to the built-in ones.
    public var customThemes: Int = 0
    /// Each step's duration, in build order.
    public var steps: [BuildStep] = []
    /// Docs left out for `draft: true` (built without `--drafts`).
    public var skippedDrafts = 0
    /// Files under `docs/` copied beside the pages.
    public var docAssets = 0
    /// Redirect pages written for front matter `aliases` (not counted in `pages`).
    public var redirects = 0
    /// Links written as another generator resolves them, which lead to
    /// their pages (`GeneratorLinks`): said once, not warned about each.
    public var generatorLinks = 0
    /// The docs folder, as named on the command line or in the site.
    public var docsDirectory = ""
    /// Docs without a last-updated date because the git clone is shallow.
    public var undatedInShallowClone = 0
    /// Where the site's own design system is documented (a note).
    public var designSystemNote: String?
    /// The design system whose combinations are the site's themes, and
    /// how many themes they make (a light and a dark one are one).
    public var systemThemes: (name: String, count: Int)?
    /// The table of which token fills each gallery slot, and why.
    public var guessTable: String?

    /// What the build did besides what `line` says, one line each, in the
    /// form of a diagnostic (`site/docs: note: …`); no warning, so
    /// `--strict` passes.
    public var notes: [String] {
        var notes: [String] = []
        if let designSystemNote { notes.append(designSystemNote) }
        if let guessTable { notes.append(guessTable) }
        if generatorLinks > 0 {
            let links = generatorLinks == 1 ? "1 link is" : "\(groupedDigits(generatorLinks)) links are"
            notes.append("\(docsDirectory): note: \(links) written as another generator resolves them (without `.md`, Hugo's `ref` and `relref`, Zola's `@/`) and lead to their pages")
        }
        if undatedInShallowClone > 0 {
            let docs = undatedInShallowClone == 1 ? "1 doc has" : "\(groupedDigits(undatedInShallowClone)) docs have"
            notes.append("\(docsDirectory): note: \(docs) no 'Last updated' date: the git clone is shallow and they last changed before the history it holds (fetch the whole history: `fetch-depth: 0` with actions/checkout, `git fetch --unshallow`)")
        }
        return notes
    }

    /// The steps as an aligned table of wall and processor time, for
    /// `build --timings`.
    public var timings: String {
        let total = BuildStep(name: "total", milliseconds: steps.reduce(0) { $0 + $1.milliseconds },
                              cpuMilliseconds: steps.reduce(0) { $0 + $1.cpuMilliseconds })
        let rows = steps + [total]
        let width = max(rows.map(\.name.count).max() ?? 0, "step".count)
        let header = "step".padding(toLength: width, withPad: " ", startingAt: 0) + "     wall ms      CPU ms"
        return ([header] + rows.map { step in
            step.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + String(format: "%10.1f  %10.1f", step.milliseconds, step.cpuMilliseconds)
        }).joined(separator: "\n")
    }

    public var line: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var text = "Built \(count(pages, "page")) (\(count(themes, "theme")) x light/dark pinned, \(count(docs, "doc"))"
        if staticFiles > 0 { text += ", \(count(staticFiles, "static file"))" }
        if docAssets > 0 { text += ", \(count(docAssets, "file")) beside the docs" }
        if skippedDrafts > 0 { text += ", \(count(skippedDrafts, "draft")) skipped" }
        if redirects > 0 { text += ", \(count(redirects, "redirect")) for aliases" }
        text += ") into \(output) in \(Int(milliseconds.rounded())) ms"
        if let systemThemes {
            text += "; the design system '\(systemThemes.name)' is \(count(systemThemes.count, "theme")) in place of the built-in ones"
        }
        if customThemes > 0 { text += "; \(count(customThemes, "site theme")) added" }
        if !replacedThemes.isEmpty {
            text += "; site theme\(replacedThemes.count == 1 ? "" : "s") \(replacedThemes.joined(separator: ", ")) replace\(replacedThemes.count == 1 ? "s" : "") the built-in"
        }
        if !overriddenTemplates.isEmpty { text += "; site templates: \(overriddenTemplates.joined(separator: ", "))" }
        if !warnings.isEmpty { text += "; \(count(warnings.count, "warning"))" }
        return text + ". Open \(joinPath(output, "index.html"))"
    }
}

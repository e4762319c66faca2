import Basics
import Foundation
import ThemeTokens

/// The whole build, step by step: load, resolve, render, write.
public struct SiteBuilder: Sendable {
    public let fileSystem: any FileSystem
    public let generator: String

    public init(fileSystem: any FileSystem = LocalFileSystem(), generator: String) {
        self.fileSystem = fileSystem
        self.generator = generator
    }

    /// Builds `siteDirectory` into `output`; nothing is written when any
    /// step fails. `baseURL`, when given, replaces the config's (see
    /// `SiteConfig.baseURL`). Docs with `draft: true` are left out unless
    /// `includeDrafts`.
    @discardableResult
    /// With `strict` (or the config's `strict: true`) every warning is an
    /// error, and nothing is written while there is one. `docs` names the
    /// docs folder over the site's own (`--docs`).
    public func build(siteDirectory: String, output: String, baseURL: String? = nil,
                      includeDrafts: Bool = false, strict: Bool = false, docs: String? = nil) throws(BuildFailure) -> BuildSummary {
        let start = DispatchTime.now()
        var clock = StepClock(start: start)
        let writer = OutputWriter(fileSystem: fileSystem)
        try writer.checkLocation(output, siteDirectory: siteDirectory)
        try writer.checkOutput(output)
        let source = try SiteLoader(fileSystem: fileSystem, docs: docs).load(siteDirectory)
        try writer.checkLocation(output, docsDirectory: source.docsDirectory)
        clock.record("load")
        let site = try SiteBuilder.resolve(source, includeDrafts: includeDrafts, baseURL: baseURL)
        clock.record("resolve (parse Markdown and templates)")
        // Pages go to the staging folder as they are rendered; a failure
        // from here on removes it, and the output stays as it was.
        let staging = try writer.prepare(output)
        let renderer = {
            var renderer = SiteRenderer(site: site, generator: generator)
            renderer.settler = writer.settler(for: staging)
            return renderer
        }()
        clock.record("theme stylesheets")
        let files: [OutputFile]
        do {
            files = try renderer.render()
            clock.record("render and stage pages")
        } catch {
            writer.discard(staging)
            throw error
        }
        // What needs every output path (clashes, links) is checked beside
        // the staging folder's writing; the swap waits for it, and a failure
        // leaves the output as it was.
        let checks = Background { [site] () throws(BuildFailure) -> [Diagnostic] in
            let warnings = site.warnings + (try site.checkOutput(generated: Set(files.map(\.path))))
            try SiteBuilder.failIfStrict(warnings, strict: strict || site.config.strict)
            return warnings
        }
        var warnings: [Diagnostic] = []
        var checked = false
        do {
            try writer.write(files, copies: site.copiedFiles, into: staging, beforeSwap: { () throws(BuildFailure) in
                checked = true
                warnings = try checks.value()
                clock.record("check links")
            }, step: { clock.record($0) })
        } catch {
            // Writing failed before the checks were asked for: their
            // problems too, all at once.
            guard !checked, case .failure(let problems) = Result(catching: { () throws(BuildFailure) in try checks.value() }) else {
                throw error
            }
            throw BuildFailure(problems.diagnostics + error.diagnostics)
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
        let redirects = site.docs.reduce(0) { $0 + $1.redirects.count }
        var summary = BuildSummary(output: output, pages: files.filter { $0.path.hasSuffix(".html") }.count - redirects,
                            docs: site.docs.count, themes: site.registry.themes.count,
                            staticFiles: site.staticFiles.count, milliseconds: elapsed,
                            overriddenTemplates: site.templates.overridden, warnings: warnings,
                            replacedThemes: site.themeOrigins.filter(\.replacesBuiltIn).map(\.id.rawValue),
                            customThemes: site.themeOrigins.filter { $0.file != nil && !$0.replacesBuiltIn }.count,
                            steps: clock.steps, skippedDrafts: site.skippedDrafts, docAssets: site.docAssets.count)
        summary.redirects = redirects
        // Freeing the model (every doc's HTML, headings and search terms)
        // takes a few milliseconds on one core; the summary need not wait.
        releaseLater(ReleasedModel(site: consume site, renderer: consume renderer))
        return summary
    }

    /// The resolved site, with `baseURL` (`--base-url`) over the config's.
    static func resolve(_ source: SiteSource, includeDrafts: Bool, baseURL: String?) throws(BuildFailure) -> ResolvedSite {
        var site = try SiteResolver.resolve(source, includeDrafts: includeDrafts)
        if let baseURL {
            guard let url = SiteConfig.normalizedBaseURL(baseURL) else {
                throw BuildFailure([Diagnostic(file: "--base-url", message: SiteConfig.urlProblem("--base-url", baseURL))])
            }
            site.config.baseURL = url
        }
        return site
    }

    /// With `strict`, every warning as an error: the build fails with them.
    public static func failIfStrict(_ warnings: [Diagnostic], strict: Bool) throws(BuildFailure) {
        guard strict, !warnings.isEmpty else { return }
        throw BuildFailure(warnings.map { warning in
            var error = warning
            error.severity = .error
            return error
        })
    }
}

/// A build's model, freed on a helper thread (see `releaseLater`).
private final class ReleasedModel: Sendable {
    let site: ResolvedSite
    let renderer: SiteRenderer

    init(site: consuming ResolvedSite, renderer: consuming SiteRenderer) {
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

extension ResolvedSite {
    /// What can only be checked once every output path is known
    /// (`generated`: every file rendered): an error for each doc asset that
    /// would overwrite a generated page or a static file, and a warning for
    /// each broken link (`LinkChecker`).
    func checkOutput(generated: Set<String>) throws(BuildFailure) -> [Diagnostic] {
        var memo: LinkChecker.Memo?
        return try checkOutput(generated: generated, links: &memo)
    }

    /// As `checkOutput(generated:)`, with the link check of the last
    /// update (`serve`) to take what has not changed from.
    func checkOutput(generated: Set<String>, links memo: inout LinkChecker.Memo?) throws(BuildFailure) -> [Diagnostic] {
        var pageSources: [String: String] = [:]
        for doc in docs { pageSources[doc.outputPath] = doc.sourcePath }
        try OutputWriter.checkStaticFiles(staticFiles, generated: generated, siteDirectory: directory)
        try OutputWriter.checkDocAssets(docAssets, staticFiles: staticFiles, generated: generated,
                                        pageSources: pageSources, siteDirectory: directory, docsDirectory: docsDirectory)
        var outputs = generated
        for file in copiedFiles { outputs.insert(file.path) }
        let checked = LinkChecker(site: self, outputs: outputs).warnings(reusing: memo)
        memo = checked.memo
        return checked.warnings
    }
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
    private var last: DispatchTime
    private var lastCPU: Double
    private(set) var steps: [BuildStep] = []

    init(start: DispatchTime) {
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
        if customThemes > 0 { text += "; \(count(customThemes, "site theme")) added" }
        if !replacedThemes.isEmpty {
            text += "; site theme\(replacedThemes.count == 1 ? "" : "s") \(replacedThemes.joined(separator: ", ")) replace\(replacedThemes.count == 1 ? "s" : "") the built-in"
        }
        if !overriddenTemplates.isEmpty { text += "; site templates: \(overriddenTemplates.joined(separator: ", "))" }
        if !warnings.isEmpty { text += "; \(count(warnings.count, "warning"))" }
        return text + ". Open \(joinPath(output, "index.html"))"
    }
}

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
    /// `SiteConfig.baseURL`).
    @discardableResult
    public func build(siteDirectory: String, output: String, baseURL: String? = nil) throws(BuildFailure) -> BuildSummary {
        let start = DispatchTime.now()
        let writer = OutputWriter(fileSystem: fileSystem)
        try writer.checkLocation(output, siteDirectory: siteDirectory)
        try writer.checkOutput(output)
        let source = try SiteLoader(fileSystem: fileSystem).load(siteDirectory)
        var site = try SiteResolver.resolve(source)
        if let baseURL {
            guard let url = SiteConfig.normalizedBaseURL(baseURL) else {
                throw BuildFailure([Diagnostic(file: "--base-url", message: SiteConfig.urlProblem("--base-url", baseURL))])
            }
            site.config.baseURL = url
        }
        let files = try SiteRenderer(site: site, generator: generator).render()
        try writer.write(files, staticFiles: site.staticFiles, from: siteDirectory, to: output)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
        return BuildSummary(output: output, pages: files.filter { $0.path.hasSuffix(".html") }.count,
                            docs: site.docs.count, themes: site.registry.themes.count,
                            staticFiles: site.staticFiles.count, milliseconds: elapsed,
                            overriddenTemplates: site.templates.overridden, warnings: site.warnings,
                            replacedThemes: site.themeOrigins.filter(\.replacesBuiltIn).map(\.id.rawValue),
                            customThemes: site.themeOrigins.filter { $0.file != nil && !$0.replacesBuiltIn }.count)
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

    public var line: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var text = "Built \(count(pages, "page")) (\(count(themes, "theme")) x light/dark pinned, \(count(docs, "doc"))"
        if staticFiles > 0 { text += ", \(count(staticFiles, "static file"))" }
        text += ") into \(output) in \(Int(milliseconds.rounded())) ms"
        if customThemes > 0 { text += "; \(count(customThemes, "site theme")) added" }
        if !replacedThemes.isEmpty {
            text += "; site theme\(replacedThemes.count == 1 ? "" : "s") \(replacedThemes.joined(separator: ", ")) replace\(replacedThemes.count == 1 ? "s" : "") the built-in"
        }
        if !overriddenTemplates.isEmpty { text += "; site templates: \(overriddenTemplates.joined(separator: ", "))" }
        return text + ". Open \(joinPath(output, "index.html"))"
    }
}

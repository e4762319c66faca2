import Foundation
import ThemeTokens

/// Step 2: interprets what was read. Every problem in every file is
/// collected before failing, so one run shows them all.
public enum SiteResolver {
    public static func resolve(_ source: SiteSource) throws(BuildFailure) -> ResolvedSite {
        var diagnostics: [Diagnostic] = []
        var themeSet = SiteThemeSet(registry: .builtIn, origins: [], warnings: [])
        var themesLoaded = true
        do {
            themeSet = try SiteThemeLoader.load(source.tokenFiles, directory: joinPath(source.directory, "tokens"))
        } catch {
            diagnostics += error.diagnostics
            themesLoaded = false
        }
        let registry = themeSet.registry
        let configFile = joinPath(source.directory, SiteConfig.fileName)
        var config = SiteConfig()
        if let text = source.configText {
            do { config = try SiteConfig.parse(text, file: configFile) } catch { diagnostics += error.diagnostics }
        }

        let options = MarkdownOptions(smartPunctuation: true, allowRawHTML: config.allowRawHTML, headingAnchors: true)
        // The templates parse while the docs render. When the site's themes
        // failed to load, a doc pinned to one of them is not reported again:
        // the cause is already on the list.
        let overrides = source.templates.map { template in
            (file: joinPath(source.directory, "templates", template.path),
             name: String(template.path.dropLast(".mustache".count)), text: template.text)
        }
        let checkThemes = themesLoaded
        let (parsed, docs) = concurrently({
            Result { () throws(BuildFailure) -> TemplateSet in try TemplateSet(overrides: overrides) }
        }, {
            renderDocs(source, registry: registry, options: options, checkThemes: checkThemes)
        })
        let templates: TemplateSet?
        switch parsed {
        case .success(let set): templates = set
        case .failure(let failure):
            diagnostics += failure.diagnostics
            templates = nil
        }
        var resolvedDocs: [Doc] = []
        for result in docs {
            switch result {
            case .success(let doc): resolvedDocs.append(doc)
            case .failure(let failure): diagnostics += failure.diagnostics
            }
        }
        diagnostics += collisions(resolvedDocs, source: source)
        guard diagnostics.isEmpty, let templates else { throw BuildFailure(diagnostics) }

        resolvedDocs = navigationOrder(resolvedDocs)
        let warnings = templateWarnings(source.templates, directory: source.directory)
        return ResolvedSite(directory: source.directory, config: config, registry: registry, docs: resolvedDocs,
                            templates: templates, staticFiles: source.staticFiles,
                            warnings: source.warnings + themeSet.warnings + warnings, themeOrigins: themeSet.origins)
    }

    /// Docs in navigation order: by `order`, then the rest by title and path.
    static func navigationOrder(_ docs: [Doc]) -> [Doc] {
        docs.sorted { a, b in
            switch (a.order, b.order) {
            case let (x?, y?) where x != y: return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return (a.title, a.sourcePath) < (b.title, b.sourcePath)
            }
        }
    }

    /// A warning for each site template that replaces no built-in one.
    static func templateWarnings(_ templates: [(path: String, text: String)], directory: String) -> [Diagnostic] {
        let builtIn = Set(TemplateSet.builtInNames)
        return templates.compactMap { template -> Diagnostic? in
            let name = String(template.path.dropLast(".mustache".count))
            guard !builtIn.contains(name) else { return nil }
            var message = "'\(name)' does not replace a built-in template; it is only available as a partial"
            if let suggestion = EditDistance.suggestion(for: name, among: builtIn.sorted()) {
                message += "; did you mean '\(suggestion).mustache'?"
            }
            return .warning(file: joinPath(directory, "templates", template.path), message)
        }
    }

    /// Parses and renders every doc, on all cores; results keep input order.
    static func renderDocs(_ source: SiteSource, registry: ThemeRegistry,
                           options: MarkdownOptions, checkThemes: Bool = true) -> [Result<Doc, BuildFailure>] {
        let inputs = source.docs
        let results = ResultSlots<Doc>(count: inputs.count)
        let renderer = MarkdownRenderer()
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let input = inputs[index]
            let file = joinPath(source.directory, "docs", input.path)
            results.set(index, Result { () throws(BuildFailure) -> Doc in
                try makeDoc(path: input.path, text: input.text, file: file, registry: registry,
                            options: options, renderer: renderer, checkThemes: checkThemes)
            })
        }
        return results.values
    }

    static func makeDoc(path: String, text: String, file: String, registry: ThemeRegistry,
                        options: MarkdownOptions, renderer: MarkdownRenderer,
                        checkThemes: Bool = true) throws(BuildFailure) -> Doc {
        let (frontMatter, body) = try FrontMatterParser.parse(text, file: file)
        var problems: [Diagnostic] = []
        var pinnedTheme: Theme?
        if let id = frontMatter.theme {
            if let theme = registry.theme(exactly: ThemeID(id)) {
                pinnedTheme = theme
            } else if checkThemes {
                let known = registry.themes.map(\.id.rawValue)
                var message = "unknown theme id '\(id)' in front matter"
                if let suggestion = EditDistance.suggestion(for: id, among: known) {
                    message += "; did you mean '\(suggestion)'?"
                }
                message += " (known themes: \(known.joined(separator: ", ")))"
                problems.append(Diagnostic(file: file, at: frontMatter.themeLocation, message: message))
            }
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
        let rendered = renderer.render(body, options: options)
        let fileName = (path as NSString).lastPathComponent
        let stem = String(fileName.dropLast(3))
        return Doc(sourcePath: path,
                   outputPath: "docs/" + String(path.dropLast(3)) + ".html",
                   title: frontMatter.title ?? rendered.firstHeading ?? stem,
                   order: frontMatter.order,
                   description: frontMatter.description,
                   pinnedTheme: pinnedTheme,
                   pinnedScheme: frontMatter.scheme.flatMap(ColorScheme.init(rawValue:)),
                   rendered: rendered)
    }

    /// Two docs that would write the same page (`a.md` and `A.MD`).
    static func collisions(_ docs: [Doc], source: SiteSource) -> [Diagnostic] {
        var seen: [String: String] = [:]
        var result: [Diagnostic] = []
        for doc in docs {
            let key = doc.outputPath.lowercased()
            if let other = seen[key] {
                result.append(Diagnostic(file: joinPath(source.directory, "docs", doc.sourcePath),
                                         message: "writes the same page as docs/\(other) (\(doc.outputPath)); rename one of them"))
            } else {
                seen[key] = doc.sourcePath
            }
        }
        return result
    }
}

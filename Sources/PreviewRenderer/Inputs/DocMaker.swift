import Basics
import Foundation
import Highlighter
import Markdown
import Search
import ThemeTokens
import Theming

/// Makes a `Doc` from a Markdown file: front matter read and checked, the
/// body rendered, notices placed at their lines in the file.
enum DocMaker {
    /// Parses and renders `inputs` (paths under `docs/` with text), on all
    /// cores when there are several; results keep input order.
    /// `home`: the file read as `index.md` (config.yaml's `home`);
    /// `includes`: the files mdBook directives include, by path; `files`:
    /// the files of docs read from elsewhere (`LoadedSite.docFiles`).
    static func renderAll(_ inputs: [(path: String, text: String)], docsDirectory: String, registry: ThemeRegistry,
                           options: MarkdownOptions, checkThemes: Bool = true,
                           home: String? = nil, files: [String: String] = [:], includes: [String: BookIncludes.File] = [:],
                           snippetBase: String = "") -> [Result<Doc, BuildFailure>] {
        let results = ResultSlots<Doc>(count: inputs.count)
        let renderer = MarkdownRenderer()
        let renderOne: @Sendable (Int) -> Void = { index in
            let input = inputs[index]
            let home = input.path == "index.md" ? home : nil
            let elsewhere = home ?? files[input.path]
            let file = elsewhere ?? joinPath(docsDirectory, input.path)
            var options = options
            options.sourceFolder = DocsTree.folder(of: input.path)
            options.mdx = DocFileName.isMDX(input.path)
            if let home { options.linkBase = .init(file: parentFolder(of: home), docs: docsDirectory) }
            results.set(index, Result { () throws(BuildFailure) -> Doc in
                var doc = try make(path: input.path, text: input.text, file: file, registry: registry,
                                      options: options, renderer: renderer, checkThemes: checkThemes, includes: includes,
                                      snippetBase: snippetBase)
                doc.sourceFile = elsewhere
                return doc
            })
        }
        if inputs.count == 1 { renderOne(0) } else { shareCores(largestFirst: inputs.map(\.text.utf8.count), execute: renderOne) }
        return results.values
    }

    static func make(path: String, text: String, file: String, registry: ThemeRegistry,
                        options: MarkdownOptions, renderer: MarkdownRenderer,
                        checkThemes: Bool = true, includes: [String: BookIncludes.File] = [:],
                        snippetBase: String = "") throws(BuildFailure) -> Doc {
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
        if !problems.isEmpty { throw BuildFailure(FrontMatterKeys.sorted(frontMatter.warnings + problems)) }
        // Positions in the body count from its own first line.
        let linesBefore = text.utf8.dropLast(body.utf8.count).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let expanded = BookIncludes.expand(body + BookIncludes.appendedSnippets(options.snippetsAutoAppend), file: BookIncludes.path(file, in: ""), files: includes, snippetBase: snippetBase)
        var rendered = renderer.render(expanded?.text ?? body, options: options)
        var notices = rendered.notices.map { notice in
            Diagnostic.warning(file: file, line: notice.line + linesBefore, column: notice.column, notice.message)
        }
        if let expanded {
            if let origins = expanded.origins { place(&rendered, &notices, at: origins, linesBefore: linesBefore) }
            notices += expanded.problems.map { problem in
                Diagnostic.warning(file: problem.file ?? file, line: problem.line + (problem.file == nil ? linesBefore : 0),
                                   column: problem.column, problem.message)
            }
            notices.sort { ($0.file == file ? 0 : 1, $0.line ?? 0, $0.column ?? 0) < ($1.file == file ? 0 : 1, $1.line ?? 0, $1.column ?? 0) }
        }
        var doc = Doc(sourcePath: path,
                   outputPath: "docs/" + DocFileName.stem(path) + ".html",
                   title: frontMatter.title ?? expanded?.title ?? rendered.firstHeading ?? DocTitle.fromPath(path),
                   order: frontMatter.order,
                   description: frontMatter.description,
                   pinnedTheme: pinnedTheme,
                   pinnedScheme: frontMatter.scheme.flatMap(ColorScheme.init(rawValue:)),
                   rendered: rendered,
                   navigationTitle: frontMatter.navigationTitle,
                   isDraft: frontMatter.isDraft,
                   aliases: frontMatter.aliases,
                   params: frontMatter.params,
                   unusedFrontMatterKeys: frontMatter.unusedKeys,
                   warnings: frontMatter.warnings + notices)
        if !frontMatter.splash.isEmpty {
            // Starlight's landing page: its hero and banner, their links
            // checked with the body's (lines counted from the body's).
            let splash = SplashHTML.render(frontMatter.splash, title: doc.title, file: file, options: options)
            doc.isSplash = frontMatter.splash.isSplash
            doc.hero = splash.hero
            doc.banner = splash.banner
            doc.rendered.links += splash.links.map { link in
                var link = link
                link.line -= linesBefore
                return link
            }
            doc.rendered.iconSets.formUnion(splash.iconSets)
            doc.warnings = FrontMatterKeys.sorted(frontMatter.warnings + splash.warnings) + notices
        }
        if let page = options.docPages[path] {
            // Published at its slug's address: its relative links, written
            // for its file's page, are made for that one.
            let original = doc.outputPath
            doc.outputPath = "docs/" + page
            doc.rendered.htmlBytes = relocated(doc.rendered.htmlBytes, from: original, to: doc.outputPath)
            doc.hero = doc.hero.map { relocated($0, from: original, to: doc.outputPath) }
            doc.banner = doc.banner.map { relocated($0, from: original, to: doc.outputPath) }
        }
        doc.bodyLineOffset = linesBefore
        if frontMatter.description == nil, options.docExcerpts { doc.excerpt = DocExcerpt.of(body) }
        doc.statedLastUpdated = frontMatter.lastUpdated
        doc.display = frontMatter.display
        doc.includedFiles = expanded?.files ?? []
        doc.searchTerms = DocSearchTerms(title: doc.title, rendered: doc.rendered)
        return doc
    }

    /// `html` written for the page at `original` (an output path), as the
    /// page at `page` shows it: each relative `href` and `src` leads where
    /// it led. Fragments and queries are kept; absolute, root-relative and
    /// fragment-only links are left as they are. `root` goes before each
    /// link rewritten (the base URL, for a page served at any depth).
    static func relocated(_ html: [UInt8], from original: String, to page: String, root: String = "") -> [UInt8] {
        let originalFolder = parentFolder(of: original)
        return FallbackLinks.rewritingAttributes(html) { value in
            guard let (target, path, rest) = FallbackLinks.relativeTarget(of: value, in: originalFolder) else { return nil }
            let result = root + PagePaths.relative(from: page, to: target) + (path.hasSuffix("/") && !target.hasSuffix("/") ? "/" : "") + rest
            return result == value ? nil : result
        }
    }

    /// Positions in text with includes put in, made the doc's: a line of
    /// included text is the directive's.
    private static func place(_ rendered: inout RenderedMarkdown, _ notices: inout [Diagnostic],
                              at origins: [BookIncludes.LineOrigin], linesBefore: Int) {
        for index in notices.indices {
            guard let line = notices[index].line, let column = notices[index].column else { continue }
            let placed = BookIncludes.LineOrigin.place(line: line - linesBefore, column: column, in: origins)
            notices[index].line = placed.line + linesBefore
            notices[index].column = placed.column
        }
        for index in rendered.links.indices {
            let placed = BookIncludes.LineOrigin.place(line: rendered.links[index].line, column: rendered.links[index].column, in: origins)
            rendered.links[index].line = placed.line
            rendered.links[index].column = placed.column
        }
        if let math = rendered.firstMath {
            let placed = BookIncludes.LineOrigin.place(line: math.line, column: math.column, in: origins)
            rendered.firstMath?.line = placed.line
            rendered.firstMath?.column = placed.column
        }
    }
}

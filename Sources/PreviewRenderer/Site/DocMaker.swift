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
    /// `home`: the file read as `index.md` (config.yaml's `home`).
    static func renderAll(_ inputs: [(path: String, text: String)], docsDirectory: String, registry: ThemeRegistry,
                           options: MarkdownOptions, checkThemes: Bool = true,
                           home: String? = nil) -> [Result<Doc, BuildFailure>] {
        let results = ResultSlots<Doc>(count: inputs.count)
        let renderer = MarkdownRenderer()
        let renderOne: @Sendable (Int) -> Void = { index in
            let input = inputs[index]
            let home = input.path == "index.md" ? home : nil
            let file = home ?? joinPath(docsDirectory, input.path)
            var options = options
            options.sourceFolder = DocsTree.folder(of: input.path)
            if let home { options.linkBase = .init(file: parentFolder(of: home), docs: docsDirectory) }
            results.set(index, Result { () throws(BuildFailure) -> Doc in
                var doc = try make(path: input.path, text: input.text, file: file, registry: registry,
                                      options: options, renderer: renderer, checkThemes: checkThemes)
                doc.sourceFile = home
                return doc
            })
        }
        if inputs.count == 1 { renderOne(0) } else { shareCores(largestFirst: inputs.map(\.text.utf8.count), execute: renderOne) }
        return results.values
    }

    static func make(path: String, text: String, file: String, registry: ThemeRegistry,
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
        if !problems.isEmpty { throw BuildFailure(FrontMatterKeys.sorted(frontMatter.warnings + problems)) }
        let rendered = renderer.render(body, options: options)
        // Positions in the body count from its own first line.
        let linesBefore = text.utf8.dropLast(body.utf8.count).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let notices = rendered.notices.map { notice in
            Diagnostic.warning(file: file, line: notice.line + linesBefore, column: notice.column, notice.message)
        }
        var doc = Doc(sourcePath: path,
                   outputPath: "docs/" + String(path.dropLast(3)) + ".html",
                   title: frontMatter.title ?? rendered.firstHeading ?? DocTitle.fromPath(path),
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
        doc.bodyLineOffset = linesBefore
        doc.searchTerms = DocSearchTerms(title: doc.title, rendered: doc.rendered)
        return doc
    }
}

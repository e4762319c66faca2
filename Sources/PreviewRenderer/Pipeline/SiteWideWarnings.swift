import Basics
import Foundation
import Highlighter
import Markdown
import Search
import ThemeTokens
import Theming

/// The warnings resolving adds about the site as a whole, beside each
/// file's own.
enum SiteWideWarnings {
    /// A warning for each site template that replaces no built-in one.
    static func templates(_ templates: [(path: String, text: String)], directory: String) -> [Diagnostic] {
        let builtIn = Set(TemplateSet.builtInNames)
        return templates.compactMap { template -> Diagnostic? in
            let name = InputFolder.templateName(template.path)
            guard !builtIn.contains(name) else { return nil }
            var message = "'\(name)' does not replace a built-in template; it is only available as a partial"
            if let suggestion = EditDistance.suggestion(for: name, among: builtIn.sorted()) {
                message += "; did you mean '\(suggestion).mustache'?"
            }
            return .warning(file: joinPath(directory, InputFolder.templates.rawValue, template.path), message)
        }
    }

    /// One line for every front matter key kept as a param rather than one
    /// each: how many there are and the most frequent names, e.g.
    /// `site/docs: warning: 2,617 front matter keys not used by
    /// theme-preview are kept as params: keywords (812), categories (640),
    /// and 3 more`. Nil when every key was used.
    static func unusedKeys(_ docs: [Doc], docsDirectory: String) -> Diagnostic? {
        var counts: [String: Int] = [:]
        for doc in docs {
            for key in doc.unusedFrontMatterKeys { counts[key, default: 0] += 1 }
        }
        guard !counts.isEmpty else { return nil }
        let total = counts.values.reduce(0, +)
        let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let shown = 8
        var names = ranked.prefix(shown).map { "\(YAMLReader.shortened($0.key)) (\(groupedDigits($0.value)))" }
        if ranked.count > shown { names.append("and \(groupedDigits(ranked.count - shown)) more") }
        let noun = total == 1 ? "front matter key not used by theme-preview is" : "front matter keys not used by theme-preview are"
        return .warning(file: docsDirectory,
                        "\(groupedDigits(total)) \(noun) kept as params (for templates): \(names.joined(separator: ", "))")
    }

    /// One warning when code blocks name languages and no definitions
    /// were found: what to install.
    static func highlighting(_ docs: [Doc], docsDirectory: String) -> Diagnostic? {
        let count = docs.count { $0.rendered.highlightingUnavailable }
        guard count > 0 else { return nil }
        return .warning(file: docsDirectory,
                        "code blocks in \(groupedDigits(count)) \(count == 1 ? "doc are" : "docs are") not highlighted: no language definitions in \(CodeHighlighting.systemDirectory); install Debian's \(LanguageCatalog.package) (`apt-get install \(LanguageCatalog.package)`) or set THEME_PREVIEW_LANGUAGE_SPECS to a folder of GtkSourceView 5 `.lang` files")
    }

    /// A located warning for each doc's `slug` that gives no address.
    static func refusedSlugs(_ source: LoadedSite, localeFolders: Set<String>) -> [Diagnostic] {
        let slugBase = Resolver.slugBase(docsDirectory: source.docsDirectory)
        return DocusaurusRoutes.refusedSlugs(source.docs.map { ($0.path, $0.text) }, localeFolders: localeFolders, slugBase: slugBase)
            .map { refused in
                .warning(file: joinPath(source.docsDirectory, refused.doc), line: refused.line, column: refused.column,
                         "slug '\(YAMLReader.shortened(refused.value))' is left out: \(refused.reason); the page stays at docs/\(DocFileName.stem(refused.doc)).html")
            }
    }

    /// Two docs that would write the same page (`a.md` and `A.MD`, or a
    /// `slug` that names another doc's address): an error at the second's
    /// file, at its `slug` when it has one (else at the first's `slug`).
    static func collisions(_ docs: [Doc], source: LoadedSite, slugged: [String: String] = [:]) -> [Diagnostic] {
        var seen: [String: Doc] = [:]
        var result: [Diagnostic] = []
        for doc in docs {
            let key = doc.outputPath.lowercased()
            guard let first = seen[key] else {
                seen[key] = doc
                continue
            }
            let placed = slugged[doc.sourcePath] != nil || slugged[first.sourcePath] == nil ? doc : first
            let other = placed.sourcePath == doc.sourcePath ? first : doc
            guard slugged[placed.sourcePath] != nil,
                  let slug = source.docs.first(where: { $0.path == placed.sourcePath }).flatMap({ DocusaurusRoutes.slug($0.text) }) else {
                result.append(Diagnostic(file: doc.file(in: source.docsDirectory),
                                         message: "writes the same page as docs/\(other.sourcePath) (\(doc.outputPath)); rename one of them"))
                continue
            }
            result.append(Diagnostic(file: placed.file(in: source.docsDirectory), line: slug.line, column: slug.column,
                                     message: "slug '\(slug.value)' publishes this page at \(placed.outputPath), where docs/\(other.sourcePath) is published too; change the slug (two pages cannot share an address)"))
        }
        return result
    }
}

import Basics
import Markdown

/// Docusaurus's translated docs: `i18n/<locale>/docusaurus-plugin-content-docs/current/`
/// is that locale's copy of the docs folder. The `i18n/` folder is the
/// Docusaurus site's, beside the docs folder or in `website/` beside it
/// (`repo/docs` with `repo/website/i18n/`), as `Loader.sidebarsFile(for:)`
/// finds the sidebars. A locale's `code.json` gives the page chrome's
/// words (`InterfaceStrings`). Each translated doc is read as the doc
/// `<locale>/<path>` (`fr/intro.md`), so it joins that locale's site as a
/// locale folder's page would (`LocaleDetection`).
enum DocusaurusTranslations {
    /// The folder, under a locale's, of its translated docs.
    static let docsFolder = "docusaurus-plugin-content-docs/current"
    /// Docusaurus's own interface strings of a locale, in its folder.
    static let codeFile = "code.json"

    /// The `i18n/` folders that may go with `docsDirectory`, first found first.
    static func candidates(for docsDirectory: String) -> [String] {
        let parent = parentFolder(of: lexicallyNormalized(docsDirectory))
        return [joinPath(parent, "i18n"), joinPath(parent, "website", "i18n")]
    }
}

extension Loader {
    /// Adds the translated docs of the Docusaurus `i18n/` folder that goes
    /// with the docs folder to `source` (see `DocusaurusTranslations`).
    /// A page the docs folder has already (`docs/fr/intro.md`) is kept,
    /// and files other than docs are named in one warning: they are not
    /// published.
    func readDocusaurusTranslations(into source: inout LoadedSite) {
        guard let i18n = DocusaurusTranslations.candidates(for: source.docsDirectory)
            .first(where: { fileSystem.kind(at: $0) == .directory }),
            let files = try? fileSystem.listing(under: i18n).files else { return }
        let marker = "/" + DocusaurusTranslations.docsFolder + "/"
        var taken = Set(source.docs.map(\.path))
        var others: [String] = []
        for file in sortedPaths(files) {
            guard let slash = file.firstIndex(of: "/") else { continue }
            let locale = String(file[..<slash])
            guard LanguageTag(locale) != nil else { continue }
            let inLocale = String(file[file.index(after: slash)...])
            if inLocale == DocusaurusTranslations.codeFile { continue }
            guard let range = file.range(of: marker), range.lowerBound == slash else { continue }
            let inside = String(file[range.upperBound...])
            guard !InputFolder.isUnpublished(inside) else { continue }
            guard InputFolder.isMarkdown(inside) else { others.append(joinPath(i18n, file)); continue }
            let path = locale + "/" + inside
            let full = joinPath(i18n, file)
            guard taken.insert(path).inserted else {
                source.warnings.append(.warning(file: full, "not read: \(joinPath(source.docsDirectory, path)) is this page in the docs folder already, and that one is published"))
                continue
            }
            do throws(Diagnostic) {
                source.add(.docs, path, try readText(full))
                source.docFiles[path] = full
            } catch {
                source.problems.append((path, error))
            }
        }
        if let first = others.first {
            let listed = others.prefix(3).joined(separator: ", ") + (others.count > 3 ? ", …" : "")
            source.warnings.append(.warning(file: first, "\(others.count) \(others.count == 1 ? "file" : "files") of Docusaurus's translated docs other than Markdown \(others.count == 1 ? "is" : "are") not published (a translated page's images are read from the docs folder): \(listed)"))
        }
        readDocusaurusStrings(into: &source, i18n: i18n, files: files)
    }

    /// Reads the `code.json` of each locale of the `i18n/` folder that goes
    /// with the docs folder (`i18n`, when found already, with its `files`):
    /// that locale's words for the page chrome (`InterfaceStrings`).
    func readDocusaurusStrings(into source: inout LoadedSite, i18n found: String? = nil, files listed: [String]? = nil) {
        guard let i18n = found ?? DocusaurusTranslations.candidates(for: source.docsDirectory)
            .first(where: { fileSystem.kind(at: $0) == .directory }),
            let files = listed ?? (try? fileSystem.listing(under: i18n).files) else { return }
        let codeFiles = sortedPaths(files).filter { file in
            let parts = file.split(separator: "/")
            return parts.count == 2 && parts[1] == DocusaurusTranslations.codeFile && LanguageTag(String(parts[0])) != nil
        }
        for name in codeFiles {
            let file = joinPath(i18n, name)
            guard let language = LanguageTag(String(name.prefix { $0 != "/" })) else { continue }
            source.interfaceStringFiles.append(file)
            do throws(Diagnostic) {
                InterfaceStrings.read(try readText(file), file: file, language: language, generator: .docusaurus,
                                      into: &source.interfaceStrings, warnings: &source.warnings)
            } catch {
                source.warnings.append(error)
            }
        }
    }
}

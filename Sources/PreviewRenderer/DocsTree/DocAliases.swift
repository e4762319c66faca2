import Basics
import Markdown
/// Turns each doc's `aliases` (Hugo's old addresses of a page) into the
/// output paths of redirect pages, refusing any that could name a file
/// outside the output or one the build writes anyway.
enum DocAliases {
    /// Names the build writes at the top of the output, and folders it
    /// fills: an alias may not take them.
    static let reservedFiles: Set<String> = Set([GalleryPage.path, MatrixPage.path, ContrastPage.path, DocsIndexPage.path,
                                                 NotFoundPage.path] + FixedFile.allCases.map(\.path))
    static let reservedFolders = ["assets/", "contrast/", "themes/"]

    /// The redirect pages' paths for every doc (in `docs`' order), and a
    /// warning for each alias left out. `directory` is the site folder;
    /// `pages` are other pages the site writes (the docs' folder pages).
    static func resolve(_ docs: [Doc], docsDirectory: String,
                        pages: Set<String> = []) -> (paths: [[String]], warnings: [Diagnostic]) {
        var taken = Set(docs.map(\.outputPath)).union(pages)
        var warnings: [Diagnostic] = []
        var paths: [[String]] = []
        for doc in docs {
            var own: [String] = []
            let file = doc.file(in: docsDirectory)
            for alias in doc.aliases {
                switch path(of: alias, from: doc.outputPath) {
                case .success(let path) where taken.contains(path) || reservedFiles.contains(path)
                    || reservedFolders.contains(where: path.hasPrefix):
                    warnings.append(.warning(file: file, "alias '\(YAMLReader.shortened(alias))' is left out: \(path) is a page the site has already"))
                case .success(let path):
                    taken.insert(path)
                    own.append(path)
                case .failure(let reason):
                    warnings.append(.warning(file: file, "alias '\(YAMLReader.shortened(alias))' is left out: \(reason.message)"))
                }
            }
            paths.append(own)
        }
        return (paths, warnings)
    }

    struct Refusal: Error { let message: String }

    /// `/old/page/` -> `old/page/index.html` (from the site root);
    /// `old.html` -> beside the doc's page; a path without an extension is a
    /// folder (`old` -> `old/index.html`).
    static func path(of alias: String, from page: String) -> Result<String, Refusal> {
        let text = alias.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return .failure(Refusal(message: "it is empty")) }
        if text.contains("://") || text.hasPrefix("//") || text.lowercased().hasPrefix("mailto:") {
            return .failure(Refusal(message: "it is an address on another site, not a path"))
        }
        // Scalars, not Characters: a combining mark makes one Character of
        // the `/` or `?` before it, which would then pass unseen (a `/../`
        // so hidden led out of the output folder).
        let scalars = text.unicodeScalars
        if scalars.contains(where: { $0 == "\\" || $0 == "\0" || $0 == "?" || $0 == "#" }) {
            return .failure(Refusal(message: "a path may not hold '\\\\', '?', '#' or NUL"))
        }
        let segments = scalars.split(separator: "/", omittingEmptySubsequences: true).map { String(String.UnicodeScalarView($0)) }
        if segments.contains(where: { $0 == ".." || $0 == "." }) {
            return .failure(Refusal(message: "a path may not hold '.' or '..' segments"))
        }
        guard !segments.isEmpty else { return .failure(Refusal(message: "it names the site's home page")) }
        var parts = segments
        if text.hasSuffix("/") || !(parts.last ?? "").contains(".") { parts.append("index.html") }
        let relative = parts.joined(separator: "/")
        if text.hasPrefix("/") { return .success(relative) }
        let folder = page.split(separator: "/").dropLast().joined(separator: "/")
        return .success(folder.isEmpty ? relative : folder + "/" + relative)
    }
}

import Markdown
/// The title of a doc that has neither a `title` in its front matter nor a
/// level-1 heading: its file name made readable, as Hugo and MkDocs do.
enum DocTitle {
    /// `guide/getting-started.md` gives "Getting started";
    /// `guide/index.md`, `guide/_index.md` and `guide/README.md` give
    /// "Guide" (the folder's name); `index.md` at the top of `docs/` gives
    /// "Docs".
    static func fromPath(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard var stem = parts.popLast() else { return "Docs" }
        if let dot = stem.lastIndex(of: ".") { stem = String(stem[..<dot]) }
        if IndexPageNames.contains(stem) { stem = parts.last ?? "docs" }
        return humanised(stem)
    }

    /// `-` and `_` become spaces, runs of spaces one space, and the first
    /// letter a capital; the rest stays as written (`API_reference` gives
    /// "API reference"). A name with nothing else left stays as it was.
    static func humanised(_ name: String) -> String {
        let words = name.split { $0 == "-" || $0 == "_" || $0 == " " }
        guard let first = words.first else { return name }
        let text = words.joined(separator: " ")
        return first.prefix(1).uppercased() + text.dropFirst(first.prefix(1).count)
    }
}

/// The file names (without `.md`, any case) that stand for their folder's
/// own page, as in Hugo, MkDocs and on GitHub: `guide/README.md` is the page
/// of `guide/`. When a folder has several, the first in this list wins.
public enum IndexPageNames {
    public static let ranked = ["index", "_index", "readme"]

    /// Whether `stem` (a file name without `.md`) names its folder's page.
    public static func contains(_ stem: some StringProtocol) -> Bool {
        ranked.contains(stem.lowercased())
    }
}

/// The titles callouts show when none is written, in the reader's
/// language: by the locale folder a doc is in (`fr`; "" for the docs root
/// and every doc no locale folder holds), then by type (`note`, `tip`,
/// `info`, `warning`, `caution`, `danger`, `important`). A type with no
/// title here shows its name (`Callouts.defaultTitle`), and so does every
/// MkDocs admonition (`!!! note`, `/// note`): Material for MkDocs shows
/// the type's name in every language.
public struct CalloutTitles: Sendable, Hashable {
    /// The titles by locale folder, then by type.
    public var byFolder: [String: [String: String]]

    public init(_ byFolder: [String: [String: String]] = [:]) {
        self.byFolder = byFolder
    }

    /// The titles of a doc in `folder` (its folder under the docs folder,
    /// `fr/guide`): those of the deepest locale folder that holds it.
    public func titles(in folder: String) -> [String: String] {
        var best: (length: Int, titles: [String: String]) = (-1, [:])
        for (locale, titles) in byFolder where locale.count > best.length
            && (locale.isEmpty || folder == locale || folder.hasPrefix(locale + "/")) {
            best = (locale.count, titles)
        }
        return best.titles
    }
}

import Basics

/// `config.yaml`'s `locales:`: the language of the docs root, the
/// translations' folders when they are not to be detected, and the
/// languages' names in the language menu.
///
/// ```yaml
/// locales:
///   root: en                   # the language of the pages at the docs root
///   folders: [fr, zh-cn]        # the translations; without it, detected
///   labels: {fr: Français}      # the menu's names, by language
/// ```
public struct LocalesConfig: Sendable, Hashable {
    /// The language of the pages at the docs root (`root:`); nil: the
    /// site's `language` (English unless given).
    public var root: LanguageTag?
    /// The translations' folders as listed (`folders:`), each with where it
    /// is written; nil: the folders are detected (`LocaleDetection`).
    public var folders: [LocatedFolder]?
    /// The language menu's name of each language (`labels:`), by tag.
    public var labels: [LanguageTag: String] = [:]
    /// `config.yaml`, for messages about the folders.
    public var file: String = SiteConfig.fileName

    /// A folder named in `folders:`, with its language and place.
    public struct LocatedFolder: Sendable, Hashable {
        public var folder: String
        public var tag: LanguageTag
        public var location: SourceLocation?
    }

    public init() {}
}

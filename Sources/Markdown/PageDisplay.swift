import Basics
/// How a doc's page is shown, as Docusaurus' and Starlight's front matter
/// say: its title heading, its place in the sidebar, its table of contents
/// and its pager.
public struct PageDisplay: Sendable, Hashable {
    /// `hide_title: true` (Docusaurus): no heading is made of the title
    /// (a `#` heading in the body stays); it is still the page's `<title>`
    /// and its sidebar label.
    public var hidesTitle = false
    /// `sidebar.hidden: true` (Starlight): the page is built and searched,
    /// but not listed in the sidebar.
    public var hiddenFromSidebar = false
    /// The heading levels "On this page" lists; nil for none
    /// (`tableOfContents: false`, `hide_table_of_contents: true`).
    /// Starlight's `tableOfContents: {minHeadingLevel, maxHeadingLevel}`
    /// sets them.
    public var tocLevels: ClosedRange<Int>? = PageDisplay.defaultTocLevels
    /// `pagination_prev` and `pagination_next` (Docusaurus).
    public var previous = PagerLink.automatic
    public var next = PagerLink.automatic

    public static let defaultTocLevels = 2...3

    public init() {}
}

/// What a pager link of a page is.
public enum PagerLink: Sendable, Hashable {
    /// The page before or after in reading order.
    case automatic
    /// None (`pagination_next: null`).
    case hidden
    /// The doc with this Docusaurus id, and where the id is written.
    case doc(id: String, at: SourceLocation?)
}

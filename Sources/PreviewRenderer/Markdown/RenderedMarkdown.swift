/// The result of rendering one Markdown document.
public struct RenderedMarkdown: Sendable, Hashable {
    /// The HTML fragment (no `<html>` or `<body>`), ending in a newline
    /// unless empty.
    public var html: String
    /// All headings in document order.
    public var headings: [DocHeading]
    /// The plain text of the first level-1 heading, if any.
    public var firstHeading: String?

    public init(html: String, headings: [DocHeading], firstHeading: String?) {
        self.html = html
        self.headings = headings
        self.firstHeading = firstHeading
    }
}

/// One heading of a rendered document, for a table of contents.
public struct DocHeading: Sendable, Hashable {
    /// 1 to 6.
    public var level: Int
    /// The heading's plain text (text and code spans, markup removed).
    public var text: String
    /// The `id` attribute the heading carries in the HTML; unique within
    /// the document.
    public var id: String

    public init(level: Int, text: String, id: String) {
        self.level = level
        self.text = text
        self.id = id
    }
}

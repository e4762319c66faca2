/// How Markdown is turned into HTML.
public struct MarkdownOptions: Sendable, Hashable {
    /// Curly quotes, en and em dashes and ellipses (`"Hi" -- there...`
    /// becomes `“Hi” – there…`).
    public var smartPunctuation = true
    /// Pass raw HTML and `javascript:` style links through unchanged. Off by
    /// default: raw HTML becomes `<!-- raw HTML omitted -->` and unsafe link
    /// destinations become `href=""`.
    public var allowRawHTML = false

    public init(smartPunctuation: Bool = true, allowRawHTML: Bool = false) {
        self.smartPunctuation = smartPunctuation
        self.allowRawHTML = allowRawHTML
    }
}

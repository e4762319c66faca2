/// How Markdown is turned into HTML.
public struct MarkdownOptions: Sendable, Hashable {
    /// Curly quotes, en and em dashes and ellipses (`"Hi" -- there...`
    /// becomes `“Hi” – there…`).
    public var smartPunctuation = true
    /// Pass raw HTML and `javascript:` style links through unchanged. Off by
    /// default: raw HTML becomes `<!-- raw HTML omitted -->` and unsafe link
    /// destinations become `href=""`.
    public var allowRawHTML = false
    /// Ends each heading of level 2 and below with a `#` link to itself
    /// (`<a class="tp-anchor">`), which the site's script turns into "copy
    /// the link". Written while rendering, so the HTML is never searched.
    public var headingAnchors = false

    public init(smartPunctuation: Bool = true, allowRawHTML: Bool = false, headingAnchors: Bool = false) {
        self.smartPunctuation = smartPunctuation
        self.allowRawHTML = allowRawHTML
        self.headingAnchors = headingAnchors
    }
}

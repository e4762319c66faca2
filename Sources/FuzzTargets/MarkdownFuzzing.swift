import Markdown

/// The Markdown pipeline: cmark, GitHub's extensions, the raw HTML
/// sanitizer, `.md` link rewriting and heading ids. Rendered three times:
/// with raw HTML left out (`rawHTML: false`), where the output may hold
/// only the tags cmark itself writes and no dangerous link; as docs are by
/// default (`rawHTML: safe`), where it may hold only allowlisted tags, no
/// event handler, style or dangerous URL, and only namespaced raw ids; and
/// with all raw HTML kept. In the first two, every id the renderer gives
/// (headings', their second ids', footnotes', attribute lists') is given
/// once, is none of raw HTML's and none of the page's (`reserved`).
enum MarkdownFuzzing {
    /// Ids a page around the doc has, as a site's layout reserves them.
    static let reserved = ReservedIDs(exact: ["main", "docs-nav", "theme-css"], numbered: ["panel-theme-hint-"])

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) {
        let text = Fuzz.text(bytes)
        let renderer = MarkdownRenderer()

        var options = MarkdownOptions(rawHTML: .omitted)
        options.reservedIDs = reserved
        let omitted = renderer.render(text, options: options)
        try MarkdownInvariants.checkSafe(omitted.html, given: Set(omitted.htmlIDs))
        try MarkdownInvariants.checkHeadings(omitted, safeMode: true)
        try MarkdownInvariants.checkIDs(omitted, reserved: reserved)

        options.rawHTML = .safe
        let safe = renderer.render(text, options: options)
        let headingIDs = Set(safe.headings.map(\.id))
        let ids = try MarkdownInvariants.checkSanitized(safe.html, headingIDs: headingIDs, given: Set(safe.htmlIDs))
        try MarkdownInvariants.checkHeadings(safe, safeMode: false)
        try Fuzz.check(ids == safe.headings.count, "\(ids) ids outside raw HTML, footnotes and spans in the HTML for \(safe.headings.count) headings")
        try MarkdownInvariants.checkIDs(safe, reserved: reserved)

        let raw = renderer.render(text, options: MarkdownOptions(smartPunctuation: false, rawHTML: .kept))
        try MarkdownInvariants.checkHeadings(raw, safeMode: false)
    }
}

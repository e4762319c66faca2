@testable import Markdown

/// How the Markdown tests read a rendering: its HTML with each callout icon
/// written `[icon]`, and its notices as `line:column: message`.
enum RenderedForTests {
    static func html(_ markdown: String) -> String {
        var html = MarkdownRenderer().render(markdown).html
        while let start = html.range(of: "<svg class=\"tp-alert-icon\""), let end = html.range(of: "</svg>", range: start.upperBound..<html.endIndex) {
            html.replaceSubrange(start.lowerBound..<end.upperBound, with: "[icon]")
        }
        return html
    }

    static func notices(_ markdown: String) -> [String] {
        MarkdownRenderer().render(markdown).notices.map { "\($0.line):\($0.column): \($0.message)" }
    }
}

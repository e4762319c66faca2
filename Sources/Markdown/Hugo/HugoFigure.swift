import Basics
import Ccmark

/// One Hugo `figure` shortcode, rendered as Hugo's own template renders it:
///
/// ```html
/// <figure class="…">
/// <a href="link" target="…" rel="…"><img src="…" alt="…" width="…" height="…" loading="…"></a>
/// <figcaption>
/// <h4>title</h4>
/// <p>caption <a href="attrlink">attr</a></p>
/// </figcaption>
/// </figure>
/// ```
///
/// Every value is escaped; `caption` and `attr` are inline Markdown (as
/// Hugo's `markdownify`), the image's `alt` is the caption's text when no
/// `alt` is given. `src`, `link` and `attrlink` are kept only when they
/// are URLs a page may use (`HTMLAllowlist.isSafeURL`, as raw HTML's), and
/// are checked, rebased and rewritten as Markdown's images and links are.
struct HugoFigure: Equatable {
    struct Parameter: Equatable {
        var name: String
        var value: String
        /// Where it is written in the file (1-based; the column in Unicode
        /// scalars).
        var line: Int
        var column: Int
    }

    /// The lines it spans, each a thematic break for cmark.
    var lines: ClosedRange<Int>
    /// Where it starts on its first line.
    var column: Int
    var parameters: [Parameter]

    /// What rendering it found: the links to check, and what was left out.
    struct Rendering {
        var links: [MarkdownLink] = []
        /// By where each is written.
        var leftOut: [(line: Int, column: Int, what: String)] = []
    }

    /// Swaps each figure's first thematic break for the figure and removes
    /// the others; gives the figures' links and what they left out, as a
    /// notice located in the file.
    static func apply(_ figures: [HugoFigure], to document: OpaquePointer, options: MarkdownOptions)
        -> (links: [MarkdownLink], notices: [MarkdownNotice]) {
        let breaks = MarkerBreaks.find(Set(figures.flatMap { Array($0.lines) }), in: document)
        var rendering = Rendering()
        for figure in figures {
            guard let first = breaks[figure.lines.lowerBound] else { continue }
            for line in figure.lines.dropFirst() {
                guard let other = breaks[line] else { continue }
                cmark_node_unlink(other)
                cmark_node_free(other)
            }
            guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            cmark_node_set_on_enter(block, figure.html(options: options, rendering: &rendering))
            cmark_node_set_on_exit(block, "")
            if cmark_node_replace(first, block) != 0 {
                cmark_node_free(first)
            } else {
                cmark_node_free(block)
            }
        }
        var notices: [MarkdownNotice] = []
        if let first = rendering.leftOut.min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            notices.append(MarkdownNotice(kind: .hugoFigureLeftOut, line: first.line, column: first.column,
                                          count: rendering.leftOut.count, detail: first.what))
        }
        return (rendering.links, notices)
    }

    /// The named parameter, when given and not empty.
    func parameter(_ name: String) -> Parameter? {
        parameters.first { $0.name == name && !$0.value.isEmpty }
    }

    func html(options: MarkdownOptions, rendering: inout Rendering) -> String {
        func attribute(_ name: String, _ value: String?) -> String {
            value.map { " \(name)=\"\(HTMLEscape.text($0))\"" } ?? ""
        }
        let smart = options.smartPunctuation
        let caption = parameter("caption").map { InlineMarkdown.render($0.value, smartPunctuation: smart) }
        var html = "<figure" + attribute("class", parameter("class")?.value) + ">\n"
        if let src = url("src", kind: .image, options: options, rendering: &rendering) {
            var image = "<img" + attribute("src", src) + attribute("alt", parameter("alt")?.value ?? caption?.plain)
            for name in ["width", "height", "loading"] { image += attribute(name, parameter(name)?.value) }
            image += ">"
            if let link = url("link", kind: .link, options: options, rendering: &rendering) {
                image = "<a" + attribute("href", link) + attribute("target", parameter("target")?.value)
                    + attribute("rel", parameter("rel")?.value) + ">" + image + "</a>"
            }
            html += image + "\n"
        } else if parameter("src") == nil {
            rendering.leftOut.append((lines.lowerBound, column, "it has no `src=`, so no image is shown"))
        }
        let title = parameter("title")?.value
        let attr = parameter("attr").map { InlineMarkdown.render($0.value, smartPunctuation: smart).html }
        if title != nil || caption != nil || attr != nil {
            html += "<figcaption>\n"
            if let title { html += "<h4>\(HTMLEscape.text(title))</h4>\n" }
            if caption != nil || attr != nil {
                html += "<p>" + (caption?.html ?? "")
                if let attr {
                    if caption != nil { html += " " }
                    if let link = url("attrlink", kind: .link, options: options, rendering: &rendering) {
                        html += "<a" + attribute("href", link) + ">" + attr + "</a>"
                    } else {
                        html += attr
                    }
                }
                html += "</p>\n"
            }
            html += "</figcaption>\n"
        }
        return html + "</figure>"
    }

    /// The URL `name` gives, as the page writes it (rebased, a `.md` link
    /// pointed at its page), noted for the link checker; nil when not
    /// given, or left out as unsafe.
    private func url(_ name: String, kind: MarkdownLink.Kind, options: MarkdownOptions, rendering: inout Rendering) -> String? {
        guard let parameter = parameter(name) else { return nil }
        guard HTMLAllowlist.isSafeURL(parameter.value, link: kind == .link) else {
            let scheme = RawHTMLSanitizer.scheme(of: parameter.value)
            rendering.leftOut.append((parameter.line, parameter.column, "`\(name)=` holds an unsafe URL (`\(scheme):`); a page keeps only http:, https:, mailto: (in links) and relative URLs"))
            return nil
        }
        var url = parameter.value
        guard MarkdownLink.isChecked(url) else { return url }
        if let base = options.linkBase { url = MarkdownLinkRewriter.rebase(url, from: base.file, to: base.docs) }
        rendering.links.append(MarkdownLink(destination: url, kind: kind, line: parameter.line, column: parameter.column))
        guard kind == .link else { return url }
        return MarkdownLinkRewriter.rewrite(url, options: options) ?? url
    }
}

extension HugoFigure: MarkdownPass {
    static let phase = MarkdownPhase.tree

    /// It places what `HugoShortcodes` marked.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { true }

    static func apply(to document: inout MarkdownDocument) {
        guard !document.figures.isEmpty else { return }
        let placed = apply(document.figures, to: document.root, options: document.options)
        document.figureLinks = placed.links
        document.fileNotices += placed.notices
    }
}

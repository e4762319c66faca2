import Ccmark

/// When a `MarkdownPass` runs.
enum MarkdownPhase: Int, Comparable, Sendable {
    /// On the text, before cmark parses it: the pass rewrites
    /// `MarkdownDocument.text`, keeping every line where it was, and notes
    /// in `MarkdownDocument.shifts` where columns moved within a line.
    case text
    /// On the tree cmark parsed (`MarkdownDocument.root`).
    case tree
    /// On the HTML cmark wrote from the tree (`MarkdownDocument.htmlBytes`).
    case html

    static func < (lhs: MarkdownPhase, rhs: MarkdownPhase) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One transform of a doc's Markdown: another generator's syntax made
/// GitHub's (callouts, Hugo shortcodes), one of GitHub's extensions
/// (tables, math, footnotes), or a step of the page itself (heading ids,
/// links, raw HTML made safe).
///
/// `MarkdownPasses.all` lists every pass once, in the order they run, so a
/// new extension is a new file and a line there; a test fails when a type
/// conforms and is not listed. `MarkdownRenderer.render` runs the text
/// passes, parses, runs the tree passes, writes the HTML, runs the HTML
/// passes, and makes one `RenderedMarkdown`.
///
/// A pass costs nothing on a doc that cannot need it: `mayApply` looks at
/// the bytes first (memchr, memmem: no loop over the bytes in Swift), and
/// only then does `apply` run. A pass that finishes what an earlier one
/// found (the callouts the text pass marked, the figures a shortcode left)
/// answers true and looks at what that pass left in the document.
protocol MarkdownPass: SendableMetatype {
    /// When it runs; `MarkdownPasses.all` lists the text passes, then the
    /// tree passes, then the HTML passes.
    static var phase: MarkdownPhase { get }

    /// Whether `bytes` may hold what this pass rewrites; false means it
    /// certainly does not, and the pass is skipped. `bytes` is the text as
    /// it stands when the pass runs: for tree and HTML passes, the text
    /// cmark parsed.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool

    /// `mayApply(_:)` for a document read with `options`, for a pass whose
    /// syntax depends on them (MDX's in an `.mdx` file and in a `.md`
    /// one); `mayApply(_:)` unless the pass says otherwise.
    static func mayApply(_ bytes: UnsafeRawBufferPointer, options: MarkdownOptions) -> Bool

    /// Transforms `document`, reading and leaving in it what other passes
    /// leave and read.
    static func apply(to document: inout MarkdownDocument)
}

extension MarkdownPass {
    static func mayApply(_ bytes: UnsafeRawBufferPointer, options: MarkdownOptions) -> Bool { mayApply(bytes) }
}

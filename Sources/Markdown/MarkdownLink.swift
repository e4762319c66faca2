/// A link or image destination written in a Markdown document, where the
/// link checker can point at it.
public struct MarkdownLink: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `[text](dest)`, `[text][ref]`, `<a href>` in kept raw HTML.
        case link
        /// `![alt](dest)`, `<img src>` in kept raw HTML.
        case image
    }

    /// The destination as cmark read it (entities and backslash escapes
    /// resolved, percent escapes not), before `.md` is rewritten.
    public var destination: String
    /// The destination as written, when it was written as another
    /// generator resolves it and `destination` is the `.md` link it means
    /// (see `GeneratorLinks`): what messages show.
    public var written: String?
    public var kind: Kind
    /// 1-based line and column (in Unicode scalars) of the link's first
    /// character in the Markdown given to the renderer (the body, after any
    /// front matter).
    public var line: Int
    public var column: Int

    public init(destination: String, kind: Kind, line: Int, column: Int) {
        self.destination = destination
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// Whether the page this link leads to may change when docs are added
    /// or removed (a link without `.md`, or Zola's `@/`; see
    /// `GeneratorLinks`).
    public var mayMeanADoc: Bool { GeneratorLinks.mayMeanADoc(self) }

    /// Whether the link may name a file of the site: not an absolute URL
    /// (`https:`, `mailto:`), not protocol-relative (`//host`) and not
    /// root-relative (`/path`, which depends on where the site is
    /// published). Fragment-only links (`#id`) are checked.
    static func isChecked(_ destination: String) -> Bool {
        guard let first = destination.utf8.first else { return false }
        return first != UInt8(ascii: "/") && !MarkdownLinkRewriter.hasScheme(destination)
    }
}

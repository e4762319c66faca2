/// The elements `TwinWriter` tells apart, and those `TwinTree`'s own
/// parser accepts; any other element is `other` (gumbo's tree only: the
/// parser hands a page with one to gumbo).
enum TwinTag: String, Sendable, CaseIterable {
    // Blocks.
    case p, div, ul, ol, li, blockquote, pre, hr, table, thead, tbody, tfoot, tr, td, th, details, summary, figure,
         figcaption, section, aside, dl, dt, dd, header, footer, nav, article, main, address, center, hgroup
    case h1, h2, h3, h4, h5, h6
    // Left out of the twin.
    case script, style, template, button, svg, noscript
    // Inlines.
    case a, img, em, i, strong, b, del, s, code, kbd, br, span, input, abbr, bdi, bdo, cite, data, dfn, ins, mark, q,
         samp, small, sub, sup, time, u, `var`, wbr
    /// A highlighted code role's custom element (`<hl-k>`,
    /// `SyntaxRole.elementName`): its content. The parser reads the name
    /// (the raw value is one no tag can have).
    case highlight = "hl-*"
    /// Any other element.
    case other

    /// Level 1 to 6 for a heading, else nil.
    var headingLevel: Int? {
        switch self {
        case .h1: 1
        case .h2: 2
        case .h3: 3
        case .h4: 4
        case .h5: 5
        case .h6: 6
        default: nil
        }
    }

    /// Whether the twin writes this element as blocks of its own.
    var isBlock: Bool {
        switch self {
        case .p, .div, .ul, .ol, .li, .blockquote, .pre, .h1, .h2, .h3, .h4, .h5, .h6, .hr, .table, .details, .summary,
             .figure, .figcaption, .section, .aside, .dl, .dt, .dd, .header, .footer, .nav, .article, .script, .style,
             .noscript:
            true
        default:
            false
        }
    }

    // MARK: What the parser accepts

    /// Elements with no content or end tag.
    var isVoid: Bool {
        switch self {
        case .br, .hr, .img, .input, .wbr: true
        default: false
        }
    }

    /// Phrasing elements whose start tag never closes an open `<p>` (the
    /// only elements the parser accepts inside one).
    var isPhrasing: Bool {
        switch self {
        case .a, .img, .em, .i, .strong, .b, .del, .s, .code, .kbd, .br, .span, .input, .abbr, .bdi, .bdo, .cite, .data,
             .dfn, .ins, .mark, .q, .samp, .small, .sub, .sup, .time, .u, .var, .wbr, .button, .highlight:
            true
        default:
            false
        }
    }

    /// Whether the parser accepts the element at all: the HTML5 tree
    /// builder treats it as written when it is well nested (elements with
    /// raw text, foreign content, forms and the like go to gumbo).
    var isAccepted: Bool {
        switch self {
        case .script, .style, .template, .svg, .noscript, .other: false
        default: true
        }
    }

    // MARK: Reading a name

    /// The tag named `name` (lowercase ASCII, as the parser reads it), as
    /// `init(rawValue:)` finds it but without making a string: the parser
    /// looks up every tag of every page.
    static func named(_ name: ArraySlice<UInt8>) -> TwinTag? {
        guard name.count < byLength.count else { return nil }
        let key = packed(name)
        for entry in byLength[name.count] where entry.key == key {
            if name.count <= 8 || name.dropFirst(8).elementsEqual(entry.name.dropFirst(8)) { return entry.tag }
        }
        return nil
    }

    /// The first 8 bytes of `name` in one word: one comparison a tag.
    private static func packed(_ name: ArraySlice<UInt8>) -> UInt64 {
        var key: UInt64 = 0
        for byte in name.prefix(8) { key = key << 8 | UInt64(byte) }
        return key
    }

    /// Every tag's name, by its length (the longest is 10 bytes).
    private static let byLength: [[(key: UInt64, name: [UInt8], tag: TwinTag)]] = {
        var table = [[(key: UInt64, name: [UInt8], tag: TwinTag)]](repeating: [], count: 11)
        for tag in allCases {
            let name = Array(tag.rawValue.utf8)
            if name.count < table.count { table[name.count].append((packed(name[...]), name, tag)) }
        }
        return table
    }()
}

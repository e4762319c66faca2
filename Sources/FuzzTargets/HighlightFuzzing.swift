import Highlighter

/// The highlighter on any code in a few languages (the first byte picks
/// one): it never crashes or hangs, and what it writes is the code itself,
/// escaped, with nothing but its own elements around it (a role's
/// `<hl-k>`, a console command's or a diff line's span).
enum HighlightFuzzing {
    static let languages = ["swift", "js", "typescript", "html", "console", "diff", "python", "css", "markdown", "yaml", "c", "ruby",
                            "sh", "rust", "json"]
    static let highlighter = Highlighter(catalog: LanguageCatalog())

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) {
        guard let first = bytes.first else { return }
        let language = languages[Int(first) % languages.count]
        let code = Fuzz.text(UnsafeBufferPointer(rebasing: bytes.dropFirst()))
        let result = highlighter.highlight(code, info: language)
        guard let html = result.html else { return }
        // Bytes, not Characters: a `>` followed by a combining mark is one
        // Character, which a Character search would pass over.
        var text: [UInt8] = []
        var index = 0
        while index < html.count {
            guard html[index] == UInt8(ascii: "<") else {
                text.append(html[index])
                index += 1
                continue
            }
            guard let close = html[index...].firstIndex(of: UInt8(ascii: ">")) else {
                throw FuzzFailure("fuzz invariant broken: an unclosed tag in \(language)")
            }
            let tag = String(decoding: html[index...close], as: UTF8.self)
            let roleTags = SyntaxRole.allCases.flatMap { ["<\($0.elementName)>", "</\($0.elementName)>"] }
            try Fuzz.check(tag == "</span>" || roleTags.contains(tag)
                           || (tag.hasPrefix("<span class=\"hl-") && !tag.dropFirst(6).contains("<") && !tag.contains(" on")),
                           "a tag the highlighter does not write in \(language): \(tag)")
            index = close + 1
        }
        // Unescaped as bytes too (`&gt;` then a combining mark is not found
        // by a search that respects Characters).
        var unescaped: [UInt8] = []
        var at = 0
        let entities: [([UInt8], UInt8)] = [(Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
                                            (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&amp;".utf8), UInt8(ascii: "&"))]
        while at < text.count {
            if text[at] == UInt8(ascii: "&"), let (entity, byte) = entities.first(where: { text[at...].starts(with: $0.0) }) {
                unescaped.append(byte)
                at += entity.count
            } else {
                unescaped.append(text[at])
                at += 1
            }
        }
        try Fuzz.check(unescaped.elementsEqual(code.utf8), "the text of the \(language) output is not the code")
    }
}

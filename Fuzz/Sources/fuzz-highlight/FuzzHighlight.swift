import FuzzSupport
import Highlighter

/// The highlighter on any code in a few languages (the first byte picks
/// one): it never crashes or hangs, and what it writes is the code itself,
/// escaped, with nothing but its own spans around it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let language = languages[Int(data[0]) % languages.count]
    let code = Fuzz.text(data + 1, size - 1)
    let result = highlighter.highlight(code, info: language)
    guard let html = result.html else { return 0 }
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
            Fuzz.check(false, "an unclosed tag in \(language)")
            return 0
        }
        let tag = String(decoding: html[index...close], as: UTF8.self)
        Fuzz.check(tag == "</span>" || (tag.hasPrefix("<span class=\"hl-") && !tag.dropFirst(6).contains("<") && !tag.contains(" on")),
                   "a tag the highlighter does not write in \(language): \(tag)")
        index = close + 1
    }
    // Unescaped as bytes too (`&gt;` then a combining mark is not found
    // by a search that respects Characters).
    var unescapedBytes: [UInt8] = []
    var at = 0
    let entities: [([UInt8], UInt8)] = [(Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
                                        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&amp;".utf8), UInt8(ascii: "&"))]
    while at < text.count {
        if text[at] == UInt8(ascii: "&"), let (entity, byte) = entities.first(where: { text[at...].starts(with: $0.0) }) {
            unescapedBytes.append(byte)
            at += entity.count
        } else {
            unescapedBytes.append(text[at])
            at += 1
        }
    }
    Fuzz.check(unescapedBytes.elementsEqual(code.utf8), "the text of the \(language) output is not the code")
    return 0
}

let languages = ["swift", "js", "typescript", "html", "console", "diff", "python", "css", "markdown", "yaml", "c", "ruby", "sh", "rust", "json"]
let highlighter = Highlighter(catalog: LanguageCatalog())

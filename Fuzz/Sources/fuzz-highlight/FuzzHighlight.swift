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
    guard let html = result.html.map({ String(decoding: $0, as: UTF8.self) }) else { return 0 }
    var text = ""
    var rest = html[...]
    while let open = rest.firstIndex(of: "<") {
        text += rest[..<open]
        guard let close = rest[open...].firstIndex(of: ">") else {
            Fuzz.check(false, "an unclosed tag in \(language): \(html.prefix(2000))")
            return 0
        }
        let tag = rest[open...close]
        Fuzz.check(tag == "</span>" || (tag.hasPrefix("<span class=\"hl-") && !tag.dropFirst(6).contains("<") && !tag.contains(" on")),
                   "a tag the highlighter does not write in \(language): \(tag)")
        rest = rest[rest.index(after: close)...]
    }
    text += rest
    let unescaped = text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    Fuzz.check(unescaped == code, "the text of the \(language) output is not the code")
    return 0
}

let languages = ["swift", "js", "typescript", "html", "console", "diff", "python", "css", "markdown", "yaml", "c", "ruby", "sh", "rust", "json"]
let highlighter = Highlighter(catalog: LanguageCatalog())

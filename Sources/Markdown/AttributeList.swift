import Foundation

/// One attribute list as MkDocs' attr_list (and kramdown) write it:
/// `{ #id .class key="value" }`, `{: #id }`. What theme-preview applies of
/// it: the id, the classes the site styles (`StyledClasses`), a heading's
/// `data-toc-label` and an image's `width` and `height`; everything else
/// (`style`, event attributes, other classes) is `dropped`, for a warning.
struct AttributeList: Equatable {
    var id: String?
    var classes: [String] = []
    /// `data-toc-label`: the heading's name in the table of contents.
    var tocLabel: String?
    /// `width` and `height`, digits only (with `%` or `px`).
    var size: [(name: String, value: String)] = []
    /// The parts not applied, as written.
    var dropped: [String] = []

    static func == (lhs: AttributeList, rhs: AttributeList) -> Bool {
        lhs.id == rhs.id && lhs.classes == rhs.classes && lhs.tocLabel == rhs.tocLabel && lhs.dropped == rhs.dropped
            && lhs.size.map(\.name) == rhs.size.map(\.name) && lhs.size.map(\.value) == rhs.size.map(\.value)
    }

    /// A list of an id alone.
    init(id: String) { self.id = id }

    /// The list inside `{` and `}` (without them); nil when some part of
    /// it is no `#id`, `.class` or `key=value`, so the braces are text.
    init?(_ inside: Substring) {
        // As written: smart punctuation made `"` curly and `--` a dash.
        var rest = inside
        if rest.unicodeScalars.contains(where: { $0.value >= 0x2013 && $0.value <= 0x201D }) {
            rest = Substring(inside.replacingOccurrences(of: "\u{201C}", with: "\"").replacingOccurrences(of: "\u{201D}", with: "\"")
                .replacingOccurrences(of: "\u{2018}", with: "'").replacingOccurrences(of: "\u{2019}", with: "'")
                .replacingOccurrences(of: "\u{2014}", with: "---").replacingOccurrences(of: "\u{2013}", with: "--"))
        }
        if rest.first == ":" { rest = rest.dropFirst() }
        var parts = 0
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard let first = rest.first else { break }
            parts += 1
            if first == "#" || first == "." {
                let word = rest.dropFirst().prefix { $0 != " " && $0 != "\t" }
                guard !word.isEmpty else { return nil }
                rest = rest.dropFirst(word.count + 1)
                if first == "#" {
                    guard AttributeLists.isID(String(word)), id == nil else { return nil }
                    id = String(word)
                } else if StyledClasses.allowed.contains(String(word)) {
                    classes.append(String(word))
                } else {
                    dropped.append("." + word)
                }
                continue
            }
            let key = rest.prefix { $0 != "=" && $0 != " " && $0 != "\t" }
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ":" }) else { return nil }
            rest = rest.dropFirst(key.count)
            guard rest.first == "=" else { return nil }
            rest = rest.dropFirst()
            var value: Substring
            if let quote = rest.first, quote == "\"" || quote == "'" {
                guard let close = rest.dropFirst().firstIndex(of: quote) else { return nil }
                value = rest[rest.index(after: rest.startIndex)..<close]
                rest = rest[rest.index(after: close)...]
            } else {
                value = rest.prefix { $0 != " " && $0 != "\t" }
                rest = rest.dropFirst(value.count)
            }
            let name = key.lowercased()
            if name == "data-toc-label" {
                tocLabel = String(value)
            } else if name == "width" || name == "height", !value.isEmpty,
                      value.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "%" || $0 == "p" || $0 == "x") }) {
                size.append((name, String(value)))
            } else {
                dropped.append("\(key)=…")
            }
        }
        guard parts > 0 else { return nil }
    }

    /// The list at the end of `text` (after its last `{`, with only
    /// spaces after the `}`): the text before it, spaces removed, and the
    /// list. Nil when `text` ends with none.
    static func trailing(_ text: String) -> (text: String, list: AttributeList)? {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == " " || text[text.index(before: end)] == "\t" {
            end = text.index(before: end)
        }
        guard end > text.startIndex, text[text.index(before: end)] == "}",
              let open = text[..<end].lastIndex(of: "{"),
              let list = AttributeList(text[text.index(after: open)..<text.index(before: end)]) else { return nil }
        var before = text[..<open]
        while let last = before.last, last == " " || last == "\t" { before.removeLast() }
        return (String(before), list)
    }

    /// `class="…"` (with a space before it) when there are classes.
    var classAttribute: String {
        classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
    }
}

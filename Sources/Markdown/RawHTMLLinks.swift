import Foundation

/// The links and ids in raw HTML a doc keeps (`markdown: rawHTML: true`):
/// `<a href>` and `<img src>` for the link checker, any element's `id` (and
/// `<a name>`) as a fragment a link may name. A small scanner, not an HTML
/// parser: attributes quoted with `"` or `'`, or unquoted.
enum RawHTMLLinks {
    struct Found {
        var value: String
        /// Byte offset of the tag's `<` in the scanned text.
        var offset: Int
        var kind: MarkdownLink.Kind
    }

    static func scan(_ html: String) -> (links: [Found], ids: [String]) {
        let bytes = Array(html.utf8)
        var links: [Found] = []
        var ids: [String] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            let tagStart = index
            index += 1
            var name: [UInt8] = []
            while index < bytes.count, isNameByte(bytes[index]) { name.append(bytes[index] | 0x20); index += 1 }
            guard !name.isEmpty else { continue }
            let tag = String(decoding: name, as: UTF8.self)
            // Attributes up to the closing `>`.
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                guard isNameByte(bytes[index]) else { index += 1; continue }
                var attribute: [UInt8] = []
                while index < bytes.count, isNameByte(bytes[index]) || bytes[index] == UInt8(ascii: "-") {
                    attribute.append(bytes[index] | 0x20)
                    index += 1
                }
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
                index += 1
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                guard index < bytes.count else { break }
                var value: [UInt8] = []
                let quote = bytes[index]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    index += 1
                    while index < bytes.count, bytes[index] != quote { value.append(bytes[index]); index += 1 }
                    index += 1
                } else {
                    while index < bytes.count, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: ">") {
                        value.append(bytes[index])
                        index += 1
                    }
                }
                let text = HTMLEntities.decode(String(decoding: value, as: UTF8.self))
                switch (tag, String(decoding: attribute, as: UTF8.self)) {
                case ("a", "href"): links.append(Found(value: text, offset: tagStart, kind: .link))
                case ("img", "src"): links.append(Found(value: text, offset: tagStart, kind: .image))
                case (_, "id"), ("a", "name"): ids.append(text)
                default: break
                }
            }
        }
        return (links, ids)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}

/// The few character references an attribute value in docs holds.
enum HTMLEntities {
    static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

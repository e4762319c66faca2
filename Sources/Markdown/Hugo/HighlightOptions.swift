/// The options of Hugo's `highlight` shortcode,
/// `"linenos=inline, hl_lines=3 6-8, style=emacs"`, as Hugo reads them:
/// `key=value` apart by commas, keys in any case.
struct HighlightOptions {
    struct Option: Equatable {
        var name: String
        /// Bytes into the options' text.
        var offset: Int
    }

    /// `hl_lines`' value without brackets (`3 6-8`); nil when not given.
    var markedLines: String?
    /// `hl_inline=true`: the code is inline.
    var inline = false
    /// The options theme-preview does not honour (`linenos`, `style`,
    /// `noClasses`…), as written.
    var ignored: [Option] = []

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: ",") { end += 1 }
            let part = bytes[start..<end]
            let keyStart = part.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? end
            let equals = part.firstIndex(of: UInt8(ascii: "=")) ?? end
            let key = String(decoding: bytes[keyStart..<equals], as: UTF8.self).trimmingSpaces()
            let value = equals < end ? String(decoding: bytes[(equals + 1)..<end], as: UTF8.self).trimmingSpaces() : ""
            switch key.lowercased() {
            case "":
                break
            case "hl_lines":
                let lines = value.filter { $0 != "[" && $0 != "]" }.trimmingSpaces()
                if !lines.isEmpty { markedLines = lines }
            case "hl_inline":
                inline = value.lowercased() == "true"
            default:
                ignored.append(Option(name: key, offset: keyStart))
            }
            start = end + 1
        }
    }
}

private extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

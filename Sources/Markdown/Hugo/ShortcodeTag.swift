/// One Hugo shortcode tag as written: `{{< name arg key="value" >}}`,
/// `{{% /name %}}`, `{{< name … />}}`, read from a doc's bytes as Hugo's
/// lexer reads it. Values are quoted (`"…"`, with `\"` inside), raw
/// (`` `…` ``) or bare (up to a space). A tag may span lines, not a blank
/// line nor more than `maximumLines` (so a tag never closed costs a few
/// lines' reading, not the rest of the doc). An escaped shortcode
/// (`{{</* … */>}}`) is no tag.
struct ShortcodeTag: Equatable {
    struct Parameter: Equatable {
        /// Nil for a positional parameter.
        var name: String?
        var value: String
        /// Where it is written (its name's first byte, or the value's), as
        /// an index of the bytes read.
        var offset: Int
    }

    var name: String
    /// `{{< /name >}}`.
    var closing: Bool
    /// `{{< name … />}}`.
    var selfClosing: Bool
    var parameters: [Parameter]
    /// The index just past the tag's `>}}` or `%}}`.
    var end: Int

    /// The most lines a tag spans (a figure has a dozen parameters, one a line).
    static let maximumLines = 32

    /// The named parameter's value; nil when it is not given.
    func value(_ name: String) -> String? {
        parameters.first { $0.name == name }?.value
    }

    /// The positional parameters' values, in order.
    var positional: [String] { parameters.filter { $0.name == nil }.map(\.value) }

    /// The tag starting at `start` (its first `{`); nil when there is none
    /// or it is not closed.
    static func read(_ bytes: ArraySlice<UInt8>, at start: Int) -> ShortcodeTag? {
        let end = bytes.endIndex
        guard start + 2 < end, bytes[start] == UInt8(ascii: "{"), bytes[start + 1] == UInt8(ascii: "{"),
              bytes[start + 2] == UInt8(ascii: "<") || bytes[start + 2] == UInt8(ascii: "%") else { return nil }
        let closer = bytes[start + 2] == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "%")
        var index = start + 3
        var lineBreaks = 0
        /// Spaces, tabs and line breaks; false at a blank line.
        func skipSpace() -> Bool {
            var newline = false
            while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
                if bytes[index] == 0x0A {
                    // Two line breaks with only space between: a blank line.
                    if newline { return false }
                    newline = true
                    lineBreaks += 1
                    if lineBreaks > maximumLines { return false }
                }
                index += 1
            }
            return true
        }
        func atClosing() -> Int? {
            if index + 2 < end, bytes[index] == closer, bytes[index + 1] == UInt8(ascii: "}"), bytes[index + 2] == UInt8(ascii: "}") {
                return 0
            }
            if index + 3 < end, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == closer, bytes[index + 2] == UInt8(ascii: "}"),
               bytes[index + 3] == UInt8(ascii: "}") {
                return 1
            }
            return nil
        }
        /// A quoted, raw or bare value at `index`.
        func readValue() -> String? {
            let first = bytes[index]
            if first == UInt8(ascii: "\"") || first == UInt8(ascii: "`") {
                var value: [UInt8] = []
                index += 1
                var blank = false
                while index < end, bytes[index] != first {
                    // Not over a blank line either.
                    if bytes[index] == 0x0A {
                        if blank { return nil }
                        blank = true
                        lineBreaks += 1
                        if lineBreaks > maximumLines { return nil }
                    } else if bytes[index] != 0x20, bytes[index] != 0x09, bytes[index] != 0x0D {
                        blank = false
                    }
                    if first == UInt8(ascii: "\""), bytes[index] == UInt8(ascii: "\\"), index + 1 < end,
                       bytes[index + 1] == UInt8(ascii: "\"") || bytes[index + 1] == UInt8(ascii: "\\") {
                        index += 1
                    }
                    value.append(bytes[index])
                    index += 1
                }
                guard index < end else { return nil }
                index += 1
                return String(decoding: value, as: UTF8.self)
            }
            let start = index
            while index < end, bytes[index] != 0x20, bytes[index] != 0x09, bytes[index] != 0x0A, bytes[index] != 0x0D,
                  atClosing() == nil {
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        guard skipSpace(), index < end else { return nil }
        if bytes[index] == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "*") { return nil }
        var closing = false
        if bytes[index] == UInt8(ascii: "/") {
            closing = true
            index += 1
            guard skipSpace() else { return nil }
        }
        let nameStart = index
        while index < end, isNameByte(bytes[index]) { index += 1 }
        guard index > nameStart else { return nil }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        var parameters: [Parameter] = []
        while true {
            let before = index
            guard skipSpace(), index < end else { return nil }
            if let slash = atClosing() {
                return ShortcodeTag(name: name, closing: closing, selfClosing: slash == 1, parameters: parameters,
                                    end: index + 3 + slash)
            }
            // Parameters are apart by space.
            guard index > before else { return nil }
            let offset = index
            var key: String?
            var keyEnd = index
            while keyEnd < end, isNameByte(bytes[keyEnd]) { keyEnd += 1 }
            if keyEnd > index, keyEnd < end, bytes[keyEnd] == UInt8(ascii: "=") {
                key = String(decoding: bytes[index..<keyEnd], as: UTF8.self)
                index = keyEnd + 1
            }
            guard index < end, let value = readValue() else { return nil }
            parameters.append(Parameter(name: key, value: value, offset: offset))
        }
    }

    /// A name's (or a key's) bytes: letters, digits, `_`, `-`, `.`,
    /// and any not ASCII.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte >= 0x80
    }
}

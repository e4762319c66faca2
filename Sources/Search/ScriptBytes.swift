/// Bytes carried in a script's string literal, seven bits a character
/// (`ThemePreviewSearch.text(3,"…")`): a file of the index is a script so
/// that it loads from `file://`, and base64's six bits a character would
/// make the deflated index a third larger than its bytes; this is about an
/// seventh.
///
/// The bits are taken most significant first, seven at a time, the last
/// group filled with zeros. A group is the ASCII character of its value,
/// except the five a double-quoted JavaScript string cannot hold as they
/// are or that a reader may change (NUL, line feed, carriage return, `"`
/// and `\`): those are the character 128 above, U+0080 to U+00DC, two bytes
/// in UTF-8. `n` bytes are `⌈8n/7⌉` characters, and `⌊7c/8⌋` of `c`
/// characters are the bytes: the filling is less than a byte.
/// `theme-preview.js` reads them back (`unpack`).
enum ScriptBytes {
    /// Whether the seven-bit `value` is written as the character 128 above.
    @inline(__always)
    static func isShifted(_ value: UInt8) -> Bool {
        value == 0x00 || value == 0x0A || value == 0x0D || value == 0x22 || value == 0x5C
    }

    /// `bytes` as the UTF-8 of the string literal's characters, quotes
    /// not included.
    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        let groups = (bytes.count * 8 + 6) / 7
        guard groups > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: groups * 2) { out, written in
            guard let base = out.baseAddress else {
                written = 0
                return
            }
            // (The position a local of this closure, passed inout: a nested function capturing it was a
            // runtime exclusivity check per byte, 2% of a build of the proposals.)
            written = bytes.withUnsafeBufferPointer { input in
                var at = 0
                var index = 0
                // Seven bytes are eight groups, most significant first.
                while index + 7 <= input.count {
                    var word: UInt64 = 0
                    for offset in 0..<7 { word = word << 8 | UInt64(input[index + offset]) }
                    for shift in stride(from: 49, through: 0, by: -7) {
                        put(UInt8(truncatingIfNeeded: word >> UInt64(shift)) & 0x7F, to: base, at: &at)
                    }
                    index += 7
                }
                var pending: UInt32 = 0
                var bits = 0
                while index < input.count {
                    pending = pending << 8 | UInt32(input[index])
                    bits += 8
                    while bits >= 7 {
                        bits -= 7
                        put(UInt8((pending >> UInt32(bits)) & 0x7F), to: base, at: &at)
                    }
                    pending &= (1 << UInt32(bits)) - 1
                    index += 1
                }
                if bits > 0 { put(UInt8((pending << UInt32(7 - bits)) & 0x7F), to: base, at: &at) }
                return at
            }
        }
    }

    /// One seven-bit group written at `at`: itself, or the character 128
    /// above it as two bytes.
    @inline(__always)
    private static func put(_ value: UInt8, to base: UnsafeMutablePointer<UInt8>, at: inout Int) {
        if isShifted(value) {
            let scalar = 0x80 + UInt32(value)
            base[at] = 0xC0 | UInt8(scalar >> 6)
            base[at + 1] = 0x80 | UInt8(scalar & 0x3F)
            at += 2
        } else {
            base[at] = value
            at += 1
        }
    }

    /// The bytes `text` (the literal's characters) carries, or nil if it
    /// holds a character `encode` does not write.
    static func decode(_ text: Substring) -> [UInt8]? {
        decode(utf8: ArraySlice(text.utf8))
    }

    /// The bytes the literal's characters carry, read from their UTF-8
    /// (`encode`'s output), or nil if it holds anything `encode` does not
    /// write.
    static func decode(utf8 text: ArraySlice<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(text.count * 7 / 8)
        var pending: UInt32 = 0
        var bits = 0
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            var value: UInt32
            if byte < 0x80 {
                guard !isShifted(byte) else { return nil }
                value = UInt32(byte)
                index += 1
            } else {
                // U+0080 to U+00DC: two bytes, C2 or C3 then a continuation.
                guard byte == 0xC2 || byte == 0xC3, index + 1 < text.endIndex, text[index + 1] & 0xC0 == 0x80 else { return nil }
                value = (UInt32(byte & 0x1F) << 6 | UInt32(text[index + 1] & 0x3F)) - 0x80
                guard value < 0x80, isShifted(UInt8(value)) else { return nil }
                index += 2
            }
            pending = pending << 7 | value
            bits += 7
            if bits >= 8 {
                bits -= 8
                out.append(UInt8((pending >> UInt32(bits)) & 0xFF))
                pending &= (1 << UInt32(bits)) - 1
            }
        }
        return out
    }
}

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
                    if index + 8 <= input.count, let start = input.baseAddress {
                        word = UInt64(bigEndian: UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self)) >> 8
                    } else {
                        for offset in 0..<7 { word = word << 8 | UInt64(input[index + offset]) }
                    }
                    let groups = spread(word)
                    if hasShifted(groups) {
                        for shift in stride(from: 56, through: 0, by: -8) {
                            put(UInt8(truncatingIfNeeded: groups >> UInt64(shift)), to: base, at: &at)
                        }
                    } else {
                        // Eight characters stored at once: most groups are none of the five.
                        UnsafeMutableRawPointer(base + at).storeBytes(of: groups.bigEndian, as: UInt64.self)
                        at += 8
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
        var refused = false
        // (One byte of room more: the last seven bytes of eight characters are stored eight at once.)
        let out = [UInt8](unsafeUninitializedCapacity: text.count * 7 / 8 + 1) { out, written in
            written = 0
            guard let outBase = out.baseAddress else { return }
            text.withUnsafeBufferPointer { input in
                if let count = decode(input, into: outBase) { written = count } else { refused = true }
            }
        }
        return refused ? nil : out
    }

    /// The bytes `input`'s characters carry, written from `out`: how many,
    /// or nil at the first character `encode` does not write.
    private static func decode(_ input: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int? {
        var at = 0
        var pending: UInt64 = 0
        var bits = 0
        var index = 0
        while index < input.count {
            // Eight ASCII characters are eight groups, 56 bits: seven bytes whatever `bits` holds.
            // (A rebuild reads every chunk of the index back: byte by byte, this was 187 M
            // instructions on the proposals.)
            if index + 8 <= input.count, let base = input.baseAddress {
                let chunk = UInt64(bigEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                if chunk & 0x8080_8080_8080_8080 == 0 {
                    guard !hasShifted(chunk) else { return nil }
                    let total = pending << 56 | packed(chunk)
                    // Seven bytes, most significant first (the eighth stored is the room kept for it).
                    UnsafeMutableRawPointer(out + at).storeBytes(of: ((total >> UInt64(bits)) << 8).bigEndian, as: UInt64.self)
                    at += 7
                    pending = total & ((1 << UInt64(bits)) - 1)
                    index += 8
                    continue
                }
            }
            let byte = input[index]
            let value: UInt64
            if byte < 0x80 {
                guard !isShifted(byte) else { return nil }
                value = UInt64(byte)
                index += 1
            } else {
                // U+0080 to U+00DC: two bytes, C2 or C3 then a continuation.
                guard byte == 0xC2 || byte == 0xC3, index + 1 < input.count, input[index + 1] & 0xC0 == 0x80 else { return nil }
                value = (UInt64(byte & 0x1F) << 6 | UInt64(input[index + 1] & 0x3F)) - 0x80
                guard value < 0x80, isShifted(UInt8(value)) else { return nil }
                index += 2
            }
            pending = pending << 7 | value
            bits += 7
            if bits >= 8 {
                bits -= 8
                // (Within the room: every byte out takes at least eight bits in.)
                out[at] = UInt8(truncatingIfNeeded: pending >> UInt64(bits))
                at += 1
                pending &= (1 << UInt64(bits)) - 1
            }
        }
        return at
    }

    /// Whether one of eight seven-bit groups, a byte each, is one that
    /// `encode` writes as the character 128 above.
    @inline(__always)
    static func hasShifted(_ groups: UInt64) -> Bool {
        hasByte(groups, 0x00) || hasByte(groups, 0x0A) || hasByte(groups, 0x0D) || hasByte(groups, 0x22)
            || hasByte(groups, 0x5C)
    }

    /// Whether one of eight bytes, each below 0x80, is `value`.
    @inline(__always)
    private static func hasByte(_ bytes: UInt64, _ value: UInt8) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let differences = bytes ^ (ones &* UInt64(value))
        return (differences &- ones) & ~differences & 0x8080_8080_8080_8080 != 0
    }

    /// 56 bits as eight seven-bit groups, a byte each, the first (the
    /// most significant bits) in the top byte.
    @inline(__always)
    static func spread(_ word: UInt64) -> UInt64 {
        var groups = (word << 4) & 0x0FFF_FFFF_0000_0000 | word & 0x0FFF_FFFF
        groups = (groups << 2) & 0x3FFF_0000_3FFF_0000 | groups & 0x0000_3FFF_0000_3FFF
        return (groups << 1) & 0x7F00_7F00_7F00_7F00 | groups & 0x007F_007F_007F_007F
    }

    /// Eight seven-bit groups, a byte each, as their 56 bits: `spread`
    /// undone.
    @inline(__always)
    static func packed(_ groups: UInt64) -> UInt64 {
        var word = (groups & 0x7F00_7F00_7F00_7F00) >> 1 | groups & 0x007F_007F_007F_007F
        word = (word & 0x3FFF_0000_3FFF_0000) >> 2 | word & 0x0000_3FFF_0000_3FFF
        return (word & 0x0FFF_FFFF_0000_0000) >> 4 | word & 0x0FFF_FFFF
    }
}

/// `TwinWriter`'s text by characters and strings: escaping, collapsing and
/// trimming as a Markdown reader reads characters, used where bytes could
/// read otherwise (and by the tests, as the reference the bytes match).
extension TwinWriter {
    /// A text node as the twin writes it: `escaped(collapsed(text))`, in
    /// one pass over its bytes (`collapsedBytes`); by characters, as
    /// `escaped` and `collapsed` read them, only where a byte could read
    /// otherwise.
    static func escapedAndCollapsed(_ text: ArraySlice<UInt8>) -> String {
        guard let bytes = collapsedBytes(text, escaping: true) else {
            return escaped(collapsed(String(decoding: text, as: UTF8.self)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text`'s bytes with runs of white space as one space and, when
    /// `escaping`, the characters that would start Markdown escaped, as
    /// `collapsed` and `escaped` write them character by character. nil
    /// when a character (a grapheme cluster) could read otherwise than its
    /// bytes: white space or punctuation joined to a non-ASCII scalar (a
    /// combining mark after a space, a prepended mark before it), an
    /// underscore beside a non-ASCII character (whether it is inside a word
    /// is then the character's properties), a carriage return in non-ASCII
    /// text. Text of other scripts without those goes byte by byte too.
    static func collapsedBytes(_ text: ArraySlice<UInt8>, escaping: Bool) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(text.count + 8)
        return appendCollapsed(text, escaping: escaping, to: &result) ? result : nil
    }

    /// `collapsedBytes` appended to `result`; false, with `result` as it
    /// was, where a byte could read otherwise.
    static func appendCollapsed(_ text: ArraySlice<UInt8>, escaping: Bool, to result: inout [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { appendCollapsed($0, 0..<$0.count, escaping: escaping, to: &result) }
    }

    /// `appendCollapsed` of `text[range]` (no array to retain and
    /// release for each text node and each run: this runs for every text
    /// node of every page). The bytes after the range, up to the buffer's
    /// end, may be read (16 at a time), never used.
    static func appendCollapsed(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, escaping: Bool,
                                to result: inout [UInt8]) -> Bool {
        let start = result.count
        func fail(_ result: inout [UInt8]) -> Bool {
            result.removeSubrange(start...)
            return false
        }
        let textEnd = range.upperBound
        var inSpace = false
        var hasNonASCII = false
        var hasReturn = false
        // The byte before, after collapsing (a space at the start).
        var previous = UInt8(ascii: " ")
        // Where the last non-ASCII scalar began in `text`, and whether the byte before it was special.
        var lastScalarStart = -1
        var previousSpecial = false
        var index = range.lowerBound
        while index < textEnd {
            let byte = text[index]
            if isPlainBit(byte) {
                // A run with nothing to join, escape or collapse (`plainRun`): as it is, but each line feed
                // or tab in it a space.
                let run = plainRun(text, from: index, to: textEnd)
                let end = run.end
                let runStart = result.count
                result.append(contentsOf: UnsafeBufferPointer(rebasing: text[index..<end]))
                if run.hasBreaks { spacesForBreaks(&result, from: runStart) }
                if run.hasNonASCII {
                    hasNonASCII = true
                    // Where the scalar the run ends in began (a special byte after it may join it).
                    if text[end - 1] >= 0x80 {
                        var scalarStart = end - 1
                        while scalarStart > index, text[scalarStart] & 0xC0 == 0x80 { scalarStart -= 1 }
                        lastScalarStart = scalarStart
                    }
                }
                inSpace = false
                previous = text[end - 1]
                previousSpecial = false
                index = end
                continue
            }
            if byte >= 0x80 {
                hasNonASCII = true
                // A scalar's first byte: may it join the special ASCII byte before it?
                if byte >= 0xC0 {
                    if previousSpecial, joins(text, asciiAt: index - 1, scalarAt: index, end: textEnd) { return fail(&result) }
                    lastScalarStart = index
                }
                result.append(byte)
                inSpace = false
                previous = byte
                previousSpecial = false
                index += 1
                continue
            }
            let special = isSpace(byte) || mayNeedEscaping(byte)
            // A special byte right after a non-ASCII scalar: may they join (a prepended mark)?
            if special, index > range.lowerBound, text[index - 1] >= 0x80, lastScalarStart >= 0,
               joins(text, scalarAt: lastScalarStart, asciiAt: index, end: textEnd) { return fail(&result) }
            previousSpecial = special
            index += 1
            if isSpace(byte) {
                if byte == UInt8(ascii: "\r") { hasReturn = true }
                if !inSpace { result.append(UInt8(ascii: " ")) }
                inSpace = true
                previous = UInt8(ascii: " ")
                continue
            }
            inSpace = false
            if escaping {
                switch byte {
                case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"):
                    result.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "_"):
                    // Inside a word (snake_case) an underscore is no emphasis;
                    // white space after it is collapsed to a space, still no word.
                    let next = index < textEnd ? text[index] : UInt8(ascii: " ")
                    if previous >= 0x80 || next >= 0x80 { return fail(&result) }
                    if !isASCIIWordByte(previous) || !isASCIIWordByte(next) { result.append(UInt8(ascii: "\\")) }
                default:
                    break
                }
            }
            result.append(byte)
            previous = byte
        }
        if hasNonASCII && hasReturn { return fail(&result) }
        return true
    }

    /// Where the run `appendCollapsed` copies as it is, from `start` (the
    /// byte before it plain) up to `end` at most, ends in `buffer`, and
    /// whether it has line feeds or tabs (each to be one space) and
    /// non-ASCII bytes. A byte is in it when it is plain; white space (a
    /// space, line feed or tab) before a plain one; or a non-ASCII byte
    /// before a plain or non-ASCII one (so white space in it is never next
    /// to a non-ASCII scalar it could join). 16 bytes at a time (SIMD,
    /// reading past `end` within the buffer), byte by byte near the
    /// buffer's end.
    static func plainRun(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
        -> (end: Int, hasBreaks: Bool, hasNonASCII: Bool) {
        var position = start + 1
        var stopped = false
        var breaks = SIMD16<UInt8>()
        var nonASCII = SIMD16<UInt8>()
        let high = SIMD16<UInt8>(repeating: 0x80)
        let lanes = SIMD16<UInt8>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        if let base = buffer.baseAddress {
            while position < end, position + 17 <= buffer.count {
                let chunk = UnsafeRawPointer(base + position).loadUnaligned(as: SIMD16<UInt8>.self)
                let next = UnsafeRawPointer(base + position + 1).loadUnaligned(as: SIMD16<UInt8>.self)
                // Lanes before `end`, and those whose next byte is before it, as 0xFF.
                let left = SIMD16<UInt8>(repeating: UInt8(min(end - position, 255)))
                let inside = unsafeBitCast(lanes .< left, to: SIMD16<UInt8>.self)
                let nextInside = unsafeBitCast(lanes &+ SIMD16<UInt8>(repeating: 1) .< left, to: SIMD16<UInt8>.self)
                let lineBreaks = equal(chunk, UInt8(ascii: "\n")) | equal(chunk, UInt8(ascii: "\t"))
                let white = equal(chunk, UInt8(ascii: " ")) | lineBreaks
                let nextPlain = ~notPlainLanes(next) & nextInside
                let kept = (~notPlainLanes(chunk) | (white & nextPlain) | (chunk & (nextPlain | (next & nextInside)))) & inside
                let failing = unsafeBitCast(~kept & high, to: SIMD2<UInt64>.self)
                // Up to the first lane not kept.
                let count = failing[0] != 0 ? failing[0].trailingZeroBitCount / 8
                    : failing[1] != 0 ? 8 + failing[1].trailingZeroBitCount / 8 : 16
                let taken = unsafeBitCast(lanes .< SIMD16<UInt8>(repeating: UInt8(count)), to: SIMD16<UInt8>.self)
                breaks |= lineBreaks & taken
                nonASCII |= chunk & taken
                position += count
                if count < 16 {
                    stopped = true
                    break
                }
            }
        }
        // Near the buffer's end: plain bytes and single spaces before one.
        if !stopped {
            while position < end {
                if isPlainBit(buffer[position]) {
                    position += 1
                } else if buffer[position] == UInt8(ascii: " "), position + 1 < end, isPlainBit(buffer[position + 1]) {
                    position += 2
                } else {
                    break
                }
            }
        }
        let hasBreaks = unsafeBitCast(breaks, to: SIMD2<UInt64>.self) != .zero
        let hasNonASCII = unsafeBitCast(nonASCII & high, to: SIMD2<UInt64>.self) != .zero
        return (position, hasBreaks, hasNonASCII)
    }

    /// Each line feed and tab in `result` from `start` as a space.
    static func spacesForBreaks(_ result: inout [UInt8], from start: Int) {
        result.withUnsafeMutableBufferPointer { bytes in
            for index in start..<bytes.count where bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\t") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
    }

    /// Each of 16 bytes that `isPlain` says no to, as a lane with its top
    /// bit set (0x80 or more); the others 0.
    @inline(__always)
    static func notPlainLanes(_ bytes: SIMD16<UInt8>) -> SIMD16<UInt8> {
        // (Each vector typed: one made by `SIMD16(repeating:)` alone chose the generic operators, compiled lane by lane.)
        // Top bit: 0x80 or more, or 0x20 or less (adding 0x5F carries no top bit in).
        let outOfRange = bytes | ~(bytes &+ SIMD16<UInt8>(repeating: 0x5F))
        var special = equal(bytes, UInt8(ascii: "*")) | equal(bytes, UInt8(ascii: "<")) | equal(bytes, UInt8(ascii: "["))
        special |= equal(bytes, UInt8(ascii: "\\")) | equal(bytes, UInt8(ascii: "]")) | equal(bytes, UInt8(ascii: "_")) | equal(bytes, UInt8(ascii: "`"))
        return (outOfRange | special) & SIMD16<UInt8>(repeating: 0x80)
    }

    /// 0xFF in each lane that is `byte`, else 0.
    @inline(__always)
    static func equal(_ bytes: SIMD16<UInt8>, _ byte: UInt8) -> SIMD16<UInt8> {
        unsafeBitCast(bytes .== SIMD16<UInt8>(repeating: byte), to: SIMD16<UInt8>.self)
    }

    /// `isPlain`, without a branch on the byte's range: one of two 64-bit
    /// masks chosen by its bit 6, a byte of 128 or more shifted out.
    @inline(__always)
    static func isPlainBit(_ byte: UInt8) -> Bool {
        let low: UInt64 = 0xEFFF_FBFE_0000_0000
        let high: UInt64 = 0xFFFF_FFFE_47FF_FFFF
        let mask = byte & 0x40 == 0 ? low : high
        return byte < 0x80 && (mask >> UInt64(byte & 0x3F)) & 1 == 1
    }

    /// An ASCII byte `collapsedBytes` copies as it is wherever it is: not
    /// white space, not one `escaped` may escape.
    static func isPlain(_ byte: UInt8) -> Bool {
        // One bit a byte: 0x21 to 0x7F but `*` and `<`, `[`, `\`, `]`, `_` and the backtick.
        let low: UInt64 = 0xEFFF_FBFE_0000_0000
        let high: UInt64 = 0xFFFF_FFFE_47FF_FFFF
        return byte < 64 ? (low >> UInt64(byte)) & 1 == 1 : byte < 128 ? (high >> UInt64(byte - 64)) & 1 == 1 : false
    }

    /// White space as `collapsed` reads it.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// Whether the ASCII byte and the scalar starting at the given indexes
    /// (in that order or the other) make one character.
    private static func joins(_ text: UnsafeBufferPointer<UInt8>, asciiAt ascii: Int, scalarAt scalar: Int, end: Int) -> Bool {
        pairIsOneCharacter(text, first: ascii, second: scalar, end: end)
    }

    private static func joins(_ text: UnsafeBufferPointer<UInt8>, scalarAt scalar: Int, asciiAt ascii: Int, end: Int) -> Bool {
        pairIsOneCharacter(text, first: scalar, second: ascii, end: end)
    }

    /// Whether the scalars starting at `first` and `second` (right after
    /// it) are one character.
    static func pairIsOneCharacter(_ text: ArraySlice<UInt8>, first: Int, second: Int) -> Bool {
        text.withUnsafeBufferPointer {
            pairIsOneCharacter($0, first: first - text.startIndex, second: second - text.startIndex, end: $0.count)
        }
    }

    static func pairIsOneCharacter(_ text: UnsafeBufferPointer<UInt8>, first: Int, second: Int, end limit: Int) -> Bool {
        var end = second + 1
        while end < limit, text[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: text[first..<end]), as: UTF8.self).count == 1
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// Runs of white space as one space.
    static func collapsed(_ text: String) -> String {
        if let bytes = collapsedBytes(Array(text.utf8)[...], escaping: false) { return String(decoding: bytes, as: UTF8.self) }
        return collapsedByCharacters(text)
    }

    /// `bytes` (a text's) with runs of white space as one space.
    static func collapsed(_ bytes: [UInt8]) -> String {
        if let collapsed = collapsedBytes(bytes[...], escaping: false) { return String(decoding: collapsed, as: UTF8.self) }
        return collapsedByCharacters(String(decoding: bytes, as: UTF8.self))
    }

    private static func collapsedByCharacters(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var inSpace = false
        for character in text {
            if character == " " || character == "\n" || character == "\t" || character == "\r" {
                if !inSpace { result.append(" ") }
                inSpace = true
            } else {
                result.append(character)
                inSpace = false
            }
        }
        return result
    }

    /// Text with the characters that would start Markdown escaped.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: mayNeedEscaping) else { return text }
        var result = ""
        var previous: Character = " "
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            switch character {
            case "\\", "`", "*", "[", "]", "<":
                result.append("\\")
            case "_":
                // Inside a word (snake_case) an underscore is no emphasis.
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if !(previous.isLetter || previous.isNumber) || !(next.isLetter || next.isNumber) { result.append("\\") }
            default:
                break
            }
            result.append(character)
            previous = character
        }
        return result
    }

    /// Whether `byte` is one `escaped` may escape: a backslash, backtick,
    /// star, bracket, `<` or underscore (a switch: this runs on every byte
    /// of the page's text).
    static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "<"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// `text` without white space at either end, lines kept.
    static func trimmed(_ text: String) -> String {
        if let trimmed = trimmedBytes(text) { return trimmed }
        var slice = Substring(text)
        while let first = slice.first, first == " " || first == "\n" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\n" {
            // Keep a hard break's backslash… but not a dangling one.
            slice.removeLast()
        }
        if slice.hasSuffix("\\") && text.hasSuffix("\\\n") { slice.removeLast() }
        return String(slice)
    }

    /// `trimmed` by bytes, when they read as its characters do: nil when
    /// a byte left at either end (or before a hard break's backslash) is
    /// non-ASCII or a carriage return, which could join the space or line
    /// feed next to it into one character.
    private static func trimmedBytes(_ text: String) -> String? {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last else { return text }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") }
        // Nothing to trim: as it is.
        if !isBlank(first) && !isBlank(last) && last != UInt8(ascii: "\\") { return text }
        return text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var start = 0
            var end = bytes.count
            while start < end, isBlank(bytes[start]) { start += 1 }
            while end > start, isBlank(bytes[end - 1]) { end -= 1 }
            guard start < end else { return "" }
            let joins = { (byte: UInt8) in byte >= 0x80 || byte == UInt8(ascii: "\r") }
            if joins(bytes[start]) || joins(bytes[end - 1]) { return nil }
            // A hard break's backslash, dangling once its line feed is trimmed.
            if bytes[end - 1] == UInt8(ascii: "\\"), bytes.count >= 2, bytes[bytes.count - 1] == UInt8(ascii: "\n"),
               bytes[bytes.count - 2] == UInt8(ascii: "\\") {
                end -= 1
                if end > start, joins(bytes[end - 1]) { return nil }
            }
            if start == 0 && end == bytes.count { return text }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        } ?? nil
    }

    /// Emphasis around `text`, its spaces outside the markers (`**a **`
    /// would not be emphasis).
    static func wrapped(_ text: String, in marker: String) -> String {
        let inner = trimmed(text)
        guard !inner.isEmpty else { return text }
        return (text.hasPrefix(" ") ? " " : "") + marker + inner + marker + (text.hasSuffix(" ") ? " " : "")
    }

    /// A link destination, in `<…>` when it has spaces or parentheses.
    static func destination(_ url: String) -> String {
        // (None of those bytes, none of those characters: checked by bytes first.)
        if !url.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) {
            return url
        }
        guard url.contains(where: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "<" || $0 == ">" }) else { return url }
        return "<" + url.replacingAll("<", with: "%3C").replacingAll(">", with: "%3E") + ">"
    }

    static func longestRun(of character: Character, in text: String) -> Int {
        // By bytes in one pass, unless a non-ASCII byte touches the
        // character (a combining mark after it, a prepended one before it
        // would make them one character).
        if let ascii = character.asciiValue, ascii != UInt8(ascii: "\r"), ascii != UInt8(ascii: "\n") {
            var longest = 0
            var current = 0
            var previous: UInt8 = 0
            var byBytes = true
            for byte in text.utf8 {
                if byte == ascii {
                    if previous >= 0x80 { byBytes = false; break }
                    current += 1
                    if current > longest { longest = current }
                } else {
                    if byte >= 0x80, previous == ascii { byBytes = false; break }
                    current = 0
                }
                previous = byte
            }
            if byBytes { return longest }
        }
        var longest = 0
        var current = 0
        for each in text {
            current = each == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// Blocks inside a blockquote: each line after `> `, an empty one `>`.
    static func quoted(_ blocks: [String]) -> String {
        var result: [UInt8] = []
        appendQuoted(Array(blocks.joined(separator: "\n\n").utf8)[...], to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// A list item: `text` after its `marker`, each later line that is not
    /// empty indented by the marker's width.
    static func indented(_ text: String, after marker: String) -> String {
        var result = Array(marker.utf8)
        appendIndented(Array(text.utf8)[...], by: marker.utf8.count, to: &result)
        return String(decoding: result, as: UTF8.self)
    }
}

extension String {
    /// Every `target` replaced, without Foundation.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}

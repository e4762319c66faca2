import Foundation

/// `TwinWriter`'s edits to the twin's bytes as they are written: trimming,
/// emphasis, quoting and indenting the range a block or inline just wrote,
/// in place. Each reads bytes as the string helpers (`TwinWriter+Text`)
/// read characters, and hands a range to them where a byte could read
/// otherwise (a non-ASCII scalar that could join the byte beside it).
extension TwinWriter {
    /// What separates a run of blocks: a blank line, a line feed (a tight
    /// list item's), or a space (blocks inside inline content).
    struct BlockRun {
        let separator: StaticString
        /// Whether a block was written.
        var started = false

        static var blankLine: BlockRun { BlockRun(separator: "\n\n") }

        /// Starts a block: the separator after an earlier one. Returns
        /// what `cancel` needs to take it back.
        mutating func begin(_ out: inout [UInt8]) -> (mark: Int, started: Bool) {
            let undo = (mark: out.count, started: started)
            if started { TwinWriter.append(separator, to: &out) }
            started = true
            return undo
        }

        /// Takes back a block begun with `begin` (it had nothing to show).
        mutating func cancel(_ undo: (mark: Int, started: Bool), _ out: inout [UInt8]) {
            if undo.mark < out.count { out.removeLast(out.count - undo.mark) }
            started = undo.started
        }
    }

    /// `out[start...]` as `trimmed` leaves it.
    static func trim(_ out: inout [UInt8], from start: Int) {
        guard let kept = trimmedRange(out, start..<out.count) else {
            let text = trimmed(String(decoding: out[start...], as: UTF8.self))
            out.replaceSubrange(start..., with: text.utf8)
            return
        }
        // (Only what there is to remove: a call for an empty range cost as much as one that removes.)
        if kept.upperBound < out.count { out.removeLast(out.count - kept.upperBound) }
        if start < kept.lowerBound { out.removeSubrange(start..<kept.lowerBound) }
    }

    /// What `trimmed` keeps of `out[range]`, read by bytes; nil when a byte
    /// left at either end (or before a hard break's backslash) is non-ASCII
    /// or a carriage return, which could join the blank next to it into
    /// one character (`trimmed` then reads the characters).
    static func trimmedRange(_ out: [UInt8], _ range: Range<Int>) -> Range<Int>? {
        guard let first = out[range].first, let last = out[range].last else { return range }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") }
        // Nothing to trim: as it is.
        if !isBlank(first) && !isBlank(last) && last != UInt8(ascii: "\\") { return range }
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, isBlank(out[start]) { start += 1 }
        while end > start, isBlank(out[end - 1]) { end -= 1 }
        guard start < end else { return start..<start }
        let joins = { (byte: UInt8) in byte >= 0x80 || byte == UInt8(ascii: "\r") }
        if joins(out[start]) || joins(out[end - 1]) { return nil }
        // A hard break's backslash, dangling once its line feed is trimmed.
        if out[end - 1] == UInt8(ascii: "\\"), range.count >= 2, out[range.upperBound - 1] == UInt8(ascii: "\n"),
           out[range.upperBound - 2] == UInt8(ascii: "\\") {
            end -= 1
            if end > start, joins(out[end - 1]) { return nil }
        }
        return start..<end
    }

    /// `out[start...]` as `wrapped(_:in:)` leaves it: emphasis around the
    /// trimmed text, its spaces outside the markers.
    static func wrap(_ out: inout [UInt8], from start: Int, in marker: StaticString) {
        let end = out.count
        guard let inner = trimmedRange(out, start..<end) else {
            let text = wrapped(String(decoding: out[start...], as: UTF8.self), in: marker.description)
            out.replaceSubrange(start..., with: text.utf8)
            return
        }
        guard !inner.isEmpty else { return }
        // By bytes, the blanks at either end are characters of their own (`trimmedRange` checked the bytes next to them).
        let spaceBefore = out[start] == UInt8(ascii: " ")
        let spaceAfter = out[end - 1] == UInt8(ascii: " ")
        let text = Array(out[inner])
        out.removeSubrange(start...)
        if spaceBefore { out.append(UInt8(ascii: " ")) }
        append(marker, to: &out)
        out.append(contentsOf: text)
        append(marker, to: &out)
        if spaceAfter { out.append(UInt8(ascii: " ")) }
    }

    static func append(_ text: StaticString, to out: inout [UInt8]) {
        // (By its buffer: a one-character StaticString may hold a scalar, not bytes.)
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// Whether the character at `index` (before `end`) is a space alone:
    /// not one a combining mark after it joins.
    static func isSpaceCharacter(_ out: [UInt8], at index: Int, end: Int) -> Bool {
        guard out[index] == UInt8(ascii: " ") else { return false }
        guard index + 1 < end, out[index + 1] >= 0x80 else { return true }
        return !pairIsOneCharacter(out[..<end], first: index, second: index + 1)
    }

    /// Whether `out[start..<end]` ends with a hard break (`\` and a line
    /// feed), as characters read it.
    static func endsWithHardBreak(_ out: [UInt8], from start: Int, to end: Int) -> Bool {
        guard end - start >= 2, out[end - 1] == UInt8(ascii: "\n"), out[end - 2] == UInt8(ascii: "\\") else { return false }
        // A prepended mark before the backslash would make them one character.
        if end - start >= 3, out[end - 3] >= 0x80 {
            return String(decoding: out[start..<end], as: UTF8.self).hasSuffix("\\\n")
        }
        return true
    }

    /// `out[start...]` (blocks) as `quoted` writes them.
    static func quote(_ out: inout [UInt8], from start: Int) {
        let text = Array(out[start...])
        out.removeSubrange(start...)
        appendQuoted(text[...], to: &out)
    }

    /// `out[start...]` (an item's content, after its marker) as `indented`
    /// writes it: each later line that is not empty indented by `indent`.
    static func indent(_ out: inout [UInt8], from start: Int, by indent: Int) {
        guard out[start...].contains(UInt8(ascii: "\n")) else { return }
        let text = Array(out[start...])
        out.removeSubrange(start...)
        appendIndented(text[...], by: indent, to: &out)
    }

    /// `text` (blocks) quoted: `> ` before each line, `>` alone before an
    /// empty one.
    static func appendQuoted(_ text: ArraySlice<UInt8>, to result: inout [UInt8]) {
        var start = text.startIndex
        while start < text.endIndex {
            var end = start
            while end < text.endIndex, text[end] != UInt8(ascii: "\n") { end += 1 }
            result.append(UInt8(ascii: ">"))
            if end > start { result.append(UInt8(ascii: " ")) }
            if end < text.endIndex { end += 1 }
            result.append(contentsOf: text[start..<end])
            start = end
        }
        if text.isEmpty || text.last == UInt8(ascii: "\n") { result.append(UInt8(ascii: ">")) }
    }

    /// `text` with each line after the first that is not empty indented
    /// by `indent` spaces.
    static func appendIndented(_ text: ArraySlice<UInt8>, by indent: Int, to result: inout [UInt8]) {
        var start = text.startIndex
        while start < text.endIndex {
            var end = start
            while end < text.endIndex, text[end] != UInt8(ascii: "\n") { end += 1 }
            if start > text.startIndex, end > start { result.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent)) }
            if end < text.endIndex { end += 1 }
            result.append(contentsOf: text[start..<end])
            start = end
        }
    }

    /// The longest run of backticks in `code`, as `longestRun(of:in:)`
    /// counts characters.
    static func longestBacktickRun(_ code: ArraySlice<UInt8>) -> Int {
        // (Most code has no backtick: the C library's memchr says so many bytes at a time.)
        let hasBacktick = code.withUnsafeBytes { bytes in
            bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "`")), bytes.count) != nil } ?? false
        }
        guard hasBacktick else { return 0 }
        var longest = 0
        var current = 0
        var previous: UInt8 = 0
        for byte in code {
            if byte == UInt8(ascii: "`") {
                if previous >= 0x80 { return longestRun(of: "`", in: String(decoding: code, as: UTF8.self)) }
                current += 1
                if current > longest { longest = current }
            } else {
                if byte >= 0x80, previous == UInt8(ascii: "`") { return longestRun(of: "`", in: String(decoding: code, as: UTF8.self)) }
                current = 0
            }
            previous = byte
        }
        return longest
    }

    /// Whether a backtick in `code` touches a non-ASCII byte (a combining
    /// mark after it, a prepended one before it): characters decide then.
    static func backtickTouchesNonASCII(_ code: ArraySlice<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in code {
            if (byte == UInt8(ascii: "`") && previous >= 0x80) || (byte >= 0x80 && previous == UInt8(ascii: "`")) { return true }
            previous = byte
        }
        return false
    }

    /// A link destination (`destination`) appended.
    static func appendDestination(_ url: String, to out: inout [UInt8]) {
        var url = url
        // (Through its contiguous bytes: the view's own iteration cost more than the rest of a link.)
        let plain = url.withUTF8 { bytes in
            !bytes.contains { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }
        }
        if plain {
            out.append(contentsOf: url.utf8)
        } else {
            out.append(contentsOf: destination(url).utf8)
        }
    }
}

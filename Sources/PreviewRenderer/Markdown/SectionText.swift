import Foundation

/// The plain text of one docs section for the search index, gathered from
/// cmark's tree while the doc renders (or, for HTML not rendered here, from
/// the HTML: `PlainText.text(ofHTML:)`).
///
/// Text and code literals are copied as they are; raw HTML (only with
/// `markdown.rawHTML`) loses its tags, a block-level tag counting as white
/// space, and the five entities cmark writes are decoded; a block's start
/// and end, line breaks and white space become one space between words,
/// never at either end. Only as much is kept as `PlainText.sectionLength`
/// characters need: one scalar more while every scalar is known to be a
/// character of its own (ASCII, Latin, punctuation), four times as many once
/// one is not.
struct SectionText: ~Copyable {
    /// Room for `4 * characters` scalars of four bytes, each after a space;
    /// reused from section to section.
    private let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 20 * PlainText.sectionLength + 8)
    private var count = 0
    /// Scalars kept, not counting the spaces between words (what `limit`
    /// limits).
    private var scalars = 0
    /// Scalars written, spaces included: the characters, while `complex`
    /// is false.
    private var written = 0
    /// Where the scalar after the first `characters` starts, once there is one.
    private var cut: Int?
    private var pendingSpace = false
    /// A scalar outside the ranges `PlainText.isSingleScalarCharacter` knows.
    private var complex = false
    /// More text came than was kept.
    private var stopped = false

    private static let characters = PlainText.sectionLength

    private var limit: Int { complex ? 4 * SectionText.characters : SectionText.characters + 1 }

    init() {}

    deinit { buffer.deallocate() }

    /// Starts the next section.
    mutating func reset() {
        count = 0
        scalars = 0
        written = 0
        pendingSpace = false
        complex = false
        stopped = false
        cut = nil
        scalarStart = nil
    }

    /// Writes a scalar's first byte, with the pending space before it;
    /// false once enough is kept.
    private mutating func startScalar(_ byte: UInt8) -> Bool {
        if scalars >= limit {
            stopped = true
            return false
        }
        if pendingSpace {
            if count > 0 {
                if written == SectionText.characters && cut == nil { cut = count }
                buffer[count] = 0x20
                count += 1
                written += 1
            }
            pendingSpace = false
        }
        if written == SectionText.characters && cut == nil { cut = count }
        written += 1
        scalars += 1
        buffer[count] = byte
        count += 1
        return true
    }

    /// A block starts or ends, or white space: one space before the next word.
    mutating func space() { pendingSpace = true }

    /// A text or code literal, as cmark holds it (NUL-terminated).
    mutating func appendText(_ literal: UnsafePointer<CChar>) {
        guard !stopped else { return }
        var pointer = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
        while true {
            let byte = pointer.pointee
            switch byte {
            case 0: return
            case 0x20, 0x0A, 0x09, 0x0D:
                pendingSpace = true
            case 0x21..<0x80:
                // A word of ASCII, most of the text: each byte a scalar and
                // a character of its own, copied in one go.
                guard startScalar(byte) else { return }
                var end = pointer + 1
                while end.pointee > 0x20 && end.pointee < 0x80 { end += 1 }
                let room = limit - scalars
                let length = min(end - pointer - 1, room)
                if cut == nil && written <= SectionText.characters && written + length > SectionText.characters {
                    cut = count + (SectionText.characters - written)
                }
                (buffer + count).update(from: pointer + 1, count: length)
                count += length
                scalars += length
                written += length
                if length == room && end - pointer - 1 > room {
                    stopped = true
                    return
                }
                pointer = end
                continue
            case 0x01..<0x21:
                // Control characters other than white space.
                if !startScalar(byte) { return }
            default:
                if !emit(byte) { return }
            }
            pointer += 1
        }
    }

    /// A raw HTML literal, as cmark holds it (NUL-terminated).
    mutating func appendHTML(_ literal: UnsafePointer<CChar>) {
        appendHTML(UnsafeBufferPointer(start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self),
                                       count: strlen(literal)))
    }

    /// HTML: tags removed (a space for block-level ones) and the five
    /// entities cmark writes decoded.
    mutating func appendHTML(_ html: UnsafeBufferPointer<UInt8>) {
        guard !stopped, let base = html.baseAddress else { return }
        let end = html.count
        var index = 0
        while index < end {
            let byte = base[index]
            switch byte {
            case UInt8(ascii: "<"):
                var close = index + 1
                while close < end && base[close] != UInt8(ascii: ">") { close += 1 }
                var nameStart = index + 1
                if nameStart < close && base[nameStart] == UInt8(ascii: "/") { nameStart += 1 }
                var nameEnd = nameStart
                while nameEnd < close, base[nameEnd] >= 0x30, (base[nameEnd] | 0x20) >= 0x61 || base[nameEnd] <= 0x39 { nameEnd += 1 }
                if PlainText.isBlockTag(UnsafeBufferPointer(start: base + nameStart, count: nameEnd - nameStart)) { pendingSpace = true }
                index = close + 1
            case UInt8(ascii: "&"):
                var decoded = byte
                var length = 1
                for (entity, value) in PlainText.entities where end - index >= entity.count
                    && memcmp(base + index, entity, entity.count) == 0 {
                    decoded = value
                    length = entity.count
                    break
                }
                if !emit(decoded) { return }
                index += length
            case 0x20, 0x0A, 0x09, 0x0D:
                pendingSpace = true
                index += 1
            default:
                if !emit(byte) { return }
                index += 1
            }
        }
    }

    /// Writes `byte` of a non-ASCII scalar; false once enough is kept.
    private mutating func emit(_ byte: UInt8) -> Bool {
        if byte & 0xC0 != 0x80 {
            guard startScalar(byte) else { return false }
            // From U+0300 on (lead byte 0xCC), a scalar may join the one
            // before it: checked once its bytes are all here.
            if byte >= 0xCC { scalarStart = count - 1 }
        } else {
            buffer[count] = byte
            count += 1
        }
        if let start = scalarStart, count - start == PlainText.scalarLength(lead: buffer[start]) {
            scalarStart = nil
            var value = UInt32(buffer[start] & (count - start == 2 ? 0x1F : count - start == 3 ? 0x0F : 0x07))
            for index in (start + 1)..<count { value = value << 6 | UInt32(buffer[index] & 0x3F) }
            if !PlainText.isSingleScalarCharacter(value) { complex = true }
        }
        return true
    }

    /// Where the scalar being written starts, while it is one to check.
    private var scalarStart: Int?

    /// The first `PlainText.sectionLength` characters.
    func text() -> String {
        let kept = UnsafeBufferPointer(start: buffer, count: count)
        guard complex else {
            // Every scalar is a character of its own.
            return String(decoding: UnsafeBufferPointer(rebasing: kept[..<(cut ?? count)]), as: UTF8.self)
        }
        return String(String(decoding: kept, as: UTF8.self).prefix(SectionText.characters))
    }
}

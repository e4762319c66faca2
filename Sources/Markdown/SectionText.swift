import Foundation

/// The plain text of one docs section for the search index, gathered from
/// cmark's tree while the doc renders (or, for HTML not rendered here, from
/// the HTML: `PlainText.text(ofHTML:)`).
///
/// Text and code literals are copied as they are; raw HTML (only with
/// `markdown.rawHTML`) loses its tags, a block-level tag counting as white
/// space, and the five entities cmark writes are decoded; a block's start
/// and end, line breaks and white space become one space between words,
/// never at either end. Every word is kept: the index finds all of them.
struct SectionText: ~Copyable {
    /// The text so far; grows as needed and is reused from section to
    /// section.
    private var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
    private var capacity = 4096
    private var count = 0
    private var pendingSpace = false

    init() {}

    deinit { buffer.deallocate() }

    /// Starts the next section.
    mutating func reset() {
        count = 0
        pendingSpace = false
    }

    /// Room for `extra` more bytes (and a space before them).
    private mutating func reserve(_ extra: Int) {
        guard count + extra + 1 > capacity else { return }
        var grown = capacity * 2
        while grown < count + extra + 1 { grown *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: buffer, count: count)
        buffer.deallocate()
        buffer = larger
        capacity = grown
    }

    /// Writes a scalar's first byte, with the pending space before it.
    private mutating func startScalar(_ byte: UInt8) {
        reserve(5)
        if pendingSpace {
            if count > 0 {
                buffer[count] = 0x20
                count += 1
            }
            pendingSpace = false
        }
        buffer[count] = byte
        count += 1
    }

    /// A block starts or ends, or white space: one space before the next word.
    mutating func space() { pendingSpace = true }

    /// A text or code literal, as cmark holds it (NUL-terminated). Each
    /// byte is copied but white space, which becomes one space before the
    /// next word: never more bytes than the literal's and one space.
    mutating func appendText(_ literal: UnsafePointer<CChar>) {
        let bytes = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
        let length = strlen(literal)
        reserve(length)
        var written = count
        var space = pendingSpace
        var index = 0
        while index < length {
            // Eight bytes at once while they are words with single spaces
            // between them, which are copied as they are.
            if index + 8 <= length {
                let eight = UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)
                if SectionText.copiesAsIs(eight, afterSpace: space || written == 0) {
                    if space {
                        if written > 0 {
                            buffer[written] = 0x20
                            written += 1
                        }
                        space = false
                    }
                    UnsafeMutableRawPointer(buffer + written).storeBytes(of: eight, as: UInt64.self)
                    written += 8
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            index += 1
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                space = true
                continue
            }
            if space {
                if written > 0 {
                    buffer[written] = 0x20
                    written += 1
                }
                space = false
            }
            buffer[written] = byte
            written += 1
        }
        count = written
        pendingSpace = space
    }

    /// Whether the eight bytes of `eight` (in memory order) come out of
    /// `appendText` as they are: no byte below 0x20 (tab, line feed and
    /// carriage return among them), no two spaces together, none last,
    /// and none first when `afterSpace` (a space is pending, or nothing is
    /// written yet). SWAR tests; the test for low bytes may refuse some
    /// eights it need not (the byte loop then does them exactly).
    @inline(__always)
    static func copiesAsIs(_ eight: UInt64, afterSpace: Bool) -> Bool {
        let eight = UInt64(littleEndian: eight)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80, low = ones &* 0x7F
        guard (eight &- ones &* 0x20) & ~eight & high == 0 else { return false }
        // Exactly the bytes that are spaces, by their high bit.
        let other = eight ^ (ones &* 0x20)
        let spaces = ~(((other & low) &+ low) | other | low)
        return spaces & (spaces >> 8) == 0 && spaces >> 63 == 0 && !(afterSpace && spaces & 0x80 != 0)
    }

    /// A raw HTML literal, as cmark holds it (NUL-terminated).
    mutating func appendHTML(_ literal: UnsafePointer<CChar>) {
        appendHTML(UnsafeBufferPointer(start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self),
                                       count: strlen(literal)))
    }

    /// HTML: tags removed (a space for block-level ones) and the five
    /// entities cmark writes decoded.
    mutating func appendHTML(_ html: UnsafeBufferPointer<UInt8>) {
        guard let base = html.baseAddress else { return }
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
                emit(decoded)
                index += length
            case 0x20, 0x0A, 0x09, 0x0D:
                pendingSpace = true
                index += 1
            default:
                emit(byte)
                index += 1
            }
        }
    }

    /// Writes `byte` of a non-ASCII scalar.
    private mutating func emit(_ byte: UInt8) {
        if byte & 0xC0 != 0x80 {
            startScalar(byte)
        } else {
            reserve(1)
            buffer[count] = byte
            count += 1
        }
    }

    /// The section's text.
    func text() -> String {
        String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
    }
}

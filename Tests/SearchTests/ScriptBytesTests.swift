@testable import Search
import Testing

/// Bytes seven bits a character in a script's string literal: exact
/// characters for the edge values, and every byte back as it was.
struct ScriptBytesTests {
    @Test func eachGroupOfSevenBitsIsACharacter() {
        // 11111111: 1111111 (DEL), then 1 and six zeros filled in (`@`).
        #expect(ScriptBytes.encode([0xFF]) == [0x7F, 0x40])
        #expect(ScriptBytes.encode([]) == [])
        // Seven bytes are eight characters: no filling.
        #expect(ScriptBytes.encode(Array("theme-p".utf8)) == [0x3A, 0x1A, 0x0C, 0x56, 0x6B, 0x14, 0x5A, 0x70])
        // NUL, `"` (0100010 from 0x44) and `\` (1011100 from 0xB8) are the
        // characters 128 above: U+0080, U+00A2, U+00DC.
        #expect(ScriptBytes.encode([0x00]) == [0xC2, 0x80, 0xC2, 0x80])
        #expect(ScriptBytes.encode([0x44]) == [0xC2, 0xA2, 0xC2, 0x80])
        #expect(ScriptBytes.encode([0xB8]) == [0xC3, 0x9C, 0xC2, 0x80])
        // Line feed (0001010 from 0x14) and carriage return (0001101 from 0x1A).
        #expect(ScriptBytes.encode([0x14]) == [0xC2, 0x8A, 0xC2, 0x80])
        #expect(ScriptBytes.encode([0x1A]) == [0xC2, 0x8D, 0xC2, 0x80])
    }

    @Test func everyByteComesBack() {
        var numbers: UInt64 = 0x9E37_79B9_7F4A_7C15
        for length in 0..<200 {
            let bytes = (0..<length).map { index -> UInt8 in
                numbers = numbers &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return index % 3 == 0 ? UInt8(index % 256) : UInt8(truncatingIfNeeded: numbers >> 33)
            }
            let encoded = ScriptBytes.encode(bytes)
            #expect(encoded == Self.encodedBitByBit(bytes), "length \(length)")
            let text = String(decoding: encoded, as: UTF8.self)
            #expect(Array(text.utf8) == encoded, "valid UTF-8 at \(length)")
            #expect(text.unicodeScalars.count == (length * 8 + 6) / 7)
            #expect(!encoded.contains { [0x00, 0x0A, 0x0D, 0x22, 0x5C].contains($0) })
            #expect(ScriptBytes.decode(Substring(text)) == bytes, "length \(length)")
            #expect(ScriptBytes.decode(utf8: encoded[...]) == bytes, "length \(length)")
        }
        let all = (0...255).map(UInt8.init)
        #expect(ScriptBytes.decode(Substring(String(decoding: ScriptBytes.encode(all), as: UTF8.self))) == all)
    }

    /// `encode`'s groups taken one bit at a time, as the format says.
    static func encodedBitByBit(_ bytes: [UInt8]) -> [UInt8] {
        let bits = bytes.flatMap { byte in (0..<8).map { (byte >> (7 - $0)) & 1 } }
        return stride(from: 0, to: bits.count, by: 7).flatMap { start -> [UInt8] in
            let value = (0..<7).reduce(UInt8(0)) { $0 << 1 | (start + $1 < bits.count ? bits[start + $1] : 0) }
            return [0x00, 0x0A, 0x0D, 0x22, 0x5C].contains(value) ? Array(String(Unicode.Scalar(0x80 + value)).utf8) : [value]
        }
    }

    @Test func charactersItDoesNotWriteAreRefused() {
        #expect(ScriptBytes.decode("ab\"c") == nil)
        #expect(ScriptBytes.decode("ab\nc") == nil)
        #expect(ScriptBytes.decode("ab\u{E0}c") == nil)
        #expect(ScriptBytes.decode("ab\u{81}c") == nil)
        #expect(ScriptBytes.decode("\u{7F}@") == [0xFF])
        for refused in ["ab\"c", "ab\nc", "ab\u{E0}c", "ab\u{81}c", "ab\u{100}c"] {
            #expect(ScriptBytes.decode(utf8: Array(refused.utf8)[...]) == nil, "\(refused)")
        }
        #expect(ScriptBytes.decode(utf8: [0x61, 0xC2]) == nil)
        // Eight ASCII characters at a time: a character it does not write is refused wherever it stands.
        let long = Array("The chunks of the search index, read back in a rebuild: 0-9 & ~.".utf8)
        #expect(ScriptBytes.decode(utf8: long[...])?.count == long.count * 7 / 8)
        for position in long.indices {
            for refused: UInt8 in [0x00, 0x0A, 0x0D, 0x22, 0x5C] {
                var text = long
                text[position] = refused
                #expect(ScriptBytes.decode(utf8: text[...]) == nil, "\(refused) at \(position)")
            }
        }
        #expect(ScriptBytes.decode(utf8: Array("\u{7F}@".utf8)[...]) == [0xFF])
    }
}

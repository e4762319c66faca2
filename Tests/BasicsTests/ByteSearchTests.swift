@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// `ByteSearch.firstOffset` against a plain search, at every start, across
/// the 32-byte blocks it reads at once and in the tail after the last.
@Suite struct ByteSearchTests {
    static func plain(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0 else { return nil }
        var offset = start
        while offset + needle.count <= bytes.count {
            if Array(bytes[offset..<(offset + needle.count)]) == needle { return offset }
            offset += 1
        }
        return nil
    }

    static func check(_ needle: StaticString, in text: String) {
        let bytes = Array(text.utf8)
        let needleBytes = Array(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
        bytes.withUnsafeBytes { raw in
            for start in 0...(bytes.count + 1) {
                #expect(ByteSearch.firstOffset(of: needle, in: raw, from: start) == plain(needleBytes, in: bytes, from: start),
                        "\(needle) in \(bytes.count) bytes from \(start)")
            }
        }
    }

    @Test func findsEveryOccurrenceWhereAPlainSearchDoes() {
        // Each needle at the very start, across block boundaries (31/32,
        // 63/64), at the end, overlapping itself, and in near misses.
        let filler = String(repeating: "ab", count: 40)
        let text = "www." + String(filler.prefix(27)) + "www.x" + String(filler.prefix(26)) + "[[!" + filler + "ww.w www" + "[!"
        for needle: StaticString in ["www.", "[!", "://", "a", "ab", "zz", "www.x"] { Self.check(needle, in: text) }
        Self.check("aaa", in: String(repeating: "a", count: 70))
        Self.check("ab", in: "")
        Self.check("ab", in: "a")
        Self.check("://", in: String(repeating: ":/", count: 40) + "://")
        // Many candidates in a block (the first and last byte alike), the
        // match in each of the four 8-lane words, a one-byte needle absent.
        for lane in [0, 7, 8, 15, 16, 23, 24, 31] {
            Self.check("    ", in: String(repeating: " a ", count: 3) + String(repeating: "-", count: lane) + "    " + String(repeating: "  b", count: 20))
            Self.check("ax", in: String(repeating: "a", count: 32 + lane) + "x" + String(repeating: "a", count: 40))
        }
        Self.check("{", in: String(repeating: "import ", count: 12))
    }

    @Test func findsAFirstNeedleByteThatRepeatsInTheLastLane() {
        // The last byte is read `length - 1` on from each lane: a needle
        // that starts in lane 31 ends in the next block.
        let text = String(repeating: "-", count: 31) + "www." + String(repeating: "-", count: 40)
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { raw in
            #expect(ByteSearch.firstOffset(of: "www.", in: raw, from: 0) == 31)
            #expect(ByteSearch.firstOffset(of: "www.", in: raw, from: 32) == nil)
        }
    }
}

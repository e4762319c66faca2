import Foundation

/// Finding a byte string in bytes.
///
/// 32 bytes at a time: the lanes where the needle's first byte is, and
/// its last byte is as far on, are the only places it can start (the
/// generic SIMD substring search). On the proposals, with needles that are
/// rare or absent (`www.`, `[!`), this is 3 to 10 times as fast as the C
/// library's `memmem`, which went through a doc byte by byte.
public enum ByteSearch {
    /// The offset of the first `needle` (at least one byte) at or after
    /// `start`.
    public static func firstOffset(of needle: StaticString, in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        let length = needle.utf8CodeUnitCount
        guard let base = bytes.baseAddress, start >= 0, length > 0, bytes.count - start >= length else { return nil }
        let needleBytes = UnsafeRawPointer(needle.utf8Start)
        if length == 1 {
            // (The C library's memchr is vectorized already.)
            return memchr(base + start, Int32(needle.utf8Start[0]), bytes.count - start).map { UnsafeRawPointer($0) - base }
        }
        let first = SIMD32<UInt8>(repeating: needle.utf8Start[0])
        let last = SIMD32<UInt8>(repeating: needle.utf8Start[length - 1])
        var offset = start
        while offset + length - 1 + 32 <= bytes.count {
            let starts = (base + offset).loadUnaligned(as: SIMD32<UInt8>.self)
            let ends = (base + offset + length - 1).loadUnaligned(as: SIMD32<UInt8>.self)
            let candidates = (starts .== first) .& (ends .== last)
            // `any(_:)` was a call per 32 bytes, not inlined: the mask's
            // lanes are all-zero or all-one bytes, so OR its four words.
            let words = unsafeBitCast(candidates, to: SIMD4<UInt64>.self)
            if words[0] | words[1] | words[2] | words[3] != 0 {
                // One bit a lane, lane 0 lowest: only the candidates are tried.
                var lanes = laneBits(words[0]) | laneBits(words[1]) << 8 | laneBits(words[2]) << 16 | laneBits(words[3]) << 24
                while lanes != 0 {
                    let lane = lanes.trailingZeroBitCount
                    if memcmp(base + offset + lane, needleBytes, length) == 0 { return offset + lane }
                    lanes &= lanes - 1
                }
            }
            offset += 32
        }
        while offset + length <= bytes.count {
            if memcmp(base + offset, needleBytes, length) == 0 { return offset }
            offset += 1
        }
        return nil
    }

    /// The eight bytes of `word`, each 0x00 or 0xFF, as eight bits: the
    /// lowest byte's the lowest bit.
    @inline(__always)
    static func laneBits(_ word: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: ((word & 0x0101_0101_0101_0101) &* 0x0102_0408_1020_4080) >> 56)
    }
}

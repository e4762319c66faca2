import Ccmark

/// Finding a byte string in bytes with the C library's `memmem`.
public enum ByteSearch {
    /// The offset of the first `needle` at or after `start`.
    public static func firstOffset(of needle: StaticString, in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count,
              let found = memmem(base + start, bytes.count - start, needle.utf8Start, needle.utf8CodeUnitCount)
        else { return nil }
        return UnsafeRawPointer(found) - base
    }
}

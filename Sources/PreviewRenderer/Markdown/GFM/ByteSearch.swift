import Foundation

/// `memmem`, which Glibc's Swift module does not export: memchr finds each
/// candidate first byte, memcmp the rest.
enum ByteSearch {
    static func contains(_ bytes: UnsafeRawBufferPointer, _ needle: StaticString) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let length = needle.utf8CodeUnitCount
        guard length > 0, bytes.count >= length else { return false }
        let first = Int32(needle.utf8Start[0])
        var offset = 0
        while offset + length <= bytes.count {
            guard let found = memchr(base + offset, first, bytes.count - offset - length + 1) else { return false }
            if memcmp(found, needle.utf8Start, length) == 0 { return true }
            offset = UnsafeRawPointer(found) - base + 1
        }
        return false
    }
}

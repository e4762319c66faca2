import Foundation

/// Byte searches for reading definition files and dpkg's status, where
/// Foundation's `String.range(of:)` costs a build time it can see.
enum Bytes {
    /// Where `needle` first starts in `bytes[start..<end]`.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int = 0, before end: Int? = nil) -> Int? {
        let end = min(end ?? bytes.count, bytes.count)
        guard let first = needle.first, start >= 0, needle.count <= end - start else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var index = start
            while index + needle.count <= end {
                guard let hit = memchr(base + index, Int32(first), end - needle.count + 1 - index) else { return nil }
                index = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
                if memcmp(base + index, needle, needle.count) == 0 { return index }
                index += 1
            }
            return nil
        }
    }
}

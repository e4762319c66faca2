/// Replacing the places in bytes where a needle starts: the markers a
/// Markdown pass or a page leaves in HTML for what only a later step knows
/// (`<TOCInline />`'s list, `<DocCardList />`'s cards).
public enum ByteSplice {
    /// `bytes` with each place `needle` starts replaced as `replacement`
    /// says: given the needle's offset, the bytes to put there and how many
    /// bytes from the offset they stand for (at least the needle's count),
    /// or nil to leave that place as it is. Nil when nothing is replaced.
    public static func replacing(_ needle: StaticString, in bytes: [UInt8],
                                 with replacement: (Int) -> (bytes: [UInt8], count: Int)?) -> [UInt8]? {
        var result: [UInt8] = []
        var copied = 0
        var searched = 0
        bytes.withUnsafeBytes { buffer in
            while let offset = ByteSearch.firstOffset(of: needle, in: buffer, from: searched) {
                guard let (replaced, count) = replacement(offset), count >= needle.utf8CodeUnitCount,
                      offset + count <= bytes.count else {
                    searched = offset + 1
                    continue
                }
                if result.isEmpty { result.reserveCapacity(bytes.count) }
                result += bytes[copied..<offset]
                result += replaced
                copied = offset + count
                searched = copied
            }
        }
        guard copied > 0 else { return nil }
        result += bytes[copied...]
        return result
    }
}

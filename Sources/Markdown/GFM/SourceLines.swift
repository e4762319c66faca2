import Foundation

/// The lines of a Markdown text as cmark numbers them (a line ends at
/// `\n`, `\r\n` or `\r`), read as UTF-8 bytes.
struct SourceLines {
    let bytes: [UInt8]
    /// Byte offset of each line's start.
    private let starts: [Int]

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var starts = [0]
        let hasReturns = bytes.withUnsafeBytes { raw in raw.baseAddress.map { memchr($0, 0x0D, raw.count) != nil } ?? false }
        if !hasReturns {
            // memchr finds each line end.
            bytes.withUnsafeBytes { raw in
                guard let base = raw.baseAddress else { return }
                var offset = 0
                while offset < raw.count, let found = memchr(base + offset, 0x0A, raw.count - offset) {
                    offset = UnsafeRawPointer(found) - base + 1
                    starts.append(offset)
                }
            }
            self.bytes = bytes
            self.starts = starts
            return
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        self.bytes = bytes
        self.starts = starts
    }

    /// Line `number` (1-based) without its line ending; nil past the end.
    func line(_ number: Int) -> ArraySlice<UInt8>? {
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        var end = number < starts.count ? starts[number] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }
}

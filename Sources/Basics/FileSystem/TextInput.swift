import Foundation

/// The rules every text file of a site (config, docs, templates, token
/// files) is read by: UTF-8, a leading byte order mark removed, CRLF and CR
/// line endings turned into LF, no NUL bytes, at most `maximumBytes`.
///
/// Problems name the first offending byte's line and column (columns count
/// Unicode scalars, as every other diagnostic does).
public enum TextInput {
    /// Larger files are refused before anything parses them: a site's text
    /// files are written by people, and a file this size is almost always
    /// generated output or a file in the wrong place.
    public static let maximumBytes = 10 * 1024 * 1024

    public static func decode(_ data: Data, file: String) throws(Diagnostic) -> String {
        if data.count > maximumBytes {
            throw Diagnostic(file: file, message: "the file is \(megabytes(data.count)); text files in a site may be at most \(megabytes(maximumBytes)) (is it generated, or in the wrong folder?)")
        }
        // Byte scans with memchr, not String searches: a docs folder is
        // megabytes of text, read on every build.
        let (hasNUL, hasCR) = data.withUnsafeBytes { raw -> (Bool, Bool) in
            guard let base = raw.baseAddress else { return (false, false) }
            return (memchr(base, 0, raw.count) != nil, memchr(base, 13, raw.count) != nil)
        }
        guard var text = hasCR ? String(validating: lineFeeds(data), as: UTF8.self) : String(validating: data, as: UTF8.self) else {
            throw notUTF8(data, file: file)
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        if hasNUL, let nul = text.utf8.firstIndex(of: 0) {
            let at = location(ofByte: text.utf8.distance(from: text.utf8.startIndex, to: nul), in: Array(text.utf8))
            throw Diagnostic(file: file, at: at, message: "expected text, found a NUL byte (is this a binary file?)")
        }
        return text
    }

    /// CRLF and lone CR turned into LF, byte by byte (neither byte occurs
    /// inside a multi-byte UTF-8 sequence).
    static func lineFeeds(_ data: Data) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.count)
        var afterCR = false
        for byte in data {
            if byte == 0x0A && afterCR {
                afterCR = false
                continue
            }
            afterCR = byte == 0x0D
            bytes.append(afterCR ? 0x0A : byte)
        }
        return bytes
    }

    /// `12.3 MB`, `10 MB`.
    public static func megabytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1024 / 1024
        return value == value.rounded() ? "\(Int(value)) MB" : String(format: "%.1f MB", value)
    }

    // MARK: - Not UTF-8

    private static func notUTF8(_ data: Data, file: String) -> Diagnostic {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return Diagnostic(file: file, line: 1, column: 1,
                              message: "expected UTF-8 text, found UTF-16 (it starts with a UTF-16 byte order mark); save the file as UTF-8")
        }
        let offset = firstInvalidByte(bytes) ?? 0
        let byte = String(format: "0x%02X", bytes.indices.contains(offset) ? bytes[offset] : 0)
        var message = "expected UTF-8 text, found the byte \(byte), which is not UTF-8"
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            message += " (this is a PNG image, not text)"
        } else if bytes.prefix(8000).contains(0) {
            message += " (is this a binary file?)"
        } else {
            message += " (is the file saved in another encoding, such as Latin-1 or Windows-1252? save it as UTF-8)"
        }
        return Diagnostic(file: file, at: location(ofByte: offset, in: bytes), message: message)
    }

    /// Where the first byte that does not belong to a well-formed UTF-8
    /// sequence is; nil when every sequence is well formed.
    static func firstInvalidByte(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return index
            }
            for next in 1..<length {
                guard index + next < bytes.count else { return index }
                let byte = bytes[index + next]
                let (low, high) = next == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
                guard byte >= low && byte <= high else { return index }
            }
            index += length
        }
        return nil
    }

    /// The line and column of the byte at `offset`: lines end at LF, CRLF
    /// or CR; columns count scalars (lead bytes); a leading BOM takes no
    /// column, as it is removed before anything else reads the text.
    public static func location<Bytes: RandomAccessCollection<UInt8>>(ofByte offset: Int, in bytes: Bytes) -> SourceLocation
    where Bytes.Index == Int {
        var line = 1
        var column = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) && offset >= 3 ? 3 : 0
        while index < offset && index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte != 0x0D && (byte & 0xC0) != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(line: line, column: column)
    }
}

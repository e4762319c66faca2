import Czlib

/// zlib's deflate, for the text chunks of the index: pages inflate them
/// with `DecompressionStream("deflate")`, whose format is zlib's
/// (RFC 1950: a two-byte header, the deflate stream, an Adler-32).
enum Deflate {
    /// `bytes` deflated at zlib's default level (6), or nil if zlib could
    /// not (it runs out of memory); the same bytes for the same input.
    /// `level`: another of zlib's levels (for the tests).
    static func compress(_ bytes: [UInt8], level: Int32 = Z_DEFAULT_COMPRESSION) -> [UInt8]? {
        var length = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = out.withUnsafeMutableBufferPointer { output in
            bytes.withUnsafeBufferPointer { input in
                compress2(output.baseAddress, &length, input.baseAddress, uLong(input.count), level)
            }
        }
        guard status == Z_OK else { return nil }
        out.removeSubrange(Int(length)...)
        return out
    }

    /// What `compress` made, inflated again (for the tests), or nil if
    /// `bytes` is not a zlib stream of at most `limit` bytes.
    static func decompress(_ bytes: [UInt8], limit: Int) -> [UInt8]? {
        var length = uLong(limit)
        var out = [UInt8](repeating: 0, count: limit)
        let status = out.withUnsafeMutableBufferPointer { output in
            bytes.withUnsafeBufferPointer { input in
                uncompress(output.baseAddress, &length, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK else { return nil }
        out.removeSubrange(Int(length)...)
        return out
    }
}

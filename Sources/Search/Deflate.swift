import Clibdeflate

/// Deflate in zlib's format, for the text chunks and shards of the index:
/// pages inflate them with `DecompressionStream("deflate")`, whose format
/// is zlib's (RFC 1950: a two-byte header, the deflate stream, an
/// Adler-32). libdeflate writes it, at zlib's default level (6) in about
/// half zlib's time and a few bytes smaller.
enum Deflate {
    /// `bytes` deflated at level 6 (zlib's header for its default level,
    /// 78 9C), or nil if libdeflate could not (it runs out of memory); the
    /// same bytes for the same input. `level`: another level, 0 to 12
    /// (for the tests).
    static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8]? {
        guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        var out = [UInt8](repeating: 0, count: bound)
        let length = out.withUnsafeMutableBytes { output in
            bytes.withUnsafeBytes { input in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        guard length > 0 else { return nil }
        out.removeSubrange(length...)
        return out
    }

    /// A zlib stream inflated (what `compress` made, or the previous
    /// output's), or nil if `bytes` is not a zlib stream of at most
    /// `limit` bytes.
    static func decompress(_ bytes: [UInt8], limit: Int) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var out = [UInt8](repeating: 0, count: limit)
        var length = 0
        let result = out.withUnsafeMutableBytes { output in
            bytes.withUnsafeBytes { input in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &length)
            }
        }
        guard result == LIBDEFLATE_SUCCESS else { return nil }
        out.removeSubrange(length...)
        return out
    }
}

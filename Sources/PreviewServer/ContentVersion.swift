import Foundation

/// What a save names to say which text of a theme file it started from: the
/// bytes' count and their 64-bit FNV-1a hash (`1234-9f0c…`). It tells a
/// changed file from the one the lab read; it authenticates nothing (the
/// per-run key and the origin checks decide who may save).
enum ContentVersion {
    static func of<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return "\(bytes.count)-" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}

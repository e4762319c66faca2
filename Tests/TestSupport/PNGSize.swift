import Foundation

/// A PNG's width and height, from its IHDR chunk; nil when `data` is not a PNG.
public func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
          bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }  // "IHDR"
    func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
}

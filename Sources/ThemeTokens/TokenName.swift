/// A token enum whose cases are named as the spec spells the tokens
/// (camelCase); the CSS name is derived from it.
public protocol TokenName: CaseHashed, CaseIterable {}

/// An enum with String raw values that is equal and hashed by its case, not
/// by its raw value. RawRepresentable's default hashes the raw value's
/// String, which costs Unicode normalization on every dictionary or set
/// lookup and, in the theme lab's engine, String hashing's code and
/// normalization tables. The enum must have no payloads and between 2 and
/// 256 cases, so it is stored as one byte (a test checks every conformer).
public protocol CaseHashed: Hashable, Sendable, RawRepresentable where RawValue == String {}

extension CaseHashed {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.caseTag == rhs.caseTag }

    public func hash(into hasher: inout Hasher) { hasher.combine(caseTag) }

    /// The case's position among the cases: the one byte the enum is stored as.
    var caseTag: UInt8 { withUnsafeBytes(of: self) { $0[0] } }
}

extension TokenName {
    /// The spec's name, e.g. `surfaceElevated`.
    public var name: String { rawValue }

    /// The name in kebab-case, e.g. `surface-elevated`.
    public var kebabName: String { KebabCase.convert(rawValue) }
}

/// camelCase to kebab-case: `surfaceElevated` -> `surface-elevated`,
/// `avatarSizeLarge` -> `avatar-size-large`.
public enum KebabCase {
    public static func convert(_ camel: String) -> String {
        // Token names are ASCII: byte by byte, no Character or case tables
        // (CSS variable names are made for every declaration of every theme).
        #if canImport(Foundation)
        if !camel.utf8.allSatisfy({ $0 < 0x80 }) { return convertUnicode(camel) }
        #endif
        var bytes: [UInt8] = []
        bytes.reserveCapacity(camel.utf8.count + 4)
        for byte in camel.utf8 {
            if ASCIICase.isUpper(byte) {
                if !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                bytes.append(byte | 0x20)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    #if canImport(Foundation)
    /// Any upper-case letter starts a word. Not in the theme lab's engine
    /// (Embedded Swift, no Foundation), which names only the token enums'
    /// ASCII cases and would otherwise carry Unicode's case tables.
    static func convertUnicode(_ camel: String) -> String {
        var result = ""
        result.reserveCapacity(camel.utf8.count + 4)
        for character in camel {
            if character.isUppercase {
                if !result.isEmpty { result.append("-") }
                result.append(contentsOf: character.lowercased())
            } else {
                result.append(character)
            }
        }
        return result
    }
    #endif
}

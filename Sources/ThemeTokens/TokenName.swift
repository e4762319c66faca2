/// A token enum whose cases are named as the spec spells the tokens
/// (camelCase); the CSS name is derived from it.
public protocol TokenName: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == String {}

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
}

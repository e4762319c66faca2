import Basics
/// One design token after merging and resolution.
public struct DTCGToken: Sendable, Hashable {
    /// The group names leading to the token, then its name (`$root` for a
    /// group's root token).
    public var path: [String]
    /// The path joined with dots, as aliases write it: `color.accent`.
    public var name: String
    public var type: DTCGType
    public var value: DTCGValue
    public var description: String?
    /// `true`, `false` or a string saying what to use instead; the token's
    /// own, else the nearest group's.
    public var deprecated: JSONValue?
    /// The token's `$extensions` object, as written.
    public var extensions: JSONValue?
    /// Where the token's name is written (in the file that defined the
    /// token last).
    public var location: SourceLocation
    public var file: String
    /// The tokens a whole-value alias leads through, nearest first: for
    /// `{color.brand}` where `color.brand` is `{palette.blue.500}`,
    /// `["color.brand", "palette.blue.500"]`. Empty for a token that holds
    /// its own value (references inside a composite value are not listed).
    public var references: [String] = []

    public init(path: [String], type: DTCGType, value: DTCGValue, description: String? = nil,
                deprecated: JSONValue? = nil, extensions: JSONValue? = nil,
                location: SourceLocation, file: String, references: [String] = []) {
        self.path = path
        self.name = path.joined(separator: ".")
        self.type = type
        self.value = value
        self.description = description
        self.deprecated = deprecated
        self.extensions = extensions
        self.location = location
        self.file = file
        self.references = references
    }
}

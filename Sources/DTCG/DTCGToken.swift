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
    /// The dotted names of the tokens the value names (`{color.black}`,
    /// in a composite or a modifier too), in the order written, each once:
    /// the first step of the token's reference chain; follow each named
    /// token's own `references` for the rest.
    public var references: [String]
    /// The type as a format other than DTCG wrote it (Tokens Studio's
    /// `sizing`, `textCase`); nil for a DTCG file's token.
    public var sourceType: String?

    public init(path: [String], type: DTCGType, value: DTCGValue, description: String? = nil,
                deprecated: JSONValue? = nil, extensions: JSONValue? = nil,
                location: SourceLocation, file: String,
                references: [String] = [], sourceType: String? = nil) {
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
        self.sourceType = sourceType
    }
}

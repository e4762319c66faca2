import Basics
/// One design token after merging and resolution.
public struct DTCGToken: Sendable, Hashable {
    /// The token's fields, kept in one shared, immutable box: a token is
    /// copied by the thousand (into each combination, the caches, the
    /// pages' inputs), and a copy is then one reference, and two copies of
    /// one token compare equal without reading their fields.
    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private struct Fields: Sendable, Hashable {
        var path: [String]
        var name: String
        var type: DTCGType
        var value: DTCGValue
        var description: String?
        var deprecated: JSONValue?
        var extensions: JSONValue?
        var location: SourceLocation
        var file: String
        var references: [String]
        var sourceType: String?
    }

    private var storage: Storage

    /// Sets one field in a new box (boxes are shared, never changed).
    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    /// The group names leading to the token, then its name (`$root` for a
    /// group's root token).
    public var path: [String] {
        get { storage.fields.path }
        set { update { $0.path = newValue } }
    }
    /// The path joined with dots, as aliases write it: `color.accent`.
    public var name: String {
        get { storage.fields.name }
        set { update { $0.name = newValue } }
    }
    public var type: DTCGType {
        get { storage.fields.type }
        set { update { $0.type = newValue } }
    }
    public var value: DTCGValue {
        get { storage.fields.value }
        set { update { $0.value = newValue } }
    }
    public var description: String? {
        get { storage.fields.description }
        set { update { $0.description = newValue } }
    }
    /// `true`, `false` or a string saying what to use instead; the token's
    /// own, else the nearest group's.
    public var deprecated: JSONValue? {
        get { storage.fields.deprecated }
        set { update { $0.deprecated = newValue } }
    }
    /// The token's `$extensions` object, as written.
    public var extensions: JSONValue? {
        get { storage.fields.extensions }
        set { update { $0.extensions = newValue } }
    }
    /// Where the token's name is written (in the file that defined the
    /// token last).
    public var location: SourceLocation {
        get { storage.fields.location }
        set { update { $0.location = newValue } }
    }
    public var file: String {
        get { storage.fields.file }
        set { update { $0.file = newValue } }
    }
    /// The dotted names of the tokens the value names (`{color.black}`,
    /// in a composite or a modifier too), in the order written, each once:
    /// the first step of the token's reference chain; follow each named
    /// token's own `references` for the rest.
    public var references: [String] {
        get { storage.fields.references }
        set { update { $0.references = newValue } }
    }
    /// The type as a format other than DTCG wrote it (Tokens Studio's
    /// `sizing`, `textCase`); nil for a DTCG file's token.
    public var sourceType: String? {
        get { storage.fields.sourceType }
        set { update { $0.sourceType = newValue } }
    }

    public init(path: [String], type: DTCGType, value: DTCGValue, description: String? = nil,
                deprecated: JSONValue? = nil, extensions: JSONValue? = nil,
                location: SourceLocation, file: String,
                references: [String] = [], sourceType: String? = nil) {
        storage = Storage(Fields(path: path, name: path.joined(separator: "."), type: type, value: value,
                                 description: description, deprecated: deprecated, extensions: extensions,
                                 location: location, file: file, references: references, sourceType: sourceType))
    }

    public static func == (lhs: DTCGToken, rhs: DTCGToken) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }
}

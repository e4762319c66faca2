/// A design tokens file (`.tokens.json`, a resolver document) as the user
/// named it and its text.
public struct DTCGFile: Sendable, Hashable {
    /// The path diagnostics name, as the user wrote it.
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

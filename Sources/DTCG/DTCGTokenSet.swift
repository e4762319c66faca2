import Basics
/// The tokens of one or more merged files, resolved.
public struct DTCGTokenSet: Sendable {
    /// In document order: a token overridden by a later file keeps the
    /// place of its first definition.
    public var tokens: [DTCGToken] {
        didSet { index = DTCGTokenSet.index(tokens) }
    }
    /// Each group's `$extensions`, by the group's dotted path (`""` for the
    /// top level).
    public var groupExtensions: [String: JSONValue]

    /// Where a group's name is written.
    public struct Place: Sendable, Hashable {
        public var file: String
        public var location: SourceLocation?
    }

    /// Where each group's name is written (in the first file that has the
    /// group), by the group's dotted path.
    public var groups: [String: Place] = [:]

    private var index: [String: Int]

    public init(tokens: [DTCGToken], groupExtensions: [String: JSONValue] = [:]) {
        self.tokens = tokens
        self.groupExtensions = groupExtensions
        self.index = DTCGTokenSet.index(tokens)
    }

    /// The token with the dotted `name` (`color.accent.$root`).
    public subscript(name: String) -> DTCGToken? {
        index[name].map { tokens[$0] }
    }

    /// Where the token with the dotted `name` is in `tokens`.
    public func position(of name: String) -> Int? {
        index[name]
    }

    private static func index(_ tokens: [DTCGToken]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (offset, token) in tokens.enumerated() {
            index[token.name] = offset
        }
        return index
    }
}

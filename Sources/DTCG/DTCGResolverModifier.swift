import Basics
/// A modifier of a resolver document: named contexts, each a list of token
/// sources, of which an input picks one.
struct DTCGResolverModifier: Sendable {
    var name: String
    /// Where the modifier's name is written in the resolver document.
    var location: SourceLocation?
    var contexts: [(name: String, sources: [DTCGGroup])]
    var defaultContext: String?
}

/// One entry of a resolver's `resolutionOrder`.
enum DTCGResolverStep: Sendable {
    /// A set's sources, in order.
    case set([DTCGGroup])
    /// The modifier of that name.
    case modifier(String)
}

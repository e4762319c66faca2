import Basics
import DTCG

/// A site's own design system: the tokens of `tokens/` when they are not
/// named like the built-in themes' (a DTCG resolver document whose tokens
/// sit at none of the paths `TokenPaths` reads), or what a
/// `DesignSystemReader` read. The token pages and `tokens.json` show it as
/// it is.
public struct SiteDesignSystem: Sendable {
    public var system: DesignSystem
    /// The file it was read from, as shown to people.
    public var file: String

    public init(system: DesignSystem, file: String) {
        self.system = system
        self.file = file
    }

    /// The token pages' index, from the site root.
    public static let indexPath = "tokens/index.html"
}

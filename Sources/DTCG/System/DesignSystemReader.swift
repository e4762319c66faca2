import Basics

/// Reads a site's token files in one format into design systems: the seam
/// a format plugs into (DTCG resolver documents are read by the theme
/// loader itself; a Tokens Studio reader conforms to this and is listed
/// where the site's themes are loaded).
public protocol DesignSystemReader: Sendable {
    /// The systems among `files` (the site's `tokens/` files, each path as
    /// shown to people); `directory` is that folder as shown.
    ///
    /// - Throws: Every located problem of the files this reader reads.
    func read(_ files: [DTCGFile], directory: String) throws(BuildFailure) -> DesignSystemReading

    /// `read`, starting from what an earlier reading of the files kept
    /// (its `kept`; nil for none): the same reading, made faster by
    /// what did not change (`serve` after a token edit).
    func read(_ files: [DTCGFile], directory: String, reusing previous: (any Sendable)?) throws(BuildFailure) -> DesignSystemReading
}

extension DesignSystemReader {
    /// Reads from nothing: a reader that keeps nothing.
    public func read(_ files: [DTCGFile], directory: String, reusing previous: (any Sendable)?) throws(BuildFailure) -> DesignSystemReading {
        try read(files, directory: directory)
    }
}

/// What a `DesignSystemReader` found.
public struct DesignSystemReading: Sendable {
    /// Each system with the file it is read from (its `$themes.json`,
    /// resolver, or folder), for messages and the build summary.
    public var systems: [(system: DesignSystem, file: String)]
    /// The files this reader read: they are not reported as not used.
    public var files: Set<String>
    /// Located warnings.
    public var warnings: [Diagnostic]
    /// What the reader keeps of this reading for reading the files again
    /// (`read(_:directory:reusing:)`); nil when it keeps nothing.
    public var kept: (any Sendable)? = nil

    public init(systems: [(system: DesignSystem, file: String)] = [], files: Set<String> = [], warnings: [Diagnostic] = []) {
        self.systems = systems
        self.files = files
        self.warnings = warnings
    }
}

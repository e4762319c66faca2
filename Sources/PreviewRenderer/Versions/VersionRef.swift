import Basics

/// A version a versioned site publishes: a git ref (`v1.0`, `main`), and
/// where it was named, for messages about it.
public struct VersionRef: Sendable, Hashable {
    public var ref: String
    /// `config.yaml` or `--versions`.
    public var file: String
    public var location: SourceLocation?

    public init(ref: String, file: String, location: SourceLocation? = nil) {
        self.ref = ref
        self.file = file
        self.location = location
    }

    /// A problem with this version, at the place it was named.
    public func error(_ message: String) -> Diagnostic {
        Diagnostic(file: file, at: location, message: message)
    }

    /// Where the newest version is published.
    public enum Latest: String, Sendable, Hashable, CaseIterable {
        /// In `latest/`, beside every version's own folder; the root leads there.
        case folder
        /// At the root; the older versions in their folders.
        case root
    }
}

import Foundation

/// One file of the built site, held in memory until it is written.
public struct OutputFile: Sendable, Hashable {
    /// Path relative to the output folder, with `/`.
    public var path: String
    public var contents: Data

    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Data(text.utf8))
    }
}

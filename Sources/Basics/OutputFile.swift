import Foundation

/// One file of the built site, held in memory until it is written, or
/// `settled` as soon as it was made (see `OutputSettler`).
public struct OutputFile: Sendable, Hashable {
    /// Path relative to the output folder, with `/`.
    public var path: String
    /// Empty once `settled`.
    public var contents: Data
    /// What became of a file taken as soon as it was rendered; nil while
    /// it is held in memory.
    public var settled: Settled?

    /// What `OutputSettler` did with a file.
    public enum Settled: Sendable, Hashable {
        /// The previous output holds it byte for byte: it is linked from
        /// there (or its folder moved whole) when the output is staged.
        case unchanged
        /// Written into the staging folder already.
        case written
    }

    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, settled: Settled) {
        self.path = path
        contents = Data()
        self.settled = settled
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Data(text.utf8))
    }

    /// `bytes` as the file's contents without copying them: a build holds
    /// every page in memory, tens of megabytes that a copy would fault in
    /// twice.
    public init(path: String, bytes: [UInt8]) {
        guard let first = bytes.withUnsafeBufferPointer({ $0.baseAddress }), !bytes.isEmpty else {
            self.init(path: path, contents: Data())
            return
        }
        // The deallocator holds the array, so its storage (which nothing
        // mutates: this is the only reference the caller gave away) lives
        // as long as the Data.
        self.init(path: path, contents: Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: first), count: bytes.count,
                                             deallocator: .custom { _, _ in withExtendedLifetime(bytes) {} }))
    }
}

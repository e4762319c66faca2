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

    /// `bytes` as the file's contents without copying them: a build holds
    /// every page in memory, tens of megabytes that a copy would fault in
    /// twice.
    init(path: String, bytes: [UInt8]) {
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

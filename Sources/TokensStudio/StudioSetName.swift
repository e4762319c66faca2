/// A token set's name: its key in a single file (`global`), or its file's
/// path in a folder without `.json` (`brand/casual`).
struct StudioSetName: Hashable, Comparable, Sendable, CustomStringConvertible {
    var rawValue: String

    init(_ rawValue: String) { self.rawValue = rawValue }

    var description: String { rawValue }

    static func < (lhs: StudioSetName, rhs: StudioSetName) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether `folder` (`brand`) holds this set (`brand/casual`).
    func isInside(_ folder: String) -> Bool {
        rawValue.hasPrefix(folder + "/")
    }
}

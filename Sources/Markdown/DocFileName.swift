/// The names a doc's file may have: Markdown (`.md`) and MDX (`.mdx`,
/// which Docusaurus, Starlight and Nextra write), in any case.
public enum DocFileName {
    /// The length of the doc extension `name` ends with (3 for `.md`, 4
    /// for `.mdx`), or nil when it names no doc.
    public static func extensionLength(_ name: some StringProtocol) -> Int? {
        let bytes = Array(name.utf8.suffix(4))
        func isDot(_ index: Int) -> Bool { bytes[index] == UInt8(ascii: ".") }
        func isLetter(_ index: Int, _ letter: Unicode.Scalar) -> Bool { bytes[index] | 0x20 == UInt8(ascii: letter) }
        let count = bytes.count
        if count >= 3, isDot(count - 3), isLetter(count - 2, "m"), isLetter(count - 1, "d") { return 3 }
        if count == 4, isDot(0), isLetter(1, "m"), isLetter(2, "d"), isLetter(3, "x") { return 4 }
        return nil
    }

    /// Whether `name` is a doc's file name.
    public static func isDoc(_ name: some StringProtocol) -> Bool { extensionLength(name) != nil }

    /// Whether `name` is an MDX file's (`.mdx`, any case).
    public static func isMDX(_ name: some StringProtocol) -> Bool { extensionLength(name) == 4 }

    /// `name` without its doc extension (as it is when it has none).
    public static func stem(_ name: String) -> String {
        guard let length = extensionLength(name) else { return name }
        return String(name.utf8.dropLast(length)) ?? name
    }
}

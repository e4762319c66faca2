import Basics
import PreviewRenderer

/// Helpers shared by the fuzz targets.
public enum Fuzz {
    /// The input as text. Bytes that are not UTF-8 become U+FFFD, as they
    /// would never reach these readers as a `String` otherwise.
    public static func text(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    }

    /// Several files in one input: parts separated by a line `@@@`.
    public static func parts(_ text: String, max: Int = 8) -> [String] {
        let separator = Array("\n@@@\n".utf8)
        let bytes = Array(text.utf8)
        var parts: [String] = []
        var start = 0
        for offset in ranges(of: separator, in: bytes) where parts.count < max - 1 {
            guard offset >= start else { continue }
            parts.append(String(decoding: bytes[start..<offset], as: UTF8.self))
            start = offset + separator.count
        }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        return parts
    }

    /// Where `needle` starts in `haystack`, byte by byte. (`String.contains`
    /// compares characters: `<h1 id="x">` is not "in" `<h1 id="x">\u{5AC}`,
    /// where `>` and the combining mark after it are one character.)
    public static func ranges(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
        guard !needle.isEmpty, haystack.count >= needle.count else { return [] }
        var result: [Int] = []
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { result.append(start) }
        }
        return result
    }

    /// How many times `needle` occurs in `text`, as bytes.
    public static func count(_ needle: String, in text: String) -> Int {
        ranges(of: Array(needle.utf8), in: Array(text.utf8)).count
    }

    /// Traps (so libFuzzer saves the input) when an invariant does not hold.
    public static func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() {
            fatalError("fuzz invariant broken: \(message())")
        }
    }

    /// A failure must say what is wrong, with sane locations.
    public static func checkFailure(_ failure: BuildFailure, _ step: String) {
        check(!failure.diagnostics.isEmpty, "\(step) failed without a diagnostic")
        for diagnostic in failure.diagnostics {
            check(!diagnostic.message.isEmpty, "\(step): empty diagnostic message")
            if let line = diagnostic.line { check(line >= 1, "\(step): line \(line) in \(diagnostic)") }
            if let column = diagnostic.column { check(column >= 1, "\(step): column \(column) in \(diagnostic)") }
        }
    }
}

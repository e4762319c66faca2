import Basics

/// An invariant of a fuzz target that an input broke, or a failure that
/// said nothing useful: the fuzzers trap on it (so libFuzzer keeps the
/// input), the corpus replay in the test suite reports it.
public struct FuzzFailure: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    public init(_ message: String) { self.message = message }
}

/// The checks every target uses.
enum Fuzz {
    /// Fails when an invariant does not hold.
    static func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) throws(FuzzFailure) {
        if !condition() { throw FuzzFailure("fuzz invariant broken: \(message())") }
    }

    /// A failure must say what is wrong, with sane locations.
    static func checkFailure(_ failure: BuildFailure, _ step: String) throws(FuzzFailure) {
        try check(!failure.diagnostics.isEmpty, "\(step) failed without a diagnostic")
        for diagnostic in failure.diagnostics {
            try check(!diagnostic.message.isEmpty, "\(step): empty diagnostic message")
            if let line = diagnostic.line { try check(line >= 1, "\(step): line \(line) in \(diagnostic)") }
            if let column = diagnostic.column { try check(column >= 1, "\(step): column \(column) in \(diagnostic)") }
        }
    }

    /// The input as text. Bytes that are not UTF-8 become U+FFFD, as they
    /// would never reach these readers as a `String` otherwise.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Several files in one input: parts separated by a line `@@@`.
    static func parts(_ text: String, max: Int = 8) -> [String] {
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
    static func ranges(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
        guard !needle.isEmpty, haystack.count >= needle.count else { return [] }
        var result: [Int] = []
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { result.append(start) }
        }
        return result
    }

    /// How many times `needle` occurs in `text`, as bytes.
    static func count(_ needle: String, in text: String) -> Int {
        ranges(of: Array(needle.utf8), in: Array(text.utf8)).count
    }

    /// Every `id="…"` value in `html`, in order (values are escaped, so
    /// they hold no `"`).
    static func ids(in html: [UInt8]) -> [String] {
        let marker = Array(" id=\"".utf8)
        return ranges(of: marker, in: html).map { start in
            String(decoding: html[(start + marker.count)...].prefix { $0 != UInt8(ascii: "\"") }, as: UTF8.self)
        }
    }
}

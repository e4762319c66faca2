import Foundation

/// A JSON Pointer (RFC 6901) as `$ref` writes it: `#/color/blue/$value`.
struct DTCGPointer: Sendable, Hashable {
    /// The file part before `#`; empty for the same document.
    var file: String
    /// The decoded reference tokens (`~1` is `/`, `~0` is `~`).
    var segments: [String]

    /// `#/a/b`, `file.json`, `file.json#/a/b` (`file.json#a/b` too); nil
    /// for an empty string.
    init?(_ text: String) {
        guard !text.isEmpty else { return nil }
        let file: Substring
        let fragment: Substring?
        if let hash = text.firstIndex(of: "#") {
            file = text[..<hash]
            fragment = text[text.index(after: hash)...]
        } else {
            file = Substring(text)
            fragment = nil
        }
        self.file = String(file)
        guard var fragment, !fragment.isEmpty else {
            self.segments = []
            return
        }
        if fragment.hasPrefix("/") { fragment = fragment.dropFirst() }
        self.segments = fragment.split(separator: "/", omittingEmptySubsequences: false).map { part in
            let text = String(part).removingPercentEncoding ?? String(part)
            return text.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// `#/a/b`, escaping `~` and `/`.
    static func text(_ segments: [String]) -> String {
        "#/" + segments.map {
            $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
        }.joined(separator: "/")
    }
}

import Ccmark
import Foundation

/// Hugo's escaped shortcodes, `{{</* figure src="x" */>}}` and
/// `{{%/* ref "x" */%}}`: how Hugo's own docs show a shortcode as it is
/// written. Hugo takes the comment markers out wherever they are (prose,
/// code spans, code blocks) and shows `{{< figure src="x" >}}`; so does
/// the renderer, in the literals of the nodes cmark parsed (the doc's
/// text is never changed, so every position stays the file's). An escaped
/// shortcode is never run, and no warning says it is left as text.
///
/// An escaped shortcode may span lines: in a code block its literal holds
/// all of it; in a paragraph its text nodes are read in order, `State`
/// keeping what is open from one to the next.
enum HugoEscapes {
    /// An escaped shortcode opened and not yet closed.
    struct State {
        /// The closing delimiter's first byte (`>` or `%`); nil when none is open.
        fileprivate var closing: UInt8?

        init() {}
    }

    /// Whether `bytes` (of `length`) at `index` start an escaped
    /// shortcode, `{{</*` or `{{%/*`.
    static func isEscapedOpening(_ bytes: UnsafePointer<UInt8>, _ length: Int, at index: Int) -> Bool {
        index + 4 < length && bytes[index] == UInt8(ascii: "{") && bytes[index + 1] == UInt8(ascii: "{")
            && (bytes[index + 2] == UInt8(ascii: "<") || bytes[index + 2] == UInt8(ascii: "%"))
            && bytes[index + 3] == UInt8(ascii: "/") && bytes[index + 4] == UInt8(ascii: "*")
    }

    /// `literal` with the comment markers of its escaped shortcodes taken
    /// out (`/*` after `{{<`, `*/` before `>}}`); nil when it holds none.
    static func unescaped(_ literal: UnsafePointer<CChar>, state: inout State) -> [UInt8]? {
        // Most literals hold no `{{` (and none is open): one strstr.
        guard state.closing != nil || strstr(literal, "{{") != nil else { return nil }
        let length = strlen(literal)
        let bytes = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
        var output: [UInt8] = []
        var copied = 0
        var index = 0
        while index < length {
            if let closing = state.closing {
                // `*/>}}` (or `*/%}}`): the first closes it, as in Hugo.
                if index + 4 < length, bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/"),
                   bytes[index + 2] == closing, bytes[index + 3] == UInt8(ascii: "}"), bytes[index + 4] == UInt8(ascii: "}") {
                    output.append(contentsOf: UnsafeBufferPointer(start: bytes + copied, count: index - copied))
                    copied = index + 2
                    state.closing = nil
                    index += 5
                    continue
                }
            } else if isEscapedOpening(bytes, length, at: index) {
                output.append(contentsOf: UnsafeBufferPointer(start: bytes + copied, count: index + 3 - copied))
                copied = index + 5
                state.closing = bytes[index + 2] == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "%")
                index += 5
                continue
            }
            index += 1
        }
        guard copied > 0 else { return nil }
        output.append(contentsOf: UnsafeBufferPointer(start: bytes + copied, count: length - copied))
        return output
    }
}

extension HugoEscapes {
    /// `node`'s literal (a text node's, a code span's or a code block's)
    /// without its escaped shortcodes' comment markers.
    static func unescape(_ node: OpaquePointer, state: inout State) {
        guard let literal = cmark_node_get_literal(node), let changed = unescaped(literal, state: &state) else { return }
        var terminated = changed
        terminated.append(0)
        terminated.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { _ = cmark_node_set_literal(node, $0.baseAddress) }
        }
    }
}

/// A long built-in template as pieces swift-mustache parses one by one.
///
/// swift-mustache's parser measures what is left of the text at each tag
/// and at each `{` (`Parser.read(count:)` calls `distance(from:to:)` to the
/// end), so parsing a template costs about its length times its tags: the
/// 56 KB of built-in templates took 190 M instructions, 9% of this
/// repository's site build. Cut into pieces of about `pieceLength` bytes,
/// each parsed on its own, they cost a fraction of that.
///
/// A template is cut only after a line's newline, outside every tag and
/// section, so each line (and whether a tag stands alone on it) is parsed
/// as before. The template becomes its pieces included one after another
/// on one line: partial tags that share a line are not standalone, so
/// swift-mustache neither indents the pieces nor removes a newline, and
/// the template renders the same bytes.
struct TemplatePieces: Equatable {
    /// What the template's name stands for: its pieces' partial tags.
    var main: String
    /// Each piece's partial name and text, in order.
    var pieces: [Piece]

    struct Piece: Equatable {
        var name: String
        var text: String
    }

    /// Pieces' names are the template's with this after it: `(` is a
    /// character of a partial name for swift-mustache, and not of the
    /// built-in templates' names.
    static func pieceName(_ template: String, _ index: Int) -> String {
        "\(template)(\(index))"
    }

    /// `text` cut into pieces of at least `pieceLength` bytes (the last one
    /// shorter); nil when it is not longer than one piece, or holds a tag
    /// that changes the delimiters (`{{=`), after which tags cannot be
    /// found by their braces.
    init?(name: String, text: String, pieceLength: Int = 1024) {
        var cuts: [Int] = []
        var depth = 0
        var insideTag = false
        var pieceStart = 0
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if insideTag {
                if byte == UInt8(ascii: "}"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "}") {
                    insideTag = false
                    index += 2
                    continue
                }
            } else if byte == UInt8(ascii: "{"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") {
                switch bytes[index + 2] {
                case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "<"): depth += 1
                case UInt8(ascii: "/"): depth -= 1
                case UInt8(ascii: "="): return nil
                default: break
                }
                insideTag = true
                index += 3
                continue
            } else if byte == UInt8(ascii: "\n"), depth == 0, index + 1 - pieceStart >= pieceLength, index + 1 < bytes.count {
                cuts.append(index + 1)
                pieceStart = index + 1
            }
            index += 1
        }
        guard !cuts.isEmpty, depth == 0, !insideTag else { return nil }
        var pieces: [Piece] = []
        var start = 0
        for (number, end) in (cuts + [bytes.count]).enumerated() {
            pieces.append(Piece(name: Self.pieceName(name, number + 1), text: String(decoding: bytes[start..<end], as: UTF8.self)))
            start = end
        }
        self.pieces = pieces
        main = pieces.map { "{{>\($0.name)}}" }.joined()
    }
}

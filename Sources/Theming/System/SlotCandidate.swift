import Basics
import DTCG
import ThemeTokens

/// One token of a system as the guesses see it: its name's words, its
/// type and, for a color, its value (in the first combination that has
/// the token) and how vivid it is.
struct SlotCandidate: Sendable {
    var token: DTCGToken
    var words: TokenWords
    /// Every word of the name, in order.
    var allWords: [String]
    /// Every word once.
    var wordSet: Set<String>
    /// The token's place among the system's tokens: the earlier wins a tie.
    var order: Int
    /// The color in sRGB, for a color token whose value converts.
    var color: Color?
    /// OKLCH chroma of `color` (0 for a token that is no color).
    var chroma: Double
    /// The guessed slots it matches, by index in `GallerySlot.guessed`,
    /// with how: made once per token (a mapping of the next version of the
    /// system takes them again for the same token).
    var matches: [(slot: Int, match: SlotMatch)] = []

    init(_ token: DTCGToken, order: Int) {
        self.token = token
        self.words = TokenWords(path: token.path)
        self.allWords = words.all
        self.wordSet = Set(allWords)
        self.compactParts = token.path.map { part in
            String(part.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
        }
        self.order = order
        if case .color(let value) = token.value, let color = value.srgb {
            self.color = color
            self.chroma = OKLCH(color.opaque).chroma
        } else {
            self.color = nil
            self.chroma = 0
        }
        var matches: [(slot: Int, match: SlotMatch)] = []
        for (index, matcher) in SystemSlotMapping.matchers.enumerated() {
            if let match = matcher?(self) { matches.append((index, match)) }
        }
        self.matches = matches
    }

    /// A color at least this vivid (OKLCH chroma) is a brand or status
    /// color, never a screen, surface, text or border neutral.
    static let vivid = 0.09
    /// A color at most this vivid is a grey (white and black included).
    static let grey = 0.03

    var isVivid: Bool { chroma >= SlotCandidate.vivid }

    /// The lower-cased text of each path part with `-`, `_` and spaces
    /// taken out (`2xl`, `xsmall`, `extralarge`), for size names.
    var compactParts: [String]
}

/// How well a candidate fits a slot: the higher score wins, then the name
/// with fewer words, then the token defined first.
struct SlotMatch: Sendable {
    var score: Int
    /// The words of the name that made it a candidate, in the name's order.
    var words: [String]
    /// What else decided it (`vivid, chroma 0.13`).
    var note: String?

    /// "name has 'background' and 'default'", then the note.
    var reason: String {
        var text = words.isEmpty ? "" : "name has " + SlotMatch.list(words.map { "'\($0)'" })
        if let note { text += text.isEmpty ? note : "; " + note }
        return text
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String { ListPhrase.and(items) }
}

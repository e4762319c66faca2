/// One GtkSourceView 2.0 language definition (`*.lang`), as read from its
/// file: its styles, regexes and contexts, with every id qualified by the
/// language (`swift:string`).
struct LanguageDefinition: Sendable {
    var id: String
    var name: String
    var section: String
    var hidden: Bool
    /// File name patterns (`*.swift`), from the metadata.
    var globs: [String]
    /// Style id (qualified) to the style it maps to (qualified), if any.
    var styles: [String: String]
    /// Every context with an id, qualified.
    var contexts: [String: ContextDefinition]
    /// `<define-regex>`s, qualified.
    var regexes: [String: RegexSource]
    /// `<keyword-char-class>`: what `\%[` and `\%]` take as word characters.
    var keywordCharClass: String?
    /// `<replace>`s and references to other languages, in the order
    /// GtkSourceView's parser meets them (see `LoadEvent`).
    var loadOrder: [LoadEvent]
    /// Where the file came from, for messages.
    var source: String
}

/// What decides which of two `<replace>`s of one context wins:
/// GtkSourceView parses a language it meets in a `ref` there and then, whole,
/// and applies the replacements in the order parsed, the last one winning.
enum LoadEvent: Sendable, Equatable {
    /// The first `ref` in the file to a context of another language.
    case language(String)
    /// `<replace id="…" ref="…"/>`, qualified.
    case replace(id: String, ref: String)
}

/// A regex as a definition writes it, before `\%{…}` references and
/// `\%[`/`\%]` are expanded.
struct RegexSource: Sendable, Hashable {
    var pattern: String
    var extended: Bool
    var caseInsensitive: Bool
    /// The language it is written in: `\%{id}` is looked up there first.
    var language: String
}

/// A `<context>` element.
final class ContextDefinition: Sendable {
    enum Kind: Sendable {
        /// `<match>`: one match, styled.
        case simple(match: RegexSource)
        /// `<start>` / `<end>`: a region with children of its own.
        case container(start: RegexSource?, end: RegexSource?)
        /// No pattern: its children are included where it is referenced.
        case group
    }

    enum Entry: Sendable {
        case context(ContextDefinition)
        /// `ref="lang:id"`; `children` for `ref="id:*"`; `style` for a
        /// `style-ref` that takes the place of the context's own.
        case reference(id: String, ignoreStyle: Bool, style: String?, original: Bool, children: Bool, line: Int)
    }

    struct SubPattern: Sendable {
        /// A group's number or name.
        var group: String
        /// nil for a simple context; start or end for a container.
        var atEnd: Bool?
        var style: String?
    }

    let id: String?
    let style: String?
    let kind: Kind
    let entries: [Entry]
    let subPatterns: [SubPattern]
    let extendParent: Bool
    let endParent: Bool
    let endAtLineEnd: Bool
    let onceOnly: Bool
    let styleInside: Bool
    let firstLineOnly: Bool
    let line: Int

    init(id: String?, style: String?, kind: Kind, entries: [Entry], subPatterns: [SubPattern], extendParent: Bool, endParent: Bool,
         endAtLineEnd: Bool, onceOnly: Bool, styleInside: Bool, firstLineOnly: Bool, line: Int) {
        self.id = id
        self.style = style
        self.kind = kind
        self.entries = entries
        self.subPatterns = subPatterns
        self.extendParent = extendParent
        self.endParent = endParent
        self.endAtLineEnd = endAtLineEnd
        self.onceOnly = onceOnly
        self.styleInside = styleInside
        self.firstLineOnly = firstLineOnly
        self.line = line
    }
}

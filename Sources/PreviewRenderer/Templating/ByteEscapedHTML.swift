import Basics
import Mustache

/// The content type every template is rendered with: `{{value}}` is escaped
/// by `HTMLEscape.text`, byte by byte.
///
/// swift-mustache's own HTML escaping looks characters up one grapheme
/// cluster at a time, so a `"` followed by a combining mark (U+0301) is one
/// `Character` that is not in its table and comes out as a raw quote, which
/// ends an attribute value. It is also slow: a dictionary lookup per
/// character.
struct ByteEscapedHTML: MustacheContentType {
    /// The name it is registered under, for the `CONTENT_TYPE` pragma.
    static let name = "THEME_PREVIEW_HTML"
    /// Put in front of every template: a standalone pragma line, which
    /// renders as nothing and moves the template's lines down by one.
    static let pragmaLine = "{{%CONTENT_TYPE:\(name)}}\n"

    /// Registers the content type with swift-mustache once per process; the
    /// library only finds content types by name.
    static let registered: Bool = {
        MustacheContentTypes.register(ByteEscapedHTML(), named: name)
        return true
    }()

    func escapeText(_ text: String) -> String {
        HTMLEscape.text(text)
    }
}

/// What happens to raw HTML written in Markdown (`markdown: rawHTML:` in
/// config.yaml).
public enum RawHTMLMode: String, Sendable, Hashable, CaseIterable {
    /// `false`: every raw HTML tag is left out (cmark writes
    /// `<!-- raw HTML omitted -->`), and unsafe link destinations become
    /// `href=""`.
    case omitted = "false"
    /// `safe`, the default: the raw HTML GitHub keeps is kept (images,
    /// `<details>`, `<kbd>`, aligned paragraphs, tables…), parsed by an HTML5
    /// parser and written out again from an allowlist; anything else is
    /// dropped and counted in a warning. See `HTMLAllowlist`.
    case safe
    /// `true`: raw HTML and every link destination go to the page as
    /// written. Only for sites whose doc authors are all trusted.
    case kept = "true"
}

import Basics
/// One top-level key of a front matter block as the YAML or TOML reader
/// hands it over, with what the messages about it need.
struct FrontMatterField {
    var name: String
    /// Nil for a YAML null (`key:` with nothing after it, `~`).
    var value: FrontMatterValue?
    /// A scalar as written (`title: 2024` is "2024"); nil for lists,
    /// tables and null.
    var text: String?
    /// How the value reads in a message: `'first'`, `the quoted string
    /// '3'`, `a list`.
    var found: String
    var keyLocation: SourceLocation?
    var valueLocation: SourceLocation?
    /// A YAML integer too large for `Int`.
    var overflows = false
    /// Where the keys and items inside the value are written, by their
    /// path below the field (`image.dark`, `actions.0`, `actions.0.icon`);
    /// YAML only (empty for TOML, whose reader gives no positions).
    var innerLocations: [String: SourceLocation] = [:]

    /// Where `path` (below this field) is written; the value's place when
    /// it is not known.
    func location(_ path: String) -> SourceLocation? {
        innerLocations[path] ?? valueLocation
    }
}

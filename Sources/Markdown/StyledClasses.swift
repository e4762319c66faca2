/// The classes a doc may give its elements (with an attribute list,
/// `{ .md-button }`, or a PyMdown `html` block, `/// html | div.grid`):
/// those the site's stylesheet styles, as Material for MkDocs does. Any
/// other class is dropped with a warning, as it would change nothing.
enum StyledClasses {
    static let allowed: Set<String> = ["md-button", "md-button--primary"]
}

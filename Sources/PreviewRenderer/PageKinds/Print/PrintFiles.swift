/// Where the print page and the docs' PDF are in a built site.
public enum PrintFiles {
    /// Every doc on one page (`PrintPage`).
    public static let page = "docs/print.html"
    /// The docs as one PDF: `theme-preview build` writes it for a site
    /// with `pdf: true` when Chromium is there; the docs home links it.
    public static let pdf = "docs/docs.pdf"
}

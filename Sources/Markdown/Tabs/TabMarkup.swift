import Basics

/// The one markup every tab set on a page has, whoever wrote it: Material
/// for MkDocs' content tabs (`=== "Label"`), PyMdown's `/// tab`, and MDX's
/// `<Tabs>`.
///
/// The page's HTML is the panels, each with its label as a caption, so
/// without JavaScript every panel shows under its label:
///
/// ```html
/// <div class="tp-tabs" data-tab-sync="">
/// <div class="tp-tab-panel" data-tab-selected>
/// <p class="tp-tab-label">Label</p>
/// …the panel's blocks…
/// </div>
/// </div>
/// ```
///
/// `theme-preview.js` (`bindTabs`) makes the labels a tab list (ARIA tabs:
/// the arrow keys, Home and End move between them) and shows one panel at a
/// time. Sets of the same sync group switch together: choosing a tab
/// chooses the tab with the same key (its `value`, else its label's text)
/// in every other set of the group. A choice in a keyed group (MDX's
/// `groupId`/`syncKey`) is remembered across pages (`localStorage`); a
/// link to an id inside a hidden panel opens that panel. The script gives
/// tabs and panels ids `tp-tab-N`/`tp-tab-N-panel` in page order, skipping
/// ids the page has already.
public enum TabMarkup {
    /// Which other sets a set switches with.
    public enum Sync: Equatable, Sendable {
        /// Every set on the page that is linked by label (Material for
        /// MkDocs' linked content tabs).
        case byLabel
        /// The sets with the same key (Docusaurus' `groupId`, Starlight's
        /// `syncKey`).
        case key(String)
        /// None: the set switches alone.
        case none
    }

    /// A set's opening tag.
    public static func setOpening(sync: Sync) -> String {
        switch sync {
        case .byLabel: "<div class=\"tp-tabs\" data-tab-sync=\"\">\n"
        case .key(let key): "<div class=\"tp-tabs\" data-tab-sync=\"\(HTMLEscape.text(key))\">\n"
        case .none: "<div class=\"tp-tabs\">\n"
        }
    }

    /// A set's closing tag.
    public static let setClosing = "</div>\n"

    /// A panel's opening tag and its caption. `labelHTML` is the label's
    /// HTML, escaped already; `value`, when the set's sync key is not the
    /// label's text; `selected`, the panel shown first (else the set's
    /// first).
    /// A panel without a label (MDX's `TabItem` outside `Tabs` may have
    /// none) is its content alone.
    public static func panelOpening(labelHTML: String?, value: String? = nil, selected: Bool) -> String {
        var tag = "<div class=\"tp-tab-panel\""
        if let value { tag += " data-tab-value=\"\(HTMLEscape.text(value))\"" }
        if selected { tag += " data-tab-selected" }
        return tag + ">\n" + (labelHTML.map { "<p class=\"tp-tab-label\">\($0)</p>\n" } ?? "")
    }

    /// A panel's closing tag.
    public static let panelClosing = "</div>\n"
}

import Basics
import Markdown

/// Docusaurus' `<DocCardList />`, as Docusaurus shows it: a grid of cards,
/// one per doc and folder of the page's sidebar category (the folder whose
/// page it is, else the folder it is in), in the sidebar's order. A doc's
/// card shows its sidebar title and its description (its front matter's,
/// else its first line of text, `DocExcerpt`); a folder's, its title and
/// its category's `description`, else how many items it holds (a
/// generated-index `link.description` is its page's, not its card's, as
/// in Docusaurus). Titles and
/// descriptions stay on one line, cut with an ellipsis, their whole text in
/// `title`.
///
/// The Markdown leaves `RenderedMarkdown.docCardListMarker` where the list
/// goes; the page, which knows the tree, puts the cards there.
enum DocCardList {
    /// `html` with each marker replaced by the cards of doc `index`'s folder.
    static func filled(_ html: [UInt8], page index: Int, site: RecordingSite, strings: ChromeStrings) -> [UInt8] {
        var cards: [UInt8]?
        return ByteSplice.replacing(RenderedMarkdown.docCardListMarker, in: html) { _ in
            let made = cards ?? Array(self.cards(page: index, site: site, strings: strings).utf8)
            cards = made
            return (made, RenderedMarkdown.docCardListMarker.utf8CodeUnitCount)
        } ?? html
    }

    /// The cards of doc `index`'s folder.
    static func cards(page index: Int, site: RecordingSite, strings: ChromeStrings) -> String {
        let tree = site.tree
        let docs = site.docs
        let page = docs[index].outputPath
        let folder = tree.folderOfDoc[index]
        var html = "<div class=\"tp-card-grid tp-doc-card-list\">\n"
        for entry in tree.listedEntries(folder) {
            switch entry {
            case .doc(let other):
                guard !docs[other].hiddenFromSidebar else { continue }
                let doc = site.doc(other)
                html += card(icon: "📄️", title: docs[other].navigationTitle ?? docs[other].title,
                             description: doc.description ?? doc.excerpt,
                             href: PagePaths.relative(from: page, to: docs[other].outputPath))
            case .folder(let child) where tree.hasPage(child):
                let count = tree.listedEntries(child).count
                html += card(icon: "🗃️", title: tree.folders[child].title,
                             description: tree.folders[child].cardDescription
                                 ?? strings.text(count == 1 ? .docCardItemsOne : .docCardItems, ["count": String(count)]),
                             href: PagePaths.relative(from: page, to: tree.pagePath(child, docs: docs)))
            case .link(let title, let url):
                html += card(icon: "🔗", title: title, description: nil, href: url)
            case .folder, .part, .unwritten:
                continue
            }
        }
        return html + "</div>\n"
    }

    private static func card(icon: String, title: String, description: String?, href: String) -> String {
        let title = HTMLEscape.text(title)
        let text = description.map { description in
            let description = HTMLEscape.text(description)
            return "<span class=\"tp-link-card-description\" title=\"\(description)\">\(description)</span>"
        } ?? ""
        return "<div class=\"tp-link-card tp-doc-card\"><a href=\"\(HTMLEscape.text(href))\">"
            + "<span class=\"tp-link-card-title\" title=\"\(title)\">\(icon) \(title)</span>\(text)</a></div>\n"
    }
}

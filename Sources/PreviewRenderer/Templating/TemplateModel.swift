/// The data of a whole template, which names it: a page is rendered as
/// `site.render(MatrixPage.Model(…))`, so no call site spells a template's name.
protocol TemplateModel: TemplateData {
    /// The template this data is for.
    static var template: PageTemplate { get }
}

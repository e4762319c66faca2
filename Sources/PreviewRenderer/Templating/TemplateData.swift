import Markdown
import Mustache

/// A page model, or a part of one (a row, a link): the one way templates
/// read data. Each type lists its fields once, in `fields`: the name a
/// template uses, what it holds (for the template data reference) and how
/// to read it. Templates see nothing else.
protocol TemplateData: MustacheParent, Sendable {
    /// The fields, in a fixed order.
    static var fields: TemplateFields<Self> { get }
    /// The fields at `indexes`, each by name and value, while `body`
    /// returns true (a requirement so that a call on `any TemplateData`
    /// runs the concrete type's own code; the extension gives it).
    func forEachField(at indexes: [Int], _ body: (_ name: String, _ value: TemplateValue) -> Bool) -> Bool
    /// The name templates' warnings and the template data reference give
    /// this data: the type's own, with the page it is nested in
    /// (`TokenPage.Model`); the page kinds that were named after their
    /// models keep those names (`NotFoundModel` for `NotFoundPage.Model`),
    /// so what templates see did not change.
    static var dataName: String { get }
}

extension TemplateData {
    static var dataName: String {
        let name = String(reflecting: self)
        return name.hasPrefix("PreviewRenderer.") ? String(name.dropFirst("PreviewRenderer.".count)) : name
    }
}

extension TemplateData {
    /// What swift-mustache sees for `name`: a field's value, or nil (not
    /// found: Mustache looks in the enclosing objects).
    func child(named name: String) -> Any? {
        Self.fields.value(named: name, of: self)?.mustacheValue
    }

    /// The value of field `index` of `Self.fields`.
    func fieldValue(at index: Int) -> TemplateValue {
        Self.fields.all[index].read(self)
    }

    /// `body` with the name and value of each field at `indexes` (of
    /// `Self.fields`), in that order, while it returns true; false when it
    /// stopped. Called on a value of unknown type, it runs for the
    /// concrete one (no generic type looked up at run time per call).
    func forEachField(at indexes: [Int], _ body: (_ name: String, _ value: TemplateValue) -> Bool) -> Bool {
        let fields = Self.fields.all
        for index in indexes {
            let field = fields[index]
            guard body(field.name, field.read(self)) else { return false }
        }
        return true
    }

    /// The names of the fields, in order.
    static var fieldNames: [String] { fields.names }

    /// What each field holds, in order.
    static var fieldKinds: [TemplateFieldKind] { fields.all.map(\.kind) }

    /// What each field holds, in words, in order.
    static var fieldSummaries: [String] { fields.all.map(\.summary) }
}

/// A value as a template reads it.
enum TemplateValue: Sendable {
    /// Printed escaped (`{{x}}`) or as it is (`{{{x}}}`); a section over it renders once.
    case text(String)
    /// Finished HTML, printed with `{{{x}}}`.
    case html(HTMLBytes)
    case number(Int)
    /// A section renders when true; an inverted section when false.
    case flag(Bool)
    /// Nothing to show: sections skip, inverted sections render. (A
    /// template sees `false`, so the lookup stops here.)
    case none
    /// A section over it renders once, with its fields in scope.
    case object(any TemplateData)
    /// A section over it renders once per item.
    case list([any TemplateData])
    /// A section over it renders once per string, `{{.}}` printing it.
    case texts([String])
    /// A list that many pages hold unchanged (the gallery's sample screens
    /// on every pinned page): rendered once per template that shows it.
    case shared(SharedSlice)
    /// A list whose items' outputs are kept from one build to the next.
    case memoized(MemoizedList)
    /// Front matter keys the tool does not use, by name, as the file gives
    /// them (Hugo's `.Params`): `{{params.weight}}`. A page whose template
    /// reads them is rendered by swift-mustache alone (their names and
    /// shapes are the author's, not a model's).
    case frontMatter(FrontMatterTable)

    /// The value in the form swift-mustache renders.
    var mustacheValue: Any {
        switch self {
        case .text(let text): text
        case .html(let html): html
        case .number(let number): number
        case .flag(let flag): flag
        case .none: false
        case .object(let object): object
        case .list(let items): items
        case .texts(let texts): texts
        case .shared(let slice): slice.items
        case .memoized(let list): list.items
        case .frontMatter(let table): table.templateValue
        }
    }
}

/// What kind of value a field holds, for the template data reference.
enum TemplateFieldKind: Sendable {
    case text, html, number, flag
    /// Text, or `false` when there is none.
    case optionalText
    /// HTML, or `false` when there is none.
    case optionalHTML
    /// An object with its own fields, or `false` when there is none.
    case object(any TemplateData.Type)
    /// A list of objects.
    case list(any TemplateData.Type)
    /// A list of strings (`{{.}}` prints each).
    case texts
    /// Keys and values the author wrote (front matter): any names.
    case frontMatter
}

/// One field of a `TemplateData` type.
struct TemplateField<Model>: Sendable {
    /// The name templates use.
    let name: String
    /// What the field holds, for the template data reference.
    let summary: String
    let kind: TemplateFieldKind
    let read: @Sendable (Model) -> TemplateValue

    init(_ name: String, _ summary: String, kind: TemplateFieldKind, read: @escaping @Sendable (Model) -> TemplateValue) {
        self.name = name
        self.summary = summary
        self.kind = kind
        self.read = read
    }

    static func text(_ name: String, _ summary: String, _ read: @escaping @Sendable (Model) -> String) -> Self {
        Self(name, summary, kind: .text) { .text(read($0)) }
    }

    /// Text, or `false` for nil.
    static func optionalText(_ name: String, _ summary: String,
                                    _ read: @escaping @Sendable (Model) -> String?) -> Self {
        Self(name, summary, kind: .optionalText) { model in read(model).map(TemplateValue.text) ?? .none }
    }

    /// Finished HTML, or `false` for nil.
    static func optionalHTML(_ name: String, _ summary: String, _ read: @escaping @Sendable (Model) -> HTMLBytes?) -> Self {
        Self(name, summary, kind: .optionalHTML) { model in read(model).map(TemplateValue.html) ?? .none }
    }

    static func html(_ name: String, _ summary: String, _ read: @escaping @Sendable (Model) -> HTMLBytes) -> Self {
        Self(name, summary, kind: .html) { .html(read($0)) }
    }

    static func number(_ name: String, _ summary: String, _ read: @escaping @Sendable (Model) -> Int) -> Self {
        Self(name, summary, kind: .number) { .number(read($0)) }
    }

    static func flag(_ name: String, _ summary: String, _ read: @escaping @Sendable (Model) -> Bool) -> Self {
        Self(name, summary, kind: .flag) { .flag(read($0)) }
    }

    /// An object, or `false` for nil.
    static func object<Object: TemplateData>(_ name: String, _ summary: String,
                                                    _ read: @escaping @Sendable (Model) -> Object?) -> Self {
        Self(name, summary, kind: .object(Object.self)) { model in read(model).map { TemplateValue.object($0) } ?? .none }
    }

    static func list<Item: TemplateData>(_ name: String, _ summary: String,
                                                _ read: @escaping @Sendable (Model) -> [Item]) -> Self {
        Self(name, summary, kind: .list(Item.self)) { .list(read($0)) }
    }

    /// A list many pages share unchanged (see `SharedList`).
    static func shared<Item: TemplateData>(_ name: String, _ summary: String, of _: Item.Type,
                                                  _ read: @escaping @Sendable (Model) -> SharedList) -> Self {
        Self(name, summary, kind: .list(Item.self)) { .shared(read($0).all) }
    }

    /// Part of a list many pages share (see `SharedSlice`).
    static func shared<Item: TemplateData>(_ name: String, _ summary: String, of _: Item.Type,
                                           _ read: @escaping @Sendable (Model) -> SharedSlice) -> Self {
        Self(name, summary, kind: .list(Item.self)) { .shared(read($0)) }
    }

    /// A list whose items' outputs are kept from one build to the next, by
    /// the items' values (see `RenderMemo`).
    static func memoized<Item: TemplateData & Hashable>(_ name: String, _ summary: String, of _: Item.Type,
                                                        _ read: @escaping @Sendable (Model) -> MemoizedList) -> Self {
        Self(name, summary, kind: .list(Item.self)) { .memoized(read($0)) }
    }

    /// Front matter kept for templates (see `TemplateValue.frontMatter`).
    static func frontMatter(_ name: String, _ summary: String, _ read: @escaping @Sendable (Model) -> FrontMatterTable) -> Self {
        Self(name, summary, kind: .frontMatter) { .frontMatter(read($0)) }
    }

    static func texts(_ name: String, _ summary: String, _ read: @escaping @Sendable (Model) -> [String]) -> Self {
        Self(name, summary, kind: .texts) { .texts(read($0)) }
    }
}

/// The fields of a `TemplateData` type, found by name.
struct TemplateFields<Model>: Sendable {
    let all: [TemplateField<Model>]
    /// The fields' names, in order.
    let names: [String]
    private let positions: [String: Int]

    init(_ fields: [TemplateField<Model>]) {
        all = fields
        names = fields.map(\.name)
        var positions: [String: Int] = [:]
        for (index, field) in fields.enumerated() where positions[field.name] == nil { positions[field.name] = index }
        self.positions = positions
    }


    func position(of name: String) -> Int? { positions[name] }

    func value(named name: String, of model: Model) -> TemplateValue? {
        positions[name].map { all[$0].read(model) }
    }
}

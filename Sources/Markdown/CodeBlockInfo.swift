/// What a fence's info string says besides the language: a title, as
/// MkDocs and Docusaurus write it (```` ```py title="app.py" ````).
struct CodeBlockInfo: Equatable {
    /// Shown in a bar above the block; nil for none.
    var title: String?

    /// Lines to mark, as VitePress and Docusaurus (`js{1,4-6}`) and MkDocs
    /// (`hl_lines="2 3"`) write them: read, not yet shown.
    var marksLines = false

    /// `title="…"` or `title='…'` anywhere after the language.
    init(_ info: String) {
        marksLines = info.contains("hl_lines=") || info.split(separator: "{").dropFirst().contains { part in
            guard let close = part.firstIndex(of: "}") else { return false }
            let inside = part[..<close]
            return !inside.isEmpty && inside.allSatisfy { $0.isNumber || $0 == "," || $0 == "-" || $0 == " " }
        }
        guard let key = info.range(of: "title=") else { return }
        let before = info[..<key.lowerBound]
        // A word that ends in `title=` (`subtitle=`) is another attribute.
        if let last = before.last, !(last == " " || last == "\t" || last == "{") { return }
        let rest = info[key.upperBound...]
        guard let quote = rest.first else { return }
        if quote == "\"" || quote == "'" {
            let value = rest.dropFirst()
            guard let close = value.firstIndex(of: quote) else { return }
            title = String(value[..<close])
        } else {
            title = String(rest.prefix { $0 != " " && $0 != "\t" && $0 != "}" })
        }
        if title?.isEmpty == true { title = nil }
    }
}

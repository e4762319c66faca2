/// PyMdown Extensions' blocks, as Material for MkDocs sites write them:
///
/// ```markdown
/// /// details | Summary
///     type: warning
///     open: True
///
/// Markdown, not indented.
/// ///
/// ```
///
/// A block opens with three or more slashes, its name and, after `|`, its
/// argument; lines indented by four spaces right after it are its options
/// (`key: value`); a line of exactly as many slashes closes it, and any
/// block opened inside it and not closed yet. An outer block is written
/// with more slashes. `CalloutSyntax` reads the lines as it reads
/// VitePress' containers; this type reads what one line says.
enum PyMdownBlocks {
    /// What a block is.
    enum Kind: Equatable {
        /// `admonition`, or a callout type used as a name (`/// tip`).
        case admonition
        case details
        case tab
        /// `/// html | div`: an element around its Markdown.
        case html
        /// `/// caption`: the caption of the block before it.
        case caption
    }

    /// An opening line.
    struct Opening: Equatable {
        var slashes: Int
        var kind: Kind
        /// The name as written, lowercased: the callout type of a shortcut.
        var name: String
        /// After `|`, trimmed; nil without one.
        var argument: String?
        /// 1-based byte column of the name, for warnings.
        var nameColumn: Int
    }

    /// A block's options, as PyMdown reads them (YAML `key: value` lines).
    struct Options: Equatable {
        var type: String?
        var open = false
        var newSet = false
        var select = false
        /// Options read and not used (`attrs`, `markdown`…), by key, with
        /// the line and column of the first.
        var unused: [String] = []
        var firstUnused: (line: Int, column: Int)?

        static func == (lhs: Options, rhs: Options) -> Bool {
            lhs.type == rhs.type && lhs.open == rhs.open && lhs.newSet == rhs.newSet && lhs.select == rhs.select
                && lhs.unused == rhs.unused && lhs.firstUnused?.line == rhs.firstUnused?.line
                && lhs.firstUnused?.column == rhs.firstUnused?.column
        }

        /// Reads `key: value` (`line` is the option's line without its
        /// indentation, at byte `column` of the file's line).
        mutating func read(_ rest: ArraySlice<UInt8>, line: Int, column: Int) {
            let text = String(decoding: rest, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else {
                note(text.trimmingSpaces, line: line, column: column)
                return
            }
            let key = String(text[..<colon]).trimmingSpaces.lowercased()
            var value = String(text[text.index(after: colon)...]).trimmingSpaces
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            let truth = ["true", "yes", "on"].contains(value.lowercased())
            switch key {
            case "type": type = value.lowercased()
            case "open": open = truth
            case "new": newSet = truth
            case "select": select = truth
            default: note(key, line: line, column: column)
            }
        }

        private mutating func note(_ key: String, line: Int, column: Int) {
            if firstUnused == nil { firstUnused = (line, column) }
            unused.append(key)
        }
    }

    /// An `html` block's element, as theme-preview writes it.
    struct Element: Equatable {
        var tag: String
        var id: String?
        var classes: [String]
    }

    /// How many slashes start `rest` (three or more).
    static func slashRun(_ rest: ArraySlice<UInt8>) -> Int? {
        let count = rest.prefix { $0 == UInt8(ascii: "/") }.count
        return count >= 3 ? count : nil
    }

    /// The block `rest` opens (`/// name | argument`), its slashes
    /// counted; `known` false for a name PyMdown has no block of (the line
    /// stays text). Nil for a line that is no opening at all.
    static func opening(_ rest: ArraySlice<UInt8>, slashes: Int, column: Int) -> (opening: Opening?, unknownName: String?)? {
        var index = rest.startIndex + slashes
        while index < rest.endIndex, rest[index] == 0x20 { index += 1 }
        let nameStart = index
        while index < rest.endIndex, isNameByte(rest[index]) { index += 1 }
        guard index > nameStart else { return nil }
        let name = String(decoding: rest[nameStart..<index], as: UTF8.self).lowercased()
        while index < rest.endIndex, rest[index] == 0x20 || rest[index] == 0x09 { index += 1 }
        var argument: String?
        if index < rest.endIndex {
            guard rest[index] == UInt8(ascii: "|") else { return nil }
            argument = String(decoding: rest[(index + 1)...], as: UTF8.self).trimmingSpaces
        }
        let kind: Kind
        switch name {
        case "admonition": kind = .admonition
        case "details": kind = .details
        case "tab": kind = .tab
        case "html": kind = .html
        case "caption", "figure-caption", "table-caption": kind = .caption
        default:
            guard case .alert = Callouts.style(of: name) else { return (nil, name) }
            kind = .admonition
        }
        return (Opening(slashes: slashes, kind: kind, name: name, argument: argument, nameColumn: column + (nameStart - rest.startIndex)), nil)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// The element an `html` block's argument names (`div`,
    /// `div.note#intro`): its tag when theme-preview writes that element,
    /// its id, its classes.
    static func element(_ argument: String) -> (tag: String?, tagWritten: String, id: String?, classes: [String]) {
        var tag = ""
        var id: String?
        var classes: [String] = []
        var current = ""
        var into: Character = "t"
        func flush() {
            switch into {
            case "#": if !current.isEmpty { id = current }
            case ".": if !current.isEmpty { classes.append(current) }
            default: tag = current.lowercased()
            }
            current = ""
        }
        for character in argument where character != " " {
            if character == "." || character == "#" {
                flush()
                into = character
            } else {
                current.append(character)
            }
        }
        flush()
        return (allowedElements.contains(tag) ? tag : nil, tag, id, classes)
    }

    /// A block's callout made what its kind and options say, once its
    /// options are read; what is not used is added to `unused`.
    static func settle(_ callout: inout CalloutSyntax.Callout, unused: inout [CalloutSyntax.Unused]) {
        let options = callout.options
        switch callout.block {
        case .admonition:
            if callout.type == "admonition" { callout.type = options.type ?? "note" }
        case .details:
            callout.type = options.type ?? "details"
            callout.open = options.open
        case .tab:
            callout.tab = ContentTabs.Tab(newSet: options.newSet)
            callout.open = options.select
            if callout.title == nil { callout.title = "" }
        case .html:
            let element = element(callout.title ?? "")
            callout.title = nil
            if let tag = element.tag {
                let kept = element.classes.filter { StyledClasses.allowed.contains($0) }
                let id = element.id.flatMap { AttributeLists.isID($0) ? $0 : nil }
                callout.element = Element(tag: tag, id: id, classes: kept)
                let dropped = element.classes.filter { !kept.contains($0) }.map { "." + $0 } + (element.id != nil && id == nil ? ["#" + (element.id ?? "")] : [])
                if !dropped.isEmpty {
                    unused.append(.init(kind: .pyMdownHTML, line: callout.opening, column: callout.typeColumn,
                                        detail: "attributes " + dropped.map { "`\($0)`" }.joined(separator: ", ")))
                }
            } else {
                unused.append(.init(kind: .pyMdownHTML, line: callout.opening, column: callout.typeColumn,
                                    detail: "element `\(element.tagWritten)`"))
            }
        case .caption, nil:
            break
        }
        if let first = options.firstUnused {
            unused.append(.init(kind: .pyMdownOptions, line: first.line, column: first.column,
                                detail: options.unused.map { "`\($0)`" }.joined(separator: ", ")))
        }
    }

    /// The elements an `html` block may be: containers of Markdown.
    static let allowedElements: Set<String> = ["div", "section", "article", "aside", "header", "footer", "figure", "blockquote", "p", "span"]
}

private extension String {
    var trimmingSpaces: String { MarkdownRenderer.trimmingSpaces(self) }
}

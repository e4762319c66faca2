/// Reads a `*.lang` file (GtkSourceView's language definition format,
/// version 2.0) into a `LanguageDefinition`.
enum LanguageDefinitionParser {
    /// What is wrong with a definition, and where.
    struct Failure: Error, Sendable, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    static func parse(_ bytes: [UInt8], source: String) throws(Failure) -> LanguageDefinition {
        let root: XMLElement
        do {
            root = try XMLReader.parse(bytes)
        } catch {
            throw Failure(line: error.line, column: error.column, message: error.message)
        }
        guard root.name == "language" else {
            throw Failure(line: root.line, column: root.column, message: "expected a <language> element, found <\(root.name)>")
        }
        guard let id = root.attribute("id"), !id.isEmpty else {
            throw Failure(line: root.line, column: root.column, message: "the <language> element has no id")
        }
        guard root.attribute("version") == "2.0" else {
            throw Failure(line: root.line, column: root.column,
                          message: "expected version=\"2.0\" (GtkSourceView's language definition format), found \(root.attribute("version").map { "\"\($0)\"" } ?? "none")")
        }
        var builder = Builder(language: id)
        var globs: [String] = []
        for element in root.elements {
            switch element.name {
            case "metadata":
                for property in element.elements where property.name == "property" && property.attribute("name") == "globs" {
                    globs = property.text.split(separator: ";").map(String.init)
                }
            case "styles":
                for style in element.elements where style.name == "style" {
                    guard let styleID = style.attribute("id") else { continue }
                    builder.styles[builder.qualify(styleID)] = style.attribute("map-to").map(builder.qualify)
                }
            case "default-regex-options":
                builder.caseInsensitive = element.attribute("case-sensitive") == "false"
            case "keyword-char-class":
                builder.keywordCharClass = element.text
            case "definitions":
                for definition in element.elements {
                    switch definition.name {
                    case "define-regex":
                        try builder.defineRegex(definition)
                    case "context":
                        _ = try builder.context(definition)
                    case "replace":
                        guard let target = definition.attribute("id"), let ref = definition.attribute("ref") else {
                            throw failure(definition, "a <replace> needs id and ref")
                        }
                        builder.loadOrder.append(.replace(id: builder.qualify(target), ref: builder.qualify(ref)))
                    default:
                        break
                    }
                }
            default:
                break
            }
        }
        return LanguageDefinition(
            id: id, name: root.attribute("name") ?? root.attribute("_name") ?? id,
            section: root.attribute("section") ?? root.attribute("_section") ?? "Other",
            hidden: root.attribute("hidden") == "true", globs: globs, styles: builder.styles, contexts: builder.contexts,
            regexes: builder.regexes, keywordCharClass: builder.keywordCharClass, loadOrder: builder.loadOrder, source: source)
    }

    private static func failure(_ element: XMLElement, _ message: String) -> Failure {
        Failure(line: element.line, column: element.column, message: message)
    }

    private struct Builder {
        let language: String
        var styles: [String: String] = [:]
        var regexes: [String: RegexSource] = [:]
        var contexts: [String: ContextDefinition] = [:]
        var loadOrder: [LoadEvent] = []
        private var languagesMet: Set<String> = []
        var caseInsensitive = false
        var keywordCharClass: String?

        init(language: String) { self.language = language }

        func qualify(_ id: String) -> String {
            id.utf8.contains(UInt8(ascii: ":")) ? id : language + ":" + id
        }

        /// A `<define-regex>`, wherever it stands (GtkSourceView's parser
        /// takes them inside contexts' `<include>` too).
        mutating func defineRegex(_ element: XMLElement) throws(Failure) {
            guard let regexID = element.attribute("id") else { throw failure(element, "a <define-regex> has no id") }
            regexes[qualify(regexID)] = regex(element)
        }

        func regex(_ element: XMLElement) -> RegexSource {
            let caseInsensitive = element.attribute("case-sensitive").map { $0 == "false" } ?? self.caseInsensitive
            return RegexSource(pattern: element.text, extended: element.attribute("extended") == "true",
                               caseInsensitive: caseInsensitive, language: language)
        }

        mutating func context(_ element: XMLElement) throws(Failure) -> ContextDefinition.Entry {
            if let ref = element.attribute("ref") {
                let children = ref.hasSuffix(":*")
                let target = children ? String(ref.dropLast(2)) : ref
                if let colon = ref.utf8.firstIndex(of: UInt8(ascii: ":")) {
                    let language = String(ref[..<colon])
                    if language != self.language, languagesMet.insert(language).inserted { loadOrder.append(.language(language)) }
                }
                return .reference(id: qualify(target),
                                  ignoreStyle: element.attribute("ignore-style") == "true", style: element.attribute("style-ref").map(qualify),
                                  original: element.attribute("original") == "true", children: children, line: element.line)
            }
            var match: RegexSource?, start: RegexSource?, end: RegexSource?
            var keywords: [String] = []
            var prefix = "\\%[", suffix = "\\%]"
            var entries: [ContextDefinition.Entry] = []
            var subPatterns: [ContextDefinition.SubPattern] = []
            for child in element.elements {
                switch child.name {
                case "match": match = regex(child)
                case "start": start = regex(child)
                case "end": end = regex(child)
                case "keyword": keywords.append(child.text)
                case "prefix": prefix = child.text
                case "suffix": suffix = child.text
                case "define-regex":
                    try defineRegex(child)
                case "include":
                    for included in child.elements {
                        if included.name == "define-regex" {
                            try defineRegex(included)
                            continue
                        }
                        guard included.name == "context" else { continue }
                        if let group = included.attribute("sub-pattern") {
                            let place = included.attribute("where")
                            subPatterns.append(.init(group: group, atEnd: place.map { $0 == "end" },
                                                     style: included.attribute("style-ref").map(qualify)))
                        } else {
                            entries.append(try context(included))
                        }
                    }
                default:
                    break
                }
            }
            let kind: ContextDefinition.Kind
            if !keywords.isEmpty {
                let caseInsensitive = self.caseInsensitive
                kind = .simple(match: RegexSource(pattern: prefix + "(" + keywords.joined(separator: "|") + ")" + suffix, extended: false,
                                                  caseInsensitive: caseInsensitive, language: language))
            } else if let match {
                kind = .simple(match: match)
            } else if start != nil || end != nil {
                kind = .container(start: start, end: end)
            } else {
                kind = .group
            }
            let id = element.attribute("id").map(qualify)
            let definition = ContextDefinition(
                id: id, style: element.attribute("style-ref").map(qualify), kind: kind, entries: entries, subPatterns: subPatterns,
                extendParent: element.attribute("extend-parent") != "false", endParent: element.attribute("end-parent") == "true",
                endAtLineEnd: element.attribute("end-at-line-end") == "true", onceOnly: element.attribute("once-only") == "true",
                styleInside: element.attribute("style-inside") == "true",
                firstLineOnly: element.attribute("first-line-only") == "true", line: element.line)
            if let id { contexts[id] = definition }
            return .context(definition)
        }
    }
}

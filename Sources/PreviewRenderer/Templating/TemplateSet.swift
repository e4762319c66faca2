import Basics
import Foundation
import Mustache

/// The page templates: the built-in ones embedded in the binary, each
/// replaceable by a file of the same name in the site's `templates/`.
public struct TemplateSet: Sendable {
    let library: MustacheLibrary
    /// Each template with its skeletons, by name; `nil` when a template
    /// uses a feature whose output depends on the text of values beyond
    /// escaping (see `TemplateSkeleton.allows`).
    let skeletons: [String: CompiledTemplate]?
    /// Which templates the site replaced, by name.
    public let overridden: [String]
    /// Template name -> the partials its text names (`{{> name}}`, `{{< name}}`).
    let partials: [String: Set<String>]

    /// Names of the built-in templates (without `.mustache`).
    public static var builtInNames: [String] {
        EmbeddedTemplates.files.compactMap { file in
            file.name.hasSuffix(".mustache") ? String(file.name.dropLast(".mustache".count)) : nil
        }
    }

    /// A built-in asset (`assets/theme-preview.css`), if there is one.
    public static func builtInAsset(_ name: String) -> String? {
        EmbeddedTemplates.files.first { $0.name == name }?.text
    }

    /// Parses the built-in templates and the site's overrides
    /// (`file name -> text`); every template with a syntax error is reported.
    public init(overrides: [(file: String, name: String, text: String)] = []) throws(BuildFailure) {
        _ = ByteEscapedHTML.registered
        var library = MustacheLibrary()
        var overriddenNames: [String] = []
        let overrideNames = Set(overrides.map(\.name))
        var sources: [(file: String, name: String, text: String, builtIn: Bool)] = []
        for file in EmbeddedTemplates.files where file.name.hasSuffix(".mustache") {
            let name = String(file.name.dropLast(".mustache".count))
            if !overrideNames.contains(name) {
                sources.append(("Templates/\(file.name)", name, TemplateCompaction.compact(file.text), true))
            }
        }
        sources += overrides.map { ($0.file, $0.name, $0.text, false) }
        // swift-mustache's parser is slow (thousands of instructions a byte):
        // the built-in templates are parsed once per process (`compare`
        // builds twice, `serve` on every change), the site's on every
        // build, each on its own core; then all register in order.
        // A site template named like a piece (`TemplatePieces.pieceName`)
        // would replace it: the built-in templates are then parsed whole.
        let builtIn = overrideNames.contains { $0.contains("(") } ? [:] : try TemplateSet.builtInParsed.get()
        let toParse = sources
        let parsed = try concurrentMap(toParse.count) { index throws(BuildFailure) -> MustacheTemplate in
            let source = toParse[index]
            if source.builtIn, let parsed = builtIn[source.name] { return parsed.template }
            return try TemplateSet.parse(source)
        }
        var texts: [String: String] = [:]
        for (source, template) in zip(sources, parsed) {
            texts[source.name] = source.text
            library.register(template, named: source.name)
            if source.builtIn, let pieces = builtIn[source.name]?.pieces {
                for piece in pieces { library.register(piece.template, named: piece.name) }
            }
            if !source.builtIn { overriddenNames.append(source.name) }
        }
        self.library = library
        partials = texts.mapValues(TemplateSet.partials(in:))
        let scan = TemplateSkeleton.namesByTemplate(texts)
        // A template the site replaced, and every template that includes
        // one, is checked against swift-mustache (see `CompiledTemplate`).
        let replaced = Set(overriddenNames)
        let partials = partials
        func includesReplaced(_ name: String) -> Bool {
            var seen: Set<String> = []
            var pending = [name]
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                if replaced.contains(next) || next == TemplateSet.anyPartial { return true }
                pending.append(contentsOf: partials[next] ?? [])
            }
            return false
        }
        skeletons = scan.allowed ? scan.names.reduce(into: [:]) { compiled, entry in
            compiled[entry.key] = CompiledTemplate(source: .named(entry.key), checks: includesReplaced(entry.key),
                                                   names: entry.value, library: library, namesByTemplate: scan.names)
        } : nil
        self.overridden = overriddenNames.sorted()
    }

    /// A template's source parsed, or the problem with it.
    private static func parse(_ source: (file: String, name: String, text: String, builtIn: Bool)) throws(BuildFailure) -> MustacheTemplate {
        do {
            return try MustacheTemplate(string: ByteEscapedHTML.pragmaLine + source.text)
        } catch {
            throw BuildFailure([source.builtIn
                ? Diagnostic(file: source.file, message: "built-in template does not parse: \(error)")
                : TemplateSet.diagnostic(for: error, file: source.file, text: source.text)])
        }
    }

    /// A built-in template parsed: the template, and its pieces when it
    /// was parsed in pieces (`TemplatePieces`).
    private struct ParsedBuiltIn: Sendable {
        var template: MustacheTemplate
        var pieces: [(name: String, template: MustacheTemplate)]
    }

    /// Every built-in template parsed, by name: part of the binary, so the
    /// same for every build of the process. Long ones are parsed in pieces.
    private static let builtInParsed: Result<[String: ParsedBuiltIn], BuildFailure> = {
        // What is parsed: each template (whole, or the line including its
        // pieces) and each piece, with the template it belongs to.
        var found: [(template: String, name: String, text: String)] = []
        for file in EmbeddedTemplates.files where file.name.hasSuffix(".mustache") {
            let template = String(file.name.dropLast(".mustache".count))
            let text = TemplateCompaction.compact(file.text)
            if let pieces = TemplatePieces(name: template, text: text) {
                found.append((template, template, pieces.main))
                found += pieces.pieces.map { (template, $0.name, $0.text) }
            } else {
                found.append((template, template, text))
            }
        }
        let units = found
        return Result { () throws(BuildFailure) -> [String: ParsedBuiltIn] in
            let parsed = try concurrentMap(units.count) { index throws(BuildFailure) -> MustacheTemplate in
                try parse(("Templates/\(units[index].template).mustache", units[index].name, units[index].text, true))
            }
            var byName: [String: ParsedBuiltIn] = [:]
            for (unit, template) in zip(units, parsed) {
                if unit.name == unit.template {
                    byName[unit.template] = ParsedBuiltIn(template: template, pieces: [])
                } else {
                    byName[unit.template]?.pieces.append((unit.name, template))
                }
            }
            return byName
        }
    }()

    private init(library: MustacheLibrary, overridden: [String], partials: [String: Set<String>],
                 skeletons: [String: CompiledTemplate]?) {
        self.library = library
        self.overridden = overridden
        self.partials = partials
        self.skeletons = skeletons
    }

    /// Renders `name` with a page model; a missing template is an error naming it.
    func render(_ name: String, _ model: some TemplateData) throws(BuildFailure) -> HTMLBytes {
        let rendered = if let skeletons {
            skeletons[name]?.render(TemplateScope(item: .object(model), parents: []))
        } else {
            library.render(model, withTemplate: name).map { Array($0.utf8) }
        }
        guard let bytes = rendered else {
            throw BuildFailure([Diagnostic(file: "templates/\(name).mustache", message: "no template named '\(name)'")])
        }
        return HTMLBytes(bytes)
    }

    /// Skeletons made, shapes rendered directly and renders from a
    /// skeleton, over every template (for tests and benchmarks).
    var statistics: (skeletons: Int, direct: Int, hits: Int)? {
        skeletons.map { compiled in
            compiled.values.reduce((0, 0, 0)) { total, template in
                let counts = template.statistics
                return (total.0 + counts.skeletons, total.1 + counts.direct, total.2 + counts.hits)
            }
        }
    }

    /// The same templates, every page rendered by swift-mustache directly:
    /// what the skeletons must reproduce byte for byte (tests).
    func withoutSkeletons() -> TemplateSet {
        TemplateSet(library: library, overridden: overridden, partials: partials, skeletons: nil)
    }

    /// `names` and every partial they name, directly or through other
    /// partials (names of missing templates included: adding one changes
    /// the pages that name it).
    func withPartials(_ names: some Sequence<String>) -> Set<String> {
        var seen: Set<String> = []
        var queue = Array(names)
        while let name = queue.popLast() {
            guard seen.insert(name).inserted else { continue }
            queue.append(contentsOf: partials[name] ?? [])
        }
        // A partial named by a value, or tags behind other delimiters: any
        // template may be used.
        if seen.contains(TemplateSet.anyPartial) { seen.formUnion(partials.keys) }
        return seen
    }

    /// Stands for every template in `partials(in:)`'s answer.
    static let anyPartial = "*"

    /// The partials a template's text names: `{{> name}}` and `{{< name}}`,
    /// with spaces around the name allowed; `anyPartial` for a partial named
    /// by a value (`{{>*name}}`) or changed delimiters. Scanned byte by byte: every
    /// build parses the templates, and this must cost next to nothing.
    static func partials(in text: String) -> Set<String> {
        var names: Set<String> = []
        let bytes = Array(text.utf8)
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == open, bytes[index + 1] == open, bytes[index + 2] == UInt8(ascii: "=") {
                names.insert(anyPartial) // other delimiters: partials this scan cannot see
            }
            guard bytes[index] == open, bytes[index + 1] == open,
                  bytes[index + 2] == UInt8(ascii: ">") || bytes[index + 2] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            var end = index + 3
            while end + 1 < bytes.count, !(bytes[end] == close && bytes[end + 1] == close) { end += 1 }
            guard end + 1 < bytes.count else { break }
            let name = String(decoding: bytes[(index + 3)..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if name.hasPrefix("*") { names.insert(anyPartial) } else if !name.isEmpty { names.insert(name) }
            index = end + 2
        }
        return names
    }

    /// The position of a syntax error in the file as written: the pragma
    /// line put in front of it (`ByteEscapedHTML.pragmaLine`) is not counted.
    static func diagnostic(for error: Error, file: String, text: String) -> Diagnostic {
        if let parserError = error as? MustacheLibrary.ParserError {
            return Diagnostic(file: file, line: max(1, parserError.context.lineNumber - 1), column: parserError.context.columnNumber,
                              message: "template syntax error: \(parserError.error)")
        }
        if let templateError = error as? MustacheTemplate.ParserError {
            return Diagnostic(file: file, line: max(1, templateError.context.lineNumber - 1),
                              column: templateError.context.columnNumber,
                              message: "template syntax error: \(templateError.error)")
        }
        return Diagnostic(file: file, message: "template syntax error: \(error)")
    }
}

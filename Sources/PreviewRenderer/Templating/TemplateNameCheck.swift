import Basics
/// Finds names a template looks up that no field of its data has. Mustache
/// renders an unknown name as nothing, so a misspelt `{{tittle}}` would
/// leave a blank; the build says where it is and what was meant instead.
enum TemplateNameCheck {
    /// A name as a tag writes it, and where (1-based, the name's first character).
    struct Lookup: Equatable {
        var name: String
        var line: Int
        var column: Int
        /// The part before it in a dotted name (`params` for `params.tags`).
        var follows: String? = nil
        /// The sections open around it, outermost first, each as written.
        var inside: [String] = []
    }

    /// Every field name of `types` and of the types their fields hold, at any depth.
    static func fieldNames(_ types: [any TemplateData.Type]) -> Set<String> {
        var names: Set<String> = []
        var seen: Set<ObjectIdentifier> = []
        var pending = types
        while let type = pending.popLast() {
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            names.formUnion(type.fieldNames)
            for kind in type.fieldKinds {
                switch kind {
                case .object(let inner), .list(let inner): pending.append(inner)
                default: break
                }
            }
        }
        return names
    }

    /// The fields of `types` (at any depth) whose keys the author chooses.
    static func authoredFieldNames(_ types: [any TemplateData.Type]) -> Set<String> {
        var names: Set<String> = []
        var seen: Set<ObjectIdentifier> = []
        var pending = types
        while let type = pending.popLast() {
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            for (name, kind) in zip(type.fieldNames, type.fieldKinds) {
                switch kind {
                case .frontMatter: names.insert(name)
                case .object(let inner), .list(let inner): pending.append(inner)
                default: break
                }
            }
        }
        return names
    }

    /// The names the variable and section tags of `text` look up, each
    /// part of a dotted name on its own. Comments, partials, pragmas, `.`
    /// and names with a transform are left out; after a change of
    /// delimiters nothing more is read.
    static func lookups(in text: String) -> [Lookup] {
        let bytes = Array(text.utf8)
        var lookups: [Lookup] = []
        var line = 1, lineStart = 0
        var index = 0
        var open: [String] = []
        func column(_ offset: Int) -> Int {
            // Characters, not bytes: continuation bytes do not count.
            1 + bytes[lineStart..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        }
        while index + 1 < bytes.count {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            var cursor = index + 2
            let sigil = cursor < bytes.count ? bytes[cursor] : 0
            switch sigil {
            case UInt8(ascii: "="): return lookups
            case UInt8(ascii: "!"), UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "%"), UInt8(ascii: "/"), UInt8(ascii: "$"):
                if sigil == UInt8(ascii: "/"), !open.isEmpty { open.removeLast() }
                cursor += 1
                while cursor + 1 < bytes.count, !(bytes[cursor] == UInt8(ascii: "}") && bytes[cursor + 1] == UInt8(ascii: "}")) {
                    if bytes[cursor] == 0x0A {
                        line += 1
                        lineStart = cursor + 1
                    }
                    cursor += 1
                }
                index = cursor + 2
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "&"), UInt8(ascii: "#"), UInt8(ascii: "^"):
                cursor += 1
            default:
                break
            }
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            let start = cursor
            while cursor < bytes.count, ![0x20, 0x09, 0x0A, UInt8(ascii: "}")].contains(bytes[cursor]) { cursor += 1 }
            let name = String(decoding: bytes[start..<cursor], as: UTF8.self)
            if name != ".", !name.contains("(") {
                var partStart = start
                var previous: String?
                for part in name.split(separator: ".", omittingEmptySubsequences: false) {
                    if !part.isEmpty {
                        lookups.append(Lookup(name: String(part), line: line, column: column(partStart),
                                              follows: previous, inside: open))
                        previous = String(part)
                    }
                    partStart += part.utf8.count + 1
                }
            }
            if sigil == UInt8(ascii: "#") || sigil == UInt8(ascii: "^") { open.append(name) }
            index = cursor
        }
        return lookups
    }

    /// A warning for each name in `text` that is not in `known`, with the
    /// nearest known name when one is close.
    /// Names after one of `authored` (front matter, whose keys are the
    /// author's: `params.tags`), or inside its section, are not checked.
    static func warnings(file: String, text: String, known: Set<String>, authored: Set<String> = [],
                         dataNames: String) -> [Diagnostic] {
        let candidates = known.sorted()
        func isAuthored(_ lookup: Lookup) -> Bool {
            if let follows = lookup.follows, authored.contains(follows) { return true }
            return lookup.inside.contains { section in section.split(separator: ".").contains { authored.contains(String($0)) } }
        }
        return lookups(in: text).filter { !known.contains($0.name) && !isAuthored($0) }.map { lookup in
            var message = "'\(lookup.name)' is not in the data this template gets (\(dataNames)), so it renders as nothing"
            if let suggestion = EditDistance.suggestion(for: lookup.name, among: candidates) {
                message += "; did you mean '\(suggestion)'?"
            }
            return .warning(file: file, line: lookup.line, column: lookup.column, message)
        }
    }

    /// Warnings for the names the site's templates use that their data
    /// lacks. A template gets the data of the built-in template it
    /// replaces (`PageTemplate.all`), and a partial the data of every
    /// template that includes it.
    static func warnings(for overrides: [(file: String, name: String, text: String)]) -> [Diagnostic] {
        // Most sites replace no template: nothing to check, nothing to scan.
        guard !overrides.isEmpty else { return [] }
        var texts: [String: String] = [:]
        for file in EmbeddedTemplates.files where file.name.hasSuffix(".mustache") {
            texts[String(file.name.dropLast(".mustache".count))] = file.text
        }
        for override in overrides { texts[override.name] = override.text }
        let partials = texts.mapValues(TemplateSet.partials(in:))
        var data: [String: [any TemplateData.Type]] = [:]
        for entry in PageTemplate.all where texts[entry.name] != nil {
            var seen: Set<String> = []
            var pending = [entry.name]
            while let name = pending.popLast() {
                guard seen.insert(name).inserted else { continue }
                data[name, default: []] += entry.data
                pending.append(contentsOf: partials[name] ?? [])
            }
        }
        return overrides.flatMap { override -> [Diagnostic] in
            guard let types = data[override.name], !types.isEmpty else { return [] }
            var names: [String] = []
            for type in types where !names.contains(TemplateReference.typeName(type)) { names.append(TemplateReference.typeName(type)) }
            return warnings(file: override.file, text: override.text, known: fieldNames(types),
                            authored: authoredFieldNames(types), dataNames: names.joined(separator: ", "))
        }
    }
}

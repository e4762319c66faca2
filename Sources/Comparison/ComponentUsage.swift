/// Which components read each CSS variable in a stylesheet: the `.vm-*`
/// classes in the selectors of rules whose declarations use the variable,
/// directly or through another custom property (`--x: var(--vm-color-accent)`
/// then `background: var(--x)`). `compare` says with it where a changed
/// token lands.
struct ComponentUsage: Sendable {
    /// Variable name (`--vm-color-accent`) -> component classes, sorted.
    let readers: [String: [String]]

    init(css: String) {
        var direct: [String: Set<String>] = [:]
        var definitions: [String: Set<String>] = [:]
        ComponentUsage.rules(Array(css.utf8)) { selector, declarations in
            let classes = ComponentUsage.componentClasses(in: selector)
            for declaration in declarations {
                guard let colon = declaration.firstIndex(of: UInt8(ascii: ":")) else { continue }
                let property = String(decoding: declaration[..<colon], as: UTF8.self).trimmed
                let references = ComponentUsage.variables(in: Array(declaration[(colon + 1)...]))
                if property.hasPrefix("--") {
                    definitions[property, default: []].formUnion(references)
                }
                for reference in references { direct[reference, default: []].formUnion(classes) }
            }
        }
        // A component that reads `--x` reads what `--x` is made of.
        var readers = direct
        var changed = true
        while changed {
            changed = false
            for (variable, parts) in definitions {
                let users = readers[variable] ?? []
                guard !users.isEmpty else { continue }
                for part in parts where !(readers[part] ?? []).isSuperset(of: users) {
                    readers[part, default: []].formUnion(users)
                    changed = true
                }
            }
        }
        self.readers = readers.mapValues { $0.sorted() }
    }

    /// Calls `body` with each style rule's selector and declarations
    /// (comments and at-rule preludes left out; nested blocks such as
    /// `@media` read inside).
    static func rules(_ css: [UInt8], _ body: ([UInt8], [[UInt8]]) -> Void) {
        var index = 0
        var prelude: [UInt8] = []
        func skipComment() -> Bool {
            guard index + 1 < css.count, css[index] == UInt8(ascii: "/"), css[index + 1] == UInt8(ascii: "*") else { return false }
            index += 2
            while index + 1 < css.count, !(css[index] == UInt8(ascii: "*") && css[index + 1] == UInt8(ascii: "/")) { index += 1 }
            index += 2
            return true
        }
        while index < css.count {
            if skipComment() { continue }
            let byte = css[index]
            if byte == UInt8(ascii: "{") {
                let isAtRule = prelude.first(where: { $0 > 0x20 }) == UInt8(ascii: "@")
                index += 1
                if isAtRule && !prelude.contains(where: { $0 == UInt8(ascii: ";") }) {
                    // A block of rules (`@media`, `@supports`): read on.
                    prelude = []
                    continue
                }
                var declarations: [[UInt8]] = []
                var current: [UInt8] = []
                var depth = 0
                while index < css.count {
                    if skipComment() { continue }
                    let inner = css[index]
                    if inner == UInt8(ascii: "(") { depth += 1 }
                    if inner == UInt8(ascii: ")") { depth -= 1 }
                    if inner == UInt8(ascii: "}") && depth <= 0 { break }
                    if inner == UInt8(ascii: ";") && depth <= 0 {
                        declarations.append(current)
                        current = []
                    } else {
                        current.append(inner)
                    }
                    index += 1
                }
                declarations.append(current)
                if !isAtRule { body(prelude, declarations) }
                prelude = []
                index += 1
            } else if byte == UInt8(ascii: "}") {
                prelude = []
                index += 1
            } else if byte == UInt8(ascii: ";") && prelude.first(where: { $0 > 0x20 }) == UInt8(ascii: "@") {
                prelude = []  // `@import ...;`
                index += 1
            } else {
                prelude.append(byte)
                index += 1
            }
        }
    }

    /// The `.vm-*` class names in a selector.
    static func componentClasses(in selector: [UInt8]) -> Set<String> {
        names(in: selector, after: Array(".vm-".utf8), keeping: 3)
    }

    /// The variables a value reads (`var(--name`).
    static func variables(in value: [UInt8]) -> Set<String> {
        names(in: value, after: Array("var(".utf8), keeping: 0)
    }

    /// Each name that follows `prefix` in `bytes` (spaces after the prefix
    /// skipped), with the prefix's last `keeping` bytes kept in front
    /// (`vm-chip` from `.vm-chip`).
    private static func names(in bytes: [UInt8], after prefix: [UInt8], keeping: Int) -> Set<String> {
        var names: Set<String> = []
        var index = 0
        while index + prefix.count <= bytes.count {
            guard bytes[index..<(index + prefix.count)].elementsEqual(prefix) else {
                index += 1
                continue
            }
            var start = index + prefix.count
            while keeping == 0, start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
            var end = start
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            if end > start { names.insert(String(decoding: bytes[(start - keeping)..<end], as: UTF8.self)) }
            index = end
        }
        return names
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}

private extension String {
    var trimmed: String {
        var view = Substring(self)
        while view.first?.isWhitespace == true { view = view.dropFirst() }
        while view.last?.isWhitespace == true { view = view.dropLast() }
        return String(view)
    }
}

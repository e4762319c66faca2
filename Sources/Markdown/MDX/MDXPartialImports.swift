/// Markdown files an MDX page imports and shows as a component, as
/// Docusaurus shows its partials (`_shared.md`, which is no page of its
/// own): `import Shared from './_shared.md';` at the start of a line, then
/// `<Shared />` alone on its line. Each such tag is a directive
/// (`BookDirective.Kind.mdxPartial`) that `BookIncludes` replaces with the
/// file's text, its front matter left out; nested imports are carried out
/// the same way, from the imported file's folder. Fenced code is skipped.
enum MDXPartialImports {
    /// The directives in `bytes`, in order.
    static func directives(_ bytes: UnsafeBufferPointer<UInt8>) -> [BookDirective] {
        var imports: [String: String] = [:]
        var uses: [(name: String, range: Range<Int>)] = []
        var fence: (byte: UInt8, count: Int)?
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            var start = lineStart
            while start < lineEnd, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            var end = lineEnd
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
            let line = bytes[start..<end]
            if let first = line.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") {
                let count = line.prefix { $0 == first }.count
                if count >= 3 {
                    if let open = fence {
                        if open.byte == first, count >= open.count, count == line.count { fence = nil }
                    } else {
                        fence = (first, count)
                    }
                    continue
                }
            }
            guard fence == nil, let first = line.first else { continue }
            if first == UInt8(ascii: "i"), start == lineStart, let (name, path) = importLine(String(decoding: line, as: UTF8.self)) {
                imports[name] = path
            } else if first == UInt8(ascii: "<"), let name = tagName(String(decoding: line, as: UTF8.self)) {
                uses.append((name, start..<end))
            }
        }
        return uses.compactMap { use in
            imports[use.name].map { BookDirective(kind: .mdxPartial(path: $0), range: use.range) }
        }
    }

    /// The name and path of `import Name from './file.md'` (or `.mdx`,
    /// `"…"`, a `;` after it): a Markdown file from the page's folder, or
    /// from a folder an alias names (`@/components/Foo.md`: `MDXImportAlias`).
    static func importLine(_ line: String) -> (name: String, path: String)? {
        guard line.hasPrefix("import ") else { return nil }
        var rest = line.dropFirst(7).drop { $0 == " " }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
        guard let initial = name.first, !initial.isNumber else { return nil }
        rest = rest.dropFirst(name.count).drop { $0 == " " }
        guard rest.hasPrefix("from ") else { return nil }
        rest = rest.dropFirst(5).drop { $0 == " " }
        if rest.hasSuffix(";") { rest = rest.dropLast() }
        while rest.last == " " { rest = rest.dropLast() }
        guard rest.count > 2, let quote = rest.first, quote == "'" || quote == "\"", rest.last == quote else { return nil }
        let path = String(rest.dropFirst().dropLast())
        guard path.hasPrefix("./") || path.hasPrefix("../") || MDXImportAlias(path) != nil, DocFileName.isDoc(path) else { return nil }
        return (String(name), path)
    }

    /// `Name` of `<Name />`, `<Name/>` or `<Name></Name>`: a component
    /// (a capital first letter) with no attributes and no children.
    static func tagName(_ line: String) -> String? {
        guard line.hasPrefix("<") else { return nil }
        let rest = line.dropFirst()
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == "." }
        guard let initial = name.first, initial.isUppercase else { return nil }
        let after = rest.dropFirst(name.count)
        let closing = after.drop { $0 == " " }
        if closing == "/>" || closing == "></\(name)>" { return String(name) }
        return nil
    }
}

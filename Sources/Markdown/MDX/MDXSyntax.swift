import Basics
import Foundation

/// MDX in a doc (`.mdx`, and `.md` as Docusaurus reads it), found in its
/// lines before cmark parses it:
///
/// - `import` and `export` lines at the top level are removed (blank
///   lines stay in their place), over several lines when their braces do;
/// - JSX comments, `{/* … */}`, are removed (spaces stay in their place);
/// - a component's tag alone on its line (or over several lines),
///   `<Tabs groupId="os">`, `</TabItem>`, `<LinkCard … />`, is given to
///   cmark as a thematic break, as `CalloutSyntax` marks callouts, so the
///   Markdown between is parsed as written; `MDXComponents` then gathers
///   it into the component's HTML. The lines inside a component lose the
///   indentation of its first line, and the columns reported are the file's;
/// - MDX has no indented code: indentation that would make it is taken
///   away (`MDXIndentation`), in a `.md` file once it is read as MDX.
///
/// In a `.md` file, only the components theme-preview knows are read as
/// components, unless an `import` line says the file is MDX (as in
/// Docusaurus): other capitalized tags are HTML there (`<DIV>`).
///
/// A closing tag that closes nothing, and a component never closed, are
/// warned about, located; the page builds. In an `.mdx` file, a
/// `{expression}` outside code is warned about: its text is shown.
///
/// In a `.md` file, VitePress' `<script setup>` block at the top level is
/// Vue code: it is left out with one warning, and the components it
/// imports are warned about as Vue's where they are used (their content
/// is kept); its `import` lines do not make the file MDX.
struct MDXSyntax {
    /// One component, by the 1-based lines of the text cmark parses.
    struct Component {
        var tag: JSXTag
        var opening: Int
        /// The file's byte column of its `<`.
        var column: Int
        /// The closing tag's line (the opening's for `<X />`); nil when
        /// never closed.
        var closing: Int?
        /// The last line of its content.
        var last: Int
        var parent: Int?
        var children: [Int] = []
        /// Docusaurus' `<Tabs values={[…]}>`: its tabs' values and labels,
        /// in the order they are shown; nil without a `values` that is
        /// plain data.
        var tabValues: [TabValue]?
        /// The Markdown between its tags when they are on one line
        /// (`<Card title="x">Text.</Card>`), rendered inline in a paragraph.
        var content: String?

        var name: String { tag.name }
    }

    var text: String
    var shifts = ColumnShifts()
    /// Whether every capitalized tag is a component's: an `.mdx` file, or
    /// a `.md` file with an `import` line.
    var isMDX = false
    /// The Starlight icons warned about as not drawn, by name.
    var iconsWarned: Set<String> = []
    var components: [Component] = []
    /// Located in the file.
    var notices: [MarkdownNotice] = []

    /// Whether `bytes` may hold MDX: a `<` before a capital letter, an
    /// `import ` or `export ` line, a `{` (a JSX comment, or in an
    /// `.mdx` file an expression; the text is read for these only then),
    /// or a line indented four or more (no code in MDX).
    static func mayHold(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if ByteSearch.firstOffset(of: "import ", in: bytes, from: 0) != nil
            || ByteSearch.firstOffset(of: "export ", in: bytes, from: 0) != nil
            || ByteSearch.firstOffset(of: "{", in: bytes, from: 0) != nil
            || ByteSearch.firstOffset(of: "    ", in: bytes, from: 0) != nil
            || ByteSearch.firstOffset(of: "\t", in: bytes, from: 0) != nil
            || ByteSearch.firstOffset(of: "<script", in: bytes, from: 0) != nil { return true }
        return JSXTag.mayHoldComponentTag(bytes)
    }

    /// Whether a `.md` file's bytes may hold what this reads in one (where
    /// a line is read, a superset of where `init` finds it): a JSX comment
    /// `{/*`, or a line that starts, after spaces and tabs, with a
    /// component's tag (`<Tabs`, `</Tabs`), `<script`, `import ` or
    /// `export `. Indentation and other braces are MDX's only in an
    /// `.mdx` file or after an `import` line.
    static func mayHoldInMarkdown(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        if ByteSearch.firstOffset(of: "{/*", in: bytes, from: 0) != nil { return true }
        let count = bytes.count
        func starts(_ word: StaticString, at index: Int) -> Bool {
            index + word.utf8CodeUnitCount <= count && memcmp(base + index, word.utf8Start, word.utf8CodeUnitCount) == 0
        }
        var index = 0
        while index < count {
            while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            if index < count {
                switch bytes[index] {
                case UInt8(ascii: "<"):
                    let next = index + 1 < count ? bytes[index + 1] : 0
                    if JSXTag.isComponentStart(next) || starts("<script", at: index) { return true }
                    if next == UInt8(ascii: "/"), index + 2 < count, JSXTag.isComponentStart(bytes[index + 2]) { return true }
                case UInt8(ascii: "i"):
                    if starts("import ", at: index) { return true }
                case UInt8(ascii: "e"):
                    if starts("export ", at: index) { return true }
                default:
                    break
                }
            }
            guard index < count, let newline = memchr(base + index, 0x0A, count - index) else { break }
            index = UnsafeRawPointer(newline) - base + 1
        }
        return false
    }

    /// Reads `source`'s lines once, rewriting as it goes; `mdx`: the file
    /// is `.mdx` (expressions are warned about).
    init(_ source: String, mdx: Bool) {
        var lines = Lines(source)
        text = source
        guard lines.count > 0 else { return }
        var fence = Lines.FenceState()
        // MDX has no indented code (`MDXIndentation`).
        var indentation = MDXIndentation()
        var html = RawHTMLBlock()
        // Open components: their index, and the indentation their content
        // loses (set by their first line).
        var stack: [(index: Int, contentIndent: Int?)] = []
        var inComment = false
        // Whether every capitalized tag is a component's (see above).
        var isMDX = mdx
        var expressions: (line: Int, column: Int, count: Int)?
        // What each `import` line names, by name: the path it is from.
        var imports: [String: String] = [:]
        // The components a VitePress `<script setup>` imports, by name:
        // the line the script starts on.
        var vueImports: [String: Int] = [:]
        var number = 1
        while number <= lines.count {
            defer { number += 1 }
            var line = lines[number]
            let blank = line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
            if blank { html.blank() }
            var stripped = 0
            if !blank, !stack.isEmpty {
                for level in stack.indices {
                    let indent = Lines.indent(line.dropFirst(stripped))
                    let wanted = stack[level].contentIndent ?? indent
                    stack[level].contentIndent = wanted
                    stripped += min(indent, wanted)
                }
                if stripped > 0 {
                    line = Array(line.dropFirst(stripped))
                    lines[number] = line
                    shifts.add(ColumnShifts.Shift(after: 0, by: stripped, byScalars: stripped), line: number)
                }
            }
            if inComment {
                inComment = !Self.removeComment(continuing: &line)
                lines[number] = line
                continue
            }
            var neutralised = 0
            if isMDX, !blank {
                neutralised = indentation.rewrite(&line, inFence: fence.isOpen)
                if neutralised != 0 {
                    lines[number] = line
                    shifts.add(ColumnShifts.Shift(after: 0, by: neutralised, byScalars: neutralised), line: number)
                    stripped += neutralised
                }
            }
            let indent = Lines.indent(line)
            let rest = line.dropFirst(indent)
            if fence.isCode(rest) {
                if isMDX { indentation.fence(isOpen: fence.isOpen, removed: neutralised) }
                if !html.isOpen { html.blank() }
                continue
            }
            if !mdx, !isMDX, stack.isEmpty, indent == 0, Self.isScriptStart(rest) {
                // VitePress' `<script setup>` (Vue code): left out, with
                // one warning; the components it imports are Vue's.
                let last = Self.scriptEnd(from: number, in: lines)
                let script = (number...last).map { String(decoding: lines[$0], as: UTF8.self) }.joined(separator: " ")
                for chunk in script.components(separatedBy: "import ").dropFirst() {
                    for (name, _) in Self.importedNames("import " + chunk) { vueImports[name] = number }
                }
                for blanked in number...last { lines[blanked] = [] }
                notices.append(MarkdownNotice(kind: .vueScript, line: number, column: stripped + 1, count: 1))
                html.blank()
                number = last
                continue
            }
            if stack.isEmpty, indent == 0, neutralised == 0, Self.isStatement(rest) {
                for (name, path) in Self.importedNames(String(decoding: rest, as: UTF8.self)) { imports[name] = path }
                number = Self.removeStatement(from: number, in: &lines)
                isMDX = true
                continue
            }
            if line.contains(UInt8(ascii: "{")) {
                inComment = Self.removeComments(&line)
                lines[number] = line
            }
            if !vueImports.isEmpty, rest.first == UInt8(ascii: "<"), let simpler = Self.vueTag(rest, imported: vueImports) {
                // A Vue component's tag on one line, its Vue attributes
                // (`:members="members"`, `@click`) left out.
                line = Array(line.prefix(indent)) + simpler
                lines[number] = line
            }
            if rest.first == UInt8(ascii: "<"), let (tag, endLine, content, sameLine) = Self.tag(at: number, indent: indent, in: lines),
               isMDX || MDXComponents.kind(of: tag.name) != nil || vueImports[tag.name] != nil {
                let column = stripped + indent + 1
                if let fenced = Self.fencedCode(tag, lines: endLine - number + 1, indent: indent) {
                    // Starlight's `<Code code={`…`} lang="js" />` over its
                    // lines: a fenced code block in their place.
                    for (offset, text) in fenced.enumerated() { lines[number + offset] = text }
                    number = endLine
                    continue
                }
                if tag.name == "CodeBlock", !tag.closing, !tag.selfClosing {
                    // Docusaurus' `<CodeBlock language="js">` and its code
                    // over the lines up to `</CodeBlock>`: a fenced code block.
                    switch CodeBlockComponent.fenced(tag, from: number, tagEnd: endLine, indent: indent, sameLine: sameLine, in: lines) {
                    case .fenced(let fenced, let first, let last)?:
                        for (offset, text) in fenced.enumerated() { lines[first + offset] = text }
                        number = last
                        continue
                    case .notPlain(let detail)?:
                        notices.append(MarkdownNotice(kind: .mdxProp, line: number, column: column, count: 1, detail: detail))
                    case .unfenced(let code, let last, let problem)?:
                        if let problem {
                            notices.append(MarkdownNotice(kind: .mdxProp, line: number, column: column, count: 1, detail: problem))
                        }
                        var whole = tag
                        whole.selfClosing = true
                        handle(whole, line: number, column: column, content: code, stack: &stack)
                        lines[number] = Lines.thematicBreak(indent: indent)
                        for following in (number + 1)..<(last + 1) { lines[following] = [] }
                        number = last
                        continue
                    case nil:
                        break
                    }
                }
                var whole = tag
                if html.isOpen, content != nil { whole.selfClosing = true }
                handle(whole, line: number, column: column, content: content, stack: &stack)
                if html.isOpen, whole.selfClosing {
                    // Inside raw HTML a break would be text: the line is
                    // left blank (which ends the HTML there, as cmark reads it).
                    lines[number] = []
                    html.blank()
                    if MDXComponents.kind(of: tag.name) != nil {
                        notices.append(MarkdownNotice(kind: .mdxMalformed, line: number, column: column, count: 1,
                                                      detail: "`<\(tag.name)>` inside raw HTML (the lines from an HTML tag on, up to a blank line) is left out: put a blank line before and after it to have it shown"))
                    }
                } else {
                    lines[number] = Lines.thematicBreak(indent: indent)
                    // A break ends a paragraph: HTML may start after it.
                    if !html.isOpen { html.blank() }
                }
                if endLine > number {
                    for following in (number + 1)...endLine { lines[following] = [] }
                    number = endLine
                }
                continue
            }
            if !blank { html.read(rest, indent: indent) }
            if mdx, rest.first == UInt8(ascii: "<"), rest.count > 1, JSXTag.isComponentStart(rest[rest.startIndex + 1]),
               !line.contains(UInt8(ascii: ">")) {
                notices.append(MarkdownNotice(kind: .mdxMalformed, line: number, column: stripped + indent + 1, count: 1,
                                              detail: "expected a component's tag, `<Name attribute=\"value\">` ending with `>`, found `<` and no `>`; it is shown as text"))
            }
            if mdx {
                for offset in Self.expressions(line) {
                    if expressions == nil {
                        expressions = (number, stripped + offset + 1, 1)
                    } else {
                        expressions?.count += 1
                    }
                }
            }
        }
        for open in stack.reversed() {
            let component = components[open.index]
            components[open.index].last = lines.count
            notices.append(MarkdownNotice(kind: .mdxMalformed, line: component.opening, column: component.column, count: 1,
                                          detail: "`<\(component.name)>` is never closed: expected `</\(component.name)>` before the end of the file; the rest of the page is inside it"))
        }
        for tabs in components where tabs.tabValues != nil {
            for item in tabs.children.map({ components[$0] }) where MDXComponents.kind(of: item.name) == .tabItem {
                let value = item.tag.string("value")
                guard !(tabs.tabValues ?? []).contains(where: { $0.value == value }) else { continue }
                notices.append(MarkdownNotice(kind: .mdxProp, line: item.opening, column: item.column, count: 1,
                                              detail: "this `<TabItem>`'s `value` \(value.map { "`\($0)`" } ?? "(none)") is not in the `values` of its `<\(tabs.name)>` at line \(tabs.opening), which Docusaurus reads its tabs from; it is shown last, under its own label"))
            }
        }
        var warned: Set<String> = []
        for component in components where MDXComponents.kind(of: component.name) == nil && warned.insert(component.name).inserted {
            if !isMDX, vueImports[component.name] != nil {
                // The script's line is not named: it is counted from the
                // text after the front matter, not from the file's top.
                notices.append(MarkdownNotice(kind: .vueComponent, line: component.opening, column: component.column, count: 1,
                                              detail: "`<\(component.name)>` (imported in the page's `<script setup>`)"))
                continue
            }
            var detail = "`<\(component.name)>`"
            if let path = imports[component.name], let alias = Self.pathAliases.first(where: path.hasPrefix) {
                // Starlight's (Astro's) aliases: a component or partial of
                // the project's `src/`, outside the docs folder.
                detail += " (imported from `\(path)`, through the `\(alias)` alias to the project's `src/` folder, which is outside the docs folder)"
            }
            notices.append(MarkdownNotice(kind: .mdxUnknownComponent, line: component.opening, column: component.column, count: 1,
                                          detail: detail))
        }
        if let expressions {
            notices.append(MarkdownNotice(kind: .mdxExpression, line: expressions.line, column: expressions.column, count: expressions.count))
        }
        text = lines.joined()
        self.isMDX = isMDX
    }

    /// Records `tag`, read at `line`.
    private mutating func handle(_ tag: JSXTag, line: Int, column: Int, content: String? = nil,
                                 stack: inout [(index: Int, contentIndent: Int?)]) {
        if tag.closing {
            guard let position = stack.lastIndex(where: { components[$0.index].name == tag.name }) else {
                let open = stack.last.map { " (`<\(components[$0.index].name)>` is open)" } ?? ""
                notices.append(MarkdownNotice(kind: .mdxMalformed, line: line, column: column, count: 1,
                                              detail: "`</\(tag.name)>` closes no `<\(tag.name)>`\(open); it is left out"))
                return
            }
            for inner in stack[(position + 1)...].reversed() {
                let component = components[inner.index]
                components[inner.index].last = line - 1
                notices.append(MarkdownNotice(kind: .mdxMalformed, line: component.opening, column: component.column, count: 1,
                                              detail: "`<\(component.name)>` is not closed: expected `</\(component.name)>` before `</\(tag.name)>` at line \(line)"))
            }
            let index = stack[position].index
            components[index].closing = line
            components[index].last = line - 1
            stack.removeSubrange(position...)
            return
        }
        let index = components.count
        let parent = stack.last?.index
        var component = Component(tag: tag, opening: line, column: column, closing: tag.selfClosing ? line : nil, last: line,
                                  parent: parent)
        component.content = content
        if MDXComponents.kind(of: tag.name) == .tocInline, let problem = TOCInline.read(tag).problem {
            notices.append(MarkdownNotice(kind: .mdxProp, line: line, column: column, count: 1, detail: problem))
        }
        if MDXComponents.kind(of: tag.name) == .tabs {
            switch TabValue.read(tag) {
            case .success(let values)?: component.tabValues = values
            case .failure(let problem)?:
                notices.append(MarkdownNotice(kind: .mdxProp, line: line, column: column, count: 1, detail: problem.detail))
            case nil: break
            }
        }
        components.append(component)
        if let parent { components[parent].children.append(index) }
        if !tag.selfClosing { stack.append((index, nil)) }
    }

    /// The tag starting at `indent` on line `number` that is all that is
    /// on its lines, and the line it ends on; or an opening tag followed by
    /// text and its closing tag to the end of the line (made self-closing),
    /// and that text; or a `<CodeBlock>` whose code starts on its line
    /// (`` <CodeBlock>{`first line ``), and what follows the tag there.
    private static func tag(at number: Int, indent: Int, in lines: Lines) -> (JSXTag, Int, String?, [UInt8])? {
        var bytes = Array(lines[number].dropFirst(indent))
        var ends = [bytes.count]
        var next = number + 1
        // A tag may go on over a few lines (one attribute a line).
        while !bytes.contains(UInt8(ascii: ">")), next <= lines.count, next - number < 40 {
            bytes.append(0x0A)
            bytes += lines[next]
            ends.append(bytes.count)
            next += 1
        }
        guard var tag = JSXTag.read(bytes, at: 0, limit: bytes.count) ?? readLonger(&bytes, &ends, from: next, in: lines, number: number)
        else { return nil }
        let after = JSXTag.trimmed(String(decoding: bytes[tag.end...].prefix(while: { $0 != 0x0A }), as: UTF8.self))
        var content: String?
        var sameLine: [UInt8] = []
        if tag.name == "CodeBlock", !tag.closing, !tag.selfClosing, after.hasPrefix("{`"),
           !(after.hasSuffix("</CodeBlock>") && after.dropLast(12).hasSuffix("`}")) {
            // Code from the tag's line on, to `</CodeBlock>` on a later line.
            sameLine = Array(bytes[tag.end...].prefix { $0 != 0x0A }.drop { $0 == 0x20 || $0 == 0x09 })
        } else if !tag.closing, !tag.selfClosing, after == "</\(tag.name)>" {
            // `<X …></X>`: empty, as `<X … />`.
            tag.selfClosing = true
        } else if !tag.closing, !tag.selfClosing, after.hasSuffix("</\(tag.name)>"), !after.contains("<\(tag.name)") {
            // `<X …>Text.</X>`: the text is its content.
            tag.selfClosing = true
            content = JSXTag.trimmed(String(after.dropLast(tag.name.count + 3)))
        } else if !after.isEmpty {
            return nil
        }
        guard let endIndex = ends.firstIndex(where: { $0 >= tag.end }) else { return nil }
        return (tag, number + endIndex, content, sameLine)
    }

    /// The tag read again over more lines, when an attribute's value held a
    /// `>` before its end.
    private static func readLonger(_ bytes: inout [UInt8], _ ends: inout [Int], from next: Int, in lines: Lines, number: Int) -> JSXTag? {
        guard bytes.first == UInt8(ascii: "<"), bytes.count > 1, JSXTag.isComponentStart(bytes[1]) else { return nil }
        var line = next
        while line <= lines.count, line - number < 40 {
            bytes.append(0x0A)
            bytes += lines[line]
            ends.append(bytes.count)
            line += 1
            if let tag = JSXTag.read(bytes, at: 0, limit: bytes.count) { return tag }
        }
        return nil
    }

    /// A self-closing `Code` whose `code` is a string written over its own
    /// lines (a template string that starts and ends with a line break)
    /// as a fenced code block of `lines` lines (the lines of the tag, the
    /// code on the lines it was written on); nil for another tag, or code
    /// that does not fit.
    static func fencedCode(_ tag: JSXTag, lines count: Int, indent: Int) -> [[UInt8]]? {
        guard tag.name == "Code", tag.selfClosing, let code = tag.string("code") else { return nil }
        var codeLines = code.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        guard codeLines.count >= 2, codeLines.first?.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) == true,
              codeLines.last?.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) == true else { return nil }
        codeLines.removeFirst()
        codeLines.removeLast()
        guard codeLines.count + 2 <= count else { return nil }
        // A fence longer than any run of backticks in the code.
        var longest = 0
        var run = 0
        for byte in code.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        let language = (tag.string("lang") ?? "").filter { !$0.isWhitespace && $0 != "`" }
        let fence = Array(repeating: UInt8(ascii: "`"), count: max(3, longest + 1))
        let padding = Array(repeating: UInt8(0x20), count: indent)
        var fenced = [padding + fence + Array(language.utf8)] + codeLines + [padding + fence]
        while fenced.count < count { fenced.append([]) }
        return fenced
    }

    /// `<Name>` or `<Name />` for a line that is only the opening tag of
    /// a component `imported` names; nil for another line.
    static func vueTag(_ rest: ArraySlice<UInt8>, imported: [String: Int]) -> [UInt8]? {
        let text = String(decoding: rest, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        let name = String(text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
        guard imported[name] != nil, text.hasSuffix(">"), text.filter({ $0 == ">" }).count == 1 else { return nil }
        return Array((text.hasSuffix("/>") ? "<\(name) />" : "<\(name)>").utf8)
    }

    /// Whether `rest` opens VitePress' `<script setup>` block (`<script
    /// setup>`, `<script setup lang="ts">`, `<script lang="ts" setup>`).
    /// Another `<script>` is raw HTML, as CommonMark reads it.
    static func isScriptStart(_ rest: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: rest, as: UTF8.self).lowercased()
        guard text.hasPrefix("<script "), let end = text.firstIndex(of: ">") else { return false }
        let attributes = text[text.index(text.startIndex, offsetBy: 8)..<end]
            .split { $0 == " " || $0 == "\t" || $0 == "/" }
        return attributes.contains { $0 == "setup" || $0.hasPrefix("setup=") }
    }

    /// The line of the `</script>` that closes the script opened on line
    /// `number` (the last line when none does).
    private static func scriptEnd(from number: Int, in lines: Lines) -> Int {
        var line = number
        while line <= lines.count {
            if String(decoding: lines[line], as: UTF8.self).lowercased().contains("</script>") { return line }
            line += 1
        }
        return lines.count
    }

    /// The path aliases Astro projects (Starlight) write for their `src/`
    /// folder.
    static let pathAliases = ["@/", "~/"]

    /// The names an import line's first line gives and the path they
    /// are from: `import Name from "path"`, `import { A, B as C } from
    /// "path"` (A and C); none for another line.
    static func importedNames(_ line: String) -> [(name: String, path: String)] {
        guard line.hasPrefix("import "), let from = line.range(of: " from ") else { return [] }
        var rest = line[from.upperBound...].drop { $0 == " " }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return [] }
        rest = rest.dropFirst()
        guard let end = rest.firstIndex(of: quote) else { return [] }
        let path = String(rest[..<end])
        let names = line.dropFirst(7)[..<from.lowerBound]
        var found: [String] = []
        for part in names.split(whereSeparator: { $0 == "," || $0 == "{" || $0 == "}" }) {
            let words = part.split(separator: " ")
            guard let last = words.last, let first = last.first, first.isUppercase else { continue }
            found.append(String(last))
        }
        return found.map { ($0, path) }
    }

    /// `import … from "…"`, `import "…"`, `export const|let|function|default|{`.
    static func isStatement(_ rest: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: rest.prefix(24), as: UTF8.self)
        if text.hasPrefix("import ") {
            let whole = String(decoding: rest, as: UTF8.self)
            return whole.contains(" from ") || whole.hasPrefix("import \"") || whole.hasPrefix("import '")
                || whole.hasPrefix("import {") || whole.hasPrefix("import *")
        }
        return ["export const ", "export let ", "export var ", "export function ", "export default ", "export {", "export async "]
            .contains { text.hasPrefix($0) }
    }

    /// Blanks the statement starting on line `number`, over the lines its
    /// brackets are open; the last line blanked.
    private static func removeStatement(from number: Int, in lines: inout Lines) -> Int {
        var depth = 0
        var line = number
        var quote: UInt8?
        while line <= lines.count {
            for byte in lines[line] {
                if let open = quote {
                    if byte == open { quote = nil }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"): quote = byte
                case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
            }
            // A quote left open at the end of a line (other than a
            // template string's) is no string: it ends there.
            if quote != UInt8(ascii: "`") { quote = nil }
            lines[line] = []
            if depth <= 0, quote == nil { return line }
            line += 1
        }
        return lines.count
    }

    /// Replaces each `{/* … */}` in `line` with spaces (outside code
    /// spans); true when the last one goes on past the line.
    private static func removeComments(_ line: inout [UInt8]) -> Bool {
        let spans = Lines.codeSpans(line[...])
        var index = 0
        while index + 2 < line.count {
            guard line[index] == UInt8(ascii: "{"), line[index + 1] == UInt8(ascii: "/"), line[index + 2] == UInt8(ascii: "*"),
                  !spans.contains(where: { $0.contains(index) }) else {
                index += 1
                continue
            }
            var end = index + 3
            while end + 2 < line.count, !(line[end] == UInt8(ascii: "*") && line[end + 1] == UInt8(ascii: "/") && line[end + 2] == UInt8(ascii: "}")) {
                end += 1
            }
            guard end + 2 < line.count else {
                for blank in index..<line.count { line[blank] = 0x20 }
                return true
            }
            for blank in index...(end + 2) { line[blank] = 0x20 }
            index = end + 3
        }
        return false
    }

    /// Blanks `line` up to the `*/}` that ends a comment begun on a line
    /// before (and the comments after it); true when the comment ends here.
    private static func removeComment(continuing line: inout [UInt8]) -> Bool {
        var end = 0
        while end + 2 < line.count, !(line[end] == UInt8(ascii: "*") && line[end + 1] == UInt8(ascii: "/") && line[end + 2] == UInt8(ascii: "}")) {
            end += 1
        }
        guard end + 2 < line.count else {
            line = line.map { _ in 0x20 }
            return false
        }
        for blank in 0...(end + 2) { line[blank] = 0x20 }
        return !removeComments(&line)
    }

    /// The 0-based offsets of the `{`s in `line` that MDX reads as
    /// expressions: outside code spans, not escaped, not a heading id
    /// (`{#id}`) or an attribute list (`{ #id .class }`, `{.class}`).
    static func expressions(_ line: [UInt8]) -> [Int] {
        guard line.contains(UInt8(ascii: "{")) else { return [] }
        let spans = Lines.codeSpans(line[...])
        var found: [Int] = []
        for (index, byte) in line.enumerated() where byte == UInt8(ascii: "{") {
            if index > 0, line[index - 1] == UInt8(ascii: "\\") { continue }
            if spans.contains(where: { $0.contains(index) }) { continue }
            let after = line[(index + 1)...].drop { $0 == 0x20 }
            if let next = after.first, next == UInt8(ascii: "#") || next == UInt8(ascii: ".") { continue }
            if after.first == UInt8(ascii: "}") || after.isEmpty { continue }
            found.append(index)
        }
        return found
    }
}

extension MDXSyntax: MarkdownPass {
    static let phase = MarkdownPhase.text

    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { mayHold(bytes) }

    /// In a `.md` file only what a line may start there: code's braces and
    /// indentation, which `mayHold` counts for an `.mdx` file, are in most docs.
    static func mayApply(_ bytes: UnsafeRawBufferPointer, options: MarkdownOptions) -> Bool {
        options.mdx ? mayHold(bytes) : mayHoldInMarkdown(bytes)
    }

    static func apply(to document: inout MarkdownDocument) {
        let syntax = MDXSyntax(document.text, mdx: document.options.mdx)
        document.text = syntax.text
        document.shifts.merge(syntax.shifts)
        document.fileNotices += syntax.notices
        if !syntax.components.isEmpty || syntax.isMDX { document.mdx = syntax }
    }
}

/// Whether the lines read so far end in raw HTML as cmark reads it: a
/// line that starts with an HTML tag (not in a paragraph), up to a blank
/// line. Fed each line outside fenced code that is not a component's tag.
struct RawHTMLBlock {
    private(set) var isOpen = false
    private var afterBlank = true

    mutating func blank() {
        isOpen = false
        afterBlank = true
    }

    mutating func read(_ rest: ArraySlice<UInt8>, indent: Int) {
        defer { afterBlank = false }
        guard !isOpen, afterBlank, indent <= 3, rest.count > 1, rest.first == UInt8(ascii: "<") else { return }
        let next = rest[rest.startIndex + 1]
        if (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") {
            isOpen = true
        }
    }
}

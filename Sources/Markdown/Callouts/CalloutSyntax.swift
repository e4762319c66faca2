import Basics

/// Callouts written for other generators, found in a doc's lines before
/// cmark parses it:
///
/// - VitePress containers, `::: tip` / `::: warning Custom title` /
///   `::: details`, closed by a `:::` line (an outer one written with more
///   colons, `::::`, may hold inner ones);
/// - Docusaurus admonitions, `:::note`, `:::tip[Custom title]`;
/// - MkDocs admonitions, `!!! note "Title"`, and its collapsible ones,
///   `??? note` (closed) and `???+ note` (open), whose body is indented
///   by four spaces;
/// - Hugo's `details` shortcode, `{{< details summary="Title" open=true >}}`
///   (or `{{% … %}}`) alone on its line, closed by `{{< /details >}}`;
/// - PyMdown Extensions' blocks, `/// details | Summary` with options
///   indented below it, closed by a `///` line (`PyMdownBlocks`);
/// - Material for MkDocs' content tabs, `=== "Label"` (`===!` starts a new
///   set, `===+` is the tab shown first), whose body is indented by four
///   spaces as an admonition's is (`ContentTabs`).
///
/// The opening and closing lines are given to cmark as thematic breaks
/// (`***`, at the line's indentation), which end whatever block comes
/// before them, so the blocks between are parsed as the author wrote them
/// (lists, code, nested callouts); `Callouts.apply` then gathers them into
/// the callout. An MkDocs body is given without its four spaces (the
/// columns reported are the file's). Lines inside fenced code are never
/// read as markers, and an mkdocstrings reference (`::: package.module`)
/// is not a callout.
struct CalloutSyntax {
    /// One callout, by the 1-based lines of the text cmark parses (the
    /// same lines as the file's).
    struct Callout: Equatable {
        var opening: Int
        /// The closing `:::` line; nil for MkDocs, whose body ends with its
        /// indentation.
        var closing: Int?
        /// The last line of the body.
        var last: Int
        /// The type as written (`tip`, `danger`), lowercased.
        var type: String
        /// The title as written, nil for the type's own; empty for none
        /// (MkDocs' `!!! note ""`).
        var title: String?
        /// `details` and `???`: a `<details>`, open with `???+`.
        var collapsible: Bool
        var open: Bool
        /// Where the type is written on the opening line (1-based byte
        /// column in the file), for a warning about it.
        var typeColumn: Int
        /// Hugo's details: the title (its `summary`) is Markdown.
        var markdownTitle = false
        /// MkDocs' classes after the type (`inline end`), not used.
        var classes: String?
        /// A tab of a tab set (`type` is `tab`, `title` its label, `open`
        /// whether it is shown first).
        var tab: ContentTabs.Tab?
        /// A PyMdown block's kind (`html` and `caption` are no callouts).
        var block: PyMdownBlocks.Kind?
        /// An `html` block's element; nil when its tag is not one
        /// theme-preview writes (its Markdown shows without it).
        var element: PyMdownBlocks.Element?
        /// A PyMdown block's options.
        var options = PyMdownBlocks.Options()
    }

    /// What a block's lines say that is not used, in the parsed text's
    /// lines and columns.
    struct Unused: Equatable {
        var kind: MarkdownNotice.Kind
        var line: Int
        var column: Int
        var detail: String
    }

    var text: String
    var shifts: ColumnShifts
    var callouts: [Callout]
    var unused: [Unused] = []

    /// Whether some line of `source` starts (after spaces) with `:::`,
    /// `!!!`, `???`, `===`, `///` or a Hugo shortcode (`{{<`, `{{%`); each found with
    /// memchr, so a doc without one costs no more than that.
    static func mayHold(_ source: String) -> Bool {
        var text = source
        return text.withUTF8 { mayApply(UnsafeRawBufferPointer($0)) }
    }

    /// The lines of `source` made ready for cmark, and the callouts in
    /// them; nil when there are none.
    static func prepare(_ source: String) -> CalloutSyntax? {
        guard mayHold(source) else { return nil }
        var lines = Lines(source)
        var callouts: [Callout] = []
        var shifts = ColumnShifts()
        var fence = Lines.FenceState()
        // Open containers: their colons and their callout's index.
        var containers: [(colons: Int, index: Int)] = []
        // Open MkDocs admonitions: the indentation of their bodies.
        var admonitions: [(bodyIndent: Int, index: Int)] = []
        // Open Hugo details.
        var hugoDetails: [Int] = []
        // Open PyMdown blocks: their slashes and their callout's index;
        // the one whose options the next lines may be, and its indentation.
        var blocks: [(slashes: Int, index: Int)] = []
        var optionsOf: (index: Int, indent: Int)?
        var unused: [Unused] = []
        var lastNonBlank = 0
        var list = Lines.ListContext()
        for number in 1...lines.count {
            var line = lines[number]
            let blank = line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
            if !blank {
                // An MkDocs body ends at the first line indented less.
                while let top = admonitions.last, Lines.indent(line) < top.bodyIndent {
                    callouts[top.index].last = max(lastNonBlank, callouts[top.index].opening)
                    admonitions.removeLast()
                }
                if !admonitions.isEmpty {
                    // Each admonition it is in takes four spaces.
                    let remove = 4 * admonitions.count
                    line = Array(line.dropFirst(remove))
                    lines[number] = line
                    shifts.add(ColumnShifts.Shift(after: 0, by: remove, byScalars: remove), line: number)
                }
                lastNonBlank = number
            }
            let indent = Lines.indent(line)
            let rest = line.dropFirst(indent)
            // A PyMdown block's options: the lines indented by four right
            // after its opening, given to cmark as blank lines.
            if let options = optionsOf {
                if !blank, indent >= options.indent + 4 {
                    callouts[options.index].options.read(rest, line: number, column: indent + 1)
                    lines[number] = []
                    continue
                }
                optionsOf = nil
            }
            let mayOpen = list.mayOpen(indent: indent, rest: rest, blank: blank)
            if fence.isCode(rest, indent: indent) { continue }
            if let slashes = PyMdownBlocks.slashRun(rest) {
                let after = rest.dropFirst(slashes)
                if after.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                    // A closing line closes the innermost block of as many
                    // slashes, and the blocks opened in it.
                    if let at = blocks.lastIndex(where: { $0.slashes == slashes }) {
                        for inner in blocks[at...] {
                            callouts[inner.index].last = number - 1
                        }
                        callouts[blocks[at].index].closing = number
                        blocks.removeSubrange(at...)
                        lines[number] = Lines.thematicBreak(indent: indent)
                    }
                } else if mayOpen, let read = PyMdownBlocks.opening(rest, slashes: slashes, column: indent + 1) {
                    if let opened = read.opening {
                        blocks.append((slashes, callouts.count))
                        optionsOf = (callouts.count, indent)
                        var callout = Callout(opening: number, closing: nil, last: number, type: opened.name, title: opened.argument,
                                              collapsible: opened.kind == .details, open: false, typeColumn: opened.nameColumn,
                                              markdownTitle: opened.kind == .tab)
                        callout.block = opened.kind
                        callouts.append(callout)
                        lines[number] = Lines.thematicBreak(indent: indent)
                    } else if let name = read.unknownName {
                        unused.append(Unused(kind: .pyMdownBlock, line: number, column: indent + 1, detail: "`\(name)`"))
                    }
                }
                continue
            }
            if rest.first == UInt8(ascii: "{") {
                if Lines.isHugoDetailsClosing(rest), let top = hugoDetails.popLast() {
                    callouts[top].closing = number
                    callouts[top].last = number - 1
                    lines[number] = Lines.thematicBreak(indent: indent)
                } else if mayOpen, let opened = Lines.hugoDetailsOpening(rest) {
                    hugoDetails.append(callouts.count)
                    callouts.append(Callout(opening: number, closing: nil, last: number, type: "details", title: opened.summary,
                                            collapsible: true, open: opened.open, typeColumn: indent + 1, markdownTitle: true))
                    lines[number] = Lines.thematicBreak(indent: indent)
                }
                continue
            }
            if let colons = Lines.colonRun(rest) {
                let after = rest.dropFirst(colons)
                if after.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                    // A closing line closes the innermost container it can.
                    if let top = containers.last, colons >= top.colons {
                        callouts[top.index].closing = number
                        callouts[top.index].last = number - 1
                        containers.removeLast()
                        lines[number] = Lines.thematicBreak(indent: indent)
                    }
                } else if mayOpen, let opened = Lines.container(after, column: indent + colons + 1) {
                    containers.append((colons, callouts.count))
                    callouts.append(Callout(opening: number, closing: nil, last: number, type: opened.type, title: opened.title,
                                            collapsible: opened.type == "details", open: opened.open, typeColumn: opened.typeColumn))
                    lines[number] = Lines.thematicBreak(indent: indent)
                }
                continue
            }
            // A body's indentation is counted in the file's line, with the
            // four spaces of each admonition it is in.
            let bodyIndent = indent + 4 + 4 * admonitions.count
            if mayOpen, let opened = Lines.admonition(rest, column: indent + 1) {
                admonitions.append((bodyIndent, callouts.count))
                callouts.append(Callout(opening: number, closing: nil, last: number, type: opened.type, title: opened.title,
                                        collapsible: opened.collapsible, open: opened.open, typeColumn: opened.typeColumn,
                                        classes: opened.classes))
                lines[number] = Lines.thematicBreak(indent: indent)
            } else if mayOpen, let opened = ContentTabs.opening(rest) {
                admonitions.append((bodyIndent, callouts.count))
                callouts.append(Callout(opening: number, closing: nil, last: number, type: "tab", title: opened.label,
                                        collapsible: false, open: opened.selected, typeColumn: indent + 1, markdownTitle: true,
                                        tab: ContentTabs.Tab(newSet: opened.newSet)))
                lines[number] = Lines.thematicBreak(indent: indent)
            }
        }
        for top in admonitions.reversed() { callouts[top.index].last = max(lastNonBlank, callouts[top.index].opening) }
        // A PyMdown block never closed goes on to the end, as in PyMdown.
        for open in blocks { callouts[open.index].last = max(lastNonBlank, callouts[open.index].opening) }
        for index in callouts.indices where callouts[index].block != nil {
            PyMdownBlocks.settle(&callouts[index], unused: &unused)
        }
        // A container never closed is not one: its line is given back.
        for index in containers.map(\.index) + hugoDetails {
            lines[callouts[index].opening] = lines.original(callouts[index].opening)
            callouts[index].type = ""
        }
        callouts.removeAll { $0.type.isEmpty }
        guard !callouts.isEmpty else { return nil }
        return CalloutSyntax(text: lines.joined(), shifts: shifts, callouts: callouts, unused: unused)
    }
}

extension CalloutSyntax: MarkdownPass {
    static let phase = MarkdownPhase.text

    /// Whether some line starts (after spaces) with `:::`, `!!!`, `???`,
    /// `===`, `///` or a Hugo shortcode (`{{<`, `{{%`). Line by line:
    /// searching the text for each of the seven met `===` and `///` again
    /// and again inside code lines.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var line = 0
        while line < bytes.count {
            var start = line
            while start < bytes.count, bytes[start] == 0x20 { start += 1 }
            if start + 3 <= bytes.count, opensCallout(bytes[start], bytes[start + 1], bytes[start + 2]) { return true }
            guard let feed = ByteSearch.firstOffset(of: "\n", in: bytes, from: start) else { return false }
            line = feed + 1
        }
        return false
    }

    /// Whether a line that starts with these three bytes (after spaces)
    /// may open a callout.
    static func opensCallout(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
        switch (first, second, third) {
        case (UInt8(ascii: "{"), UInt8(ascii: "{"), UInt8(ascii: "<")), (UInt8(ascii: "{"), UInt8(ascii: "{"), UInt8(ascii: "%")): true
        case let (a, b, c) where a == b && b == c:
            a == UInt8(ascii: ":") || a == UInt8(ascii: "!") || a == UInt8(ascii: "?") || a == UInt8(ascii: "=") || a == UInt8(ascii: "/")
        default: false
        }
    }

    /// Marks each callout's lines for `Callouts`.
    static func apply(to document: inout MarkdownDocument) {
        guard let syntax = prepare(document.text) else { return }
        document.text = syntax.text
        document.shifts.merge(syntax.shifts)
        document.callouts = syntax
    }
}

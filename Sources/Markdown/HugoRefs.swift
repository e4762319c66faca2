import Basics

/// Hugo's `ref` and `relref` shortcodes as link destinations,
/// `[text]({{< ref "guide/setup.md#install" >}})`, made into the links they
/// stand for before cmark parses the doc (cmark sees no link there: the
/// destination holds spaces). A path from the content folder
/// (`/guide/setup.md`) becomes `@/guide/setup.md`, which `GeneratorLinks`
/// resolves from the docs folder; any other stays relative to the page, as
/// Hugo tries it first. The link is padded with spaces to the shortcode's
/// length (CommonMark allows them before the `)`), so every column stays
/// the file's. Lines in fenced code, and code spans, are left alone.
enum HugoRefs {
    /// The text with each such shortcode made a link, and how many of them
    /// are relative to the page (those from the content folder are counted
    /// by `GeneratorLinks` when they lead to a page); nil when there are
    /// none.
    static func rewrite(_ source: String) -> (text: String, relative: Int)? {
        var text = source
        let found = text.withUTF8 { buffer in
            // A shortcode right after a link's `](`: most docs hold `ref`
            // (`reference`, `href`) and `](`, few hold `]({{`.
            ByteSearch.firstOffset(of: "]({{", in: UnsafeRawBufferPointer(buffer), from: 0) != nil
        }
        guard found else { return nil }
        var bytes = Array(source.utf8)
        var relative = 0
        var changed = false
        var fence = Lines.FenceState()
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let line = bytes[lineStart..<lineEnd]
            let rest = line.drop { $0 == 0x20 || $0 == 0x09 }
            if !fence.isCode(rest) {
                var index = lineStart
                // Shown as code: taken as meant.
                var codeSpans: [Range<Int>]?
                while index + 2 < lineEnd {
                    if bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "("),
                       let (end, link) = shortcode(bytes, from: index + 2, to: lineEnd) {
                        if codeSpans == nil { codeSpans = Lines.codeSpans(bytes[lineStart..<lineEnd]) }
                        if codeSpans?.contains(where: { $0.contains(index) }) == true {
                            index = end
                            continue
                        }
                        let length = end - (index + 2)
                        let replacement = Array(link.utf8)
                        guard replacement.count <= length else { index += 1; continue }
                        bytes.replaceSubrange((index + 2)..<end,
                                              with: replacement + Array(repeating: 0x20, count: length - replacement.count))
                        if !link.hasPrefix("@/") { relative += 1 }
                        changed = true
                        index = end
                    } else {
                        index += 1
                    }
                }
            }
            lineStart = lineEnd + 1
        }
        return changed ? (String(decoding: bytes, as: UTF8.self), relative) : nil
    }

    /// The shortcode at `start` (`{{< ref "x" >}}`, `{{% relref "x" %}}`):
    /// where it ends and the link it stands for.
    private static func shortcode(_ bytes: [UInt8], from start: Int, to end: Int) -> (Int, String)? {
        func matches(_ index: Int, _ word: String) -> Bool {
            let word = Array(word.utf8)
            return index + word.count <= end && Array(bytes[index..<(index + word.count)]) == word
        }
        func spaces(_ index: inout Int) { while index < end, bytes[index] == 0x20 { index += 1 } }
        guard matches(start, "{{<") || matches(start, "{{%") else { return nil }
        let closing = bytes[start + 2] == UInt8(ascii: "<") ? ">}}" : "%}}"
        var index = start + 3
        spaces(&index)
        if matches(index, "relref") { index += 6 } else if matches(index, "ref") { index += 3 } else { return nil }
        guard index < end, bytes[index] == 0x20 else { return nil }
        spaces(&index)
        guard index < end, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let pathStart = index + 1
        guard let pathEnd = bytes[pathStart..<end].firstIndex(of: UInt8(ascii: "\"")), pathEnd > pathStart else { return nil }
        index = pathEnd + 1
        spaces(&index)
        guard matches(index, closing) else { return nil }
        let path = String(decoding: bytes[pathStart..<pathEnd], as: UTF8.self)
        guard !path.contains(" "), !path.contains(")"), !path.contains("(") else { return nil }
        return (index + 3, path.hasPrefix("/") ? "@" + path : path)
    }
}

extension HugoRefs: MarkdownPass {
    static let phase = MarkdownPhase.text

    /// A shortcode right after a link's `](`.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        ByteSearch.firstOffset(of: "]({{", in: bytes, from: 0) != nil
    }

    static func apply(to document: inout MarkdownDocument) {
        guard let rewritten = rewrite(document.text) else { return }
        document.text = rewritten.text
        document.generatorLinks += rewritten.relative
    }
}

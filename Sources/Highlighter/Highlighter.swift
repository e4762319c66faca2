/// Highlights code blocks at build time with GtkSourceView's language
/// definitions: spans with classes (`SyntaxRole`), no JavaScript. Holds no
/// per-call state, so one highlighter serves every thread.
public struct Highlighter: Sendable {
    public let catalog: LanguageCatalog
    public var limits: HighlightLimits

    public init(catalog: LanguageCatalog, limits: HighlightLimits = HighlightLimits()) {
        self.catalog = catalog
        self.limits = limits
    }

    /// A block as the page shows it.
    public struct Result: Sendable, Equatable {
        /// The inside of `<code>`: escaped text with spans; nil when the
        /// block stays as cmark writes it.
        public var html: [UInt8]?
        /// What the reader should know, if anything.
        public var notice: Notice?
    }

    /// Why a block stays plain, or what else to say about it.
    public enum Notice: Sendable, Equatable {
        /// No language of that name; the nearest known one.
        case unknownLanguage(String, suggestion: String?)
        /// No definitions on this machine at all.
        case definitionsMissing
        /// The language's definition could not be read or resolved.
        case brokenDefinition(String)
        /// The block needed more work than `HighlightLimits` allows.
        case workLimit
        /// A diagram (Mermaid) that the page shows as its code.
        case diagram(String)
        /// A line longer than `HighlightLimits.longestLine` bytes.
        case longLine(line: Int)
    }

    /// The language name of a fence's info string, as `highlight` reads
    /// it: its first word, lowercased (`rust,ignore` is `rust`).
    public static func languageName(fromInfo info: String) -> String {
        LanguageNames.name(fromInfo: info)
    }

    /// Highlights `code` for the fence's info string (`swift`,
    /// `rust,ignore`, `js {1,3}`), each line of `marks` wrapped in
    /// `<span class="tp-line-marked">` (its newline inside).
    public func highlight(_ code: String, info: String, marks: LineMarks = .none) -> Result {
        let name = LanguageNames.name(fromInfo: info)
        switch catalog.lookUp(name) {
        case .plain, .elsewhere:
            return Result(html: nil, notice: nil)
        case .diagram:
            return Result(html: nil, notice: .diagram(name))
        case .unknown(let suggestion):
            if catalog.isEmpty { return Result(html: nil, notice: .definitionsMissing) }
            return Result(html: nil, notice: .unknownLanguage(name, suggestion: suggestion))
        case .console:
            guard let shell = catalog.graph("sh") else { return Result(html: nil, notice: catalog.isEmpty ? .definitionsMissing : .brokenDefinition("sh")) }
            return run(code, marks) { buffer, scratch, writer throws(HighlightEngine.Stop) in
                try ConsoleSession.write(buffer, shell: HighlightEngine(graph: shell, limits: limits), scratch: scratch, into: &writer)
            }
        case .language(let id):
            guard let graph = catalog.graph(id) else { return Result(html: nil, notice: .brokenDefinition(id)) }
            let engine = HighlightEngine(graph: graph, limits: limits)
            if id == "diff" {
                return run(code, marks) { buffer, scratch, writer throws(HighlightEngine.Stop) in
                    try DiffLines.write(buffer, engine: engine, scratch: scratch, into: &writer)
                }
            }
            return run(code, marks) { buffer, scratch, writer throws(HighlightEngine.Stop) in
                try engine.run(buffer, into: &writer, scratch: scratch)
            }
        }
    }

    /// `code` escaped, unhighlighted, each line of `marks` wrapped as
    /// `highlight` wraps it: for a block without a highlighted language.
    public static func plain(_ code: String, marks: LineMarks) -> [UInt8] {
        var code = code
        return code.withUTF8 { buffer in
            var writer = SpanWriter(capacity: buffer.count + buffer.count / 4, marks: marks)
            var start = 0
            while start < buffer.count {
                var end = start
                while end < buffer.count, buffer[end] != 0x0A { end += 1 }
                writer.text(buffer, start..<end, role: nil)
                if end < buffer.count { writer.newline() }
                start = end + 1
            }
            writer.endLine()
            return writer.html
        }
    }

    private func run(_ code: String, _ marks: LineMarks,
                     _ body: (UnsafeBufferPointer<UInt8>, MatchScratch, inout SpanWriter) throws(HighlightEngine.Stop) -> Void) -> Result {
        var code = code
        return code.withUTF8 { buffer in
            var writer = SpanWriter(capacity: buffer.count + buffer.count / 2, marks: marks)
            do throws(HighlightEngine.Stop) {
                try catalog.scratches.with(matchLimit: limits.matchLimit) { scratch throws(HighlightEngine.Stop) in
                    try body(buffer, scratch, &writer)
                }
            } catch {
                switch error {
                case .workLimit: return Result(html: nil, notice: .workLimit)
                case .longLine(let line): return Result(html: nil, notice: .longLine(line: line))
                }
            }
            writer.endLine()
            return Result(html: writer.html, notice: nil)
        }
    }
}

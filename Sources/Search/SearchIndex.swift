import Basics
import Foundation
import Markdown
import ThemeTokens
import Theming

/// The client-side search index, split so that a query loads only what it
/// needs, as scripts (not JSON files) so search works from `file://` too.
/// Every section of every doc, then every token and theme, is numbered in
/// that order:
///
/// - `assets/search-index.js`: the index's version (a checksum of every
///   shard and chunk), how many shards there are and the number of the
///   first section of each chunk.
/// - `assets/search/s<shard>.js`: every term whose key falls in the shard
///   (`SearchTerms.shard`), with the sections it occurs in and how
///   (`SearchShard`), deflated (`ThemePreviewSearch.packedShard(shard, "…")`).
///   A query loads one shard per term.
/// - `assets/search/t<chunk>.js`: consecutive sections, about
///   `chunkBytes` of them, as `[title, url, heading, text]` rows, a JSON
///   array deflated (`ThemePreviewSearch.text(chunk, "…")`), loaded only
///   for the results shown, for their titles and snippets.
///
/// What is deflated is written seven bits a character (`ScriptBytes`).
public enum SearchIndex {
    /// What the index reads of a doc.
    public struct Document: Sendable {
        public var title: String
        /// The page's path in the output (`docs/guide.html`).
        public var outputPath: String
        public var rendered: RenderedMarkdown
        /// The terms gathered as the doc rendered, if they were.
        public var terms: DocSearchTerms?

        public init(title: String, outputPath: String, rendered: RenderedMarkdown, terms: DocSearchTerms?) {
            self.title = title
            self.outputPath = outputPath
            self.rendered = rendered
            self.terms = terms
        }
    }

    /// A row of the index besides the docs' sections: a token or a theme.
    public struct Entry: Sendable {
        /// Page or token title.
        public var title: String
        /// Link relative to the site root.
        public var url: String
        /// The heading (or kind of token) the match sits under.
        public var heading: String
        /// Plain text to match and show.
        public var text: String

        public init(title: String, url: String, heading: String, text: String) {
            self.title = title
            self.url = url
            self.heading = heading
            self.text = text
        }
    }

    /// The folder of the shards and chunks.
    static let folder = "assets/search"

    /// One doc's (or the tokens') rows and terms.
    struct Fragment: Sendable {
        /// The sections' rows, one after another.
        var rows: [UInt8]
        /// Where each row ends in `rows`.
        var rowEnds: [Int]
        var terms: GroupedTerms
    }

    /// `doc`'s sections as rows (`[title, url, heading, text],` and a
    /// line break) and where each ends.
    static func docEntries(_ doc: Document, sections: [PlainText.Section]) -> (rows: [UInt8], ends: [Int]) {
        var title: [UInt8] = []
        JSONString.append(doc.title, to: &title)
        var path: [UInt8] = [0x22]
        JSONString.append(doc.outputPath, to: &path, quoted: false)
        var out: [UInt8] = []
        var ends: [Int] = []
        ends.reserveCapacity(sections.count)
        out.reserveCapacity(sections.reduce(400) { $0 + $1.text.utf8.count + 200 })
        for section in sections {
            out.append(UInt8(ascii: "["))
            out.append(contentsOf: title)
            out.append(UInt8(ascii: ","))
            out.append(contentsOf: path)
            if let id = section.id {
                out.append(UInt8(ascii: "#"))
                JSONString.append(id, to: &out, quoted: false)
            }
            out.append(contentsOf: "\",".utf8)
            if let heading = section.heading { JSONString.append(heading, to: &out) } else { out.append(contentsOf: title) }
            out.append(UInt8(ascii: ","))
            JSONString.append(section.text, to: &out)
            out.append(contentsOf: "],\n".utf8)
            ends.append(out.count)
        }
        return (out, ends)
    }

    /// `doc`'s rows and terms, the doc's title counting as its first
    /// section's (the terms gathered as it rendered, when they are there).
    static func docFragment(_ doc: Document) -> Fragment {
        let sections = PlainText.sections(doc.rendered)
        let gathered = doc.terms.flatMap { $0.title == doc.title ? $0 : nil } ?? DocSearchTerms(title: doc.title, sections: sections)
        let (rows, rowEnds) = docEntries(doc, sections: sections)
        return Fragment(rows: rows, rowEnds: rowEnds, terms: gathered.terms)
    }

    /// The tokens' and themes' rows and terms, each entry a section (its
    /// title a title, its heading a heading).
    static func entriesFragment(_ entries: [Entry]) -> Fragment {
        var terms = SearchTerms()
        var rows: [UInt8] = []
        var rowEnds: [Int] = []
        for (index, entry) in entries.enumerated() {
            terms.add(entry.title, section: index, tier: 2)
            terms.add(entry.heading, section: index, tier: 1)
            terms.add(entry.text, section: index, tier: 0)
            rows.append(UInt8(ascii: "["))
            JSONString.append(entry.title, to: &rows)
            rows.append(UInt8(ascii: ","))
            JSONString.append(entry.url, to: &rows)
            rows.append(UInt8(ascii: ","))
            JSONString.append(entry.heading, to: &rows)
            rows.append(UInt8(ascii: ","))
            JSONString.append(entry.text, to: &rows)
            rows.append(contentsOf: "],\n".utf8)
            rowEnds.append(rows.count)
        }
        return Fragment(rows: rows, rowEnds: rowEnds, terms: terms.grouped())
    }

    /// How many shards an index of `textBytes` bytes of text gets: a power
    /// of two (see `SearchTerms.buckets`), the largest with at least
    /// `bytesPerShard` each, at most 256.
    static func shardCount(textBytes: Int) -> Int {
        var shards = 1
        while shards < SearchTerms.buckets && textBytes / (shards * 2) >= bytesPerShard { shards *= 2 }
        return shards
    }

    static let bytesPerShard = 40 * 1024
    /// A chunk ends at the first row that would take it past this many
    /// bytes (a longer row is a chunk of its own).
    static let chunkBytes = 24 * 1024

    /// Every file of the index (see the type's comment), each passed to
    /// `settle` as soon as it is made, on all cores: each doc's rows and
    /// terms straight to bytes, then the chunks and the shards.
    ///
    /// `extraEntries` follow the tokens and themes (a site's own design
    /// system's tokens).
    ///
    /// `locales`: the translations of a site with several locales, each the
    /// start of its pages' paths (`docs/fr/`) and the run of `docs` that are
    /// its pages; the manifest then gives each one's run of sections
    /// (`"locales":[["docs/fr/",first,end],…]`) and the client shows a
    /// reader only the sections of their page's locale (the default
    /// locale's: those in no run).
    public static func files(docs: [Document], registry: ThemeRegistry, extraEntries: [Entry] = [],
                             locales: [(prefix: String, docs: Range<Int>)] = [],
                             settle: @Sendable (OutputFile) -> OutputFile = { $0 },
                             previous: @Sendable (String) -> [UInt8]? = { _ in nil }) -> [OutputFile] {
        let textBytes = docs.reduce(0) { total, doc in
            total + (doc.rendered.sectionTexts?.reduce(0) { $0 + $1.utf8.count } ?? doc.rendered.htmlBytes.count)
        }
        let shards = shardCount(textBytes: textBytes)
        let entries = tokenAndThemeEntries(registry) + extraEntries
        let fragments = concurrentMap(largestFirst: docs.map(\.rendered.htmlBytes.count) + [0]) { number in
            number < docs.count ? docFragment(docs[number]) : entriesFragment(entries)
        }
        var bases: [Int] = []
        var sections = 0
        for fragment in fragments {
            bases.append(sections)
            sections += fragment.rowEnds.count
        }
        // Chunks: (fragment, row) where each starts, and its first section.
        var chunkStarts: [(fragment: Int, row: Int)] = []
        var chunkSections: [Int] = []
        var size = 0
        for (number, fragment) in fragments.enumerated() {
            var previous = 0
            for (row, end) in fragment.rowEnds.enumerated() {
                if chunkStarts.isEmpty || (size > 0 && size + end - previous > chunkBytes) {
                    chunkStarts.append((number, row))
                    chunkSections.append(bases[number] + row)
                    size = 0
                }
                size += end - previous
                previous = end
            }
        }
        let starts = chunkStarts
        let chunks = concurrentMap(starts.count) { chunk in
            let rows = chunkRows(fragments, from: starts[chunk], to: chunk + 1 < starts.count ? starts[chunk + 1] : (fragments.count, 0))
            let path = "\(folder)/t\(chunk).js"
            let bytes = kept(previous(path), prefix: chunkPrefix(chunk), packing: rows[...]) ?? chunkScript(chunk, rows: rows)
            return (checksum(bytes), settle(OutputFile(path: path, bytes: bytes)))
        }
        let groupedTerms = fragments.map(\.terms)
        let runs = withExtendedLifetime(groupedTerms) { ShardRuns(groupedTerms.map(\.view), bases: bases, shards: shards) }
        let shardFiles = withExtendedLifetime(runs) {
            concurrentMap(shards) { shard in
                let path = "\(folder)/s\(shard).js"
                let script = SearchShard.script(shard, of: runs)
                let bytes = keptShard(previous(path), script) ?? packedShard(script)
                return (checksum(bytes), settle(OutputFile(path: path, bytes: bytes)))
            }
        }
        // The version: changes whenever a shard or chunk does, so a page
        // drops what it loaded of an older index.
        var version: UInt64 = 0
        for (sum, _) in chunks + shardFiles { version = (version ^ sum) &* 0x100_0000_01B3 }
        var manifest = Array("window.ThemePreviewSearchIndex = {\"version\":\"".utf8)
        let hex = Array("0123456789abcdef".utf8)
        for shift in stride(from: 60, through: 0, by: -4) { manifest.append(hex[Int((version >> UInt64(shift)) & 15)]) }
        manifest.append(contentsOf: "\",\"shards\":".utf8)
        SearchTerms.appendDecimal(shards, to: &manifest)
        manifest.append(contentsOf: ",\"chunks\":[".utf8)
        for (index, section) in chunkSections.enumerated() {
            if index > 0 { manifest.append(UInt8(ascii: ",")) }
            SearchTerms.appendDecimal(section, to: &manifest)
        }
        manifest.append(UInt8(ascii: "]"))
        if !locales.isEmpty {
            manifest.append(contentsOf: ",\"locales\":[".utf8)
            for (index, locale) in locales.enumerated() {
                if index > 0 { manifest.append(UInt8(ascii: ",")) }
                manifest.append(contentsOf: "[\"".utf8)
                // Folder names are language tags: letters, digits and `-`.
                manifest.append(contentsOf: locale.prefix.utf8.filter { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 >= 0x20 })
                manifest.append(contentsOf: "\",".utf8)
                let first = locale.docs.lowerBound < bases.count ? bases[locale.docs.lowerBound] : sections
                let end = locale.docs.upperBound < bases.count ? bases[locale.docs.upperBound] : sections
                SearchTerms.appendDecimal(first, to: &manifest)
                manifest.append(UInt8(ascii: ","))
                SearchTerms.appendDecimal(end, to: &manifest)
                manifest.append(UInt8(ascii: "]"))
            }
            manifest.append(UInt8(ascii: "]"))
        }
        manifest.append(contentsOf: "};\n".utf8)
        return [settle(OutputFile(path: "assets/search-index.js", bytes: manifest))] + chunks.map(\.1) + shardFiles.map(\.1)
    }

    /// A 64-bit checksum of `bytes`, eight at a time.
    static func checksum(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(raw.count)
            var index = 0
            while index + 8 <= raw.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 29
                index += 8
            }
            while index < raw.count {
                hash = (hash ^ UInt64(raw[index])) &* 0x100_0000_01B3
                index += 1
            }
            return hash
        }
    }

    /// The script of the chunk of rows from `start` up to `end`: the rows
    /// as a JSON array, deflated (`Deflate`) and seven bits a character
    /// (`ScriptBytes`: `ThemePreviewSearch.text(3,"…")`), which the page inflates with
    /// `DecompressionStream`; the array itself if zlib fails.
    static func chunkScript(_ chunk: Int, _ fragments: [Fragment], from start: (fragment: Int, row: Int),
                            to end: (fragment: Int, row: Int)) -> [UInt8] {
        chunkScript(chunk, rows: chunkRows(fragments, from: start, to: end))
    }

    /// The rows of a chunk as the JSON array its script carries.
    static func chunkRows(_ fragments: [Fragment], from start: (fragment: Int, row: Int),
                          to end: (fragment: Int, row: Int)) -> [UInt8] {
        var rows = Array("[\n".utf8)
        var position = start
        while position.fragment < end.fragment || (position.fragment == end.fragment && position.row < end.row) {
            let fragment = fragments[position.fragment]
            let last = position.fragment == end.fragment ? end.row : fragment.rowEnds.count
            if position.row < last {
                let from = position.row == 0 ? 0 : fragment.rowEnds[position.row - 1]
                rows.append(contentsOf: fragment.rows[from..<fragment.rowEnds[last - 1]])
            }
            position = (position.fragment + 1, 0)
        }
        // Each row ends in `,` and a line break: JSON has no trailing comma.
        if rows.count > 2 { rows.removeLast(2) }
        rows.append(contentsOf: "\n]".utf8)
        return rows
    }

    /// `ThemePreviewSearch.text(<chunk>,`: how chunk `chunk`'s script begins.
    static func chunkPrefix(_ chunk: Int) -> [UInt8] {
        var script = Array("ThemePreviewSearch.text(".utf8)
        SearchTerms.appendDecimal(chunk, to: &script)
        script.append(UInt8(ascii: ","))
        return script
    }

    /// The script of chunk `chunk` holding `rows` (`chunkRows`).
    static func chunkScript(_ chunk: Int, rows: [UInt8]) -> [UInt8] {
        var script = chunkPrefix(chunk)
        if let packed = Deflate.compress(rows) {
            script.append(UInt8(ascii: "\""))
            script.append(contentsOf: ScriptBytes.encode(packed))
            script.append(UInt8(ascii: "\""))
        } else {
            script.append(contentsOf: rows)
        }
        script.append(contentsOf: ");\n".utf8)
        return script
    }

    /// `old` (the previous output's file at the same path) when it is
    /// the script `prefix` begins, that deflates (at zlib's default level,
    /// as `Deflate.compress`) exactly `content`: the bytes this build would
    /// make, without deflating again. Inflating and comparing costs a
    /// fraction of deflating, most of the index's time in a rebuild.
    static func kept(_ old: [UInt8]?, prefix: [UInt8], packing content: ArraySlice<UInt8>) -> [UInt8]? {
        let suffix = Array("\");\n".utf8)
        guard let old, old.count >= prefix.count + 1 + suffix.count, old.starts(with: prefix), old[prefix.count] == UInt8(ascii: "\""),
              old.suffix(suffix.count).elementsEqual(suffix),
              let packed = ScriptBytes.decode(utf8: old[(prefix.count + 1)..<(old.count - suffix.count)]),
              // zlib's header for its default level: another level deflates differently.
              packed.count > 2, packed[0] == 0x78, packed[1] == 0x9C,
              let inflated = Deflate.decompress(packed, limit: content.count), sameBytes(inflated, content) else { return nil }
        return old
    }

    /// Whether `one` and `two` hold the same bytes: one `memcmp`, where
    /// `elementsEqual` compared a byte at a time (264 M instructions in a
    /// rebuild of the proposals).
    static func sameBytes(_ one: [UInt8], _ two: ArraySlice<UInt8>) -> Bool {
        one.count == two.count && one.withUnsafeBytes { first in
            two.withUnsafeBytes { second in
                guard let firstBase = first.baseAddress, let secondBase = second.baseAddress else { return first.isEmpty }
                return memcmp(firstBase, secondBase, first.count) == 0
            }
        }
    }

    /// `old` when it is what `packedShard(script)` makes (see `kept`).
    static func keptShard(_ old: [UInt8]?, _ script: [UInt8]) -> [UInt8]? {
        guard old != nil, let quote = script.firstIndex(of: UInt8(ascii: "\"")), script.count >= quote + 4,
              let open = script.firstIndex(of: UInt8(ascii: "(")), open < quote else { return nil }
        return kept(old, prefix: Array("ThemePreviewSearch.packedShard".utf8) + script[open..<quote],
                    packing: script[(quote + 1)..<(script.count - 4)])
    }

    /// The rows a chunk's script holds (`assets/search/t<n>.js`), as the
    /// JSON array the page reads, inflated; nil if `script` is not a chunk.
    public static func chunkRows(_ script: String) -> String? {
        guard script.hasPrefix("ThemePreviewSearch.text("), script.hasSuffix(");\n"),
              let comma = script.firstIndex(of: ",") else { return nil }
        let argument = script[script.index(after: comma)..<script.index(script.endIndex, offsetBy: -3)]
        guard argument.hasPrefix("\"") else { return String(argument) }
        guard let packed = ScriptBytes.decode(argument.dropFirst().dropLast()),
              let rows = Deflate.decompress(packed, limit: 64 * packed.count + 1024) else { return nil }
        return String(decoding: rows, as: UTF8.self)
    }

    /// A shard's script (`SearchShard`) with its terms deflated and seven
    /// bits a character: `ThemePreviewSearch.packedShard(3,"…")`, which the
    /// page inflates with `DecompressionStream`; the script as it was if
    /// zlib fails.
    static func packedShard(_ script: [UInt8]) -> [UInt8] {
        // `ThemePreviewSearch.shard(3,"` … `");\n`: the terms hold no `"`.
        guard let quote = script.firstIndex(of: UInt8(ascii: "\"")), script.count >= quote + 4,
              let packed = Deflate.compress(Array(script[(quote + 1)..<(script.count - 4)])) else { return script }
        var out = Array("ThemePreviewSearch.packedShard".utf8)
        out.append(contentsOf: script[(script.firstIndex(of: UInt8(ascii: "(")) ?? quote)...quote])
        out.append(contentsOf: ScriptBytes.encode(packed))
        out.append(contentsOf: "\");\n".utf8)
        return out
    }

    /// The terms a shard's script (`assets/search/s<n>.js`) holds, as
    /// `term:postings|…`, inflated; nil if `script` is not a shard.
    public static func shardTerms(_ script: String) -> String? {
        guard script.hasSuffix("\");\n"), let quote = script.firstIndex(of: "\"") else { return nil }
        let argument = script[script.index(after: quote)..<script.index(script.endIndex, offsetBy: -4)]
        if script.hasPrefix("ThemePreviewSearch.shard(") { return String(argument) }
        guard script.hasPrefix("ThemePreviewSearch.packedShard("), let packed = ScriptBytes.decode(argument),
              let terms = Deflate.decompress(packed, limit: 64 * packed.count + 1024) else { return nil }
        return String(decoding: terms, as: UTF8.self)
    }

    /// The entries for the tokens and the themes, after the docs'.
    static func tokenAndThemeEntries(_ registry: ThemeRegistry) -> [Entry] {
        var entries: [Entry] = []
        let theme = registry.defaultTheme
        for token in ColorToken.allCases {
            entries.append(Entry(title: token.name, url: "index.html#tokens-colors", heading: "Color token",
                                 text: "\(CSSVariable.color(token)) · \(theme.light[token].css) light, \(theme.dark[token].css) dark · \(token.purpose)"))
        }
        for token in SyntaxToken.allCases {
            entries.append(Entry(title: token.qualifiedName, url: "index.html#tokens-colors", heading: "Syntax color",
                                 text: "\(CSSVariable.syntax(token)) · \(theme.light[syntax: token].css) light, \(theme.dark[syntax: token].css) dark · \(token.purpose)"))
        }
        for token in TypeToken.allCases {
            let style = theme.typography[token]
            entries.append(Entry(title: token.name, url: "index.html#tokens-type", heading: "Type token",
                                 text: "\(CSSVariable.font(token)) · \(NumberFormat.decimal(style.size, maxFractionDigits: 2))pt \(style.weight.rawValue) · \(token.usage)"))
        }
        for token in SpacingToken.allCases {
            entries.append(Entry(title: token.name, url: "index.html#tokens-spacing", heading: "Spacing token",
                                 text: "\(CSSVariable.space(token)) · \(TokenDeclarations.px(theme.spacing[token])) · \(token.usage)"))
        }
        for token in RadiusToken.allCases {
            entries.append(Entry(title: token.name, url: "index.html#tokens-radii", heading: "Radius token",
                                 text: "\(CSSVariable.radius(token)) · \(token.usage)"))
        }
        for token in ShadowToken.allCases {
            entries.append(Entry(title: token.name, url: "index.html#tokens-shadows", heading: "Shadow token",
                                 text: "\(CSSVariable.shadow(token)) · \(token.usage)"))
        }
        for theme in registry.themes {
            entries.append(Entry(title: theme.displayName, url: "themes/\(theme.id.rawValue)/light.html", heading: "Theme",
                                 text: "\(theme.id.rawValue) · accent \(theme.light[.accent].hexRGB) light, \(theme.dark[.accent].hexRGB) dark"))
        }
        return entries
    }
}

/// One doc's terms (see `SearchTerms`), grouped by bucket: its title's
/// count as its first section's, each heading's as its section's. Made
/// once, then only read.
public final class DocSearchTerms: @unchecked Sendable {
    /// The title the terms were gathered with.
    public let title: String
    let terms: GroupedTerms

    public convenience init(title: String, rendered: RenderedMarkdown) {
        self.init(title: title, sections: PlainText.sections(rendered))
    }

    init(title: String, sections: [PlainText.Section]) {
        self.title = title
        var terms = SearchTerms(expectedBytes: sections.reduce(0) { $0 + $1.text.utf8.count })
        terms.add(title, section: 0, tier: 2)
        for (index, section) in sections.enumerated() {
            if let heading = section.heading { terms.add(heading, section: index, tier: 1) }
            terms.add(section.text, section: index, tier: 0)
        }
        self.terms = terms.grouped()
    }
}

import Basics
import Foundation

/// The languages found on this machine (GtkSourceView 5's definitions,
/// from Debian's `libgtksourceview-5-common`) and in a site's
/// `languages/` folder, which adds or overrides definitions. Definitions
/// are read when a language is first asked for and kept for the process.
public final class LanguageCatalog: @unchecked Sendable {
    /// Where Debian installs GtkSourceView 5's language definitions.
    public static let systemDirectory = "/usr/share/gtksourceview-5/language-specs"
    /// The Debian package that holds them.
    public static let package = "libgtksourceview-5-common"

    /// A definition file of the site's own.
    public struct SiteDefinition: Sendable {
        public var path: String
        public var bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// A definition that could not be read, and where.
    public struct Problem: Sendable, Equatable {
        public var path: String
        public var line: Int
        public var column: Int
        public var message: String
    }

    /// A language as `theme-preview languages` lists it.
    public struct Language: Sendable, Equatable {
        public var id: String
        public var name: String
        public var section: String
        /// Other names a fence may give it, sorted.
        public var aliases: [String]
        /// The file it is defined in.
        public var path: String
    }

    private struct Entry {
        var id: String
        var name: String
        var section: String
        var hidden: Bool
        var globs: [String]
        var path: String
        /// A site's definition, already read.
        var definition: LanguageDefinition?
    }

    /// The folder read, nil for none.
    public let directory: String?
    /// The site's definitions that could not be read.
    public let problems: [Problem]
    private let entries: [String: Entry]
    private let names: [String: String]
    private let definitions = OnceMap<String, LanguageDefinition?>()
    /// By language id: see `references`.
    private let referencedLanguages = OnceMap<String, [String]>()
    /// PCRE2's per-thread match state, kept for the next block.
    let scratches = ScratchPool()
    private let graphs = OnceMap<String, ContextGraph?>()
    private let patterns = PatternStore()

    /// How many patterns this catalog's languages have compiled so far.
    /// Each is compiled when a block first reaches its context and kept
    /// for the catalog's life (a build, or every build of `serve`).
    public var patternsCompiled: Int { patterns.compiled }

    /// Reads the index of `directory` (nil: none) and the site's own
    /// definitions, which win over the folder's with the same id.
    public init(directory: String? = LanguageCatalog.systemDirectory, site: [SiteDefinition] = []) {
        var entries: [String: Entry] = [:]
        if let directory, let files = try? FileManager.default.contentsOfDirectory(atPath: directory) {
            for file in files.sorted() where file.hasSuffix(".lang") {
                let path = directory + "/" + file
                guard let header = Self.header(path) else { continue }
                if entries[header.id] == nil { entries[header.id] = header }
            }
        }
        self.directory = entries.isEmpty ? nil : directory
        var problems: [Problem] = []
        for file in site.sorted(by: { $0.path < $1.path }) {
            do {
                let definition = try LanguageDefinitionParser.parse(file.bytes, source: file.path)
                entries[definition.id] = Entry(id: definition.id, name: definition.name, section: definition.section, hidden: definition.hidden,
                                               globs: definition.globs, path: file.path, definition: definition)
            } catch {
                problems.append(Problem(path: file.path, line: error.line, column: error.column, message: error.message))
            }
        }
        self.entries = entries
        self.problems = problems
        names = Self.names(entries)
    }

    /// Whether any definition was found.
    public var isEmpty: Bool { entries.isEmpty }

    /// What a fence's language name means here.
    public enum Lookup: Sendable, Equatable {
        case language(id: String)
        case console
        /// `text` and the like: plain on purpose.
        case plain
        /// Shown by something else (math).
        case elsewhere
        /// A diagram (Mermaid), shown as its code.
        case diagram
        /// No such language; the nearest known name, if one is close.
        case unknown(suggestion: String?)
    }

    public func lookUp(_ name: String) -> Lookup {
        if name.isEmpty || LanguageNames.plain.contains(name) { return .plain }
        if LanguageNames.elsewhere.contains(name) { return .elsewhere }
        if LanguageNames.diagrams.contains(name) { return .diagram }
        if LanguageNames.console.contains(name) { return .console }
        if let id = names[name], entries[id] != nil { return .language(id: id) }
        if LanguageNames.withoutDefinition.contains(name) { return .unknown(suggestion: nil) }
        let candidates = (Array(names.keys) + LanguageNames.console).sorted()
        return .unknown(suggestion: Self.nearest(name, among: candidates))
    }

    /// Every language a fence can name, sorted by id, with its aliases.
    public var languages: [Language] {
        let byID = Dictionary(grouping: names.keys, by: { names[$0] ?? "" })
        return entries.values.filter { !$0.hidden }.sorted { $0.id < $1.id }.map { entry in
            Language(id: entry.id, name: entry.name, section: entry.section,
                     aliases: (byID[entry.id] ?? []).filter { $0 != entry.id }.sorted(), path: entry.path)
        }
    }

    /// The resolved contexts of language `id`, built once (as `definition`).
    func graph(_ id: String) -> ContextGraph? {
        graphs.value(id) { [patterns] in
            ContextGraph(language: id, patterns: patterns, definition: self.definition, references: self.references)
        }
    }

    /// Every name a fence may use, to its language id: ids, the aliases
    /// above, names (lowercased, spaces as hyphens) and file extensions.
    private static func names(_ entries: [String: Entry]) -> [String: String] {
        var names: [String: String] = [:]
        for entry in entries.values.sorted(by: { $0.id < $1.id }) where !entry.hidden {
            for glob in entry.globs where glob.hasPrefix("*.") {
                let extensionName = glob.dropFirst(2).lowercased()
                if !extensionName.contains(where: { "*?[".contains($0) }), names[extensionName] == nil { names[extensionName] = entry.id }
            }
        }
        for entry in entries.values where !entry.hidden {
            names[entry.name.lowercased().replacingOccurrences(of: " ", with: "-")] = entry.id
        }
        for entry in entries.values where !entry.hidden { names[entry.id.lowercased()] = entry.id }
        // The aliases win: `python` is Python 3, as on GitHub, not the
        // definition whose id is `python` (Python 2).
        for (alias, id) in LanguageNames.aliases where entries[id] != nil { names[alias] = id }
        return names
    }

    /// Language `id`'s definition, read when first asked for (a thread
    /// that asks while another reads it waits; other languages are read
    /// side by side).
    func definition(_ id: String) -> LanguageDefinition? {
        let entry = entries[id]
        return definitions.value(id) {
            guard let entry else { return nil }
            return entry.definition ?? (FileManager.default.contents(atPath: entry.path)).flatMap {
                try? LanguageDefinitionParser.parse(Array($0), source: entry.path)
            }
        }
    }

    /// The languages definition `id` names (`ContextGraph.referencedLanguages`),
    /// worked out the first time a graph loads it: every graph loads `def`,
    /// and Markdown's or HTML's loads the same few others.
    private func references(_ id: String, _ definition: LanguageDefinition) -> [String] {
        referencedLanguages.value(id) { ContextGraph.referencedLanguages(definition) }
    }

    /// The id, name, section, hidden flag and globs from the start of a
    /// definition file, without reading all of it.
    private static func header(_ path: String) -> Entry? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // Bytes: Foundation's `range(of:)` on 173
        // files' heads took most of a build's highlighting set-up.
        let bytes = [UInt8]((try? handle.read(upToCount: 8 * 1024)) ?? Data())
        func find(_ needle: String, from start: Int = 0) -> Int? {
            Bytes.find(Array(needle.utf8), in: bytes, from: start)
        }
        guard let tag = find("<language ") else { return nil }
        let attributesStart = tag + 10
        let attributesEnd = bytes[attributesStart...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
        let attributes = Self.attributes(String(decoding: bytes[attributesStart..<attributesEnd], as: UTF8.self))
        guard let id = attributes["id"] else { return nil }
        var globs: [String] = []
        let property = "<property name=\"globs\">"
        if let open = find(property, from: attributesEnd), let close = find("</property>", from: open) {
            globs = String(decoding: bytes[(open + property.utf8.count)..<close], as: UTF8.self).split(separator: ";").map(String.init)
        }
        return Entry(id: id, name: attributes["name"] ?? attributes["_name"] ?? id,
                     section: attributes["section"] ?? attributes["_section"] ?? "Other", hidden: attributes["hidden"] == "true",
                     globs: globs, path: path)
    }

    private static func attributes(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = text[...]
        while let equals = rest.utf8.firstIndex(of: UInt8(ascii: "=")) {
            let name = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            rest = rest[rest.index(after: equals)...]
            guard let quote = rest.first, quote == "\"" || quote == "'" else { break }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: quote) else { break }
            result[name] = String(rest[..<close])
            rest = rest[rest.index(after: close)...]
        }
        return result
    }

    /// The candidate closest to `word`: at most 2 edits, or (for short
    /// names) 1, the earliest winning a tie.
    static func nearest(_ word: String, among candidates: [String]) -> String? {
        let word = Array(word)
        guard word.count <= 64 else { return nil }
        let maximum = word.count <= 3 ? 1 : 2
        var best: (String, Int)?
        for candidate in candidates {
            let other = Array(candidate)
            // A short name mistyped keeps its length (`sj`, `jss` are not `js`).
            guard abs(other.count - word.count) <= (word.count <= 3 ? 0 : maximum) else { continue }
            let distance = EditDistance.between(word, other)
            if distance <= maximum, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// The version of the Debian package the definitions come from, as
    /// dpkg records it; nil when it is not installed through dpkg.
    public static func installedVersion(statusFile: String = "/var/lib/dpkg/status") -> String? {
        // Bytes, not a String: the status file is most of a megabyte, and
        // `--version` reads it.
        guard let data = FileManager.default.contents(atPath: statusFile) else { return nil }
        let bytes = [UInt8](data)
        func find(_ needle: [UInt8], from start: Int, before limit: Int) -> Int? {
            Bytes.find(needle, in: bytes, from: start, before: limit)
        }
        let package = Array("\nPackage: \(Self.package)\n".utf8)
        guard let found = find(package, from: 0, before: bytes.count) else { return nil }
        let stanzaStart = found + package.count
        let stanzaEnd = find(Array("\n\n".utf8), from: stanzaStart, before: bytes.count) ?? bytes.count
        let label = Array("\nVersion: ".utf8)
        guard let version = find(label, from: stanzaStart - 1, before: stanzaEnd) else { return nil }
        let valueStart = version + label.count
        let valueEnd = bytes[valueStart..<stanzaEnd].firstIndex(of: 0x0A) ?? stanzaEnd
        return String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
    }

}

import Basics
import Foundation
import Markdown

/// Checks every link and image of every doc against the files the build
/// writes: a missing page or file, a missing `#fragment` (the target page's
/// heading ids and raw HTML ids), a link that leads outside `docs/`, a link
/// to a folder without an index page. Each problem is a warning at the
/// link's line and column in the Markdown file; nothing is changed in the
/// pages, so a link broken in the source stays as written.
///
/// Absolute URLs (`https:`, `mailto:`), protocol-relative (`//host`) and
/// root-relative links (`/path`: where they lead depends on where the site
/// is published) are not checked.
///
/// Only hash lookups over what the build has collected already: each doc's
/// links and heading ids, and the output's paths.
public struct LinkChecker: Sendable {
    let site: ResolvedSite
    let paths: OutputPaths
    /// Every path the build writes (pages, generated files, copied files).
    let outputs: Set<String>
    /// Folders under `docs/` holding at least one published file, `""` for
    /// `docs/` itself.
    let folders: Set<String>

    public init(site: ResolvedSite, outputs: Set<String>) {
        self.site = site
        paths = OutputPaths(site)
        self.outputs = outputs
        var folders: Set<String> = [""]
        for path in site.docs.map(\.sourcePath) + site.docAssets {
            var end = path.endIndex
            while let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
                guard folders.insert(String(path[..<slash])).inserted else { break }
                end = slash
            }
        }
        self.folders = folders
    }

    /// Every problem, by file in byte order, then by position.
    public func warnings() -> [Diagnostic] {
        warnings(reusing: nil).warnings
    }

    /// What a check found per doc, for the next check of the same site
    /// after an edit (`serve`): a doc's warnings are taken as they are while
    /// its links, the output's paths and the ids of every page its
    /// fragments point into are the same.
    public struct Memo: Sendable {
        fileprivate var outputs: Set<String> = []
        fileprivate var folders: Set<String> = []
        fileprivate var docsDirectory = ""
        fileprivate var entries: [String: Entry] = [:]

        fileprivate struct Entry: Sendable {
            var links: [MarkdownLink]
            var bodyLineOffset: Int
            var warnings: [Diagnostic]
            /// The pages whose ids the check read, as it read them.
            var targets: [String: TargetIDs]
        }

        public init() {}
    }

    /// What a link's fragment is checked against on its page.
    fileprivate struct TargetIDs: Equatable, Sendable {
        var headings: [DocHeading]
        var htmlIDs: [String]
        var omittedHTMLIDs: [String]

        init(_ doc: Doc) {
            headings = doc.rendered.headings
            htmlIDs = doc.rendered.htmlIDs
            omittedHTMLIDs = doc.rendered.omittedHTMLIDs
        }
    }

    /// Every problem, as `warnings()`, checking again only the docs `memo`
    /// cannot answer for; and what this check found, for the next.
    /// Docs are checked on all cores, in batches that each keep their own
    /// cache of the target pages' ids.
    public func warnings(reusing memo: Memo?) -> (warnings: [Diagnostic], memo: Memo) {
        // Indexes into the site's docs: a `Doc` copied is many references retained.
        let all = site.docs
        let docs = all.indices.filter { !all[$0].rendered.links.isEmpty && all[$0].fallback == nil }
            .sorted { all[$0].sourcePath.utf8.lexicographicallyPrecedes(all[$1].sourcePath.utf8) }
        let usable = memo.flatMap { $0.outputs == outputs && $0.folders == folders && $0.docsDirectory == site.docsDirectory ? $0 : nil }
        var byPath: [String: Int] = [:]
        if usable != nil {
            byPath.reserveCapacity(all.count)
            for index in all.indices { byPath[all[index].sourcePath] = index }
        }
        var kept: [Int: Memo.Entry] = [:]
        var stale: [Int] = []
        for (position, index) in docs.enumerated() {
            if let entry = usable?.entries[all[index].sourcePath], entry.links == all[index].rendered.links,
               entry.bodyLineOffset == all[index].bodyLineOffset,
               entry.targets.allSatisfy({ path, read in byPath[path].map { TargetIDs(all[$0]) } == read }) {
                kept[position] = entry
            } else {
                stale.append(position)
            }
        }
        let toCheck = stale
        let batchSize = 64
        let batches = (toCheck.count + batchSize - 1) / batchSize
        let results = ResultSlots<[(Int, Memo.Entry)]>(count: batches)
        let check: @Sendable (Int) -> Void = { batch in
            var ids: [String: Set<String>] = [:]
            var checked: [(Int, Memo.Entry)] = []
            for index in toCheck[(batch * batchSize)..<min(toCheck.count, (batch + 1) * batchSize)] {
                let doc = all[docs[index]]
                var found: [Diagnostic] = []
                var targets: [String: Doc] = [:]
                for link in doc.rendered.links {
                    guard let problem = problem(link, in: doc, ids: &ids, targets: &targets) else { continue }
                    let noun = link.kind == .image ? "image" : "link"
                    found.append(.warning(file: doc.file(in: site.docsDirectory),
                                          line: link.line + doc.bodyLineOffset, column: link.column,
                                          "broken \(noun) '\(link.written ?? link.destination)': \(problem)"))
                }
                checked.append((index, Memo.Entry(links: doc.rendered.links, bodyLineOffset: doc.bodyLineOffset, warnings: found,
                                                  targets: targets.mapValues(TargetIDs.init))))
            }
            results.set(batch, .success(checked))
        }
        if batches == 1 { check(0) } else if batches > 1 { shareCores(iterations: batches, execute: check) }
        for (index, entry) in results.values.flatMap({ (try? $0.get()) ?? [] }) { kept[index] = entry }

        var next = Memo()
        next.entries.reserveCapacity(docs.count)
        next.outputs = outputs
        next.folders = folders
        next.docsDirectory = site.docsDirectory
        var warnings: [Diagnostic] = []
        for index in docs.indices {
            guard let entry = kept[index] else { continue }
            warnings += entry.warnings
            next.entries[all[docs[index]].sourcePath] = entry
        }
        return (warnings, next)
    }

    /// What is wrong with `link` in `doc`, or nil when it works; the docs
    /// whose ids it read go into `targets`.
    private func problem(_ link: MarkdownLink, in doc: Doc, ids: inout [String: Set<String>], targets: inout [String: Doc]) -> String? {
        let destination = link.destination
        // Searched as bytes: `#` and `?` are ASCII, so the indexes are
        // character boundaries.
        let hash = destination.utf8.firstIndex(of: UInt8(ascii: "#"))
        let beforeHash = destination[..<(hash ?? destination.endIndex)]
        let rawPath = beforeHash[..<(beforeHash.utf8.firstIndex(of: UInt8(ascii: "?")) ?? beforeHash.endIndex)]
        let fragment = hash.map { LinkChecker.decoded(destination[destination.utf8.index(after: $0)...]) } ?? ""

        guard !rawPath.isEmpty else {
            return missingFragment(fragment, in: doc, ids: &ids, targets: &targets)
                .map { "this page has no heading with the id '\($0)'\(hint($0, doc, ids))" }
        }
        let path = LinkChecker.decoded(rawPath)
        let folder = doc.sourcePath.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(doc.sourcePath[..<$0]) } ?? ""
        guard let resolved = LinkChecker.resolve(path, from: folder) else {
            // Out of docs/: fine when it lands on a file of the output (a
            // static file, a generated page such as ../contrast.html).
            let pageFolder = doc.outputPath.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(doc.outputPath[..<$0]) } ?? ""
            if let output = LinkChecker.resolve(path, from: pageFolder),
               outputs.contains(output.path) || outputs.contains(joinPath(output.path, "index.html")) {
                return nil
            }
            return "it leads outside docs/ to a file the site does not have (only docs/ and static/ are published)"
        }
        var shown: String { joinPath(site.docsDirectory, resolved.path) }
        if !resolved.isFolder {
            if let output = paths.outputPath(ofSource: resolved.path) {
                return fragmentProblem(fragment, page: output, shown: shown, ids: &ids, targets: &targets)
            }
            let output = OutputPaths.assetOutputPath(resolved.path)
            if outputs.contains(output) { return fragmentProblem(fragment, page: output, shown: shown, ids: &ids, targets: &targets) }
            if !folders.contains(resolved.path) {
                var message = "there is no \(shown)"
                if !InputFolder.isMarkdown(path), paths.outputPath(ofSource: resolved.path + ".md") != nil {
                    message += "; did you mean '\(rawPath).md'?"
                }
                return message
            }
        }
        // A folder: its index page.
        let index = joinPath(InputFolder.docs.rawValue, resolved.path, "index.html")
        if outputs.contains(index) {
            return fragmentProblem(fragment, page: index, shown: joinPath(shown, "index.html"), ids: &ids, targets: &targets)
        }
        guard folders.contains(resolved.path) else { return "there is no \(shown)/" }
        return "\(shown)/ has no index page (README.md, index.md or _index.md)"
    }

    /// The problem with `fragment` on the output file `page` (shown to
    /// people as `shown`); only a doc's page has ids to check.
    private func fragmentProblem(_ fragment: String, page: String, shown: @autoclosure () -> String,
                                 ids: inout [String: Set<String>], targets: inout [String: Doc]) -> String? {
        guard let target = paths.doc(output: page), let missing = missingFragment(fragment, in: target, ids: &ids, targets: &targets) else {
            return nil
        }
        return "\(shown()) has no heading with the id '\(missing)'\(hint(missing, target, ids))"
    }

    /// `fragment` when `doc` has no element with that id; nil when it has
    /// (or the fragment is empty, or `top`, which browsers scroll to).
    private func missingFragment(_ fragment: String, in doc: Doc, ids: inout [String: Set<String>],
                                 targets: inout [String: Doc]) -> String? {
        guard !fragment.isEmpty, !(fragment.utf8.count == 3 && fragment.lowercased() == "top") else { return nil }
        targets[doc.sourcePath] = doc
        if ids[doc.sourcePath] == nil {
            ids[doc.sourcePath] = Set(doc.rendered.headings.map(\.id) + doc.rendered.htmlIDs)
        }
        return ids[doc.sourcePath]?.contains(fragment) == true ? nil : fragment
    }

    /// Why `fragment` is missing from `doc`, when its left-out raw HTML
    /// had it; else the nearest id.
    private func hint(_ fragment: String, _ doc: Doc, _ ids: [String: Set<String>]) -> String {
        if doc.rendered.omittedHTMLIDs.contains(fragment) {
            return " (its raw HTML has one, left out: `markdown: rawHTML: true` in config.yaml keeps it)"
        }
        guard let candidates = ids[doc.sourcePath],
              let near = EditDistance.suggestion(for: fragment, among: candidates.sorted()) else { return "" }
        return "; did you mean '#\(near)'?"
    }

    /// `path` (relative, as written) from the folder `base` (under
    /// `docs/`): the path under `docs/` it names, and whether it names a
    /// folder (`guide/`, `.`, `..`); nil when it climbs out of `docs/`.
    static func resolve(_ path: String, from base: String) -> (path: String, isFolder: Bool)? {
        // The common case, a plain relative path (`setup.md`, `img/a.png`).
        if isPlain(path) {
            return (base.isEmpty ? path : base + "/" + path, false)
        }
        var parts = base.isEmpty ? [] : base.split(separator: "/").map(String.init)
        let written = path.split(separator: "/", omittingEmptySubsequences: false)
        for part in written {
            switch part {
            case "", ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        let last = written.last ?? ""
        return (parts.joined(separator: "/"), last.isEmpty || last == "." || last == "..")
    }

    /// Whether `path` has no `.` or `..` part and no empty one (neither
    /// starts with `.`, nor ends with `/`, nor holds `/.` or `//`), checked
    /// byte by byte (Foundation's `contains` is many times slower).
    static func isPlain(_ path: String) -> Bool {
        var previous = UInt8(ascii: "/")
        for byte in path.utf8 {
            if previous == UInt8(ascii: "/") && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")) { return false }
            previous = byte
        }
        return previous != UInt8(ascii: "/")
    }

    /// Percent escapes decoded (`my%20picture.png`); as written when they
    /// are not valid UTF-8.
    static func decoded(_ text: Substring) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        return String(text).removingPercentEncoding ?? String(text)
    }
}

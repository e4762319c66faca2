import Basics
import Foundation
import PreviewRenderer

/// The served folder: receives an update's changed files (each written to a
/// hidden temporary file and renamed into place, so a request never sees half
/// a file) and deletes its removed ones. Unchanged files are not touched.
struct OutputMirror: Sendable {
    let root: String

    /// Writes `update`; returns how many files were written and removed.
    func apply(_ update: OutputChanges) throws -> (written: Int, removed: Int) {
        for change in update.changes {
            try OutputMirror.write(change.contents, to: root + "/" + change.path)
        }
        var removed = 0
        for path in update.removed where unlink(root + "/" + path) == 0 {
            removed += 1
            var folder = (path as NSString).deletingLastPathComponent
            while !folder.isEmpty, rmdir(root + "/" + folder) == 0 {
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return (update.changes.count, removed)
    }

    static func write(_ data: Data, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = folder + "/.theme-preview-" + UUID().uuidString
        do {
            try data.write(to: URL(fileURLWithPath: temporary))
        } catch {
            throw FileSystemError(path: path, reason: "cannot write the file: \(error.localizedDescription)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FileSystemError(path: path, reason: "cannot write the file: \(reason)")
        }
    }
}

/// Which open pages need what after an update.
struct ReloadPlan: Equatable, Sendable {
    /// Changed stylesheets, from the site root (`/assets/theme-preview.css`).
    var stylesheets: [String] = []
    /// assets/themes.js changed: re-apply the current theme's CSS.
    var themes = false
    /// Pages whose only change is inside their `<style>` elements.
    var restyledPages: [String] = []
    /// Pages to reload.
    var reloadedPages: [String] = []
    /// Reload every page (a script, image or font changed).
    var reloadAll = false

    var isEmpty: Bool { self == ReloadPlan() }

    /// Data files pages do not load as such: no reload for them. The search
    /// index (`assets/search-index.js` and `assets/search/`) is loaded when
    /// searching, and a page drops what it loaded once the index's version
    /// changes, so the next search has the new one.
    static let quiet = Set(FixedFile.allCases.filter { !$0.isLoadedByPages }.map(\.path))

    static func isQuiet(_ path: String) -> Bool {
        quiet.contains(path) || path.hasPrefix("assets/search/")
    }

    init() {}

    init(_ update: OutputChanges) {
        for change in update.changes {
            let url = "/" + change.path
            let name = change.path.lowercased()
            if name.hasSuffix(".css") {
                stylesheets.append(url)
            } else if change.path == FixedFile.themesScript.path {
                themes = true
            } else if let page = FixedFile(rawValue: change.path)?.onlyPage {
                reloadedPages.append("/" + page)
            } else if name.hasSuffix(".html") || name.hasSuffix(".htm") {
                if let previous = change.previous, ReloadPlan.sameOutsideStyles(previous, change.contents) {
                    restyledPages.append(url)
                } else {
                    reloadedPages.append(url)
                }
            } else if !ReloadPlan.isQuiet(change.path) && !name.hasSuffix(".json") && !name.hasSuffix(".map")
                        && !name.hasSuffix(".txt") && !name.hasSuffix(".xml") && !name.hasSuffix(".md") {
                reloadAll = true
            }
        }
        for path in update.removed where path.lowercased().hasSuffix(".html") {
            reloadedPages.append("/" + path)
        }
        // A page and a file only it loads may both have changed.
        var seen = Set<String>()
        reloadedPages = reloadedPages.filter { seen.insert($0).inserted }
        restyledPages = restyledPages.filter { !seen.contains($0) }
    }

    /// `html` with the text of every `<style>` element taken out.
    static func withoutStyles(_ html: Data) -> Data {
        html.withUnsafeBytes { bytes in
            var result = Data()
            for range in keptRanges(bytes) { result.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[range])) }
            return result
        }
    }

    /// Whether `withoutStyles(first) == withoutStyles(second)`, without
    /// making either: the pieces outside `<style>` elements compared in place.
    static func sameOutsideStyles(_ first: Data, _ second: Data) -> Bool {
        first.withUnsafeBytes { one in
            second.withUnsafeBytes { two in
                let kept = (keptRanges(one), keptRanges(two))
                guard kept.0.reduce(0, { $0 + $1.count }) == kept.1.reduce(0, { $0 + $1.count }) else { return false }
                // Walk both lists of pieces side by side, comparing the
                // overlapping stretches.
                var (a, b) = (kept.0[...], kept.1[...])
                while let x = a.first, let y = b.first {
                    let length = min(x.count, y.count)
                    if length > 0, memcmp(one.baseAddress! + x.lowerBound, two.baseAddress! + y.lowerBound, length) != 0 {
                        return false
                    }
                    a[a.startIndex] = x.lowerBound + length..<x.upperBound
                    b[b.startIndex] = y.lowerBound + length..<y.upperBound
                    if a[a.startIndex].isEmpty { a = a.dropFirst() }
                    if b[b.startIndex].isEmpty { b = b.dropFirst() }
                }
                return true
            }
        }
    }

    /// The ranges of `html` outside the text of its `<style>` elements: up
    /// to and with each `<style …>` tag, then from its `</style>` on.
    static func keptRanges(_ html: UnsafeRawBufferPointer) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var cursor = 0
        while let start = find("<style", in: html, from: cursor),
              let tagEnd = find(">", in: html, from: start + 6),
              let end = find("</style>", in: html, from: tagEnd) {
            ranges.append(cursor..<tagEnd + 1)
            cursor = end
        }
        ranges.append(cursor..<html.count)
        return ranges
    }

    /// Where `needle` (ASCII) first starts in `html` at or after `from`.
    private static func find(_ needle: StaticString, in html: UnsafeRawBufferPointer, from: Int) -> Int? {
        let count = needle.utf8CodeUnitCount
        guard let base = html.baseAddress, from <= html.count - count else { return nil }
        let first = Int32(needle.utf8Start.pointee)
        var position = from
        while position <= html.count - count {
            guard let hit = memchr(base + position, first, html.count - count + 1 - position) else { return nil }
            let index = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(base + index, needle.utf8Start, count) == 0 { return index }
            position = index + 1
        }
        return nil
    }
}

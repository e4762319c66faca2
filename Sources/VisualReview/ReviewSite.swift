import Basics
import Comparison
import Foundation
import PreviewRenderer
import Revisions

/// The review site `compare` writes: both sides built (`base/`, `head/`),
/// the pinned pages pictured and diffed when Chromium is there, and
/// `index.html` (see `ReviewPage`). Written into a staging folder beside
/// the output and moved into place only when everything worked.
public struct ReviewSite: Sendable {
    /// What changed between the two sides' themes.
    public var comparison: TokenComparison
    /// The two site folders to build.
    public var baseSite: String
    public var headSite: String
    /// The review's folder: created, or replaced when it holds an earlier review.
    public var output: String
    /// Whether to picture the pinned pages (when Chromium is on PATH).
    public var pictures: Bool
    /// What the built pages name as their generator (`theme-preview <version>`).
    public var generator: String

    public init(comparison: TokenComparison, baseSite: String, headSite: String, output: String, pictures: Bool,
                generator: String) {
        self.comparison = comparison
        self.baseSite = baseSite
        self.headSite = headSite
        self.output = output
        self.pictures = pictures
        self.generator = generator
    }

    /// Marks a folder as a review site, so that a later run may replace it
    /// and nothing else.
    static let marker = ".theme-preview-review"

    /// Builds both sides, pictures them, and writes the review into `output`;
    /// nothing is left behind when it fails.
    public func write() async throws(BuildFailure) {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: output, isDirectory: &isDirectory) {
            guard isDirectory.boolValue, files.fileExists(atPath: joinPath(output, Self.marker)) else {
                throw BuildFailure([Diagnostic(file: output, message: "refusing to write the review here: it holds something other than an earlier review; choose another --output")])
            }
        }
        let staging = output + ".staging-\(UUID().uuidString.prefix(8))"
        do {
            try files.createDirectory(atPath: staging, withIntermediateDirectories: true)
        } catch {
            throw BuildFailure([Diagnostic(file: staging, message: "could not create the folder: \(error.localizedDescription)")])
        }
        do throws(BuildFailure) {
            try fill(staging)
        } catch {
            try? files.removeItem(atPath: staging)
            throw error
        }
        var picturesSection = ""
        var changedPages: Int?
        if pictures, let chromium = Chromium.find() {
            let taken = await ReviewPictures.take(chromium: chromium, review: staging)
            picturesSection = taken.section
            changedPages = taken.changedPages
        } else {
            picturesSection = ReviewPictures.skipped(pictures ? CompareVisuals.chromiumMissingReason : "--no-pictures was given.")
        }
        do throws(BuildFailure) {
            try finish(staging, picturesSection: picturesSection, changedPages: changedPages)
        } catch {
            try? files.removeItem(atPath: staging)
            throw error
        }
    }

    /// Both sides built into the staging folder.
    private func fill(_ staging: String) throws(BuildFailure) {
        let builder = FullBuilder(generator: generator)
        do {
            _ = try builder.build(siteDirectory: baseSite, output: joinPath(staging, "base"))
        } catch {
            throw error.naming("base")
        }
        do {
            _ = try builder.build(siteDirectory: headSite, output: joinPath(staging, "head"))
        } catch {
            throw error.naming("head")
        }
    }

    /// The front page, the marker, and the move into place.
    private func finish(_ staging: String, picturesSection: String, changedPages: Int?) throws(BuildFailure) {
        let files = FileManager.default
        let gallery = (files.contents(atPath: joinPath(staging, "head/index.html")).map { GallerySections(galleryHTML: Array($0)) })
            ?? GallerySections(galleryHTML: [])
        var page = ReviewPage(comparison: comparison, docChanges: docChanges(staging), gallery: gallery,
                              picturesSection: picturesSection, pagesWithChangedPixels: changedPages)
        page.extraStyle = CompareVisuals.sectionCSS
        do {
            try Data(page.html.utf8).write(to: URL(fileURLWithPath: joinPath(staging, "index.html")))
            try Data("theme-preview review site; `theme-preview compare` replaces this folder.\n".utf8)
                .write(to: URL(fileURLWithPath: joinPath(staging, Self.marker)))
            try LocalFileSystem().remove(output)
            try files.moveItem(atPath: staging, toPath: output)
        } catch {
            throw BuildFailure([Diagnostic(file: output, message: "could not write the review: \(error.localizedDescription)")])
        }
    }

    /// Docs pages whose bytes differ, were added or were removed, by path.
    private func docChanges(_ staging: String) -> [ReviewPage.DocChange] {
        let before = Self.pages(under: joinPath(staging, "base/docs"))
        let after = Self.pages(under: joinPath(staging, "head/docs"))
        var changes: [ReviewPage.DocChange] = []
        for path in Set(before.keys).union(after.keys).sorted() {
            switch (before[path], after[path]) {
            case (nil, .some): changes.append(.init(path: "docs/" + path, kind: .added))
            case (.some, nil): changes.append(.init(path: "docs/" + path, kind: .removed))
            case let (old?, new?) where Self.main(old) != Self.main(new): changes.append(.init(path: "docs/" + path, kind: .changed))
            default: break
            }
        }
        return changes
    }

    /// A page's `<main>` element, what the doc itself shows: every page's
    /// appearance panel carries the themes' swatches, so a token change
    /// alone would otherwise mark every page changed.
    private static func main(_ page: Data) -> Data {
        let open: StaticString = "<main", close: StaticString = "</main>"
        let found = page.withUnsafeBytes { bytes -> Range<Int>? in
            guard let start = ByteSearch.firstOffset(of: open, in: bytes, from: 0),
                  let end = ByteSearch.firstOffset(of: close, in: bytes, from: start + open.utf8CodeUnitCount) else { return nil }
            return start..<(end + close.utf8CodeUnitCount)
        }
        guard let found else { return page }
        return page[(page.startIndex + found.lowerBound)..<(page.startIndex + found.upperBound)]
    }

    private static func pages(under folder: String) -> [String: Data] {
        var pages: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return pages }
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".html"), let data = FileManager.default.contents(atPath: joinPath(folder, path)) else { continue }
            pages[path] = data
        }
        return pages
    }
}

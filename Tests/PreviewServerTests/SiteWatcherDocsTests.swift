import Foundation
import Synchronization
@testable import PreviewServer
import Testing

/// A docs folder kept outside the site folder is watched too, its files
/// reported as `docs/…` like the site's own.
struct SiteWatcherDocsTests {
    @Test func theDocsFolderElsewhereIsInTheSnapshotAsDocs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tp-watch-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in ["site/config.yaml": "docs: ../notes\n", "notes/a.md": "# A\n", "notes/sub/b.md": "# B\n",
                             "site/docs/ignored.md": "# Not read\n"] {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let snapshot = SiteWatcher.snapshot(of: root + "/site", docs: root + "/notes")
        #expect(snapshot.keys.sorted() == ["config.yaml", "docs/a.md", "docs/sub/b.md"])
        #expect(SiteWatcher.snapshot(of: root + "/site").keys.sorted() == ["config.yaml", "docs/ignored.md"])
    }

    /// A file docs include from outside the docs folder (mdBook's
    /// `../listings/main.rs`) is watched, and reported by its path.
    @Test func anIncludedFileOutsideTheDocsIsWatched() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tp-watch-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let listing = root + "/book/listings/main.rs"
        for (path, text) in ["site/config.yaml": "title: Book\n", "book/src/a.md": "{{#include ../listings/main.rs}}\n",
                             "book/listings/main.rs": "fn main() {}\n"] {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let reported = Mutex<[[String]]>([])
        let watcher = SiteWatcher(directory: root + "/site", docs: root + "/book/src", included: { [listing] }, interval: 0.05)
        watcher.start(from: SiteWatcher.snapshot(of: root + "/site", docs: root + "/book/src"),
                      onChange: { paths in reported.withLock { $0.append(paths) } })
        // Nothing changed yet: the included file's first stamp is not a change.
        try await Task.sleep(for: .milliseconds(300))
        #expect(reported.withLock { $0 }.isEmpty)
        try Data("fn main() { changed(); }\n".utf8).write(to: URL(fileURLWithPath: listing))
        let deadline = Date().addingTimeInterval(30)
        while reported.withLock({ $0.isEmpty }) && Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
        await watcher.stop()
        #expect(reported.withLock { $0 } == [[listing]])
    }
}

import Foundation
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
}

@testable import Basics
import Foundation
@testable import PreviewRenderer
import TestSupport
import Testing

/// `LocalFileSystem.remove` on real files in a temporary folder.
struct LocalRemovalTests {
    let disk = LocalFileSystem()

    /// A folder goes with everything in it, however deep; a symbolic link
    /// in it is removed, never followed: what it points to stays.
    @Test func aFolderGoesWithEverythingInItButNotWhatItsLinksPointTo() throws {
        let root = try temporaryFolder("remove")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let kept = joinPath(root, "kept")
        try disk.write(Data("keep me".utf8), to: joinPath(kept, "inside.txt"))
        let doomed = joinPath(root, "site")
        for index in 0..<300 {
            try disk.write(Data("page \(index)".utf8), to: joinPath(doomed, "docs/part\(index % 7)/page\(index).html"))
        }
        try disk.createDirectory(joinPath(doomed, "empty/deeper"))
        try FileManager.default.createSymbolicLink(atPath: joinPath(doomed, "docs/to-kept"), withDestinationPath: kept)
        try FileManager.default.createSymbolicLink(atPath: joinPath(doomed, "dangling"), withDestinationPath: joinPath(root, "nowhere"))
        try disk.remove(doomed)
        #expect(disk.kind(at: doomed) == nil)
        #expect(try disk.listing(under: kept).files == ["inside.txt"])
    }

    /// A file, a link and something missing.
    @Test func aFileALinkAndNothing() throws {
        let root = try temporaryFolder("remove")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = joinPath(root, "file.txt")
        try disk.write(Data("x".utf8), to: file)
        try FileManager.default.createSymbolicLink(atPath: joinPath(root, "link"), withDestinationPath: root)
        try disk.remove(file)
        try disk.remove(joinPath(root, "link"))
        try disk.remove(joinPath(root, "missing"))
        #expect(disk.kind(at: file) == nil && disk.kind(at: joinPath(root, "link")) == nil && disk.kind(at: root) == .directory)
    }

    /// What cannot be removed is said with its path (as a user without the
    /// right to change a folder; root may change any).
    @Test(.enabled(if: getuid() != 0)) func aFolderThatCannotBeChangedIsNamed() throws {
        let root = try temporaryFolder("remove")
        defer {
            chmod(joinPath(root, "locked"), 0o755)
            try? FileManager.default.removeItem(atPath: root)
        }
        try disk.write(Data("x".utf8), to: joinPath(root, "locked/file.txt"))
        chmod(joinPath(root, "locked"), 0o555)
        #expect(throws: FileSystemError.self) { try disk.remove(joinPath(root, "locked")) }
    }
}

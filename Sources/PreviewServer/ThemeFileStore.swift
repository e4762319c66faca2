import Basics
import Foundation
import PreviewRenderer

/// Reads and writes `tokens/<id>.theme.json` in the site folder, and
/// nothing else: the id is checked (lowercase letters, digits and `-`), so
/// the path is always that one file; `tokens/` and the file must not be
/// symbolic links (a build does not follow them either). A write goes to a
/// hidden temporary file in `tokens/`, which the build never reads, and is
/// renamed over the file: a reader sees the old bytes or the new, never
/// part of them. The temporary file is removed if anything fails.
struct ThemeFileStore: Sendable {
    /// The site folder as the user named it (paths in messages start with it).
    let siteDirectory: String

    /// Why a read or a write was refused.
    struct Refusal: Error {
        enum Kind { case badID, notAllowed, failed }
        var kind: Kind
        var message: String
    }

    /// What is at the theme file's path now.
    struct Current {
        var bytes: Data?
        /// The version of `bytes` (`ContentVersion`); nil when there is no file.
        var version: String? { bytes.map { ContentVersion.of($0) } }
    }

    /// `tokens/<id>.theme.json`, as people see it (relative to the site folder).
    static func shownPath(_ id: String) -> String {
        joinPath(InputFolder.tokens.rawValue, ThemeFiles.fileName(of: id))
    }

    var tokensFolder: String { joinPath(siteDirectory, InputFolder.tokens.rawValue) }

    func path(of id: String) -> String { joinPath(tokensFolder, ThemeFiles.fileName(of: id)) }

    /// Refuses anything but a theme id.
    func checkID(_ id: String) throws(Refusal) {
        guard ThemeFiles.isValidID(id) else {
            throw Refusal(kind: .badID, message: "Refused: \(ThemeFiles.invalidIDMessage(id)). A theme is saved only as tokens/<id>.theme.json in the site folder.")
        }
    }

    /// The theme file's bytes, or none; refused when `tokens/` or the file
    /// is a link or not what it should be.
    func read(_ id: String) throws(Refusal) -> Current {
        try checkID(id)
        try checkFolder(mayBeMissing: true)
        let path = path(of: id)
        switch Self.kind(path) {
        case nil: return Current(bytes: nil)
        case S_IFREG: break
        case S_IFLNK: throw Refusal(kind: .notAllowed, message: "Refused: \(Self.shownPath(id)) is a symbolic link. theme-preview never follows links in the site folder (a build skips this one); put the file itself there.")
        default: throw Refusal(kind: .notAllowed, message: "Refused: \(Self.shownPath(id)) is not a file.")
        }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return Current(bytes: nil) }
            throw Refusal(kind: .failed, message: "Cannot read \(Self.shownPath(id)): \(String(cString: strerror(errno))).")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw Refusal(kind: .notAllowed, message: "Refused: \(Self.shownPath(id)) is not a file.")
        }
        do {
            return Current(bytes: try handle.readToEnd() ?? Data())
        } catch {
            throw Refusal(kind: .failed, message: "Cannot read \(Self.shownPath(id)): \(error.localizedDescription).")
        }
    }

    /// Writes `bytes` as the theme file of `id`, creating `tokens/` when
    /// there is none. The caller has read the file (`read`) and checked
    /// the new text.
    func write(_ bytes: Data, as id: String) throws(Refusal) {
        try checkID(id)
        try checkFolder(mayBeMissing: true)
        if Self.kind(tokensFolder) == nil {
            guard mkdir(tokensFolder, 0o777) == 0 || errno == EEXIST else {
                throw Refusal(kind: .failed, message: "Cannot create \(InputFolder.tokens.rawValue)/ in the site folder: \(String(cString: strerror(errno))).")
            }
            try checkFolder(mayBeMissing: false)
        }
        let target = path(of: id)
        var existing = stat()
        let mode = lstat(target, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG ? existing.st_mode & 0o7777 : 0o666
        // Hidden and not ending in .json: the build and the watcher skip it.
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        let temporary = joinPath(tokensFolder, ".\(ThemeFiles.fileName(of: id)).\(suffix).saving")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            throw Refusal(kind: .failed, message: "Cannot write in \(InputFolder.tokens.rawValue)/: \(String(cString: strerror(errno))). Nothing was saved.")
        }
        var failure: String?
        do {
            try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: bytes)
        } catch {
            failure = error.localizedDescription
        }
        if failure == nil, fchmod(descriptor, mode) != 0 || fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, target) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw Refusal(kind: .failed, message: "Cannot write \(Self.shownPath(id)): \(failure). Nothing was saved; the file is as it was.")
        }
        // The rename itself on disk, as far as the system allows.
        let folder = open(tokensFolder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// `tokens/` is a folder (or, with `mayBeMissing`, not there yet), not a link.
    private func checkFolder(mayBeMissing: Bool) throws(Refusal) {
        switch Self.kind(tokensFolder) {
        case S_IFDIR: return
        case nil where mayBeMissing: return
        case S_IFLNK:
            throw Refusal(kind: .notAllowed, message: "Refused: \(InputFolder.tokens.rawValue)/ in the site folder is a symbolic link. theme-preview never follows links in the site folder (a build skips it too); make it a folder.")
        default:
            throw Refusal(kind: .notAllowed, message: "Refused: \(InputFolder.tokens.rawValue) in the site folder is not a folder.")
        }
    }

    /// The file type at `path` (`S_IFREG`, `S_IFDIR`, `S_IFLNK`…) without
    /// following a link; nil when nothing is there.
    private static func kind(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }
}

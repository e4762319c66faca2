import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
private let systemRead = Darwin.read
#endif

/// The real disk.
public struct LocalFileSystem: FileSystem {
    public init() {}

    public var isSharedWithOtherPrograms: Bool { true }

    public func kind(at path: String) -> FileKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .file
        }
    }

    public func contents(of path: String) throws -> Data {
        // One open, then fstat and read on the descriptor. O_NONBLOCK: opening
        // a named pipe must not wait for a writer; only regular files are
        // read (a device could be endless).
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let openError = errno
            var info = stat()
            if stat(path, &info) == 0, let found = Self.notRegular(info) {
                throw FileSystemError(path: path, reason: "expected a regular file, found \(found)")
            }
            switch openError {
            case ENOENT: throw FileSystemError(path: path, reason: "no such file")
            case EACCES, EPERM:
                throw FileSystemError(path: path, reason: "cannot read the file: \(String(cString: strerror(openError)).lowercased()) (check its permissions)")
            default: throw FileSystemError(path: path, reason: "cannot read the file: \(String(cString: strerror(openError)))")
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw FileSystemError(path: path, reason: "cannot read the file: \(String(cString: strerror(errno)))")
        }
        if let found = Self.notRegular(info) {
            throw FileSystemError(path: path, reason: "expected a regular file, found \(found)")
        }
        // The size fstat gave, then on until the end (the file may grow).
        var data = Data(count: max(Int(info.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == data.count { data.count += max(data.count, 4096) }
            let count = data.count
            let read = data.withUnsafeMutableBytes { raw in
                systemRead(descriptor, raw.baseAddress! + filled, count - filled)
            }
            if read > 0 {
                filled += read
            } else if read == 0 {
                break
            } else if errno != EINTR {
                throw FileSystemError(path: path, reason: "cannot read the file: \(String(cString: strerror(errno)))")
            }
        }
        data.count = filled
        return data
    }

    /// Read into the string's own storage: no buffer to zero, fill and
    /// copy again, which was half of reading a docs folder.
    public func plainText(of path: String, maximumBytes: Int) -> String? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, Self.notRegular(info) == nil, info.st_size <= maximumBytes else { return nil }
        let size = Int(info.st_size)
        var plain = true
        // One byte more than fstat gave: a file that grew meanwhile is left
        // to `contents(of:)`.
        let text = String(unsafeUninitializedCapacity: size + 1) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var filled = 0
            while filled < size + 1 {
                let read = systemRead(descriptor, base + filled, size + 1 - filled)
                if read > 0 {
                    filled += read
                } else if read == 0 || errno != EINTR {
                    break
                }
            }
            plain = filled == size && memchr(base, 0, size) == nil && memchr(base, 13, size) == nil
                && !(size >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF)
            return plain ? size : 0
        }
        // The string repairs bytes that are not UTF-8 into U+FFFD: a text
        // with one may not be the file's (one the file holds is read the
        // other way too, rarely).
        guard plain, text.utf8.count == size,
              text.utf8.withContiguousStorageIfAvailable({
                  ByteSearch.firstOffset(of: Self.replacementCharacter, in: UnsafeRawBufferPointer($0), from: 0) == nil
              }) == true
        else { return nil }
        return text
    }

    /// U+FFFD in UTF-8.
    private static let replacementCharacter: StaticString = "\u{FFFD}"

    /// What a file that is not a regular file is, for a message; nil for a
    /// regular file.
    private static func notRegular(_ info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "something else"
        }
    }

    public func files(under directory: String) throws -> [String] {
        try listing(under: directory).files
    }

    public func listing(under directory: String) throws -> FolderListing {
        var result = FolderListing(files: [])
        try collect(directory, prefix: "", into: &result)
        return FolderListing(files: sortedPaths(result.files), symbolicLinks: sortedPaths(result.symbolicLinks))
    }

    public func physicalPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : joinPath(FileManager.default.currentDirectoryPath, path)
        if let resolved = realpath(absolute, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        // Not there (yet): resolve the part that exists, then add the rest.
        let parent = (absolute as NSString).deletingLastPathComponent
        let last = (absolute as NSString).lastPathComponent
        guard parent != absolute, !parent.isEmpty else { return lexicallyResolved(absolute) }
        let base = physicalPath(parent)
        switch last {
        case "", ".", "/": return base
        case "..": return (base as NSString).deletingLastPathComponent
        default: return base == "/" ? "/" + last : base + "/" + last
        }
    }

    /// The name of an entry `readdir` gave.
    public static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }

    /// `readdir`, its entries' types as it gives them (`lstat` only when
    /// the file system does not say): no `stat` per file, no Foundation.
    private func collect(_ directory: String, prefix: String, into result: inout FolderListing) throws {
        guard let folder = opendir(directory) else {
            throw FileSystemError(path: directory, reason: "cannot list the folder (check its permissions)")
        }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = LocalFileSystem.name(of: entry)
            if name == "." || name == ".." { continue }
            let path = joinPath(directory, name)
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            let found: FileKind?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): found = .directory
            case Int32(DT_LNK): found = .symbolicLink
            case Int32(DT_UNKNOWN): found = kind(at: path)
            default: found = .file
            }
            switch found {
            case .directory: try collect(path, prefix: relative, into: &result)
            case .file: result.files.append(relative)
            case .symbolicLink: result.symbolicLinks.append(relative)
            case nil: continue
            }
        }
    }

    /// Plain `open`/`write`/`close`: no `fsync` per file (Foundation's
    /// `Data.write` syncs each one, which made writing a big site take
    /// seconds). A build is made safe by staging and renaming instead.
    public func write(_ data: Data, to path: String) throws {
        let descriptor = try openForWriting(path)
        defer { close(descriptor) }
        try data.withUnsafeBytes { try writeAll($0, to: descriptor, path: path) }
    }

    /// Compares piece by piece while the pieces match `existing`; at the
    /// first that does not, writes what matched (copied from `existing`,
    /// whose bytes they were), that piece and the rest.
    public func write<Pieces: Sequence<[UInt8]>>(pieces: Pieces, to path: String, unlessSameAs existing: String?) throws -> Bool {
        var iterator = pieces.makeIterator()
        var matched = 0
        var differing: [UInt8]?
        if let existing, let comparison = FileComparison(existing, count: nil) {
            while let piece = iterator.next() {
                guard piece.withUnsafeBytes({ comparison.matches($0) }) else {
                    differing = piece
                    break
                }
                matched += piece.count
            }
            if differing == nil && comparison.atEnd() { return true }
        }
        let descriptor = try openForWriting(path)
        defer { close(descriptor) }
        if matched > 0, let existing { try copyStart(of: existing, count: matched, to: descriptor, path: path) }
        if let differing { try differing.withUnsafeBytes { try writeAll($0, to: descriptor, path: path) } }
        while let piece = iterator.next() {
            try piece.withUnsafeBytes { try writeAll($0, to: descriptor, path: path) }
        }
        return false
    }

    /// The first `count` bytes of `source`, written to `descriptor`.
    private func copyStart(of source: String, count: Int, to descriptor: Int32, path: String) throws {
        let input = open(source, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard input >= 0 else { throw FileSystemError(path: source, reason: "cannot read the file: \(String(cString: strerror(errno)))") }
        defer { close(input) }
        let chunk = 1 << 16
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        var copied = 0
        while copied < count {
            let read = systemRead(input, buffer, min(chunk, count - copied))
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { throw FileSystemError(path: source, reason: "the file changed while it was read") }
            try writeAll(UnsafeRawBufferPointer(start: buffer, count: read), to: descriptor, path: path)
            copied += read
        }
    }

    /// Creates or truncates the file, and its folder when that is missing.
    private func openForWriting(_ path: String) throws -> Int32 {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0 && errno == ENOENT {
            let parent = (path as NSString).deletingLastPathComponent
            if !parent.isEmpty { try createDirectory(parent) }
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else {
            throw FileSystemError(path: path, reason: "cannot write the file: \(String(cString: strerror(errno)))")
        }
        return descriptor
    }

    private func writeAll(_ raw: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws {
        guard let base = raw.baseAddress else { return }
        var offset = 0
        while offset < raw.count {
            let written = systemWrite(descriptor, base + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, reason: "cannot write the file: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    /// A hard link: no data is written, and removing the previous output
    /// later frees nothing that is kept.
    public func linkFile(_ existing: String, to path: String, contents data: () throws -> Data) -> Bool {
        link(existing, path) == 0
    }

    /// Reads the file (a rebuild's previous output is usually still in
    /// memory) and compares it chunk by chunk.
    public func isIdentical(_ existing: String, contents data: Data) -> Bool {
        guard let reader = FileComparison(existing, count: data.count) else { return false }
        return data.withUnsafeBytes { reader.matches($0) } && reader.atEnd()
    }

    public func createDirectory(_ path: String) throws {
        // One mkdir when the parent exists (a build creates a thousand
        // folders; FileManager checks every component of every path).
        if mkdir(path, 0o755) == 0 { return }
        if errno == EEXIST, kind(at: path) == .directory { return }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError(path: path, reason: "cannot create the folder: \(error.localizedDescription)")
        }
    }

    /// A file, a symbolic link (not what it points to) or a folder with
    /// everything in it. A folder is emptied through descriptors with
    /// `readdir` and `unlinkat`: no `stat` per entry and no path
    /// rebuilt per file (a previous output or review holds thousands).
    public func remove(_ path: String) throws {
        guard let found = kind(at: path) else { return }
        guard found == .directory else {
            guard unlink(path) == 0 || errno == ENOENT else { throw removalError(path, errno) }
            return
        }
        // A file system may skip entries while others are removed under
        // `readdir`: a folder still not empty is read again.
        for attempt in 1...3 {
            let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard folder >= 0 else { throw removalError(path, errno) }
            try removeContents(of: folder, path: path)
            if rmdir(path) == 0 || errno == ENOENT { return }
            guard errno == ENOTEMPTY && attempt < 3 else { throw removalError(path, errno) }
        }
    }

    /// Removes everything in the folder open as `descriptor` (which it
    /// closes), `path` naming it in errors.
    private func removeContents(of descriptor: Int32, path: String) throws {
        guard let folder = fdopendir(descriptor) else {
            let code = errno
            close(descriptor)
            throw removalError(path, code)
        }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = LocalFileSystem.name(of: entry)
            if name == "." || name == ".." { continue }
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                isFolder = fstatat(dirfd(folder), name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFDIR
            }
            if isFolder {
                let child = openat(dirfd(folder), name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard child >= 0 else { throw removalError(joinPath(path, name), errno) }
                try removeContents(of: child, path: joinPath(path, name))
            }
            if unlinkat(dirfd(folder), name, isFolder ? AT_REMOVEDIR : 0) != 0 {
                let code = errno
                guard code == ENOENT else { throw removalError(joinPath(path, name), code) }
            }
        }
    }

    private func removalError(_ path: String, _ code: Int32) -> FileSystemError {
        FileSystemError(path: path, reason: "cannot remove: \(String(cString: strerror(code)))")
    }

    public func move(_ source: String, to destination: String) throws {
        guard rename(source, destination) == 0 else {
            throw FileSystemError(path: destination, reason: "cannot move \(source) here: \(String(cString: strerror(errno)))")
        }
    }
}

/// An open regular file of the expected size, compared with what a build
/// made, part after part, 64 KiB read at a time.
private final class FileComparison {
    private let descriptor: Int32
    private let buffer: UnsafeMutableRawPointer

    /// Nil when there is no regular file at `path`, or of a size other
    /// than `count` when it is given.
    init?(_ path: String, count: Int?) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, count.map({ Int(info.st_size) == $0 }) ?? true else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        buffer = UnsafeMutableRawPointer.allocate(byteCount: 1 << 16, alignment: 16)
    }

    deinit {
        close(descriptor)
        buffer.deallocate()
    }

    /// Whether the file's next bytes are `part`.
    func matches(_ part: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < part.count {
            let count = read(descriptor, buffer, min(1 << 16, part.count - offset))
            if count < 0 && errno == EINTR { continue }
            guard count > 0, let base = part.baseAddress, memcmp(buffer, base + offset, count) == 0 else { return false }
            offset += count
        }
        return true
    }

    /// Nothing follows (the file did not grow since it was opened).
    func atEnd() -> Bool {
        read(descriptor, buffer, 1) == 0
    }
}

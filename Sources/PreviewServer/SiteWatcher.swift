import Basics
import Foundation
import PreviewRenderer
import Synchronization

/// Watches a site folder's inputs (config.yaml, docs/, tokens/, templates/,
/// static/) by comparing each file's size, modification time and inode with
/// the last scan (a stat per file, cheap). inotify, where it works, only
/// says when to scan: a scan follows every burst of events once it has been
/// quiet for `settle`, and one runs every `interval` regardless, so edits
/// are never missed. Calls `onChange` on its own thread, one change at a
/// time, with the changed paths relative to the site folder.
final class SiteWatcher: Sendable {
    struct Stamp: Equatable, Sendable {
        var size: Int64
        var modified: Int64
        var changed: Int64
        var inode: UInt64
    }

    typealias Snapshot = [String: Stamp]

    static let inputs = InputFolder.allCases.map(\.rawValue)

    let directory: String
    /// The docs folder, which may be outside the site folder; its files are
    /// reported as `docs/…` all the same.
    let docs: String
    /// A README outside the docs folder made the docs home (config.yaml's
    /// `home`): reported as `docs/index.md`.
    let home: String?
    /// Files the build read from outside the input folders: those docs
    /// include (mdBook's `{{#include ../listings/main.rs}}`, MkDocs'
    /// `auto_append` snippets) and other generators' interface strings
    /// (Docusaurus' `i18n/fr/code.json`), as the build last read them;
    /// reported by their paths as given.
    let included: @Sendable () -> [String]
    /// Seconds between scans without inotify (with it: a fallback scan
    /// every second).
    let interval: Double
    /// Seconds of quiet after an event before scanning.
    let settle: Double
    /// Seconds of quiet after a file is closed or renamed into place.
    static let afterASave = 0.002
    private let stopped = Mutex(false)
    private let finished = Latch()

    init(directory: String, docs: String? = nil, home: String? = nil, included: @escaping @Sendable () -> [String] = { [] },
         interval: Double = 0.15, settle: Double = 0.02) {
        self.directory = directory
        self.included = included
        self.home = home
        self.docs = docs ?? joinPath(directory, InputFolder.docs.rawValue)
        self.interval = interval
        self.settle = settle
    }

    /// Starts watching from `snapshot` (taken before the first build, so
    /// nothing saved during it is missed), with the included files as they
    /// are now (the first build found them).
    /// `onIdle` runs, on the same thread, once a scan after a short quiet
    /// moment finds nothing new while `wantsIdle()` says there is work for it.
    func start(from snapshot: Snapshot, onChange: @escaping @Sendable ([String]) -> Void,
               wantsIdle: @escaping @Sendable () -> Bool = { false }, onIdle: @escaping @Sendable () -> Void = {},
               onTick: @escaping @Sendable () -> Void = {}) {
        let thread = Thread { [self] in
            run(from: snapshot, onChange: onChange, wantsIdle: wantsIdle, onIdle: onIdle, onTick: onTick)
            finished.open()
        }
        thread.name = "theme-preview watcher"
        thread.start()
    }

    /// Stops and waits for the thread (at most one scan and one rebuild).
    func stop() async {
        stopped.withLock { $0 = true }
        await finished.wait()
    }

    private var isStopped: Bool { stopped.withLock { $0 } }

    private func run(from snapshot: Snapshot, onChange: @Sendable ([String]) -> Void, wantsIdle: @Sendable () -> Bool,
                     onIdle: @Sendable () -> Void, onTick: @Sendable () -> Void) {
        var last = snapshot.merging(SiteWatcher.snapshot(included: included())) { first, _ in first }
        let notify = Inotify()
        var watched: Set<String> = []
        func watchFolders() {
            guard let notify else { return }
            let includedFolders = Set(included().map { parentFolder(of: $0) }).sorted()
            for folder in [directory] + folders() + includedFolders where !watched.contains(folder) {
                if notify.watch(folder) { watched.insert(folder) }
            }
        }
        watchFolders()
        while !isStopped {
            let eager = wantsIdle()
            if let notify {
                var burst = notify.wait(seconds: eager ? settle : 1.0)
                // Let a burst of writes (an editor's save) finish: a file closed
                // after writing, or renamed into place, usually ends it, so
                // after one only a moment of quiet is waited for.
                var rounds = 0
                while burst.any && rounds < 25 {
                    rounds += 1
                    let next = notify.wait(seconds: burst.ended ? SiteWatcher.afterASave : settle)
                    guard next.any else { break }
                    burst = next
                }
            } else {
                Thread.sleep(forTimeInterval: eager ? settle : interval)
            }
            if isStopped { break }
            let now = SiteWatcher.snapshot(of: directory, docs: docs, home: home)
                .merging(SiteWatcher.snapshot(included: included())) { first, _ in first }
            let changes = SiteWatcher.changes(from: last, to: now)
            last = now
            if notify != nil && !changes.isEmpty {
                // Folders may have appeared; deleted ones drop out by themselves.
                watched = watched.filter { FileManager.default.fileExists(atPath: $0) }
                watchFolders()
            }
            if !changes.isEmpty {
                onChange(changes)
            } else if eager {
                onIdle()
            }
            onTick()
        }
    }

    /// Every folder below the input folders, for inotify.
    private func folders() -> [String] {
        var result: [String] = []
        func walk(_ path: String) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            for name in names {
                let child = path + "/" + name
                var info = stat()
                if lstat(child, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                    result.append(child)
                    walk(child)
                }
            }
        }
        for input in SiteWatcher.inputs {
            let path = input == InputFolder.docs.rawValue ? docs : directory + "/" + input
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                result.append(path)
                walk(path)
            }
        }
        return result
    }

    /// The stamps of config.yaml and of every file under the input folders.
    static func snapshot(of directory: String, docs: String? = nil, home: String? = nil) -> Snapshot {
        var result: Snapshot = [:]
        /// `skipsHidden`: in tokens/, templates/ and languages/, which the
        /// build reads nothing hidden from (an editor's swap file, the
        /// temporary file of a save from the theme lab).
        func stamp(_ path: String, _ relative: String, skipsHidden: Bool = false) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return }
            if info.st_mode & S_IFMT == S_IFDIR {
                guard let folder = opendir(path) else { return }
                defer { closedir(folder) }
                while let entry = readdir(folder) {
                    let name = LocalFileSystem.name(of: entry)
                    if name == "." || name == ".." || (skipsHidden && name.hasPrefix(".")) { continue }
                    stamp(path + "/" + name, relative + "/" + name, skipsHidden: skipsHidden)
                }
                return
            }
            result[relative] = SiteWatcher.stamp(info)
        }
        stamp(directory + "/" + SiteConfig.fileName, SiteConfig.fileName)
        for input in inputs {
            let skipsHidden = input != InputFolder.docs.rawValue && input != InputFolder.static.rawValue
            stamp(input == InputFolder.docs.rawValue ? docs ?? directory + "/" + input : directory + "/" + input, input,
                  skipsHidden: skipsHidden)
        }
        // Only stands for docs/index.md when the docs folder has none.
        if let home, result["docs/index.md"] == nil { stamp(home, "docs/index.md") }
        return result
    }

    /// The stamps of `files`, by their paths.
    static func snapshot(included files: [String]) -> Snapshot {
        var result: Snapshot = [:]
        for file in files {
            var info = stat()
            guard lstat(file, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { continue }
            result[file] = SiteWatcher.stamp(info)
        }
        return result
    }

    private static func stamp(_ info: stat) -> Stamp {
        Stamp(size: Int64(info.st_size),
              modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
              changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec),
              inode: UInt64(info.st_ino))
    }

    /// Paths added, removed or changed, sorted.
    static func changes(from old: Snapshot, to new: Snapshot) -> [String] {
        var result: [String] = []
        for (path, stamp) in new where old[path] != stamp { result.append(path) }
        for path in old.keys where new[path] == nil { result.append(path) }
        return result.sorted()
    }
}

/// A small inotify wrapper: only "something happened in a watched folder".
private final class Inotify {
    let descriptor: Int32

    init?() {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    func watch(_ path: String) -> Bool {
        let mask = UInt32(IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE
                          | IN_DELETE_SELF | IN_MOVE_SELF)
        return inotify_add_watch(descriptor, path, mask) >= 0
    }

    /// What one wait drained.
    struct Events {
        /// There were events.
        var any = false
        /// The last event closed a file written to, or renamed a file into
        /// a watched folder: what ends an editor's save.
        var ended = false
    }

    /// Waits up to `seconds` for events and drains them.
    func wait(seconds: Double) -> Events {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, max(1, Int32((seconds * 1000).rounded()))) > 0 else { return Events() }
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var events = Events()
        let header = MemoryLayout<inotify_event>.size
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            events.any = true
            var offset = 0
            buffer.withUnsafeBytes { bytes in
                while offset + header <= count {
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    events.ended = mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0
                    offset += header + length
                }
            }
        }
        return events
    }
}

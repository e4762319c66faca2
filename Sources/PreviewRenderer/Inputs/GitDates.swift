import Basics
import Foundation
import Markdown

/// When each file of a git repository was last changed: the committer
/// date of the last commit that touched it, read from the whole history in
/// one `git log` (not a process per file). The loader reads them for the
/// docs folder (`Loader`); a build of another revision can read them
/// itself and pass them in (`BuildOptions.gitDates`).
///
/// - A rename is a change: the commit that renamed a file is its last at
///   least, so history before a rename never decides the date and renames
///   are not followed (`--no-renames`, which also saves git finding them).
/// - The commits of the branch itself (`--first-parent -m`): a change
///   merged from another branch is the merge's, when it came to the
///   branch. That is what `git log -1 -- FILE` says in most histories (for
///   990 of the Hugo docs' 992 files; a walk of every branch agrees on 120,
///   as a branch may change a file that a later merge leaves as it was),
///   and the walk is shorter.
/// - The committer date, as Docusaurus takes it: when the commit was made
///   on the branch (a rebased or cherry-picked one counts from then), and
///   the order `git log` walks in, so "the last commit" and its date agree.
/// - A file git does not track (new, not committed yet) has no date; one
///   changed in the work tree but not committed has its last commit's.
/// - In a shallow clone the files the first fetched commit brought have no
///   date: their last change is at or before it, and when is not known.
public struct GitDates: Sendable, Equatable {
    /// The folder lookups are relative to, from the repository's top
    /// (`site/docs`; "" for the top itself).
    public var base: String
    /// The last commit's committer date (seconds since 1970, UTC) of each
    /// file, by path from the repository's top.
    public var dates: [String: Int64]
    /// Whether the repository is a shallow clone (`git clone --depth`).
    public var isShallow = false
    /// In a shallow clone, the files last touched by a commit where the
    /// fetched history ends, by path from the top: undated.
    public var beforeHistory: Set<String> = []
    /// Where the repository's top is on disk when the dates were read for a
    /// copy of it (a revision unpacked with `git archive`, which is no work
    /// tree): the loader then looks them up from the docs folder it finds
    /// in the copy (`rebased(toFolderAt:)`).
    public var copyRoot: String?

    public init(base: String, dates: [String: Int64], isShallow: Bool = false, beforeHistory: Set<String> = []) {
        self.base = base
        self.dates = dates
        self.isShallow = isShallow
        self.beforeHistory = beforeHistory
    }

    /// The date of `path`, relative to `base` (`guide/setup.md`;
    /// `../README.md` for a file beside the folder); nil when it has none.
    public func date(of path: String) -> DocDate? {
        topPath(path).flatMap { dates[$0] }.map(DocDate.init(secondsSince1970:))
    }

    /// Whether `path` (relative to `base`) is undated only because the
    /// clone is shallow.
    public func isBeforeHistory(_ path: String) -> Bool {
        topPath(path).map(beforeHistory.contains) ?? false
    }

    /// The same dates, looked up from `folder` (relative to `base`): dates
    /// read for a repository's top, rebased to `site/docs`, date that
    /// folder's `guide.md` and its `../../README.md`.
    public func rebased(to folder: String) -> GitDates {
        var copy = self
        copy.base = topPath(folder) ?? base
        return copy
    }

    /// The dates looked up from the folder at `folder` on disk, inside
    /// `copyRoot`; unchanged without one, or for a folder outside it.
    public func rebased(toFolderAt folder: String) -> GitDates {
        guard let copyRoot else { return self }
        let root = lexicallyNormalized(copyRoot), place = lexicallyNormalized(folder)
        guard place == root || place.hasPrefix(root + "/") else { return self }
        var copy = self
        copy.base = place == root ? "" : String(place.dropFirst(root.count + 1))
        return copy
    }

    /// `path` (relative to `base`) from the top; nil when it climbs out.
    private func topPath(_ path: String) -> String? {
        let joined = lexicallyNormalized(joinPath(base, path))
        return joined.hasPrefix("/") || joined == ".." || joined.hasPrefix("../") ? nil : joined
    }

    // MARK: Reading

    /// The dates of the files under `paths` (relative to `repository`, a
    /// folder in a git work tree; the folder itself by default) as
    /// `revision` has them (HEAD by default), with `repository` as the
    /// base. Nil when `repository` is in no git work tree, git is missing,
    /// or the revision has no commits. With `wanted` (paths relative to
    /// `repository`), git stops as soon as each of them has its date.
    public static func read(repository: String, revision: String? = nil, paths: [String] = ["."],
                            wanted: [String]? = nil) -> GitDates? {
        if let revision, revision.isEmpty || revision.hasPrefix("-") { return nil }
        guard let place = GitProcess.output(["-C", repository, "rev-parse", "--is-shallow-repository",
                                             "--show-toplevel", "--show-prefix"]) else { return nil }
        let lines = String(decoding: place, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3 else { return nil }
        let isShallow = lines[0] == "true"
        let top = String(lines[1])
        let base = lexicallyNormalized(String(lines[2]))
        func fromTop(_ path: String) -> String? {
            GitDates(base: base, dates: [:]).topPath(path)
        }
        let pathspecs = paths.compactMap(fromTop).map { $0.isEmpty ? "." : ":(literal)" + $0 }
        guard !pathspecs.isEmpty else { return nil }
        let arguments = ["-C", top, "log", "-z", "--first-parent", "-m", "--no-renames", "--no-follow", "--no-show-signature",
                         "--format=%x00%ct %P", "--name-only", revision ?? "HEAD", "--"] + pathspecs
        var log = LogReader(wanted: wanted.map { Set($0.compactMap(fromTop)) }, isShallow: isShallow)
        guard GitProcess.stream(arguments, into: { log.read($0) }) else { return nil }
        return GitDates(base: base, dates: log.dates, isShallow: isShallow, beforeHistory: log.beforeHistory)
    }

    /// The dates `git log -z --format='%x00%ct %P' --name-only` printed
    /// (from the top), for tests of the parsing.
    static func parse(_ output: [UInt8], isShallow: Bool = false) -> GitDates {
        var log = LogReader(wanted: nil, isShallow: isShallow)
        _ = log.read(output[...])
        return GitDates(base: "", dates: log.dates, isShallow: isShallow, beforeHistory: log.beforeHistory)
    }
}

/// Takes `git log -z --format='%x00%ct %P' --name-only` output as it comes:
/// each commit is a NUL, its date and parents, a NUL, then its files, each
/// ended by a NUL (the first after a newline). The newest commit comes first,
/// so a file's first appearance is its last change.
struct LogReader {
    private(set) var dates: [String: Int64] = [:]
    private(set) var beforeHistory: Set<String> = []
    /// The files to date; reading may stop once each has its date.
    let wanted: Set<String>?
    let isShallow: Bool
    private var remaining: Int
    /// The bytes of a field not yet ended.
    private var pending: [UInt8] = []
    /// What the next field is.
    private var expecting = Field.separator
    private var commitDate: Int64 = 0
    /// The commit has no parents in a shallow clone: the history ends there.
    private var commitIsBoundary = false

    private enum Field { case separator, header, firstFile, file }

    init(wanted: Set<String>?, isShallow: Bool) {
        self.wanted = wanted
        self.isShallow = isShallow
        remaining = wanted?.count ?? -1
    }

    /// Takes the next bytes; false once every wanted file has its date.
    mutating func read(_ bytes: some Collection<UInt8>) -> Bool {
        var start = bytes.startIndex
        while let end = bytes[start...].firstIndex(of: 0) {
            if pending.isEmpty {
                field(bytes[start..<end])
            } else {
                pending.append(contentsOf: bytes[start..<end])
                let whole = pending
                pending = []
                field(whole[...])
            }
            start = bytes.index(after: end)
            if remaining == 0 { return false }
        }
        pending.append(contentsOf: bytes[start...])
        return true
    }

    private mutating func field<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        switch expecting {
        case .separator:
            // Between commits, or a commit with no files (a merge).
            expecting = bytes.isEmpty ? .header : .separator
        case .header:
            let header = String(decoding: bytes, as: UTF8.self)
            let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            commitDate = parts.first.flatMap { Int64($0) } ?? 0
            commitIsBoundary = isShallow && (parts.count < 2 || parts[1].isEmpty)
            expecting = .firstFile
        case .firstFile, .file:
            if bytes.isEmpty {
                expecting = .header
                return
            }
            var name = bytes[...]
            if expecting == .firstFile, name.first == 0x0A { name = name.dropFirst() }
            expecting = .file
            guard !name.isEmpty else { return }
            note(String(decoding: name, as: UTF8.self))
        }
    }

    private mutating func note(_ path: String) {
        guard dates[path] == nil, !beforeHistory.contains(path) else { return }
        if commitIsBoundary { beforeHistory.insert(path) } else { dates[path] = commitDate }
        if let wanted, wanted.contains(path) { remaining -= 1 }
    }
}

/// Runs git, as `/usr/bin/env git` finds it.
enum GitProcess {
    /// Standard output, or nil when git could not run or failed.
    static func output(_ arguments: [String]) -> Data? {
        var data = Data()
        guard stream(arguments, into: { data.append(contentsOf: $0); return true }) else { return nil }
        return data
    }

    /// Hands standard output to `take` as it comes, until `take` says
    /// false (git is then stopped) or git ends. False when git could not
    /// run, or failed.
    static func stream(_ arguments: [String], into take: (Data) -> Bool) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        let handle = out.fileHandleForReading
        var stopped = false
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            if !take(chunk) {
                stopped = true
                break
            }
        }
        try? handle.close()
        // git starts with the signals of the thread that ran it blocked
        // (a dispatch thread's), SIGTERM among them: only SIGKILL stops it.
        if stopped { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return stopped || (process.terminationReason == .exit && process.terminationStatus == 0)
    }
}

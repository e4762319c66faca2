import Basics
import Foundation
import PreviewRenderer

/// `build --versions`: each git ref's site, unpacked with `git archive`
/// (the working tree untouched) and built into its own folder of one
/// output, with a version switcher on every page and a banner on the
/// older ones. A version whose inputs did not change since the previous
/// output is linked from it, not built again. Nothing is swapped in
/// unless every version builds.
public struct VersionedBuild: Sendable {
    /// The site folder, as the user named it.
    public var site: String
    public var output: String
    /// Oldest first; the last is the newest.
    public var refs: [VersionRef]
    public var latest: VersionRef.Latest
    /// Drafts and `--strict` for every version; `baseURL` is the site's,
    /// each version's being it plus the version's folder.
    public var options: BuildOptions
    public var generator: String
    /// What makes the running program differ from another with the same
    /// version (its size and time), so a new build of the tool builds
    /// every version again.
    public var toolStamp: String
    public let fileSystem: any FileSystem
    /// Run on each version built (not on one reused) before its folder is
    /// complete, as `FullBuilder.build`'s: the docs' PDF.
    public var finishing: FinishingStep?

    public init(site: String, output: String, refs: [VersionRef], latest: VersionRef.Latest, options: BuildOptions,
                generator: String, toolStamp: String, fileSystem: any FileSystem = LocalFileSystem(),
                finishing: FinishingStep? = nil) {
        self.site = site
        self.output = output
        self.refs = refs
        self.latest = latest
        self.options = options
        self.generator = generator
        self.toolStamp = toolStamp
        self.fileSystem = fileSystem
        self.finishing = finishing
    }

    /// What became of each version.
    public struct Summary: Sendable {
        public var output: String
        /// Each version's label and whether it was reused, in order.
        public var versions: [(label: String, reused: Bool, pages: Int)]
        /// Every version's warnings (a reused one's as its build gave them),
        /// each naming its version.
        public var warnings: [String]
        public var milliseconds: Double

        public var line: String {
            let built = versions.filter { !$0.reused }.map(\.label)
            let reused = versions.filter(\.reused).map(\.label)
            var parts: [String] = []
            if !built.isEmpty { parts.append("built \(built.joined(separator: ", "))") }
            if !reused.isEmpty { parts.append("reused \(reused.joined(separator: ", ")) (unchanged)") }
            return "Built \(versions.count) version\(versions.count == 1 ? "" : "s") into \(output) (\(parts.joined(separator: "; "))) in \(Int(milliseconds.rounded())) ms"
        }
    }

    // MARK: The steps

    /// Checks the refs, then builds or reuses each version into a staging
    /// folder, adds the newest's address and the root's files, and swaps
    /// the whole in.
    public func build() throws(BuildFailure) -> Summary {
        let start = DispatchTime.now()
        guard !refs.isEmpty else {
            throw BuildFailure([Diagnostic(file: "--versions", message: "expected at least one git ref, found none")])
        }
        let place = try RepositoryPlace(site: site, naming: "versions")
        let versions = try resolve(refs, in: place)
        let writer = OutputWriter(fileSystem: fileSystem)
        let previous = VersionManifest.read(output, fileSystem: fileSystem)
        let staging = try writer.prepare(output)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("theme-preview-versions-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        var manifest = VersionManifest()
        var outcomes: [(label: String, reused: Bool, pages: Int)] = []
        var problems: [Diagnostic] = []
        for (index, version) in versions.enumerated() {
            let folder = placed(version, index: index, count: versions.count)
            let key = key(version, index: index, versions: versions)
            let target = joinPath(staging.path, folder)
            do throws(BuildFailure) {
                let warnings: [String]
                let reused: Bool
                if let earlier = previous.entry(version.folder), earlier.key == key,
                   let previousOutput = staging.previous, reuse(joinPath(previousOutput, folder), into: target) {
                    warnings = earlier.warnings
                    reused = true
                } else {
                    warnings = try buildVersion(version, index: index, versions: versions, place: place, into: target,
                                                work: joinPath(work, "\(index)")).map(\.description)
                    reused = false
                }
                manifest.versions.append(.init(folder: version.folder, key: key, warnings: warnings))
                outcomes.append((version.ref.ref, reused,
                                 try writePageList(version, key: publishedFolder(version, index: index, count: versions.count), in: target)))
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else {
            writer.discard(staging)
            throw BuildFailure(problems)
        }
        let root: [OutputFile]
        do throws(BuildFailure) {
            root = try arrangeNewest(versions, staging: staging.path) + rootFiles(versions, manifest: manifest, staging: staging.path)
        } catch {
            writer.discard(staging)
            throw error
        }
        try writer.write(root, copies: [], into: staging)
        return Summary(output: output, versions: outcomes, warnings: manifest.versions.flatMap(\.warnings),
                       milliseconds: Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
    }

    /// Where the version at `index` of `count` is read, from the output
    /// root, ending in `/`: its folder, or "" for the newest published at
    /// the root. The switcher, the page lists and the root's files all
    /// take it from here.
    func publishedFolder(_ version: PublishedVersion, index: Int, count: Int) -> String {
        latest == .root && index == count - 1 ? "" : version.folder
    }

    /// Where a version is built in the staging folder: its published
    /// folder, or for the newest published at the root, a folder set aside
    /// and moved up later.
    func placed(_ version: PublishedVersion, index: Int, count: Int) -> String {
        let folder = publishedFolder(version, index: index, count: count)
        return folder.isEmpty ? VersionedBuild.newestAside : String(folder.dropLast())
    }

    static let newestAside = ".theme-preview-newest"

    /// Everything a version's pages depend on: its tree, the tool, the
    /// build's options, whole (`BuildOptions.key`), and the list of
    /// versions the switcher shows.
    func key(_ version: PublishedVersion, index: Int, versions: [PublishedVersion]) -> String {
        let list = versions.map { "\($0.ref.ref)=\($0.folder)" }.joined(separator: ",")
        return [
            "tree \(version.tree)", "tool \(generator) \(toolStamp)",
            "options \(options.key)",
            "position \(index)", "versions \(list)", "latest \(latest.rawValue)",
        ].joined(separator: "; ")
    }

    /// The context a version's pages are drawn with.
    func context(index: Int, versions: [PublishedVersion]) -> SiteVersion {
        let entries = versions.enumerated().map { position, version in
            SiteVersion.Entry(label: version.ref.ref, folder: publishedFolder(version, index: position, count: versions.count))
        }
        return SiteVersion(all: entries, current: index, latestFolder: latest == .root ? "" : "latest/")
    }

    /// Unpacks the version's tree and builds its site into `target`; its
    /// warnings, and its errors, name the version and the files as the
    /// user knows them (`site/docs/intro.md`), not the unpacked copy.
    func buildVersion(_ version: PublishedVersion, index: Int, versions: [PublishedVersion], place: RepositoryPlace,
                      into target: String, work: String) throws(BuildFailure) -> [Diagnostic] {
        let label = version.ref.ref
        try Git.unpack(version.commit, repository: place.top, into: work, naming: label)
        var options = options
        options.version = context(index: index, versions: versions)
        // The copy is no work tree: its docs' dates come from the repository
        // at the version's commit.
        options.gitDates = GitDates.read(repository: place.top, revision: version.commit).map { dates in
            var dates = dates
            dates.copyRoot = work
            return dates
        }
        let folder = options.version.map { $0.all[index].folder } ?? ""
        options.baseURL = options.baseURL.map { $0 + folder }
        let rename = Renaming(unpacked: work, top: place.top, site: site, sitePlace: place.site)
        do {
            let summary = try FullBuilder(fileSystem: fileSystem, generator: generator)
                .build(siteDirectory: joinPath(work, place.site), output: target, options: options, finishing: finishing)
            return summary.warnings.map { rename($0).naming(label) }
        } catch {
            throw BuildFailure(error.diagnostics.map { rename($0).naming(label) })
        }
    }

    /// Links every file of the previous output's `folder` into `target`
    /// (a second name, no copy); false when the folder is not there whole.
    func reuse(_ folder: String, into target: String) -> Bool {
        guard fileSystem.kind(at: folder) == .directory,
              let listing = try? fileSystem.listing(under: folder), listing.symbolicLinks.isEmpty,
              listing.files.contains(OutputWriter.markerName) else { return false }
        do {
            try fileSystem.createDirectory(target)
            // Parents before their sub-folders (sorted); createDirectory makes any missing above.
            let inside = Set(listing.files.compactMap { file in file.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(file[..<$0]) } })
            for subfolder in inside.sorted() { try fileSystem.createDirectory(joinPath(target, subfolder)) }
            for file in listing.files {
                let source = joinPath(folder, file), destination = joinPath(target, file)
                if !fileSystem.linkFile(source, to: destination, contents: { try fileSystem.contents(of: source) }) {
                    try fileSystem.write(try fileSystem.contents(of: source), to: destination)
                }
            }
            return true
        } catch {
            try? fileSystem.remove(target)
            return false
        }
    }

    /// Writes the version's list of pages (`SiteVersion.pagesScript`),
    /// which the switcher reads to keep the reader on the same page;
    /// the number of pages.
    /// `key` is the folder the switcher knows the version by.
    func writePageList(_ version: PublishedVersion, key: String, in target: String) throws(BuildFailure) -> Int {
        let script = joinPath(target, SiteVersion.pagesScript)
        let pages: [String]
        do {
            pages = try fileSystem.files(under: target).filter { $0.hasSuffix(".html") && !$0.hasPrefix("assets/") }
        } catch {
            throw BuildFailure([Diagnostic(file: output, message: "\(version.ref.ref): could not list the pages built: \(error)")])
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let list = String(decoding: (try? encoder.encode(pages)) ?? Data("[]".utf8), as: UTF8.self)
        let name = String(decoding: (try? encoder.encode(key)) ?? Data("\"\"".utf8), as: UTF8.self)
        let text = "(self.tpVersionPages = self.tpVersionPages || {})[\(name)] = \(list);\n"
        do {
            // Ours (a reused version's) is written again; the site's own is not replaced.
            if let existing = try? fileSystem.contents(of: script), !existing.starts(with: Data("(self.tpVersionPages".utf8)) {
                throw BuildFailure([Diagnostic(file: joinPath(site, "static", SiteVersion.pagesScript),
                                               message: "\(version.ref.ref): the site's own \(SiteVersion.pagesScript) is where a versioned build lists each version's pages; rename it")])
            }
            try fileSystem.write(Data(text.utf8), to: script)
        } catch let failure as BuildFailure {
            throw failure
        } catch {
            throw BuildFailure([Diagnostic(file: output, message: "\(version.ref.ref): could not write \(SiteVersion.pagesScript): \(error)")])
        }
        return pages.count
    }
}

/// Diagnostics of a build of an unpacked tree, with the files named as
/// in the user's repository.
struct Renaming {
    var unpacked: String
    var top: String
    var site: String
    var sitePlace: String

    func callAsFunction(_ diagnostic: Diagnostic) -> Diagnostic {
        var renamed = diagnostic
        renamed.file = rename(diagnostic.file)
        // Messages name files too (`there is no …/docs/missing.md`).
        if diagnostic.message.contains(unpacked) {
            let unpackedSite = sitePlace == "." ? unpacked : joinPath(unpacked, sitePlace)
            renamed.message = diagnostic.message
                .replacingOccurrences(of: unpackedSite + "/", with: site.hasSuffix("/") ? site : site + "/")
                .replacingOccurrences(of: unpacked + "/", with: top + "/")
                .replacingOccurrences(of: unpacked, with: top)
        }
        return renamed
    }

    func rename(_ file: String) -> String {
        let unpackedSite = sitePlace == "." ? unpacked : joinPath(unpacked, sitePlace)
        if file == unpackedSite { return site }
        if file.hasPrefix(unpackedSite + "/") { return joinPath(site, String(file.dropFirst(unpackedSite.count + 1))) }
        if file.hasPrefix(unpacked + "/") { return joinPath(top, String(file.dropFirst(unpacked.count + 1))) }
        return file
    }
}

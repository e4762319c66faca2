import ArgumentParser
import Basics
import CommandLineSupport
import Comparison
import Foundation
import PreviewRenderer
import ThemeTokens

/// `theme-preview compare`: what a token change does, before and after.
struct Compare: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Review a token change: the tokens that changed and the contrast pairs that moved.",
        discussion: """
            Compares two site folders (BASE_SITE HEAD_SITE), or, with --base REF, the site as \
            it was at a git revision (read with `git show`, nothing checked out) with the \
            working tree. Prints the tokens changed per theme and scheme with their ΔE in \
            OKLab, and the contrast pairs newly failing (with the audit's suggested fix), \
            newly passing and whose ratio moved, regressions first. \
            Exits 0, or 1 with --fail-on regressions when a pair that passed now fails; \
            2 when a side cannot be read; 64 on usage errors.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case regressions
    }

    @Argument(help: ArgumentHelp("BASE_SITE HEAD_SITE, or with --base the site folder (default: site).", valueName: "SITE"))
    var sites: [String] = []

    @Option(help: ArgumentHelp("Compare with the site as it was at this git revision (a branch, tag or commit).", valueName: "REF"))
    var base: String?

    @Option(help: "text: a line per change; markdown: a summary for a pull request comment; json: the same for machines.")
    var format: Format = .text

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a contrast pair that passed now fails, or colors that must stay apart now collapse.")
    var failOn: FailOn?

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the review site (default: the head site folder's _compare).", valueName: "DIR"))
    var output: String?

    @Flag(name: .customLong("no-pictures"), help: "Do not screenshot the pinned pages (faster; no Chromium needed).")
    var noPictures = false

    func validate() throws {
        if base != nil {
            guard sites.count <= 1 else {
                throw ValidationError("with --base, name at most one site folder (the working tree's), found \(sites.count)")
            }
        } else if sites.count != 2 {
            throw ValidationError("name the two site folders to compare (BASE_SITE HEAD_SITE), or one with --base REF; found \(sites.count)")
        }
    }

    func run() async throws {
        let comparison: TokenComparison
        let headSite = base == nil ? sites[1] : (sites.first ?? "site")
        let review = output ?? joinPath(headSite, "_compare")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("theme-preview-compare-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        do throws(BuildFailure) {
            let baseSite: String
            if let base {
                let site = sites.first ?? "site"
                comparison = TokenComparison(base: try SiteAtRevision.registry(site: site, revision: base),
                                             head: try Compare.registry(site, side: "head"),
                                             baseName: "\(site) at \(base)", headName: "\(site) (working tree)")
                baseSite = try SiteAtRevision.materialize(site: site, revision: base, into: joinPath(work, "base-tree"))
            } else {
                comparison = TokenComparison(base: try Compare.registry(sites[0], side: "base"),
                                             head: try Compare.registry(sites[1], side: "head"),
                                             baseName: sites[0], headName: sites[1])
                baseSite = sites[0]
            }
            try await ReviewSite(comparison: comparison, baseSite: baseSite, headSite: headSite, output: review,
                                 pictures: !noPictures).write()
        } catch {
            Terminal.report(error, command: "compare")
            throw ExitCode(2)
        }
        switch format {
        case .text: print(comparison.text, terminator: "")
        case .markdown: print(comparison.markdown, terminator: "")
        case .json: print(comparison.json, terminator: "")
        }
        if failOn == .regressions, comparison.hasRegressions { throw ExitCode.failure }
    }

    /// The themes of the site folder `site`; every problem names the side.
    static func registry(_ site: String, side: String, fileSystem: any FileSystem = LocalFileSystem()) throws(BuildFailure) -> ThemeRegistry {
        do {
            return try SiteThemes.load(siteDirectory: site, fileSystem: fileSystem).registry
        } catch {
            throw error.naming(side)
        }
    }
}

extension BuildFailure {
    /// Each message starting with which side of a comparison it is about.
    func naming(_ side: String) -> BuildFailure {
        BuildFailure(diagnostics.map { diagnostic in
            var named = diagnostic
            named.message = "\(side): \(diagnostic.message)"
            return named
        })
    }
}

/// A site's themes as they were at a git revision, read with `git ls-tree`
/// and `git show` into memory: no checkout, the working tree untouched.
enum SiteAtRevision {
    static func registry(site: String, revision: String) throws(BuildFailure) -> ThemeRegistry {
        let side = "base (\(revision))"
        let listing = try git(["ls-tree", "-r", "--name-only", revision, "--", joinPath(site, "tokens"), joinPath(site, "config.yaml")],
                              side: side)
        let paths = String(decoding: listing, as: UTF8.self).split(separator: "\n").map(String.init)
        let files = InMemoryFileSystem()
        for path in paths {
            // Paths come relative to the working folder; `./` keeps git reading them so.
            let data = try git(["show", "\(revision):./\(path)"], side: side)
            do { try files.write(data, to: path) } catch {
                throw BuildFailure([Diagnostic(file: path, message: "\(side): \(error)")])
            }
        }
        if paths.isEmpty {
            // No token files: the built-in themes, if the folder was there at all.
            guard !(try git(["ls-tree", revision, "--", site], side: side)).isEmpty else {
                throw BuildFailure([Diagnostic(file: site, message: "\(side): there is no site folder \(site) at this revision")])
            }
            do { try files.createDirectory(site) } catch {
                throw BuildFailure([Diagnostic(file: site, message: "\(side): \(error)")])
            }
        }
        return try Compare.registry(site, side: side, fileSystem: files)
    }

    /// The repository as it was at `revision`, unpacked into `folder` with
    /// `git archive` (the working tree untouched), and where the site
    /// folder `site` is in it. The whole tree comes along, so a docs folder
    /// kept beside the site (`docs: ../docs`) is there too.
    static func materialize(site: String, revision: String, into folder: String) throws(BuildFailure) -> String {
        let side = "base (\(revision))"
        let top = String(decoding: try git(["rev-parse", "--show-toplevel"], side: side), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let absolute = URL(fileURLWithPath: site).standardizedFileURL.resolvingSymlinksInPath().path
        let root = URL(fileURLWithPath: top).resolvingSymlinksInPath().path
        guard absolute == root || absolute.hasPrefix(root + "/") else {
            throw BuildFailure([Diagnostic(file: site, message: "\(side): the site folder is not inside the git repository at \(top)")])
        }
        let relative = absolute == root ? "." : String(absolute.dropFirst(root.count + 1))
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw BuildFailure([Diagnostic(file: folder, message: "\(side): could not create the folder: \(error.localizedDescription)")])
        }
        let archive = try git(["-C", root, "archive", "--format=tar", revision], side: side)
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "-x", "-f", "-", "-C", folder]
        let input = Pipe()
        tar.standardInput = input
        tar.standardError = FileHandle.nullDevice
        do { try tar.run() } catch {
            throw BuildFailure([Diagnostic(file: "tar", message: "\(side): could not run tar: \(error.localizedDescription)")])
        }
        input.fileHandleForWriting.write(archive)
        try? input.fileHandleForWriting.close()
        tar.waitUntilExit()
        guard tar.terminationStatus == 0 else {
            throw BuildFailure([Diagnostic(file: "tar", message: "\(side): could not unpack the revision's files")])
        }
        return joinPath(folder, relative)
    }

    /// Standard output of `git arguments`; its standard error in the error.
    static func git(_ arguments: [String], side: String) throws(BuildFailure) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch {
            throw BuildFailure([Diagnostic(file: "git", message: "\(side): could not run git: \(error.localizedDescription)")])
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BuildFailure([Diagnostic(file: "git \(arguments.prefix(2).joined(separator: " "))",
                                           message: "\(side): \(message.isEmpty ? "git failed" : message)")])
        }
        return data
    }
}

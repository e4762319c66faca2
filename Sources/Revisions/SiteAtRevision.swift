import Basics
import Foundation
import PreviewRenderer
import ThemeTokens
import Theming

/// A site as it was at a git revision, read without a checkout: the
/// working tree is never touched.
public enum SiteAtRevision {
    /// The themes (and design system) of the site folder `site` at
    /// `revision`, read with `git ls-tree` and `git show` into memory.
    public static func themes(site: String, revision: String) throws(BuildFailure) -> SiteThemeSet {
        let side = "base (\(revision))"
        let listing = try Git.run(["ls-tree", "-r", "--name-only", revision, "--", joinPath(site, "tokens"), joinPath(site, "config.yaml")],
                                  naming: side)
        let paths = String(decoding: listing, as: UTF8.self).split(separator: "\n").map(String.init)
        let files = InMemoryFileSystem()
        for path in paths {
            // Paths come relative to the working folder; `./` keeps git reading them so.
            let data = try Git.run(["show", "\(revision):./\(path)"], naming: side)
            do { try files.write(data, to: path) } catch {
                throw BuildFailure([Diagnostic(file: path, message: "\(side): \(error)")])
            }
        }
        if paths.isEmpty {
            // No token files: the built-in themes, if the folder was there at all.
            guard !(try Git.run(["ls-tree", revision, "--", site], naming: side)).isEmpty else {
                throw BuildFailure([Diagnostic(file: site, message: "\(side): there is no site folder \(site) at this revision")])
            }
            do { try files.createDirectory(site) } catch {
                throw BuildFailure([Diagnostic(file: site, message: "\(side): \(error)")])
            }
        }
        return try themes(site, side: side, fileSystem: files)
    }

    /// The themes (and design system) of the site folder `site`; every
    /// problem names the side.
    public static func themes(_ site: String, side: String,
                              fileSystem: any FileSystem = LocalFileSystem()) throws(BuildFailure) -> SiteThemeSet {
        do {
            return try SiteThemes.load(siteDirectory: site, fileSystem: fileSystem)
        } catch {
            throw error.naming(side)
        }
    }

    /// The repository as it was at `revision`, unpacked into `folder`, and
    /// where the site folder `site` is in it. The whole tree comes along, so
    /// a docs folder kept beside the site (`docs: ../docs`) is there too.
    public static func materialize(site: String, revision: String, into folder: String) throws(BuildFailure) -> String {
        let side = "base (\(revision))"
        let place = try RepositoryPlace(site: site, naming: side)
        try Git.unpack(revision, repository: place.top, into: folder, naming: side)
        return joinPath(folder, place.site)
    }
}

/// Where a site folder is in its git repository.
public struct RepositoryPlace: Sendable {
    /// The work tree's top folder, absolute.
    public var top: String
    /// The site folder relative to `top` (`.` at the top).
    public var site: String

    public init(site: String, naming subject: String) throws(BuildFailure) {
        let top = try Git.topLevel(of: site, naming: subject)
        let absolute = URL(fileURLWithPath: site).standardizedFileURL.resolvingSymlinksInPath().path
        guard absolute == top || absolute.hasPrefix(top + "/") else {
            throw BuildFailure([Diagnostic(file: site, message: "\(subject): the site folder is not inside the git repository at \(top)")])
        }
        self.top = top
        self.site = absolute == top ? "." : String(absolute.dropFirst(top.count + 1))
    }
}

extension BuildFailure {
    /// Each message starting with which side of a comparison, or which
    /// version, it is about.
    public func naming(_ side: String) -> BuildFailure {
        BuildFailure(diagnostics.map { $0.naming(side) })
    }
}

extension Diagnostic {
    /// The message starting with `side: `.
    public func naming(_ side: String) -> Diagnostic {
        var named = self
        named.message = "\(side): \(message)"
        return named
    }
}

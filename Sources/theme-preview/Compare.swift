import ArgumentParser
import Basics
import CommandLineSupport
import Comparison
import Foundation
import PreviewRenderer
import Revisions
import ThemeTokens
import VisualReview

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
            newly passing and whose ratio moved, regressions first. When the sites' themes are \
            a design system, its own tokens too, in its own names: combinations added and \
            removed, and tokens added, removed, renamed and changed, group by group. \
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
                comparison = TokenComparison(base: try SiteAtRevision.themes(site: site, revision: base),
                                             head: try SiteAtRevision.themes(site, side: "head"),
                                             baseName: "\(site) at \(base)", headName: "\(site) (working tree)")
                baseSite = try SiteAtRevision.materialize(site: site, revision: base, into: joinPath(work, "base-tree"))
            } else {
                comparison = TokenComparison(base: try SiteAtRevision.themes(sites[0], side: "base"),
                                             head: try SiteAtRevision.themes(sites[1], side: "head"),
                                             baseName: sites[0], headName: sites[1])
                baseSite = sites[0]
            }
            try await ReviewSite(comparison: comparison, baseSite: baseSite, headSite: headSite, output: review,
                                 pictures: !noPictures, generator: Version.generator).write()
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
}

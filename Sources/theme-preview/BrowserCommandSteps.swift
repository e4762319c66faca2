import ArgumentParser
import Basics
import CommandLineSupport
import Foundation
import PreviewRenderer
import VisualReview

/// The first steps of the commands that print pages with headless
/// Chromium (`snapshot`, `pdf`): finding the browser, and resolving the
/// site before anything is written.
enum BrowserCommandSteps {
    /// The Chromium on PATH; without one, an error naming what to install,
    /// and the command fails with nothing written.
    static func chromium(for command: String) throws -> String {
        guard let chromium = Chromium.find() else {
            Terminal.error("error: theme-preview \(command) needs headless Chromium, and none was found on PATH (looked for \(Chromium.names.joined(separator: ", "))).")
            Terminal.error("Install it: apt-get install chromium")
            throw ExitCode.failure
        }
        return chromium
    }

    /// `site` resolved (for its themes, title and versions); every problem
    /// reported and the command failed with nothing written otherwise.
    static func resolve(_ site: SiteOptions, command: String) throws -> ResolvedSite {
        do {
            return try Resolver.resolve(Loader(fileSystem: LocalFileSystem(), docs: site.docs, readsDates: false).load(site.directory),
                                        options: site.build)
        } catch {
            Terminal.report(error, command: command, outcome: "nothing was written")
            throw ExitCode.failure
        }
    }
}

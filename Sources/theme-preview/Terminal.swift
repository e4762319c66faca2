import ArgumentParser
import Foundation
import PreviewRenderer

/// What the commands print for people.
enum Terminal {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// The site's themes, or every problem printed and `failure` thrown.
    static func loadThemes(_ siteDirectory: String, failure: ExitCode = .failure) throws -> SiteThemeSet {
        do {
            return try SiteThemes.load(siteDirectory: siteDirectory, fileSystem: LocalFileSystem())
        } catch {
            for diagnostic in error.diagnostics { Terminal.error(diagnostic.description) }
            throw failure
        }
    }
}

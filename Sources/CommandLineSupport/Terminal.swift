import ArgumentParser
import Basics
import Foundation
import PreviewRenderer
import Theming

/// What the commands print for people.
public enum Terminal {
    public static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Every diagnostic of `failure`, then the line every failed command ends
    /// with (`BuildFailure.summary`), on standard error.
    public static func report(_ failure: BuildFailure, command: String, outcome: String? = nil) {
        for diagnostic in failure.diagnostics { error(diagnostic.description) }
        error(failure.summary(of: command, outcome: outcome))
    }

    /// The site's themes, or every problem reported for `command` and
    /// `failure` thrown. With `--strict`, the themes' warnings are such
    /// problems too.
    public static func loadThemes(_ site: SiteOptions, command: String, outcome: String? = nil,
                           failure: ExitCode = .failure) throws -> SiteThemeSet {
        do {
            let themes = try SiteThemes.load(siteDirectory: site.directory, fileSystem: LocalFileSystem())
            try OutputChecks.failIfStrict(themes.warnings, strict: site.strict)
            return themes
        } catch {
            report(error, command: command, outcome: outcome)
            throw failure
        }
    }
}

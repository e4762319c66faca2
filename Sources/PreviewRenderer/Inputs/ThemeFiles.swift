import Basics
import Foundation
import ThemeTokens
import Theming

/// A site's theme files (`tokens/<id>.theme.json`) as a build takes them,
/// for `serve`'s save from the theme lab: which ids may be files, and
/// whether new text for one passes the loader and validation a build runs.
public enum ThemeFiles {
    /// Whether `id` may name a theme file (lowercase letters, digits and
    /// `-`, starting with a letter or digit): then `tokens/<id>.theme.json`
    /// is a plain file name, with no `/`, `.` segment or anything to escape.
    public static func isValidID(_ id: String) -> Bool {
        ThemeIDRule.isValid(id)
    }

    /// Why `id` is not a theme id.
    public static func invalidIDMessage(_ id: String) -> String {
        ThemeIDRule.message(id, source: "request")
    }

    /// `<id>.theme.json`: the file's name in `tokens/`.
    public static func fileName(of id: String) -> String {
        id + SiteThemeLoader.themeFileSuffix
    }

    /// Whether a theme of the tool has this id (a theme file with it
    /// restyles that theme).
    public static func isBuiltIn(_ id: String) -> Bool {
        ThemeRegistry.builtIn.theme(exactly: ThemeID(id)) != nil
    }

    /// The site's themes loaded as a build loads them (`config.yaml` and
    /// `tokens/`, through the same reader and theme loader), with `data`
    /// as the theme file of `id` in place of what is on disk: the errors
    /// (empty when a build would take it) and the warnings. With `strict`
    /// (`--strict`), or the config's `strict: true`, warnings are errors,
    /// as in a build. Nothing is written.
    public static func check(_ data: Data, id: String, siteDirectory: String, strict: Bool,
                             fileSystem: any FileSystem) -> (errors: [Diagnostic], warnings: [Diagnostic]) {
        let path = joinPath(siteDirectory, InputFolder.tokens.rawValue, fileName(of: id))
        let overlay = OverlayFileSystem(base: fileSystem, replacing: [path: data])
        let source = Loader(fileSystem: overlay, readsDates: false).readTokens(siteDirectory)
        var errors = source.problems.map(\.diagnostic)
        var warnings = source.warnings
        if errors.isEmpty {
            do {
                let themes = try source.loadThemes()
                warnings += themes.warnings
            } catch {
                errors += error.diagnostics
            }
        }
        if errors.isEmpty {
            let configStrict = (try? source.config.get())?.strict ?? false
            do { try OutputChecks.failIfStrict(warnings, strict: strict || configStrict) } catch {
                return (error.diagnostics, [])
            }
        }
        return (errors, warnings)
    }

    /// The token file, other than `tokens/<id>.theme.json`, that defines
    /// the theme `id` (a DTCG resolver document's accent context or file
    /// name), as a path under the site folder; nil when none does, or when
    /// the site's other token files do not load (then a save says why).
    public static func otherDefinition(of id: String, siteDirectory: String, fileSystem: any FileSystem) -> String? {
        let tokens = joinPath(siteDirectory, InputFolder.tokens.rawValue)
        let overlay = OverlayFileSystem(base: fileSystem, replacing: [joinPath(tokens, fileName(of: id)): nil])
        let source = Loader(fileSystem: overlay, readsDates: false).readTokens(siteDirectory)
        guard source.problems.isEmpty, let themes = try? source.loadThemes(),
              let file = themes.origins.first(where: { $0.id.rawValue == id })?.file else { return nil }
        let prefix = siteDirectory.hasSuffix("/") ? siteDirectory : siteDirectory + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }
}

import ThemeTokens

/// The themes a site resolves to. Today every site has the six built-in
/// themes; custom themes from `site/tokens/` will be read here.
public enum SiteThemes {
    public static func load(siteDirectory: String, fileSystem: any FileSystem) throws(BuildFailure) -> ThemeRegistry {
        guard fileSystem.kind(at: siteDirectory) == .directory else {
            throw BuildFailure([Diagnostic(file: siteDirectory, message: "expected a site folder, found \(fileSystem.kind(at: siteDirectory) == nil ? "nothing at this path" : "a file")")])
        }
        return .builtIn
    }
}

import Basics
import Theming

extension LoadedSite {
    /// The themes of `tokens/`, read with what config says of them (the
    /// resolver's light/dark modifier, the gallery slots a design system's
    /// tokens fill): the one way a build, `serve`, `themes` and the lab's
    /// save check read them. `previous`, the themes of an earlier version
    /// of the files, makes loading faster (`serve`), not different.
    func loadThemes(reusing previous: SiteThemeSet? = nil) throws(BuildFailure) -> SiteThemeSet {
        let config = try? self.config.get()
        return try SiteThemeLoader.load(tokenFiles, directory: joinPath(directory, InputFolder.tokens.rawValue),
                                        schemeModifier: config?.schemeModifier, systemSlots: config?.systemSlots ?? [],
                                        reusing: previous)
    }
}

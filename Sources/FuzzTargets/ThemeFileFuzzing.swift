import Basics
import PreviewRenderer

/// `tokens/*.theme.json` files, read as a build reads them (through the
/// site loader, UTF-8 and line-ending checks included). Parts separated by
/// a line `@@@` are further theme files, so parents and cycles get fuzzed.
enum ThemeFileFuzzing {
    static let names = ["fuzz", "ocean", "graphite", "default", "midnight", "x-1"]

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) {
        var files: [String: String] = [:]
        for (index, part) in Fuzz.parts(Fuzz.text(bytes), max: names.count).enumerated() {
            files["site/tokens/\(names[index]).theme.json"] = part
        }
        let themes: Int
        do {
            themes = try SiteThemes.load(siteDirectory: "site", fileSystem: InMemoryFileSystem(files: files)).registry.themes.count
        } catch {
            try Fuzz.checkFailure(error, "theme files")
            return
        }
        try Fuzz.check(themes > 0, "no themes")
    }
}

import Basics
import FuzzSupport
import PreviewRenderer

/// `tokens/*.theme.json` files, read as a build reads them (through the
/// site loader, UTF-8 and line-ending checks included). Parts separated by
/// a line `@@@` are further theme files, so parents and cycles get fuzzed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let names = ["fuzz", "ocean", "graphite", "default", "midnight", "x-1"]
    var files: [String: String] = [:]
    for (index, part) in Fuzz.parts(Fuzz.text(data, size), max: names.count).enumerated() {
        files["site/tokens/\(names[index]).theme.json"] = part
    }
    do {
        let set = try SiteThemes.load(siteDirectory: "site", fileSystem: InMemoryFileSystem(files: files))
        Fuzz.check(!set.registry.themes.isEmpty, "no themes")
    } catch {
        Fuzz.checkFailure(error, "theme files")
    }
    return 0
}

import Basics
import DTCG
import FuzzSupport
import PreviewRenderer

/// DTCG token files and resolver documents. The input's first part is a
/// resolver document (`fuzz.resolver.json`); further parts, separated by a
/// line `@@@`, are `1.tokens.json`, `2.tokens.json`, ... that it may `$ref`.
/// Every part is also read as a plain token file by `DTCGReader`, and the
/// whole set goes through the site's theme loader (the DTCG theme mapper).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let parts = Fuzz.parts(Fuzz.text(data, size))
    let tokenFiles = parts.enumerated().map { DTCGFile(path: "tokens/\($0.offset).tokens.json", text: $0.element) }

    // Plain token files, each alone and all merged.
    for file in tokenFiles.prefix(2) {
        do { _ = try DTCGReader.read([file]) } catch { Fuzz.checkFailure(error, "DTCG read") }
    }
    do { _ = try DTCGReader.read(tokenFiles) } catch { Fuzz.checkFailure(error, "DTCG read (merged)") }

    // The first part as a resolver document.
    let byName = Dictionary(uniqueKeysWithValues: tokenFiles.dropFirst().map { (String($0.path.dropFirst("tokens/".count)), $0) })
    let resolver = DTCGFile(path: "tokens/fuzz.resolver.json", text: parts.first ?? "")
    do {
        let document = try DTCGResolverDocument.parse(resolver) { byName[$0] }
        // The default input, then each modifier's first and last context
        // (not every permutation: their number is exponential by design).
        var inputs: [[String: String]] = [[:]]
        for modifier in document.modifiers.prefix(4) {
            if let first = modifier.contexts.first { inputs.append([modifier.name: first]) }
            if let last = modifier.contexts.last { inputs.append([modifier.name: last]) }
        }
        for input in inputs {
            do { _ = try document.resolve(input) } catch { Fuzz.checkFailure(error, "resolve \(input)") }
        }
    } catch {
        Fuzz.checkFailure(error, "resolver parse")
    }

    // As a site's tokens/ folder: resolver themes through the mapper.
    var files = ["site/tokens/fuzz.resolver.json": resolver.text]
    for (name, file) in byName { files["site/tokens/\(name)"] = file.text }
    do {
        _ = try SiteThemes.load(siteDirectory: "site", fileSystem: InMemoryFileSystem(files: files))
    } catch {
        Fuzz.checkFailure(error, "site themes")
    }
    return 0
}

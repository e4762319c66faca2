import Basics
import DTCG
import PreviewRenderer

/// DTCG token files and resolver documents. The input's first part is a
/// resolver document (`fuzz.resolver.json`); further parts, separated by a
/// line `@@@`, are `1.tokens.json`, `2.tokens.json`, ... that it may `$ref`.
/// Every part is also read as a plain token file by `DTCGReader`, and the
/// whole set goes through the site's theme loader (the DTCG theme mapper).
enum DTCGFuzzing {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) {
        let parts = Fuzz.parts(Fuzz.text(bytes))
        let tokenFiles = parts.enumerated().map { DTCGFile(path: "tokens/\($0.offset).tokens.json", text: $0.element) }

        // Plain token files, each alone and all merged.
        for file in tokenFiles.prefix(2) {
            do { _ = try DTCGReader.read([file]) } catch { try Fuzz.checkFailure(error, "DTCG read") }
        }
        do { _ = try DTCGReader.read(tokenFiles) } catch { try Fuzz.checkFailure(error, "DTCG read (merged)") }

        // The first part as a resolver document.
        let byName = Dictionary(uniqueKeysWithValues: tokenFiles.dropFirst().map { (String($0.path.dropFirst("tokens/".count)), $0) })
        let resolver = DTCGFile(path: "tokens/fuzz.resolver.json", text: parts.first ?? "")
        let parsed: DTCGResolverDocument?
        do {
            parsed = try DTCGResolverDocument.parse(resolver) { byName[$0] }
        } catch {
            parsed = nil
            try Fuzz.checkFailure(error, "resolver parse")
        }
        if let document = parsed {
            // The default input, then each modifier's first and last context
            // (not every permutation: their number is exponential by design).
            var inputs: [[String: String]] = [[:]]
            for modifier in document.modifiers.prefix(4) {
                if let first = modifier.contexts.first { inputs.append([modifier.name: first]) }
                if let last = modifier.contexts.last { inputs.append([modifier.name: last]) }
            }
            for input in inputs {
                do { _ = try document.resolve(input) } catch { try Fuzz.checkFailure(error, "resolve \(input)") }
            }
        }

        // As a site's tokens/ folder: resolver themes through the mapper.
        var files = ["site/tokens/fuzz.resolver.json": resolver.text]
        for (name, file) in byName { files["site/tokens/\(name)"] = file.text }
        do {
            _ = try SiteThemes.load(siteDirectory: "site", fileSystem: InMemoryFileSystem(files: files))
        } catch {
            try Fuzz.checkFailure(error, "site themes")
        }
    }
}

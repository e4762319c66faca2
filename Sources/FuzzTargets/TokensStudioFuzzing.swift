import Basics
import DTCG
import TokensStudio

/// Tokens Studio's format. With one part, the input is one file holding
/// sets, `$themes` and `$metadata` (`tokens.json`). With more, separated by
/// a line `@@@`, the first is `$themes.json`, the second `$metadata.json`
/// and the rest are sets `core.json`, `brand/light.json`,
/// `brand/dark.json`..., as a folder holds them. Read as the reader reads
/// it, then as a site's `tokens/` folder reads it. A success has one
/// resolved token set per combination, each combination one value per
/// axis, each a value of its axis.
enum TokensStudioFuzzing {
    static let setNames = ["core", "brand/light", "brand/dark", "component/button", "semantic"]

    static func files(_ bytes: UnsafeBufferPointer<UInt8>) -> [DTCGFile] {
        let parts = Fuzz.parts(Fuzz.text(bytes), max: 2 + setNames.count)
        guard parts.count > 1 else { return [DTCGFile(path: "tokens/tokens.json", text: parts[0])] }
        var files = [DTCGFile(path: "tokens/$themes.json", text: parts[0]), DTCGFile(path: "tokens/$metadata.json", text: parts[1])]
        for (index, part) in parts.dropFirst(2).enumerated() {
            files.append(DTCGFile(path: "tokens/\(setNames[index]).json", text: part))
        }
        return files
    }

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) {
        let files = files(bytes)
        let system: DesignSystem
        do {
            system = try TokensStudioReader.read(files: files, folder: "tokens")
        } catch {
            try Fuzz.checkFailure(error, "Tokens Studio read")
            return
        }
        try check(system)
        let reading: DesignSystemReading
        do {
            reading = try TokensStudioSiteReader().read(files, directory: "tokens")
        } catch {
            try Fuzz.checkFailure(error, "Tokens Studio site read")
            return
        }
        for found in reading.systems { try check(found.system) }
    }

    static func check(_ system: DesignSystem) throws(FuzzFailure) {
        try Fuzz.check(!system.combinations.isEmpty, "a system with no combination")
        try Fuzz.check(Set(system.combinations).count == system.combinations.count, "a combination listed twice")
        for combination in system.combinations {
            try Fuzz.check(system.tokens[combination] != nil, "no tokens for \(combination.values)")
            try Fuzz.check(combination.values.count == system.axes.count, "\(combination.values) for \(system.axes.count) axes")
            for (value, axis) in zip(combination.values, system.axes) {
                try Fuzz.check(axis.values.contains(value), "'\(value)' is not a value of the axis '\(axis.name)'")
            }
        }
    }
}

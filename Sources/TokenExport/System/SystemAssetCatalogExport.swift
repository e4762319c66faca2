import Basics
import DTCG
import ThemeTokens

/// A design system's colors as an Xcode asset catalog, plus a Swift file of
/// typed SwiftUI accessors (`Color.LionTokens.casualGreen.colorsBgDefault`):
///
/// - `DesignTokens.xcassets/<Combination>/`, a folder per combination
///   (`CasualGreen`) that provides a namespace;
/// - `<Combination>/<token>.colorset/Contents.json`, a color set per color
///   token, named after its path in lowerCamelCase. When the system has a
///   light/dark axis, a light combination and the dark one that differs
///   only in that axis share one folder (`Acme`), their colors the Any and
///   Dark appearances of each color set;
/// - `DesignTokens.swift`: the accessors.
///
/// An asset catalog holds colors only: the other tokens are left out, with
/// a warning. The JSON is written as Xcode writes it (`XcodeJSON`); colors
/// as `AssetCatalogExport.colorValue` writes them (display-p3 kept, any
/// other space written as the sRGB value shown, with a warning).
public enum SystemAssetCatalogExport {
    public static let catalogName = "DesignTokens.xcassets"
    public static let swiftFileName = "DesignTokens.swift"

    static let reserved: [String: String] = ["all": "the accessors", "folder": "the accessors", "id": "the accessors",
                                             "init": "Swift", "self": "Swift", "Self": "Swift", "Type": "Swift",
                                             "Protocol": "Swift", "color": "the accessors"]

    public static func files(_ system: SystemExport, generator: String) -> ExportResult {
        var notes = SystemExportNotes(format: "xcassets", system: system)
        var table = ExportNameTable(format: "xcassets", reserved: reserved, caseInsensitive: true)
        var names: [String: String] = [:]
        var order: [String] = []
        for token in system.firstTokens where token.value.shape == "color" {
            names[token.token.name] = table.name(for: token.token, words: ExportNameTable.words(token.token.path, letterFirst: true)) {
                PlatformNames.spell($0, .lowerCamel)
            }
            order.append(token.token.name)
        }
        let appearances = system.appearances
        let folders = PlatformNames.themeNames(appearances.map(\.id), .upperCamel)
        var files: [(path: String, text: String)] = [(catalogName + "/Contents.json", AssetCatalogParts.catalogContents)]
        for (appearance, folder) in zip(appearances, folders) {
            files.append(("\(catalogName)/\(folder)/Contents.json", AssetCatalogParts.namespaceContents))
            var dark: [String: Color] = [:]
            if let night = appearance.dark {
                for token in night.tokens {
                    guard case .color(let color) = token.value else {
                        notes.leaveOut(token)
                        continue
                    }
                    guard appearance.light.tokens.contains(where: { $0.token.name == token.token.name && $0.value.shape == "color" }) else {
                        notes.leaveOut(token, kind: "color only in a dark combination")
                        continue
                    }
                    dark[token.token.name] = self.color(color, token, night.id, &notes)
                }
            }
            for token in appearance.light.tokens {
                guard case .color(let color) = token.value, let name = names[token.token.name] else {
                    notes.leaveOut(token)
                    continue
                }
                let any = self.color(color, token, appearance.light.id, &notes)
                files.append(("\(catalogName)/\(folder)/\(name).colorset/Contents.json", colorset(any: any, dark: dark[token.token.name])))
            }
        }
        files.append((swiftFileName, accessors(system, appearances: appearances, folders: folders,
                                               colors: order.compactMap { name in names[name].map { (name, $0) } },
                                               generator: generator)))
        return ExportResult(files: files, warnings: table.warnings + notes.warnings)
    }

    static func color(_ color: Color, _ token: ExportToken, _ combination: String, _ notes: inout SystemExportNotes) -> Color {
        if color.original != nil, color.original?.space != .displayP3 { notes.wroteSRGB(color, of: token.token, in: combination) }
        return color
    }

    static func colorset(any: Color, dark: Color?) -> String {
        AssetCatalogParts.colorset([(any, [])] + (dark.map { [($0, [AssetCatalogParts.darkAppearance])] } ?? []))
    }

    static func accessors(_ system: SystemExport, appearances: [SystemExport.Appearance], folders: [String],
                          colors: [(token: String, name: String)], generator: String) -> String {
        let typeName = PlatformNames.themeNames([system.system.name], .upperCamel)[0] + "Tokens"
        let members = PlatformNames.themeNames(appearances.map(\.id), .lowerCamel,
                                               reserved: Set(reserved.keys).union(colors.map(\.name)))
        var out = SwiftWriter()
        let count = system.combinations.count
        out.line("// Generated by \(SwiftExport.commentSafe(generator)) from the design system '\(SwiftExport.commentSafe(system.system.name))' (\(count) combination\(count == 1 ? "" : "s")); do not edit:")
        out.line("// run `theme-preview export --format xcassets` again.")
        out.line("//")
        out.line("// Typed accessors for the colors of \(catalogName): `Color.\(typeName).\(members[0]).\(colors.first?.name ?? "colorsBgDefault")` is")
        out.line("// `Color(\"\(folders[0])/\(colors.first?.name ?? "colorsBgDefault")\", bundle: ...)`. Add the catalog and this file to the same target.")
        out.line()
        out.line("import SwiftUI")
        out.line()
        out.open("extension Color {")
        out.line("/// The colors of one combination of the design system '\(SwiftExport.commentSafe(system.system.name))' in \(catalogName).")
        out.open("public struct \(typeName): Hashable, Sendable {")
        out.line("/// The combination's folder in the catalog.")
        out.line("public let folder: String")
        out.line("/// The combination's id (for a light and dark pair, the light one's).")
        out.line("public let id: String")
        out.line()
        out.line("/// Every folder, the default first.")
        out.line("public static let all: [\(typeName)] = [\(members.map(SwiftExport.identifier).joined(separator: ", "))]")
        for (index, appearance) in appearances.enumerated() {
            out.line()
            out.line("/// \(SwiftExport.commentSafe(appearance.title))")
            out.line("public static let \(SwiftExport.identifier(members[index])) = \(typeName)(folder: \(SwiftExport.stringLiteral(folders[index])), id: \(SwiftExport.stringLiteral(appearance.light.id)))")
        }
        for (token, name) in colors {
            out.line()
            out.line("/// `\(SwiftExport.commentSafe(token))`")
            out.line("public var \(SwiftExport.identifier(name)): Color { color(\(SwiftExport.stringLiteral(name))) }")
        }
        out.line()
        out.open("private func color(_ name: String) -> Color {")
        out.line("Color(folder + \"/\" + name, bundle: DesignTokensBundle.bundle)")
        out.close("}")
        out.close("}")
        out.close("}")
        out.line()
        AssetCatalogParts.bundleClass("DesignTokensBundle", into: &out)
        return out.text
    }
}

import DTCG
import ThemeTokens

/// What every asset catalog this tool writes has in common, the built-in
/// themes' (`AssetCatalogExport`) and a design system's
/// (`SystemAssetCatalogExport`): Xcode's `info`, the catalog's and a
/// namespace folder's `Contents.json`, a color set's entries, and the
/// Swift accessors' bundle lookup.
enum AssetCatalogParts {
    static let info: JSONValue = .object([("author", .string("xcode")), ("version", .number(1))])

    /// `<catalog>/Contents.json`.
    static let catalogContents = AssetCatalogExport.document(.object([("info", info)]))

    /// A folder's `Contents.json` that makes it a namespace (`Folder/name`).
    static let namespaceContents = AssetCatalogExport.document(.object([
        ("info", info), ("properties", .object([("provides-namespace", .bool(true))])),
    ]))

    static let darkAppearance: JSONValue = .object([("appearance", .string("luminosity")), ("value", .string("dark"))])
    static let highContrastAppearance: JSONValue = .object([("appearance", .string("contrast")), ("value", .string("high"))])

    /// A color set's `Contents.json`, its entries a color and the
    /// appearances it is for (none: Any).
    static func colorset(_ entries: [(color: Color, appearances: [JSONValue])]) -> String {
        AssetCatalogExport.document(.object([
            ("colors", .array(entries.map { color, appearances in
                var members: [(String, JSONValue)] = []
                if !appearances.isEmpty { members.append(("appearances", .array(appearances))) }
                members.append(("color", AssetCatalogExport.colorValue(color)))
                members.append(("idiom", .string("universal")))
                return .object(members)
            })),
            ("info", info),
        ]))
    }

    /// The private class whose bundle holds the catalog, and the end of the
    /// accessors: the package's resources in a Swift package, else the app or
    /// framework the file is compiled into.
    static func bundleClass(_ name: String, into out: inout SwiftWriter) {
        out.line("/// The bundle holding the catalog: the package's resources in a Swift package,")
        out.line("/// else the app or framework this file is compiled into.")
        out.open("private final class \(name) {")
        out.open("static var bundle: Bundle {")
        out.line("#if SWIFT_PACKAGE")
        out.line("Bundle.module")
        out.line("#else")
        out.line("Bundle(for: \(name).self)")
        out.line("#endif")
        out.close("}")
        out.close("}")
    }
}

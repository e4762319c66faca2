import Foundation
import TestSupport
import Testing
import ThemeCSS
import ThemeTokens
@testable import TokenExport

/// The platform exports (asset catalog, Android, Compose, SCSS, TypeScript,
/// CSS with light-dark()), each read by a real consumer where one runs on
/// Linux: xmllint, kotlinc, sassc, node and tsc (Debian packages that
/// scripts/test installs), swiftc against a stub of SwiftUI. A test whose
/// tool is missing is skipped and says which package provides it.
struct PlatformExportTests {
    static let generator = "theme-preview test"

    /// The built-in themes plus ids that must become valid, distinct names
    /// on every platform, and a display name that must stay in its comment
    /// or string.
    static let awkwardThemes: [Theme] = [
        ("deep-sea", "Deep Sea */ --> \"$x\" \\"), ("deep_sea", "Deep Sea 2"), ("DeepSea", "Deep Sea 3"),
        ("2fast", "Fast"), ("class", "Class"), ("all", "All"), ("accent", "Accent"), ("é", "É"),
    ].enumerated().map { index, theme in
        BuiltInThemes.accentTheme(id: ThemeID(theme.0), displayName: theme.1,
                                  light: Color(red: UInt8(10 + index), green: 120, blue: 200),
                                  dark: Color(red: UInt8(100 + index), green: 200, blue: 250))
    }

    static let awkward = ThemeRegistry(themes: BuiltInThemes.all + awkwardThemes)

    // MARK: - Tools

    /// The executable `name` on PATH, or nil.
    static func tool(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":").map(String.init) + ["/usr/bin"] where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Standard error is read on another thread so neither pipe fills up.
        let errors = ErrorReader(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self) + errors.text())
    }

    final class ErrorReader: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func text() -> String {
            done.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }

    static func temporaryFolder(_ name: String) throws -> URL {
        try temporaryFolderURL(name)
    }

    static func write(_ files: [(path: String, text: String)], to folder: URL) throws {
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
    }

    static let consumers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ExportConsumers")

    static func text(_ files: [(path: String, text: String)], _ path: String) -> String? {
        files.first { $0.path == path }?.text
    }

    // MARK: - Every format

    static func allFormats(_ registry: ThemeRegistry) -> [(path: String, text: String)] {
        func prefixed(_ format: String, _ files: [(path: String, text: String)]) -> [(path: String, text: String)] {
            files.map { ("\(format)/\($0.path)", $0.text) }
        }
        return prefixed("xcassets", AssetCatalogExport.files(registry: registry, generator: generator))
            + prefixed("android", AndroidExport.files(registry: registry, generator: generator))
            + [("compose", ComposeExport.render(registry: registry, generator: generator)),
               ("scss", SCSSExport.render(registry: registry, generator: generator)),
               ("light-dark", LightDarkCSSExport.render(registry: registry, generator: generator))]
            + prefixed("ts", TypeScriptExport.files(registry: registry, generator: generator))
    }

    @Test func everyFormatIsTheSameBytesEachRun() {
        let first = Self.allFormats(.builtIn)
        let second = Self.allFormats(ThemeRegistry(themes: BuiltInThemes.all))
        #expect(first.map(\.path) == second.map(\.path))
        #expect(first.map(\.text) == second.map(\.text))
        #expect(Self.allFormats(Self.awkward).map(\.text) == Self.allFormats(Self.awkward).map(\.text))
    }

    @Test func everyFormatHasTheGeneratedByHeader() throws {
        let files = Self.allFormats(.builtIn)
        let line = "Generated by theme-preview test from 6 themes; do not edit: run `theme-preview export --format"
        for format in ["xcassets/ThemeTokens.swift", "compose", "scss", "ts/tokens.mjs", "ts/tokens.d.mts"] {
            let text = try #require(Self.text(files, format), "\(format)")
            #expect(text.prefix(300).contains(line), "\(format)")
        }
        for android in ["android/values/theme_colors.xml", "android/values-night/theme_colors.xml", "android/values/theme_dimens.xml"] {
            #expect(try #require(Self.text(files, android)).contains(
                "<!--\n  Generated by theme-preview test from 6 themes; do not edit: run `theme-preview export` again with the format android.\n"))
        }
        #expect(try #require(Self.text(files, "light-dark")).contains(
            "Generated by theme-preview test; do not edit: run `theme-preview export --format css --light-dark` again."))
    }

    // MARK: - Asset catalog

    @Test func colorsetHoldsAnyDarkAndHighContrastAsXcodeWritesThem() throws {
        let files = AssetCatalogExport.files(registry: .builtIn, generator: Self.generator)
        #expect(Self.text(files, "ThemeTokens.xcassets/Contents.json") == """
            {
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """)
        #expect(Self.text(files, "ThemeTokens.xcassets/Forest/Contents.json") == """
            {
              "info" : {
                "author" : "xcode",
                "version" : 1
              },
              "properties" : {
                "provides-namespace" : true
              }
            }

            """)
        let forest = try #require(BuiltInThemes.all.first { $0.id == .forest })
        let highLight = forest.light.increasedContrast(.light, typography: forest.typography)[.textSecondary]
        let highDark = forest.dark.increasedContrast(.dark, typography: forest.typography)[.textSecondary]
        #expect(highLight == Color(red: 0x3C, green: 0x3C, blue: 0x43))
        #expect(highDark == Color(red: 0xEB, green: 0xEB, blue: 0xF5))
        #expect(Self.text(files, "ThemeTokens.xcassets/Forest/textSecondary.colorset/Contents.json") == """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "0.600",
                      "blue" : "0x43",
                      "green" : "0x3C",
                      "red" : "0x3C"
                    }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    }
                  ],
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "0.600",
                      "blue" : "0xF5",
                      "green" : "0xEB",
                      "red" : "0xEB"
                    }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "contrast",
                      "value" : "high"
                    }
                  ],
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "0x43",
                      "green" : "0x3C",
                      "red" : "0x3C"
                    }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    },
                    {
                      "appearance" : "contrast",
                      "value" : "high"
                    }
                  ],
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "0xF5",
                      "green" : "0xEB",
                      "red" : "0xEB"
                    }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """)
        let accent = try #require(Self.text(files, "ThemeTokens.xcassets/Forest/accent.colorset/Contents.json"))
        #expect(accent.contains(#""blue" : "0x69",\#n          "green" : "0x96",\#n          "red" : "0x05""#))
        #expect(accent.contains(#""blue" : "0x99",\#n          "green" : "0xD3",\#n          "red" : "0x34""#))
    }

    @Test func everyThemeAndColorHasAColorset() {
        let files = AssetCatalogExport.files(registry: Self.awkward, generator: Self.generator)
        let colorsets = files.filter { $0.path.hasSuffix(".colorset/Contents.json") }
        #expect(colorsets.count == 14 * ColorSlot.all.count)
        let folders = Set(files.map { $0.path.split(separator: "/") }.filter { $0.count > 2 }.map { String($0[1]) })
        #expect(folders == ["Default", "Midnight", "Forest", "Sunset", "Lavender", "Rose", "DeepSea", "DeepSea2",
                            "DeepSea3", "Theme2fast", "Class", "All", "Accent", "Theme"])
        #expect(files.last?.path == "ThemeTokens.swift")
        #expect(files.contains { $0.path == "ThemeTokens.xcassets/Rose/syntaxKeyword.colorset/Contents.json" })
        #expect(files.contains { $0.path == "ThemeTokens.xcassets/Default/categorySocialMuted.colorset/Contents.json" })
        #expect(files.contains { $0.path == "ThemeTokens.xcassets/Default/avatar9.colorset/Contents.json" })
    }

    /// The rules Xcode's asset catalogs follow, as site/docs/tokens-in-your-app.md lists them.
    @Test func catalogFollowsXcodesRules() throws {
        let files = AssetCatalogExport.files(registry: Self.awkward, generator: Self.generator)
        let catalog = files.filter { $0.path.hasPrefix("ThemeTokens.xcassets/") }
        let problems = XcodeCatalogRules.problems(catalog.map { (String($0.path.dropFirst("ThemeTokens.xcassets/".count)), $0.text) })
        #expect(problems == [])
        // The rules catch what they should.
        let broken = XcodeCatalogRules.problems([
            ("Contents.json", #"{"info":{"author":"xcode","version":1}}"#),
            ("A/x.colorset/Contents.json", #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0x1","green":"1.5","blue":"0x00","alpha":"1"}},"idiom":"iphone"}],"info":{"author":"me","version":1}}"#),
            ("A/X.colorset/Contents.json", #"{"colors":[{"appearances":[{"appearance":"luminosity","value":"dim"}],"color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#),
        ])
        #expect(containsAll(broken, [
            "A: a folder without Contents.json",
            "A/x.colorset/Contents.json: info is not {author: xcode, version: 1}",
            "A/x.colorset/Contents.json: colors[0]: idiom is not universal",
            "A/x.colorset/Contents.json: colors[0]: red is not 0xHH or a number from 0 to 1: 0x1",
            "A/x.colorset/Contents.json: colors[0]: green is not 0xHH or a number from 0 to 1: 1.5",
            "A/X.colorset/Contents.json: colors[0]: unknown appearance luminosity=dim",
            "A/X.colorset/Contents.json: no entry for Any appearance",
            "A/x.colorset: name taken (ignoring case) by A/X.colorset",
        ]))
    }

    func containsAll(_ found: [String], _ expected: [String]) -> Bool {
        let missing = expected.filter { !found.contains($0) }
        if !missing.isEmpty { Issue.record("missing \(missing) in \(found)") }
        return missing.isEmpty
    }

    static let swiftUIConsumer = """
        import SwiftUI

        let accent: Color = Color.Theme.forest.accent
        let keyword: Color = Color.Theme.default.syntaxKeyword
        let chips: [Color] = Color.Theme.all.map { $0.categorySocialMuted }
        let awkward: [Color.Theme] = [.deepSea, .deepSea2, .deepSea3, .theme2fast, .`class`, .all2, .accent2, .theme]
        let name: String = Color.Theme.rose.folder + "/" + Color.Theme.rose.id
        """

    @Test(.enabled(if: tool("swiftc") != nil, "swiftc not on PATH"))
    func accessorsTypeCheckAgainstSwiftUIsColor() throws {
        let swiftc = try #require(Self.tool("swiftc"))
        let folder = try Self.temporaryFolder("xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(AssetCatalogExport.files(registry: Self.awkward, generator: Self.generator), to: folder)
        let stub = try Self.run(swiftc, ["-swift-version", "6", "-parse-as-library", "-module-name", "SwiftUI", "-emit-module",
                                         "-emit-module-path", folder.appendingPathComponent("SwiftUI.swiftmodule").path,
                                         Self.consumers.appendingPathComponent("SwiftUI.swift").path])
        try #require(stub.status == 0, "stub: \(stub.output)")
        try Data(Self.swiftUIConsumer.utf8).write(to: folder.appendingPathComponent("main.swift"))
        let check = try Self.run(swiftc, ["-swift-version", "6", "-typecheck", "-I", folder.path,
                                          folder.appendingPathComponent("ThemeTokens.swift").path,
                                          folder.appendingPathComponent("main.swift").path])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output == "")
        // A misspelled token does not compile.
        try Data("import SwiftUI\nlet x = Color.Theme.forest.acent\n".utf8).write(to: folder.appendingPathComponent("main.swift"))
        let wrong = try Self.run(swiftc, ["-swift-version", "6", "-typecheck", "-I", folder.path,
                                          folder.appendingPathComponent("ThemeTokens.swift").path,
                                          folder.appendingPathComponent("main.swift").path])
        #expect(wrong.status != 0)
        #expect(wrong.output.contains("value of type 'Color.Theme' has no member 'acent'"), "\(wrong.output)")
    }

    @Test func accessorsNameEveryThemeAndColor() throws {
        let files = AssetCatalogExport.files(registry: .builtIn, generator: Self.generator)
        let source = try #require(Self.text(files, "ThemeTokens.swift"))
        #expect(source.contains("        public static let all: [Theme] = [`default`, midnight, forest, sunset, lavender, rose]\n"))
        #expect(source.contains("        /// Forest\n        public static let forest = Theme(folder: \"Forest\", id: \"forest\")\n"))
        #expect(source.contains("        /// Primary brand — buttons, links, active states\n        public var accent: Color { color(\"accent\") }\n"))
        #expect(source.contains("            Color(folder + \"/\" + name, bundle: ThemeTokensBundle.bundle)\n"))
    }

    // MARK: - Android

    @Test func androidColorsAreARGBUnderTheSameNamesDayAndNight() throws {
        let files = AndroidExport.files(registry: .builtIn, generator: Self.generator)
        #expect(files.map(\.path) == ["values/theme_colors.xml", "values-night/theme_colors.xml", "values/theme_dimens.xml"])
        let light = try #require(Self.text(files, "values/theme_colors.xml"))
        let night = try #require(Self.text(files, "values-night/theme_colors.xml"))
        let dimens = try #require(Self.text(files, "values/theme_dimens.xml"))
        #expect(light.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!--\n  Generated by theme-preview test from 6 themes;"))
        for line in ["    <!-- Forest (forest) -->\n", "    <color name=\"forest_accent\">#FF059669</color>\n",
                     "    <color name=\"default_text_secondary\">#993C3C43</color>\n",
                     "    <color name=\"rose_category_social_muted\">", "    <color name=\"default_avatar_9\">",
                     "    <color name=\"lavender_syntax_marked_background\">"] {
            #expect(light.contains(line), "\(line)")
        }
        #expect(night.contains("    <color name=\"forest_accent\">#FF34D399</color>\n"))
        #expect(dimens.contains("    <dimen name=\"forest_spacing_md\">12dp</dimen>\n"))
        #expect(dimens.contains("    <dimen name=\"default_radius_full\">9999dp</dimen> <!-- capsule -->\n"))
        #expect(dimens.contains("    <dimen name=\"default_font_size_caption_mono\">12sp</dimen>\n"))
        #expect(dimens.contains("    <integer name=\"default_font_weight_display_large\">700</integer>\n"))
        #expect(Self.resourceNames(light) == Self.resourceNames(night))
        #expect(Self.resourceNames(light).count == 6 * ColorSlot.all.count)
    }

    static func resourceNames(_ xml: String) -> [String] {
        xml.components(separatedBy: " name=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    /// Checked here by their own rule, not `AndroidExport.isValidResourceName`.
    @Test func androidNamesFollowTheResourceRules() throws {
        let files = AndroidExport.files(registry: Self.awkward, generator: Self.generator)
        let javaKeywords: Set<String> = ["class", "default", "int", "new", "package", "public", "static", "void", "true", "false", "null"]
        for file in files {
            let names = Self.resourceNames(file.text)
            #expect(names.count > 100)
            #expect(Set(names).count == names.count, "\(file.path): duplicate names")
            for name in names {
                let valid = name.range(of: "^[a-z][a-z0-9_]*$", options: .regularExpression) != nil && !javaKeywords.contains(name)
                #expect(valid, "\(file.path): \(name)")
            }
        }
        let names = Self.resourceNames(try #require(Self.text(files, "values/theme_colors.xml")))
        for name in ["deep_sea_accent", "deep_sea_2_accent", "deep_sea_3_accent", "theme_2fast_accent", "class_accent",
                     "all_accent", "accent_accent", "theme_accent"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(!AndroidExport.isValidResourceName("class"))
        #expect(!AndroidExport.isValidResourceName("Forest_accent"))
        #expect(!AndroidExport.isValidResourceName("2_accent"))
        #expect(AndroidExport.isValidResourceName("forest_accent"))
    }

    @Test(.enabled(if: tool("xmllint") != nil, "xmllint not installed (Debian package libxml2-utils)"))
    func androidResourcesAreWellFormedXML() throws {
        let xmllint = try #require(Self.tool("xmllint"))
        let folder = try Self.temporaryFolder("android")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = AndroidExport.files(registry: Self.awkward, generator: Self.generator)
        try Self.write(files, to: folder)
        let result = try Self.run(xmllint, ["--noout"] + files.map { folder.appendingPathComponent($0.path).path })
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "")
        // xmllint does fail on a broken file.
        try Data("<resources><!-- a -- b --></resources>".utf8).write(to: folder.appendingPathComponent("broken.xml"))
        #expect(try Self.run(xmllint, ["--noout", folder.appendingPathComponent("broken.xml").path]).status != 0)
    }

    // MARK: - Compose

    static let composeMain = """
        import theme.tokens.AppThemes

        fun main() {
            println("themes: " + AppThemes.all.size)
            println("forest light accent: " + AppThemes.forest.light.accent)
            println("forest dark accent: " + AppThemes.forest.colors(dark = true).accent)
            println("default textSecondary: " + AppThemes.default.light.textSecondary)
            println("forest dark primary: " + AppThemes.forest.colorScheme(dark = true).primary)
            println("forest light primaryContainer: " + AppThemes.forest.lightScheme.primaryContainer)
            println("forest light onSurfaceVariant: " + AppThemes.forest.lightScheme.onSurfaceVariant)
            println("displayLarge: " + AppThemes.forest.typography.displayLarge.fontSize + " " + AppThemes.forest.typography.displayLarge.fontWeight!!.weight)
            println("captionMono: " + AppThemes.forest.typography.captionMono.fontFamily)
            println("awkward: " + listOf(AppThemes.deepSea, AppThemes.deepSea2, AppThemes.deepSea3, AppThemes.theme2fast, AppThemes.class2, AppThemes.all2, AppThemes.accent, AppThemes.theme).map { it.id })
            println("name: " + AppThemes.deepSea.displayName)
            println("fallback: " + AppThemes.theme("nope").id)
            println("vivid light accent: " + AppThemes.vivid.light.accent)
            println("vivid light textSecondary: " + AppThemes.vivid.light.textSecondary)
            println("vivid light primaryContainer: " + AppThemes.vivid.lightScheme.primaryContainer)
            println("vivid dark accent: " + AppThemes.vivid.dark.accent)
        }
        """

    @Test(.enabled(if: tool("kotlinc") != nil && tool("java") != nil, "kotlinc not installed (Debian package kotlin)"))
    func composeCompilesAgainstComposeTypesAndHoldsTheValues() throws {
        let kotlinc = try #require(Self.tool("kotlinc"))
        let java = try #require(Self.tool("java"))
        let folder = try Self.temporaryFolder("compose")
        defer { try? FileManager.default.removeItem(at: folder) }
        // With a theme written in display-p3 and oklch (WideGamutExportTests): Compose holds both.
        let registry = ThemeRegistry(themes: Self.awkward.themes + [WideGamutExportTests.vivid])
        try Data(ComposeExport.render(registry: registry, generator: Self.generator).utf8).write(to: folder.appendingPathComponent("Tokens.kt"))
        try Data(Self.composeMain.utf8).write(to: folder.appendingPathComponent("Main.kt"))
        let stubs = try FileManager.default.contentsOfDirectory(atPath: Self.consumers.appendingPathComponent("compose").path)
            .filter { $0.hasSuffix(".kt") }.sorted().map { Self.consumers.appendingPathComponent("compose/\($0)").path }
        let jar = folder.appendingPathComponent("tokens.jar").path
        // One compile: kotlinc takes tens of seconds.
        let compile = try Self.run(kotlinc, ["-nowarn", "-include-runtime", "-d", jar, folder.appendingPathComponent("Tokens.kt").path,
                                             folder.appendingPathComponent("Main.kt").path] + stubs)
        try #require(compile.status == 0, "kotlinc: \(compile.output)")
        let result = try Self.run(java, ["-cp", jar, "MainKt"])
        #expect(result.status == 0)
        #expect(result.output == """
            themes: 15
            forest light accent: Color(0xFF059669)
            forest dark accent: Color(0xFF34D399)
            default textSecondary: Color(0x993C3C43)
            forest dark primary: Color(0xFF34D399)
            forest light primaryContainer: Color(0xFFE1F2ED)
            forest light onSurfaceVariant: Color(0x993C3C43)
            displayLarge: 34.0.sp 700
            captionMono: Monospace
            awkward: [deep-sea, deep_sea, DeepSea, 2fast, class, all, accent, é]
            name: Deep Sea */ --> "$x" \\
            fallback: default
            vivid light accent: Color(1.0, 0.0, 0.0, 1.0, Display P3)
            vivid light textSecondary: Color(0.5, -0.034202, -0.093969, 1.0, Oklab)
            vivid light primaryContainer: Color(0xFFFFE2E2)
            vivid dark accent: Color(0xFF3DAED4)

            """)
    }

    /// Kotlin strings escape `$` (templates), and hidden characters as
    /// four-digit `\u`, a surrogate pair outside the BMP.
    @Test func composeStringLiteralsEscapeTemplatesAndHiddenCharacters() {
        #expect(ComposeExport.stringLiteral("a\"b\\c$d") == #""a\"b\\c\$d""#)
        #expect(ComposeExport.stringLiteral("1\n2\u{0}3\u{202E}4\u{E0001}5é") == #""1\n2\u00003\u202E4\uDB40\uDC015é""#)
    }

    @Test func composeWritesMaterialRolesAndTextStyles() throws {
        let source = ComposeExport.render(registry: .builtIn, generator: Self.generator, package: "com.example.tokens")
        #expect(source.contains("\npackage com.example.tokens\n"))
        #expect(source.contains("    val forest = AppTheme(\n        id = \"forest\",\n        displayName = \"Forest\",\n        light = AppColors(\n            background = Color(0xFFFFFFFF),\n"))
        #expect(source.contains("        darkScheme = darkColorScheme(\n            primary = Color(0xFF34D399),\n            onPrimary = Color(0xFF000000),\n"))
        #expect(source.contains("            captionMono = TextStyle(fontSize = 12.sp, fontWeight = FontWeight.Normal, fontFamily = FontFamily.Monospace)\n"))
        #expect(source.contains("    val all: List<AppTheme> = listOf(default, midnight, forest, sunset, lavender, rose)\n"))
        #expect(!source.contains(",\n    )") && !source.contains(",\n        )") && !source.contains(",\n)"))
        #expect(ComposeExport.isValidPackage("com.example.tokens"))
        #expect(!ComposeExport.isValidPackage("com.example.class"))
        #expect(!ComposeExport.isValidPackage("com..tokens"))
        #expect(!ComposeExport.isValidPackage("1tokens"))
    }

    // MARK: - SCSS

    @Test func scssMapsHoldEveryThemeAndScheme() {
        let scss = SCSSExport.render(registry: .builtIn, generator: Self.generator)
        #expect(scss.contains("$forest-light: (\n  \"background\": #FFFFFF,\n"))
        #expect(scss.contains("  \"text-secondary\": rgba(60, 60, 67, 0.6),\n"))
        #expect(scss.contains("$forest-dark: (\n"))
        #expect(scss.contains("$default-spacing: (\n  \"xxs\": 2px,\n"))
        #expect(scss.contains("$default-radius: (\n  \"small\": 8px,\n"))
        #expect(scss.contains("  \"forest\": (\"light\": $forest-light, \"dark\": $forest-dark, \"light-original\": $forest-light-original, \"dark-original\": $forest-dark-original, \"spacing\": $forest-spacing, \"radius\": $forest-radius, \"font-size\": $forest-font-size, \"font-weight\": $forest-font-weight),\n"))
        #expect(scss.hasSuffix("  \"rose\": (\"light\": $rose-light, \"dark\": $rose-dark, \"light-original\": $rose-light-original, \"dark-original\": $rose-dark-original, \"spacing\": $rose-spacing, \"radius\": $rose-radius, \"font-size\": $rose-font-size, \"font-weight\": $rose-font-weight)\n);\n"))
    }

    @Test(.enabled(if: tool("sassc") != nil, "sassc not installed (Debian package sassc)"))
    func scssCompilesWithSass() throws {
        let sassc = try #require(Self.tool("sassc"))
        let folder = try Self.temporaryFolder("scss")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(SCSSExport.render(registry: Self.awkward, generator: Self.generator).utf8).write(to: folder.appendingPathComponent("_tokens.scss"))
        try Data("""
            @import "tokens";
            .card {
              background: map-get($forest-light, "surface");
              color: map-get(map-get(map-get($themes, "forest"), "dark"), "accent");
              border-color: map-get($default-light, "text-secondary");
              padding: map-get($forest-spacing, "md");
              border-radius: map-get($forest-radius, "full");
              font-size: map-get($forest-font-size, "body-large");
              font-weight: map-get(map-get(map-get($themes, "forest"), "font-weight"), "title-large");
              outline-color: map-get($deep-sea-3-dark, "accent");
              content: length($themes);
            }

            """.utf8).write(to: folder.appendingPathComponent("app.scss"))
        let result = try Self.run(sassc, ["--style", "expanded", folder.appendingPathComponent("app.scss").path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == """
            .card {
              background: #FFFFFF;
              color: #34D399;
              border-color: rgba(60, 60, 67, 0.6);
              padding: 12px;
              border-radius: 9999px;
              font-size: 17px;
              font-weight: 600;
              outline-color: #66C8FA;
              content: 14;
            }

            """)
    }

    // MARK: - TypeScript

    @Test func typeScriptModuleAndDeclarationsMatch() throws {
        let files = TypeScriptExport.files(registry: .builtIn, generator: Self.generator)
        #expect(files.map(\.path) == ["tokens.mjs", "tokens.d.mts"])
        let module = try #require(Self.text(files, "tokens.mjs"))
        let types = try #require(Self.text(files, "tokens.d.mts"))
        #expect(module.contains("export const themes = {\n  default: {\n    id: \"default\",\n    name: \"VaultMail\",\n    light: {\n      background: \"#FFFFFF\",\n"))
        #expect(module.contains("      textSecondary: \"#3C3C4399\",\n"))
        #expect(module.hasSuffix("export const defaultThemeId = \"default\";\n"))
        #expect(types.contains("export declare const themes: {\n  readonly default: {\n    readonly id: \"default\";\n    readonly name: \"VaultMail\";\n    readonly light: {\n      readonly background: \"#FFFFFF\";\n"))
        #expect(types.contains("export type ColorToken =\n  | \"background\"\n  | \"surface\"\n"))
        #expect(types.contains("export type SpacingToken =\n  | \"xxs\"\n"))
        #expect(types.hasSuffix("export declare const defaultThemeId: \"default\";\n"))
    }

    static let nodeMain = """
        import { themes, defaultThemeId } from "./tokens.mjs";
        console.log(Object.keys(themes).join(" "));
        console.log(themes.forest.light.accent, themes.forest.dark.accent, themes.default.light.textSecondary);
        console.log(themes.forest.spacing.md, themes.forest.radius.full, JSON.stringify(themes.forest.typography.captionMono));
        console.log(themes["deep-sea"].name, defaultThemeId);

        """

    @Test(.enabled(if: tool("node") != nil, "node not installed (Debian package nodejs)"))
    func nodeImportsTheModule() throws {
        let node = try #require(Self.tool("node"))
        let folder = try Self.temporaryFolder("ts")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(TypeScriptExport.files(registry: Self.awkward, generator: Self.generator), to: folder)
        try Data(Self.nodeMain.utf8).write(to: folder.appendingPathComponent("main.mjs"))
        let result = try Self.run(node, [folder.appendingPathComponent("main.mjs").path])
        #expect(result.status == 0)
        #expect(result.output == """
            default midnight forest sunset lavender rose deep-sea deep_sea DeepSea 2fast class all accent é
            #059669 #34D399 #3C3C4399
            12 9999 {"fontSize":12,"fontWeight":400,"fontFamily":"ui-monospace, \\"SF Mono\\", SFMono-Regular, Menlo, Consolas, \\"DejaVu Sans Mono\\", monospace"}
            Deep Sea */ --> "$x" \\ default

            """)
    }

    static let typeScriptConsumer = """
        import { themes, defaultThemeId, type ColorToken, type Theme, type ThemeId } from "./tokens.mjs";

        const accent: "#34D399" = themes.forest.dark.accent;
        const token: ColorToken = "syntaxKeyword";
        const id: ThemeId = defaultThemeId;
        const any: Theme = themes["deep-sea"];
        const color: string = themes[id].light[token];
        const md: number = any.spacing.md;
        const wide: string = any.original.light.accent ?? any.light.accent;
        // @ts-expect-error: forest has no color written in another color space
        const none = themes.forest.original.light.accent;
        // @ts-expect-error: not a token
        const wrong = themes.forest.light.acent;
        // @ts-expect-error: readonly
        themes.forest.light.accent = "#000000";
        export { accent, color, md, wrong, wide, none };

        """

    @Test(.enabled(if: tool("tsc") != nil, "tsc not installed (Debian package node-typescript)"))
    func typeScriptChecksTheDeclarations() throws {
        let tsc = try #require(Self.tool("tsc"))
        let folder = try Self.temporaryFolder("tsc")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(TypeScriptExport.files(registry: Self.awkward, generator: Self.generator), to: folder)
        try Data(Self.typeScriptConsumer.utf8).write(to: folder.appendingPathComponent("app.mts"))
        let arguments = ["--noEmit", "--strict", "--module", "es2022", "--target", "es2022", "--moduleResolution", "node16"]
        let result = try Self.run(tsc, arguments + [folder.appendingPathComponent("app.mts").path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "")
        // A wrong literal type fails.
        try Data("import { themes } from \"./tokens.mjs\";\nexport const a: \"#000000\" = themes.forest.dark.accent;\n".utf8)
            .write(to: folder.appendingPathComponent("app.mts"))
        let wrong = try Self.run(tsc, arguments + [folder.appendingPathComponent("app.mts").path])
        #expect(wrong.status != 0)
        #expect(wrong.output.contains("Type '\"#34D399\"' is not assignable to type '\"#000000\"'"), "\(wrong.output)")
    }

    // MARK: - CSS with light-dark()

    @Test func lightDarkBlocksHoldBothSchemes() throws {
        let css = LightDarkCSSExport.render(registry: .builtIn, generator: Self.generator)
        #expect(css.hasPrefix("/*\n * Design tokens of 6 themes as CSS custom properties, both schemes in one block with light-dark().\n"))
        let blocks = css.split(separator: "\n").filter { $0.hasPrefix(":root") }
        #expect(blocks.count == 12)
        #expect(blocks[0].hasPrefix(":root{color-scheme:light dark;--vm-color-background:light-dark(#FFFFFF,#000000);"))
        let forest = try #require(blocks.first { $0.hasPrefix(":root[data-theme=\"forest\"]{color-scheme:light dark;") })
        #expect(forest.contains(";--vm-color-accent:light-dark(#059669,#34D399);"))
        #expect(forest.contains(";--vm-color-text-secondary:light-dark(#3C3C4399,#EBEBF599);"))
        #expect(forest.contains(";--vm-space-md:12px;"))
        #expect(forest.contains(";--vm-radius-full:9999px;"))
        for block in blocks.prefix(6) {
            #expect(block.components(separatedBy: ":light-dark(").count - 1 == ColorSlot.all.count)
        }
        #expect(css.contains("@media (prefers-contrast: more){\n:root{"))
        #expect(css.contains("--vm-color-text-secondary:light-dark(#3C3C43,#EBEBF5);"))
    }

    /// The cascade over `<html>`: each theme's block wins for its id, the
    /// default's for no id or an unknown one, and increased contrast swaps in
    /// that palette's colors, both schemes in each value.
    @Test func lightDarkCascadeGivesEachThemeItsColors() throws {
        let css = try MiniCSS.parse(LightDarkCSSExport.render(registry: .builtIn, generator: Self.generator))
        let memo = NearestPassingColor.Memo()
        for theme in BuiltInThemes.all {
            let ids: [String?] = theme.id == .default ? [nil, "default", "nope"] : [theme.id.rawValue]
            for id in ids {
                for contrast in [false, true] {
                    let state = CascadeState(attributes: id.map { ["data-theme": $0] } ?? [:],
                                             media: contrast ? ["(prefers-contrast: more)"] : [])
                    let computed = css.computed(state)
                    #expect(computed["color-scheme"] == "light dark")
                    let light = contrast ? theme.light.increasedContrast(.light, typography: theme.typography, memo: memo) : theme.light
                    let dark = contrast ? theme.dark.increasedContrast(.dark, typography: theme.typography, memo: memo) : theme.dark
                    for token in [ColorToken.accent, .textSecondary, .surfaceSelected, .unreadDot] {
                        #expect(computed[CSSVariable.color(token)] == "light-dark(\(light[token].css),\(dark[token].css))", "\(state) \(token)")
                    }
                    #expect(computed[CSSVariable.syntax(.keyword)] == "light-dark(\(light[syntax: .keyword].css),\(dark[syntax: .keyword].css))")
                    #expect(computed[CSSVariable.space(.md)] == "12px")
                }
            }
        }
    }
}

import Foundation
import Testing
@testable import TokenExport

/// A design system's exports compiled and run by the tools that read
/// them (as `PlatformExportTests` does for the built-in themes): each
/// test runs when its tool is installed.
struct SystemExportConsumerTests {
    typealias Tools = PlatformExportTests

    @Test(.enabled(if: Tools.tool("swiftc") != nil, "swiftc not on PATH"))
    func swiftCompilesAndHoldsTheValues() throws {
        let swiftc = try #require(Tools.tool("swiftc"))
        let folder = try Tools.temporaryFolder("system-swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Tools.write([("Tokens.swift", SystemSwiftExport.render(try SystemExportTests.system(), generator: "t").text),
                         ("main.swift", """
                          print(SiteCombinations.all.map(\\.id), SiteCombinations.dark.colorsBrand.blue)
                          print(SiteCombinations.combination(id: "nope").typographyBody.letterSpacing ?? 0)
                          print(SiteCombinations.light.labelOddName)
                          """)], to: folder)
        let compile = try Tools.run(swiftc, ["-swift-version", "6", folder.appendingPathComponent("Tokens.swift").path,
                                             folder.appendingPathComponent("main.swift").path,
                                             "-o", folder.appendingPathComponent("main").path])
        try #require(compile.status == 0, "swiftc: \(compile.output)")
        let result = try Tools.run(folder.appendingPathComponent("main"), [])
        #expect(result.output == "[\"light\", \"dark\"] 1.0\n0.32\nDon't <panic> & \"quote\" $x\n")
    }

    @Test(.enabled(if: Tools.tool("swiftc") != nil, "swiftc not on PATH"))
    func assetCatalogAccessorsTypeCheckAgainstSwiftUIsColor() throws {
        let swiftc = try #require(Tools.tool("swiftc"))
        let folder = try Tools.temporaryFolder("system-xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Tools.write(SystemAssetCatalogExport.files(try SystemExportTests.system(), generator: "t").files, to: folder)
        let stub = try Tools.run(swiftc, ["-swift-version", "6", "-parse-as-library", "-module-name", "SwiftUI", "-emit-module",
                                          "-emit-module-path", folder.appendingPathComponent("SwiftUI.swiftmodule").path,
                                          Tools.consumers.appendingPathComponent("SwiftUI.swift").path])
        try #require(stub.status == 0, "stub: \(stub.output)")
        try Data("import SwiftUI\nlet brand: Color = Color.SiteTokens.site.colorsBrand\n".utf8).write(to: folder.appendingPathComponent("main.swift"))
        let check = try Tools.run(swiftc, ["-swift-version", "6", "-typecheck", "-I", folder.path,
                                           folder.appendingPathComponent("DesignTokens.swift").path,
                                           folder.appendingPathComponent("main.swift").path])
        #expect(check.status == 0, "\(check.output)")
    }

    @Test(.enabled(if: Tools.tool("kotlinc") != nil && Tools.tool("java") != nil, "kotlinc not installed (Debian package kotlin)"))
    func composeCompilesAgainstComposeTypesAndHoldsTheValues() throws {
        let kotlinc = try #require(Tools.tool("kotlinc"))
        let java = try #require(Tools.tool("java"))
        let folder = try Tools.temporaryFolder("system-compose")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Tools.write([("Tokens.kt", SystemComposeExport.render(try SystemExportTests.system(), generator: "t", package: "acme.tokens").text),
                         ("Main.kt", """
                          import acme.tokens.SiteCombinations

                          fun main() {
                              println(SiteCombinations.all.map { it.id })
                              println(SiteCombinations.dark.colorsBrand)
                              println(SiteCombinations.combination("light").typographyBody.letterSpacing)
                              println(SiteCombinations.dark.shadowRaised[0].offsetY)
                              println(SiteCombinations.light.labelOddName)
                              println(SiteCombinations.light.motionEase)
                          }
                          """)], to: folder)
        let stubs = try FileManager.default.contentsOfDirectory(atPath: Tools.consumers.appendingPathComponent("compose").path)
            .filter { $0.hasSuffix(".kt") }.sorted().map { Tools.consumers.appendingPathComponent("compose/\($0)").path }
        let jar = folder.appendingPathComponent("tokens.jar").path
        let compile = try Tools.run(kotlinc, ["-nowarn", "-include-runtime", "-d", jar, folder.appendingPathComponent("Tokens.kt").path,
                                              folder.appendingPathComponent("Main.kt").path] + stubs)
        try #require(compile.status == 0, "kotlinc: \(compile.output)")
        let result = try Tools.run(java, ["-cp", jar, "MainKt"])
        #expect(result.output == """
            [light, dark]
            Color(0xFF99AAFF)
            0.32.sp
            8.0.dp
            Don't <panic> & "quote" $x
            CubicBezierEasing(0.4, 0.0, 0.2, 1.0)

            """)
    }

    @Test(.enabled(if: Tools.tool("sassc") != nil, "sassc not installed (Debian package sassc)"))
    func scssCompilesWithSass() throws {
        let sassc = try #require(Tools.tool("sassc"))
        let folder = try Tools.temporaryFolder("system-scss")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Tools.write([("_tokens.scss", SystemSCSSExport.render(try SystemExportTests.system(), generator: "t").text),
                         ("app.scss", """
                          @import "tokens";
                          $dark: map-get($combinations, "dark");
                          .a { color: map-get($dark, "colors-brand"); font-family: map-get(map-get($dark, "typography-body"), "font-family");
                               box-shadow: map-get($dark, "shadow-raised"); content: map-get($dark, "label-odd-name"); }
                          """)], to: folder)
        let result = try Tools.run(sassc, ["--style", "expanded", folder.appendingPathComponent("app.scss").path])
        #expect(result.output == """
            .a {
              color: #99AAFF;
              font-family: "Inter \\22 Display\\22 ";
              box-shadow: 0px 8px 12px 0px #00000066;
              content: "Don't <panic> & \\"quote\\" $x";
            }

            """)
    }

    @Test(.enabled(if: Tools.tool("node") != nil && Tools.tool("tsc") != nil, "node or tsc not installed"))
    func typeScriptTypeChecksAndNodeReadsIt() throws {
        let node = try #require(Tools.tool("node")), tsc = try #require(Tools.tool("tsc"))
        let folder = try Tools.temporaryFolder("system-ts")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Tools.write(SystemTypeScriptExport.files(try SystemExportTests.system(), generator: "t").files, to: folder)
        try Tools.write([("main.mts", """
                          import { combinations, defaultCombinationId, type CombinationId } from "./tokens.mjs";
                          const id: CombinationId = defaultCombinationId;
                          const brand: "#99AAFF" = combinations.dark.tokens.colorsBrand;
                          console.log(id, brand, combinations[id].tokens.labelOddName);
                          """)], to: folder)
        let check = try Tools.run(tsc, ["--strict", "--module", "nodenext", "--noEmit", folder.appendingPathComponent("main.mts").path])
        #expect(check.status == 0, "\(check.output)")
        let result = try Tools.run(node, ["--input-type=module", "-e",
                                          "import { combinations } from './tokens.mjs'; console.log(combinations.light.tokens.labelOddName)"], in: folder)
        #expect(result.output == "Don't <panic> & \"quote\" $x\n")
    }

    @Test(.enabled(if: Tools.tool("xmllint") != nil, "xmllint not installed (Debian package libxml2-utils)"))
    func androidResourcesAreWellFormedXML() throws {
        let xmllint = try #require(Tools.tool("xmllint"))
        let folder = try Tools.temporaryFolder("system-android")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = SystemAndroidExport.files(try SystemExportTests.system(), generator: "t").files
        try Tools.write(files, to: folder)
        let result = try Tools.run(xmllint, ["--noout"] + files.map { folder.appendingPathComponent($0.path).path })
        #expect(result.status == 0, "\(result.output)")
    }
}

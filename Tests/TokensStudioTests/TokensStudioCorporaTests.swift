import Basics
import DTCG
import Foundation
import Testing
@testable import TokensStudio

/// The real token folders in `../shared/tokens-corpora` (beside the
/// repository, or where `THEME_PREVIEW_SHARED` says), read in place.
struct TokensStudioCorporaTests {
    /// `<shared>/tokens-corpora`; the test fails when it is nowhere.
    static func corpora() throws -> URL {
        let environment = ProcessInfo.processInfo.environment["THEME_PREVIEW_SHARED"]
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [environment.map { URL(fileURLWithPath: $0).appendingPathComponent("tokens-corpora") },
                          repository.deletingLastPathComponent().appendingPathComponent("shared/tokens-corpora")]
            .compactMap { $0 }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate.path) {
            return candidate
        }
        struct Missing: Error, CustomStringConvertible {
            var description: String
        }
        throw Missing(description: "the token corpora are not at \(candidates.map(\.path).joined(separator: " or ")): put them at <repository>/../shared/tokens-corpora or set THEME_PREVIEW_SHARED to the folder that holds tokens-corpora")
    }

    /// Every `.json` file under `folder`, paths relative to its parent
    /// (`tokens/brand/casual.json`), sorted.
    static func files(under folder: URL) throws -> [DTCGFile] {
        let parent = folder.deletingLastPathComponent().path
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        return try paths.map { relative in
            let url = folder.appendingPathComponent(relative)
            return DTCGFile(path: String(url.path.dropFirst(parent.count + 1)),
                            text: try String(contentsOf: url, encoding: .utf8))
        }
    }

    static func lion() throws -> DesignSystem {
        let folder = try corpora().appendingPathComponent("lion-example/tokens")
        let files = try files(under: folder)
        #expect(TokensStudioReader.isTokensStudio(files: files))
        return try TokensStudioReader.read(files: files, folder: "tokens", name: "Lion")
    }
}

extension TokensStudioCorporaTests {
    /// Tokens Studio's Lion example: 9 sets, 49 tokens; themes in two
    /// groups (brand: Casual, Business; color: Green, Blue, Purple), every
    /// set but the theme's own two read as `source`. Values checked by hand
    /// against the files.
    @Test func lion() throws {
        let lion = try Self.lion()
        #expect(lion.name == "Lion")
        #expect(lion.axes == [DesignAxis(name: "brand", values: ["Casual", "Business"]),
                              DesignAxis(name: "color", values: ["Green", "Blue", "Purple"])])
        #expect(lion.combinations.map(\.values) == [
            ["Casual", "Green"], ["Casual", "Blue"], ["Casual", "Purple"],
            ["Business", "Green"], ["Business", "Blue"], ["Business", "Purple"],
        ])
        let casualGreen = DesignCombination(["Casual", "Green"])
        let businessPurple = DesignCombination(["Business", "Purple"])
        // The enabled sets' tokens: brand/casual's and color/green's.
        #expect(lion.tokens[casualGreen]?.tokens.map(\.name) == ["borderRadius.default", "colors.bg.default.color"])
        // primitive/colors (38), primitive/radii (2), semantic/typography (1), component/button (3).
        #expect(lion.sourceTokens[casualGreen]?.tokens.count == 44)
        let allNames = Set(lion.combinations.flatMap { combination in
            (lion.tokens[combination]?.tokens ?? []).map(\.name) + (lion.sourceTokens[combination]?.tokens ?? []).map(\.name)
        })
        // 49 tokens: the two brand/* sets define one name, the three color/* sets another.
        #expect(allNames.count == 46)
        // brand/casual: {borderRadius.lg}, primitive/radii: "8".
        #expect(lion.tokens[casualGreen]?["borderRadius.default"]?.value == .dimension(DTCGDimension(value: 8, unit: "px")))
        #expect(lion.tokens[casualGreen]?["borderRadius.default"]?.references == ["borderRadius.lg"])
        #expect(lion.tokens[businessPurple]?["borderRadius.default"]?.value == .dimension(DTCGDimension(value: 0, unit: "px")))
        // color/green: {colors.green.600} = #38a169; color/purple: #805ad5.
        #expect(lion.tokens[casualGreen]?["colors.bg.default.color"]?.value.colorText == "#38a169")
        #expect(lion.tokens[businessPurple]?["colors.bg.default.color"]?.value.colorText == "#805ad5")
        // component/button (source) follows the theme's sets.
        #expect(lion.sourceTokens[businessPurple]?["button.bg.color"]?.value.colorText == "#805ad5")
        #expect(lion.sourceTokens[businessPurple]?["button.bg.color"]?.references == ["colors.bg.default.color"])
        #expect(lion.sourceTokens[casualGreen]?["button.text.color"]?.value.colorText == "#ffffff")
        #expect(lion.sourceTokens[casualGreen]?["button.borderRadius"]?.value == .dimension(DTCGDimension(value: 8, unit: "px")))
        #expect(lion.tokens[casualGreen]?["colors.bg.default.color"]?.file == "tokens/color/green.json")
        // Its $metadata names sets by old names: one warning.
        #expect(lion.warnings.map(\.description) == [
            "tokens/$metadata.json:2:20: warning: \"tokenSetOrder\" names 7 sets that are not among the token sets ('core', 'button', 'casual', 'business', 'green', 'blue', 'purple'); ignored, and the sets it does not name keep the order they were read in",
        ])
    }

    static func sdTransforms(_ names: [String]) throws -> DesignSystem {
        let folder = try corpora().appendingPathComponent("sd-transforms/test/integration/tokens")
        let files = try files(under: folder).filter { file in names.contains { file.path.hasSuffix("/" + $0) } }
        #expect(files.count == names.count)
        return try TokensStudioReader.read(files: files, folder: "tokens")
    }

    /// Every sd-transforms fixture reads (the cross-file ones together), with
    /// the values its integration tests publish.
    @Test func sdTransformsFixtures() throws {
        let folder = try Self.corpora().appendingPathComponent("sd-transforms/test/integration/tokens")
        let all = try Self.files(under: folder)
        #expect(all.count == 13)
        for file in all where !file.path.contains("cross-file-refs") {
            #expect(TokensStudioReader.isTokensStudio(files: [file]), "\(file.path)")
            #expect(throws: Never.self, "\(file.path)") { try TokensStudioReader.read(files: [file], folder: "tokens") }
        }
        let crossFile = try Self.sdTransforms(["cross-file-refs-1.tokens.json", "cross-file-refs-2.tokens.json", "cross-file-refs-3.tokens.json"])
        // 9 tokens in the first file, 3 in the second, 2 in the third.
        #expect(onlyTokens(crossFile).tokens.count == 14)
        #expect(onlyTokens(crossFile)["typo-3"]?.value == .typography(DTCGTypography(
            fontFamily: ["Inter"], fontSize: DTCGDimension(value: 8, unit: "px"), fontWeight: 800, lineHeight: 1.5)))
        #expect(onlyTokens(crossFile)["typo-3"]?.references == ["typo-2"])
        #expect(onlyTokens(crossFile)["testTypography.fancyText"]?.value == .typography(DTCGTypography(
            fontFamily: ["Arial"], fontSize: DTCGDimension(value: 25, unit: "px"), fontWeight: 700, lineHeight: 1.28)))

        // color-modifier-references.test.ts: the CSS it expects.
        let modifiers = onlyTokens(try Self.sdTransforms(["color-modifier-references.tokens.json"]))
        let expected = ["color": "#ffffff4d", "color2": "#0000004d", "color3": "#a1bbee", "color4": "#759ae6",
                        "color5": "#759ae6", "color6": "#3b64b3", "color7": "#3b64b3", "color8": "#202d3bbd",
                        "color9": "#c5c8cc", "color10": "#424242"]
        for (name, hex) in expected {
            #expect(modifiers[name]?.value.colorText == hex, "\(name)")
        }

        // math-in-complex-values.tokens.json: math inside typography, border and shadows.
        let math = onlyTokens(try Self.sdTransforms(["math-in-complex-values.tokens.json"]))
        #expect(math["typo"]?.value == .typography(DTCGTypography(fontFamily: ["Arial Black"], fontSize: DTCGDimension(value: 24, unit: "px"),
                                                                   fontWeight: 400, lineHeight: 1.125)))
        guard case .shadow(let double)? = math["shadow.double"]?.value else { Issue.record("shadow.double"); return }
        #expect(double.map(\.offsetY.value) == [4, 4])
        #expect(double.map(\.blur.value) == [10, 10])
        #expect(double.map(\.inset) == [true, true])
        #expect(double.map(\.color.alpha) == [0.4, 0.2])

        // output-references: "{my.base.token} * 5" with my.base.token = 11.
        let output = onlyTokens(try Self.sdTransforms(["output-references.tokens.json"]))
        #expect(output["transformed.reference.token"]?.value == .dimension(DTCGDimension(value: 55, unit: "px")))

        // sd-transforms.tokens.json: a chain of math through references.
        let chain = onlyTokens(try Self.sdTransforms(["sd-transforms.tokens.json"]))
        #expect(chain["dimension.xl"]?.value == .dimension(DTCGDimension(value: 64, unit: "px")))
        #expect(chain["spacing.multi-value"]?.value == .other(.string("8px 64px")))
        // "rgba({colors.blue}, 0.5)"
        #expect(chain["colors.blue-alpha"]?.value == .color(DTCGColor(colorSpace: "srgb", components: [0, 0, 1], alpha: 0.5, hex: "#0000ff")))
    }
}

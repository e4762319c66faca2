import Foundation
@testable import PreviewRenderer
import TestSupport
import Testing
import ThemeTokens
import Theming

/// The theme lab's engine (`assets/theme-engine.js`: ThemeTokens and
/// ThemeCSS compiled to WebAssembly) computes exactly what the build
/// computes. Deterministic generated inputs go through the native Swift and
/// through the engine under node (one process, inputs and outputs as files),
/// and every result is compared exactly: doubles by their bits, stylesheets
/// byte for byte.
struct ThemeEngineParityTests {
    /// SplitMix64: the same inputs on every run.
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func unit() -> Double { Double(next() >> 11) / 9_007_199_254_740_992 }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

        mutating func color(opaque: Bool = false) -> Color {
            let alpha: Double = opaque || int(0...1) == 0 ? 1 : pick([0, 0.05, 0.12, 0.3, 0.6, 77.0 / 255, unit()])
            return Color(red: UInt8(int(0...255)), green: UInt8(int(0...255)), blue: UInt8(int(0...255)), alpha: alpha)
        }

        /// A decimal as a person types it: `12`, `0.5`, `.25`, `-3.125`.
        mutating func decimal(_ range: ClosedRange<Int>) -> String {
            let whole = int(range)
            switch int(0...3) {
            case 0: return String(whole)
            case 1: return "\(whole).\(int(0...9))"
            case 2: return whole == 0 ? ".\(int(0...99))" : "\(whole).\(int(0...999))"
            default: return "\(whole).\(int(0...99_999))"
            }
        }

        mutating func colorText() -> String {
            let hexDigits = Array("0123456789abcdefABCDEF")
            switch int(0...9) {
            case 0, 1:
                let count = pick([3, 4, 6, 8, 6, 8, 5, 2])
                var text = "#" + String((0..<count).map { _ in pick(hexDigits) })
                if int(0...9) == 0 { text += "g" }
                return text
            case 2:
                let values = (0..<3).map { _ in int(0...1) == 0 ? decimal(0...255) : decimal(0...100) + "%" }
                return int(0...1) == 0 ? "rgb(\(values.joined(separator: " ")) / \(decimal(0...1)))"
                    : "rgba(\(values.joined(separator: ", ")), \(decimal(0...100))%)"
            case 3:
                return "rgb(\(decimal(0...300)) \(decimal(0...255)) \(decimal(0...255)))"
            case 4, 5:
                let lightness = int(0...1) == 0 ? "0" + decimal(0...0) : decimal(0...100) + "%"
                let chroma = int(0...3) == 0 ? decimal(0...100) + "%" : "0." + String(int(0...45))
                let hue = decimal(-360...720) + pick(["", "", "deg", "turn", "grad", "rad"])
                let alpha = int(0...2) == 0 ? " / " + decimal(0...100) + "%" : ""
                return "oklch(\(lightness) \(chroma) \(int(0...9) == 0 ? "none" : hue)\(alpha))"
            case 6, 7:
                let space = int(0...4) == 0 ? "srgb" : "display-p3"
                let values = (0..<3).map { _ in int(0...3) == 0 ? decimal(0...100) + "%" : "0." + String(int(0...999)) }
                return "color(\(space) \(values.joined(separator: " "))\(int(0...2) == 0 ? " / 0." + String(int(0...9)) : ""))"
            default:
                let alphabet = Array("rgbaoklchcolr#(),/%. 0123456789abcdef-e")
                return String((0..<int(0...16)).map { _ in pick(alphabet) })
            }
        }
    }

    static func bits(_ value: Double) -> String {
        let hex = String(value.bitPattern, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    static func color(_ color: Color?) -> String {
        guard let color else { return "none" }
        return "\(color.red),\(color.green),\(color.blue),\(bits(color.alpha))"
    }

    static func json(_ color: Color) -> String {
        "[\(color.red),\(color.green),\(color.blue),\(color.alpha)]"
    }

    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The driver node runs: loads the engine script, runs every case, writes
    /// one line per result (and each stylesheet to a file of its own).
    static let driver = #"""
    const fs = require("fs"), vm = require("vm"), path = require("path");
    const [script, inputPath, outputPath] = process.argv.slice(2);
    vm.runInThisContext(fs.readFileSync(script, "utf8"));
    const input = JSON.parse(fs.readFileSync(inputPath, "utf8"));
    const view = new DataView(new ArrayBuffer(8));
    const bits = (v) => { view.setFloat64(0, v); return view.getBigUint64(0).toString(16).padStart(16, "0"); };
    const col = (c) => c === null ? "none" : c.slice(0, 3).join(",") + "," + bits(c[3]);
    ThemePreviewEngine.load().then((engine) => {
      const out = [];
      for (const c of input.cases) {
        if (c.kind === "contrast") {
          const r = engine.contrast(c.fg, c.bg);
          out.push(`contrast ${col(r.composite)} ${bits(r.ratio)} ${r.displayed} ${bits(r.apcaLc)}`);
        } else if (c.kind === "hover") {
          out.push(`hover ${col(engine.hover(c.color, c.scheme))}`);
        } else if (c.kind === "nearest") {
          out.push(`nearest ${col(engine.nearestPassing(c.color, c.background, c.target))}`);
        } else if (c.kind === "fromOklch") {
          out.push(`fromOklch ${col(engine.fromOklch({ l: c.l, c: c.c, h: c.h }, c.alpha))}`);
        } else if (c.kind === "oklch") {
          const o = engine.oklch(c.color);
          out.push(`oklch ${bits(o.l)} ${bits(o.c)} ${bits(o.h)}`);
        } else if (c.kind === "parse") {
          const p = engine.parseColor(c.text);
          out.push(p.error ? `parse error ${p.error.column} ${p.error.message}` : `parse ${col(p.color)}`);
        } else if (c.kind === "text") {
          out.push(`text ${engine.colorText(c.color)}`);
        }
      }
      input.themes.forEach((t, index) => {
        const theme = t.edit ? engine.resolve(t.parent, t.edit) : t.parent;
        out.push(`theme ${index} light ${theme.light.map(col).join(" ")}`);
        out.push(`theme ${index} dark ${theme.dark.map(col).join(" ")}`);
        fs.writeFileSync(path.join(path.dirname(outputPath), `stylesheet-${index}.css`),
          index % 2 ? engine.stylesheet(theme, ".tp-lab-edited") : engine.stylesheet(theme));
        fs.writeFileSync(path.join(path.dirname(outputPath), `declarations-${index}.css`),
          engine.declarations(theme, index % 2 ? "dark" : "light", { increasedContrast: index % 3 === 0, reduceTransparency: index % 4 === 0 }));
        for (const a of t.audits) {
          for (const r of engine.audit(theme, a.scheme, { variant: a.variant, level: a.level })) {
            out.push(["audit", index, a.scheme, a.variant, a.level, r.foreground, r.background, r.use, r.purpose,
                      r.criterion, r.note === null ? "-" : r.note, bits(r.ratio), r.displayed, bits(r.required),
                      r.passes, bits(r.apcaLc), col(r.foregroundColor), col(r.backgroundColor), col(r.composite),
                      col(r.suggestion), r.suggestionRatio === null ? "none" : bits(r.suggestionRatio),
                      r.suggestionDisplayed === null ? "-" : r.suggestionDisplayed].join("|"));
          }
        }
      });
      fs.writeFileSync(outputPath, out.join("\n") + "\n");
    }).catch((error) => { console.error(error); process.exit(1); });
    """#

    /// `node` (or Debian's `nodejs`) on PATH, or in /usr/bin.
    static func node() -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        for folder in folders {
            for name in ["node", "nodejs"] where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return folder + "/" + name
            }
        }
        return nil
    }

    struct ThemeCase {
        var parent: Theme
        var edit: ThemeEdit?
        var audits: [(scheme: ColorScheme, variant: PaletteVariant, level: ConformanceLevel)]
    }

    @Test func theEngineComputesExactlyWhatTheBuildComputes() throws {
        guard let node = Self.node() else {
            Issue.record("node is needed to run the theme lab's engine: install Debian's nodejs (./scripts/setup does)")
            return
        }
        let script = try #require(ThemeEngineScript.make(), "the engine script is missing from this build")
        var random = Generator(state: 0x7E57_AB1E)
        var cases: [String] = []
        var expected: [String] = []
        let perKind = 2_000

        for _ in 0..<perKind {
            let foreground = random.color(), background = random.color(opaque: random.int(0...3) != 0)
            cases.append(#"{"kind":"contrast","fg":\#(Self.json(foreground)),"bg":\#(Self.json(background))}"#)
            let composite = foreground.composited(over: background)
            let ratio = WCAG.contrastRatio(composite, background.opaque)
            let apca = APCA.lightnessContrast(text: composite, background: background.opaque)
            expected.append("contrast \(Self.color(composite)) \(Self.bits(ratio)) \(WCAG.displayed(ratio)) \(Self.bits(apca))")
        }
        for _ in 0..<perKind {
            let accent = random.color(), scheme = random.pick(ColorScheme.allCases)
            cases.append(#"{"kind":"hover","color":\#(Self.json(accent)),"scheme":"\#(scheme.rawValue)"}"#)
            expected.append("hover \(Self.color(AccentDerivation.hover(accent, scheme)))")
        }
        for _ in 0..<perKind {
            let color = random.color(), background = random.color(opaque: true), target = random.pick([3, 4.5, 7])
            cases.append(#"{"kind":"nearest","color":\#(Self.json(color)),"background":\#(Self.json(background)),"target":\#(target)}"#)
            expected.append("nearest \(Self.color(NearestPassingColor.find(for: color, on: background, target: target)))")
        }
        for _ in 0..<perKind {
            let l = random.unit() * 1.2 - 0.1, c = random.unit() * 0.45, h = random.unit() * 360, alpha = random.pick([1, 0.5, random.unit()])
            cases.append(#"{"kind":"fromOklch","l":\#(l),"c":\#(c),"h":\#(h),"alpha":\#(alpha)}"#)
            expected.append("fromOklch \(Self.color(OKLCH(lightness: l, chroma: c, hue: h).gamutMapped(alpha: alpha)))")
        }
        for _ in 0..<perKind {
            let color = random.color()
            cases.append(#"{"kind":"oklch","color":\#(Self.json(color))}"#)
            let oklch = OKLCH(color)
            expected.append("oklch \(Self.bits(oklch.lightness)) \(Self.bits(oklch.chroma)) \(Self.bits(oklch.hue))")
        }
        var parsed = 0
        for _ in 0..<perKind {
            let text = random.colorText()
            cases.append(#"{"kind":"parse","text":\#(Self.json(text))}"#)
            do {
                expected.append("parse \(Self.color(try ColorText.parse(text)))")
                parsed += 1
            } catch {
                expected.append("parse error \(error.column) \(error.message)")
            }
        }
        for _ in 0..<perKind {
            let color = random.color()
            cases.append(#"{"kind":"text","color":\#(Self.json(color))}"#)
            expected.append("text \(color.css)")
        }
        // Both kinds of text in the sample: colors and errors.
        #expect(parsed > perKind / 3 && parsed < perKind * 9 / 10, "\(parsed) of \(perKind) texts parsed")

        // Whole themes: every built-in, and random accent and override edits.
        var themes: [ThemeCase] = BuiltInThemes.all.map { theme in
            ThemeCase(parent: theme, edit: nil, audits: ColorScheme.allCases.flatMap { scheme in
                PaletteVariant.allCases.map { (scheme, $0, ConformanceLevel.aa) } + [(scheme, .standard, .aaa)]
            })
        }
        for _ in 0..<200 {
            var edit = ThemeEdit()
            for scheme in ColorScheme.allCases where random.int(0...2) != 0 { edit.accent[scheme] = random.color(opaque: true) }
            for scheme in ColorScheme.allCases {
                var slots = ColorSlot.all
                for _ in 0..<random.int(0...4) {
                    let slot = slots.remove(at: random.int(0...(slots.count - 1)))
                    edit.overrides[scheme, default: []].append(ThemeEdit.Override(slot, random.color()))
                }
            }
            themes.append(ThemeCase(parent: random.pick(BuiltInThemes.all), edit: edit,
                                    audits: [(random.pick(ColorScheme.allCases), random.pick(PaletteVariant.allCases),
                                              random.pick(ConformanceLevel.allCases))]))
        }
        var themeJSON: [String] = []
        var stylesheets: [String] = []
        var declarations: [String] = []
        for (index, themeCase) in themes.enumerated() {
            var object = "{\"parent\":" + ThemeLabData.theme(themeCase.parent)
            if let edit = themeCase.edit {
                let accent = ColorScheme.allCases.compactMap { scheme in edit.accent[scheme].map { "\"\(scheme.rawValue)\":\(Self.json($0))" } }
                let overrides = ColorScheme.allCases.map { scheme in
                    "\"\(scheme.rawValue)\":{" + (edit.overrides[scheme] ?? []).map { "\"\($0.slot.pathText)\":\(Self.json($0.color))" }
                        .joined(separator: ",") + "}"
                }
                object += ",\"edit\":{\"accent\":{\(accent.joined(separator: ","))},\"overrides\":{\(overrides.joined(separator: ","))}}"
            }
            object += ",\"audits\":[" + themeCase.audits.map {
                "{\"scheme\":\"\($0.scheme.rawValue)\",\"variant\":\"\($0.variant.rawValue)\",\"level\":\"\($0.level.rawValue)\"}"
            }.joined(separator: ",") + "]}"
            themeJSON.append(object)

            let theme = themeCase.edit.map { themeCase.parent.applying($0) } ?? themeCase.parent
            for scheme in ColorScheme.allCases {
                let colors = theme.colors(for: scheme)
                expected.append("theme \(index) \(scheme.rawValue) " + ColorSlot.all.map { Self.color($0.color(in: colors)) }.joined(separator: " "))
            }
            // Odd cases are declared on a class, as the lab's panels are.
            stylesheets.append(index.isMultiple(of: 2) ? ThemeStylesheet.live(theme) : ThemeStylesheet.live(theme, root: ".tp-lab-edited"))
            var variants = Set<AccessibilityVariant>()
            if index.isMultiple(of: 3) { variants.insert(.increasedContrast) }
            if index.isMultiple(of: 4) { variants.insert(.reduceTransparency) }
            declarations.append(TokenDeclarations.schemeDependent(theme, index.isMultiple(of: 2) ? .light : .dark, variants: variants)
                .map { $0.name + ":" + $0.value + ";" }.joined())
            for audit in themeCase.audits {
                var colors = theme.colors(for: audit.scheme)
                if audit.variant == .increasedContrast { colors = colors.increasedContrast(audit.scheme, typography: theme.typography) }
                for result in ContrastAudit.measure(colors, theme: theme, scheme: audit.scheme, variant: audit.variant, level: audit.level) {
                    let use = switch result.pair.use {
                    case .text(let type): "text (\(type.name))"
                    case .nonText: "non-text"
                    }
                    let suggestionRatio = result.suggestion.map { WCAG.contrastRatio($0, result.backgroundColor) }
                    expected.append(["audit", String(index), audit.scheme.rawValue, audit.variant.rawValue, audit.level.rawValue,
                                     result.pair.foreground.name, result.pair.backgroundName, use, result.pair.purpose,
                                     result.requirement.criterion, result.requirement.note ?? "-", Self.bits(result.ratio),
                                     WCAG.displayed(result.ratio), Self.bits(result.requirement.ratio), String(result.passes),
                                     Self.bits(result.apcaLc), Self.color(result.foregroundColor), Self.color(result.backgroundColor),
                                     Self.color(result.composite), Self.color(result.suggestion),
                                     suggestionRatio.map(Self.bits) ?? "none", suggestionRatio.map(WCAG.displayed) ?? "-"]
                        .joined(separator: "|"))
                }
            }
        }

        let folder = try temporaryFolder("engine-parity")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try script.write(toFile: folder + "/theme-engine.js", atomically: true, encoding: .utf8)
        try Self.driver.write(toFile: folder + "/driver.js", atomically: true, encoding: .utf8)
        let input = "{\"cases\":[\n" + cases.joined(separator: ",\n") + "\n],\"themes\":[\n" + themeJSON.joined(separator: ",\n") + "\n]}\n"
        try input.write(toFile: folder + "/inputs.json", atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = [folder + "/driver.js", folder + "/theme-engine.js", folder + "/inputs.json", folder + "/outputs.txt"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "node failed: \(errorText)")

        let actual = try String(contentsOfFile: folder + "/outputs.txt", encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
        #expect(cases.count >= 10_000)
        #expect(actual.count == expected.count, "the engine gave \(actual.count) results for \(expected.count)")
        var differences = 0
        for (engine, native) in zip(actual, expected) where engine != native {
            differences += 1
            if differences <= 10 { Issue.record("engine:\n\(engine)\nbuild:\n\(native)") }
        }
        #expect(differences == 0, "\(differences) of \(expected.count) results differ")
        for (index, native) in declarations.enumerated() {
            let engine = try String(contentsOfFile: folder + "/declarations-\(index).css", encoding: .utf8)
            #expect(engine == native, "theme case \(index): the engine's declarations differ from TokenDeclarations.schemeDependent")
        }
        for (index, native) in stylesheets.enumerated() {
            let engine = try String(contentsOfFile: folder + "/stylesheet-\(index).css", encoding: .utf8)
            #expect(engine == native, "theme case \(index): the engine's stylesheet differs from ThemeStylesheet.live")
        }
    }
}

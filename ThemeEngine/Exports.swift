// The theme lab's engine: ThemeTokens' color science and ThemeCSS's
// stylesheet, exported over WebAssembly linear memory with a C ABI.
// Compiled only into the module `assets/theme-engine.js` carries (see
// Sources/build-theme-engine); `assets/theme-engine.js` is the documented
// JavaScript API over these functions.
//
// Calling convention: the host writes an input (UTF-8 text, or float64
// values) at `tp_input(byteCount)`, calls a function, and reads the result
// from `tp_numbers()` (`tp_number_count()` float64 values) and `tp_text()`
// (`tp_text_length()` UTF-8 bytes).
//
// A color is 4 numbers: red, green, blue (0 to 255) and alpha (0 to 1).
// A theme is 625 numbers: the light colors, then the dark (each one color
// per slot of `ColorSlot.all`, 68), each scheme's three shadows (color,
// radius, x, y), and the 13 type styles (size, CSS weight, 1 when
// monospaced).

import ThemeCSS
import ThemeTokens

enum Buffers {
    static var input = UnsafeMutableRawPointer.allocate(byteCount: 8192, alignment: 16)
    static var inputCapacity = 8192
    static var numbers: [Double] = []
    static var text: [UInt8] = []
    static var memo = NearestPassingColor.Memo()
    static var memoUses = 0
}

/// The nearest-passing-color results of recent calls: an edit changes a few
/// colors, so most of a theme's searches are the last edit's. Renewed now
/// and then so a long session does not grow it without end.
func memo() -> NearestPassingColor.Memo {
    Buffers.memoUses += 1
    if Buffers.memoUses > 2000 {
        Buffers.memoUses = 0
        Buffers.memo = NearestPassingColor.Memo()
    }
    return Buffers.memo
}

@_expose(wasm, "tp_input") @_cdecl("tp_input")
func tpInput(_ byteCount: Int32) -> UnsafeMutableRawPointer {
    if Int(byteCount) > Buffers.inputCapacity {
        Buffers.input.deallocate()
        Buffers.inputCapacity = Int(byteCount)
        Buffers.input = UnsafeMutableRawPointer.allocate(byteCount: Int(byteCount), alignment: 16)
    }
    return Buffers.input
}

@_expose(wasm, "tp_numbers") @_cdecl("tp_numbers")
func tpNumbers() -> UnsafeRawPointer { Buffers.numbers.withUnsafeBytes { $0.baseAddress } ?? UnsafeRawPointer(Buffers.input) }

@_expose(wasm, "tp_number_count") @_cdecl("tp_number_count")
func tpNumberCount() -> Int32 { Int32(Buffers.numbers.count) }

@_expose(wasm, "tp_text") @_cdecl("tp_text")
func tpText() -> UnsafeRawPointer { Buffers.text.withUnsafeBytes { $0.baseAddress } ?? UnsafeRawPointer(Buffers.input) }

@_expose(wasm, "tp_text_length") @_cdecl("tp_text_length")
func tpTextLength() -> Int32 { Int32(Buffers.text.count) }

/// Reads the float64 values at the input, in order.
struct InputNumbers {
    var index = 0
    let base = Buffers.input.assumingMemoryBound(to: Double.self)

    mutating func next() -> Double {
        defer { index += 1 }
        return base[index]
    }

    mutating func color() -> Color {
        func channel(_ value: Double) -> UInt8 { UInt8(min(max(value, 0), 255).rounded()) }
        let red = channel(next()), green = channel(next()), blue = channel(next())
        return Color(red: red, green: green, blue: blue, alpha: next())
    }

    mutating func theme() -> Theme {
        let base = BuiltInThemes.defaultTheme
        var light = base.light, dark = base.dark
        for slot in ColorSlot.all { slot.set(color(), in: &light) }
        for slot in ColorSlot.all { slot.set(color(), in: &dark) }
        var shapes = ThemeShapes.standard
        for scheme in ColorScheme.allCases {
            let shadows = TokenTable<ShadowToken, ShadowStyle> { _ in
                ShadowStyle(color: color(), radius: next(), x: next(), y: next())
            }
            if scheme == .light { shapes.lightShadows = shadows } else { shapes.darkShadows = shadows }
        }
        let typography = ThemeTypography(styles: TokenTable { _ in
            let size = next(), weight = next(), design = next()
            return TypeStyle(size: size, weight: FontWeight.allCases.first { Double($0.cssWeight) == weight } ?? .regular,
                             design: design == 1 ? .monospaced : .default)
        })
        return Theme(id: "lab", displayName: "", light: light, dark: dark, typography: typography, shapes: shapes)
    }
}

func output(_ color: Color) {
    Buffers.numbers += [Double(color.red), Double(color.green), Double(color.blue), color.alpha]
}

func output(_ theme: Theme) {
    for scheme in ColorScheme.allCases {
        let colors = theme.colors(for: scheme)
        for slot in ColorSlot.all { output(slot.color(in: colors)) }
    }
    for scheme in ColorScheme.allCases {
        for (_, shadow) in theme.shapes.shadows(for: scheme).entries {
            output(shadow.color)
            Buffers.numbers += [shadow.radius, shadow.x, shadow.y]
        }
    }
    for (_, style) in theme.typography.styles.entries {
        Buffers.numbers += [style.size, Double(style.weight.cssWeight), style.design == .monospaced ? 1 : 0]
    }
}

func output(_ string: String) {
    Buffers.text += Array(string.utf8)
}

func reset() {
    Buffers.numbers.removeAll(keepingCapacity: true)
    Buffers.text.removeAll(keepingCapacity: true)
}

func scheme(_ index: Int32) -> ColorScheme { index == 1 ? .dark : .light }

/// The color slots: `path<TAB>CSS variable` lines, in `ColorSlot.all`'s order.
@_expose(wasm, "tp_slots") @_cdecl("tp_slots")
func tpSlots() {
    reset()
    for slot in ColorSlot.all {
        let variable = switch slot {
        case .token(let token): CSSVariable.color(token)
        case .categoryForeground(let category): CSSVariable.category(category)
        case .categoryMuted(let category): CSSVariable.categoryMuted(category)
        case .avatar(let index): CSSVariable.avatar(index)
        case .syntax(let token): CSSVariable.syntax(token)
        }
        output(slot.pathText + "\t" + variable + "\n")
    }
}

/// Parses the input text (`byteCount` bytes) with `ColorText`: 0 and the
/// color, or the error's column and its message.
@_expose(wasm, "tp_parse_color") @_cdecl("tp_parse_color")
func tpParseColor(_ byteCount: Int32) -> Int32 {
    reset()
    let text = String(decoding: UnsafeRawBufferPointer(start: Buffers.input, count: Int(byteCount)), as: UTF8.self)
    do {
        output(try ColorText.parse(text))
        return 0
    } catch {
        output(error.message)
        return Int32(error.column)
    }
}

/// The color's CSS text (`Color.css`), as theme files and stylesheets write it.
@_expose(wasm, "tp_color_text") @_cdecl("tp_color_text")
func tpColorText() {
    var input = InputNumbers()
    let color = input.color()
    reset()
    output(color.css)
}

/// OKLCH lightness, chroma and hue of the color's opaque part.
@_expose(wasm, "tp_oklch") @_cdecl("tp_oklch")
func tpOKLCH() {
    var input = InputNumbers()
    let color = input.color()
    reset()
    let oklch = OKLCH(color)
    Buffers.numbers += [oklch.lightness, oklch.chroma, oklch.hue]
}

/// The sRGB color of OKLCH (lightness, chroma, hue) at alpha, gamut-mapped.
@_expose(wasm, "tp_from_oklch") @_cdecl("tp_from_oklch")
func tpFromOKLCH(_ lightness: Double, _ chroma: Double, _ hue: Double, _ alpha: Double) {
    reset()
    output(OKLCH(lightness: lightness, chroma: chroma, hue: hue).gamutMapped(alpha: alpha))
}

/// Foreground over background: the composite, the WCAG ratio, APCA Lc;
/// the text is the ratio as displayed (`WCAG.displayed`).
@_expose(wasm, "tp_contrast") @_cdecl("tp_contrast")
func tpContrast() {
    var input = InputNumbers()
    let foreground = input.color(), background = input.color()
    reset()
    let composite = foreground.composited(over: background)
    let ratio = WCAG.contrastRatio(composite, background.opaque)
    output(composite)
    Buffers.numbers += [ratio, APCA.lightnessContrast(text: composite, background: background.opaque)]
    output(WCAG.displayed(ratio))
}

/// The accent's hover color in the scheme (`AccentDerivation.hover`).
@_expose(wasm, "tp_hover") @_cdecl("tp_hover")
func tpHover(_ schemeIndex: Int32) {
    var input = InputNumbers()
    let accent = input.color()
    reset()
    output(AccentDerivation.hover(accent, scheme(schemeIndex)))
}

/// `NearestPassingColor.find(for:on:target:)`: 1 and the color, or 0.
@_expose(wasm, "tp_nearest") @_cdecl("tp_nearest")
func tpNearest(_ target: Double) -> Int32 {
    var input = InputNumbers()
    let color = input.color(), background = input.color()
    reset()
    guard let found = NearestPassingColor.find(for: color, on: background, target: target) else { return 0 }
    output(found)
    return 1
}

/// A parent theme and an edit (`ThemeEdit`) to the theme
/// `Theme.applying(_:)` makes. The edit follows the theme: per scheme
/// (light, dark) 1 and the accent or 0 and four numbers; then per scheme
/// the number of overrides and each as a slot index and a color.
@_expose(wasm, "tp_resolve") @_cdecl("tp_resolve")
func tpResolve() {
    var input = InputNumbers()
    let parent = input.theme()
    var edit = ThemeEdit()
    for scheme in ColorScheme.allCases {
        let given = input.next()
        let accent = input.color()
        if given == 1 { edit.accent[scheme] = accent }
    }
    for scheme in ColorScheme.allCases {
        let count = Int(input.next())
        for _ in 0..<count {
            let index = Int(input.next())
            let color = input.color()
            if ColorSlot.all.indices.contains(index) {
                edit.overrides[scheme, default: []].append(ThemeEdit.Override(ColorSlot.all[index], color))
            }
        }
    }
    reset()
    output(parent.applying(edit, memo: memo()))
}

/// The theme's `ThemeStylesheet.live` text: what `<style id="theme-css">`
/// holds, declared on a root selector whose UTF-8 bytes (`rootLength` of
/// them, one number each) follow the theme; none means `:root`.
@_expose(wasm, "tp_stylesheet") @_cdecl("tp_stylesheet")
func tpStylesheet(_ rootLength: Int32) {
    var input = InputNumbers()
    let theme = input.theme()
    var bytes: [UInt8] = []
    for _ in 0..<max(rootLength, 0) { bytes.append(UInt8(min(max(input.next(), 0), 255))) }
    reset()
    output(ThemeStylesheet.live(theme, root: bytes.isEmpty ? ":root" : String(decoding: bytes, as: UTF8.self), memo: memo()))
}

/// One scheme's declarations with the given accessibility variants on
/// (`TokenDeclarations.schemeDependent`), as `name:value;` text: what the
/// live stylesheet declares for a root in that state. The lab sets them on
/// its panels while an edit is under way, which restyles only the panels.
@_expose(wasm, "tp_declarations") @_cdecl("tp_declarations")
func tpDeclarations(_ schemeIndex: Int32, _ increasedContrast: Int32, _ reduceTransparency: Int32) {
    var input = InputNumbers()
    let theme = input.theme()
    reset()
    var variants = Set<AccessibilityVariant>()
    if increasedContrast == 1 { variants.insert(.increasedContrast) }
    if reduceTransparency == 1 { variants.insert(.reduceTransparency) }
    for declaration in TokenDeclarations.schemeDependent(theme, scheme(schemeIndex), variants: variants, memo: memo()) {
        output(declaration.name + ":" + declaration.value + ";")
    }
}

/// The contrast audit of one scheme (0 light, 1 dark) and palette (0
/// standard, 1 increased contrast) at a level (0 AA, 1 AAA), one row per
/// pair of `ContrastPair.all`, as `ContrastAudit.measure` and the contrast
/// report compute it. Numbers per row (21): ratio, required ratio, 1 when it
/// passes, APCA Lc, the foreground, the background, the composite and the
/// suggestion (NaN when none) as colors, and the suggestion's ratio (NaN).
/// Text per row, tab-separated: foreground and background names, use,
/// purpose, criterion, note, the ratio and the suggestion's ratio as
/// displayed (`WCAG.displayed`).
@_expose(wasm, "tp_audit") @_cdecl("tp_audit")
func tpAudit(_ schemeIndex: Int32, _ variantIndex: Int32, _ levelIndex: Int32) {
    var input = InputNumbers()
    let theme = input.theme()
    reset()
    let scheme = scheme(schemeIndex)
    let level: ConformanceLevel = levelIndex == 1 ? .aaa : .aa
    let variant: PaletteVariant = variantIndex == 1 ? .increasedContrast : .standard
    var colors = theme.colors(for: scheme)
    let memo = memo()
    if variant == .increasedContrast { colors = colors.increasedContrast(scheme, typography: theme.typography, memo: memo) }
    let nan = Double.nan
    for result in ContrastAudit.measure(colors, theme: theme, scheme: scheme, variant: variant, level: level, memo: memo) {
        let suggestionRatio = result.suggestion.map { WCAG.contrastRatio($0, result.backgroundColor) }
        Buffers.numbers += [result.ratio, result.requirement.ratio, result.passes ? 1 : 0, result.apcaLc]
        output(result.foregroundColor)
        output(result.backgroundColor)
        output(result.composite)
        if let suggestion = result.suggestion { output(suggestion) } else { Buffers.numbers += [nan, nan, nan, nan] }
        Buffers.numbers.append(suggestionRatio ?? nan)
        let use = switch result.pair.use {
        case .text(let type): "text (" + type.name + ")"
        case .nonText: "non-text"
        }
        var fields = [result.pair.foreground.name, result.pair.backgroundName, use, result.pair.purpose,
                      result.requirement.criterion, result.requirement.note ?? "", WCAG.displayed(result.ratio),
                      suggestionRatio.map(WCAG.displayed) ?? ""]
        output(fields.removeFirst())
        for field in fields { output("\t" + field) }
        output("\n")
    }
}

import ThemeTokens
import Theming

/// Names the platform exports (asset catalog, Android, Compose, SCSS,
/// TypeScript) share: every color slot as words, and per-platform spellings
/// of theme ids that stay distinct.
///
/// A name is built from words (`["category", "social", "muted"]`) and then
/// spelled for the platform: `categorySocialMuted`, `category_social_muted`,
/// `category-social-muted`.
enum PlatformNames {
    /// One color of a palette: its name as words and its value.
    struct ColorEntry {
        var words: [String]
        var color: Color
    }

    /// Every color of `colors`, in `ColorSlot.all` order: the color tokens
    /// (`surfaceElevated`), the category chips (`categorySocial`,
    /// `categorySocialMuted`), the avatar palette (`avatar0` to `avatar9`)
    /// and the syntax colors (`syntaxKeyword`).
    static func colors(_ colors: ThemeColors) -> [ColorEntry] {
        ColorSlot.all.map { slot in ColorEntry(words: words(slot), color: slot.color(in: colors)) }
    }

    static func words(_ slot: ColorSlot) -> [String] {
        switch slot {
        case .token(let token): camelWords(token.name)
        case .categoryForeground(let category): ["category"] + camelWords(category.name)
        case .categoryMuted(let category): ["category"] + camelWords(category.name) + ["muted"]
        case .avatar(let index): ["avatar", String(index)]
        case .syntax(let token): ["syntax"] + camelWords(token.name)
        }
    }

    /// `surfaceElevated` -> `["surface", "elevated"]`: a new word at each
    /// upper-case ASCII letter, every word lower-case.
    static func camelWords(_ name: String) -> [String] {
        var words: [String] = []
        var word = ""
        for scalar in name.unicodeScalars {
            if ("A"..."Z").contains(scalar), !word.isEmpty {
                words.append(word)
                word = ""
            }
            word += String(scalar).lowercased()
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// The ASCII letters and digits of a theme id as lower-case words:
    /// `deep-sea` -> `["deep", "sea"]`, `DeepSea` -> `["deep", "sea"]`;
    /// everything else separates words.
    static func idWords(_ id: String) -> [String] {
        var words: [String] = []
        var word = ""
        var previousWasLower = false
        for scalar in id.unicodeScalars {
            let isUpper = ("A"..."Z").contains(scalar)
            let isLowerOrDigit = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            if isUpper, previousWasLower, !word.isEmpty {
                words.append(word)
                word = ""
            }
            if isUpper || isLowerOrDigit {
                word += String(scalar).lowercased()
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
            previousWasLower = isLowerOrDigit && !("0"..."9").contains(scalar)
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    enum Style {
        /// `deepSea`
        case lowerCamel
        /// `DeepSea`
        case upperCamel
        /// `deep_sea`
        case snake
        /// `deep-sea`
        case kebab
    }

    static func spell(_ words: [String], _ style: Style) -> String {
        switch style {
        case .snake: return words.joined(separator: "_")
        case .kebab: return words.joined(separator: "-")
        case .lowerCamel, .upperCamel:
            var name = ""
            for (index, word) in words.enumerated() {
                name += index == 0 && style == .lowerCamel ? word : word.prefix(1).uppercased() + word.dropFirst()
            }
            return name
        }
    }

    /// One distinct name per theme id, in order, spelled in `style`: an id
    /// without letters or digits becomes `theme`, one starting with a digit
    /// gets `theme` in front, and a name already taken (by an earlier theme
    /// or in `reserved`, ignoring case: they become file names on macOS's
    /// case-insensitive disks) gets `2`, `3`, ... as a last word.
    static func themeNames(_ ids: [String], _ style: Style, reserved: Set<String> = []) -> [String] {
        var used = Set(reserved.map { $0.lowercased() })
        return ids.map { id in
            var words = idWords(id)
            if words.isEmpty { words = ["theme"] }
            if let first = words[0].unicodeScalars.first, ("0"..."9").contains(first) { words.insert("theme", at: 0) }
            var name = spell(words, style)
            var number = 2
            while used.contains(name.lowercased()) {
                name = spell(words + [String(number)], style)
                number += 1
            }
            used.insert(name.lowercased())
            return name
        }
    }

    /// The themes each exported once, in registry order.
    static func themes(_ registry: ThemeRegistry) -> [Theme] {
        CSSExport.uniqueThemes(registry)
    }

    /// `Generated by GENERATOR from N themes; do not edit: run `theme-preview
    /// export --format FORMAT` again.`: the header line every format writes
    /// in its own comment syntax (the generator made safe in any comment).
    static func generatedLine(generator: String, themes: Int, format: String) -> String {
        "Generated by \(commentSafe(generator)) from \(themes) theme\(themes == 1 ? "" : "s"); do not edit: run `theme-preview export --format \(format)` again."
    }

    /// Text safe in a one-line comment of any of the exported languages:
    /// no control or format characters, no `*/`, `-->`, `--` or `<`.
    static func commentSafe(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                result += " "
                continue
            default: break
            }
            switch scalar {
            case "<": result += "(lt)"
            case "/" where result.hasSuffix("*"): result += " /"
            case "-" where result.hasSuffix("-"): result += " -"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A number as it reads best: `16`, `12.5`.
    static func number(_ value: Double) -> String {
        SwiftExport.double(value)
    }

    /// A corner radius in points; a capsule is `TokenPaths.capsuleRadius`.
    static func radius(_ radius: Radius) -> Double {
        switch radius {
        case .points(let points): points
        case .capsule: TokenPaths.capsuleRadius
        }
    }

    /// An 8-bit alpha: the theme's exact alpha rounded to the nearest byte.
    static func alphaByte(_ color: Color) -> UInt8 {
        UInt8((color.alpha * 255).rounded())
    }

    static func hexByte(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
    }
}

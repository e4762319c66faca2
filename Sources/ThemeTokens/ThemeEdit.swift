/// What a theme file (`tokens/<id>.theme.json`), a DTCG token set or the
/// theme lab changes on a parent theme: an accent per scheme, and colors
/// set by slot. The build and the browser's engine apply it with the same
/// function, `Theme.applying(_:)`.
public struct ThemeEdit: Hashable, Sendable {
    /// One color set explicitly.
    public struct Override: Hashable, Sendable {
        public var slot: ColorSlot
        public var color: Color

        public init(_ slot: ColorSlot, _ color: Color) {
            self.slot = slot
            self.color = color
        }
    }

    /// The accent per scheme; its family (FR-BT-03) follows it.
    public var accent: [ColorScheme: Color]
    /// Explicit colors per scheme, applied in order after the accent.
    public var overrides: [ColorScheme: [Override]]

    public init(accent: [ColorScheme: Color] = [:], overrides: [ColorScheme: [Override]] = [:]) {
        self.accent = accent
        self.overrides = overrides
    }
}

extension Theme {
    /// This theme with `edit` applied, id and name kept: per scheme, the
    /// accent first (its derived colors follow, FR-BT-03), then the explicit
    /// colors in order (an accent among them brings its family along too;
    /// explicit values of the family still win), then every syntax color
    /// this theme derived rather than set, derived again from the new colors
    /// (`rederiveSyntax`); syntax colors set explicitly keep their values.
    public func applying(_ edit: ThemeEdit, memo: NearestPassingColor.Memo? = nil) -> Theme {
        var theme = self
        theme.light = light.applying(accent: edit.accent[.light], overrides: edit.overrides[.light] ?? [], .light, memo: memo)
        theme.dark = dark.applying(accent: edit.accent[.dark], overrides: edit.overrides[.dark] ?? [], .dark, memo: memo)
        return theme
    }
}

extension ThemeColors {
    /// One scheme of `Theme.applying(_:)`: these colors are the parent's.
    public func applying(accent: Color?, overrides: [ThemeEdit.Override], _ scheme: ColorScheme,
                         memo: NearestPassingColor.Memo? = nil) -> ThemeColors {
        var colors = self
        if let accent {
            colors[.accent] = accent
            colors.rederiveAccentFamily(from: accent, scheme)
        }
        if let accent = overrides.last(where: { $0.slot == .token(.accent) })?.color {
            colors.rederiveAccentFamily(from: accent, scheme)
        }
        var explicitSyntax = Set<SyntaxToken>()
        for override in overrides {
            override.slot.set(override.color, in: &colors)
            if case .syntax(let token) = override.slot { explicitSyntax.insert(token) }
        }
        colors.rederiveSyntax(following: self, scheme, except: explicitSyntax, memo: memo)
        return colors
    }
}

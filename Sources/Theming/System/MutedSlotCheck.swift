import DTCG
import ThemeTokens

/// A muted slot is a tint behind its base slot's color: a chip's label is
/// the accent on the accent's muted color. A guess for the muted slot whose
/// color is nearly the base's in some combination would hide that label
/// (Acme's `brand.primary-soft` is its dark mode's accent), so the guess is
/// dropped: the accent's muted color is then derived from the accent, the
/// others built in.
enum MutedSlotCheck {
    static let pairs: [(muted: ColorToken, base: ColorToken)] = [
        (.accentMuted, .accent), (.destructiveMuted, .destructive), (.successMuted, .success), (.warningMuted, .warning),
    ]

    /// Below this contrast the two colors read as one.
    static let minimumRatio = 1.5

    /// Why `muted`'s token cannot be the muted slot of `base`'s: the first
    /// combination where the two are closer than `minimumRatio`, as the
    /// guess table's reason; nil when they differ everywhere.
    static func clash(muted: String, base: String, baseSlot: ColorToken, in system: DesignSystem) -> String? {
        for combination in system.combinations {
            guard let tokens = system.tokens[combination],
                  case .color(let first)? = tokens[muted]?.value, let mutedColor = first.srgb,
                  case .color(let second)? = tokens[base]?.value, let baseColor = second.srgb else { continue }
            let ratio = WCAG.contrastRatio(mutedColor.opaque, baseColor.opaque)
            if ratio < minimumRatio {
                let place = combination.values.isEmpty ? system.name : combination.values.joined(separator: " · ")
                return "'\(muted)' is nearly the \(baseSlot.name) in \(place) (\(WCAG.displayed(ratio)):1)"
            }
        }
        return nil
    }
}

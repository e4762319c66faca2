import DTCG
import ThemeTokens

/// What makes a dimension, typography or shadow token fit a radius, a step
/// of the spacing scale, a type style or a shadow: a word naming the scale
/// (`radius`, `space`, `body`, `shadow`) and a part naming the size (`md`,
/// `default`, `2xl`).
struct ScaleSlotRule: Sendable {
    /// One of these words must be in the name: 10 points.
    var group: [String]
    /// A part of the path spelt as one of these (compacted: `2xl`,
    /// `xsmall`): 10 points. Empty: any name of the group fits.
    var sizes: [String]
    /// A name of the group with no size part fits too, with 10 points
    /// fewer (`typography.body` is the medium body).
    var sizeOptional = false
    /// A name with one of these words is no candidate.
    var excluded: [String] = []
    var type: DTCGType
    /// For a type style: a name with no size part fits only when its font
    /// size is near the slot's own (a 28px `heading` is a large title, not
    /// the 17px title of a sender's name).
    var nearSize: Double? = nil

    /// How far from the slot's size a size-less name's font may be.
    static let nearSizeRange = 0.75...1.34

    static let small = ["sm", "s", "small"]
    static let medium = ["md", "m", "medium", "default", "base"]
    static let large = ["lg", "l", "large"]
    /// Every size name a part may be spelt as.
    static let sizeNames: Set<String> = Set(small + medium + large + ["xs", "xxs", "2xs", "xl", "xxl", "2xl", "xxxl", "3xl", "xlarge",
                                                                      "extralarge", "xsmall", "extrasmall"])

    static func rule(for slot: GallerySlot) -> ScaleSlotRule? {
        switch slot {
        case .color: return nil
        case .radius(let token):
            let group = ["radius", "radii", "rounded", "corner", "rounding"]
            let sizes: [String] = switch token {
            case .small: small + ["xs"]
            case .medium: medium
            case .large: large
            case .extraLarge: ["xl", "xxl", "2xl", "xlarge", "extralarge"]
            case .full: ["full", "pill", "round", "circle", "capsule", "max"]
            }
            return ScaleSlotRule(group: group, sizes: sizes, type: .dimension)
        case .spacing(let token):
            let group = ["space", "spacing", "spacer", "spaces", "gap", "gutter"]
            let sizes: [String] = switch token {
            case .xxs: ["xxs", "2xs"]
            case .xs: ["xs", "xsmall", "extrasmall"]
            case .sm: small
            case .md: medium
            case .lg: large
            case .xl: ["xl", "xlarge", "extralarge"]
            case .xxl: ["xxl", "2xl"]
            case .xxxl: ["xxxl", "3xl"]
            default: []
            }
            return sizes.isEmpty ? nil : ScaleSlotRule(group: group, sizes: sizes, excluded: ["letter", "paragraph", "line"], type: .dimension)
        case .shadow(let token):
            let sizes: [String] = switch token {
            case .shadowSubtle: small + ["xs", "subtle", "low", "raised"]
            case .shadowMedium: medium
            case .shadowElevated: large + ["xl", "elevated", "high", "overlay", "floating"]
            }
            return ScaleSlotRule(group: ["shadow", "shadows", "elevation"], sizes: sizes, excluded: ["inner", "inset"], type: .shadow)
        case .type(let token):
            let display = ["display", "hero"]
            let title = ["title", "heading", "headline", "header"]
            let body = ["body", "paragraph", "copy"]
            let label = ["label", "button", "ui"]
            func rule(_ group: [String], _ sizes: [String], sizeOptional: Bool = false, excluded: [String] = []) -> ScaleSlotRule {
                ScaleSlotRule(group: group, sizes: sizes, sizeOptional: sizeOptional, excluded: excluded, type: .typography,
                              nearSize: ThemeTypography.standard[token].size)
            }
            switch token {
            case .displayLarge: return rule(display, large, sizeOptional: true)
            case .titleLarge: return rule(title, large, sizeOptional: true)
            case .titleMedium: return rule(title, medium, sizeOptional: true)
            case .bodyMedium: return rule(body, medium, sizeOptional: true)
            case .labelMedium: return rule(label, medium, sizeOptional: true)
            case .displaySmall: return ScaleSlotRule(group: display, sizes: small + medium, type: .typography)
            case .titleSmall: return ScaleSlotRule(group: title, sizes: small, type: .typography)
            case .bodyLarge: return ScaleSlotRule(group: body, sizes: large, type: .typography)
            case .bodySmall: return ScaleSlotRule(group: body, sizes: small, type: .typography)
            case .labelLarge: return ScaleSlotRule(group: label, sizes: large, type: .typography)
            case .labelSmall: return ScaleSlotRule(group: label, sizes: small, type: .typography)
            case .caption: return ScaleSlotRule(group: ["caption", "footnote", "meta"], sizes: [], excluded: ["mono", "code", "monospace"],
                                                type: .typography)
            case .captionMono: return ScaleSlotRule(group: ["mono", "code", "monospace"], sizes: [], type: .typography)
            }
        }
    }

    /// How `candidate` fits, or nil when it does not.
    func match(_ candidate: SlotCandidate) -> SlotMatch? {
        guard candidate.token.type == type else { return nil }
        if candidate.allWords.contains(where: excluded.contains) { return nil }
        let groupWords = candidate.allWords.filter(group.contains)
        guard !groupWords.isEmpty else { return nil }
        var matched = Set(groupWords)
        var score = 10
        var note: String?
        if !sizes.isEmpty {
            let compact = candidate.compactParts
            if let index = compact.indices.first(where: { sizes.contains(compact[$0]) }) {
                score += 10
                matched.formUnion(candidate.words.parts[index])
            } else if !sizeOptional || compact.contains(where: ScaleSlotRule.sizeNames.contains) {
                // `heading.lg` is no medium title.
                return nil
            } else if let nearSize {
                guard case .typography(let style) = candidate.token.value,
                      let size = ScaleSlotRule.pixels(style.fontSize),
                      ScaleSlotRule.nearSizeRange.contains(size / nearSize) else { return nil }
                note = "\(NumberFormat.decimal(size, maxFractionDigits: 2))px, near the slot's \(NumberFormat.decimal(nearSize, maxFractionDigits: 2))px"
                // The nearer, the better; never above a name with its size.
                score -= Int((abs(size - nearSize) / nearSize * 10).rounded(.up))
            }
        }
        score -= candidate.allWords.count { !matched.contains($0) && !TokenWords.generic.contains($0) }
        return SlotMatch(score: score, words: candidate.allWords.filter(matched.contains).uniqued(), note: note)
    }

    /// px, or rem at 16px; nil in another unit.
    static func pixels(_ dimension: DTCGDimension) -> Double? {
        switch dimension.unit {
        case "px": dimension.value
        case "rem": dimension.value * 16
        default: nil
        }
    }
}

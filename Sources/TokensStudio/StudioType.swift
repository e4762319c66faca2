import DTCG

/// The token types of Tokens Studio, and the DTCG type each is read as.
///
/// Types DTCG has no equivalent of (`text`, `textCase`, `textDecoration`,
/// `boolean`, `asset`, `other`, `composition`) are read as `DTCGType.other`
/// with the value kept as JSON; every token keeps the type as written in
/// `DTCGToken.sourceType`.
enum StudioType: String, CaseIterable, Sendable {
    case color, sizing, spacing, dimension, borderRadius, borderWidth, opacity
    case fontFamilies, fontWeights, fontSizes, lineHeights, letterSpacing, paragraphSpacing, paragraphIndent
    case textCase, textDecoration, typography, boxShadow, border, number, boolean, text, other, asset, composition
    // DTCG's spellings, which Tokens Studio writes in its DTCG mode.
    case duration, cubicBezier, strokeStyle, transition, gradient

    /// Reads Tokens Studio's names and DTCG's (`shadow`, `fontFamily`,
    /// `fontWeight`, `fontSize`, `lineHeight`).
    init?(written: String) {
        switch written {
        case "shadow": self = .boxShadow
        case "fontFamily": self = .fontFamilies
        case "fontWeight": self = .fontWeights
        case "fontSize": self = .fontSizes
        case "lineHeight": self = .lineHeights
        default:
            guard let type = StudioType(rawValue: written) else { return nil }
            self = type
        }
    }

    /// Every name `init(written:)` reads, for did-you-mean.
    static let written = allCases.map(\.rawValue) + ["shadow", "fontFamily", "fontWeight", "fontSize", "lineHeight"]

    /// Whether values of this type are distances (`16`, `16px`, `1rem`,
    /// `{space.base} * 2`).
    var isDimension: Bool {
        switch self {
        case .sizing, .spacing, .dimension, .borderRadius, .borderWidth, .fontSizes, .letterSpacing,
             .paragraphSpacing, .paragraphIndent: true
        default: false
        }
    }
}

import ThemeTokens

/// What makes a color token fit one of the semantic color slots: words
/// its name must have (one of each group), words that make it fit better,
/// and words that rule it out (a state, another role).
struct ColorSlotRule: Sendable {
    /// One word of each group must be in the name: 10 points a group.
    var required: [[String]]
    /// 3 points for each of these in the name.
    var bonus: [String] = []
    /// A name with one of these is no candidate.
    var excluded: Set<String> = []
    /// A screen, surface, text or border color: a vivid color is no candidate.
    var neutral = false
    /// The accent: a vivid color scores 5 more, and a vivid background
    /// (`colors.bg.default`) that no status word names is a candidate too.
    var accent = false
    /// The primary text: `on-surface` and `on-background` (Material's
    /// names for text over those) are candidates too.
    var onSurface = false

    init(required: [[String]], bonus: [String] = [], excluded: [String] = [], neutral: Bool = false, accent: Bool = false,
         onSurface: Bool = false) {
        self.required = required
        self.bonus = bonus
        self.excluded = Set(excluded)
        self.neutral = neutral
        self.accent = accent
        self.onSurface = onSurface
    }

    static let background = ["background", "bg", "canvas", "backdrop"]
    static let surface = ["surface", "card", "panel", "layer", "sheet"]
    static let text = ["text", "fg", "foreground", "content", "ink"]
    static let states = ["hover", "hovered", "pressed", "active", "focus", "focused", "selected", "disabled", "visited",
                         "dragged", "checked"]
    static let status = ["error", "danger", "destructive", "critical", "negative", "success", "positive", "warning", "warn",
                         "caution", "info", "information", "notice", "discovery", "attention", "new"]
    static let brand = ["brand", "accent", "primary", "interactive", "action", "cta"]
    static let weak = ["subtle", "subtler", "subtlest", "muted", "weak", "light", "lighter", "lightest", "soft", "tint",
                       "container"]
    static let danger = ["error", "danger", "destructive", "critical", "negative"]
    static let success = ["success", "positive", "valid"]
    static let warning = ["warning", "warn", "caution", "attention"]

    static func rule(for token: ColorToken) -> ColorSlotRule {
        switch token {
        case .background:
            ColorSlotRule(required: [background], bonus: ["default", "primary", "base", "page", "app", "body", "screen", "main", "neutral"],
                          excluded: states + status + ["brand", "accent", "inverse", "inverted", "overlay", "scrim", "elevated", "raised",
                                                       "secondary", "tertiary", "input", "button", "on", "bold"] + weak + text,
                          neutral: true)
        case .surface:
            ColorSlotRule(required: [surface], bonus: ["default", "primary", "base", "main"],
                          excluded: states + status + ["brand", "accent", "inverse", "inverted", "overlay", "elevated", "raised",
                                                       "high", "higher", "highest", "sunken", "on", "variant", "secondary",
                                                       "tertiary", "bold"] + text,
                          neutral: true)
        case .surfaceElevated:
            ColorSlotRule(required: [surface + background, ["elevated", "raised", "overlay", "popover", "modal", "high", "higher",
                                                            "highest", "floating"]],
                          excluded: states + status + ["brand", "accent", "inverse", "on"] + text, neutral: true)
        case .surfaceSelected:
            ColorSlotRule(required: [surface + background, ["selected"]], excluded: status + ["hover", "hovered", "pressed", "on"] + text)
        case .textPrimary:
            ColorSlotRule(required: [text], bonus: ["default", "primary", "base", "main", "body", "high"],
                          excluded: states + status + ["secondary", "tertiary", "subtle", "subtler", "subtlest", "muted", "weak",
                                                       "subdued", "placeholder", "inverse", "inverted", "brand", "accent", "link",
                                                       "on", "low", "medium", "light", "dim", "soft"],
                          neutral: true, onSurface: true)
        case .textSecondary:
            ColorSlotRule(required: [text, ["secondary", "subtle", "muted", "subdued", "weak", "medium", "dim", "soft", "low"]],
                          excluded: states + status + ["tertiary", "subtlest", "placeholder", "inverse", "inverted", "brand",
                                                       "accent", "link", "on"],
                          neutral: true)
        case .textTertiary:
            ColorSlotRule(required: [text, ["tertiary", "subtlest", "subtler", "placeholder", "faint", "hint"]],
                          excluded: ["hover", "hovered", "pressed", "selected"] + status + ["inverse", "inverted", "brand", "accent",
                                                                                           "link", "on"],
                          neutral: true)
        case .textInverse:
            ColorSlotRule(required: [["inverse", "inverted", "on"]], bonus: text + ["brand", "accent", "primary", "bold"],
                          excluded: states + status + background + surface + ["border", "icon"])
        case .accent:
            ColorSlotRule(required: [brand], bonus: ["background", "bg", "fill", "bold", "default", "base", "solid", "button", "main", "strong"],
                          excluded: states + status + weak + text + ["on", "border", "outline", "secondary", "tertiary", "inverse",
                                                                     "icon", "ring"],
                          accent: true)
        case .accentMuted:
            ColorSlotRule(required: [brand, weak], bonus: ["background", "bg", "surface", "fill"],
                          excluded: states + status + text + ["on", "border", "icon", "bold"])
        case .accentHover:
            ColorSlotRule(required: [brand, ["hover", "hovered"]], bonus: ["background", "bg", "fill", "bold"],
                          excluded: status + weak + text + ["on", "border", "icon"])
        case .destructive, .success, .warning:
            ColorSlotRule(required: [statusWords(token)], bonus: text + ["icon", "bold", "default", "strong", "base"],
                          excluded: states + weak + ["on", "inverse", "border", "bolder"])
        case .destructiveMuted, .successMuted, .warningMuted:
            ColorSlotRule(required: [statusWords(token), weak + background + surface], bonus: background + surface,
                          excluded: states + text + ["icon", "border", "bold", "on", "inverse"])
        case .separator:
            ColorSlotRule(required: [["separator", "divider", "rule", "hairline"]], excluded: states + status, neutral: true)
        case .border:
            ColorSlotRule(required: [["border", "outline", "stroke"]], bonus: ["default", "primary", "base", "input", "main"],
                          excluded: states + status + ["brand", "accent", "inverse", "selected", "bold", "strong", "width"],
                          neutral: true)
        case .disabled:
            ColorSlotRule(required: [["disabled"]], bonus: ["background", "bg", "fill"], excluded: status + ["hover", "pressed"],
                          neutral: true)
        case .shimmer:
            ColorSlotRule(required: [["shimmer", "skeleton", "loading"]], neutral: true)
        case .unreadDot:
            ColorSlotRule(required: [["unread", "badge", "notification", "indicator", "dot"]], excluded: status + weak + text)
        case .starred:
            ColorSlotRule(required: [["starred", "star", "favorite", "favourite", "rating"]], excluded: weak)
        }
    }

    /// `on-surface`, `on-background`: text over the surface, 10 points
    /// less 1 for each other word.
    func onSurfaceMatch(_ candidate: SlotCandidate) -> SlotMatch? {
        let words = candidate.allWords
        guard !candidate.isVivid,
              let on = words.indices.first(where: { words[$0] == "on" && $0 + 1 < words.count
                                                    && ["surface", "background"].contains(words[$0 + 1]) }) else { return nil }
        let other = words.indices.count { $0 != on && $0 != on + 1 && !TokenWords.generic.contains(words[$0]) }
        return SlotMatch(score: 10 - other, words: [words[on], words[on + 1]])
    }

    static func statusWords(_ token: ColorToken) -> [String] {
        switch token {
        case .destructive, .destructiveMuted: danger
        case .success, .successMuted: success
        default: warning
        }
    }

    /// How `candidate` fits, or nil when it does not.
    func match(_ candidate: SlotCandidate) -> SlotMatch? {
        guard candidate.color != nil else { return nil }
        if onSurface, let match = onSurfaceMatch(candidate) { return match }
        if candidate.allWords.contains(where: excluded.contains) { return nil }
        if neutral && candidate.isVivid { return nil }
        var matched: Set<String> = []
        var score = 0
        var fits = true
        for group in required {
            let found = candidate.allWords.filter(group.contains)
            guard !found.isEmpty else {
                fits = false
                break
            }
            matched.formUnion(found)
            score += 10
        }
        var note: String?
        if !fits {
            // A vivid background that no status word names is the brand's fill.
            guard accent, candidate.isVivid,
                  let word = candidate.allWords.first(where: { ColorSlotRule.background.contains($0) || $0 == "fill" }),
                  !candidate.wordSet.contains(where: ColorSlotRule.status.contains) else { return nil }
            matched.insert(word)
            score = 8
        }
        for word in bonus where candidate.wordSet.contains(word) && !matched.contains(word) {
            matched.insert(word)
            score += 3
        }
        if accent {
            if candidate.isVivid {
                score += 5
                note = "vivid (chroma \(NumberFormat.decimal(candidate.chroma, maxFractionDigits: 2)))"
            } else if candidate.chroma <= SlotCandidate.grey
                        && candidate.wordSet.contains(where: { ColorSlotRule.background.contains($0) || ColorSlotRule.surface.contains($0) }) {
                // `color.background.primary` in white: the screen, not the brand.
                return nil
            }
        }
        score -= candidate.allWords.count { !matched.contains($0) && !TokenWords.generic.contains($0) }
        return SlotMatch(score: score, words: candidate.allWords.filter(matched.contains).uniqued(), note: note)
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

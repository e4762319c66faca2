import ThemeTokens

/// What `gallery.mustache` shows: the app's screens and every token.
enum GalleryContext {
    /// The parts of the gallery's data that do not depend on the theme, and
    /// those that depend only on what most themes share with the default
    /// theme (typography, spacing, shapes, how many avatar colors), made once
    /// per build: every pinned page holds the same lists, so their shape is
    /// walked once per template (`SharedList`), not once per page.
    struct Shared: @unchecked Sendable {
        let simulations, tabs, bottomTabs, smartReplies, settingsSections, profileStates: [Any]
        let avatarCount: Int
        let threads, avatars: [Any]
        let typography: ThemeTypography
        let typeScale: [Any]
        let spacingValues: ThemeSpacing
        let spacing: [Any]
        let shapes: ThemeShapes
        let radii, shadows: [Any]

        init(_ theme: Theme) {
            simulations = GalleryContext.simulations()
            tabs = GalleryContext.tabs()
            bottomTabs = GalleryContext.bottomTabs()
            smartReplies = SampleContent.smartReplies
            settingsSections = GalleryContext.settingsSections()
            profileStates = GalleryContext.profileStates()
            avatarCount = theme.light.avatarPalette.count
            threads = GalleryContext.threads(avatarCount: avatarCount)
            avatars = GalleryContext.avatars(count: avatarCount)
            typography = theme.typography
            typeScale = GalleryContext.typeScale(theme)
            spacingValues = theme.spacing
            spacing = GalleryContext.spacing(theme)
            shapes = theme.shapes
            radii = GalleryContext.radii(theme)
            shadows = GalleryContext.shadows(theme)
        }
    }

    /// `theme`/`scheme` give the values printed beside the specimens (the
    /// live page updates them in the browser when the reader switches).
    /// `shared` supplies the lists that are the same for this theme.
    static func make(theme: Theme, scheme: ColorScheme, heading: String, intro: String,
                     pinnedLabel: String?, controls: [String: Any], shared: Shared? = nil) -> [String: Any] {
        let colors = theme.colors(for: scheme)
        let avatarCount = colors.avatarPalette.count
        let sameAvatars = shared.flatMap { $0.avatarCount == avatarCount ? $0 : nil }
        return [
            "heading": heading,
            "intro": intro,
            "pinnedLabel": pinnedLabel ?? false,
            "controls": controls,
            "simulations": shared?.simulations ?? simulations() as Any,
            "tabs": shared?.tabs ?? tabs() as Any,
            "threads": sameAvatars?.threads ?? threads(avatarCount: avatarCount) as Any,
            "bottomTabs": shared?.bottomTabs ?? bottomTabs() as Any,
            "message": [
                "sender": "Maya Chen",
                "initials": SampleContent.initials("Maya Chen"),
                "avatarIndex": AvatarPalette.index(for: "Maya Chen", count: avatarCount),
                "time": "9:41 AM",
                "body": SampleContent.messageBody,
                "attachment": "Theme tokens v2.pdf",
            ] as [String: Any],
            "smartReplies": shared?.smartReplies ?? SampleContent.smartReplies as Any,
            "categoryChips": Category.allCases.map { category in
                [
                    "id": category.kebabName,
                    "name": category.displayName,
                    "foregroundVariable": CSSVariable.category(category),
                    "mutedVariable": CSSVariable.categoryMuted(category),
                    "foreground": colors[category].foreground.css,
                    "muted": colors[category].muted.css,
                ] as [String: Any]
            },
            "settingsSections": shared?.settingsSections ?? settingsSections() as Any,
            "profileStates": shared?.profileStates ?? profileStates() as Any,
            "colorGroups": ColorTokenGroup.allCases.map { group in
                [
                    "name": group.rawValue,
                    "tokens": ColorToken.allCases.filter { $0.group == group }.map { token in
                        [
                            "name": token.name, "cssVariable": CSSVariable.color(token),
                            "value": colors[token].css, "purpose": token.purpose,
                        ] as [String: Any]
                    },
                ] as [String: Any]
            },
            "avatars": sameAvatars?.avatars ?? avatars(count: avatarCount) as Any,
            "typeScale": shared.flatMap { $0.typography == theme.typography ? $0.typeScale : nil } ?? typeScale(theme) as Any,
            "spacing": shared.flatMap { $0.spacingValues == theme.spacing ? $0.spacing : nil } ?? spacing(theme) as Any,
            "radii": shared.flatMap { $0.shapes.radii == theme.shapes.radii ? $0.radii : nil } ?? radii(theme) as Any,
            "shadows": shared.flatMap { $0.shapes.lightShadows == theme.shapes.lightShadows ? $0.shadows : nil }
                ?? shadows(theme) as Any,
        ]
    }

    static func simulations() -> [[String: Any]] {
        ColorVisionDeficiency.allCases.map { deficiency in
            ["id": deficiency.rawValue, "label": deficiency.label, "matrix": deficiency.feColorMatrixValues]
        }
    }

    static func tabs() -> [[String: Any]] {
        SampleContent.tabs.map { tab in
            ["label": tab.label, "count": tab.count > 0 ? String(tab.count) : false, "selected": tab.selected] as [String: Any]
        }
    }

    static func bottomTabs() -> [[String: Any]] {
        SampleContent.bottomTabs.map { tab in
            ["label": tab.label, "icon": tab.icon, "selected": tab.selected] as [String: Any]
        }
    }

    static func settingsSections() -> [[String: Any]] {
        SampleContent.settingsSections.map { section in
            [
                "title": section.title.isEmpty ? false : section.title as Any,
                "rows": section.rows.map { row in
                    [
                        "label": row.label, "detail": row.detail ?? false as Any, "icon": row.icon ?? false as Any,
                        "chevron": row.chevron, "destructive": row.destructive,
                    ] as [String: Any]
                },
            ] as [String: Any]
        }
    }

    static func profileStates() -> [[String: Any]] {
        SampleContent.profileStates.enumerated().map { index, state in
            [
                "index": index, "state": state.state, "firstName": state.firstName, "lastName": state.lastName,
                "invalid": state.invalid, "saving": state.saving, "saved": state.saved, "empty": state.empty,
            ] as [String: Any]
        }
    }

    static func avatars(count: Int) -> [[String: Any]] {
        (0..<count).map { index in
            [
                "index": index, "name": AvatarPalette.names[index % AvatarPalette.names.count],
                "initials": String(AvatarPalette.names[index % AvatarPalette.names.count].prefix(2)).uppercased(),
                "cssVariable": CSSVariable.avatar(index),
            ] as [String: Any]
        }
    }

    static func typeScale(_ theme: Theme) -> [[String: Any]] {
        TypeToken.allCases.map { token in
            let style = theme.typography[token]
            return [
                "name": token.name, "cssVariable": CSSVariable.font(token),
                "size": NumberFormat.decimal(style.size, maxFractionDigits: 2),
                "weight": style.weight.rawValue, "monospaced": style.design == .monospaced,
                "usage": token.usage, "sample": SampleContent.typeSamples[token] ?? token.name,
            ] as [String: Any]
        }
    }

    static func spacing(_ theme: Theme) -> [[String: Any]] {
        SpacingToken.allCases.map { token in
            [
                "name": token.name, "cssVariable": CSSVariable.space(token),
                "value": TokenDeclarations.px(theme.spacing[token]), "usage": token.usage,
            ] as [String: Any]
        }
    }

    static func radii(_ theme: Theme) -> [[String: Any]] {
        RadiusToken.allCases.map { token in
            let radius = theme.shapes.radii[token]
            let value: String = switch radius {
            case .points(let points): TokenDeclarations.px(points)
            case .capsule: "capsule"
            }
            return ["name": token.name, "cssVariable": CSSVariable.radius(token), "value": value,
                    "usage": token.usage] as [String: Any]
        }
    }

    static func shadows(_ theme: Theme) -> [[String: Any]] {
        ShadowToken.allCases.map { token in
            let light = theme.shapes.lightShadows[token]
            let percent = NumberFormat.decimal(light.color.alpha * 100, maxFractionDigits: 1)
            return [
                "name": token.name, "cssVariable": CSSVariable.shadow(token), "usage": token.usage,
                "value": "black at \(percent)%, radius \(NumberFormat.decimal(light.radius, maxFractionDigits: 1)), y \(NumberFormat.decimal(light.y, maxFractionDigits: 1)); none in dark",
            ] as [String: Any]
        }
    }

    /// The sample threads, with each sender's deterministic avatar color.
    static func threads(_ colors: ThemeColors, limit: Int? = nil) -> [[String: Any]] {
        threads(avatarCount: colors.avatarPalette.count, limit: limit)
    }

    static func threads(avatarCount: Int, limit: Int? = nil) -> [[String: Any]] {
        let rows = limit.map { Array(SampleContent.threads.prefix($0)) } ?? SampleContent.threads
        return rows.map { thread in
            [
                "sender": thread.sender,
                "initials": SampleContent.initials(thread.sender),
                "avatarIndex": AvatarPalette.index(for: thread.sender, count: avatarCount),
                "time": thread.time, "subject": thread.subject, "snippet": thread.snippet,
                "unread": thread.unread, "starred": thread.starred, "attachment": thread.attachment,
                "categoryId": thread.category.kebabName, "categoryName": thread.category.displayName,
            ]
        }
    }
}

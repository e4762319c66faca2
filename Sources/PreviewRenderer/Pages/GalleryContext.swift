import ThemeTokens

/// What `gallery.mustache` shows: the app's screens and every token.
enum GalleryContext {
    /// `theme`/`scheme` give the values printed beside the specimens (the
    /// live page updates them in the browser when the reader switches).
    static func make(theme: Theme, scheme: ColorScheme, heading: String, intro: String,
                     pinnedLabel: String?, controls: [String: Any]) -> [String: Any] {
        let colors = theme.colors(for: scheme)
        return [
            "heading": heading,
            "intro": intro,
            "pinnedLabel": pinnedLabel ?? false,
            "controls": controls,
            "simulations": ColorVisionDeficiency.allCases.map { deficiency in
                ["id": deficiency.rawValue, "label": deficiency.label, "matrix": deficiency.feColorMatrixValues]
            },
            "tabs": SampleContent.tabs.map { tab in
                ["label": tab.label, "count": tab.count > 0 ? String(tab.count) : false, "selected": tab.selected] as [String: Any]
            },
            "threads": threads(colors),
            "bottomTabs": SampleContent.bottomTabs.map { tab in
                ["label": tab.label, "icon": tab.icon, "selected": tab.selected] as [String: Any]
            },
            "message": [
                "sender": "Maya Chen",
                "initials": SampleContent.initials("Maya Chen"),
                "avatarIndex": AvatarPalette.index(for: "Maya Chen", count: colors.avatarPalette.count),
                "time": "9:41 AM",
                "body": SampleContent.messageBody,
                "attachment": "Theme tokens v2.pdf",
            ] as [String: Any],
            "smartReplies": SampleContent.smartReplies,
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
            "settingsSections": SampleContent.settingsSections.map { section in
                [
                    "title": section.title.isEmpty ? false : section.title as Any,
                    "rows": section.rows.map { row in
                        [
                            "label": row.label, "detail": row.detail ?? false as Any, "icon": row.icon ?? false as Any,
                            "chevron": row.chevron, "destructive": row.destructive,
                        ] as [String: Any]
                    },
                ] as [String: Any]
            },
            "profileStates": SampleContent.profileStates.enumerated().map { index, state in
                [
                    "index": index, "state": state.state, "firstName": state.firstName, "lastName": state.lastName,
                    "invalid": state.invalid, "saving": state.saving, "saved": state.saved, "empty": state.empty,
                ] as [String: Any]
            },
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
            "avatars": colors.avatarPalette.indices.map { index in
                [
                    "index": index, "name": AvatarPalette.names[index % AvatarPalette.names.count],
                    "initials": String(AvatarPalette.names[index % AvatarPalette.names.count].prefix(2)).uppercased(),
                    "cssVariable": CSSVariable.avatar(index),
                ] as [String: Any]
            },
            "typeScale": TypeToken.allCases.map { token in
                let style = theme.typography[token]
                return [
                    "name": token.name, "cssVariable": CSSVariable.font(token),
                    "size": NumberFormat.decimal(style.size, maxFractionDigits: 2),
                    "weight": style.weight.rawValue, "monospaced": style.design == .monospaced,
                    "usage": token.usage, "sample": SampleContent.typeSamples[token] ?? token.name,
                ] as [String: Any]
            },
            "spacing": SpacingToken.allCases.map { token in
                [
                    "name": token.name, "cssVariable": CSSVariable.space(token),
                    "value": TokenDeclarations.px(theme.spacing[token]), "usage": token.usage,
                ] as [String: Any]
            },
            "radii": RadiusToken.allCases.map { token in
                let radius = theme.shapes.radii[token]
                let value: String = switch radius {
                case .points(let points): TokenDeclarations.px(points)
                case .capsule: "capsule"
                }
                return ["name": token.name, "cssVariable": CSSVariable.radius(token), "value": value,
                        "usage": token.usage] as [String: Any]
            },
            "shadows": ShadowToken.allCases.map { token in
                let light = theme.shapes.lightShadows[token]
                let percent = NumberFormat.decimal(light.color.alpha * 100, maxFractionDigits: 1)
                return [
                    "name": token.name, "cssVariable": CSSVariable.shadow(token), "usage": token.usage,
                    "value": "black at \(percent)%, radius \(NumberFormat.decimal(light.radius, maxFractionDigits: 1)), y \(NumberFormat.decimal(light.y, maxFractionDigits: 1)); none in dark",
                ] as [String: Any]
            },
        ]
    }

    /// The sample threads, with each sender's deterministic avatar color.
    static func threads(_ colors: ThemeColors, limit: Int? = nil) -> [[String: Any]] {
        let rows = limit.map { Array(SampleContent.threads.prefix($0)) } ?? SampleContent.threads
        return rows.map { thread in
            [
                "sender": thread.sender,
                "initials": SampleContent.initials(thread.sender),
                "avatarIndex": AvatarPalette.index(for: thread.sender, count: colors.avatarPalette.count),
                "time": thread.time, "subject": thread.subject, "snippet": thread.snippet,
                "unread": thread.unread, "starred": thread.starred, "attachment": thread.attachment,
                "categoryId": thread.category.kebabName, "categoryName": thread.category.displayName,
            ]
        }
    }
}

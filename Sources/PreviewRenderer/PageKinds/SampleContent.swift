import ThemeTokens

/// The demo mailbox the gallery's components show: fixed, so every build
/// shows the same rows.
enum SampleContent {
    struct Thread {
        var sender: String
        var time: String
        var subject: String
        var snippet: String
        var unread: Bool
        var starred: Bool
        var attachment: Bool
        var category: Category
    }

    static let threads: [Thread] = [
        Thread(sender: "Maya Chen", time: "9:41 AM", subject: "Quarterly design review",
               snippet: "Attached are the final token specs for the new themes.", unread: true, starred: true,
               attachment: true, category: .primary),
        Thread(sender: "Design Guild", time: "8:15 AM", subject: "Friday critique: accent families",
               snippet: "Bring one screen you are proud of and one you are not.", unread: true, starred: false,
               attachment: false, category: .forums),
        Thread(sender: "Jonas Okafor", time: "Yesterday", subject: "Re: Dark mode shadows",
               snippet: "Agreed, suppressing them reads cleaner on OLED.", unread: false, starred: true,
               attachment: false, category: .social),
        Thread(sender: "App Store Connect", time: "Yesterday", subject: "Your build is ready for testing",
               snippet: "VaultMail 4.2 (812) has completed processing.", unread: false, starred: false,
               attachment: false, category: .updates),
        Thread(sender: "Lumen Fonts", time: "Mon", subject: "20% off variable families",
               snippet: "This week only: every family in every weight.", unread: false, starred: false,
               attachment: false, category: .promotions),
        Thread(sender: "Priya Raman", time: "Sun", subject: "Notes from the accessibility audit",
               snippet: "Three contrast pairs need attention before launch.", unread: false, starred: false,
               attachment: true, category: .uncategorized),
    ]

    static let tabs: [(label: String, count: Int, selected: Bool)] = [
        ("Primary", 3, true), ("Social", 1, false), ("Promotions", 0, false),
        ("Updates", 2, false), ("Forums", 5, false),
    ]

    static let bottomTabs: [(label: String, icon: String, selected: Bool)] = [
        ("Inbox", "inbox", true), ("Search", "search", false), ("AI", "sparkles", false), ("Settings", "gear", false),
    ]

    static let messageBody = [
        "Hi team,",
        "Attached are the final token specs for the six accent themes. Light and dark share one background system; only the accent family changes.",
        "Could you check the contrast notes before Friday?",
        "— Maya",
    ]

    static let smartReplies = ["Thanks, Maya!", "Looks great", "Let's discuss Friday"]

    struct SettingsRow {
        var label: String
        var detail: String?
        var icon: String?
        var chevron: Bool
        var destructive: Bool
    }

    static let settingsSections: [(title: String, rows: [SettingsRow])] = [
        ("Account", [
            SettingsRow(label: "Profile", detail: "Edit your name and info", icon: "person", chevron: true, destructive: false),
        ]),
        ("Appearance", [
            SettingsRow(label: "Theme & Display", detail: "Customize colors and text size", icon: "paintbrush",
                        chevron: true, destructive: false),
        ]),
        ("Notifications", [
            SettingsRow(label: "New Mail", detail: "Sound and badge", icon: "bell", chevron: true, destructive: false),
        ]),
        ("", [
            SettingsRow(label: "Sign Out", detail: nil, icon: nil, chevron: false, destructive: true),
        ]),
    ]

    struct ProfileState {
        var state: String
        var firstName: String
        var lastName: String
        var invalid = false
        var saving = false
        var saved = false
        var empty = false
    }

    /// The form states of seed 002's Profile screen.
    static let profileStates: [ProfileState] = [
        ProfileState(state: "Empty", firstName: "", lastName: "", empty: true),
        ProfileState(state: "Filled", firstName: "Maya", lastName: "Chen"),
        ProfileState(state: "Validation error", firstName: "", lastName: "Chen", invalid: true),
        ProfileState(state: "Saving", firstName: "Maya", lastName: "Chen", saving: true),
        ProfileState(state: "Saved", firstName: "Maya", lastName: "Chen", saved: true),
    ]

    /// Two letters for an avatar: the first letters of the first two words.
    static func initials(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == " " || $0 == "-" }).prefix(2)
        return words.compactMap { $0.first.map { String($0).uppercased() } }.joined()
    }

    static let typeSamples: [TypeToken: String] = [
        .displayLarge: "Welcome to VaultMail",
        .displaySmall: "Inbox",
        .titleLarge: "Appearance",
        .titleMedium: "Maya Chen",
        .titleSmall: "Theme",
        .bodyLarge: "Your messages stay private, on your device.",
        .bodyMedium: "Quarterly design review",
        .bodySmall: "Attached are the final token specs for the new themes.",
        .labelLarge: "Send",
        .labelMedium: "Primary",
        .labelSmall: "3 NEW",
        .caption: "9:41 AM",
        .captionMono: "msg-id 4f2a-91c0",
    ]
}

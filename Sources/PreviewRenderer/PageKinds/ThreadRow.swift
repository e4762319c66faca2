import ThemeTokens

/// One row of the sample thread list (the `thread-row` partial, shown by the
/// gallery and by every matrix panel).
struct ThreadRow: TemplateModel {
    var sender: String
    var initials: String
    var avatarIndex: Int
    var time: String
    var subject: String
    var snippet: String
    var unread: Bool
    var starred: Bool
    var attachment: Bool
    var categoryId: String
    var categoryName: String

    static let fields = TemplateFields<Self>([
        .text("sender", "Who sent the thread.") { $0.sender },
        .text("initials", "The sender's initials, shown in the avatar.") { $0.initials },
        .number("avatarIndex", "The sender's avatar color, an index into the theme's avatar palette (`vm-avatar-N`).") { $0.avatarIndex },
        .text("time", "When it arrived, as the app shows it (\"9:41 AM\", \"Yesterday\").") { $0.time },
        .text("subject", "The thread's subject line.") { $0.subject },
        .text("snippet", "The start of the latest message.") { $0.snippet },
        .flag("unread", "Whether the thread is unread.") { $0.unread },
        .flag("starred", "Whether the thread is starred.") { $0.starred },
        .flag("attachment", "Whether the thread has an attachment.") { $0.attachment },
        .text("categoryId", "The mail category's id, for its chip's class (`vm-category-ID`).") { $0.categoryId },
        .text("categoryName", "The mail category's name.") { $0.categoryName },
    ])

    /// The sample threads (the first `limit` of them), each sender with its
    /// deterministic avatar color in a palette of `avatarCount`.
    static func samples(avatarCount: Int, limit: Int? = nil) -> [ThreadRow] {
        let threads = limit.map { Array(SampleContent.threads.prefix($0)) } ?? SampleContent.threads
        return threads.map { thread in
            ThreadRow(sender: thread.sender, initials: SampleContent.initials(thread.sender),
                      avatarIndex: AvatarPalette.index(for: thread.sender, count: avatarCount),
                      time: thread.time, subject: thread.subject, snippet: thread.snippet,
                      unread: thread.unread, starred: thread.starred, attachment: thread.attachment,
                      categoryId: thread.category.kebabName, categoryName: thread.category.displayName)
        }
    }
}

extension ThreadRow {
    static let template = PageTemplate(name: "thread-row", data: [ThreadRow.self],
                                       summary: "A row of the thread list, included by the gallery and the matrix for each thread.")
}

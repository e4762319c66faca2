/// The words of one token's entry in the page's language: the few of
/// `ChromeStrings` a token entry shows. An entry holds its own, not the
/// page's, because `serve` keeps rendered entries from build to build
/// (`MemoizedList`): the words are part of what an entry's rendering is
/// kept by.
struct TokenWords: TemplateData, Hashable {
    var deprecated: String
    var deprecatedNote: String
    var aliasOf: String
    var contrastOn: String
    var changed: String
    var changedTitle: String
    var notDefined: String

    init(_ strings: ChromeStrings) {
        deprecated = strings[.deprecated]
        deprecatedNote = strings[.deprecatedNote]
        aliasOf = strings[.aliasOf]
        contrastOn = strings[.contrastOn]
        changed = strings[.changed]
        changedTitle = strings[.changedTitle]
        notDefined = strings[.notDefined]
    }

    static let english = TokenWords(.english)

    static let fields = TemplateFields<Self>([
        .text("deprecated", "`strings.deprecated`: the tag of a deprecated token.") { $0.deprecated },
        .text("aliasOf", "`strings.aliasOf`: before the tokens an alias leads through.") { $0.aliasOf },
        .text("changed", "`strings.changed`: the mark of an axis value that changes the token.") { $0.changed },
        .text("changedTitle", "`strings.changedTitle`: the `title` of that mark.") { $0.changedTitle },
        .text("notDefined", "`strings.notDefined`: where a combination does not define the token.") { $0.notDefined },
    ])
}

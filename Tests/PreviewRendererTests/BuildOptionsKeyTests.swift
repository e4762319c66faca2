import PreviewRenderer
import Testing

/// `BuildOptions.key` decides whether a version built earlier is reused
/// (`build --versions`): every option a build is asked for must be in it,
/// or a changed option would keep pages built without it.
@Suite struct BuildOptionsKeyTests {
    /// One change of each stored property, by name, away from the defaults.
    static let changes: [String: @Sendable (inout BuildOptions) -> Void] = [
        "docs": { $0.docs = "other-docs" },
        "includeDrafts": { $0.includeDrafts = true },
        "strict": { $0.strict = true },
        "baseURL": { $0.baseURL = "https://example.com/design/" },
        "version": { $0.version = SiteVersion(all: [.init(label: "v1", folder: "v1/")], current: 0, latestFolder: "latest/") },
        "gitDates": { $0.gitDates = GitDates(base: "site/docs", dates: ["site/docs/index.md": 1_700_000_000]) },
        "printPage": { $0.printPage = true },
    ]

    static var storedProperties: [String] {
        Mirror(reflecting: BuildOptions()).children.compactMap(\.label)
    }

    @Test func everyStoredPropertyIsNamedInTheKey() {
        #expect(BuildOptions().keyParts.map(\.name) == Self.storedProperties)
    }

    @Test(arguments: storedProperties)
    func changingAStoredPropertyChangesTheKey(_ property: String) throws {
        let change = try #require(Self.changes[property], "no change of '\(property)' in BuildOptionsKeyTests.changes: add one")
        var options = BuildOptions()
        change(&options)
        #expect(options.key != BuildOptions().key)
        // Only the property's own part changes.
        let before = Dictionary(uniqueKeysWithValues: BuildOptions().keyParts.map { ($0.name, $0.value) })
        let after = Dictionary(uniqueKeysWithValues: options.keyParts.map { ($0.name, $0.value) })
        #expect(Set(before.keys.filter { before[$0] != after[$0] }) == [property])
    }

    @Test func theKeyIsTheSameForTheSameOptions() {
        let options = BuildOptions(docs: "docs", includeDrafts: true, baseURL: "https://example.com/")
        #expect(options.key == options.key)
        #expect(options.key == BuildOptions(docs: "docs", includeDrafts: true, baseURL: "https://example.com/").key)
    }
}

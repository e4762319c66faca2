import Foundation
import Testing

/// Highlighting as a user meets it on the command line: `languages`,
/// `--version`, and a machine without the definitions.
struct LanguagesCommandTests {
    let cli = CLI()

    @Test func languagesListsEveryLanguageWithItsAliases() throws {
        let result = try cli.run(["languages"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("swift ") && $0.contains("Swift") })
        #expect(lines.contains { $0.hasPrefix("js ") && $0.contains("JavaScript") && $0.contains("javascript") && $0.contains("mjs") })
        #expect(lines.contains { $0.hasPrefix("python3 ") && $0.contains("py,") })
        #expect(lines.last?.hasSuffix("languages from /usr/share/gtksourceview-5/language-specs; also console (a shell session: prompts, commands, output) and text (plain)") == true)
    }

    @Test func versionNamesTheDefinitions() throws {
        let result = try cli.run(["--version"])
        #expect(result.stdout.contains("\nGtkSourceView 5 language definitions 5."))
        #expect(result.stdout.contains(" (/usr/share/gtksourceview-5/language-specs)\n"))
    }

    /// Without definitions the build goes on, code plain, with one warning
    /// that says what to install.
    @Test func withoutDefinitionsCodeStaysPlainWithOneWarning() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tp-languages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["a", "b"] {
            let doc = root.appendingPathComponent("site/docs/\(name).md")
            try FileManager.default.createDirectory(at: doc.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("# \(name)\n\n```swift\nlet x = 1\n```\n".utf8).write(to: doc)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["THEME_PREVIEW_LANGUAGE_SPECS"] = root.appendingPathComponent("empty").path
        let result = try cli.run(["build", "site"], in: root, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let folder = root.appendingPathComponent("empty").path
        #expect(result.stderr == "site/docs: warning: code blocks in 2 docs are not highlighted: no language definitions in \(folder); install Debian's libgtksourceview-5-common (`apt-get install libgtksourceview-5-common`) or set THEME_PREVIEW_LANGUAGE_SPECS to a folder of GtkSourceView 5 `.lang` files\n")
        let page = try String(contentsOf: root.appendingPathComponent("site/_site/docs/a.html"), encoding: .utf8)
        #expect(page.contains("<pre><code class=\"language-swift\">let x = 1\n</code></pre>"))
        let languages = try cli.run(["languages"], in: root, environment: environment)
        #expect(languages.status != 0)
        #expect(languages.stderr.contains("no language definitions in \(folder): install Debian's libgtksourceview-5-common"))
    }
}

@testable import PreviewRenderer
import Testing

/// Built-in scripts ship without their whole-line comments, indentation and
/// blank lines; code, and comments after code, stay as written.
struct ScriptCompactionTests {
    @Test func commentLinesIndentationAndBlankLinesGo() {
        let script = """
            /* A file comment
               on two lines. */
            (function () {
              // A line comment.
              var a = "//not a comment"; // kept: after code

              /* One line. */
              try { a(); } catch (error) { /* kept: code before it */ }
            })();

            """
        #expect(ScriptCompaction.compact(script) == """
            (function () {
            var a = "//not a comment"; // kept: after code
            try { a(); } catch (error) { /* kept: code before it */ }
            })();

            """)
    }

    @Test func theBuiltScriptsAreCompacted() throws {
        let fileSystem = try SharedPanelTests.build(SiteBuildTests.sampleSite)
        for path in ["out/assets/theme-preview.js", "out/assets/theme-preview-lab.js", "out/assets/theme-lab.js"] {
            let script = try SharedPanelTests.text(fileSystem, path)
            let lines = script.split(separator: "\n")
            #expect(!lines.isEmpty)
            #expect(!lines.contains { $0.hasPrefix(" ") || $0.hasPrefix("//") || $0.hasPrefix("/*") }, "\(path)")
        }
    }
}

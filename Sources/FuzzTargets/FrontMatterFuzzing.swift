import Basics
import Markdown

/// A doc's front matter: splitting off the `---` block and reading its YAML.
enum FrontMatterFuzzing {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) {
        let text = Fuzz.text(bytes)
        let body: String
        do {
            (_, body) = try FrontMatterParser.parse(text, file: "docs/fuzz.md")
        } catch {
            try Fuzz.checkFailure(error, "front matter")
            return
        }
        try Fuzz.check(body.utf8.count <= text.utf8.count, "body longer than the file")
    }
}

import FuzzSupport
import Markdown
import PreviewRenderer

/// A doc's front matter: splitting off the `---` block and reading its YAML.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = Fuzz.text(data, size)
    do {
        let (_, body) = try FrontMatterParser.parse(text, file: "docs/fuzz.md")
        Fuzz.check(body.utf8.count <= text.utf8.count, "body longer than the file")
    } catch {
        Fuzz.checkFailure(error, "front matter")
    }
    return 0
}

import Foundation
@testable import PreviewServer
import Testing

/// The save endpoint's body, read with the project's strict JSON reader into
/// a typed request: every refusal says what was expected and what was found.
struct ThemeSaveRequestTests {
    static func parse(_ text: String) -> Result<ThemeSaveRequest, ThemeSaveRequest.Refusal> {
        ThemeSaveRequest.parse(Data(text.utf8))
    }

    static func refusal(_ text: String) -> String? {
        if case .failure(let refusal) = parse(text) { return refusal.message }
        return nil
    }

    static let expected = #"Refused: expected a JSON object {"text": the theme file's text, "base": the version read, or null when there was no file}; "#

    @Test func aTextAndABaseOrNullAreARequest() throws {
        #expect(try Self.parse(#"{"text": "{\n  \"name\": \"Ocean\"\n}\n", "base": "v1"}"#).get()
            == ThemeSaveRequest(text: "{\n  \"name\": \"Ocean\"\n}\n", base: "v1"))
        #expect(try Self.parse(#"{"base": null, "text": ""}"#).get() == ThemeSaveRequest(text: "", base: nil))
    }

    @Test func anythingElseIsRefusedSayingWhatWasFound() {
        #expect(Self.refusal("text=x") == Self.expected + "the body is not JSON: invalid JSON: unexpected 'text'; text needs double quotes (line 1, column 1).")
        #expect(Self.refusal(#"{"text": "a", "base": null,}"#)?.hasPrefix(Self.expected + "the body is not JSON: ") == true)
        #expect(Self.refusal(#"["text"]"#) == Self.expected + "found a list.")
        #expect(Self.refusal(#"{"base": null}"#) == Self.expected + #""text" is missing."#)
        #expect(Self.refusal(#"{"text": 3, "base": null}"#) == Self.expected + #""text" is 3."#)
        #expect(Self.refusal(#"{"text": "a"}"#) == Self.expected + #""base" is missing."#)
        #expect(Self.refusal(#"{"text": "a", "base": false}"#) == Self.expected + #""base" is false."#)
        #expect(Self.refusal(#"{"text": "a", "base": null, "id": "x"}"#) == Self.expected + #"found another member, "id"."#)
        #expect(ThemeSaveRequest.parse(Data([0x7B, 0xFF, 0x7D])) == .failure(.init(message: Self.expected + "the body is not UTF-8 text.")))
    }
}

import DTCG
import Foundation

/// What the lab sends to save a theme file: `{"text": the file's text,
/// "base": the version it read, or null when there was no file}`, read with
/// the project's strict JSON reader (`JSONReader`), as a build reads tokens.
struct ThemeSaveRequest: Equatable, Sendable {
    var text: String
    var base: String?

    /// Why a body is refused: what was expected, and the first thing found
    /// that is not it.
    struct Refusal: Error, Equatable {
        var message: String
    }

    static let expected = "expected a JSON object {\"text\": the theme file's text, \"base\": the version read, or null when there was no file}"

    /// The request in `body`, or why it is none: not UTF-8, not JSON, not an
    /// object, a member missing or of the wrong type, or one more.
    static func parse(_ body: Data) -> Result<ThemeSaveRequest, Refusal> {
        guard let text = String(validating: body, as: UTF8.self) else {
            return .failure(Refusal(message: "Refused: \(expected); the body is not UTF-8 text."))
        }
        var diagnostics = DTCGDiagnostics()
        guard let node = JSONReader.parse(DTCGFile(path: "the request", text: text), diagnostics: &diagnostics) else {
            let why = diagnostics.failure.diagnostics.first.map { "\($0.message) (line \($0.line ?? 1), column \($0.column ?? 1))" }
            return .failure(Refusal(message: "Refused: \(expected); the body is not JSON: \(why ?? "nothing")."))
        }
        guard let members = node.members else {
            return .failure(Refusal(message: "Refused: \(expected); found \(node.described)."))
        }
        if let extra = members.first(where: { $0.key != "text" && $0.key != "base" }) {
            return .failure(Refusal(message: "Refused: \(expected); found another member, \"\(extra.key)\"."))
        }
        guard let fileText = node["text"]?.string else {
            return .failure(Refusal(message: "Refused: \(expected); \"text\" is \(node["text"].map(\.described) ?? "missing")."))
        }
        guard let base = node["base"], base.string != nil || base.json == .null else {
            return .failure(Refusal(message: "Refused: \(expected); \"base\" is \(node["base"].map(\.described) ?? "missing")."))
        }
        return .success(ThemeSaveRequest(text: fileText, base: base.string))
    }
}

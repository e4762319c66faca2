import Basics
import DTCG
import Foundation
@testable import TokensStudio

/// Reads one inline Tokens Studio file (`tokens.json`).
func readStudio(_ text: String, path: String = "tokens.json") throws(BuildFailure) -> DesignSystem {
    try TokensStudioReader.read(files: [DTCGFile(path: path, text: text)], folder: "")
}

/// Reads inline files of a folder layout, paths under `tokens/`.
func readStudioFolder(_ files: [String: String]) throws(BuildFailure) -> DesignSystem {
    let sorted = files.keys.sorted().map { DTCGFile(path: "tokens/" + $0, text: files[$0] ?? "") }
    return try TokensStudioReader.read(files: sorted, folder: "tokens")
}

/// The lines of the failure `read` throws (`file:line:col: error: ...`);
/// empty when it does not throw.
func problems(_ read: () throws -> DesignSystem) -> [String] {
    do {
        _ = try read()
        return []
    } catch let failure as BuildFailure {
        return failure.diagnostics.map(\.description)
    } catch {
        return ["\(error)"]
    }
}

/// The only combination's token set.
func onlyTokens(_ system: DesignSystem) -> DTCGTokenSet {
    system.combinations.first.flatMap { system.tokens[$0] } ?? DTCGTokenSet(tokens: [])
}

extension DTCGColor {
    /// `#rrggbb` or `#rrggbbaa` for an 8-bit sRGB color, else the CSS text.
    var text: String { StudioColorText.text(self) }
}

import Testing
@testable import TokensStudio

/// Expected values from @tokens-studio/sd-transforms at 5066620,
/// test/spec/checkAndEvaluateMath.spec.ts ("checks and evaluates math
/// expressions", "supports expr-eval expressions", "... with units",
/// "supports multi-value expressions").
struct StudioMathTests {
    func texts(_ expression: String) throws -> String {
        try StudioMath.evaluate(expression).map(\.text).joined(separator: " ")
    }

    @Test func sdTransformsPublishedResults() throws {
        let cases: [(String, String)] = [
            ("4*1.5px 4*1.5px 4*1.5px", "6px 6px 6px"),
            ("4px", "4px"),
            ("4 * 7", "28"),
            ("4 * 7px", "28px"),
            ("4 * 7rem", "28rem"),
            ("(15 + 20 - 17 * 8 / 3) * 7px", "-72.3333px"),
            ("4px * 7px", "28px"),
            ("4 * 7px * 8px", "224px"),
            ("4em + 7em", "11em"),
            ("4 * 7em * 8em", "224em"),
            ("4px * 7em", "28em"),
            ("5px * 4px / 2px", "10px"),
            ("10vw + 20vw", "30vw"),
            ("2pt * 4", "8pt"),
            ("2em * 20px", "40em"),
            ("8 / 4 * 7px 8 * 5px 2 * 4px", "14px 40px 8px"),
            ("5px + 4px + 10px 3 * 2px", "19px 6px"),
            ("5px 3 * 2px", "5px 6px"),
            ("3 * 2px 5px", "6px 5px"),
            ("roundTo(4 / 7, 1)", "0.6"),
            ("8 * 14px roundTo(4 / 7, 1)", "112px 0.6"),
            ("roundTo(4 / 7, 1) 8 * 14px", "0.6 112px"),
            ("min(10, 24, 5, 12, 6) 8 * 14px", "5 112px"),
            ("ceil(roundTo(16/1.2,0)/2)*2", "14"),
            ("roundTo(4px / 7, 1)", "0.6px"),
            ("8 * 14px roundTo(4 / 7px, 1)", "112px 0.6px"),
            ("roundTo(4px / 7px, 1) 8 * 14px", "0.6px 112px"),
            ("min(10px, 24px, 5px, 12px, 6px) 8 * 14px", "5px 112px"),
            ("ceil(roundTo(16px/1.2,0)/2)*2", "14px"),
            ("roundTo(4 / 7, 1) * 24", "14.4"),
            ("16 * 1.5", "24"),
            ("0.75 * 1.5", "1.125"),
        ]
        for (expression, expected) in cases {
            #expect(try texts(expression) == expected, "\(expression)")
        }
    }

    /// sd-transforms leaves these unresolved ("can evaluate math expressions
    /// where more than one token has a unit..."); here they are failures
    /// that say why.
    @Test func mixedUnitsCannotBeComputed() {
        let cases: [(String, String)] = [
            ("4em + 7rem", "it mixes the units em and rem, which cannot be computed without knowing their sizes"),
            ("4 + 7rem", "'+' joins a number without a unit and a rem value"),
            ("1000 / 20em", "'/' divides by a em value, which cannot be computed without knowing its size"),
            ("4px + 7em", "'+' joins a number without a unit and a em value"),
            ("2em + 20", "'+' joins a em value and a number without a unit"),
        ]
        for (expression, message) in cases {
            #expect(throws: StudioMath.Failure.self, "\(expression)") { try StudioMath.evaluate(expression) }
            do { _ = try StudioMath.evaluate(expression) } catch { #expect(error.message == message, "\(expression)") }
        }
    }

    @Test func operatorsAndPrecedence() throws {
        #expect(try texts("2 ^ 3 ^ 2") == "512")
        #expect(try texts("-2 ^ 2") == "-4")
        #expect(try texts("(1 + 2) * 3") == "9")
        #expect(try texts("7 % 4") == "3")
        #expect(try texts("round(2.5) floor(2.7) abs(-3) sqrt(16) max(1, 9)") == "3 2 3 4 9")
        #expect(try texts("roundTo(1.005, 2)") == "1.01")
        #expect(try texts("5px -3px") == "5px -3px")
        #expect(try texts("5px - 3px") == "2px")
    }

    @Test func syntaxErrorsSayWhereAndWhat() {
        func failure(_ text: String) -> StudioMath.Failure? {
            do { _ = try StudioMath.evaluate(text); return nil } catch { return error }
        }
        #expect(failure("(2 + 3") == StudioMath.Failure(message: "expected ')' to close the '(' at character 1, found the end", offset: 6))
        #expect(failure("2 * ") == StudioMath.Failure(message: "expected a number, found the end", offset: 4))
        #expect(failure("rondTo(2, 1)") == StudioMath.Failure(message: "'rondTo' is not a function or number (did you mean 'roundTo'?)", offset: 0))
        #expect(failure("2 # 3") == StudioMath.Failure(message: "'#' is not part of a math expression", offset: 2))
        #expect(failure("min()") == StudioMath.Failure(message: "min() takes at least 1 argument, found 0", offset: 0))
    }
}

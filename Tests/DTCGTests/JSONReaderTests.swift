@testable import Basics
@testable import DTCG
@testable import PreviewRenderer
import Testing

/// The one reader of token files, theme files and resolver documents:
/// strict JSON (RFC 8259), every value and key located, the first syntax
/// error said at its line and column with what was expected and found.
struct JSONReaderTests {
    func read(_ text: String) -> (node: DTCGNode?, problems: [String]) {
        var diagnostics = DTCGDiagnostics()
        let node = JSONReader.parse(DTCGFile(path: "t.json", text: text), diagnostics: &diagnostics)
        return (node, diagnostics.diagnostics.map(\.description))
    }

    /// The one problem `text` has.
    func problem(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        let result = read(text)
        #expect(result.node == nil, sourceLocation: sourceLocation)
        #expect(result.problems.count == 1, "\(result.problems)", sourceLocation: sourceLocation)
        return result.problems.first
    }

    /// Each value as `line:column kind`, each member's key as
    /// `line:column "key":` before its value, nested values indented.
    func outline(_ node: DTCGNode, indent: String = "") -> [String] {
        func at(_ location: Basics.SourceLocation?) -> String {
            location.map { "\($0.line):\($0.column)" } ?? "?"
        }
        switch node.kind {
        case .object(let members):
            return ["\(indent)\(at(node.location)) {"] + members.flatMap { member in
                ["\(indent)  \(at(member.keyLocation)) \"\(member.key)\":"] + outline(member.value, indent: indent + "    ")
            }
        case .array(let values):
            return ["\(indent)\(at(node.location)) ["] + values.flatMap { outline($0, indent: indent + "  ") }
        case .string(let text): return ["\(indent)\(at(node.location)) string \(text)"]
        case .number(let value): return ["\(indent)\(at(node.location)) number \(value)"]
        case .bool(let value): return ["\(indent)\(at(node.location)) \(value)"]
        case .null: return ["\(indent)\(at(node.location)) null"]
        }
    }

    // MARK: - Valid files

    @Test func valuesAndWhereTheyAreWritten() throws {
        // A byte order mark (no column), tabs (one column each), CRLF line
        // ends, escapes and a character outside the BMP (one column each).
        let text = "\u{FEFF}{\r\n\t\"name\": \"caf\\u00e9 \\ud83d\\ude00 \\\"q\\\" \\\\ \\/\",\r\n"
            + "\t\"é\": [1.5, -0, 2e3, true, false, null],\r\n"
            + "\t\"😀\": {\"x\": {}, \"y\": [], \"z\": \"\"}\r\n}\r\n"
        let result = read(text)
        #expect(result.problems.isEmpty)
        let node = try #require(result.node)
        #expect(outline(node) == [
            "1:1 {",
            "  2:2 \"name\":",
            "    2:10 string café 😀 \"q\" \\ /",
            "  3:2 \"é\":",
            "    3:7 [",
            "      3:8 number 1.5",
            "      3:13 number -0.0",
            "      3:17 number 2000.0",
            "      3:22 true",
            "      3:28 false",
            "      3:35 null",
            "  4:2 \"😀\":",
            "    4:7 {",
            "      4:8 \"x\":",
            "        4:13 {",
            "      4:17 \"y\":",
            "        4:22 [",
            "      4:26 \"z\":",
            "        4:31 string ",
        ])
    }

    @Test func aLoneCRIsALineBreakAndAScalarOneColumn() throws {
        let node = try #require(read("{\r\"a\":\r[\"é😀\", \"b\"]}").node)
        #expect(outline(node) == ["1:1 {", "  2:1 \"a\":", "    3:1 [", "      3:2 string é😀", "      3:8 string b"])
    }

    @Test func topLevelScalarsAndDeepButAllowedNesting() throws {
        #expect(read(" 42 ").node?.number == 42)
        #expect(read("\"x\"").node?.string == "x")
        let deep = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(read(deep).problems.isEmpty)
        let longKey = "{\"" + String(repeating: "é", count: JSONReader.maximumKeyLength) + "\": 1}"
        #expect(read(longKey).node?.members?.first?.key.count == JSONReader.maximumKeyLength)
    }

    /// Objects of many members find a duplicate through an index.
    @Test func duplicateKeysInLargeObjects() {
        let members = (0..<20).map { "  \"k\($0)\": \($0),\n" }.joined()
        #expect(problem("{\n" + members + "  \"k3\": 3\n}") == "t.json:22:3: error: duplicate key 'k3' (first at line 5, column 3)")
        #expect(problem("{\n" + members + "  \"k19\": 3\n}") == "t.json:22:3: error: duplicate key 'k19' (first at line 21, column 3)")
        #expect(read("{\n" + members + "  \"k20\": 20\n}").node?.members?.count == 21)
        // Equal after decoding escapes: the same key.
        #expect(problem(#"{"é": 1, "\u00e9": 2}"#) == "t.json:1:10: error: duplicate key 'é' (first at line 1, column 2)")
    }

    // MARK: - Errors

    @Test func strictJSONErrorsSayWhereAndWhat() {
        let cases: [(String, String)] = [
            // Trailing commas, at the comma.
            ("{\n  \"a\": 1,\n}", "t.json:2:9: error: invalid JSON: trailing comma before '}': JSON allows no comma after the last member; remove it"),
            ("{\"a\": [1, 2, ]}", "t.json:1:12: error: invalid JSON: trailing comma before ']': JSON allows no comma after the last item; remove it"),
            ("{\r\n  \"a\": 1,\r\n}", "t.json:2:9: error: invalid JSON: trailing comma before '}': JSON allows no comma after the last member; remove it"),
            // Comments, at the comment.
            ("{\n  // the brand colors\n  \"a\": 1\n}", "t.json:2:3: error: invalid JSON: comments are not allowed in JSON; remove the '//' comment"),
            ("{\"a\": /* px */ 1}", "t.json:1:7: error: invalid JSON: comments are not allowed in JSON; remove the '/* */' comment"),
            ("{\"a\": 1} // end", "t.json:1:10: error: invalid JSON: comments are not allowed in JSON; remove the '//' comment"),
            // Strings.
            ("{\"a\": \"abc", "t.json:1:7: error: invalid JSON: unterminated string: the closing '\"' is missing"),
            ("{\"a\": \"abc\\", "t.json:1:7: error: invalid JSON: unterminated string: the closing '\"' is missing"),
            ("{\"a\": \"x\\x41\"}", "t.json:1:9: error: invalid JSON: invalid escape sequence '\\x'"),
            ("{\"a\": \"x\\é\"}", "t.json:1:9: error: invalid JSON: invalid escape sequence '\\é'"),
            ("{\"a\": \"\\u12G4\"}", "t.json:1:8: error: invalid JSON: invalid escape sequence '\\u12'"),
            ("{\"a\": \"\\ud83dx\"}", "t.json:1:8: error: invalid JSON: unpaired surrogate escape '\\ud83d'"),
            ("{\"a\": \"\\uD83D\\uD83D\"}", "t.json:1:8: error: invalid JSON: unpaired surrogate escape '\\uD83D'"),
            ("{\"a\": \"é\\ude00\"}", "t.json:1:9: error: invalid JSON: unpaired surrogate escape '\\ude00'"),
            ("{\"a\": \"x\ty\"}", "t.json:1:9: error: invalid JSON: unescaped control character in a string (write \\n, \\t or \\u00XX)"),
            // Numbers and words.
            ("{\"a\": 1.}", "t.json:1:7: error: invalid JSON: invalid number '1.'"),
            ("{\"a\": .5}", "t.json:1:7: error: invalid JSON: invalid number '.5'"),
            ("{\"a\": +1}", "t.json:1:7: error: invalid JSON: invalid number '+1'"),
            ("{\"a\": 1e}", "t.json:1:7: error: invalid JSON: invalid number '1e'"),
            ("{\"a\": -Infinity}", "t.json:1:7: error: invalid JSON: invalid number '-Infinity'"),
            ("{\"a\": NaN}", "t.json:1:7: error: invalid JSON: unexpected 'NaN'; text needs double quotes"),
            ("{\"a\": 2e308}", "t.json:1:7: error: invalid JSON: number '2e308' is out of range: numbers must fit a 64-bit floating-point number (at most about 1.8e308)"),
            // Structure.
            ("[1,,2]", "t.json:1:4: error: invalid JSON: expected a value, found ','"),
            ("{,}", "t.json:1:2: error: invalid JSON: expected a key in double quotes or '}', found ','"),
            ("{\"a\": 1, b: 2}", "t.json:1:10: error: invalid JSON: expected a key in double quotes, found 'b'; write \"b\""),
            ("{\"a\": 1]", "t.json:1:8: error: invalid JSON: expected ',' or '}', found ']'"),
            ("{\"é\": \"ü\", \"x\" 1}", "t.json:1:16: error: invalid JSON: expected ':' after the key \"x\", found '1'"),
            ("{\"a\":\u{FEFF}1}", "t.json:1:6: error: invalid JSON: expected a value, found U+FEFF"),
            ("[1, 2", "t.json:1:6: error: invalid JSON: unexpected end of file: the '[' at line 1, column 1 is never closed"),
            ("{\"a\": [1, {\"b\": 2}\n\n", "t.json:1:19: error: invalid JSON: unexpected end of file: the '[' at line 1, column 7 is never closed"),
            ("\u{FEFF}\n\t ", "t.json:1:1: error: invalid JSON: the file is empty"),
            // Duplicates and limits.
            ("{\n  \"a\": {\"b\": 1, \"b\": 2}\n}", "t.json:2:17: error: duplicate key 'b' (first at line 2, column 9)"),
            (String(repeating: "[", count: 513), "t.json:1:513: error: invalid JSON: arrays and objects are nested more than 512 levels deep"),
            ("{\"" + String(repeating: "é", count: 1001) + "\": 1}",
             "t.json:1:2: error: a key of 1001 characters ('éééééééééééééééééééééééééééééééééééééééé…'): keys may be at most 1000 characters long"),
        ]
        for (text, expected) in cases {
            #expect(problem(text) == expected, "\(text.prefix(60))")
        }
    }

    /// Reading stops at the first problem: a later one is not reported.
    @Test func onlyTheFirstSyntaxErrorIsReported() {
        #expect(problem("{\"a\": 1,\n \"a\": 2,\n}") == "t.json:2:2: error: duplicate key 'a' (first at line 1, column 2)")
    }

    // MARK: - Numbers

    /// Numbers the fast path reads are the standard library's, bit for bit.
    @Test func numbersAreReadExactly() {
        var texts = ["0", "-0", "1", "0.1", "0.3", "4.35", "1e22", "1e23", "1e-22", "1e-23", "123456789012345", "1234567890123456",
                     "9007199254740993", "0.000001", "1.7976931348623157e308", "5e-324", "2.5E+3", "-2.5e-3", "100e-2",
                     "0.1000000000000000055511151231257827", "12345678901234567890123", "1e-400", "0e0", "10.0"]
        // Deterministic pseudo-random numbers of every shape.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: UInt64) -> UInt64 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return (seed >> 33) % bound
        }
        for _ in 0..<5_000 {
            var text = next(2) == 0 ? "-" : ""
            let integerDigits = Int(next(18))
            text += integerDigits == 0 ? "0" : String(next(9) + 1) + (0..<(integerDigits - 1)).map { _ in String(next(10)) }.joined()
            let fractionDigits = Int(next(20))
            if fractionDigits > 0 { text += "." + (0..<fractionDigits).map { _ in String(next(10)) }.joined() }
            if next(3) == 0 { text += "e" + (next(2) == 0 ? "-" : "") + String(next(40)) }
            texts.append(text)
        }
        for text in texts {
            let read = Array(text.utf8).withUnsafeBufferPointer { JSONReader.number($0) }
            #expect(read?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
        for invalid in ["", "-", "01", "-01", "1.", ".1", "1e", "1e+", "+1", "1.5.2", "0x10", "1_000", "١"] {
            #expect(Array(invalid.utf8).withUnsafeBufferPointer { JSONReader.number($0) } == nil, "\(invalid)")
        }
    }
}

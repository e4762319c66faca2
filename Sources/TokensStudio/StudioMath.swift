import Basics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tokens Studio's math in token values (`{space.base} * 2`,
/// `roundTo(16px / 1.2, 0)`), evaluated as `@tokens-studio/sd-transforms`
/// evaluates it (`checkAndEvaluateMath`, which uses expr-eval-fork): numbers
/// with units, `+ - * / % ^`, parentheses and expr-eval's functions, results
/// rounded to 4 decimals.
///
/// Units follow sd-transforms: `px` counts as no unit (`4px * 7px` is
/// `28px`); one other unit is carried through (`4 * 7rem` is `28rem`,
/// `10vw + 20vw` is `30vw`); two other units, or a unit added to or divided
/// by a plain number (`2em + 20`, `1000 / 20em`), cannot be computed.
/// Values separated by spaces are computed one by one
/// (`8 * 2px 4px` is `16px 4px`).
enum StudioMath {
    /// A number with its unit (`px`, `rem`, `%`...; nil for none).
    struct Quantity: Equatable, Sendable {
        var value: Double
        var unit: String?

        /// `16px`, `0.5`: whole numbers without a fraction.
        var text: String { StudioMath.format(value) + (unit ?? "") }
    }

    /// Why an expression cannot be computed; `offset` in characters from
    /// its start.
    struct Failure: Error, Equatable, Sendable {
        var message: String
        var offset: Int
    }

    /// Digits kept after the point, as sd-transforms' default
    /// `mathFractionDigits`.
    static let fractionDigits = 4

    /// The values of `text`: one for `8 * 2px`, two for `8 * 2px 4px`.
    static func evaluate(_ text: String) throws(Failure) -> [Quantity] {
        let tokens = try tokenize(text)
        guard !tokens.isEmpty else { throw Failure(message: "the value is empty", offset: 0) }
        var parser = Parser(tokens: tokens, length: text.count)
        var results: [Quantity] = []
        while !parser.atEnd {
            let start = parser.position
            let expression = try parser.expression()
            results.append(try value(of: expression, tokens: Array(tokens[start..<parser.position])))
        }
        return results
    }

    /// Whether `text` holds math to compute, not just a number or a word:
    /// an operator between operands, or a function called.
    static func isExpression(_ text: String) -> Bool {
        guard let tokens = try? tokenize(text) else {
            return text.contains { "+*/^()".contains($0) }
        }
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .operator(let symbol):
                if !(symbol == "-" && index == 0) { return true }
            case .name:
                if index + 1 < tokens.count, tokens[index + 1].kind == .open { return true }
            default: break
            }
        }
        return false
    }

    // MARK: - Units

    /// One value's result: its units checked as sd-transforms checks them.
    private static func value(of expression: Expression, tokens: [Token]) throws(Failure) -> Quantity {
        var units: [String] = []
        var hasPixels = false
        var operators = Set<String>()
        var hasFunction = false
        for token in tokens {
            switch token.kind {
            case .number(_, let unit?):
                if unit == "px" { hasPixels = true } else if !units.contains(unit) { units.append(unit) }
            case .operator(let symbol): operators.insert(symbol)
            case .name: hasFunction = true
            default: break
            }
        }
        let offset = tokens.first?.offset ?? 0
        if units.count > 1 {
            throw Failure(message: "it mixes the units \(units.joined(separator: " and ")), which cannot be computed without knowing their sizes", offset: offset)
        }
        let number: Double
        if let unit = units.first {
            // sd-transforms: with only `*`, the unit is dropped from every
            // number and put back on the result; otherwise CSS calc's rules.
            if operators.isSubset(of: ["*"]) && !hasFunction {
                number = try expression.evaluate(ignoringUnits: true)
            } else {
                let result = try expression.evaluateWithUnits()
                guard result.unit == unit else {
                    throw Failure(message: "its result has no unit, which \(unit) values cannot be mixed with", offset: offset)
                }
                number = result.value
            }
        } else {
            number = try expression.evaluate(ignoringUnits: true)
        }
        guard number.isFinite else {
            throw Failure(message: "its result is not a finite number", offset: offset)
        }
        return Quantity(value: rounded(number), unit: units.first ?? (hasPixels ? "px" : nil))
    }

    /// `Number(x.toFixed(4))`: halves away from zero.
    static func rounded(_ value: Double, digits: Int = fractionDigits) -> Double {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let result = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        return result == 0 ? 0 : result
    }

    /// `16`, `0.5`, `-72.3333`: whole numbers without a fraction.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    // MARK: - Tokens

    struct Token: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            case number(Double, unit: String?)
            case `operator`(String)
            case name(String)
            case open, close, comma
        }
        var kind: Kind
        /// In characters from the start of the text.
        var offset: Int
        /// White space before the token.
        var spaced: Bool
    }

    static func tokenize(_ text: String) throws(Failure) -> [Token] {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        var spaced = false
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                spaced = true
                index += 1
                continue
            }
            let start = index
            if character.isASCII && (character.isNumber || character == ".") {
                while index < characters.count, characters[index].isASCII, characters[index].isNumber || characters[index] == "." {
                    index += 1
                }
                let digits = String(characters[start..<index])
                guard let value = Double(digits), digits.filter({ $0 == "." }).count <= 1 else {
                    throw Failure(message: "'\(digits)' is not a number", offset: start)
                }
                let unitStart = index
                while index < characters.count, characters[index].isLetter || characters[index] == "%" {
                    index += 1
                }
                let unit = unitStart < index ? String(characters[unitStart..<index]) : nil
                tokens.append(Token(kind: .number(value, unit: unit), offset: start, spaced: spaced))
            } else if character.isLetter || character == "_" {
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    index += 1
                }
                tokens.append(Token(kind: .name(String(characters[start..<index])), offset: start, spaced: spaced))
            } else if "+-*/%^".contains(character) {
                tokens.append(Token(kind: .operator(String(character)), offset: start, spaced: spaced))
                index += 1
            } else if character == "(" {
                tokens.append(Token(kind: .open, offset: start, spaced: spaced)); index += 1
            } else if character == ")" {
                tokens.append(Token(kind: .close, offset: start, spaced: spaced)); index += 1
            } else if character == "," {
                tokens.append(Token(kind: .comma, offset: start, spaced: spaced)); index += 1
            } else {
                throw Failure(message: "'\(character)' is not part of a math expression", offset: start)
            }
            spaced = false
        }
        return tokens
    }

    // MARK: - Expressions

    indirect enum Expression: Sendable {
        case number(Double, unit: String?)
        case negate(Expression)
        case binary(String, Expression, Expression, offset: Int)
        case call(String, [Expression], offset: Int)
        case constant(Double)

        func evaluate(ignoringUnits: Bool) throws(Failure) -> Double {
            switch self {
            case .number(let value, _): return value
            case .constant(let value): return value
            case .negate(let operand): return -(try operand.evaluate(ignoringUnits: true))
            case .binary(let symbol, let left, let right, _):
                let a = try left.evaluate(ignoringUnits: true), b = try right.evaluate(ignoringUnits: true)
                switch symbol {
                case "+": return a + b
                case "-": return a - b
                case "*": return a * b
                case "/": return a / b
                case "%": return a.truncatingRemainder(dividingBy: b)
                default: return pow(a, b)
                }
            case .call(let name, let arguments, let offset):
                var values: [Double] = []
                for argument in arguments { values.append(try argument.evaluate(ignoringUnits: true)) }
                return try StudioMath.call(name, values, offset: offset)
            }
        }

        /// CSS calc's rules for one unit (px already counted as none):
        /// `+`/`-` need the same unit on both sides, `*` at most one unit,
        /// `/` none on the right; functions take plain numbers.
        func evaluateWithUnits() throws(Failure) -> Quantity {
            switch self {
            case .number(let value, let unit): return Quantity(value: value, unit: unit == "px" ? nil : unit)
            case .constant(let value): return Quantity(value: value, unit: nil)
            case .negate(let operand):
                let inner = try operand.evaluateWithUnits()
                return Quantity(value: -inner.value, unit: inner.unit)
            case .binary(let symbol, let left, let right, let offset):
                let a = try left.evaluateWithUnits(), b = try right.evaluateWithUnits()
                switch symbol {
                case "+", "-":
                    guard a.unit == b.unit else {
                        throw Failure(message: "'\(symbol)' joins \(StudioMath.described(a.unit)) and \(StudioMath.described(b.unit))", offset: offset)
                    }
                    return Quantity(value: symbol == "+" ? a.value + b.value : a.value - b.value, unit: a.unit)
                case "*":
                    guard a.unit == nil || b.unit == nil else {
                        throw Failure(message: "'*' multiplies two \(a.unit ?? "") values", offset: offset)
                    }
                    return Quantity(value: a.value * b.value, unit: a.unit ?? b.unit)
                case "/":
                    guard b.unit == nil else {
                        throw Failure(message: "'/' divides by a \(b.unit ?? "") value, which cannot be computed without knowing its size", offset: offset)
                    }
                    return Quantity(value: a.value / b.value, unit: a.unit)
                default:
                    guard a.unit == nil, b.unit == nil else {
                        throw Failure(message: "'\(symbol)' takes numbers without units", offset: offset)
                    }
                    return Quantity(value: symbol == "%" ? a.value.truncatingRemainder(dividingBy: b.value) : pow(a.value, b.value), unit: nil)
                }
            case .call(let name, _, let offset):
                throw Failure(message: "\(name)() takes numbers in px or without a unit", offset: offset)
            }
        }
    }

    private static func described(_ unit: String?) -> String {
        unit.map { "a \($0) value" } ?? "a number without a unit"
    }

    /// expr-eval's functions that take and give numbers.
    static let functions: [String: ClosedRange<Int>] = [
        "abs": 1...1, "ceil": 1...1, "floor": 1...1, "round": 1...1, "roundTo": 1...2, "trunc": 1...1,
        "sqrt": 1...1, "cbrt": 1...1, "exp": 1...1, "ln": 1...1, "log": 1...1, "log10": 1...1, "log2": 1...1,
        "sign": 1...1, "sin": 1...1, "cos": 1...1, "tan": 1...1, "asin": 1...1, "acos": 1...1, "atan": 1...1,
        "min": 1...Int.max, "max": 1...Int.max, "pow": 2...2, "hypot": 1...Int.max, "atan2": 2...2,
    ]

    static let constants: [String: Double] = ["PI": Double.pi, "E": M_E]

    static func call(_ name: String, _ x: [Double], offset: Int) throws(Failure) -> Double {
        switch name {
        case "abs": return abs(x[0])
        case "ceil": return ceil(x[0])
        case "floor": return floor(x[0])
        case "round": return javaScriptRound(x[0])
        case "roundTo": return roundTo(x[0], digits: x.count > 1 ? x[1] : 0)
        case "trunc": return trunc(x[0])
        case "sqrt": return sqrt(x[0])
        case "cbrt": return cbrt(x[0])
        case "exp": return exp(x[0])
        case "ln", "log": return log(x[0])
        case "log10": return log10(x[0])
        case "log2": return log2(x[0])
        case "sign": return x[0] > 0 ? 1 : x[0] < 0 ? -1 : x[0]
        case "sin": return sin(x[0])
        case "cos": return cos(x[0])
        case "tan": return tan(x[0])
        case "asin": return asin(x[0])
        case "acos": return acos(x[0])
        case "atan": return atan(x[0])
        case "atan2": return atan2(x[0], x[1])
        case "min": return x.min() ?? .nan
        case "max": return x.max() ?? .nan
        case "pow": return pow(x[0], x[1])
        default: return sqrt(x.reduce(0) { $0 + $1 * $1 })  // hypot
        }
    }

    /// JavaScript's `Math.round`: halves toward +infinity.
    static func javaScriptRound(_ value: Double) -> Double {
        let down = value.rounded(.down)
        return value - down >= 0.5 ? down + 1 : down
    }

    /// expr-eval's `roundTo(value, digits)`: the decimal shift written as
    /// text (`4.5e1`), so that `roundTo(1.005, 2)` is 1.01 as in JavaScript.
    static func roundTo(_ value: Double, digits: Double) -> Double {
        guard digits.isFinite, abs(digits) <= 300 else { return .nan }
        let places = Int(digits)
        guard places != 0, value.isFinite else { return javaScriptRound(value) }
        func shift(_ number: Double, by exponent: Int) -> Double {
            let text = "\(number)"
            let parts = text.split(separator: "e", maxSplits: 1)
            let mantissa = parts[0]
            let existing = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            return Double("\(mantissa)e\(existing + exponent)") ?? number
        }
        return shift(javaScriptRound(shift(value, by: places)), by: -places)
    }

    // MARK: - Parser

    /// Precedence climbing over expr-eval's grammar: `+ -` below `* / %`
    /// below unary minus below `^` (right-associative).
    struct Parser {
        var tokens: [Token]
        var position = 0
        var length: Int

        var atEnd: Bool { position >= tokens.count }

        private func failure(_ message: String) -> Failure {
            Failure(message: message, offset: position < tokens.count ? tokens[position].offset : length)
        }

        private var found: String {
            guard position < tokens.count else { return "the end" }
            switch tokens[position].kind {
            case .number(let value, let unit): return "'\(StudioMath.format(value))\(unit ?? "")'"
            case .operator(let symbol): return "'\(symbol)'"
            case .name(let name): return "'\(name)'"
            case .open: return "'('"
            case .close: return "')'"
            case .comma: return "','"
            }
        }

        /// One value: stops before a token that starts the next
        /// space-separated value (`8px 4px`, `5px -3px`).
        mutating func expression() throws(Failure) -> Expression {
            try additive(depth: 0)
        }

        private mutating func additive(depth: Int) throws(Failure) -> Expression {
            var left = try multiplicative(depth: depth)
            while position < tokens.count, case .operator(let symbol) = tokens[position].kind, symbol == "+" || symbol == "-" {
                // `5px -3px` at the top level: a second value, not a subtraction.
                if depth == 0, symbol == "-", tokens[position].spaced, position + 1 < tokens.count, !tokens[position + 1].spaced {
                    break
                }
                let offset = tokens[position].offset
                position += 1
                left = .binary(symbol, left, try multiplicative(depth: depth), offset: offset)
            }
            return left
        }

        private mutating func multiplicative(depth: Int) throws(Failure) -> Expression {
            var left = try unary(depth: depth)
            while position < tokens.count, case .operator(let symbol) = tokens[position].kind, symbol == "*" || symbol == "/" || symbol == "%" {
                let offset = tokens[position].offset
                position += 1
                left = .binary(symbol, left, try unary(depth: depth), offset: offset)
            }
            return left
        }

        private mutating func unary(depth: Int) throws(Failure) -> Expression {
            if position < tokens.count, case .operator(let symbol) = tokens[position].kind, symbol == "-" || symbol == "+" {
                position += 1
                let operand = try unary(depth: depth)
                return symbol == "-" ? .negate(operand) : operand
            }
            return try power(depth: depth)
        }

        private mutating func power(depth: Int) throws(Failure) -> Expression {
            let base = try primary(depth: depth)
            if position < tokens.count, case .operator("^") = tokens[position].kind {
                let offset = tokens[position].offset
                position += 1
                return .binary("^", base, try unary(depth: depth), offset: offset)
            }
            return base
        }

        private mutating func primary(depth: Int) throws(Failure) -> Expression {
            guard position < tokens.count else { throw failure("expected a number, found the end") }
            let token = tokens[position]
            switch token.kind {
            case .number(let value, let unit):
                position += 1
                return .number(value, unit: unit)
            case .open:
                position += 1
                let inner = try additive(depth: depth + 1)
                guard position < tokens.count, tokens[position].kind == .close else {
                    throw failure("expected ')' to close the '(' at character \(token.offset + 1), found \(found)")
                }
                position += 1
                return inner
            case .name(let name):
                position += 1
                if let value = StudioMath.constants[name] { return .constant(value) }
                guard let arity = StudioMath.functions[name] else {
                    var message = "'\(name)' is not a function or number"
                    if let suggestion = Self.suggestion(for: name) { message += " (did you mean '\(suggestion)'?)" }
                    throw Failure(message: message, offset: token.offset)
                }
                guard position < tokens.count, tokens[position].kind == .open else {
                    throw failure("expected '(' after \(name), found \(found)")
                }
                position += 1
                var arguments: [Expression] = []
                if position < tokens.count, tokens[position].kind == .close {
                    position += 1
                } else {
                    while true {
                        arguments.append(try additive(depth: depth + 1))
                        guard position < tokens.count else { throw failure("expected ')' to close \(name)(, found the end") }
                        if tokens[position].kind == .comma { position += 1; continue }
                        guard tokens[position].kind == .close else { throw failure("expected ',' or ')' in \(name)(), found \(found)") }
                        position += 1
                        break
                    }
                }
                guard arity.contains(arguments.count) else {
                    let expected = arity.lowerBound == arity.upperBound ? "\(arity.lowerBound)" : arity.upperBound == Int.max ? "at least \(arity.lowerBound)" : "\(arity.lowerBound) or \(arity.upperBound)"
                    throw Failure(message: "\(name)() takes \(expected) argument\(expected == "1" || expected.hasSuffix(" 1") ? "" : "s"), found \(arguments.count)", offset: token.offset)
                }
                return .call(name, arguments, offset: token.offset)
            default:
                throw failure("expected a number, found \(found)")
            }
        }

        static func suggestion(for name: String) -> String? {
            EditDistance.suggestion(for: name, among: StudioMath.functions.keys.sorted())
        }
    }
}

import Basics
import DTCG

/// Every problem found while reading a Tokens Studio system, errors and
/// warnings, reported together in file order (the order the files were
/// given), then by position; each problem once.
struct StudioDiagnostics: Sendable {
    private(set) var problems: [Diagnostic] = []
    private var fileOrder: [String: Int] = [:]

    var hasErrors: Bool { problems.contains { $0.severity == .error } }

    mutating func register(_ file: String) {
        if fileOrder[file] == nil { fileOrder[file] = fileOrder.count }
    }

    mutating func error(_ message: String, file: String, at location: SourceLocation?) {
        register(file)
        problems.append(Diagnostic(file: file, at: location, message: message))
    }

    mutating func error(_ message: String, at node: DTCGNode) {
        error(message, file: node.file, at: node.location)
    }

    mutating func warning(_ message: String, file: String, at location: SourceLocation?) {
        register(file)
        problems.append(Diagnostic(file: file, at: location, severity: .warning, message: message))
    }

    mutating func warning(_ message: String, at node: DTCGNode) {
        warning(message, file: node.file, at: node.location)
    }

    /// The JSON reader's own diagnostics (syntax errors).
    mutating func append(_ failure: BuildFailure) {
        for diagnostic in failure.diagnostics {
            register(diagnostic.file)
            problems.append(diagnostic)
        }
    }

    /// Adds the problems `later` found after it was copied from a value
    /// holding `count` problems (combinations resolved side by side,
    /// taken back in order).
    mutating func append(problemsOf later: StudioDiagnostics, after count: Int) {
        for problem in later.problems.dropFirst(count) {
            register(problem.file)
            problems.append(problem)
        }
    }

    /// Sorted, each problem once (a token read for every combination is
    /// reported once).
    var sorted: [Diagnostic] {
        problems.uniqueInFileOrder(fileOrder)
    }

    var warnings: [Diagnostic] { sorted.filter { $0.severity == .warning } }
}

/// A problem in the user's input, reported as compilers do:
/// `site/docs/intro.md:3:8: error: expected ...`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error, warning
    }

    /// The file as the user named it (relative to where they ran the tool
    /// when possible).
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?
    public var severity: Severity
    /// What was expected and what was found.
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil,
                severity: Severity = .error, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        // Messages quote what they found; a value megabytes long must not
        // make a line megabytes long.
        self.message = message.utf8.count > Diagnostic.maximumMessageLength
            ? String(message.prefix(Diagnostic.maximumMessageLength / 2)) + "… (message shortened)"
            : message
    }

    /// In UTF-8 bytes.
    static let maximumMessageLength = 4_000

    public static func warning(file: String, line: Int? = nil, column: Int? = nil, _ message: String) -> Diagnostic {
        Diagnostic(file: file, line: line, column: column, severity: .warning, message: message)
    }

    public var description: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(severity.rawValue): \(message)"
    }
}

/// One or more diagnostics from a failed step; all errors of a run are
/// reported, not just the first.
public struct BuildFailure: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }

    /// How many of the diagnostics are errors (the rest are warnings).
    public var errorCount: Int {
        diagnostics.count { $0.severity == .error }
    }

    /// The line a command ends with after printing the diagnostics, the same
    /// for every command: `build failed with 2 errors; nothing was written`.
    /// `outcome` says what became of the output, when there is any.
    public func summary(of command: String, outcome: String? = nil) -> String {
        let count = errorCount
        let line = "\(command) failed with \(count) error\(count == 1 ? "" : "s")"
        return outcome.map { "\(line); \($0)" } ?? line
    }
}

/// Where something is written in a file: 1-based line and column, counted
/// from the start of the whole file (not of an embedded block such as front
/// matter). Columns count Unicode scalars, as libyaml does.
public struct SourceLocation: Sendable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

extension Diagnostic {
    /// A diagnostic at `location`, or at the whole file when it is unknown.
    public init(file: String, at location: SourceLocation?, severity: Severity = .error, message: String) {
        self.init(file: file, line: location?.line, column: location?.column, severity: severity, message: message)
    }
}

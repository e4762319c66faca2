import Basics
/// Every problem found while reading token files, reported together in
/// file order (the order the files were read), then by position.
public struct DTCGDiagnostics: Sendable {
    private var problems: [Diagnostic] = []
    private var fileOrder: [String: Int] = [:]

    public init() {}

    public var isEmpty: Bool { problems.isEmpty }

    /// Puts `file` in the report order, unless it is already there.
    mutating func register(_ file: String) {
        if fileOrder[file] == nil {
            fileOrder[file] = fileOrder.count
        }
    }

    public mutating func error(_ message: String, file: String, at location: SourceLocation?) {
        register(file)
        problems.append(Diagnostic(file: file, at: location, message: message))
    }

    public mutating func error(_ message: String, at node: DTCGNode) {
        error(message, file: node.file, at: node.location)
    }

    public mutating func error(_ message: String, atKeyOf member: DTCGMember) {
        error(message, file: member.value.file, at: member.keyLocation)
    }

    mutating func append(_ other: DTCGDiagnostics) {
        for (file, _) in other.fileOrder.sorted(by: { $0.value < $1.value }) {
            register(file)
        }
        problems += other.problems
    }

    /// Sorted, each problem once (a value inherited through `$extends` or
    /// reached through several aliases is reported once).
    var diagnostics: [Diagnostic] {
        problems.uniqueInFileOrder(fileOrder)
    }

    public var failure: BuildFailure {
        BuildFailure(diagnostics)
    }
}

/// A design system's tokens as the typed fields of one type (a Swift
/// struct, a Kotlin interface): a field per token name, in the system's
/// order, whose kind (`ExportValue.shape`) is its first value's. A field
/// is optional when some combination lacks the token or has a value of
/// another kind there; tokens of kinds the format has no type for are left
/// out (`notes`).
struct SystemFields {
    struct Field {
        /// The token as first met.
        var token: ExportToken
        /// The field's name, spelled for the language.
        var name: String
        var shape: String
        var optional: Bool
    }

    var fields: [Field] = []
    /// For each combination (in the system's order), each field's token there.
    var values: [[ExportToken?]] = []

    init(_ system: SystemExport, supported: Set<String>, table: inout ExportNameTable,
         spell: ([String]) -> String, notes: inout SystemExportNotes) {
        var index: [String: Int] = [:]
        for combination in system.combinations {
            for token in combination.tokens where index[token.token.name] == nil && supported.contains(token.value.shape) {
                index[token.token.name] = fields.count
                let words = ExportNameTable.words(token.token.path, letterFirst: true)
                fields.append(Field(token: token, name: table.name(for: token.token, words: words, spell: spell),
                                    shape: token.value.shape, optional: false))
            }
        }
        for combination in system.combinations {
            var row = [ExportToken?](repeating: nil, count: fields.count)
            for token in combination.tokens {
                guard let at = index[token.token.name] else {
                    notes.leaveOut(token)
                    continue
                }
                guard token.value.shape == fields[at].shape else {
                    notes.leaveOut(token, kind: "\(token.kind) where another combination has \(fields[at].token.kind)")
                    continue
                }
                row[at] = token
            }
            for (at, value) in row.enumerated() where value == nil { fields[at].optional = true }
            values.append(row)
        }
    }
}

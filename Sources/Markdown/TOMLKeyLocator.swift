import Basics
/// Where the top-level keys of a TOML block are written: TOMLKit reports
/// positions for syntax errors only. A key is found where it is first
/// defined: `name = value` before the first table header, or a header
/// `[name]`, `[name.sub]` or `[[name]]`. Lines inside a multi-line string
/// could look like keys; only the first definition of each name counts,
/// and only names the table really has are looked up.
enum TOMLKeyLocator {
    /// By key name: the key's and (for `name = value`) the value's
    /// position, lines counted in the whole file.
    static func locations(in toml: String, lineOffset: Int) -> [String: (key: SourceLocation, value: SourceLocation?)] {
        var result: [String: (key: SourceLocation, value: SourceLocation?)] = [:]
        var inTable = false
        for (index, line) in toml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let scalars = Array(line.unicodeScalars)
            var position = 0
            while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" { position += 1 }
            guard position < scalars.count, scalars[position] != "#" else { continue }
            let lineNumber = index + 1 + lineOffset
            if scalars[position] == "[" {
                inTable = true
                var start = position
                while start < scalars.count, scalars[start] == "[" || scalars[start] == " " || scalars[start] == "\t" { start += 1 }
                if let (name, _) = key(in: scalars, from: start), result[name] == nil {
                    result[name] = (SourceLocation(line: lineNumber, column: position + 1), nil)
                }
                continue
            }
            guard !inTable, let (name, end) = key(in: scalars, from: position), result[name] == nil else { continue }
            // The value: after the rest of a dotted key, `=` and spaces.
            var valueStart = end
            while valueStart < scalars.count, scalars[valueStart] != "=" { valueStart += 1 }
            valueStart += 1
            while valueStart < scalars.count, scalars[valueStart] == " " || scalars[valueStart] == "\t" { valueStart += 1 }
            let value = valueStart < scalars.count ? SourceLocation(line: lineNumber, column: valueStart + 1) : nil
            result[name] = (SourceLocation(line: lineNumber, column: position + 1), value)
        }
        return result
    }

    /// The first part of a key starting at `start` (bare, "basic" or
    /// 'literal') and where it ends.
    static func key(in scalars: [Unicode.Scalar], from start: Int) -> (String, Int)? {
        guard start < scalars.count else { return nil }
        let first = scalars[start]
        if first == "\"" || first == "'" {
            var name = String.UnicodeScalarView()
            var position = start + 1
            while position < scalars.count, scalars[position] != first {
                if first == "\"", scalars[position] == "\\", position + 1 < scalars.count {
                    // Escapes other than \" and \\ are rare in key names.
                    position += 1
                }
                name.append(scalars[position])
                position += 1
            }
            guard position < scalars.count else { return nil }
            return (String(name), position + 1)
        }
        var end = start
        while end < scalars.count, isBareKeyScalar(scalars[end]) { end += 1 }
        guard end > start else { return nil }
        return (String(String.UnicodeScalarView(scalars[start..<end])), end)
    }

    private static func isBareKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "-", "_": true
        default: false
        }
    }
}

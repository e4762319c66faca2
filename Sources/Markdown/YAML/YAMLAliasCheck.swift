// libyaml, as Yams vendors it: its event parser lets aliases be counted
// before Yams composes (and hashes) the nodes they stand for.
import CYaml

/// Guards against YAML whose aliases multiply (`b: [*a, *a, ...]`, `c: [*b,
/// *b, ...]`, the "billion laughs"): composing such a document hashes every
/// copy, which takes forever. Counts the values the document stands for,
/// aliases expanded, with libyaml's event parser (which reads each alias
/// once) and stops at `limit`.
enum YAMLAliasCheck {
    /// More values than any config or front matter needs.
    static let limit = 10_000

    /// The alias (0-based line and column, as libyaml marks) at which the
    /// document grows past `limit` values; nil when it does not, or when the
    /// text is not YAML (Yams reports that).
    static func expansion(of text: String, limit: Int = limit) -> (line: Int, column: Int, alias: String)? {
        // Without '*' there is no alias.
        guard text.utf8.contains(UInt8(ascii: "*")) else { return nil }
        var bytes = Array(text.utf8)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer -> (line: Int, column: Int, alias: String)? in
            guard let base = buffer.baseAddress else { return nil }
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, base, buffer.count - 1)

            var sizes: [String: Int] = [:]
            // Open collections: their anchor and how many values they hold.
            var open: [(anchor: String?, size: Int)] = []
            var total = 0
            func anchor(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
                pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            }
            func add(_ size: Int) {
                total += size
                if !open.isEmpty { open[open.count - 1].size += size }
            }
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_SCALAR_EVENT:
                    add(1)
                    if let name = anchor(event.data.scalar.anchor) { sizes[name] = 1 }
                case YAML_SEQUENCE_START_EVENT:
                    total += 1
                    open.append((anchor(event.data.sequence_start.anchor), 1))
                case YAML_MAPPING_START_EVENT:
                    total += 1
                    open.append((anchor(event.data.mapping_start.anchor), 1))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { continue }
                    if let name = closed.anchor { sizes[name] = closed.size }
                    if !open.isEmpty { open[open.count - 1].size += closed.size }
                case YAML_ALIAS_EVENT:
                    let name = anchor(event.data.alias.anchor) ?? ""
                    add(sizes[name] ?? 1)
                    if total > limit {
                        return (Int(event.start_mark.line), Int(event.start_mark.column), name)
                    }
                default:
                    continue
                }
            }
        }
    }
}

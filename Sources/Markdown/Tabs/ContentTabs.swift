import Ccmark

/// Material for MkDocs' content tabs (PyMdown's `tabbed`):
///
/// ```markdown
/// === "macOS"
///
///     Text of the first tab.
///
/// ===+ "Windows"
///
///     The tab shown first.
/// ```
///
/// Each `===` line opens a tab whose body is indented by four spaces
/// (`CalloutSyntax` reads the lines as it reads an admonition's); tabs
/// that follow one another make one set, and `===!` starts a new set
/// where one would go on. The label is Markdown. The sets are
/// `TabMarkup`'s, linked by label as Material links them.
enum ContentTabs {
    /// What a tab's opening line says besides its label.
    struct Tab: Equatable {
        /// `===!`: the tab starts a set of its own.
        var newSet: Bool
    }

    /// `=== "Label"`, `===+ "Label"`, `===! "Label"`, `===!+ "Label"`:
    /// the label, whether the tab is shown first and whether it starts a
    /// new set. Nil for anything else (a setext heading's `===`).
    static func opening(_ rest: ArraySlice<UInt8>) -> (label: String, selected: Bool, newSet: Bool)? {
        guard rest.count > 5, rest.prefix(3).allSatisfy({ $0 == UInt8(ascii: "=") }) else { return nil }
        var index = rest.startIndex + 3
        var selected = false
        var newSet = false
        while index < rest.endIndex, rest[index] == UInt8(ascii: "+") || rest[index] == UInt8(ascii: "!") {
            if rest[index] == UInt8(ascii: "+") { if selected { return nil }; selected = true }
            if rest[index] == UInt8(ascii: "!") { if newSet { return nil }; newSet = true }
            index += 1
        }
        let spaces = rest[index...].prefix { $0 == 0x20 }.count
        guard spaces > 0 else { return nil }
        index += spaces
        guard index < rest.endIndex, rest[index] == UInt8(ascii: "\"") else { return nil }
        var end = rest.endIndex
        while end > index, rest[end - 1] == 0x20 || rest[end - 1] == 0x09 || rest[end - 1] == 0x0D { end -= 1 }
        guard end - index >= 2, rest[end - 1] == UInt8(ascii: "\"") else { return nil }
        return (String(decoding: rest[(index + 1)..<(end - 1)], as: UTF8.self), selected, newSet)
    }

    /// Puts each run of tab panels that follow one another (siblings, in
    /// document order) in a set of its own; a panel that starts a new set
    /// (`===!`) starts one. `panels`: the panels' blocks, with their
    /// opening lines and whether each starts a new set.
    static func group(_ panels: [(block: OpaquePointer, line: Int, newSet: Bool)], sync: TabMarkup.Sync = .byLabel) {
        var sets: [[OpaquePointer]] = []
        var setOf: [OpaquePointer: Int] = [:]
        for panel in panels.sorted(by: { $0.line < $1.line }) {
            if !panel.newSet, let previous = cmark_node_previous(panel.block), let set = setOf[previous] {
                sets[set].append(panel.block)
                setOf[panel.block] = set
            } else {
                setOf[panel.block] = sets.count
                sets.append([panel.block])
            }
        }
        for set in sets {
            guard let first = set.first, let wrapper = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            cmark_node_set_on_enter(wrapper, TabMarkup.setOpening(sync: sync))
            cmark_node_set_on_exit(wrapper, TabMarkup.setClosing)
            guard cmark_node_insert_before(first, wrapper) != 0 else {
                cmark_node_free(wrapper)
                continue
            }
            for panel in set {
                cmark_node_unlink(panel)
                cmark_node_append_child(wrapper, panel)
            }
        }
    }
}

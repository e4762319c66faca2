import Basics
import Ccmark
import Foundation

/// Docusaurus' tab blocks (the plugin docusaurus-remark-plugin-tab-blocks),
/// as Docusaurus shows them: code blocks marked `tab` that follow one
/// another are one tab set, a tab for each.
///
/// ````markdown
/// ```js tab title="jest.config.js"
/// module.exports = {};
/// ```
///
/// ```ts tab={"span":2} title="jest.config.ts"
/// export default {};
/// ```
///
/// ```ts title="types.ts"
/// export type A = string;
/// ```
/// ````
///
/// As the plugin reads them: `tab` comes after the language; a set goes
/// on while the next block is a code block marked `tab`, so anything else
/// between them (a paragraph, a block not marked) ends it; `tab={…}` holds
/// JSON options: `span`, how many code blocks the tab holds (it and those
/// after it, marked or not, while they are code blocks), and `label`, its
/// name. A tab is named by its `label`, else by its language's name in the
/// plugin's list (`js` is JavaScript, `ts` TypeScript), else by its
/// language as written; a block's title stays its title. Every set switches
/// with the others, on every page (the plugin's `groupId`,
/// `code-examples`), by language, or by label when it has one.
/// The sets are `TabMarkup`'s.
enum TabBlocks {
    /// The sync key every set has: the plugin's default `groupId`.
    static let syncKey = "code-examples"

    /// The plugin's names for languages (its default `labels`).
    static let languageNames: [String: String] = ["js": "JavaScript", "ts": "TypeScript"]

    /// What a block's `tab` says.
    struct Options: Equatable {
        /// How many code blocks the tab holds, this one first.
        var span = 1
        /// The tab's name, when given.
        var label: String?
        /// What is not used, for a warning (the options as written and why).
        var unused: String?
    }

    /// The options of `info`'s `tab` (its first word that is `tab` or
    /// starts with `tab=`, after the language); nil when it has none.
    static func options(_ info: String) -> Options? {
        guard let word = tabWord(info) else { return nil }
        guard word != "tab" else { return Options() }
        // The JSON may hold spaces: it runs from `tab=` to its closing brace.
        guard let json = jsonObject(info[info.index(word.startIndex, offsetBy: 4)...]) else {
            return Options(unused: "\(quoted(word)) is not `tab=` and a JSON object (`tab={\"span\":2}`), so the tab has no options")
        }
        guard let data = json.data(using: .utf8), let values = try? JSONDecoder().decode([String: OptionValue].self, from: data) else {
            return Options(unused: "\(quoted(json)) is not JSON (Docusaurus' build stops at it), so the tab has no options")
        }
        var options = Options()
        var unused: [String] = []
        let written = quoted(json)
        for key in values.keys.sorted() {
            switch (key, values[key]) {
            case ("span", .number(let number)?) where number >= 1 && number.rounded() == number:
                // No doc has a million blocks in a row; larger numbers count as that.
                options.span = Int(min(number, 1_000_000))
            case ("span", _):
                unused.append("`span` in \(written) is not a whole number from 1 up, so the tab holds its block alone")
            case ("label", .string(let text)?):
                options.label = text
            case ("label", _):
                unused.append("`label` in \(written) is not text, so the tab is named by its language")
            default:
                unused.append("\(quoted(key)) in \(written) is not an option of the plugin's")
            }
        }
        if !unused.isEmpty { options.unused = unused.joined(separator: "; ") }
        return options
    }

    /// `text` in backticks for a warning, cut to its first 60 characters.
    private static func quoted(_ text: some StringProtocol) -> String {
        "`" + (text.count > 60 ? text.prefix(59) + "…" : String(text)) + "`"
    }

    /// `info`'s first word after the language that is `tab` or starts
    /// with `tab=` (not `table`, nor `tab` as the language).
    static func tabWord(_ info: String) -> Substring? {
        info.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first { $0 == "tab" || $0.hasPrefix("tab=") }
    }

    /// The JSON object at the start of `text`: from its `{` to the brace
    /// that closes it (braces inside strings left alone); nil for none.
    private static func jsonObject(_ text: Substring) -> String? {
        guard text.first == "{" else { return nil }
        var depth = 0
        var inString = false
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { return String(text[...index]) }
            default: break
            }
        }
        return nil
    }

    /// A value in a tab's options, as far as they are read.
    private enum OptionValue: Decodable {
        case number(Double)
        case string(String)
        case other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let text = try? container.decode(String.self) {
                self = .string(text)
            } else {
                self = .other
            }
        }
    }

    /// One tab: its code blocks and what its first block's `tab` says.
    struct Tab {
        var blocks: [OpaquePointer]
        var options: Options
        /// The first block's language, as written.
        var language: String
    }

    /// The tab sets `blocks` (code blocks marked `tab`, in document order)
    /// start, each as its tabs: a block a set took already starts none.
    static func sets(_ blocks: [OpaquePointer]) -> [[Tab]] {
        var taken = Set<OpaquePointer>()
        var sets: [[Tab]] = []
        for first in blocks where !taken.contains(first) {
            var tabs: [Tab] = []
            var next: OpaquePointer? = first
            while let start = next, cmark_node_get_type(start) == CMARK_NODE_CODE_BLOCK,
                  let info = cmark_node_get_fence_info(start).map({ String(cString: $0) }), let options = options(info) {
                var members = [start]
                next = cmark_node_next(start)
                while members.count < options.span, let more = next, cmark_node_get_type(more) == CMARK_NODE_CODE_BLOCK {
                    members.append(more)
                    next = cmark_node_next(more)
                }
                taken.formUnion(members)
                let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
                tabs.append(Tab(blocks: members, options: options, language: language))
            }
            if !tabs.isEmpty { sets.append(tabs) }
        }
        return sets
    }

    /// Makes `tabs` one set: a `TabMarkup` set in their first block's place,
    /// a panel for each tab holding its blocks.
    static func make(_ tabs: [Tab]) {
        guard let first = tabs.first?.blocks.first, let set = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        cmark_node_set_on_enter(set, TabMarkup.setOpening(sync: .key(syncKey)))
        cmark_node_set_on_exit(set, TabMarkup.setClosing)
        guard cmark_node_insert_before(first, set) != 0 else { return cmark_node_free(set) }
        for tab in tabs {
            guard let panel = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            let label = tab.options.label ?? languageNames[tab.language] ?? tab.language
            // The plugin's value: the label lowercased, its first space a
            // hyphen, else the language.
            let value = tab.options.label.map(value(ofLabel:)) ?? tab.language
            cmark_node_set_on_enter(panel, TabMarkup.panelOpening(labelHTML: HTMLEscape.text(label), value: value == label ? nil : value,
                                                                  selected: false))
            cmark_node_set_on_exit(panel, TabMarkup.panelClosing)
            cmark_node_append_child(set, panel)
            for block in tab.blocks {
                cmark_node_unlink(block)
                cmark_node_append_child(panel, block)
            }
        }
    }

    /// The plugin's value for a tab with a label: the label lowercased,
    /// its first space a hyphen (`My tab` is `my-tab`).
    static func value(ofLabel label: String) -> String {
        let lowered = label.lowercased()
        guard let space = lowered.firstIndex(of: " ") else { return lowered }
        return lowered.replacingCharacters(in: space...space, with: "-")
    }

    /// The 1-based byte column of the `tab` word in the fence line `line`
    /// of `text`, at or after `column` (the fence's); `column` when it is
    /// not found there.
    static func column(ofTabIn text: String, line: Int, from column: Int) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            var current = 1
            while current < line {
                guard let newline = bytes[start...].firstIndex(of: 0x0A) else { return column }
                start = newline + 1
                current += 1
            }
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            var index = start + column - 1
            while index + 3 <= end {
                if bytes[index] == UInt8(ascii: "t"), bytes[index + 1] == UInt8(ascii: "a"), bytes[index + 2] == UInt8(ascii: "b"),
                   index > start, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09,
                   index + 3 == end || [0x20, 0x09, 0x0D, UInt8(ascii: "=")].contains(bytes[index + 3]) {
                    return index - start + 1
                }
                index += 1
            }
            return column
        }
    }
}

extension TabBlocks: BlockPass {
    /// Whether `bytes` holds ` tab` or a tab character and `tab`.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        ByteSearch.firstOffset(of: " tab", in: bytes, from: 0) != nil || ByteSearch.firstOffset(of: "\ttab", in: bytes, from: 0) != nil
    }

    static func wants(_ block: OpaquePointer, type: cmark_node_type) -> Bool {
        guard type == CMARK_NODE_CODE_BLOCK, let info = cmark_node_get_fence_info(block), strstr(info, "tab") != nil else { return false }
        return tabWord(String(cString: info)) != nil
    }

    static func apply(to blocks: [OpaquePointer], in document: inout MarkdownDocument) {
        for tabs in sets(blocks) {
            for tab in tabs {
                guard let unused = tab.options.unused, let block = tab.blocks.first else { continue }
                let line = document.positions.line(block)
                let column = column(ofTabIn: document.text, line: line, from: document.positions.column(block))
                document.notices.located(.tabBlockOptions, line: line, column: column, detail: unused)
            }
            make(tabs)
        }
    }
}

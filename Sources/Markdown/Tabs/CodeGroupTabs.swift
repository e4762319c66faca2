import Basics
import Ccmark
import Highlighter

/// VitePress' code groups, as VitePress shows them: a tab set of their
/// code blocks, each tab named by its block's label.
///
/// ```markdown
/// ::: code-group
///
/// ```sh [npm]
/// $ npm add -D vitepress
/// ```
///
/// ```sh [pnpm]
/// $ pnpm add -D vitepress
/// ```
///
/// :::
/// ```
///
/// The sets are `TabMarkup`'s and switch alone, as VitePress' do. The
/// label names the tab and is no longer the block's title; a block
/// without one is named by its language.
enum CodeGroupTabs {
    /// Makes the code group `group` (the block `Callouts` gathered its
    /// blocks in) a tab set. Returns false, changing nothing, when it holds
    /// anything but code blocks (then its blocks show one after another).
    static func make(_ group: OpaquePointer) -> Bool {
        var blocks: [OpaquePointer] = []
        var child = cmark_node_first_child(group)
        while let node = child {
            guard cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK else { return false }
            blocks.append(node)
            child = cmark_node_next(node)
        }
        guard !blocks.isEmpty else { return false }
        cmark_node_set_on_enter(group, TabMarkup.setOpening(sync: .none))
        cmark_node_set_on_exit(group, TabMarkup.setClosing)
        for block in blocks {
            let info = cmark_node_get_fence_info(block).map { String(cString: $0) } ?? ""
            let label = CodeBlockInfo.bracketLabel(info)
            let name = label ?? Highlighter.languageName(fromInfo: info)
            cmark_node_set_fence_info(block, CodeBlockInfo.withoutBracketLabel(info))
            guard let panel = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            cmark_node_set_on_enter(panel, TabMarkup.panelOpening(labelHTML: HTMLEscape.text(name.isEmpty ? "Code" : name), selected: false))
            cmark_node_set_on_exit(panel, TabMarkup.panelClosing)
            guard cmark_node_insert_before(block, panel) != 0 else {
                cmark_node_free(panel)
                continue
            }
            cmark_node_unlink(block)
            cmark_node_append_child(panel, block)
        }
        return true
    }
}

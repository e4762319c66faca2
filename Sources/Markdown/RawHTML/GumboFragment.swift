import Cgumbo

/// `html` parsed by gumbo's HTML5 parser as the inside of a `<div>`, as a
/// browser reads HTML placed in a page: `body` gets the fragment's root
/// while the tree lives (not when the bytes are empty). Parse errors are
/// not recorded: nothing reads them.
func withGumboFragment(_ html: [UInt8], _ body: (UnsafeMutablePointer<GumboNode>) -> Void) {
    html.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        var options = kGumboDefaultOptions
        options.fragment_context = GUMBO_TAG_DIV
        options.fragment_namespace = GUMBO_NAMESPACE_HTML
        options.max_errors = 0
        let output = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
            gumbo_parse_with_options(&options, $0, buffer.count)
        }
        guard let output, let root = output.pointee.root else { return }
        defer { gumbo_destroy_output(&options, output) }
        body(root)
    }
}

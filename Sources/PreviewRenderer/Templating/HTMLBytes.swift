import Mustache

/// Finished HTML as UTF-8 bytes: a rendered template or fragment on its way
/// into another template (`{{{content}}}`) or into a file, never turned
/// back into a `String` on the way.
struct HTMLBytes: Sendable, MustacheCustomRenderable {
    var bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    init(_ text: String) { bytes = Array(text.utf8) }

    /// What swift-mustache prints when a template that takes no skeleton
    /// (see `TemplateSkeleton.allows`) uses the value.
    var renderText: String { String(decoding: bytes, as: UTF8.self) }

    /// Present, so `{{#content}}` renders its section, as for a string.
    var isNull: Bool { false }
}

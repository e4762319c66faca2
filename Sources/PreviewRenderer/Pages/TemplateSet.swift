import Mustache

/// The page templates: the built-in ones embedded in the binary, each
/// replaceable by a file of the same name in the site's `templates/`.
public struct TemplateSet: Sendable {
    let library: MustacheLibrary
    /// `nil` when a template uses a feature whose output depends on the text
    /// of values beyond escaping (see `TemplateSkeleton.allows`).
    let skeletons: TemplateSkeletonCache?
    /// Which templates the site replaced, by name.
    public let overridden: [String]

    /// Names of the built-in templates (without `.mustache`).
    public static var builtInNames: [String] {
        EmbeddedTemplates.files.compactMap { file in
            file.name.hasSuffix(".mustache") ? String(file.name.dropLast(".mustache".count)) : nil
        }
    }

    /// A built-in asset (`assets/theme-preview.css`), if there is one.
    public static func builtInAsset(_ name: String) -> String? {
        EmbeddedTemplates.files.first { $0.name == name }?.text
    }

    /// Parses the built-in templates and the site's overrides
    /// (`file name -> text`); every template with a syntax error is reported.
    public init(overrides: [(file: String, name: String, text: String)] = []) throws(BuildFailure) {
        _ = ByteEscapedHTML.registered
        var library = MustacheLibrary()
        var diagnostics: [Diagnostic] = []
        var overriddenNames: [String] = []
        var texts: [String: String] = [:]
        for override in overrides { texts[override.name] = override.text }
        let overrideNames = Set(overrides.map(\.name))
        for file in EmbeddedTemplates.files where file.name.hasSuffix(".mustache") {
            let name = String(file.name.dropLast(".mustache".count))
            if overrideNames.contains(name) { continue }
            texts[name] = file.text
            do {
                library.register(try MustacheTemplate(string: ByteEscapedHTML.pragmaLine + file.text), named: name)
            } catch {
                diagnostics.append(Diagnostic(file: "Templates/\(file.name)", message: "built-in template does not parse: \(error)"))
            }
        }
        for override in overrides {
            do {
                library.register(try MustacheTemplate(string: ByteEscapedHTML.pragmaLine + override.text), named: override.name)
                overriddenNames.append(override.name)
            } catch {
                diagnostics.append(TemplateSet.diagnostic(for: error, file: override.file, text: override.text))
            }
        }
        if !diagnostics.isEmpty { throw BuildFailure(diagnostics) }
        self.library = library
        let scan = TemplateSkeleton.namesByTemplate(texts)
        skeletons = scan.allowed ? TemplateSkeletonCache(names: scan.names) : nil
        self.overridden = overriddenNames.sorted()
    }

    private init(library: MustacheLibrary, overridden: [String], skeletons: TemplateSkeletonCache?) {
        self.library = library
        self.overridden = overridden
        self.skeletons = skeletons
    }

    /// The same templates, every page rendered by swift-mustache directly:
    /// what the skeletons must reproduce byte for byte (tests).
    func withoutSkeletons() -> TemplateSet {
        TemplateSet(library: library, overridden: overridden, skeletons: nil)
    }

    /// Renders `name` with `context`; a missing template is an error naming it.
    func render(_ name: String, _ context: [String: Any]) throws(BuildFailure) -> HTMLBytes {
        let library = library
        let rendered = if let skeletons {
            skeletons.render(name, context) { library.render($0, withTemplate: name) }
        } else {
            library.render(context, withTemplate: name).map { Array($0.utf8) }
        }
        guard let text = rendered else {
            throw BuildFailure([Diagnostic(file: "templates/\(name).mustache", message: "no template named '\(name)'")])
        }
        return HTMLBytes(text)
    }

    /// The position of a syntax error in the file as written: the pragma
    /// line put in front of it (`ByteEscapedHTML.pragmaLine`) is not counted.
    static func diagnostic(for error: Error, file: String, text: String) -> Diagnostic {
        if let parserError = error as? MustacheLibrary.ParserError {
            return Diagnostic(file: file, line: max(1, parserError.context.lineNumber - 1), column: parserError.context.columnNumber,
                              message: "template syntax error: \(parserError.error)")
        }
        if let templateError = error as? MustacheTemplate.ParserError {
            return Diagnostic(file: file, line: max(1, templateError.context.lineNumber - 1),
                              column: templateError.context.columnNumber,
                              message: "template syntax error: \(templateError.error)")
        }
        return Diagnostic(file: file, message: "template syntax error: \(error)")
    }
}

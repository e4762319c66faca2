import Mustache

/// The page templates: the built-in ones embedded in the binary, each
/// replaceable by a file of the same name in the site's `templates/`.
public struct TemplateSet: Sendable {
    let library: MustacheLibrary
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
        var library = MustacheLibrary()
        var diagnostics: [Diagnostic] = []
        var overriddenNames: [String] = []
        let overrideNames = Set(overrides.map(\.name))
        for file in EmbeddedTemplates.files where file.name.hasSuffix(".mustache") {
            let name = String(file.name.dropLast(".mustache".count))
            if overrideNames.contains(name) { continue }
            do {
                library.register(try MustacheTemplate(string: file.text), named: name)
            } catch {
                diagnostics.append(Diagnostic(file: "Templates/\(file.name)", message: "built-in template does not parse: \(error)"))
            }
        }
        for override in overrides {
            do {
                library.register(try MustacheTemplate(string: override.text), named: override.name)
                overriddenNames.append(override.name)
            } catch {
                diagnostics.append(TemplateSet.diagnostic(for: error, file: override.file, text: override.text))
            }
        }
        if !diagnostics.isEmpty { throw BuildFailure(diagnostics) }
        self.library = library
        self.overridden = overriddenNames.sorted()
    }

    /// Renders `name` with `context`; a missing template is an error naming it.
    func render(_ name: String, _ context: [String: Any]) throws(BuildFailure) -> String {
        guard let text = library.render(context, withTemplate: name) else {
            throw BuildFailure([Diagnostic(file: "templates/\(name).mustache", message: "no template named '\(name)'")])
        }
        return text
    }

    static func diagnostic(for error: Error, file: String, text: String) -> Diagnostic {
        if let parserError = error as? MustacheLibrary.ParserError {
            return Diagnostic(file: file, line: parserError.context.lineNumber, column: parserError.context.columnNumber,
                              message: "template syntax error: \(parserError.error)")
        }
        if let templateError = error as? MustacheTemplate.ParserError {
            return Diagnostic(file: file, line: templateError.context.lineNumber,
                              column: templateError.context.columnNumber,
                              message: "template syntax error: \(templateError.error)")
        }
        return Diagnostic(file: file, message: "template syntax error: \(error)")
    }
}

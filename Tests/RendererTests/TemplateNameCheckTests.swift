import Foundation
@testable import PreviewRenderer
import Testing

/// A name no field has renders as nothing; the check finds it and says where.
struct TemplateNameCheckTests {
    @Test func everyLookedUpNameIsFoundWithItsPosition() {
        let text = """
            <h1>{{ title }}</h1>{{! a {{comment}} }}
            {{#rows}}<td>{{{ratio}}}{{&raw}}</td>{{/rows}}{{^message.sender}}{{.}}{{/message.sender}}
            {{> partial}}{{%PRAGMA}}{{uppercased(name)}} é{{tittle}}
            {{=<% %>=}}<% ignored %>{{ignored}}
            """
        #expect(TemplateNameCheck.lookups(in: text).map { TemplateNameCheck.Lookup(name: $0.name, line: $0.line, column: $0.column) } == [
            .init(name: "title", line: 1, column: 8),
            .init(name: "rows", line: 2, column: 4),
            .init(name: "ratio", line: 2, column: 17),
            .init(name: "raw", line: 2, column: 28),
            .init(name: "message", line: 2, column: 50),
            .init(name: "sender", line: 2, column: 58),
            .init(name: "tittle", line: 3, column: 49),
        ])
    }

    @Test func theAuthorsOwnKeysAreNotChecked() {
        let text = "{{params.author}} {{#params.tags}}{{.}}{{/params.tags}} {{#params}}{{anything}}{{/params}} {{paramz}}"
        let warnings = TemplateNameCheck.warnings(file: "t.mustache", text: text, known: ["params", "title"],
                                                  authored: ["params"], dataNames: "DocPageModel")
        #expect(warnings.map(\.message) == ["'paramz' is not in the data this template gets (DocPageModel), so it renders as nothing; did you mean 'params'?"])
    }

    @Test func anUnknownNameIsALocatedWarningWithTheNearestField() {
        let warnings = TemplateNameCheck.warnings(file: "site/templates/doc.mustache", text: "<h1>{{tittle}}</h1>\n{{body}}",
                                                  known: ["title", "body"], dataNames: "DocPageModel")
        #expect(warnings.map(\.description) == [
            "site/templates/doc.mustache:1:7: warning: 'tittle' is not in the data this template gets (DocPageModel), so it renders as nothing; did you mean 'title'?",
        ])
    }
}

/// The built-in templates and the models agree, and a site's templates are
/// checked against the data they get.
struct TemplateDataTests {
    @Test func everyNameTheBuiltInTemplatesUseIsAField() {
        let builtIn = EmbeddedTemplates.files.filter { $0.name.hasSuffix(".mustache") }.map { file in
            (file: "Templates/\(file.name)", name: String(file.name.dropLast(".mustache".count)), text: file.text)
        }
        #expect(builtIn.count > 10)
        #expect(TemplateNameCheck.warnings(for: builtIn).map(\.description) == [])
    }

    @Test func aSiteTemplateThatMisspellsAFieldIsWarnedWhereItIs() throws {
        var files = SiteBuildTests.sampleSite
        files["site/templates/doc.mustache"] = "<main id=\"main\">\n{{#toc}}<a href=\"#{{id}}\">{{txet}}</a>{{/toc}}{{{body}}}</main>\n"
        // A partial gets the data of the templates that include it.
        files["site/templates/thread-row.mustache"] = "<li>{{sender}} {{subjet}} {{heading}}</li>\n"
        let (_, summary) = try SiteBuildTests().build(files)
        let warnings = summary.warnings.map(\.description).filter { $0.contains("is not in the data") }
        #expect(warnings == [
            "site/templates/doc.mustache:2:29: warning: 'txet' is not in the data this template gets (DocPageModel), so it renders as nothing; did you mean 'text'?",
            "site/templates/thread-row.mustache:1:18: warning: 'subjet' is not in the data this template gets (ThreadRow, GalleryModel, MatrixModel, LabModel), so it renders as nothing; did you mean 'subject'?",
        ])
    }

    /// Only a template the site replaced, or one that includes one, checks
    /// its skeletons against swift-mustache in every build.
    @Test func onlyTemplatesThatUseASiteTemplateAreCheckedInEveryBuild() throws {
        let templates = try TemplateSet(overrides: [(file: "t/thread-row.mustache", name: "thread-row", text: "<li>{{sender}}</li>\n")])
        let compiled = try #require(templates.skeletons)
        #expect(compiled["thread-row"]?.checks == true)
        #expect(compiled["gallery"]?.checks == true)
        #expect(compiled["matrix"]?.checks == true)
        #expect(compiled["doc"]?.checks == false)
        #expect(compiled["layout"]?.checks == false)
        #expect(try TemplateSet().skeletons?.values.allSatisfy { !$0.checks } == true)
    }

    /// The template data reference in the docs is the one the models make.
    @Test func theTemplateDataReferenceInTheDocsIsCurrent() throws {
        let url = TemplateSkeletonTests.repositoryRoot.appendingPathComponent("site/docs/templates.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let heading = "## Template data reference\n\n"
        let generated = TemplateReference.markdown(PageTemplate.all)
        if ProcessInfo.processInfo.environment["UPDATE_TEMPLATE_REFERENCE"] != nil, let range = text.range(of: heading) {
            try (String(text[..<range.upperBound]) + generated).write(to: url, atomically: true, encoding: .utf8)
        }
        let range = try #require(text.range(of: heading), "site/docs/templates.md has no '## Template data reference'")
        #expect(String(text[range.upperBound...]) == generated,
                "run UPDATE_TEMPLATE_REFERENCE=1 swift test --filter theTemplateDataReferenceInTheDocsIsCurrent")
    }
}

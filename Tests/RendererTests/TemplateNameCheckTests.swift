import Testing
@testable import PreviewRenderer

/// A name no field has renders as nothing; the check finds it and says where.
struct TemplateNameCheckTests {
    @Test func everyLookedUpNameIsFoundWithItsPosition() {
        let text = """
            <h1>{{ title }}</h1>{{! a {{comment}} }}
            {{#rows}}<td>{{{ratio}}}{{&raw}}</td>{{/rows}}{{^message.sender}}{{.}}{{/message.sender}}
            {{> partial}}{{%PRAGMA}}{{uppercased(name)}} é{{tittle}}
            {{=<% %>=}}<% ignored %>{{ignored}}
            """
        #expect(TemplateNameCheck.lookups(in: text) == [
            .init(name: "title", line: 1, column: 8),
            .init(name: "rows", line: 2, column: 4),
            .init(name: "ratio", line: 2, column: 17),
            .init(name: "raw", line: 2, column: 28),
            .init(name: "message", line: 2, column: 50),
            .init(name: "sender", line: 2, column: 58),
            .init(name: "tittle", line: 3, column: 49),
        ])
    }

    @Test func anUnknownNameIsALocatedWarningWithTheNearestField() {
        let warnings = TemplateNameCheck.warnings(file: "site/templates/doc.mustache", text: "<h1>{{tittle}}</h1>\n{{body}}",
                                                  known: ["title", "body"], dataNames: "DocPageModel")
        #expect(warnings.map(\.description) == [
            "site/templates/doc.mustache:1:7: warning: 'tittle' is not in the data this template gets (DocPageModel), so it renders as nothing; did you mean 'title'?",
        ])
    }
}

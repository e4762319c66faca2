@testable import Markdown
import Testing

/// Docusaurus' `_category_.json` and `_category_.yml`, read with located
/// warnings for what is not used.
struct DocusaurusCategoryTests {
    @Test func jsonGivesLabelPositionOpenStateAndAGeneratedIndex() {
        let category = DocusaurusCategory("""
            {
              "label": "Guides",
              "position": 2,
              "collapsed": false,
              "className": "red",
              "customProps": {"x": 1},
              "link": {"type": "generated-index", "title": "All guides", "description": "Step by step."}
            }
            """, file: "docs/guides/_category_.json")
        #expect(category.label == "Guides")
        #expect(category.position == 2)
        #expect(category.startsOpen)
        #expect(category.link == .generatedIndex(title: "All guides", description: "Step by step.", slug: nil))
        #expect(category.problems.isEmpty)
    }

    @Test func yamlGivesTheSameAndADocLinkWithItsPlace() {
        let category = DocusaurusCategory("""
            label: 'Tutorial'
            position: 3
            collapsible: true
            link:
              type: doc
              id: tutorial/intro
            """, file: "docs/tutorial/_category_.yml")
        #expect(category.label == "Tutorial")
        #expect(category.position == 3)
        #expect(!category.startsOpen)
        #expect(category.link == .doc(id: "tutorial/intro", line: 6, column: 7))
        #expect(category.problems.isEmpty)
    }

    @Test func unknownKeysAndWrongValuesAreLocatedWarnings() {
        let category = DocusaurusCategory("""
            {
              "lable": "Guides",
              "position": "first",
              "collapsed": "no",
              "link": {"type": "page"},
              "icon": "x"
            }
            """, file: "c.json")
        #expect(category.label == nil)
        #expect(category.position == nil)
        #expect(category.link == nil)
        #expect(category.problems.map(\.description) == [
            "c.json:2:12: warning: unknown category key 'lable'; did you mean 'label'?",
            "c.json:3:15: warning: expected 'position' (the folder's place in the sidebar) to be a number, found the string 'first'; it is ignored",
            "c.json:4:16: warning: expected 'collapsed' to be true or false, found the string 'no'; it is ignored",
            "c.json:5:20: warning: expected 'link.type' to be generated-index or doc, found the string 'page'; the link is ignored",
            "c.json:6:11: warning: unknown category key 'icon'; it is ignored (read: label, position, description, collapsed, collapsible, link)",
        ])
    }

    @Test func aFileThatDoesNotParseIsOneLocatedWarning() {
        let category = DocusaurusCategory("{\"label\": \"A\",,}", file: "c.json")
        #expect(category.label == nil)
        #expect(category.problems.count == 1)
        #expect(category.problems.first?.line == 1)
        #expect(category.problems.first?.message.hasSuffix("; this category file is not read, and the folder is shown by its name") == true)
    }

    @Test func categoryFilesAreKnownByName() {
        #expect(DocusaurusCategory.isCategoryFile("a/b/_category_.json"))
        #expect(DocusaurusCategory.isCategoryFile("_category_.yml"))
        #expect(!DocusaurusCategory.isCategoryFile("a/category.json"))
    }
}

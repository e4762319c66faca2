import Foundation
import Testing

/// This repository's own docs: every page of a folder has an `order` of its
/// own (two pages with one order fall back to their titles, so adding a
/// page could reorder others), and the pages for people changing the tool
/// sit in their own section, after the pages for people using it.
struct RepositoryDocsOrderTests {
    static let docs = ModuleBordersTests.root.appendingPathComponent("site/docs")

    static func orders(in folder: URL) throws -> [String: Int] {
        var result: [String: Int] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".md") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let line = text.split(separator: "\n").first { $0.hasPrefix("order: ") }
            result[name] = line.flatMap { Int($0.dropFirst("order: ".count)) }
        }
        return result
    }

    @Test func everyPageOfAFolderHasAnOrderOfItsOwn() throws {
        for folder in [Self.docs, Self.docs.appendingPathComponent("contributing")] {
            let orders = try Self.orders(in: folder)
            #expect(orders.count >= 4)
            let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
            #expect(Set(pages) == Set(orders.keys), "pages without an order in \(folder.lastPathComponent)")
            let repeated = Dictionary(grouping: orders, by: \.value).filter { $0.value.count > 1 }
            #expect(repeated.isEmpty, "\(folder.lastPathComponent): \(repeated.mapValues { $0.map(\.key).sorted() })")
        }
    }

    @Test func theContributorPagesAreTheirOwnSectionAfterTheUsersPages() throws {
        let contributing = try Self.orders(in: Self.docs.appendingPathComponent("contributing"))
        #expect(Set(contributing.keys) == ["index.md", "architecture.md", "testing.md", "performance-log.md"])
        let top = try Self.orders(in: Self.docs)
        #expect(contributing["index.md"].map { index in top.values.allSatisfy { $0 < index } } == true)
    }
}

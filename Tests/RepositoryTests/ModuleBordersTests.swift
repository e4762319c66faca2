import Foundation
import Testing

/// The module graph is the one Package.swift declares: every target imports
/// only its declared dependencies (SwiftPM on Linux lets a target import any
/// module built before it), so nothing reaches back up, and architecture.md
/// draws the graph as it is.
struct ModuleBordersTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The modules each package product brings.
    static let productModules = [
        "ArgumentParser": ["ArgumentParser"], "Mustache": ["Mustache"], "Yams": ["Yams", "CYaml"],
        "TOMLKit": ["TOMLKit"], "FlyingFox": ["FlyingFox", "FlyingSocks"],
    ]
    /// The toolchain's and the system's own modules.
    static let systemModules: Set<String> = ["Foundation", "FoundationNetworking", "Glibc", "Darwin", "Dispatch",
                                             "Synchronization", "Testing", "XCTest", "PackagePlugin"]

    struct Target {
        var name: String
        var kind: String
        var dependencies: [String]
        var path: String? = nil
        var folder: String { path ?? (kind == "testTarget" ? "Tests/\(name)" : kind == "plugin" ? "Plugins/\(name)" : "Sources/\(name)") }
    }

    /// The targets of Package.swift, read from its text: each `.target(`,
    /// `.executableTarget(`, `.testTarget(` and `.systemLibrary(` with its
    /// name, the names in its `dependencies: [...]` and its `path:` if it has one.
    static func targets() throws -> [Target] {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let kinds = ["target", "executableTarget", "testTarget", "systemLibrary", "plugin"]
        var result: [Target] = []
        var rest = Substring(text)
        while let start = kinds.compactMap({ rest.range(of: ".\($0)(") }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let kind = String(rest[rest.index(after: start.lowerBound)..<rest.index(before: start.upperBound)])
            // The call's text, to its closing parenthesis.
            var depth = 1
            var end = start.upperBound
            while end < rest.endIndex && depth > 0 {
                if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
                end = rest.index(after: end)
            }
            let call = rest[start.upperBound..<end]
            rest = rest[end...]
            guard let name = call.firstMatch(of: /name: "([^"]+)"/)?.1 else { continue }
            var dependencies: [String] = []
            if let list = call.firstMatch(of: /dependencies: \[([^\]]*)\]/)?.1 {
                for match in list.matches(of: /\.product\(name: "([^"]+)", package: "[^"]+"\)|"([^"]+)"/) {
                    if let name = match.1 ?? match.2 { dependencies.append(String(name)) }
                }
            }
            if kind == "testTarget" || kind == "executableTarget" || kind == "target" || kind == "systemLibrary" {
                let path = call.firstMatch(of: /path: "([^"]+)"/).map { String($0.1) }
                result.append(Target(name: String(name), kind: kind, dependencies: dependencies, path: path))
            }
        }
        return result
    }

    /// Each module a folder's Swift files import, with the first file that does.
    static func imports(under folder: URL) -> [String: String] {
        var found: [String: String] = [:]
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path } ?? []
        for file in files {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@") {
                if let match = line.wholeMatch(of: /(?:@testable |@_implementationOnly )?import (\w+)/), found[String(match.1)] == nil {
                    found[String(match.1)] = file.lastPathComponent
                }
            }
        }
        return found
    }

    @Test func everyTargetImportsOnlyWhatItDeclares() throws {
        let targets = try Self.targets()
        let names = Set(targets.map(\.name))
        #expect(names.isSuperset(of: ["Basics", "DTCG", "Markdown", "Theming", "TokenExport", "Search", "Comparison",
                                      "Highlighter", "PreviewRenderer", "theme-preview"]), "\(names.sorted())")
        for target in targets where target.kind != "systemLibrary" {
            var allowed = Self.systemModules  // not its own name: a file importing its own module is a leftover
            for dependency in target.dependencies {
                allowed.formUnion(Self.productModules[dependency] ?? [dependency.replacingOccurrences(of: "-", with: "_")])
            }
            for (module, file) in Self.imports(under: Self.root.appendingPathComponent(target.folder)).sorted(by: { $0.key < $1.key })
            where !allowed.contains(module) {
                Issue.record("\(target.folder)/…/\(file) imports \(module), which \(target.name) does not declare in Package.swift")
            }
        }
    }

    /// The graph of the product's modules, lowest first: each module after
    /// the modules it depends on, with them.
    static func graph(_ targets: [Target]) -> String {
        let modules = targets.filter { $0.kind == "target" || $0.kind == "executableTarget" }
            .filter { $0.name != "embed-resources" && $0.name != "build-theme-engine" }  // build-time tools
            .filter { !$0.folder.hasPrefix("Tests/") }  // the tests' own support (TestSupport)
        let own = Set(modules.map(\.name))
        var placed: [String] = []
        var lines: [String] = []
        while placed.count < modules.count {
            guard let next = modules.first(where: { module in
                !placed.contains(module.name) && module.dependencies.filter(own.contains).allSatisfy(placed.contains)
            }) else { break }
            placed.append(next.name)
            let dependencies = next.dependencies.filter(own.contains)
            lines.append(dependencies.isEmpty ? next.name : "\(next.name) <- \(dependencies.sorted().joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }

    @Test func theReadmesLayoutNamesEveryModule() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let layout = readme.components(separatedBy: "## Layout").last ?? ""
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path)
        #expect(folders.count > 20)
        for folder in folders.sorted() {
            #expect(layout.contains("\n    Sources/\(folder)/ "), "README.md's Layout does not name Sources/\(folder)/")
        }
    }

    @Test func architectureDrawsTheGraphPackageSwiftDeclares() throws {
        let graph = Self.graph(try Self.targets())
        let page = try String(contentsOf: Self.root.appendingPathComponent("site/docs/contributing/architecture.md"), encoding: .utf8)
        #expect(page.contains("```text\n\(graph)\n```"), "architecture.md's module graph should read:\n\(graph)")
    }
}

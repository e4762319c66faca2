import Foundation
import FuzzTargets
import Testing

/// Every committed fuzz input (`Fuzz/Corpus/<target>/`: the seeds written
/// by hand, the inputs libFuzzer kept and every past finding) goes through
/// its target's checks, built as the tool is (no sanitizers), so a change
/// that breaks an invariant fails here the day it lands.
struct CorpusReplayTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func corpus(_ target: FuzzTarget) -> URL {
        root.appendingPathComponent("Fuzz/Corpus/\(target.name)")
    }

    @Test(arguments: FuzzTarget.allCases)
    func corpusHoldsEveryInvariant(_ target: FuzzTarget) throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.corpus(target), includingPropertiesForKeys: nil)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        #expect(!files.isEmpty, "no corpus for \(target.name)")
        var runner = FuzzRunner(target)
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            do throws(FuzzFailure) {
                try bytes.withUnsafeBufferPointer { buffer throws(FuzzFailure) in try runner.run(buffer) }
            } catch {
                Issue.record("\(target.name)/\(file.lastPathComponent): \(error.message)")
            }
        }
    }

    /// The finding of issue 48: a heading's second id is an empty span
    /// first in the heading, which the Markdown invariants allow in that
    /// shape only.
    @Test func headingSecondIDIsAllowedOnlyInItsShape() throws {
        var runner = FuzzRunner(.markdown)
        let finding = Array("| a\">p; &#x1F600; =\n=\n".utf8)
        try finding.withUnsafeBufferPointer { buffer throws(FuzzFailure) in try runner.run(buffer) }
    }
}

/// The targets are listed once (`FuzzTarget`): each has its libFuzzer
/// executable, a seed corpus, and a place in `scripts/fuzz`'s list.
struct FuzzTargetListTests {
    @Test func everyTargetHasAnExecutableACorpusAndAPlaceInTheScript() throws {
        let root = CorpusReplayTests.root
        let package = try String(contentsOf: root.appendingPathComponent("Fuzz/Package.swift"), encoding: .utf8)
        let script = try String(contentsOf: root.appendingPathComponent("scripts/fuzz"), encoding: .utf8)
        let names = FuzzTarget.allCases.map(\.name)
        let listed = package.firstMatch(of: /let fuzzers = \[([^\]]*)\]/).map { String($0.1) } ?? ""
        #expect(listed == names.map { "\"\($0)\"" }.joined(separator: ", "))
        let scripted = script.firstMatch(of: /all_targets=\(([^)]*)\)/).map { String($0.1) } ?? ""
        #expect(scripted == names.joined(separator: " "))
        let fileManager = FileManager.default
        for name in names {
            let sources = (try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent("Fuzz/Sources/\(name)").path)) ?? []
            #expect(sources.contains { $0.hasSuffix(".swift") }, "no executable for \(name)")
            let corpus = (try? fileManager.contentsOfDirectory(atPath: CorpusReplayTests.corpus(.init(rawValue: name)!).path)) ?? []
            #expect(!corpus.isEmpty, "no seed corpus for \(name)")
        }
        let folders = try fileManager.contentsOfDirectory(atPath: root.appendingPathComponent("Fuzz/Sources").path)
        #expect(Set(folders) == Set(names), "Fuzz/Sources holds exactly the targets")
    }
}

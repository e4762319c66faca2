import Foundation
import TestSupport
import Testing
@testable import VisualReview

/// The visual diff of `theme-preview compare`, run for real with the Chromium scripts/test
/// installs, on sites built as `theme-preview build` builds them. Serialized: each test
/// runs Chromium twice at a time, as compare does, and the machine has two cores.
@Suite(.serialized)
struct CompareVisualsTests {
    let sites = TestSites()

    static let themes = ["default", "midnight", "forest", "sunset", "lavender", "rose"]
    static let pinned = themes.flatMap { ["themes/\($0)/light.html", "themes/\($0)/dark.html"] }
    static let darkerForest = "{\"name\": \"Forest\", \"parent\": \"forest\", \"dark\": {\"accent\": \"#2E8B57\"}}\n"

    func chromium() throws -> String {
        try #require(Chromium.find(), "compare's pictures need Chromium on PATH: apt-get install chromium (scripts/test installs it)")
    }

    @Test func changingOnlyForestsDarkAccentChangesOnlyForestDark() async throws {
        let chromium = try chromium()
        let root = try sites.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let base = try sites.built("base", files: ["config.yaml": "title: T\n"], in: root)
        let head = try sites.built("head", files: ["config.yaml": "title: T\n", "tokens/forest.theme.json": Self.darkerForest], in: root)
        let review = root.appendingPathComponent("_compare").path

        let visuals = await CompareVisuals.run(chromium: chromium, baseSite: base, headSite: head, pages: Self.pinned, into: review)
        #expect(visuals.failures == [])
        #expect(visuals.added == [] && visuals.removed == [])
        #expect(visuals.diffs.map(\.page) == Self.pinned)
        for diff in visuals.diffs {
            #expect(diff.totalPixels == 1280 * 900, "\(diff.page)")
            if diff.page == "themes/forest/dark.html" {
                #expect(diff.changedPixels > 0 && diff.share > 0, "\(diff.page): \(diff.changedPixels) pixels changed")
            } else {
                #expect(diff.changedPixels == 0 && diff.share == 0, "\(diff.page): \(diff.changedPixels) pixels changed")
            }
        }
        let forest = try #require(visuals.diffs.first { $0.page == "themes/forest/dark.html" })
        #expect(forest.theme == "forest" && forest.scheme == "dark")
        #expect(forest.before == "pictures/forest-dark-before.png" && forest.after == "pictures/forest-dark-after.png")
        #expect(forest.diff == "pictures/forest-dark-diff.png" && forest.viewer == "pictures/forest-dark.html")
        // The accent is on buttons, links and tags, not most of the page.
        #expect(forest.share < 0.5, "\(forest.share)")

        let pictures = URL(fileURLWithPath: review).appendingPathComponent("pictures")
        let expected = Self.themes.flatMap { theme in
            ["light", "dark"].flatMap { scheme in ["before.png", "after.png", "diff.png"].map { "\(theme)-\(scheme)-\($0)" } + ["\(theme)-\(scheme).html"] }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted() == expected.sorted())
        for name in expected where name.hasSuffix(".png") {
            let size = pngSize(try Data(contentsOf: pictures.appendingPathComponent(name)))
            #expect(size?.width == 1280 && size?.height == 900, "\(name)")
        }
        // Pixel-identical pages need not be byte-identical pictures, but here they are.
        #expect(try Data(contentsOf: pictures.appendingPathComponent("rose-dark-before.png"))
            == Data(contentsOf: pictures.appendingPathComponent("rose-dark-after.png")))
        #expect(try Data(contentsOf: pictures.appendingPathComponent("forest-dark-before.png"))
            != Data(contentsOf: pictures.appendingPathComponent("forest-dark-after.png")))
        let viewer = try String(contentsOf: pictures.appendingPathComponent("forest-dark.html"), encoding: .utf8)
        #expect(viewer == PictureViewer(diff: forest).html())

        let section = CompareVisuals.sectionHTML(visuals)
        #expect(section.contains("<p>12 pages pictured before and after at 1280×900 with headless Chromium: 1 with pixels changed, 11 identical.</p>"))
        #expect(section.contains("<details class=\"vd-unchanged\"><summary>11 pages with no pixel changed</summary>"))
    }

    @Test func identicalSitesHaveNoPixelChanged() async throws {
        let chromium = try chromium()
        let root = try sites.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        // Two builds of one site, and a page only the head has.
        let base = try sites.built("base", files: ["config.yaml": "title: T\n"], in: root)
        let head = try sites.built("head", files: ["config.yaml": "title: T\n"], in: root)
        try sites.write("<!DOCTYPE html><title>x</title>", to: URL(fileURLWithPath: head).appendingPathComponent("themes/new/light.html"))
        let review = root.appendingPathComponent("review").path

        let visuals = await CompareVisuals.run(chromium: chromium, baseSite: base, headSite: head,
                                               pages: Self.pinned + ["themes/new/light.html", "themes/gone/dark.html"], into: review)
        #expect(visuals.failures == ["themes/gone/dark.html: error: neither site has this page, so it was not pictured"])
        #expect(visuals.added == ["themes/new/light.html"])
        #expect(visuals.removed == [])
        #expect(visuals.diffs.map(\.page) == Self.pinned)
        #expect(visuals.diffs.map(\.changedPixels) == Array(repeating: 0, count: 12))
        #expect(visuals.diffs.map(\.share) == Array(repeating: 0, count: 12))
        #expect(visuals.diffs.map(\.totalPixels) == Array(repeating: 1280 * 900, count: 12))
        #expect(!FileManager.default.fileExists(atPath: review + "/pictures/new-light-before.png"))
    }

    /// The diff computed in Chromium: a picture against itself is unchanged; against
    /// another, the count is exact; the same inputs give the same bytes.
    @Test func pixelDiffIsExactAndDeterministic() async throws {
        let chromium = try chromium()
        let root = try sites.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        // Two pages that differ in one 10x7 block of pixels, pictured at 40x30.
        try sites.write("<!DOCTYPE html><style>html{background:#fff}body{margin:0}</style><title>a</title>", to: root.appendingPathComponent("a.html"))
        try sites.write("<!DOCTYPE html><style>html{background:#fff}body{margin:0}div{margin:5px 0 0 3px;width:10px;height:7px;background:#123456}</style><title>b</title><div></div>",
                      to: root.appendingPathComponent("b.html"))
        let runner = ChromiumRunner(chromium: chromium, work: root.appendingPathComponent("work"))
        let shots = ["a", "b"].map { name in
            Shot(themeID: name, themeName: name, scheme: "", page: name, url: root.appendingPathComponent("\(name).html"),
                 file: root.appendingPathComponent("\(name).png").path, windowSize: (40, 30))
        }
        #expect(await runner.screenshots(shots, concurrency: 2) == [])
        let a = root.appendingPathComponent("a.png").path, b = root.appendingPathComponent("b.png").path
        func pair(_ before: String, _ after: String, _ diff: String) -> PixelDiff.Pair {
            PixelDiff.Pair(before: before, after: after, diff: root.appendingPathComponent(diff).path, name: diff)
        }
        let pairs = [pair(a, a, "same.png"), pair(a, b, "changed.png"), pair(a, b, "again.png")]
        let result = await PixelDiff.run(pairs, runner: runner, concurrency: 2)
        #expect(result.failures == [])
        #expect(result.counts[0] == PixelDiff.Counts(changedPixels: 0, totalPixels: 1200, width: 40, height: 30))
        #expect(result.counts[1] == PixelDiff.Counts(changedPixels: 70, totalPixels: 1200, width: 40, height: 30))
        #expect(result.counts[2] == result.counts[1])
        let changed = try Data(contentsOf: root.appendingPathComponent("changed.png"))
        #expect(pngSize(changed)?.width == 40)
        #expect(changed == (try Data(contentsOf: root.appendingPathComponent("again.png"))))
        #expect(changed != (try Data(contentsOf: root.appendingPathComponent("same.png"))))
        // Run again, in another process: the same bytes.
        let again = await PixelDiff.run([pair(a, b, "third.png")], runner: runner, concurrency: 1)
        #expect(again.counts[0]?.changedPixels == 70)
        #expect(changed == (try Data(contentsOf: root.appendingPathComponent("third.png"))))
    }

    /// Pictures come from one browser over the DevTools pipe, or, when that cannot be
    /// driven, one Chromium per picture: the two must give the same bytes.
    @Test func oneBrowserAndOneProcessPerPictureGiveTheSameBytes() async throws {
        let chromium = try chromium()
        let root = try sites.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let site = try sites.built("site", files: ["config.yaml": "title: T\n"], in: root)
        let runner = ChromiumRunner(chromium: chromium, work: root.appendingPathComponent("work"))
        func shots(_ suffix: String) -> [Shot] {
            ["themes/forest/dark.html", "themes/rose/light.html"].map { page in
                Shot(themeID: "", themeName: "", scheme: "", page: page, url: URL(fileURLWithPath: site + "/" + page),
                     file: root.appendingPathComponent(CompareVisuals.fileName(page) + "-\(suffix).png").path, windowSize: (1280, 900))
            }
        }
        // Under load a take can come out drawn differently (which is why compare
        // keeps a picture only when two takes agree): each path gets three tries
        // to give the other's bytes.
        var differing = shots("session").map(\.page)
        for _ in 0..<3 where !differing.isEmpty {
            let session = try #require(await runner.screenshotsInOneBrowser(shots("session"), concurrency: 2), "the DevTools pipe could not be driven")
            #expect(session == [])
            #expect(await runner.screenshots(shots("process"), concurrency: 2) == [])
            differing = []
            for (one, other) in zip(shots("session"), shots("process")) {
                let picture = try Data(contentsOf: URL(fileURLWithPath: one.file))
                #expect(pngSize(picture)?.width == 1280 && pngSize(picture)?.height == 900)
                if picture != (try Data(contentsOf: URL(fileURLWithPath: other.file))) { differing.append(one.page) }
            }
        }
        #expect(differing.isEmpty, "pictured differently by the two paths three times: \(differing)")
    }

    /// A picture that differs from the other side is taken again: a bad first take (here
    /// a doctored file) is replaced when the next two agree; a page drawn differently every
    /// time is reported, not compared.
    @Test func differingPicturesAreRetakenUntilTwoTakesAgree() async throws {
        let chromium = try chromium()
        let root = try sites.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try sites.write("<!DOCTYPE html><title>s</title><p>steady", to: root.appendingPathComponent("steady.html"))
        try sites.write("<!DOCTYPE html><title>r</title><p id=r></p><script>document.getElementById('r').textContent = Math.random();</script>",
                      to: root.appendingPathComponent("random.html"))
        let runner = ChromiumRunner(chromium: chromium, work: root.appendingPathComponent("work"))
        let shots = ["steady", "random"].map { name in
            Shot(themeID: "", themeName: "", scheme: "", page: name, url: root.appendingPathComponent("\(name).html"),
                 file: root.appendingPathComponent("\(name).png").path, windowSize: (200, 100))
        }
        #expect(await CompareVisuals.take(shots, runner: runner, concurrency: 2) == [])
        let steady = try Data(contentsOf: URL(fileURLWithPath: shots[0].file))
        try Data(ChromiumRunner.pngSignature + [1, 2, 3]).write(to: URL(fileURLWithPath: shots[0].file))

        let failures = await CompareVisuals.confirm(shots, runner: runner, concurrency: 2)
        #expect(failures == ["random: error: Chromium drew this page differently each of three times, so it cannot be compared"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: shots[0].file)) == steady)
    }

    @Test func sidesDrawnTwoWaysGetTheirCommonPictureAndARealChangeStays() async throws {
        let chromium = try chromium()
        let root = try sites.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try sites.write("<!DOCTYPE html><title>s</title><p>same", to: root.appendingPathComponent("same.html"))
        try sites.write("<!DOCTYPE html><title>c</title><p>changed", to: root.appendingPathComponent("changed.html"))
        let runner = ChromiumRunner(chromium: chromium, work: root.appendingPathComponent("work"))
        func shot(_ page: String, _ file: String) -> Shot {
            Shot(themeID: "", themeName: "", scheme: "", page: file, url: root.appendingPathComponent("\(page).html"),
                 file: root.appendingPathComponent("\(file).png").path, windowSize: (200, 100))
        }
        let pairs = [shot("same", "same-before"), shot("same", "same-after"), shot("same", "change-before"), shot("changed", "change-after")]
        #expect(await CompareVisuals.take(pairs, runner: runner, concurrency: 2) == [])
        let drawn = try Data(contentsOf: URL(fileURLWithPath: pairs[0].file))
        // The after side of the unchanged page came out another way, twice.
        let odd = Data(ChromiumRunner.pngSignature + [1, 2, 3])
        try odd.write(to: URL(fileURLWithPath: pairs[1].file))
        try FileManager.default.createDirectory(at: runner.work.appendingPathComponent("retakes"), withIntermediateDirectories: true)
        try odd.write(to: URL(fileURLWithPath: CompareVisuals.retakeFile(pairs[1], "2", runner: runner)))

        #expect(await CompareVisuals.reconcile(pairs, failed: [], runner: runner, concurrency: 2) == [])
        #expect(try Data(contentsOf: URL(fileURLWithPath: pairs[1].file)) == drawn)
        #expect(try Data(contentsOf: URL(fileURLWithPath: pairs[2].file)) == drawn)
        #expect(try Data(contentsOf: URL(fileURLWithPath: pairs[3].file)) != drawn)
    }

    @Test func aMissingPictureIsAFailureNotACrash() async throws {
        let chromium = try chromium()
        let root = try sites.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let runner = ChromiumRunner(chromium: chromium, work: root)
        let missing = root.appendingPathComponent("missing.png").path
        let result = await PixelDiff.run([PixelDiff.Pair(before: missing, after: missing, diff: root.appendingPathComponent("d.png").path, name: "p")],
                                         runner: runner, concurrency: 2)
        #expect(result.counts.isEmpty)
        #expect(result.failures == ["p: error: could not read \(missing) or \(missing) to compare them"])
    }
}

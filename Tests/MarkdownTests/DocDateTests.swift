@testable import Basics
import Foundation
@testable import Markdown
@testable import PreviewRenderer
import Testing

/// Dates as front matter writes them and as git gives them, and what a
/// page shows of them; the front matter keys that say when a page was last
/// updated; reading `git log`'s output.
struct DocDateTests {
    @Test(arguments: [
        ("2024-01-02", "2024-01-02", "2 January 2024"),
        ("2024-02-29", "2024-02-29", "29 February 2024"),
        ("2000-02-29", "2000-02-29", "29 February 2000"),
        ("2024-01-02T15:04:05Z", "2024-01-02T15:04:05Z", "2 January 2024"),
        ("2024-01-02t15:04:05z", "2024-01-02T15:04:05Z", "2 January 2024"),
        ("2024-01-02T15:04", "2024-01-02T15:04:00Z", "2 January 2024"),
        ("2024-01-02 15:04:05", "2024-01-02T15:04:05Z", "2 January 2024"),
        ("2024-05-26T09:10:33-07:00", "2024-05-26T09:10:33-07:00", "26 May 2024"),
        ("2024-05-26T23:59:59.999+05:30", "2024-05-26T23:59:59+05:30", "26 May 2024"),
        ("2024-05-26T09:10:33+0100", "2024-05-26T09:10:33+01:00", "26 May 2024"),
        ("2001-12-14 21:59:43.10 -5", "2001-12-14T21:59:43-05:00", "14 December 2001"),
        ("2001-12-14 1:05:00 +00:00", "2001-12-14T01:05:00Z", "14 December 2001"),
    ])
    func frontMatterDatesAreRead(text: String, machine: String, readable: String) throws {
        let date = try #require(DocDate(text))
        #expect(date.machineReadable == machine)
        #expect(date.readable == readable)
    }

    @Test(arguments: ["", "yesterday", "2024", "2024-1-2", "24-01-02", "2024-13-01", "2024-00-10", "2023-02-29",
                      "1900-02-29", "2024-04-31", "2024-01-02T", "2024-01-02T25:00", "2024-01-02T10:60",
                      "2024-01-02T10:00:61", "2024-01-02T10:00:00Q", "2024-01-02T10:00:00+15:00",
                      "2024-01-02T10:00:00+01:75", "2024-01-02 extra", "2024-01-02T10:00:00.", "01/02/2024",
                      "20240-01-02", "2024-01-02T10:00:00Z trailing"])
    func anythingElseIsNoDate(text: String) {
        #expect(DocDate(text) == nil)
    }

    @Test func gitDatesAreShownInUTC() {
        #expect(DocDate(secondsSince1970: 0).machineReadable == "1970-01-01T00:00:00Z")
        #expect(DocDate(secondsSince1970: 1_704_067_200).machineReadable == "2024-01-01T00:00:00Z")
        #expect(DocDate(secondsSince1970: 1_709_164_799).machineReadable == "2024-02-28T23:59:59Z")
        #expect(DocDate(secondsSince1970: 1_709_164_800).machineReadable == "2024-02-29T00:00:00Z")
        #expect(DocDate(secondsSince1970: 951_782_400).machineReadable == "2000-02-29T00:00:00Z")
        #expect(DocDate(secondsSince1970: 4_102_444_800).machineReadable == "2100-01-01T00:00:00Z")
        #expect(DocDate(secondsSince1970: -1).machineReadable == "1969-12-31T23:59:59Z")
        #expect(DocDate(secondsSince1970: -86_400).readable == "31 December 1969")
        // Every fifth day of four centuries against the calendar Foundation knows.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for day in stride(from: -36_525 * 2, to: 36_525 * 2, by: 5) {
            let seconds = Int64(day) * 86_400 + 45_296
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second],
                                                from: Date(timeIntervalSince1970: TimeInterval(seconds)))
            let date = DocDate(secondsSince1970: seconds)
            guard date.year == parts.year, date.month == parts.month, date.day == parts.day,
                  date.time?.hour == 12, date.time?.minute == 34, date.time?.second == 56 else {
                Issue.record("day \(day): \(date.machineReadable), expected \(parts)")
                return
            }
        }
    }

    // MARK: Front matter

    func frontMatter(_ text: String) throws -> FrontMatter {
        try FrontMatterParser.parse(text, file: "docs/a.md").frontMatter
    }

    @Test func lastmodWinsOverLastUpdateWhichWinsOverDate() throws {
        #expect(try frontMatter("---\ndate: 2020-01-01\nlast_update:\n  date: 2021-01-01\nlastmod: 2022-01-01\n---\n").lastUpdated?.machineReadable == "2022-01-01")
        #expect(try frontMatter("---\ndate: 2020-01-01\nlast_update: {date: 2021-01-01, author: Ada}\n---\n").lastUpdated?.machineReadable == "2021-01-01")
        #expect(try frontMatter("---\nlast_update: 2021-06-07\n---\n").lastUpdated?.machineReadable == "2021-06-07")
        #expect(try frontMatter("---\nlastMod: 2022-02-03\ndate: 2020-01-01\n---\n").lastUpdated?.machineReadable == "2022-02-03")
        #expect(try frontMatter("---\ndate: 2020-01-01\n---\n").lastUpdated?.machineReadable == "2020-01-01")
        // An author alone says nothing of the date.
        let authorOnly = try frontMatter("---\nlast_update:\n  author: Ada\ndate: 2020-01-01\n---\n")
        #expect(authorOnly.lastUpdated?.machineReadable == "2020-01-01")
        #expect(authorOnly.warnings.isEmpty)
        // The keys are read, not kept for templates.
        let read = try frontMatter("---\nlastmod: 2022-01-01\ndate: 2020-01-01\nauthor: Ada\n---\n")
        #expect(read.params.keys == ["author"])
        #expect(read.unusedKeys == ["author"])
    }

    @Test func tomlDatesAreReadToo() throws {
        #expect(try frontMatter("+++\ndate = 2024-05-01\n+++\n").lastUpdated?.machineReadable == "2024-05-01")
        #expect(try frontMatter("+++\nlastmod = 2024-05-01T10:20:30Z\n+++\n").lastUpdated?.machineReadable == "2024-05-01T10:20:30Z")
        #expect(try frontMatter("+++\nlastmod = 2024-05-01T10:20:30-07:00\n+++\n").lastUpdated?.machineReadable == "2024-05-01T10:20:30-07:00")
        #expect(try frontMatter("+++\nlastmod = \"2024-05-01\"\n+++\n").lastUpdated?.machineReadable == "2024-05-01")
    }

    @Test func aValueThatIsNoDateIsALocatedWarningAndTheNextKeyCounts() throws {
        let parsed = try frontMatter("---\ntitle: A\nlastmod: last week\ndate: 2020-01-01\nlast_update:\n  date: [1, 2]\n---\n")
        #expect(parsed.lastUpdated?.machineReadable == "2020-01-01")
        #expect(parsed.warnings.map(\.description) == [
            "docs/a.md:3:10: warning: expected 'lastmod' to be a date such as 2024-01-02 or 2024-01-02T15:04:05Z, found 'last week'; it is ignored",
            "docs/a.md:6:3: warning: expected 'last_update.date' to be a date such as 2024-01-02 or 2024-01-02T15:04:05Z, found a list; it is ignored",
        ])
        let misspelt = try frontMatter("---\nlastmode: 2020-01-01\n---\n")
        #expect(misspelt.warnings.map(\.description) == ["docs/a.md:2:1: warning: unknown front matter key 'lastmode'; did you mean 'lastmod'?"])
        // `date` is suggested for no key: `data` and `name` stay params.
        let params = try frontMatter("---\ndata: 1\nname: Ada\n---\n")
        #expect(params.warnings.isEmpty)
        #expect(params.params.keys == ["data", "name"])
    }

    // MARK: git log

    /// Two commits on the branch, then a merge with no files, then the
    /// first commit; a name starting with a space, one with a newline.
    static let log = Array(("\u{0}1704067300 bbb\u{0}\ndocs/b.md\u{0}docs/a.md\u{0}"
        + "\u{0}1704067250 aaa ccc\u{0}"
        + "\u{0}1704067200 \u{0}\ndocs/a.md\u{0} docs/space.md\u{0}docs/new\nline.md\u{0}docs/c.md\u{0}").utf8)

    @Test func gitLogIsReadNewestFirstInPiecesOfAnySize() {
        let expected: [String: Int64] = ["docs/b.md": 1_704_067_300, "docs/a.md": 1_704_067_300, " docs/space.md": 1_704_067_200,
                                         "docs/new\nline.md": 1_704_067_200, "docs/c.md": 1_704_067_200]
        #expect(GitDates.parse(Self.log).dates == expected)
        for size in [1, 2, 3, 7, 16] {
            var reader = LogReader(wanted: nil, isShallow: false)
            var start = 0
            while start < Self.log.count {
                _ = reader.read(Self.log[start..<min(start + size, Self.log.count)])
                start += size
            }
            #expect(reader.dates == expected, "pieces of \(size)")
        }
    }

    @Test func readingStopsOnceEveryWantedFileIsDated() {
        var reader = LogReader(wanted: ["docs/a.md", "docs/b.md"], isShallow: false)
        #expect(reader.read(Self.log) == false)
        #expect(reader.dates == ["docs/b.md": 1_704_067_300, "docs/a.md": 1_704_067_300])
    }

    @Test func inAShallowCloneTheCommitsWithoutParentsDateNothing() {
        let dates = GitDates.parse(Self.log, isShallow: true)
        #expect(dates.dates == ["docs/b.md": 1_704_067_300, "docs/a.md": 1_704_067_300])
        #expect(dates.beforeHistory == [" docs/space.md", "docs/new\nline.md", "docs/c.md"])
        #expect(dates.rebased(to: "docs").isBeforeHistory("c.md"))
        #expect(dates.rebased(to: "docs").date(of: "c.md") == nil)
    }
}

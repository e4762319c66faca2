import ArgumentParser
import Testing
@testable import theme_preview

/// The real command types parse the command line: the shared site folder
/// (`SiteOptions`) and each command's own options.
struct CommandParsingTests {
    /// Parses `arguments` as the tool does and returns the command as `T`.
    func parse<T: ParsableCommand>(_ arguments: [String], as _: T.Type) throws -> T {
        let command = try ThemePreviewCommand.parseAsRoot(arguments)
        return try #require(command as? T, "\(arguments) parsed as \(type(of: command)), expected \(T.self)")
    }

    /// Each command names itself: without a name, swift-argument-parser
    /// derives one with `String(describing:)`, whose dynamic casts scan
    /// every protocol conformance in the binary on every start-up
    /// (`--version` included).
    @Test func everyCommandNamesItself() {
        let commands = [ThemePreviewCommand.self] + ThemePreviewCommand.configuration.subcommands
        let names = commands.map { $0.configuration.commandName }
        #expect(names == ["theme-preview", "init", "build", "serve", "check", "compare", "export", "themes", "languages", "snapshot", "pdf"])
    }

    @Test func buildTakesTheSiteFolderAfterItsOptions() throws {
        let build = try parse(["build", "--output", "X", "dir"], as: Build.self)
        #expect(build.site.directory == "dir")
        #expect(build.output == "X")
        #expect(build.baseURL == nil)
        #expect(!build.quiet && !build.timings)
    }

    @Test func buildTakesTheSiteFolderBeforeItsOptions() throws {
        let build = try parse(["build", "docs-site", "-o", "out", "--base-url", "https://example.com/design/", "-q", "--timings"],
                              as: Build.self)
        #expect(build.site.directory == "docs-site")
        #expect(build.output == "out")
        #expect(build.baseURL == "https://example.com/design/")
        #expect(build.quiet && build.timings)
        #expect(build.site.path("_site") == "docs-site/_site")
    }

    @Test func serveTakesTheSiteFolderAndAPort() throws {
        let serve = try parse(["serve", "dir", "--port", "8123"], as: Serve.self)
        #expect(serve.options.site.directory == "dir")
        #expect(serve.options.port == 8123)
        #expect(serve.options.host == "127.0.0.1")
        #expect(!serve.options.open)
        let short = try parse(["serve", "-p", "0", "--host", "0.0.0.0", "--open"], as: Serve.self)
        #expect(short.options.site.directory == "site")
        #expect(short.options.port == 0)
        #expect(short.options.host == "0.0.0.0")
        #expect(short.options.open)
    }

    @Test func everyCommandReadsTheSiteFolderThroughTheSharedGroup() throws {
        #expect(try parse(["build"], as: Build.self).site.directory == "site")
        #expect(try parse(["serve"], as: Serve.self).options.site.directory == "site")
        #expect(try parse(["check"], as: Check.self).site.directory == "site")
        #expect(try parse(["themes"], as: Themes.self).site.directory == "site")
        #expect(try parse(["export", "--format", "css"], as: Export.self).site.directory == "site")
        #expect(try parse(["snapshot"], as: Snapshot.self).site.directory == "site")

        #expect(try parse(["check", "a", "--level", "aaa"], as: Check.self).site.directory == "a")
        #expect(try parse(["themes", "b"], as: Themes.self).site.directory == "b")
        #expect(try parse(["export", "--format", "dtcg", "c", "-o", "tokens"], as: Export.self).site.directory == "c")
        let snapshot = try parse(["snapshot", "d", "--output", "shots", "--quiet"], as: Snapshot.self)
        #expect(snapshot.site.directory == "d")
        #expect(snapshot.output == "shots")
        #expect(snapshot.site.path("_snapshots") == "d/_snapshots")
    }

    @Test("an empty SITE_DIR is a usage error that says so",
          arguments: [["build", ""], ["serve", ""], ["check", ""], ["themes", ""], ["export", "", "--format", "css"],
                      ["snapshot", ""]])
    func emptySiteFolder(_ arguments: [String]) throws {
        do {
            _ = try ThemePreviewCommand.parseAsRoot(arguments)
            Issue.record("an empty SITE_DIR parsed")
        } catch {
            #expect(ThemePreviewCommand.exitCode(for: error) == .validationFailure)
            #expect(ThemePreviewCommand.message(for: error)
                == "SITE_DIR is empty; name the site folder (the one that holds docs/ and config.yaml), or leave it out for ./site")
        }
    }

    @Test func aSecondSiteFolderIsAUsageError() throws {
        do {
            _ = try ThemePreviewCommand.parseAsRoot(["build", "one", "two"])
            Issue.record("two site folders parsed")
        } catch {
            #expect(ThemePreviewCommand.exitCode(for: error) == .validationFailure)
            #expect(ThemePreviewCommand.message(for: error) == "Unexpected argument 'two'")
        }
    }

    @Test func serveRejectsAPortOutOfRange() throws {
        do {
            _ = try ThemePreviewCommand.parseAsRoot(["serve", "dir", "--port", "70000"])
            Issue.record("port 70000 parsed")
        } catch {
            #expect(ThemePreviewCommand.message(for: error) == "--port must be a number from 0 to 65535, found 70000")
        }
    }

    @Test func theRootCommandAndSnapshotAreAsync() {
        #expect((ThemePreviewCommand.self as Any.Type) is any AsyncParsableCommand.Type)
        #expect((Snapshot.self as Any.Type) is any AsyncParsableCommand.Type)
    }
}

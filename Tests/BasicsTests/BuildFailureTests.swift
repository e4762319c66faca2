import Basics
import PreviewRenderer
import Testing

/// The line every failed command ends with.
struct BuildFailureTests {
    let error = Diagnostic(file: "site/docs/a.md", line: 3, column: 1, message: "invalid YAML in front matter")
    let warning = Diagnostic.warning(file: "site/docs/b.md", "unused front matter key 'tilte'")

    @Test func oneErrorIsSingular() {
        let failure = BuildFailure([error])
        #expect(failure.errorCount == 1)
        #expect(failure.summary(of: "build", outcome: "nothing was written") == "build failed with 1 error; nothing was written")
        #expect(failure.summary(of: "themes") == "themes failed with 1 error")
    }

    @Test func warningsAreNotCounted() {
        let failure = BuildFailure([warning, error, warning, error])
        #expect(failure.errorCount == 2)
        #expect(failure.summary(of: "build", outcome: "still serving the last good site")
            == "build failed with 2 errors; still serving the last good site")
        #expect(failure.summary(of: "check") == "check failed with 2 errors")
    }
}

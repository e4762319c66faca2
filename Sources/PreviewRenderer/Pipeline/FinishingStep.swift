import Basics

/// A last step of a build, run on the complete staging folder before it is
/// moved into place: what needs every page written first, and another
/// program to make it (the docs' PDF, printed from the print page with
/// Chromium). Its warnings are the build's: with `--strict` they fail it
/// and the last output stays as it was.
public struct FinishingStep: Sendable {
    /// Adds its files under `staging` (the build's output, complete) for
    /// `site`; what it could not do, as warnings. It runs on the build's
    /// thread and may block it.
    public let run: @Sendable (_ staging: String, _ site: ResolvedSite) -> [Diagnostic]

    public init(_ run: @escaping @Sendable (_ staging: String, _ site: ResolvedSite) -> [Diagnostic]) {
        self.run = run
    }
}

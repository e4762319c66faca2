/// Every fuzz target, once: `Fuzz/Package.swift` builds one libFuzzer
/// executable per case (in `Fuzz/Sources/<name>/`), `scripts/fuzz` runs
/// them, and the test suite replays each one's committed corpus
/// (`Fuzz/Corpus/<name>/`) through the same checks. A new input reader
/// adds a case here, its checks in a file of its own, an executable and a
/// seed corpus; `FuzzTargetListTests` fails until all four are there.
public enum FuzzTarget: String, Sendable, CaseIterable {
    case themeFile = "fuzz-theme-file"
    case dtcg = "fuzz-dtcg"
    case frontMatter = "fuzz-front-matter"
    case config = "fuzz-config"
    case markdown = "fuzz-markdown"
    case site = "fuzz-site"
    case highlight = "fuzz-highlight"
    case tokensStudio = "fuzz-tokens-studio"

    /// The executable's and the corpus folder's name.
    public var name: String { rawValue }
}

/// Runs one target's checks on inputs, keeping what the target reuses
/// between inputs (the site target's built sites). Not shared between
/// threads: one runner per fuzzer process or test.
public struct FuzzRunner {
    public let target: FuzzTarget
    private var site = SiteFuzzing()

    public init(_ target: FuzzTarget) { self.target = target }

    /// Runs the target on one input; throws when an invariant breaks.
    public mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) {
        switch target {
        case .themeFile: try ThemeFileFuzzing.run(bytes)
        case .dtcg: try DTCGFuzzing.run(bytes)
        case .frontMatter: try FrontMatterFuzzing.run(bytes)
        case .config: try ConfigFuzzing.run(bytes)
        case .markdown: try MarkdownFuzzing.run(bytes)
        case .site: try site.run(bytes)
        case .highlight: try HighlightFuzzing.run(bytes)
        case .tokensStudio: try TokensStudioFuzzing.run(bytes)
        }
    }

    /// `run` for libFuzzer's `LLVMFuzzerTestOneInput`: traps on a broken
    /// invariant so libFuzzer keeps the input (the harness's only trap; the
    /// tool itself never traps on input).
    public mutating func runTrapping(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        do throws(FuzzFailure) {
            try run(UnsafeBufferPointer(start: data, count: size))
        } catch {
            fatalError(error.message)
        }
        return 0
    }
}

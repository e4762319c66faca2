// swift-tools-version:5.4
// (5.4 on purpose: from 5.5 on SwiftPM renames an executable's `main` to
// `<module>_main` and links `main` to it, and these executables have no
// `main` of their own: libFuzzer's is theirs.)
// libFuzzer targets for theme-preview's input readers. Not part of the main
// package: build and run them with `scripts/fuzz` (it passes
// `-sanitize=fuzzer`, which the main build and CI never see).
import PackageDescription

/// One executable per fuzz target; each defines `LLVMFuzzerTestOneInput`
/// and gets its `main` from libFuzzer.
let fuzzers = ["fuzz-theme-file", "fuzz-dtcg", "fuzz-front-matter", "fuzz-config", "fuzz-markdown", "fuzz-site", "fuzz-highlight", "fuzz-tokens-studio"]

/// The checks of every target (`FuzzTarget`), in the main package so the
/// test suite replays the corpus through the same code.
let targets: Target.Dependency = .product(name: "FuzzTargets", package: "theme-preview")

let package = Package(
    name: "theme-preview-fuzz",
    dependencies: [
        // Named, so the product reference below holds whatever the clone's
        // folder is called (a path dependency's identity is its folder name).
        .package(name: "theme-preview", path: ".."),
    ],
    targets: fuzzers.map { name in
        .executableTarget(
            name: name, dependencies: [targets], path: "Sources/\(name)",
            // libFuzzer's runtime and `main`, for these executables only: the
            // coverage instrumentation comes from scripts/fuzz's -Xswiftc
            // flags, which also reach the main package's build-time tool
            // (embed-resources), whose own `main` libFuzzer's would clash with.
            // -parse-as-library: the one file defines a function, not a
            // script's top-level code (which would bring its own `main`).
            swiftSettings: [.unsafeFlags(["-parse-as-library"])],
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])]
        )
    }
)

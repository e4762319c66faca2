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
let fuzzers = ["fuzz-theme-file", "fuzz-dtcg", "fuzz-front-matter", "fuzz-config", "fuzz-markdown", "fuzz-site", "fuzz-highlight"]

let renderer: Target.Dependency = .product(name: "PreviewRenderer", package: "theme-preview")
let parts: [Target.Dependency] = ["Basics", "DTCG", "Markdown"].map { .product(name: $0, package: "theme-preview") }
let highlighter: Target.Dependency = .product(name: "Highlighter", package: "theme-preview")

let package = Package(
    name: "theme-preview-fuzz",
    dependencies: [
        // Named, so the product reference below holds whatever the clone's
        // folder is called (a path dependency's identity is its folder name).
        .package(name: "theme-preview", path: ".."),
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: [renderer] + parts),
    ] + fuzzers.map { name in
        .executableTarget(
            name: name, dependencies: ["FuzzSupport", renderer, highlighter] + parts, path: "Sources/\(name)",
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

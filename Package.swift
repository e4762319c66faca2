// swift-tools-version: 6.0
import PackageDescription

/// The pkg-config name of a C library, on macOS only: there Homebrew's
/// `cmark`, `gumbo-parser` and `pcre2` are found through pkg-config (its
/// prefix is not on the compiler's search paths). On Linux the libraries
/// are linked statically (see Markdown and Highlighter below), and
/// pkg-config's `-lcmark` would add the shared ones back. The manifest runs
/// on the machine that builds, so this is the build machine's system.
/// Nothing here can test macOS: every Linux-only setting sits behind
/// `.when(platforms: [.linux])` or this function.
func pkgConfig(_ name: String) -> String? {
    #if os(macOS)
    name
    #else
    nil
    #endif
}

let package = Package(
    name: "theme-preview",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "theme-preview", targets: ["theme-preview"]),
        // What `theme-preview serve` runs (see Sources/theme-preview/Serve.swift).
        .executable(name: "theme-preview-serve", targets: ["theme-preview-serve"]),
        // For the fuzzers in Fuzz/ (a separate package that depends on this one by path).
        .library(name: "Basics", targets: ["Basics"]),
        .library(name: "DTCG", targets: ["DTCG"]),
        .library(name: "Markdown", targets: ["Markdown"]),
        .library(name: "Theming", targets: ["Theming"]),
        .library(name: "PreviewRenderer", targets: ["PreviewRenderer"]),
        .library(name: "Highlighter", targets: ["Highlighter"]),
        .library(name: "FuzzTargets", targets: ["FuzzTargets"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // libcmark (Debian's libcmark-dev), the one Markdown parser. Its
        // module map links nothing: PreviewRenderer links the static
        // library (see there).
        .systemLibrary(
            name: "Ccmark",
            pkgConfig: pkgConfig("libcmark"),
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // An HTML5 parser (Debian's libgumbo-dev), for the raw HTML in docs.
        .systemLibrary(
            name: "Cgumbo",
            pkgConfig: pkgConfig("gumbo"),
            providers: [.apt(["libgumbo-dev"]), .brew(["gumbo-parser"])]
        ),
        // PCRE2 (Debian's libpcre2-dev): the regex engine GtkSourceView's
        // language definitions are written for. Linked statically by
        // Highlighter.
        .systemLibrary(
            name: "Cpcre2",
            pkgConfig: pkgConfig("libpcre2-8"),
            providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
        ),
        // libdeflate (Debian's libdeflate-dev): zlib streams for the search
        // index's text chunks, which pages inflate with DecompressionStream;
        // at the same level, in about half zlib's time and a little smaller.
        // Linked statically by Search on Linux.
        .systemLibrary(
            name: "Clibdeflate",
            pkgConfig: pkgConfig("libdeflate"),
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        .target(name: "ThemeTokens"),
        // A theme's CSS: the variables, the stylesheets pages swap. Compiled
        // into the theme lab's WebAssembly engine too, so it depends on
        // nothing but ThemeTokens.
        .target(name: "ThemeCSS", dependencies: ["ThemeTokens"]),
        // What every part below shares: diagnostics, the file system seam,
        // escaping and byte helpers, and the two-core work splitting.
        .target(name: "Basics"),
        // Design Tokens Community Group files: the JSON reader, groups,
        // aliases, extensions and resolver documents, with located problems.
        .target(name: "DTCG", dependencies: ["Basics", "ThemeTokens"]),
        // Tokens Studio's format (one file or a folder of sets, `$themes`,
        // `$metadata`): references, math and color modifiers, read into the
        // DTCG module's DesignSystem with its axes and combinations.
        .target(name: "TokensStudio", dependencies: ["Basics", "DTCG", "ThemeTokens"]),
        // Themes from token files (built in, theme files, DTCG resolver
        // documents) and the contrast report; ThemeCSS is re-exported.
        .target(name: "Theming", dependencies: ["Basics", "DTCG", "ThemeCSS", "ThemeTokens", "TokensStudio"]),
        // `theme-preview export`: CSS custom properties, DTCG JSON, Swift.
        .target(name: "TokenExport", dependencies: ["Basics", "DTCG", "Theming", "ThemeTokens"]),
        // The client-side search index: terms, shards and chunks of text.
        .target(
            name: "Search",
            dependencies: ["Basics", "Clibdeflate", "Markdown", "Theming", "ThemeTokens"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "-l:libdeflate.a"], .when(platforms: [.linux]))]
        ),
        // `theme-preview compare`: what changed between two sites' tokens
        // (a design system's in its own names), contrast and components,
        // and the review page that shows it.
        .target(name: "Comparison", dependencies: ["Basics", "DTCG", "Theming", "ThemeTokens", "Cgumbo"]),
        // Docs: cmark with GitHub's extensions, raw HTML through gumbo,
        // front matter (YAML, TOML), headings, links and code blocks.
        .target(
            name: "Markdown",
            dependencies: [
                "Basics",
                "Highlighter",
                "Ccmark",
                "Cgumbo",
                .product(name: "Yams", package: "Yams"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            // cmark and gumbo linked statically (both -dev packages ship the
            // .a): two fewer shared libraries to load and bind on every
            // command, `--version` included.
            linkerSettings: [.unsafeFlags(["-Xlinker", "-l:libcmark.a", "-Xlinker", "-l:libgumbo.a"], .when(platforms: [.linux]))]
        ),
        // Build-time syntax highlighting with GtkSourceView 5's language
        // definitions (Debian's libgtksourceview-5-common, read at run time).
        .target(
            name: "Highlighter",
            dependencies: ["Basics", "Cpcre2"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "-l:libpcre2-8.a"], .when(platforms: [.linux]))]
        ),
        .target(
            name: "PreviewRenderer",
            dependencies: [
                "Basics",
                "Comparison",
                "DTCG",
                "Markdown",
                "Search",
                "Theming",
                "TokenExport",
                "ThemeTokens",
                "Highlighter",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            plugins: ["EmbedTemplates", "EmbedThemeEngine"]
        ),
        // `theme-preview serve`: HTTP, live reload and file watching, kept out
        // of PreviewRenderer so the pipeline has no server dependency.
        .target(
            name: "PreviewServer",
            dependencies: [
                "Basics",
                "DTCG",
                "PreviewRenderer",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        // The site as it was at git revisions, read without a checkout:
        // `compare --base` and versioned builds (`build --versions`).
        .target(
            name: "Revisions",
            dependencies: ["Basics", "PreviewRenderer", "ThemeTokens", "Theming"]
        ),
        // What both programs parse: the site folder, serve's options, the version.
        .target(
            name: "CommandLineSupport",
            dependencies: [
                "Basics",
                "Markdown",
                "Theming",
                "PreviewRenderer",
                "Highlighter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `compare`'s review site and `snapshot`'s pictures: headless Chromium
        // (a process per picture, or one driven over its DevTools pipe), pixel
        // diffs computed in Chromium, the picture viewer and the contact sheet.
        .target(
            name: "VisualReview",
            dependencies: ["Basics", "Comparison", "PreviewRenderer", "Revisions", "ThemeTokens"]
        ),
        // The fuzz targets' checks: Fuzz/'s libFuzzer executables run them,
        // and FuzzTargetsTests replays every committed corpus through them.
        .target(
            name: "FuzzTargets",
            dependencies: ["Basics", "DTCG", "Highlighter", "Markdown", "PreviewRenderer", "TokensStudio"]
        ),
        // The CLI. It does not link the server: FoundationNetworking, curl and
        // TLS would load on every command. `serve` runs theme-preview-serve.
        .executableTarget(
            name: "theme-preview",
            dependencies: ["Basics", "CommandLineSupport", "Comparison", "Highlighter", "Markdown", "PreviewRenderer",
                           "Revisions", "ThemeTokens", "Theming", "TokenExport", "VisualReview",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            // mimalloc (Debian's libmimalloc-dev) replaces malloc in the whole
            // process: cmark allocates a node for every piece of every doc.
            linkerSettings: [.linkedLibrary("mimalloc", .when(platforms: [.linux]))]
        ),
        .executableTarget(
            name: "theme-preview-serve",
            dependencies: ["Basics", "CommandLineSupport", "PreviewRenderer", "PreviewServer",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            linkerSettings: [.linkedLibrary("mimalloc", .when(platforms: [.linux]))]
        ),
        // Build-time tool: turns Templates/ into Swift source so the installed
        // binary needs no resource bundle and no source tree.
        .executableTarget(name: "embed-resources"),
        .plugin(
            name: "EmbedTemplates",
            capability: .buildTool(),
            dependencies: ["embed-resources"]
        ),
        // Build-time tool: compiles ThemeTokens, ThemeCSS and ThemeEngine/ to
        // WebAssembly with the toolchain's swiftc and wasm-ld, for the theme
        // lab's `assets/theme-engine.js`.
        .executableTarget(name: "build-theme-engine"),
        .plugin(
            name: "EmbedThemeEngine",
            capability: .buildTool(),
            dependencies: ["build-theme-engine"]
        ),
        .testTarget(name: "ThemeTokensTests", dependencies: ["ThemeTokens"]),
        .testTarget(name: "HighlighterTests", dependencies: ["Highlighter"]),
        .testTarget(name: "TokensStudioTests", dependencies: ["Basics", "DTCG", "ThemeTokens", "TokensStudio"]),
        .testTarget(name: "ThemingTests", dependencies: ["Basics", "DTCG", "PreviewRenderer", "ThemeTokens", "Theming", "TokensStudio"]),
        .testTarget(
            name: "CLITests",
            dependencies: ["theme-preview", "CommandLineSupport", "TestSupport", "Basics", "Markdown", "Theming", "TokenExport", "PreviewRenderer", "ThemeTokens",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            resources: [.copy("Fixtures")]
        ),
        // One test target per module, in Tests/<Module>Tests/. Many build a
        // site through PreviewRenderer to see their module's work in a page.
        .testTarget(name: "BasicsTests", dependencies: ["Basics", "Markdown", "PreviewRenderer", "TestSupport"]),
        .testTarget(name: "DTCGTests", dependencies: ["Basics", "DTCG", "PreviewRenderer", "ThemeTokens"]),
        .testTarget(
            name: "MarkdownTests",
            dependencies: ["Basics", "Ccmark", "Highlighter", "Markdown", "PreviewRenderer", "ThemeCSS", "ThemeTokens", "Theming"]
        ),
        .testTarget(name: "SearchTests", dependencies: ["Basics", "Markdown", "PreviewRenderer", "Search"]),
        .testTarget(name: "ThemeCSSTests", dependencies: ["PreviewRenderer", "TestSupport", "ThemeCSS", "ThemeTokens", "Theming"]),
        .testTarget(
            name: "TokenExportTests",
            dependencies: ["Basics", "DTCG", "PreviewRenderer", "TestSupport", "ThemeCSS", "ThemeTokens", "Theming", "TokenExport"]
        ),
        .testTarget(name: "ComparisonTests", dependencies: ["Basics", "Comparison", "PreviewRenderer", "ThemeTokens", "Theming"]),
        .testTarget(
            name: "PreviewRendererTests",
            dependencies: ["Basics", "DTCG", "Markdown", "PreviewRenderer", "Search", "TestSupport", "ThemeCSS", "ThemeTokens", "Theming", "TokenExport",
                           .product(name: "Mustache", package: "swift-mustache")]
        ),
        // The repository itself: the module graph Package.swift declares, the
        // manifest's platforms, the docs' order and the sizes they state.
        .testTarget(name: "RepositoryTests", dependencies: ["PreviewRenderer"]),
        // What tests in several targets share: temporary folders, fixtures.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"]),
        .testTarget(name: "VisualReviewTests", dependencies: ["Basics", "PreviewRenderer", "TestSupport", "VisualReview"]),
        .testTarget(
            name: "PreviewServerTests",
            dependencies: ["PreviewServer", "Basics", "Markdown", "Search", "Theming", "PreviewRenderer", "theme-preview", "theme-preview-serve"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

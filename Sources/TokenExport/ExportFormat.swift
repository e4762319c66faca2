import Basics
import DTCG
import ThemeTokens
import Theming

/// What an export is asked for besides the tokens: `theme-preview
/// export`'s options.
public struct ExportSettings: Sendable {
    /// Who wrote the files (`theme-preview 0.1.0`), for their headers.
    public var generator: String
    /// Whether the export goes to `--output` (for `dtcg`, a folder of
    /// files) rather than to standard output (one document).
    public var toOutput: Bool
    /// `--light-dark`, with `css`.
    public var lightDark: Bool
    /// `--package`, with `compose`.
    public var kotlinPackage: String

    public init(generator: String, toOutput: Bool = false, lightDark: Bool = false,
                kotlinPackage: String = ComposeExport.defaultPackage) {
        self.generator = generator
        self.toOutput = toOutput
        self.lightDark = lightDark
        self.kotlinPackage = kotlinPackage
    }
}

/// What an export writes: each file's path under `--output` (`""` for the
/// one file of a single-file format), and what it could not write.
public struct ExportResult: Sendable {
    public var files: [(path: String, text: String)]
    /// Located warnings (`export` prints them; `--strict` makes them errors).
    public var warnings: [Diagnostic]

    public init(files: [(path: String, text: String)], warnings: [Diagnostic] = []) {
        self.files = files
        self.warnings = warnings
    }
}

/// One format of `theme-preview export`, named once here: how it writes
/// the built-in (VaultMail-shaped) themes of a registry, and how it writes
/// a team's own design system with the system's names.
public struct ExportFormat: Sendable {
    /// As `--format` spells it.
    public let name: String
    /// Writes several files, so it needs `--output DIR`.
    public let needsFolder: Bool
    /// With `--output`, writes a folder of files (every format that
    /// `needsFolder`, and `dtcg`, which prints one document otherwise).
    public let outputIsFolder: Bool
    /// Whether it can write a color in its own color space (display-p3,
    /// oklch...), not only as the sRGB value shown.
    public let keeps: @Sendable (OriginalColor) -> Bool
    private let themes: @Sendable (ThemeRegistry, ExportSettings) -> [(path: String, text: String)]
    private let system: @Sendable (SystemExport, ExportSettings) -> ExportResult

    /// The files of every theme of `registry`.
    public func files(registry: ThemeRegistry, settings: ExportSettings) -> [(path: String, text: String)] {
        themes(registry, settings)
    }

    /// The files of `system`: every token of every combination.
    public func files(system: SystemExport, settings: ExportSettings) -> ExportResult {
        self.system(system, settings)
    }

    /// Every format, in the order help lists them.
    public static let all: [ExportFormat] = [css, dtcg, swift, xcassets, android, compose, scss, ts]

    /// The formats that write a folder with `--output`, in help's order.
    public static var folderFormats: [ExportFormat] { all.filter(\.outputIsFolder) }

    /// The format `--format name` names.
    public static func named(_ name: String) -> ExportFormat? {
        all.first { $0.name == name }
    }

    static let css = ExportFormat(name: "css", needsFolder: false, outputIsFolder: false,
                                    keeps: { _ in true }, themes: { registry, settings in
        [("", settings.lightDark ? LightDarkCSSExport.render(registry: registry, generator: settings.generator)
                                 : CSSExport.render(registry: registry, generator: settings.generator))]
    }, system: { system, settings in
        let css = SystemCSSExport.render(system, generator: settings.generator)
        return ExportResult(files: [("", css.text)], warnings: css.warnings)
    })

    static let dtcg = ExportFormat(name: "dtcg", needsFolder: false, outputIsFolder: true,
                                    keeps: { _ in true }, themes: { registry, settings in
        settings.toOutput ? DTCGExport.files(registry: registry, generator: settings.generator)
                          : [("", DTCGExport.bundle(registry: registry, generator: settings.generator))]
    }, system: { system, settings in
        ExportResult(files: settings.toOutput ? SystemDTCGExport.files(system, generator: settings.generator)
                                              : [("", SystemDTCGExport.bundle(system, generator: settings.generator))])
    })

    static let swift = ExportFormat(name: "swift", needsFolder: false, outputIsFolder: false,
                                    keeps: { $0.space == .displayP3 }, themes: { registry, settings in
        [("", SwiftExport.render(registry: registry, generator: settings.generator))]
    }, system: { system, settings in
        let swift = SystemSwiftExport.render(system, generator: settings.generator)
        return ExportResult(files: [("", swift.text)], warnings: swift.warnings)
    })

    static let xcassets = ExportFormat(name: "xcassets", needsFolder: true, outputIsFolder: true,
                                    keeps: { $0.space == .displayP3 }, themes: { registry, settings in
        AssetCatalogExport.files(registry: registry, generator: settings.generator)
    }, system: { system, settings in
        SystemAssetCatalogExport.files(system, generator: settings.generator)
    })

    static let android = ExportFormat(name: "android", needsFolder: true, outputIsFolder: true,
                                    keeps: { _ in false }, themes: { registry, settings in
        AndroidExport.files(registry: registry, generator: settings.generator)
    }, system: { system, settings in
        SystemAndroidExport.files(system, generator: settings.generator)
    })

    static let compose = ExportFormat(name: "compose", needsFolder: false, outputIsFolder: false,
                                    keeps: { ComposeExport.colorSpace($0) != nil }, themes: { registry, settings in
        [("", ComposeExport.render(registry: registry, generator: settings.generator, package: settings.kotlinPackage))]
    }, system: { system, settings in
        let kotlin = SystemComposeExport.render(system, generator: settings.generator, package: settings.kotlinPackage)
        return ExportResult(files: [("", kotlin.text)], warnings: kotlin.warnings)
    })

    static let scss = ExportFormat(name: "scss", needsFolder: false, outputIsFolder: false,
                                    keeps: { _ in true }, themes: { registry, settings in
        [("", SCSSExport.render(registry: registry, generator: settings.generator))]
    }, system: { system, settings in
        let scss = SystemSCSSExport.render(system, generator: settings.generator)
        return ExportResult(files: [("", scss.text)], warnings: scss.warnings)
    })

    static let ts = ExportFormat(name: "ts", needsFolder: true, outputIsFolder: true,
                                    keeps: { _ in true }, themes: { registry, settings in
        TypeScriptExport.files(registry: registry, generator: settings.generator)
    }, system: { system, settings in
        SystemTypeScriptExport.files(system, generator: settings.generator)
    })
}

import Foundation
import Testing

/// The package builds beyond Linux: every Linux-only setting in
/// Package.swift (GNU ld's `-l:lib.a`, mimalloc) sits behind
/// `.when(platforms: [.linux])`, and every C library has a pkg-config name
/// and a Homebrew package for macOS. Nothing here can build on macOS; this
/// keeps the manifest honest about what it asks of one.
struct PackagePlatformsTests {
    static var manifest: String {
        get throws { try String(contentsOf: ModuleBordersTests.root.appendingPathComponent("Package.swift"), encoding: .utf8) }
    }

    @Test func everyLinkerSettingIsLinuxOnly() throws {
        let lines = try Self.manifest.split(separator: "\n").filter { $0.contains(".unsafeFlags(") || $0.contains(".linkedLibrary(") }
        #expect(lines.count == 5, "\(lines)")
        for line in lines {
            #expect(line.contains(".when(platforms: [.linux])"), "Linux-only without a condition: \(line)")
        }
    }

    @Test func everyCLibraryHasAPkgConfigNameAndAHomebrewPackage() throws {
        let manifest = try Self.manifest
        let libraries = manifest.components(separatedBy: ".systemLibrary(").dropFirst()
            .map { $0.components(separatedBy: "\n        ),")[0] }
        #expect(libraries.count == 4)
        for (library, expected) in zip(libraries, [("libcmark", "cmark"), ("gumbo", "gumbo-parser"), ("libpcre2-8", "pcre2"), ("libdeflate", "libdeflate")]) {
            #expect(library.contains(#"pkgConfig: pkgConfig("\#(expected.0)")"#), "\(library)")
            #expect(manifest.contains(#".brew(["\#(expected.1)"])"#))
        }
        // pkg-config only on macOS: on Linux it would add `-lcmark` and the shared libraries.
        #expect(manifest.contains("func pkgConfig(_ name: String) -> String? {\n    #if os(macOS)\n    name\n    #else\n    nil\n    #endif\n}"))
    }
}

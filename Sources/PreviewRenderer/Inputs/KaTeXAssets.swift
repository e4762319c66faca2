import Basics
import Foundation

/// KaTeX, which typesets the docs' math in the browser, as Debian's
/// `libjs-katex` and `fonts-katex` install it. A build reads it from there
/// (through the build's `FileSystem`, so a test can say it is missing) and
/// copies it into `assets/katex/` only when some doc has math; pages with
/// math link it relatively, so it works from `file://`. Without it, math
/// stays as its TeX source with one warning that says what to install.
public struct KaTeXAssets: Sendable, Equatable {
    /// Where `libjs-katex` puts KaTeX (`fonts/` is a link to `fonts-katex`'s).
    public static let directory = "/usr/share/javascript/katex"
    /// Where the files go in the output.
    public static let outputFolder = "assets/katex"
    /// The packages that hold it.
    public static let packages = "libjs-katex fonts-katex"

    public struct File: Sendable, Equatable {
        /// In the output.
        public var path: String
        /// The file copied, links resolved.
        public var source: String
    }

    /// The script, the stylesheet, its fonts (WOFF2, which every browser
    /// the site supports reads first) and the licence when it is there.
    public var files: [File]

    /// KaTeX in `directory`, or nil when its script, stylesheet or fonts
    /// are missing.
    public static func find(in fileSystem: any FileSystem, directory: String = directory) -> KaTeXAssets? {
        func present(_ name: String) -> String? {
            let path = joinPath(directory, name)
            guard fileSystem.kind(at: path) != nil else { return nil }
            let physical = fileSystem.physicalPath(path)
            return fileSystem.kind(at: physical) == .file ? physical : nil
        }
        guard let script = present("katex.min.js"), let stylesheet = present("katex.min.css") else { return nil }
        let fonts = fileSystem.physicalPath(joinPath(directory, "fonts"))
        guard fileSystem.kind(at: fonts) == .directory,
              let names = try? fileSystem.files(under: fonts) else { return nil }
        let woff2 = sortedPaths(names.filter { $0.hasSuffix(".woff2") && !$0.contains("/") })
        guard !woff2.isEmpty else { return nil }
        var files = [File(path: joinPath(outputFolder, "katex.min.js"), source: script),
                     File(path: joinPath(outputFolder, "katex.min.css"), source: stylesheet)]
        files += woff2.map { File(path: joinPath(outputFolder, "fonts", $0), source: joinPath(fonts, $0)) }
        // KaTeX is MIT-licensed: its notice goes with the copy.
        let licence = "/usr/share/doc/libjs-katex/copyright"
        if fileSystem.kind(at: licence) == .file {
            files.append(File(path: joinPath(outputFolder, "LICENSE"), source: licence))
        }
        return KaTeXAssets(files: files)
    }

    /// The version of KaTeX in `directory` (`0.16.4`), read from its script;
    /// nil when it is not there.
    public static func version(in fileSystem: any FileSystem, directory: String = directory) -> String? {
        guard let data = try? fileSystem.contents(of: joinPath(directory, "katex.min.js")) else { return nil }
        guard let found = data.range(of: Data("version:\"".utf8)) else { return nil }
        let rest = data[found.upperBound...].prefix(40)
        guard let end = rest.firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        let version = String(decoding: rest[..<end], as: UTF8.self)
        let allowed = Set("0123456789.-abcdefghijklmnopqrstuvwxyz")
        return !version.isEmpty && version.allSatisfy(allowed.contains) ? version : nil
    }

    /// The warning for a site with math and no KaTeX, at the first math.
    static func missingWarning(file: String, line: Int, column: Int, directory: String = directory) -> Diagnostic {
        Diagnostic.warning(file: file, line: line, column: column,
                           "math is left as TeX source: KaTeX was not found in \(directory); install it (`apt-get install \(packages)` on Debian or Ubuntu) and build again to typeset it")
    }
}

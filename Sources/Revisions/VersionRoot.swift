import Basics
import Foundation
import PreviewRenderer

extension VersionedBuild {
    /// Puts the newest version where readers find it: linked again as
    /// `latest/`, or moved up to the root (where no top-level file of it
    /// may take another version's folder). The files that come with it at
    /// the root: the 404 page, which a host serves for any missing path
    /// (with a base URL, which makes its links absolute).
    func arrangeNewest(_ versions: [PublishedVersion], staging: String) throws(BuildFailure) -> [OutputFile] {
        guard let newest = versions.last else { return [] }
        switch latest {
        case .folder:
            let folder = joinPath(staging, String(newest.folder.dropLast()))
            guard reuse(folder, into: joinPath(staging, "latest")) else {
                throw BuildFailure([Diagnostic(file: output, message: "\(newest.ref.ref): could not make latest/ from \(newest.folder)")])
            }
            // Its links are absolute only with a base URL: without one it
            // would lead nowhere from the root.
            guard options.baseURL != nil, let notFound = try? fileSystem.contents(of: joinPath(folder, "404.html")) else { return [] }
            return [OutputFile(path: "404.html", contents: notFound)]
        case .root:
            let aside = joinPath(staging, VersionedBuild.newestAside)
            let taken = Set(versions.dropLast().map { String($0.folder.dropLast()) })
            do {
                let entries = try FileManager.default.contentsOfDirectory(atPath: aside).sorted()
                let clashes = entries.filter(taken.contains)
                guard clashes.isEmpty else {
                    throw BuildFailure(clashes.map { name in
                        versions.first { $0.folder == name + "/" }.map {
                            $0.ref.error("version '\($0.ref.ref)': its folder '\(name)/' is also a folder of the newest version's site, published at the root; name the ref another way, or publish the newest in latest/ (versions: latest: folder)")
                        } ?? Diagnostic(file: output, message: "'\(name)' is both a version and a folder of the newest version's site")
                    })
                }
                for entry in entries where entry != OutputWriter.markerName {
                    try fileSystem.move(joinPath(aside, entry), to: joinPath(staging, entry))
                }
                try fileSystem.remove(aside)
            } catch let failure as BuildFailure {
                throw failure
            } catch {
                throw BuildFailure([Diagnostic(file: output, message: "\(newest.ref.ref): could not move the newest version to the root: \(error)")])
            }
            return []
        }
    }

    /// The root's own files: the list of what was built (for the next
    /// build's reuse), robots.txt naming every version's sitemap and, with
    /// the newest in `latest/`, a home page leading there and a sitemap
    /// index.
    func rootFiles(_ versions: [PublishedVersion], manifest: VersionManifest, staging: String) throws(BuildFailure) -> [OutputFile] {
        var files = [OutputFile(path: VersionManifest.fileName, contents: manifest.data)]
        let folders = versions.enumerated().map { publishedFolder($1, index: $0, count: versions.count) }
        if let base = options.baseURL {
            let sitemaps = folders.map { PercentEncoding.url(base) + PercentEncoding.path($0) + "sitemap.xml" }
            files.append(OutputFile(path: "robots.txt", text: "User-agent: *\nAllow: /\n" + sitemaps.map { "Sitemap: \($0)\n" }.joined()))
            if latest == .folder {
                var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                for sitemap in sitemaps { xml += "  <sitemap><loc>\(HTMLEscape.text(sitemap))</loc></sitemap>\n" }
                files.append(OutputFile(path: "sitemap.xml", text: xml + "</sitemapindex>\n"))
            }
        } else if latest == .folder {
            files.append(OutputFile(path: "robots.txt", text: "User-agent: *\nAllow: /\n"))
        }
        if latest == .folder, let newest = versions.last {
            files.append(OutputFile(path: "index.html", text: home(versions, newest: newest)))
        }
        return files
    }

    /// The root page with the newest in `latest/`: it leads there at once,
    /// and lists every version for a reader whose browser does not follow.
    func home(_ versions: [PublishedVersion], newest: PublishedVersion) -> String {
        let items = versions.reversed().map { version in
            "<li><a href=\"\(HTMLEscape.text(PercentEncoding.path(version.folder) + "index.html"))\">\(HTMLEscape.text(version.ref.ref))</a></li>"
        }.joined(separator: "\n")
        let canonical = options.baseURL.map { "<link rel=\"canonical\" href=\"\(HTMLEscape.text(PercentEncoding.url($0) + "latest/"))\">\n" } ?? ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="refresh" content="0; url=latest/index.html">
            \(canonical)<title>Documentation, latest version (\(HTMLEscape.text(newest.ref.ref)))</title>
            </head>
            <body>
            <main>
            <h1>Documentation</h1>
            <p>The latest version, \(HTMLEscape.text(newest.ref.ref)), is at <a href="latest/index.html">latest/</a>.</p>
            <h2>Every version</h2>
            <ul>
            \(items)
            </ul>
            </main>
            </body>
            </html>

            """
    }
}

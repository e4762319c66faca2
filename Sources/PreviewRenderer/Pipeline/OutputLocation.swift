import Basics
/// Where the output folder may be, relative to the site folder.
extension OutputWriter {
    /// What the build reads from a site folder. The output may not be (or be
    /// inside) any of them, or a later build would read its own output.
    public static let inputNames = InputFolder.allNames

    /// Refuses an output folder that is the site folder, holds it, or lies
    /// inside one of the parts of it the build reads. Any other folder inside
    /// the site folder (the default `_site`, `_preview`, ...) is never read.
    /// Paths are compared as the system resolves them (symbolic links,
    /// `..`), so a link or a roundabout path leads to the same answer.
    public func checkLocation(_ output: String, siteDirectory: String) throws(BuildFailure) {
        let out = fileSystem.physicalPath(output)
        let site = fileSystem.physicalPath(siteDirectory)
        func isInside(_ path: String, _ folder: String) -> Bool {
            folder == "/" || path == folder || path.hasPrefix(folder + "/")
        }
        if out == site {
            throw BuildFailure([Diagnostic(file: output, message: "refusing to write the site into the site folder itself: the output folder is replaced as a whole on every build; leave out --output to use \(joinPath(siteDirectory, "_site")), or choose a folder outside the site's inputs")])
        }
        if isInside(site, out) {
            throw BuildFailure([Diagnostic(file: output, message: "refusing to write the site here: this folder holds the site folder \(siteDirectory), and the output folder is replaced as a whole on every build; choose a folder beside or inside the site folder, such as \(joinPath(siteDirectory, "_site"))")])
        }
        let siteRoot = site == "/" ? "" : site
        for name in OutputWriter.inputNames where isInside(out, siteRoot + "/" + name) {
            throw BuildFailure([Diagnostic(file: output, message: "refusing to write the site inside the site's \(name)\(name.hasSuffix(".yaml") ? "" : "/"), which the build reads: the next build would read its own output; leave out --output to use \(joinPath(siteDirectory, "_site"))")])
        }
    }

    /// Refuses an output inside a docs folder kept outside the site folder
    /// (`docs:` in config.yaml, `--docs`): the next build would read it.
    public func checkLocation(_ output: String, docsDirectory: String) throws(BuildFailure) {
        let out = fileSystem.physicalPath(output)
        let docs = fileSystem.physicalPath(docsDirectory)
        if docs == "/" || out == docs || out.hasPrefix(docs + "/") || docs.hasPrefix(out + "/") {
            throw BuildFailure([Diagnostic(file: output, message: "refusing to write the site here: the docs are read from \(docsDirectory), and the output folder must be neither inside it nor hold it; choose another --output")])
        }
    }
}

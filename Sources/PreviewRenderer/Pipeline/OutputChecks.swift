import Basics

/// What a build checks once every output path is known, the same for
/// `build` and for `serve`'s updates: the site's warnings, the output's
/// (`ResolvedSite.checkOutput`: doc assets over pages, broken links), and
/// `strict`.
public enum OutputChecks {
    /// Every warning of `site` and its output; with `strict` (the options'
    /// or the config's), the build fails with them as errors. `memo`: the
    /// link check of the last update (`serve`) to take what has not
    /// changed from.
    static func run(_ site: ResolvedSite, generated: Set<String>, options: BuildOptions,
                    links memo: inout LinkChecker.Memo?) throws(BuildFailure) -> [Diagnostic] {
        let warnings = site.warnings + (try site.checkOutput(generated: generated, links: &memo))
        try failIfStrict(warnings, strict: options.strict || site.config.strict)
        return warnings
    }

    /// With `strict`, every warning as an error: the build fails with them.
    public static func failIfStrict(_ warnings: [Diagnostic], strict: Bool) throws(BuildFailure) {
        guard strict, !warnings.isEmpty else { return }
        throw BuildFailure(warnings.map { warning in
            var error = warning
            error.severity = .error
            return error
        })
    }
}

extension ResolvedSite {
    /// What can only be checked once every output path is known
    /// (`generated`: every file rendered): an error for each doc asset that
    /// would overwrite a generated page or a static file, a warning for
    /// each broken link (`LinkChecker`), and one for the files beside the
    /// docs that no doc links (`UnlinkedDocFiles`). `memo`: the link check of the last
    /// update (`serve`) to take what has not changed from.
    func checkOutput(generated: Set<String>, links memo: inout LinkChecker.Memo?) throws(BuildFailure) -> [Diagnostic] {
        var pageSources: [String: String] = [:]
        for doc in docs { pageSources[doc.outputPath] = doc.sourcePath }
        try OutputWriter.checkStaticFiles(staticFiles, generated: generated, siteDirectory: directory)
        try OutputWriter.checkDocAssets(docAssets, staticFiles: staticFiles, generated: generated,
                                        pageSources: pageSources, siteDirectory: directory, docsDirectory: docsDirectory)
        var outputs = generated
        for file in copiedFiles { outputs.insert(file.path) }
        let checked = LinkChecker(site: self, outputs: outputs).warnings(reusing: memo)
        memo = checked.memo
        return checked.warnings + (UnlinkedDocFiles.warning(self).map { [$0] } ?? [])
    }
}

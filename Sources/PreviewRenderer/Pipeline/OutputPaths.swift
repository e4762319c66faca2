import Basics
/// Where each published file under `docs/` is in the output. The link
/// checker resolves every link through `outputPath(ofSource:)`, so where
/// docs are written (`guide/setup.md` to `docs/guide/setup.html`, a
/// folder's `README.md` to its `index.html`) is decided once, by the docs
/// themselves (`Doc.outputPath`).
public struct OutputPaths: Sendable {
    private let docs: [Doc]
    /// Index in `docs` by source path (under `docs/`), and by output path.
    private let bySource: [String: Int]
    private let byOutput: [String: Int]
    private let assets: Set<String>

    public init(_ site: ResolvedSite) {
        docs = site.docs
        var bySource: [String: Int] = [:]
        var byOutput: [String: Int] = [:]
        bySource.reserveCapacity(site.docs.count)
        byOutput.reserveCapacity(site.docs.count)
        for (index, doc) in site.docs.enumerated() {
            bySource[doc.sourcePath] = index
            byOutput[doc.outputPath] = index
        }
        self.bySource = bySource
        self.byOutput = byOutput
        assets = Set(site.docAssets)
    }

    /// Where an asset under `docs/` (`guide/img/a.png`) is copied: beside
    /// the pages, at the same place under the output's `docs/`.
    public static func assetOutputPath(_ relative: String) -> String {
        joinPath(InputFolder.docs.rawValue, relative)
    }

    /// The output path of the published file at `path` under `docs/`: a
    /// doc's page or a copied asset; nil when the site has no such file
    /// (missing, not published, or a draft left out).
    public func outputPath(ofSource path: String) -> String? {
        if let index = bySource[path] { return docs[index].outputPath }
        return assets.contains(path) ? OutputPaths.assetOutputPath(path) : nil
    }

    /// The doc whose source is `path` (under `docs/`).
    func doc(source path: String) -> Doc? {
        bySource[path].map { docs[$0] }
    }

    /// The doc whose page is `path` in the output.
    func doc(output path: String) -> Doc? {
        byOutput[path].map { docs[$0] }
    }
}

import Basics
import PreviewRenderer

extension VersionedBuild {
    /// Each version's print page (`PrintFiles.page`) in the built output,
    /// in the order of `refs`, with the ref as its label: where
    /// `theme-preview pdf --versions` prints each version from.
    public func printPages() -> [(label: String, page: String)] {
        refs.enumerated().map { index, ref in
            let folder = latest == .root && index == refs.count - 1 ? "" : PublishedVersion.folder(for: ref.ref)
            return (ref.ref, joinPath(output, folder, PrintFiles.page))
        }
    }
}

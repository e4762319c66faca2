import Basics
import Foundation

/// Takes each file the moment it is rendered, so a build never holds its
/// whole output in memory (a thousand themes make 470 MB of pages):
/// a file the previous output holds byte for byte is only noted as
/// unchanged, and any other is written into the staging folder at once.
/// The staging folder is swapped in later as before (`OutputWriter`), and
/// removed when the build fails, so the previous output is never touched.
struct OutputSettler: Sendable {
    let fileSystem: any FileSystem
    /// Where the new output is written (`OutputWriter.Staging`).
    let staging: String
    /// The previous output, when there is one to compare with.
    let previous: String?

    /// `file` with its contents dropped once they are on disk or known to
    /// be there already. A file that cannot be written is returned as it
    /// is: the writer tries again and reports the error.
    func settle(_ file: OutputFile) -> OutputFile {
        // One settled already (made of pieces) is where it goes.
        guard file.settled == nil else { return file }
        // One that would land outside is left to the writer, which refuses it.
        guard OutputWriter.staysInside(file.path) else { return file }
        if let previous, fileSystem.isIdentical(joinPath(previous, file.path), contents: file.contents) {
            return OutputFile(path: file.path, settled: .unchanged)
        }
        guard (try? fileSystem.write(file.contents, to: joinPath(staging, file.path))) != nil else { return file }
        return OutputFile(path: file.path, settled: .written)
    }

    /// The file made of `pieces` in order, compared and written piece by
    /// piece as they come (they need not all exist at once).
    func settle<Pieces: Sequence<[UInt8]>>(path: String, pieces: Pieces) throws(BuildFailure) -> OutputFile {
        guard OutputWriter.staysInside(path) else {
            throw BuildFailure([Diagnostic(file: path, message: "refusing to write outside the output folder")])
        }
        do {
            let same = try fileSystem.write(pieces: pieces, to: joinPath(staging, path),
                                            unlessSameAs: previous.map { joinPath($0, path) })
            return OutputFile(path: path, settled: same ? .unchanged : .written)
        } catch let error as FileSystemError {
            throw BuildFailure([Diagnostic(file: error.path, message: error.reason)])
        } catch {
            throw BuildFailure([Diagnostic(file: joinPath(staging, path), message: "could not write the site: \(error)")])
        }
    }
}

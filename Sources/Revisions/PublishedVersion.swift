import Basics
import PreviewRenderer

/// One version of a versioned build: the ref as named, the folder it is
/// published in, and what git says the ref is.
struct PublishedVersion: Sendable {
    var ref: VersionRef
    /// From the output root, ending in `/` (`v1.0/`).
    var folder: String
    /// The commit and the whole repository's tree at the ref.
    var commit: String
    var tree: String

    /// The folder a ref is published in: the ref with every character but
    /// letters, digits, `.`, `_` and `-` made `-` (`release/2.x` is
    /// `release-2.x/`).
    static func folder(for ref: String) -> String {
        String(String.UnicodeScalarView(ref.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
                ? scalar : "-"
        })) + "/"
    }
}

extension VersionedBuild {
    /// Each ref checked and looked up with one `git cat-file`: every ref
    /// that is not there, or has no site folder, or whose folder is taken,
    /// is an error at the place it was named, all reported together.
    func resolve(_ refs: [VersionRef], in place: RepositoryPlace) throws(BuildFailure) -> [PublishedVersion] {
        var problems: [Diagnostic] = []
        var folders: [String: String] = [:]
        for ref in refs {
            if ref.ref.hasPrefix("-") {
                problems.append(ref.error("version '\(ref.ref)': a git ref cannot start with '-'"))
                continue
            }
            let folder = PublishedVersion.folder(for: ref.ref)
            if folder == "./" || folder == "../" || (latest == .folder && folder == "latest/") {
                problems.append(ref.error("version '\(ref.ref)': its folder would be '\(folder)', which the build keeps for \(folder == "latest/" ? "the newest version" : "itself"); name the ref another way (a tag or commit)"))
            } else if let other = folders[folder] {
                problems.append(ref.error("version '\(ref.ref)': its folder '\(folder)' is the same as version '\(other)''s; list each ref once"))
            } else {
                folders[folder] = ref.ref
            }
        }
        guard problems.isEmpty else { throw BuildFailure(problems) }
        let sitePath = place.site == "." ? "" : place.site
        let names = refs.flatMap { ["\($0.ref)^{commit}", "\($0.ref)^{tree}", "\($0.ref)^{commit}:\(sitePath)"] }
        let objects = try Git.objects(names, repository: place.top, naming: "versions")
        var versions: [PublishedVersion] = []
        for (index, ref) in refs.enumerated() {
            guard let commit = objects[3 * index], let tree = objects[3 * index + 1] else {
                problems.append(ref.error("version '\(ref.ref)': there is no such branch, tag or commit in the git repository at \(place.top)"))
                continue
            }
            guard let site = objects[3 * index + 2], site.type == "tree" else {
                problems.append(ref.error("version '\(ref.ref)': there is no site folder '\(place.site)' at this ref (commit \(commit.id.prefix(12)))"))
                continue
            }
            versions.append(PublishedVersion(ref: ref, folder: PublishedVersion.folder(for: ref.ref), commit: commit.id, tree: tree.id))
        }
        guard problems.isEmpty else { throw BuildFailure(problems) }
        return versions
    }
}

import ThemeTokens

/// Where pages live in the output, and relative links between them.
enum PagePaths {
    /// `themes/<id>/<light|dark>.html`
    static func pinned(_ id: ThemeID, _ scheme: ColorScheme) -> String {
        "themes/\(id.rawValue)/\(scheme.rawValue).html"
    }

    /// The shortest relative link from the page at `from` to the page at `to`
    /// (both relative to the output root). Folders are compared byte by
    /// byte, as the file system names them.
    static func relative(from: String, to: String) -> String {
        var from = from, to = to
        return from.withUTF8 { from in
            to.withUTF8 { to in
                guard isPlain(from), isPlain(to) else { return splitRelative(from: from, to: to) }
                let slash = UInt8(ascii: "/")
                var fromStart = 0, toStart = 0
                // Skip the folders both paths start with.
                while let fromSlash = from[fromStart...].firstIndex(of: slash),
                      let toSlash = to[toStart...].firstIndex(of: slash),
                      fromSlash - fromStart == toSlash - toStart,
                      from[fromStart..<fromSlash].elementsEqual(to[toStart..<toSlash]) {
                    fromStart = fromSlash + 1
                    toStart = toSlash + 1
                }
                let ups = from[fromStart...].reduce(0) { $1 == slash ? $0 + 1 : $0 }
                var link = [UInt8]()
                link.reserveCapacity(3 * ups + to.count - toStart)
                for _ in 0..<ups { link.append(contentsOf: [UInt8(ascii: "."), UInt8(ascii: "."), slash]) }
                link.append(contentsOf: to[toStart...])
                return String(decoding: link, as: UTF8.self)
            }
        }
    }

    /// A path with no empty part: not empty, no leading or trailing `/`, no `//`.
    private static func isPlain(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = path.first, let last = path.last, first != UInt8(ascii: "/"), last != UInt8(ascii: "/") else {
            return false
        }
        return !zip(path, path.dropFirst()).contains { $0 == UInt8(ascii: "/") && $1 == UInt8(ascii: "/") }
    }

    /// `relative(from:to:)` for paths with empty parts, which are skipped.
    private static func splitRelative(from: UnsafeBufferPointer<UInt8>, to: UnsafeBufferPointer<UInt8>) -> String {
        let fromFolders = from.split(separator: UInt8(ascii: "/")).dropLast()
        let toParts = to.split(separator: UInt8(ascii: "/"))
        var shared = 0
        while shared < fromFolders.count, shared < toParts.count - 1,
              fromFolders[fromFolders.startIndex + shared].elementsEqual(toParts[shared]) {
            shared += 1
        }
        let ups = String(repeating: "../", count: fromFolders.count - shared)
        return ups + toParts[shared...].map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
    }

    /// `../` for every folder `path` sits in, so links stay relative and the
    /// site works from `file://` and under any sub-path.
    static func root(of path: String) -> String {
        // Folders are counted by their bytes, as `relative` compares them:
        // a `/` followed by a combining mark is one Character, yet on disk
        // it still ends a folder's name.
        var components = 0
        var inComponent = false
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                inComponent = false
            } else if !inComponent {
                inComponent = true
                components += 1
            }
        }
        return String(repeating: "../", count: max(0, components - 1))
    }
}


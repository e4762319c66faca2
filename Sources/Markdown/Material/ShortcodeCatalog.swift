import Basics
import Foundation

/// The icon sets and the emoji index that Material for MkDocs uses, read
/// from a folder on this machine (`scripts/setup` fills it from the
/// `mkdocs-material` and `pymdown-extensions` wheels; see
/// `scripts/lib.sh`'s `install_shortcode_data`):
///
/// - `icons/<set>/…/<name>.svg`: Material's `.icons` folder as the wheel
///   has it (`material/`, `octicons/`, `fontawesome/{brands,regular,solid}/`,
///   `simple/`), each set with its license file;
/// - `emoji.tsv`: `shortcode<TAB>emoji`, one a line, made by
///   `scripts/emoji-table` from PyMdown Extensions' Twemoji and GitHub
///   indexes.
///
/// Nothing is read until a doc asks: an icon's file when it is first used
/// (each read once per process), the emoji table at the first emoji, a
/// set's list of names only to suggest one for a name it lacks.
public final class ShortcodeCatalog: @unchecked Sendable {
    /// Where `scripts/setup` puts the data.
    public static let systemDirectory = "/usr/local/share/theme-preview/mkdocs-material"
    /// The setting that names another folder.
    public static let environmentVariable = "THEME_PREVIEW_ICONS"

    /// The folder read: `THEME_PREVIEW_ICONS` when set, else
    /// `systemDirectory`.
    public static var directoryInUse: String {
        if let folder = getenv(environmentVariable).map({ String(cString: $0) }), !folder.isEmpty { return folder }
        return systemDirectory
    }

    /// The catalog of `directoryInUse`, one per process.
    public static let system = ShortcodeCatalog(directory: directoryInUse)

    /// The icon sets, by the prefix of their shortcodes (`:material-…:`),
    /// each with its folder under `icons/`. Font Awesome's are three
    /// folders of one set; the longest prefix is tried first.
    static let iconSets: [(prefix: String, folder: String, set: String)] = [
        ("fontawesome-brands-", "fontawesome/brands", "fontawesome"),
        ("fontawesome-regular-", "fontawesome/regular", "fontawesome"),
        ("fontawesome-solid-", "fontawesome/solid", "fontawesome"),
        ("material-", "material", "material"),
        ("octicons-", "octicons", "octicons"),
        ("simple-", "simple", "simple"),
    ]

    public let directory: String
    private let lock = NSLock()
    private var icons: [String: String?] = [:]
    private var names: [String: [String]] = [:]
    private var emojiTable: [String: String]?
    private var iconsPresent: Bool?

    public init(directory: String) {
        self.directory = directory
    }

    /// Whether the icon sets are in `directory` (looked at once).
    public var hasIcons: Bool {
        lock.withLock {
            if let found = iconsPresent { return found }
            var isFolder: ObjCBool = false
            let found = FileManager.default.fileExists(atPath: directory + "/icons/material", isDirectory: &isFolder) && isFolder.boolValue
            iconsPresent = found
            return found
        }
    }

    /// The set (`material`, `fontawesome`…) and folder of an icon's
    /// shortcode name (`material-check`, without colons), and the icon's
    /// file name in it; nil when the name starts with no set's prefix.
    static func iconPlace(_ name: String) -> (set: String, folder: String, file: String)? {
        for entry in iconSets where name.hasPrefix(entry.prefix) {
            let file = String(name.dropFirst(entry.prefix.count))
            return file.isEmpty ? nil : (entry.set, entry.folder, file)
        }
        return nil
    }

    /// The SVG markup of the icon `name` (`material-check`), as its file
    /// has it; nil when the set has no such icon.
    func icon(_ name: String) -> String? {
        guard let place = Self.iconPlace(name) else { return nil }
        return lock.withLock {
            if let found = icons[name] { return found }
            var svg: String?
            // Names are the files' own: letters, digits, `-` and `_` only,
            // so no name reaches outside its folder.
            if place.file.utf8.allSatisfy(Self.isNameByte),
               let data = FileManager.default.contents(atPath: "\(directory)/icons/\(place.folder)/\(place.file).svg"),
               let text = String(data: data, encoding: .utf8),
               let start = text.range(of: "<svg") {
                svg = String(text[start.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
            }
            icons[name] = svg
            return svg
        }
    }

    /// The nearest icon name of the same set folder, for a name it lacks.
    func suggestion(forIcon name: String) -> String? {
        guard let place = Self.iconPlace(name) else { return nil }
        let prefix = Self.iconSets.first { $0.folder == place.folder }?.prefix ?? ""
        let candidates = lock.withLock {
            if let found = names[place.folder] { return found }
            let files = (try? FileManager.default.contentsOfDirectory(atPath: "\(directory)/icons/\(place.folder)")) ?? []
            let found = files.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }.sorted()
            names[place.folder] = found
            return found
        }
        return EditDistance.suggestion(for: place.file, among: candidates, maximum: 3).map { prefix + $0 }
    }

    /// The license files of `set` (`material`, `fontawesome`…), by path
    /// under `directory`.
    public func licenseFiles(of set: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: "\(directory)/icons/\(set)")) ?? []
        return files.filter { ["LICENSE", "LICENSE.txt", "LICENSE.md"].contains($0) }.sorted().map { "icons/\(set)/\($0)" }
    }

    /// The emoji of `shortcode` (`smile`, without colons), or nil.
    func emoji(_ shortcode: String) -> String? {
        lock.withLock {
            if emojiTable == nil { emojiTable = Self.readEmoji(at: directory + "/emoji.tsv") }
            return emojiTable?[shortcode]
        }
    }

    /// Whether the emoji table is there.
    public var hasEmoji: Bool {
        lock.withLock {
            if emojiTable == nil { emojiTable = Self.readEmoji(at: directory + "/emoji.tsv") }
            return !(emojiTable?.isEmpty ?? true)
        }
    }

    /// The version of the wheels the data came from, as setup wrote it
    /// (`mkdocs-material 9.8.2, pymdown-extensions 13.1.2`).
    public var version: String? {
        guard let data = FileManager.default.contents(atPath: directory + "/VERSION") else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    static func readEmoji(at path: String) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        var table: [String: String] = [:]
        for line in ByteLines.split(String(decoding: data, as: UTF8.self), omittingEmpty: true) {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let value = line[line.index(after: tab)...]
            guard !value.isEmpty else { continue }
            table[String(line[..<tab])] = String(value)
        }
        return table
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "+")
    }
}

/// The catalog a build uses, as a Markdown option: two are the same when
/// they read the same catalog.
public struct Shortcodes: Sendable, Hashable {
    public let catalog: ShortcodeCatalog

    public init(_ catalog: ShortcodeCatalog) { self.catalog = catalog }

    /// `ShortcodeCatalog.system`.
    public static let system = Shortcodes(.system)

    public static func == (lhs: Shortcodes, rhs: Shortcodes) -> Bool { lhs.catalog === rhs.catalog }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(catalog)) }
}

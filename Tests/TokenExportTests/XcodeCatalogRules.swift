import Foundation

/// The rules an asset catalog of color sets follows as Xcode writes it
/// (site/docs/tokens-in-your-app.md lists them), checked over the files of a
/// catalog by their paths inside `<Name>.xcassets/`:
///
/// 1. every folder, the catalog's own included, has a Contents.json, which
///    is a JSON object whose `info` is `{"author": "xcode", "version": 1}`;
/// 2. a folder that is not a color set holds only `info` and `properties`;
///    `provides-namespace` there is a boolean;
/// 3. names in a folder are distinct ignoring case;
/// 4. a color set holds exactly `colors` and `info`; `colors` is a non-empty
///    array of entries with only `appearances`, `color` and `idiom`;
///    `idiom` is `universal`;
/// 5. `color` holds exactly `color-space` (srgb, display-p3,
///    extended-srgb, extended-linear-srgb) and `components`; the components
///    are exactly `red`, `green`, `blue` and `alpha`, all strings: `0xHH`
///    or a number from 0 to 1 (extended spaces allow any number), alpha a
///    number from 0 to 1;
/// 6. `appearances` are `luminosity` (light, dark) or `contrast` (high),
///    each kind once per entry; no two entries have the same appearances,
///    and one entry has none (Any).
enum XcodeCatalogRules {
    static let colorSpaces: Set<String> = ["srgb", "display-p3", "extended-srgb", "extended-linear-srgb"]
    static let appearanceValues: [String: Set<String>] = ["luminosity": ["light", "dark"], "contrast": ["high"]]

    static func problems(_ files: [(path: String, text: String)]) -> [String] {
        var problems: [String] = []
        let paths = Set(files.map(\.path))
        // 1. Contents.json in every folder; 3. distinct names.
        var folders: Set<String> = [""]
        var children: [String: [String]] = [:]
        for path in paths {
            var parts = path.split(separator: "/").map(String.init)
            while !parts.isEmpty {
                let name = parts.removeLast()
                let parent = parts.joined(separator: "/")
                if !(children[parent] ?? []).contains(name) { children[parent, default: []].append(name) }
                if !parts.isEmpty { folders.insert(parent) }
            }
        }
        for folder in folders.sorted() where !paths.contains(folder.isEmpty ? "Contents.json" : folder + "/Contents.json") {
            problems.append("\(folder.isEmpty ? "(catalog)" : folder): a folder without Contents.json")
        }
        for (parent, names) in children.sorted(by: { $0.key < $1.key }) {
            var seen: [String: String] = [:]
            for name in names.sorted() {
                let path = parent.isEmpty ? name : parent + "/" + name
                if let first = seen[name.lowercased()] {
                    problems.append("\(path): name taken (ignoring case) by \(first)")
                } else {
                    seen[name.lowercased()] = path
                }
            }
        }
        for file in files.sorted(by: { $0.path < $1.path }) where file.path.hasSuffix("Contents.json") {
            let location = file.path
            guard let object = try? JSONSerialization.jsonObject(with: Data(file.text.utf8)) as? [String: Any] else {
                problems.append("\(location): not a JSON object")
                continue
            }
            let info = object["info"] as? [String: Any]
            if info?.count != 2 || info?["author"] as? String != "xcode" || (info?["version"] as? NSNumber)?.intValue != 1 {
                problems.append("\(location): info is not {author: xcode, version: 1}")
            }
            if file.path.hasSuffix(".colorset/Contents.json") {
                problems += colorset(object, location)
            } else {
                // 2.
                for key in object.keys.sorted() where key != "info" && key != "properties" {
                    problems.append("\(location): unexpected key \(key) in a folder")
                }
                if let properties = object["properties"] {
                    if let namespace = (properties as? [String: Any])?["provides-namespace"], !(namespace is Bool) {
                        problems.append("\(location): provides-namespace is not a boolean")
                    }
                }
            }
        }
        return problems
    }

    static func colorset(_ object: [String: Any], _ location: String) -> [String] {
        var problems: [String] = []
        if Set(object.keys) != ["colors", "info"] { problems.append("\(location): keys are not colors and info") }
        guard let colors = object["colors"] as? [[String: Any]], !colors.isEmpty else {
            return problems + ["\(location): colors is not a non-empty array of objects"]
        }
        var combinations: Set<[String]> = []
        for (index, entry) in colors.enumerated() {
            let at = "\(location): colors[\(index)]"
            if !Set(entry.keys).isSubset(of: ["appearances", "color", "idiom"]) { problems.append("\(at): unexpected keys") }
            if entry["idiom"] as? String != "universal" { problems.append("\(at): idiom is not universal") }
            // 6.
            var kinds: Set<String> = []
            var combination: [String] = []
            for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
                let kind = appearance["appearance"] as? String ?? "?", value = appearance["value"] as? String ?? "?"
                if appearance.count != 2 || !(appearanceValues[kind]?.contains(value) ?? false) {
                    problems.append("\(at): unknown appearance \(kind)=\(value)")
                }
                if !kinds.insert(kind).inserted { problems.append("\(at): appearance \(kind) twice") }
                combination.append("\(kind)=\(value)")
            }
            if entry["appearances"] != nil, (entry["appearances"] as? [[String: Any]])?.isEmpty ?? true {
                problems.append("\(at): appearances is not a non-empty array")
            }
            if !combinations.insert(combination.sorted()).inserted { problems.append("\(at): the same appearances as an earlier entry") }
            // 5.
            guard let color = entry["color"] as? [String: Any], Set(color.keys) == ["color-space", "components"] else {
                problems.append("\(at): color is not {color-space, components}")
                continue
            }
            let space = color["color-space"] as? String ?? "?"
            if !colorSpaces.contains(space) { problems.append("\(at): unknown color-space \(space)") }
            guard let components = color["components"] as? [String: Any], Set(components.keys) == ["red", "green", "blue", "alpha"] else {
                problems.append("\(at): components are not red, green, blue and alpha")
                continue
            }
            for channel in ["red", "green", "blue", "alpha"] {
                guard let text = components[channel] as? String else {
                    problems.append("\(at): \(channel) is not a string")
                    continue
                }
                let extended = space.hasPrefix("extended") && channel != "alpha"
                if !isComponent(text, hexAllowed: channel != "alpha", extended: extended) {
                    problems.append("\(at): \(channel) is not \(channel == "alpha" ? "" : "0xHH or ")a number from 0 to 1: \(text)")
                }
            }
        }
        if !combinations.contains([]) { problems.append("\(location): no entry for Any appearance") }
        return problems
    }

    static func isComponent(_ text: String, hexAllowed: Bool, extended: Bool) -> Bool {
        if text.hasPrefix("0x") {
            return hexAllowed && text.count == 4 && text.dropFirst(2).allSatisfy(\.isHexDigit)
        }
        guard text.range(of: #"^-?[0-9]+(\.[0-9]+)?$"#, options: .regularExpression) != nil, let value = Double(text) else { return false }
        return extended || (0...1).contains(value)
    }
}

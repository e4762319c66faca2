import DTCG

extension DesignCombination {
    /// `casual-green` for [Casual, Green]: the values lower-cased and joined
    /// with `-`, anything but ASCII letters and digits a `-` (never two, never
    /// at an end); `combination-N` (N = `index` + 1) when nothing is left.
    /// The site's theme ids and the exports' combination ids both start
    /// from it, so the two name a combination alike.
    public func slug(index: Int) -> String {
        var slug = ""
        for character in values.joined(separator: "-").lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                slug.append(character)
            } else if !slug.isEmpty && slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug.isEmpty ? "combination-\(index + 1)" : slug
    }
}

/// The lines of a code block to mark (VitePress' and Docusaurus' `{1,4-6}`,
/// MkDocs' `hl_lines="2 3"`): 1-based, as sorted ranges that neither
/// overlap nor touch, so a block of any size costs one range per mark.
public struct LineMarks: Sendable, Equatable {
    /// Sorted, each range at least two lines apart from the next.
    public private(set) var ranges: [ClosedRange<Int>]

    /// No line marked.
    public static let none = LineMarks([])

    /// The lines of `ranges`, in any order, overlapping or not; lines
    /// below 1 are left out.
    public init(_ ranges: [ClosedRange<Int>]) {
        var merged: [ClosedRange<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.upperBound >= 1 {
            let range = max(range.lowerBound, 1)...range.upperBound
            if let last = merged.last, range.lowerBound <= last.upperBound || range.lowerBound - last.upperBound == 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
    }

    public var isEmpty: Bool { ranges.isEmpty }

    /// Whether line `line` (1-based) is marked.
    public func contains(_ line: Int) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < line {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ranges.count && ranges[low].contains(line)
    }

    /// The opening of a marked line's wrapper; the wrapper closes after the
    /// line's newline, so the text inside `<code>` is the block's, byte for
    /// byte.
    static let opening = Array("<span class=\"tp-line-marked\">".utf8)
}

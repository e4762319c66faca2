import Basics
import Testing

/// `ByteSplice.replacing`: each place the needle starts is offered, in
/// order; what is claimed is replaced, the rest copied as it is.
@Suite struct ByteSpliceTests {
    static func splice(_ text: String, _ replacement: (String, Int) -> (String, Int)?) -> String? {
        let bytes = Array(text.utf8)
        return ByteSplice.replacing("<m", in: bytes) { offset in
            let rest = String(decoding: bytes[offset...], as: UTF8.self)
            return replacement(rest, offset).map { (Array($0.0.utf8), $0.1) }
        }.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func replacesWhatIsClaimedAndKeepsTheRest() {
        // "<m1>" is claimed (4 bytes), "<mx>" is not, "<m2>" at the very end is.
        let result = Self.splice("a<m1>b<mx>c<m2>") { rest, _ in
            rest.hasPrefix("<mx") ? nil : ("[" + String(rest.dropFirst(2).prefix(1)) + "]", 4)
        }
        #expect(result == "a[1]b<mx>c[2]")
    }

    @Test func offersEachPlaceInOrderAndResumesAfterAReplacement() {
        var offsets: [Int] = []
        // The second needle is inside what the first stands for, so it is not offered.
        let result = Self.splice("<m<m>..<m>..") { _, offset in
            offsets.append(offset)
            return ("X", 5)
        }
        #expect(offsets == [0, 7])
        #expect(result == "X..X")
    }

    @Test func isNilWhenNothingIsReplaced() {
        #expect(Self.splice("no needle here", { _, _ in ("X", 2) }) == nil)
        #expect(Self.splice("<m but declined", { _, _ in nil }) == nil)
        // A claim past the end, or shorter than the needle, is declined.
        #expect(Self.splice("a<m", { _, _ in ("X", 9) }) == nil)
        #expect(Self.splice("a<m", { _, _ in ("X", 1) }) == nil)
    }
}

/// A string's lines as `split(separator: "\n", omittingEmptySubsequences:)`
/// gives them, found by their bytes: that split reads the string
/// Character by Character, which cost 5% of a build of the Swift Evolution
/// proposals (the stylesheet, page script and emoji table among its input).
/// As in that split, a line feed right after a carriage return separates
/// nothing ("\r\n" is one Character).
public enum ByteLines {
    public static func split(_ text: String, omittingEmpty: Bool) -> [Substring] {
        var result: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var previous: UInt8 = 0
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") {
                if !omittingEmpty || start != index { result.append(text[start..<index]) }
                start = utf8.index(after: index)
            }
            previous = byte
            index = utf8.index(after: index)
        }
        if !omittingEmpty || start != utf8.endIndex { result.append(text[start..<utf8.endIndex]) }
        return result
    }
}

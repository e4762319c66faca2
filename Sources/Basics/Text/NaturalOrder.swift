/// File names in the order people number them: runs of digits compare as
/// numbers (`2-setup` before `10-deploy`, `ch04-01` before `ch04-10`),
/// the rest without regard to case. Names that differ only in case or in
/// zero padding fall back to their bytes, so the order is total and the
/// same on every machine.
public enum NaturalOrder {
    /// Whether `a` comes before `b`.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        var i = 0, j = 0
        while i < x.count, j < y.count {
            if isDigit(x[i]), isDigit(y[j]) {
                let (startX, startY) = (i, j)
                while i < x.count, isDigit(x[i]) { i += 1 }
                while j < y.count, isDigit(y[j]) { j += 1 }
                let first = significant(x[startX..<i]), second = significant(y[startY..<j])
                // More significant digits is the larger number.
                if first.count != second.count { return first.count < second.count }
                if first != second { return first.lexicographicallyPrecedes(second) }
                continue
            }
            let (p, q) = (lowered(x[i]), lowered(y[j]))
            if p != q { return p < q }
            i += 1
            j += 1
        }
        if (x.count - i) != (y.count - j) { return (x.count - i) < (y.count - j) }
        return x.lexicographicallyPrecedes(y)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func lowered(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

    /// The digits without leading zeros.
    private static func significant(_ digits: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        digits.drop { $0 == 0x30 }
    }
}

/// A text style: `{fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}`.
public struct DTCGTypography: Sendable, Hashable {
    /// Most preferred first.
    public var fontFamily: [String]
    public var fontSize: DTCGDimension
    /// 1...1000.
    public var fontWeight: Int
    public var letterSpacing: DTCGDimension?
    /// A multiple of `fontSize`.
    public var lineHeight: Double?

    public init(fontFamily: [String], fontSize: DTCGDimension, fontWeight: Int,
                letterSpacing: DTCGDimension? = nil, lineHeight: Double? = nil) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }

    static let properties = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]

    var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("fontFamily", .array(fontFamily.map(JSONValue.string))),
            ("fontSize", fontSize.json),
            ("fontWeight", .number(Double(fontWeight))),
        ]
        if let letterSpacing { members.append(("letterSpacing", letterSpacing.json)) }
        if let lineHeight { members.append(("lineHeight", .number(lineHeight))) }
        return .object(members)
    }
}

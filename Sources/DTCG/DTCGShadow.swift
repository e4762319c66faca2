/// One shadow of a `shadow` token (a token may hold several, drawn in order).
public struct DTCGShadow: Sendable, Hashable {
    public var color: DTCGColor
    public var offsetX: DTCGDimension
    public var offsetY: DTCGDimension
    public var blur: DTCGDimension
    public var spread: DTCGDimension
    /// An inner shadow; false (a drop shadow) when not given.
    public var inset: Bool

    public init(color: DTCGColor, offsetX: DTCGDimension, offsetY: DTCGDimension,
                blur: DTCGDimension, spread: DTCGDimension, inset: Bool = false) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }

    static let properties = ["color", "offsetX", "offsetY", "blur", "spread", "inset"]

    var json: JSONValue {
        .object([
            ("color", color.json), ("offsetX", offsetX.json), ("offsetY", offsetY.json),
            ("blur", blur.json), ("spread", spread.json), ("inset", .bool(inset)),
        ])
    }
}

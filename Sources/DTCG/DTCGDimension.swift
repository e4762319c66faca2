/// A distance: `{"value": 16, "unit": "px"}`.
public struct DTCGDimension: Sendable, Hashable {
    public var value: Double
    /// `px` or `rem`.
    public var unit: String

    public init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }

    static let units = ["px", "rem"]

    var json: JSONValue {
        .object([("value", .number(value)), ("unit", .string(unit))])
    }
}

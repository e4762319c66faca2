// A stand-in for SwiftUI on Linux: only what the xcassets export's accessors use.
@_exported import Foundation

public struct Color: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle?

    /// SwiftUI's `Color.init(_ name: String, bundle: Bundle? = nil)`: a color from an asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        self.bundle = bundle
    }
}

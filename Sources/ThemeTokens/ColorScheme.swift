/// The effective light or dark appearance of a page or screen.
public enum ColorScheme: String, CaseIterable, CaseHashed {
    case light
    case dark
}

#if !hasFeature(Embedded)
extension ColorScheme: Codable {}
#endif

/// The effective light or dark appearance of a page or screen.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable, Codable {
    case light
    case dark
}

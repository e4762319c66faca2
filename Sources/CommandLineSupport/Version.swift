/// The tool's version, as `--version` prints it and pages name their generator.
public enum Version {
    public static let current = "0.1.0"
    public static var generator: String { "theme-preview \(current)" }
}

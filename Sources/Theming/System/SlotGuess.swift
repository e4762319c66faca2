import Basics

/// Which of a system's tokens fills one gallery slot, and why.
public struct SlotGuess: Sendable, Hashable {
    public var slot: GallerySlot
    /// The token's dotted name; nil when the slot keeps the built-in value
    /// or follows another slot.
    public var token: String?
    /// Why, in a few words a person reads in the guess table: `name has
    /// 'background' and 'default'`, `set in config.yaml`.
    public var reason: String
    public var origin: Origin

    /// How the slot got its value.
    public enum Origin: Sendable, Hashable {
        /// Guessed from the token's name and type.
        case guessed
        /// Named in `config.yaml` (`system: slots:`).
        case configured
        /// No token of its own: the token guessed for a related slot
        /// (`separator` takes the border's).
        case borrowed(from: GallerySlot)
        /// No token: computed from the accent, as a theme file's accent
        /// family is (`accentHover`, `surfaceSelected`).
        case derived
        /// No token: the built-in theme's value.
        case builtIn
    }

    public init(slot: GallerySlot, token: String?, reason: String, origin: Origin) {
        self.slot = slot
        self.token = token
        self.reason = reason
        self.origin = origin
    }
}

/// A slot named in `config.yaml` (`system: slots: accent: color.brand.primary`),
/// with where the token's name is written.
public struct SlotOverride: Sendable, Hashable {
    public var slot: GallerySlot
    /// The dotted name of the system's token.
    public var token: String
    public var file: String
    public var location: SourceLocation?

    public init(slot: GallerySlot, token: String, file: String, location: SourceLocation? = nil) {
        self.slot = slot
        self.token = token
        self.file = file
        self.location = location
    }
}

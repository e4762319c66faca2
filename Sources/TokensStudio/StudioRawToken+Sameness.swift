import Basics
import DTCG

extension StudioRawToken {
    /// Whether `other` is this token written again: the same name, set,
    /// place, type and keys, and values equal as JSON. A token resolved
    /// from definitions all the same resolves the same (what a reading
    /// kept for the next one relies on, `TokensStudioReuse`); the places
    /// inside values only locate messages, and a token whose resolving
    /// reported any is not kept.
    func isSame(as other: StudioRawToken) -> Bool {
        if self === other { return true }
        return name == other.name && path == other.path && set == other.set && file == other.file && location == other.location
            && type == other.type && description == other.description && deprecated == other.deprecated
            && value.json == other.value.json && extensions?.json == other.extensions?.json
            && alpha?.json == other.alpha?.json
    }
}

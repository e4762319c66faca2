/// The names a template can look up (`TemplateSkeleton.namesByTemplate`),
/// numbered in `String` order and found by their UTF-8 bytes. The shape walk
/// checks every dictionary key against it; hashing and sorting the keys as
/// `String`s cost more than the rest of the walk.
///
/// A class: the walk consults it for every dictionary entry, and copying a
/// struct of arrays there cost a retain and release of each.
final class NameTable: Sendable {
    /// What `lookup` found.
    enum Lookup {
        /// The key's number: keys sort as their numbers do.
        case index(Int)
        /// The template never names the key.
        case absent
        /// Not found byte for byte, but a name the template uses is
        /// canonically equivalent (the same text in another Unicode form):
        /// only `String` comparison treats the two alike.
        case onlyByString
    }

    let names: Set<String>
    private let bytes: [[UInt8]]
    /// Open addressing: an index into `bytes`, or -1.
    private let slots: [Int32]
    private let mask: Int

    init(_ names: Set<String>) {
        self.names = names
        let sorted = names.sorted()
        bytes = sorted.map { Array($0.utf8) }
        var capacity = 16
        while capacity < 2 * sorted.count { capacity *= 2 }
        mask = capacity - 1
        var slots = [Int32](repeating: -1, count: capacity)
        for (index, name) in bytes.enumerated() {
            var slot = NameTable.hash(name) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
        self.slots = slots
    }

    func lookup(_ key: String) -> Lookup {
        var key = key
        return key.withUTF8 { key in
            var slot = NameTable.hash(key) & mask
            while true {
                let index = Int(slots[slot])
                if index < 0 { break }
                if bytes[index].count == key.count && bytes[index].withUnsafeBufferPointer({ $0.elementsEqual(key) }) {
                    return .index(index)
                }
                slot = (slot + 1) & mask
            }
            if key.allSatisfy({ $0 < 0x80 }) { return .absent }
            return names.contains(String(decoding: key, as: UTF8.self)) ? .onlyByString : .absent
        }
    }

    /// FNV-1a: the keys are short, and the table only ever holds a
    /// template's own names.
    private static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}

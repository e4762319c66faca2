import Foundation

/// The terms of one search fragment (a doc, or the tokens and themes) and
/// where each occurs, gathered from UTF-8 bytes without a `String` per word.
///
/// Tokenizing (the browser's `tokenize` in theme-preview.js does the same):
/// - ASCII letters and digits make words, lowercased; every other ASCII
///   byte separates words.
/// - U+0080–U+024F: letters and numbers are word characters, folded to the
///   first scalar of their canonical decomposition when that is an ASCII
///   letter or digit (`é` → `e`, `İ` → `i`), else lowercased (`ß`, `ø`).
///   Combining marks U+0300–U+036F are dropped (a decomposed `é` is `e`).
/// - Han, kana and Hangul (`SearchTerms.isCJK`) make runs that are indexed
///   as overlapping bigrams and the run's last character alone (`日本語` →
///   `日本`, `本語`, `語`), so any one character is the start of a term.
/// - Other scalars: letters, marks and numbers (general category L, M, N)
///   are word characters, lowercased; anything else separates words.
/// - A term keeps whole scalars up to `maxTermBytes` bytes.
///
/// Each occurrence counts towards its section's value for the term:
/// `occurrences in the text × 4 + tier`, the tier being 2 when the term is
/// in the doc's title (first section only) or token's name, 1 in the
/// section's heading, 0 otherwise.
struct SearchTerms: ~Copyable {
    /// Longest term, in bytes: longer words are cut at a scalar boundary.
    static let maxTermBytes = 64

    struct Term {
        var start: Int32
        var length: Int32
        var hash: UInt32
        /// First and last posting.
        var head: Int32
        var tail: Int32
        /// The first eight bytes (zero after a shorter term): most terms
        /// are compared without reading `arena`.
        var prefix: UInt64
    }

    struct Posting {
        var section: Int32
        var value: Int32
        var next: Int32
    }

    /// The terms' bytes, one after another.
    private var arena: GrowingBuffer<UInt8>
    private var terms: GrowingBuffer<Term>
    private var postings: GrowingBuffer<Posting>
    /// Open addressing: term index + 1, 0 for an empty slot.
    private var slots: UnsafeMutablePointer<Int32>
    private var slotCount: Int
    /// The word being read, folded.
    private let word = UnsafeMutablePointer<UInt8>.allocate(capacity: maxTermBytes + 8)
    private var wordLength = 0
    /// A scalar of the word did not fit: the rest of the word is dropped.
    private var wordCut = false
    /// The previous scalar of a CJK run (its bytes, packed) and its length
    /// in bytes, 0 outside a run.
    private var cjk: (UInt32, Int) = (0, 0)
    private var section: Int32 = 0
    private var tier: Int32 = 0

    init(expectedBytes: Int = 4096) {
        var size = 256
        while size < expectedBytes / 16 { size *= 2 }
        slotCount = size
        slots = UnsafeMutablePointer<Int32>.allocate(capacity: size)
        slots.initialize(repeating: 0, count: size)
        arena = GrowingBuffer(capacity: max(256, expectedBytes / 8))
        terms = GrowingBuffer(capacity: size / 2)
        postings = GrowingBuffer(capacity: size)
    }

    deinit {
        slots.deallocate()
        word.deallocate()
    }

    var isEmpty: Bool { terms.count == 0 }

    /// Every term in the order it first occurs, with its (section, value)
    /// postings: what the tests read.
    var entries: [(term: String, postings: [[Int]])] {
        (0..<terms.count).map { index in
            let term = terms[index]
            var list: [[Int]] = []
            var posting = Int(term.head)
            while posting >= 0 {
                list.append([Int(postings[posting].section), Int(postings[posting].value)])
                posting = Int(postings[posting].next)
            }
            return (String(decoding: UnsafeBufferPointer(start: arena.base + Int(term.start), count: Int(term.length)), as: UTF8.self),
                    list)
        }
    }

    /// Adds every term of `text` to `section` at `tier` (0 text, 1 heading,
    /// 2 title).
    mutating func add(_ text: String, section: Int, tier: Int) {
        var text = text
        text.withUTF8 { add($0, section: section, tier: tier) }
    }

    @inline(__always)
    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
    }

    /// How many of the eight bytes of `eight` (in memory order) are ASCII
    /// letters or digits before the first that is not: SWAR range tests
    /// (a byte strictly between m and n, for bytes below 0x80; any byte
    /// from 0x80 up is not in a range).
    @inline(__always)
    static func wordBytes(_ eight: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low = ones &* 0x7F, high = ones &* 0x80
        @inline(__always) func between(_ x: UInt64, _ m: UInt64, _ n: UInt64) -> UInt64 {
            let seven = x & low
            return ((ones &* (127 + n)) &- seven) & ~x & (seven &+ ones &* (127 - m)) & high
        }
        let letters = between(eight | 0x2020_2020_2020_2020, 0x60, 0x7B)
        let digits = between(eight, 0x2F, 0x3A)
        let others = ~(letters | digits) & high
        return others == 0 ? 8 : (UInt64(littleEndian: others).trailingZeroBitCount >> 3)
    }

    mutating func add(_ text: UnsafeBufferPointer<UInt8>, section: Int, tier: Int) {
        self.section = Int32(section)
        self.tier = Int32(tier)
        guard let base = text.baseAddress else { return }
        let end = text.count
        var index = 0
        while index < end {
            let byte = base[index]
            if byte < 0x80 {
                guard SearchTerms.isASCIIWordByte(byte) else {
                    endWord()
                    index += 1
                    continue
                }
                if cjk.1 > 0 { endWord() }
                // A run of ASCII letters and digits, lowercased (`| 0x20`
                // leaves digits as they are): eight bytes at a time, then
                // byte by byte at the end of the text.
                var next = index
                var length = wordLength
                while next + 8 <= end {
                    let eight = UnsafeRawPointer(base + next).loadUnaligned(as: UInt64.self)
                    let run = SearchTerms.wordBytes(eight)
                    if !wordCut {
                        // All eight are stored; only `run` of them count
                        // (`word` has eight bytes to spare).
                        UnsafeMutableRawPointer(word + length).storeBytes(of: eight | 0x2020_2020_2020_2020, as: UInt64.self)
                        length += run
                        if length > SearchTerms.maxTermBytes {
                            length = SearchTerms.maxTermBytes
                            wordCut = true
                        }
                    }
                    next += run
                    if run < 8 { break }
                }
                if next + 8 > end {
                    while next < end && SearchTerms.isASCIIWordByte(base[next]) {
                        if !wordCut {
                            if length < SearchTerms.maxTermBytes {
                                word[length] = base[next] | 0x20
                                length += 1
                            } else {
                                wordCut = true
                            }
                        }
                        next += 1
                    }
                }
                wordLength = length
                index = next
                continue
            }
            let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            guard index + length <= end else { break }
            var value = UInt32(byte & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07))
            for offset in 1..<length { value = value << 6 | UInt32(base[index + offset] & 0x3F) }
            scalar(value, bytes: UnsafeBufferPointer(start: base + index, count: length))
            index += length
        }
        endWord()
    }

    private mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard wordLength + bytes.count <= SearchTerms.maxTermBytes && !wordCut else {
            // No later scalar is kept either (one that fits would leave a
            // gap in the word).
            wordCut = true
            return
        }
        for byte in bytes {
            word[wordLength] = byte
            wordLength += 1
        }
    }

    private mutating func scalar(_ value: UInt32, bytes: UnsafeBufferPointer<UInt8>) {
        if value >= 0x2000 && value < 0x2070 {
            // General punctuation (smart quotes, dashes, spaces): the most
            // common scalars past ASCII in English text.
            endWord()
            return
        }
        if SearchTerms.isCJK(value) {
            if wordLength > 0 && cjk.1 == 0 { endWord() }
            if cjk.1 > 0 {
                // The bigram of the previous character and this one.
                appendPreviousCJK()
                appendBytes(bytes)
                insertWord()
            }
            var packed: UInt32 = 0
            withUnsafeMutableBytes(of: &packed) { raw in
                for (offset, byte) in bytes.enumerated() { raw[offset] = byte }
            }
            cjk = (packed, bytes.count)
            return
        }
        if value >= 0x300 && value < 0x370 {
            // A combining mark: dropped, the word goes on.
            return
        }
        if value < 0x250 {
            guard let folded = SearchTerms.latinFolding[Int(value) - 0x80] else {
                endWord()
                return
            }
            if cjk.1 > 0 { endWord() }
            folded.withUnsafeBufferPointer { appendBytes($0) }
            return
        }
        guard let unicode = Unicode.Scalar(value), SearchTerms.isWordCharacter(unicode) else {
            endWord()
            return
        }
        if cjk.1 > 0 { endWord() }
        if unicode.properties.changesWhenLowercased {
            var lower = unicode.properties.lowercaseMapping
            lower.withUTF8 { appendBytes($0) }
        } else {
            appendBytes(bytes)
        }
    }

    /// Letters, marks and numbers.
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// Han, kana and Hangul: written without spaces between words.
    static func isCJK(_ value: UInt32) -> Bool {
        (0x3040...0x30FF).contains(value) || (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
            || (0xAC00...0xD7AF).contains(value) || (0xF900...0xFAFF).contains(value) || (0x20000...0x2FFFF).contains(value)
    }

    /// U+0080–U+024F folded (see the type's comment), nil for those that
    /// separate words.
    static let latinFolding: [[UInt8]?] = (0x80..<0x250).map { value -> [UInt8]? in
        guard let scalar = Unicode.Scalar(UInt32(value)), isWordCharacter(scalar) else { return nil }
        if let first = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first, first.isASCII,
           first.properties.isAlphabetic || ("0"..."9").contains(first) {
            return Array(String(first).lowercased().utf8)
        }
        return Array(scalar.properties.lowercaseMapping.utf8)
    }

    /// Ends the word being read (and a CJK run: its last character alone).
    @inline(__always)
    private mutating func endWord() {
        if cjk.1 > 0 {
            appendPreviousCJK()
            cjk = (0, 0)
            insertWord()
            return
        }
        if wordLength > 0 { insertWord() }
    }

    private mutating func appendPreviousCJK() {
        let (packed, length) = cjk
        withUnsafeBytes(of: packed) { previous in
            appendBytes(UnsafeBufferPointer(rebasing: previous.bindMemory(to: UInt8.self)[..<length]))
        }
    }

    /// Whether `count` bytes at `a` and `b` are the same (words are short:
    /// no call to `memcmp`).
    @inline(__always)
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var index = 0
        while index + 8 <= count {
            if UnsafeRawPointer(a + index).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(b + index).loadUnaligned(as: UInt64.self) {
                return false
            }
            index += 8
        }
        while index < count {
            if a[index] != b[index] { return false }
            index += 1
        }
        return true
    }

    /// `count` (at most 8) bytes at `bytes` as a little-endian number, the
    /// rest zero; eight bytes are read (`word` has eight to spare).
    @inline(__always)
    private static func masked(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        let eight = UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
        return count >= 8 ? eight : eight & ((1 &<< UInt64(count &* 8)) &- 1)
    }

    /// A hash of the word read (for the table only: it is never written).
    @inline(__always)
    private static func hash(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> UInt32 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(length)
        var index = 0
        while index + 8 <= length {
            hash = (hash ^ UInt64(littleEndian: UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self))) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            index += 8
        }
        if index < length {
            hash = (hash ^ masked(bytes + index, length - index)) &* 0x94D0_49BB_1331_11EB
            hash ^= hash >> 29
        }
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// Counts the word read in the current section, then starts the next.
    private mutating func insertWord() {
        let length = wordLength
        wordLength = 0
        wordCut = false
        guard length > 0 else { return }
        let hash = SearchTerms.hash(word, length)
        let prefix = SearchTerms.masked(word, length)
        let mask = slotCount - 1
        var slot = Int(hash) & mask
        let increment: Int32 = tier == 0 ? 4 : 0
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            let index = Int(entry) - 1
            let term = terms[index]
            if term.hash == hash && Int(term.length) == length && term.prefix == prefix
                && (length <= 8 || SearchTerms.equal(arena.base + Int(term.start) + 8, word + 8, length - 8)) {
                let tail = Int(term.tail)
                if postings[tail].section == section {
                    let value = postings[tail].value + increment
                    postings[tail].value = (value & ~3) | max(value & 3, tier)
                } else {
                    postings.append(Posting(section: section, value: increment | tier, next: -1))
                    postings[tail].next = Int32(postings.count - 1)
                    terms[index].tail = Int32(postings.count - 1)
                }
                return
            }
            slot = (slot + 1) & mask
        }
        let start = arena.count
        arena.append(word, count: length)
        postings.append(Posting(section: section, value: increment | tier, next: -1))
        let posting = Int32(postings.count - 1)
        terms.append(Term(start: Int32(start), length: Int32(length), hash: hash, head: posting, tail: posting, prefix: prefix))
        slots[slot] = Int32(terms.count)
        if terms.count * 2 > slotCount { grow() }
    }

    private mutating func grow() {
        let size = slotCount * 2
        let larger = UnsafeMutablePointer<Int32>.allocate(capacity: size)
        larger.initialize(repeating: 0, count: size)
        let mask = size - 1
        for index in 0..<terms.count {
            var slot = Int(terms[index].hash) & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = Int32(index + 1)
        }
        slots.deallocate()
        slots = larger
        slotCount = size
    }

    /// The shard (of `shards`) a term goes to: FNV-1a of its key (its first
    /// scalar when that is CJK, else its first three scalars) modulo
    /// `shards`. Every term a prefix of three scalars (or one CJK
    /// character) starts is in the prefix's shard.
    static func shard(of term: UnsafeBufferPointer<UInt8>, shards: Int) -> Int {
        var keyLength = 0
        var scalars = 0
        while keyLength < term.count && scalars < 3 {
            let lead = term[keyLength]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            if scalars == 0 && length >= 3 {
                var value = UInt32(lead & (length == 3 ? 0x0F : 0x07))
                for offset in 1..<length where keyLength + offset < term.count {
                    value = value << 6 | UInt32(term[keyLength + offset] & 0x3F)
                }
                if isCJK(value) { return Int(fnv1a(UnsafeBufferPointer(rebasing: term[..<min(length, term.count)])) % UInt32(shards)) }
            }
            keyLength = min(keyLength + length, term.count)
            scalars += 1
        }
        return Int(fnv1a(UnsafeBufferPointer(rebasing: term[..<keyLength])) % UInt32(shards))
    }

    static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// How many buckets `grouped` sorts terms into: a term's bucket is its
    /// shard among 256 (`shard(of:shards:)`), so with any power of two up
    /// to 256 shards, shard `s` is the buckets `s`, `s + shards`, ...
    static let buckets = 256

    /// Every term with its postings, grouped by bucket (`buckets` of
    /// them), in the order the terms first occur within each bucket.
    func grouped() -> GroupedTerms {
        let shards = SearchTerms.buckets
        let grouped = GroupedTerms(shards: shards, terms: terms.count, postings: postings.count, arenaBytes: arena.count)
        grouped.arena.update(from: arena.base, count: arena.count)
        let starts = grouped.starts
        starts.initialize(repeating: 0, count: shards + 1)
        var shardOf = [Int32](repeating: 0, count: terms.count)
        for index in 0..<terms.count {
            let term = terms[index]
            let shard = SearchTerms.shard(of: UnsafeBufferPointer(start: arena.base + Int(term.start), count: Int(term.length)),
                                          shards: shards)
            shardOf[index] = Int32(shard)
            starts[shard + 1] += 1
        }
        for shard in 0..<shards { starts[shard + 1] += starts[shard] }
        // Terms in shard order, so that each shard's postings are one run
        // (the shards read them from other threads, in that order).
        var order = [Int32](repeating: 0, count: terms.count)
        var next = Array(UnsafeBufferPointer(start: starts, count: shards))
        for index in 0..<terms.count {
            let shard = Int(shardOf[index])
            order[Int(next[shard])] = Int32(index)
            next[shard] += 1
        }
        var written = 0
        for (slot, index) in order.enumerated() {
            let term = terms[Int(index)]
            let first = written
            var posting = Int(term.head)
            while posting >= 0 {
                grouped.postings[written] = postings[posting].section
                grouped.postings[written + 1] = postings[posting].value
                written += 2
                posting = Int(postings[posting].next)
            }
            grouped.items[slot] = GroupedTerms.Item(start: term.start, length: term.length, hash: term.hash,
                                                    postings: Int32(first), count: Int32((written - first) / 2))
        }
        return grouped
    }

    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value < 10 {
            bytes.append(UInt8(truncatingIfNeeded: 0x30 + value))
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { digits in
            while rest > 0 && count < 10 {
                digits[count] = UInt8(truncatingIfNeeded: 0x30 + rest % 10)
                rest /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(digits[index]) }
        }
    }
}

/// One fragment's terms by shard: `items[starts[shard]..<starts[shard + 1]]`
/// are the shard's, each naming its bytes in `arena` and its postings
/// (section, value pairs) in `postings`. Written once by
/// `SearchTerms.grouped`, then only read (from every shard's thread).
final class GroupedTerms: @unchecked Sendable {
    struct Item {
        var start: Int32
        var length: Int32
        var hash: UInt32
        var postings: Int32
        var count: Int32
    }

    let arena: UnsafeMutablePointer<UInt8>
    let starts: UnsafeMutablePointer<Int32>
    let items: UnsafeMutablePointer<Item>
    let postings: UnsafeMutablePointer<Int32>
    let itemCount: Int
    let postingCount: Int

    init(shards: Int, terms: Int, postings: Int, arenaBytes: Int) {
        arena = .allocate(capacity: max(arenaBytes, 1))
        starts = .allocate(capacity: shards + 1)
        items = .allocate(capacity: max(terms, 1))
        self.postings = .allocate(capacity: max(postings * 2, 1))
        itemCount = terms
        postingCount = postings
    }

    deinit {
        arena.deallocate()
        starts.deallocate()
        items.deallocate()
        postings.deallocate()
    }

    /// The storage's addresses, to read without touching the object's
    /// reference count (the shards read every fragment from two threads);
    /// valid while the object lives.
    struct View: @unchecked Sendable {
        let arena: UnsafePointer<UInt8>
        let starts: UnsafePointer<Int32>
        let items: UnsafePointer<Item>
        let postings: UnsafePointer<Int32>
    }

    var view: View { View(arena: arena, starts: starts, items: items, postings: postings) }
}

/// An array without bounds checks or copy-on-write, for the index's hot
/// loops; freed with its owner.
struct GrowingBuffer<Element>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    subscript(index: Int) -> Element {
        @inline(__always) get { base[index] }
        @inline(__always) nonmutating set { base[index] = newValue }
    }

    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var grown = capacity * 2
        while grown < count + extra { grown *= 2 }
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: grown)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = grown
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { reserve(1) }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func append(_ elements: UnsafePointer<Element>, count extra: Int) {
        reserve(extra)
        (base + count).initialize(from: elements, count: extra)
        count += extra
    }
}

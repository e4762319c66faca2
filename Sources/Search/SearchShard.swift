import Foundation

/// One shard of the search index: the terms of every fragment that fall in
/// it, merged, as `ThemePreviewSearch.shard(shard, "term:postings|...")`.
///
/// A term's postings are the sections it occurs in, in order, as pairs of
/// numbers: the section's distance from the previous one (the first from
/// section 0), then the term's value there (`SearchTerms`). Each number is
/// written in base 32, most significant digit first, with the digits
/// `0`–`9`, `a`–`v` ending a number and `w`–`z`, `A`–`Z`, `-`, `_` (the
/// same 32 values) going on.
enum SearchShard {
    /// The digit for `value` (0–63): `0`–`9`, `a`–`z`, `A`–`Z`, `-`, `_`.
    @inline(__always)
    static func digit(_ value: Int) -> UInt8 {
        let value = UInt8(truncatingIfNeeded: value)
        return value < 10 ? 0x30 + value : value < 36 ? 0x61 + value - 10 : value < 62 ? 0x41 + value - 36 : value == 62 ? 0x2D : 0x5F
    }

    /// `value` (not negative) in the base-32 digits above, each digit
    /// passed to `put`, most significant first.
    @inline(__always)
    static func number(_ value: Int, _ put: (UInt8) -> Void) {
        if value < 32 {
            put(digit(value))
            return
        }
        var shift = 5
        while value >> (shift + 5) > 0 { shift += 5 }
        while shift > 0 {
            put(digit(32 + (value >> shift) & 31))
            shift -= 5
        }
        put(digit(value & 31))
    }

    /// `value` (not negative) in the base-32 digits above.
    static func appendNumber(_ value: Int, to bytes: inout [UInt8]) {
        number(value) { bytes.append($0) }
    }

    /// A term of the shard: its bytes (in a `ShardRuns` record) and its
    /// first and last occurrence (`Occurrence`).
    private struct Term {
        var bytes: UnsafePointer<UInt8>
        var length: Int32
        var hash: UInt32
        var head: Int32
        var tail: Int32
    }

    /// One fragment's postings for a term (`count` section, value pairs at
    /// `postings`), and the next.
    private struct Occurrence {
        var postings: UnsafePointer<Int32>
        var count: Int32
        var next: Int32
    }

    /// Shard `shard` (of `shards`, a power of two up to
    /// `SearchTerms.buckets`)'s script from every fragment's terms, in
    /// fragment order; `bases[fragment]` is the number of the fragment's
    /// first section among all sections.
    static func script(_ shard: Int, of shards: Int, _ fragments: [GroupedTerms], bases: [Int]) -> [UInt8] {
        withExtendedLifetime(fragments) {
            script(shard, of: ShardRuns(fragments.map(\.view), bases: bases, shards: shards))
        }
    }

    /// Shard `shard`'s script from `runs`.
    static func script(_ shard: Int, of runs: ShardRuns) -> [UInt8] {
        let total = runs.count(shard)
        var size = 64
        while size < total * 2 { size *= 2 }
        let slots = UnsafeMutablePointer<Int32>.allocate(capacity: size)
        slots.initialize(repeating: 0, count: size)
        defer { slots.deallocate() }
        let mask = size - 1
        var terms = GrowingBuffer<Term>(capacity: total)
        var occurrences = GrowingBuffer<Occurrence>(capacity: total)
        var termBytes = 0
        var postingCount = 0
        runs.forEachRun(shard) { run in
            guard let base = run.baseAddress else { return }
            var at = 0
            while at < run.count {
                let record = base + at
                let hash = UInt32(bitPattern: record[0])
                let length = Int(record[1])
                let count = Int(record[2])
                let bytes = UnsafeRawPointer(record + 3 + 2 * count).assumingMemoryBound(to: UInt8.self)
                at += ShardRuns.words(length: length, postings: count)
                occurrences.append(Occurrence(postings: record + 3, count: Int32(count), next: -1))
                postingCount += count
                let occurrence = Int32(occurrences.count - 1)
                var slot = Int(hash) & mask
                while true {
                    let entry = slots[slot]
                    if entry == 0 {
                        terms.append(Term(bytes: bytes, length: Int32(length), hash: hash, head: occurrence, tail: occurrence))
                        termBytes += length
                        slots[slot] = Int32(terms.count)
                        break
                    }
                    let term = terms[Int(entry) - 1]
                    if term.hash == hash && Int(term.length) == length && SearchTerms.equal(term.bytes, bytes, length) {
                        occurrences[Int(term.tail)].next = occurrence
                        terms[Int(entry) - 1].tail = occurrence
                        break
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
        return withExtendedLifetime(runs) { write(shard, terms: terms, occurrences: occurrences, termBytes: termBytes, postingCount: postingCount) }
    }

    private static func write(_ shard: Int, terms: borrowing GrowingBuffer<Term>, occurrences: borrowing GrowingBuffer<Occurrence>,
                              termBytes: Int, postingCount: Int) -> [UInt8] {
        var head = Array("ThemePreviewSearch.shard(".utf8)
        SearchTerms.appendDecimal(shard, to: &head)
        head.append(contentsOf: ",\"".utf8)
        // Room for every term, its two marks and, per posting, two numbers
        // of at most seven digits each.
        let capacity = head.count + termBytes + terms.count * 2 + postingCount * 14 + 4
        let script = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            let out = buffer.baseAddress!
            var at = 0
            @inline(__always) func put(_ byte: UInt8) {
                out[at] = byte
                at += 1
            }
            @inline(__always) func number(_ value: Int) { SearchShard.number(value, put) }
            for byte in head { put(byte) }
            for index in 0..<terms.count {
                let term = terms[index]
                (out + at).update(from: term.bytes, count: Int(term.length))
                at += Int(term.length)
                put(UInt8(ascii: ":"))
                var last: Int32 = 0
                var occurrence = Int(term.head)
                while occurrence >= 0 {
                    let found = occurrences[occurrence]
                    for posting in 0..<Int(found.count) {
                        let section = found.postings[2 * posting]
                        number(Int(section - last))
                        number(Int(found.postings[2 * posting + 1]))
                        last = section
                    }
                    occurrence = Int(found.next)
                }
                put(UInt8(ascii: "|"))
            }
            for byte in "\");\n".utf8 { put(byte) }
            initialized = at
        }
        return script
    }
}

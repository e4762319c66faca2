import Basics
import Foundation

/// Every fragment's terms copied out shard by shard, so that each shard
/// reads its terms as a few contiguous runs rather than a short run from
/// each of hundreds of fragments (written long before, on other threads:
/// every one of those runs was a trip to memory, and the merge waited on
/// them for most of its time).
///
/// The fragments are cut into a few parts of consecutive fragments, copied
/// side by side; a part holds one run per shard. A shard's terms in part
/// order are its terms in fragment order, each fragment's by bucket, as
/// `SearchShard` merges them. Each term is a record of 32-bit words:
/// its hash, its length in bytes, its number of postings, the postings
/// (section counted among all sections, value), then its bytes, padded to
/// a whole word. Read only once made.
final class ShardRuns: @unchecked Sendable {
    let shards: Int
    /// Each part's runs, one per shard: each its own allocation, small
    /// enough to reuse memory the build freed (one block per part was
    /// fresh memory, faulted in page by page).
    private let runs: [[UnsafeMutableBufferPointer<Int32>]]
    /// How many terms each part's run of each shard holds.
    private let counts: [[Int]]

    /// The terms of `fragments` (whose objects the caller keeps alive
    /// meanwhile), `bases[fragment]` being the number of its first section
    /// among all sections, for `shards` shards (a power of two up to
    /// `SearchTerms.buckets`).
    init(_ fragments: [GroupedTerms.View], bases: [Int], shards: Int) {
        self.shards = shards
        let parts = ShardRuns.parts(fragments)
        let slots = ResultSlots<Part>(count: parts.count)
        shareCores(iterations: parts.count) { part in
            slots.set(part, .success(ShardRuns.copy(fragments, parts[part], bases: bases, shards: shards)))
        }
        let made = slots.values.compactMap { try? $0.get() }
        runs = made.map(\.runs)
        counts = made.map(\.counts)
    }

    deinit {
        for part in runs { for run in part { run.baseAddress?.deallocate() } }
    }

    /// How many terms shard `shard` holds in all.
    func count(_ shard: Int) -> Int { counts.reduce(0) { $0 + $1[shard] } }

    /// `body` with each run of `shard`, in order (valid while this object
    /// lives).
    func forEachRun(_ shard: Int, _ body: (UnsafeBufferPointer<Int32>) -> Void) {
        for part in runs { body(UnsafeBufferPointer(part[shard])) }
    }

    /// Consecutive fragments in a few parts of about as many terms each:
    /// twice as many parts as cores, so that a core that finishes early
    /// takes another.
    static func parts(_ fragments: [GroupedTerms.View]) -> [Range<Int>] {
        let sizes = fragments.map { Int($0.starts[SearchTerms.buckets]) }
        let total = sizes.reduce(0, +)
        let wanted = max(1, min(fragments.count, 2 * ProcessInfo.processInfo.activeProcessorCount))
        var parts: [Range<Int>] = []
        var start = 0
        var sum = 0
        for (index, size) in sizes.enumerated() {
            sum += size
            if sum * wanted >= total * (parts.count + 1) && parts.count < wanted - 1 {
                parts.append(start..<(index + 1))
                start = index + 1
            }
        }
        parts.append(start..<fragments.count)
        return parts
    }

    /// Words a record of `length` bytes and `postings` postings takes.
    @inline(__always)
    static func words(length: Int, postings: Int) -> Int { 3 + 2 * postings + (length + 3) / 4 }

    /// One part's records, handed from the thread that made them.
    private struct Part: @unchecked Sendable {
        let runs: [UnsafeMutableBufferPointer<Int32>]
        let counts: [Int]
    }

    /// The records of `range`'s fragments: a run per shard, and how many
    /// terms each holds.
    private static func copy(_ fragments: [GroupedTerms.View], _ range: Range<Int>, bases: [Int], shards: Int) -> Part {
        let mask = shards - 1
        var sizes = [Int](repeating: 0, count: shards)
        var counts = [Int](repeating: 0, count: shards)
        for number in range {
            let fragment = fragments[number]
            for bucket in 0..<SearchTerms.buckets {
                let shard = bucket & mask
                for index in Int(fragment.starts[bucket])..<Int(fragment.starts[bucket + 1]) {
                    let item = fragment.items[index]
                    sizes[shard] += words(length: Int(item.length), postings: Int(item.count))
                    counts[shard] += 1
                }
            }
        }
        let heads = sizes.map { UnsafeMutablePointer<Int32>.allocate(capacity: max($0, 1)) }
        let runs = zip(heads, sizes).map { UnsafeMutableBufferPointer(start: $0, count: $1) }
        var cursors = [Int](repeating: 0, count: shards)
        for number in range {
            let fragment = fragments[number]
            let base = Int32(bases[number])
            for bucket in 0..<SearchTerms.buckets {
                let shard = bucket & mask
                var at = cursors[shard]
                for index in Int(fragment.starts[bucket])..<Int(fragment.starts[bucket + 1]) {
                    let item = fragment.items[index]
                    let record = heads[shard] + at
                    record[0] = Int32(bitPattern: item.hash)
                    record[1] = item.length
                    record[2] = item.count
                    let postings = fragment.postings + Int(item.postings)
                    for posting in 0..<Int(item.count) {
                        record[3 + 2 * posting] = base + postings[2 * posting]
                        record[4 + 2 * posting] = postings[2 * posting + 1]
                    }
                    let bytes = record + 3 + 2 * Int(item.count)
                    let length = Int(item.length)
                    // The last word is padded with zeros.
                    if length > 0 { bytes[(length + 3) / 4 - 1] = 0 }
                    UnsafeMutableRawPointer(bytes).copyMemory(from: fragment.arena + Int(item.start), byteCount: length)
                    at += words(length: length, postings: Int(item.count))
                }
                cursors[shard] = at
            }
        }
        return Part(runs: runs, counts: counts)
    }
}

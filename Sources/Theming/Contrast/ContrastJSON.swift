import Basics

/// How `contrast.json` writes a list of audited pairs, whoever audited them
/// (the built-in report, a design system's audit): what comes before the
/// list, `"results": [`, one result a line, `]`, then `"summary"` with the
/// counts, then what comes after. The results are formatted in chunks on
/// all cores as they are asked for, so a list of 150,000 results is never
/// held whole as text.
public struct ContrastJSON: Sequence, IteratorProtocol, Sendable {
    /// How many results there are, and how many of them failed.
    let count: Int
    let failed: Int
    /// The bytes before the first result: they end with `"results": [`.
    let head: [UInt8]
    /// The bytes after the summary's closing `}`.
    let tail: [UInt8]
    /// Writes result `index` on its line (no line break), starting with
    /// two spaces of indent.
    let write: @Sendable (Int, inout ByteWriter) -> Void

    static let chunkSize = 256
    /// Chunks made together: enough to keep both cores busy, few enough
    /// to hold (about 150 KB each).
    static let batchSize = 8
    private var stage = 0
    private var nextChunk = 0
    private var batch: [[UInt8]] = []

    public init(count: Int, failed: Int, head: [UInt8], tail: [UInt8] = [],
                write: @escaping @Sendable (Int, inout ByteWriter) -> Void) {
        self.count = count
        self.failed = failed
        self.head = head
        self.tail = tail
        self.write = write
    }

    public mutating func next() -> [UInt8]? {
        let chunks = (count + Self.chunkSize - 1) / Self.chunkSize
        switch stage {
        case 0:
            stage = 1
            return head
        case 1:
            if batch.isEmpty && nextChunk < chunks {
                let first = nextChunk
                let batchCount = Swift.min(Self.batchSize, chunks - first)
                let (count, write) = (count, write)
                batch = concurrentMap(batchCount) { offset in
                    let chunk = first + offset
                    var text = ByteWriter(capacity: Self.chunkSize * 600)
                    for index in (chunk * Self.chunkSize)..<Swift.min(count, (chunk + 1) * Self.chunkSize) {
                        text.write(index == 0 ? "\n" : ",\n")
                        write(index, &text)
                    }
                    return text.bytes
                }.reversed()
                nextChunk += batchCount
            }
            if let piece = batch.popLast() { return piece }
            stage = 2
            var end = ByteWriter(capacity: 128)
            end.write("\n ],\n \"summary\": {\"total\": \(count), \"passed\": \(count - failed), \"failed\": \(failed)}")
            return end.bytes + tail
        default:
            return nil
        }
    }
}

import Cpcre2
import Foundation
import Synchronization

/// A PCRE2 pattern, compiled once and matched from any thread; each
/// thread brings its own `MatchScratch`.
///
/// A pattern that may be compiled for the processor (PCRE2's JIT) is first
/// interpreted, and compiled for the processor once it has been searched
/// with `jitAfter` times: compiling a language's search patterns for the
/// processor cost more than a small site's blocks took to highlight (16% of
/// this repository's site build), while the blocks of a large site search
/// with the same few patterns again and again.
final class CompiledPattern: @unchecked Sendable {
    /// Why a pattern did not compile: PCRE2's message and the offset in
    /// the expanded pattern.
    struct Failure: Error, Sendable {
        var message: String
        var offset: Int
    }

    /// What one match found.
    enum Outcome {
        case found
        case none
        /// A match or depth limit was hit: the block stays plain.
        case limit
    }

    /// Unanchored searches interpreted before the pattern is compiled for
    /// the processor.
    static let jitAfter = 32

    // pcre2_code_8 is a compiled pattern: read-only once compiled.
    private let code: OpaquePointer
    private let jitAllowed: Bool
    /// The copy compiled for the processor (a pcre2_code_8), 0 until then;
    /// written once, under `jitLock`.
    private let compiledForProcessor = Atomic<UInt>(0)
    private let searches = Atomic<Int>(0)
    private let jitLock = NSLock()
    /// Under `jitLock`: compiling for the processor failed (PCRE2 built
    /// without the JIT for this processor), so the pattern stays interpreted.
    private var jitFailed = false

    /// `jit`: false for a pattern matched once or twice, or only anchored
    /// (PCRE2 interprets anchored matches anyway).
    init(_ pattern: String, dupnames: Bool = false, jit: Bool = true) throws(Failure) {
        var errorCode: Int32 = 0
        var errorOffset = 0
        var options = UInt32(PCRE2_UTF | PCRE2_UCP)
        if dupnames { options |= UInt32(PCRE2_DUPNAMES) }
        let compiled = pattern.utf8.withContiguousStorageIfAvailable { buffer in
            pcre2_compile_8(buffer.baseAddress, buffer.count, options, &errorCode, &errorOffset, nil)
        } ?? Array(pattern.utf8).withUnsafeBufferPointer { buffer in
            pcre2_compile_8(buffer.baseAddress, buffer.count, options, &errorCode, &errorOffset, nil)
        }
        guard let compiled else {
            var message = [UInt8](repeating: 0, count: 256)
            let length = pcre2_get_error_message_8(errorCode, &message, message.count)
            throw Failure(message: String(decoding: message.prefix(max(0, Int(length))), as: UTF8.self), offset: errorOffset)
        }
        code = compiled
        jitAllowed = jit
    }

    deinit {
        pcre2_code_free_8(code)
        if let processor = OpaquePointer(bitPattern: compiledForProcessor.load(ordering: .acquiring)) { pcre2_code_free_8(processor) }
    }

    /// Whether the pattern has been compiled for the processor yet.
    var isCompiledForProcessor: Bool { compiledForProcessor.load(ordering: .acquiring) != 0 }

    /// Matches against `subject` from `offset`; the groups are then in
    /// `scratch`.
    ///
    /// The outcome does not depend on whether the pattern was compiled for
    /// the processor yet (which depends on what other threads searched):
    /// the two count work differently, so a match one of them gives up on
    /// is tried with the other, and only a match both give up on is a
    /// `limit`.
    func match(_ subject: UnsafeBufferPointer<UInt8>, from offset: Int, anchored: Bool = false, scratch: MatchScratch) -> Outcome {
        if anchored {
            return Self.outcome(run(code, subject, offset, UInt32(PCRE2_NO_UTF_CHECK | PCRE2_ANCHORED), scratch))
        }
        let options = UInt32(PCRE2_NO_UTF_CHECK)
        guard jitAllowed else { return Self.outcome(run(code, subject, offset, options, scratch)) }
        if let processor = OpaquePointer(bitPattern: compiledForProcessor.load(ordering: .acquiring)) {
            let result = Self.outcome(run(processor, subject, offset, options, scratch))
            guard result == .limit else { return result }
            return Self.outcome(run(code, subject, offset, options, scratch))
        }
        let result = Self.outcome(run(code, subject, offset, options, scratch))
        if result == .limit {
            guard let processor = compileForProcessor() else { return result }
            return Self.outcome(run(processor, subject, offset, options, scratch))
        }
        if searches.wrappingAdd(1, ordering: .relaxed).newValue == Self.jitAfter { _ = compileForProcessor() }
        return result
    }

    private func run(_ code: OpaquePointer, _ subject: UnsafeBufferPointer<UInt8>, _ offset: Int, _ options: UInt32,
                     _ scratch: MatchScratch) -> Int32 {
        pcre2_match_8(code, subject.baseAddress ?? UnsafePointer(bitPattern: 1), subject.count, offset, options,
                      scratch.data, scratch.context)
    }

    private static func outcome(_ result: Int32) -> Outcome {
        if result >= 0 { return .found }
        if result == PCRE2_ERROR_NOMATCH { return .none }
        if result == PCRE2_ERROR_MATCHLIMIT || result == PCRE2_ERROR_DEPTHLIMIT || result == PCRE2_ERROR_JIT_STACKLIMIT
            || result == PCRE2_ERROR_HEAPLIMIT {
            return .limit
        }
        return .none
    }

    /// A copy of the pattern compiled for the processor (the original goes
    /// on being matched by other threads meanwhile), made once; nil when
    /// PCRE2 cannot compile for this processor.
    private func compileForProcessor() -> OpaquePointer? {
        jitLock.withLock {
            if let done = OpaquePointer(bitPattern: compiledForProcessor.load(ordering: .acquiring)) { return done }
            guard !jitFailed, let copy = pcre2_code_copy_8(code) else { return nil }
            guard pcre2_jit_compile_8(copy, UInt32(PCRE2_JIT_COMPLETE)) == 0 else {
                pcre2_code_free_8(copy)
                jitFailed = true
                return nil
            }
            compiledForProcessor.store(UInt(bitPattern: copy), ordering: .releasing)
            return copy
        }
    }

    /// The bytes a match can begin with.
    var startBytes: StartBytes {
        var minimum: UInt32 = 0
        var type: UInt32 = 0
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_MINLENGTH), &minimum)
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_FIRSTCODETYPE), &type)
        guard minimum > 0 else { return .any }
        if type == 1 {
            var unit: UInt32 = 0
            pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_FIRSTCODEUNIT), &unit)
            return StartBytes(firstUnit: UInt8(truncatingIfNeeded: unit))
        }
        var bitmap: UnsafeRawPointer?
        guard pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_FIRSTBITMAP), &bitmap) == 0, let bitmap else { return .any }
        return StartBytes(bitmap: bitmap.assumingMemoryBound(to: UInt8.self))
    }

    /// The number of the named group, or nil.
    func groupNumber(_ name: String) -> Int? {
        let number = pcre2_substring_number_from_name_8(code, name)
        return number > 0 ? Int(number) : nil
    }
}

/// What one thread needs to match: the match data (groups), the limits
/// and the JIT's stack. Not shared between threads.
final class MatchScratch {
    let data: OpaquePointer
    let context: OpaquePointer
    private let stack: OpaquePointer?

    /// `matchLimit`: PCRE2's count of backtracking steps per match, which
    /// stops catastrophic backtracking the same way on every machine.
    /// `jitStack`: false when only patterns compiled without the JIT are
    /// matched with it.
    init(matchLimit: UInt32, jitStack: Bool = true) {
        data = pcre2_match_data_create_8(64, nil)
        context = pcre2_match_context_create_8(nil)
        stack = jitStack ? pcre2_jit_stack_create_8(32 * 1024, 1024 * 1024, nil) : nil
        limit(to: matchLimit)
        if let stack { pcre2_jit_stack_assign_8(context, nil, UnsafeMutableRawPointer(stack)) }
    }

    /// Sets PCRE2's match and depth limits for the next matches.
    func limit(to matchLimit: UInt32) {
        pcre2_set_match_limit_8(context, matchLimit)
        pcre2_set_depth_limit_8(context, matchLimit)
    }

    deinit {
        pcre2_match_data_free_8(data)
        pcre2_match_context_free_8(context)
        if let stack { pcre2_jit_stack_free_8(stack) }
    }

    /// Start and end (byte offsets) of group `group`, or nil when it did not
    /// take part in the match.
    func range(_ group: Int) -> Range<Int>? {
        guard group < Int(pcre2_get_ovector_count_8(data)) else { return nil }
        let vector = pcre2_get_ovector_pointer_8(data)!
        let start = vector[2 * group], end = vector[2 * group + 1]
        guard start != Int.max, start != ~0, start <= end else { return nil }
        return start..<end
    }

    /// The name of the last `(*MARK:…)` passed on the matching path.
    var mark: Int? {
        guard let mark = pcre2_get_mark_8(data) else { return nil }
        var value = 0
        var pointer = mark
        while pointer.pointee >= UInt8(ascii: "0") && pointer.pointee <= UInt8(ascii: "9") {
            value = value * 10 + Int(pointer.pointee - UInt8(ascii: "0"))
            pointer += 1
        }
        return value
    }
}

/// Match scratches kept between blocks: the JIT's stack is a mapping of
/// its own, and mapping and unmapping one per block cost more system time
/// than some blocks take to highlight (an unmapping stops every core the
/// process runs on). A block borrows one and gives it back.
final class ScratchPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [MatchScratch] = []

    /// Runs `body` with a scratch no other thread holds meanwhile.
    func with<T>(matchLimit: UInt32, _ body: (MatchScratch) throws(HighlightEngine.Stop) -> T) throws(HighlightEngine.Stop) -> T {
        let scratch = lock.withLock { idle.popLast() } ?? MatchScratch(matchLimit: matchLimit)
        scratch.limit(to: matchLimit)
        defer { lock.withLock { idle.append(scratch) } }
        return try body(scratch)
    }
}

/// The bytes a pattern's match can begin with, as PCRE2 works them out
/// (every byte when it cannot tell, or the match may be empty).
struct StartBytes: Equatable {
    private var bits: (UInt64, UInt64, UInt64, UInt64)

    static let none = StartBytes(bits: (0, 0, 0, 0))
    static let any = StartBytes(bits: (~0, ~0, ~0, ~0))

    private init(bits: (UInt64, UInt64, UInt64, UInt64)) { self.bits = bits }

    /// Compiled without the JIT, only to read the start.
    init(_ pattern: String) {
        guard let compiled = try? CompiledPattern(pattern, dupnames: true, jit: false) else {
            self = .any
            return
        }
        self = compiled.startBytes
    }

    /// From PCRE2's first code unit (either case: PCRE2 does not say
    /// whether it is caseless) or its bitmap of first bytes.
    fileprivate init(firstUnit: UInt8) {
        self = .none
        insert(firstUnit)
        insert(Self.otherCase(firstUnit))
    }

    fileprivate init(bitmap bytes: UnsafePointer<UInt8>) {
        self = .none
        for byte in 0..<256 where bytes[byte / 8] & (1 << (byte % 8)) != 0 { insert(UInt8(byte)) }
    }

    private static func otherCase(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - 32
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
        default: byte
        }
    }

    private mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte % 64)
        switch byte / 64 {
        case 0: bits.0 |= bit
        case 1: bits.1 |= bit
        case 2: bits.2 |= bit
        default: bits.3 |= bit
        }
    }

    mutating func formUnion(_ other: StartBytes) {
        bits = (bits.0 | other.bits.0, bits.1 | other.bits.1, bits.2 | other.bits.2, bits.3 | other.bits.3)
    }

    func isDisjoint(with other: StartBytes) -> Bool {
        bits.0 & other.bits.0 == 0 && bits.1 & other.bits.1 == 0 && bits.2 & other.bits.2 == 0 && bits.3 & other.bits.3 == 0
    }

    static func == (lhs: StartBytes, rhs: StartBytes) -> Bool {
        lhs.bits == rhs.bits
    }
}

import Cpcre2

/// A PCRE2 pattern, compiled once (with the JIT where it can) and matched
/// from any thread; each thread brings its own `MatchScratch`.
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

    // pcre2_code_8 is a compiled pattern: read-only once compiled.
    private let code: OpaquePointer

    init(_ pattern: String, dupnames: Bool = false) throws(Failure) {
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
        // Without the JIT (not built for this processor) PCRE2 interprets.
        _ = pcre2_jit_compile_8(code, UInt32(PCRE2_JIT_COMPLETE))
    }

    deinit { pcre2_code_free_8(code) }

    /// Matches against `subject` from `offset`; the groups are then in
    /// `scratch`.
    func match(_ subject: UnsafeBufferPointer<UInt8>, from offset: Int, anchored: Bool = false, scratch: MatchScratch) -> Outcome {
        let options = UInt32(PCRE2_NO_UTF_CHECK) | (anchored ? UInt32(PCRE2_ANCHORED) : 0)
        let result = pcre2_match_8(code, subject.baseAddress ?? UnsafePointer(bitPattern: 1), subject.count, offset, options,
                                   scratch.data, scratch.context)
        if result >= 0 { return .found }
        if result == PCRE2_ERROR_NOMATCH { return .none }
        if result == PCRE2_ERROR_MATCHLIMIT || result == PCRE2_ERROR_DEPTHLIMIT || result == PCRE2_ERROR_JIT_STACKLIMIT
            || result == PCRE2_ERROR_HEAPLIMIT {
            return .limit
        }
        return .none
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
    init(matchLimit: UInt32) {
        data = pcre2_match_data_create_8(64, nil)
        context = pcre2_match_context_create_8(nil)
        stack = pcre2_jit_stack_create_8(32 * 1024, 1024 * 1024, nil)
        pcre2_set_match_limit_8(context, matchLimit)
        pcre2_set_depth_limit_8(context, matchLimit)
        if let stack { pcre2_jit_stack_assign_8(context, nil, UnsafeMutableRawPointer(stack)) }
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

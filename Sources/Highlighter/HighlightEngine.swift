/// GtkSourceView's context engine over one block of code, line by line: a
/// stack of open contexts; in the innermost, the first of its end, its
/// ancestors' ends (where it does not extend them) and its children's
/// starts wins; matches never cross a line.
struct HighlightEngine {
    let graph: ContextGraph
    let limits: HighlightLimits

    /// Why a block was left plain.
    enum Stop: Error, Equatable {
        /// PCRE2's match limit, or the steps allowed for the block's size.
        case workLimit
        /// A line longer than `HighlightLimits.longestLine`.
        case longLine(line: Int)
    }

    private struct Frame {
        let node: ContextNode
        /// The end alone, to look for it from inside a child that does not
        /// extend this context.
        let end: CompiledPattern?
        var excluded: UInt64 = 0
        /// What text inside it shows as.
        let role: SyntaxRole?
    }

    /// Writes `code`'s lines, highlighted, to `writer`.
    func run(_ code: UnsafeBufferPointer<UInt8>, into writer: inout SpanWriter) throws(Stop) {
        let scratch = MatchScratch(matchLimit: limits.matchLimit)
        var frames = [Frame(node: graph.root, end: graph.root.staticEndPattern, role: graph.root.role)]
        var steps = 0
        let budget = limits.stepsPerByte * code.count + limits.baseSteps
        var lineStart = 0
        var lineIndex = 0
        while lineStart <= code.count {
            var lineEnd = lineStart
            while lineEnd < code.count, code[lineEnd] != 0x0A { lineEnd += 1 }
            if lineEnd == code.count && lineStart == code.count && lineIndex > 0 { break }
            guard lineEnd - lineStart <= limits.longestLine else { throw .longLine(line: lineIndex + 1) }
            let line = UnsafeBufferPointer(rebasing: code[lineStart..<lineEnd])
            try highlight(line, index: lineIndex, frames: &frames, steps: &steps, budget: budget, scratch: scratch, into: &writer)
            // Contexts that end at the end of a line, with all they hold.
            if let first = frames.indices.dropFirst().first(where: { frames[$0].node.definition.endAtLineEnd }) {
                frames.removeSubrange(first...)
            }
            if lineEnd < code.count { writer.newline() }
            lineStart = lineEnd + 1
            lineIndex += 1
        }
        writer.close()
    }

    private enum Event {
        case end(frame: Int)
        case child(Int)
    }

    private func highlight(_ line: UnsafeBufferPointer<UInt8>, index lineIndex: Int, frames: inout [Frame], steps: inout Int,
                           budget: Int, scratch: MatchScratch, into writer: inout SpanWriter) throws(Stop) {
        var position = 0
        var stalls = 0
        while true {
            steps += 1
            guard steps <= budget else { throw .workLimit }
            let top = frames[frames.count - 1]
            var best: (start: Int, end: Int, event: Event)?

            let excluded = top.excluded | (lineIndex > 0 ? firstLineOnly(top.node) : 0)
            let search = top.node.search(excluding: excluded)
            if let pattern = search.pattern {
                var notEmptyAtStart = false
                while true {
                    switch pattern.match(line, from: position, notEmptyAtStart: notEmptyAtStart, scratch: scratch) {
                    case .found:
                        if let range = scratch.range(0), let mark = scratch.mark, mark < search.candidates.count {
                            switch search.candidates[mark] {
                            case .end: best = (range.lowerBound, range.upperBound, .end(frame: frames.count - 1))
                            case .child(let child):
                                // A simple context that matches nothing here says nothing
                                // (`[a-z]*` before a quote): look again past it.
                                let node = top.node.children[child]
                                if range.isEmpty, range.lowerBound == position, node.kind == .simple, !node.definition.endParent,
                                   !notEmptyAtStart {
                                    notEmptyAtStart = true
                                    steps += 1
                                    continue
                                }
                                best = (range.lowerBound, range.upperBound, .child(child))
                            }
                        }
                    case .limit: throw .workLimit
                    case .none: break
                    }
                    break
                }
            }
            // An end that depends on its start's text is looked for alone.
            if top.node.end?.isDynamic == true, let end = top.end {
                switch end.match(line, from: position, scratch: scratch) {
                case .found:
                    if let range = scratch.range(0), best == nil || range.lowerBound <= best!.start {
                        best = (range.lowerBound, range.upperBound, .end(frame: frames.count - 1))
                    }
                case .limit: throw .workLimit
                case .none: break
                }
            }
            // The ends of the contexts this one does not extend.
            var inner = frames.count - 1
            while inner > 0, !frames[inner].node.definition.extendParent {
                let outer = inner - 1
                if outer > 0, let end = frames[outer].end {
                    switch end.match(line, from: position, scratch: scratch) {
                    case .found:
                        if let range = scratch.range(0) {
                            let better: Bool
                            switch best {
                            case nil: better = true
                            case .some(let current):
                                if case .child = current.event { better = range.lowerBound <= current.start } else { better = range.lowerBound < current.start }
                            }
                            if better { best = (range.lowerBound, range.upperBound, .end(frame: outer)) }
                        }
                    case .limit: throw .workLimit
                    case .none: break
                    }
                }
                inner = outer
            }

            guard let found = best else {
                writer.text(line, position..<line.count, role: top.role)
                return
            }
            writer.text(line, position..<found.start, role: top.role)
            let before = position
            switch found.event {
            case .end(let frame):
                frames.removeSubrange((frame + 1)...)
                let ending = frames[frame]
                let parentRole = frames[frame - 1].role
                let role = ending.node.definition.styleInside ? parentRole : ending.role
                if ending.node.subPatterns.contains(where: { $0.atEnd == true }), let end = ending.end {
                    _ = end.match(line, from: found.start, anchored: true, scratch: scratch)
                    paint(line, found.start..<found.end, role: role, node: ending.node, atEnd: true, pattern: end, scratch: scratch, into: &writer)
                } else {
                    writer.text(line, found.start..<found.end, role: role)
                }
                close(frame, frames: &frames)
            case .child(let index):
                let child = top.node.children[index]
                if child.definition.onceOnly, index < 64 { frames[frames.count - 1].excluded |= 1 << UInt64(index) }
                let needsGroups = !child.subPatterns.isEmpty || child.end?.isDynamic == true
                var groups: CompiledPattern?
                if needsGroups, let alone = child.matchPattern, alone.match(line, from: found.start, anchored: true, scratch: scratch) == .found {
                    groups = alone
                }
                let childRole = child.role ?? top.role
                switch child.kind {
                case .simple:
                    if let groups {
                        paint(line, found.start..<found.end, role: childRole, node: child, atEnd: nil, pattern: groups, scratch: scratch, into: &writer)
                    } else {
                        writer.text(line, found.start..<found.end, role: childRole)
                    }
                    if child.definition.endParent, frames.count > 1 { close(frames.count - 1, frames: &frames) }
                case .container:
                    let startRole = child.definition.styleInside ? top.role : childRole
                    var end: CompiledPattern?
                    if let pattern = child.end, pattern.isDynamic {
                        let filled = pattern.filled { name in
                            guard let groups else { return "" }
                            let number = Int(name) ?? groups.groupNumber(name)
                            guard let number, let range = scratch.range(number) else { return "" }
                            return String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self)
                        }
                        end = graph.dynamicPattern(filled)
                    } else {
                        end = child.staticEndPattern
                    }
                    if let groups {
                        paint(line, found.start..<found.end, role: startRole, node: child, atEnd: false, pattern: groups, scratch: scratch, into: &writer)
                    } else {
                        writer.text(line, found.start..<found.end, role: startRole)
                    }
                    frames.append(Frame(node: child, end: end, role: childRole))
                }
            }
            position = found.end
            stalls = position == before ? stalls + 1 : 0
            if stalls > limits.stallsPerPosition {
                // Nothing moves here (empty matches): take one character as it is.
                guard position < line.count else { return }
                var next = position + 1
                while next < line.count, line[next] & 0xC0 == 0x80 { next += 1 }
                writer.text(line, position..<next, role: frames[frames.count - 1].role)
                position = next
                stalls = 0
            }
        }
    }

    /// Ends the context at `frame` and, while the ended one says
    /// `end-parent`, its parent too (never the main context).
    private func close(_ frame: Int, frames: inout [Frame]) {
        var index = frame
        while index > 0 {
            let endsParent = frames[index].node.definition.endParent
            frames.removeSubrange(index...)
            guard endsParent else { return }
            index -= 1
        }
    }

    /// Bits of the children shown only on a code block's first line.
    private func firstLineOnly(_ node: ContextNode) -> UInt64 {
        var bits: UInt64 = 0
        for (index, child) in node.children.prefix(64).enumerated() where child.definition.firstLineOnly { bits |= 1 << UInt64(index) }
        return bits
    }

    /// A match whose groups have styles of their own (`sub-pattern`).
    private func paint(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, role: SyntaxRole?, node: ContextNode, atEnd: Bool?,
                       pattern: CompiledPattern, scratch: MatchScratch, into writer: inout SpanWriter) {
        var roles = [SyntaxRole?](repeating: role, count: range.count)
        for subPattern in node.subPatterns where (subPattern.atEnd ?? false) == (atEnd ?? false) {
            guard let subRole = subPattern.role, let number = Int(subPattern.group) ?? pattern.groupNumber(subPattern.group),
                  let group = scratch.range(number) else { continue }
            for offset in group where range.contains(offset) { roles[offset - range.lowerBound] = subRole }
        }
        var start = range.lowerBound
        while start < range.upperBound {
            let current = roles[start - range.lowerBound]
            var end = start + 1
            while end < range.upperBound, roles[end - range.lowerBound] == current { end += 1 }
            writer.text(line, start..<end, role: current)
            start = end
        }
    }
}

/// How much work one block may take before it stays plain. Counted, not
/// timed, so a block is highlighted the same way on every machine.
public struct HighlightLimits: Sendable {
    /// PCRE2's match limit for one match.
    public var matchLimit: UInt32 = 200_000
    /// The longest line highlighted, in bytes.
    public var longestLine = 20_000
    /// Searches allowed: this many per byte of the block, plus `baseSteps`.
    public var stepsPerByte = 4
    public var baseSteps = 2_000
    /// Empty matches allowed at one position before a character is taken.
    var stallsPerPosition = 16

    public init() {}
}

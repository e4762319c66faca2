/// GtkSourceView's context engine over one block of code, line by line
/// (`analyze_line` and `next_segment` in gtksourcecontextengine.c): a
/// stack of open contexts; the innermost looks for the leftmost of its
/// end, its children's starts and the ends of the ancestors it may be
/// ended by; at that position an ancestor's end wins, then the children
/// in their order (one that does not extend its parent only when the end
/// does not match there), then the context's own end; when nothing there
/// can be applied the engine moves one character on. Matches never cross
/// a line.
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

    /// A place in the block: line and byte in it.
    private struct Place: Equatable {
        var line: Int
        var column: Int
    }

    /// The last context a frame held (GtkSourceView's previous sibling
    /// segment): a context that starts empty where the same one just
    /// started and ended empty is not started again.
    private struct LastChild {
        let definition: ObjectIdentifier
        let start: Place
        var end: Place?
    }

    private struct Frame {
        let node: ContextNode
        /// The node's children (made on first use, under a lock: read once
        /// per context opened) and the bits of its first-line-only ones.
        let children: [ContextNode]
        let firstLineOnly: UInt64
        /// The end alone (filled with the start's text when it refers to it).
        let end: CompiledPattern?
        /// Once-only children already met in this context.
        var excluded: UInt64 = 0
        /// What text inside it shows as.
        let role: SyntaxRole?
        /// Where its start matched.
        let start: Place
        /// Whether every context from the main one's children down to its
        /// parent extends its parent (`all_ancestors_extend`).
        let ancestorsExtend: Bool
        var lastChild: LastChild?
        /// The node's search for `searchExcluding`, kept while it holds
        /// (the node's own cache takes a lock).
        var search: ChildSearch?
        var searchExcluding: UInt64 = 0

        init(node: ContextNode, end: CompiledPattern?, role: SyntaxRole?, start: Place, ancestorsExtend: Bool) {
            self.node = node
            (children, firstLineOnly) = node.childList
            self.end = end
            self.role = role
            self.start = start
            self.ancestorsExtend = ancestorsExtend
        }
    }

    /// Writes `code`'s lines, highlighted, to `writer`.
    /// `scratch`: one for the whole block, also when a block is run a line
    /// or a command at a time (diffs, shell sessions).
    func run(_ code: UnsafeBufferPointer<UInt8>, into writer: inout SpanWriter, scratch: MatchScratch) throws(Stop) {
        var frames = [Frame(node: graph.root, end: graph.root.staticEndPattern, role: graph.root.role, start: Place(line: 0, column: 0),
                            ancestorsExtend: true)]
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
            closeAtLineEnd(&frames, at: Place(line: lineIndex, column: line.count))
            if lineEnd < code.count { writer.newline() }
            lineStart = lineEnd + 1
            lineIndex += 1
        }
        writer.close()
    }

    /// `check_line_end`: from the innermost context out, the outermost of
    /// those that end at a line's end closes, with all it holds, as long
    /// as each context passed ends there too or may be ended by an
    /// ancestor.
    private func closeAtLineEnd(_ frames: inout [Frame], at place: Place) {
        var terminating: Int?
        var index = frames.count - 1
        while index >= 1 {
            if frames[index].node.definition.endAtLineEnd {
                terminating = index
            } else if !ancestorCanEnd(frames, index) {
                break
            }
            index -= 1
        }
        if let terminating { pop(&frames, to: terminating, at: place) }
    }

    /// `ANCESTOR_CAN_END_CONTEXT`: the main context's grandchildren and
    /// deeper, when they or one of their ancestors do not extend their
    /// parent.
    private func ancestorCanEnd(_ frames: [Frame], _ index: Int) -> Bool {
        index >= 2 && (!frames[index].node.definition.extendParent || !frames[index].ancestorsExtend)
    }

    /// Removes the frames from `index` on; the context left on top notes
    /// where the one it held ended.
    private func pop(_ frames: inout [Frame], to index: Int, at place: Place) {
        guard index >= 1, index < frames.count else { return }
        frames.removeSubrange(index...)
        frames[index - 1].lastChild?.end = place
    }

    /// A context's end matched: it closes, and while the closed one says
    /// `end-parent` (below the main context's children), its parent too.
    private func closeEnded(_ frames: inout [Frame], _ frame: Int, at place: Place) {
        var index = frame
        while index >= 2, frames[index].node.definition.endParent { index -= 1 }
        pop(&frames, to: index, at: place)
    }

    /// A simple child with `end-parent` matched in the top context: that
    /// context closes, and while the one then on top (below the main
    /// context's children) says `end-parent`, it closes too, as
    /// `simple_context_starts_here` does.
    private func closeByChild(_ frames: inout [Frame], at place: Place) {
        var index = frames.count - 1
        while index - 1 >= 2, frames[index - 1].node.definition.endParent { index -= 1 }
        pop(&frames, to: index, at: place)
    }

    private func found(_ outcome: CompiledPattern.Outcome) throws(Stop) -> Bool {
        switch outcome {
        case .found: return true
        case .none: return false
        case .limit: throw .workLimit
        }
    }

    private func highlight(_ line: UnsafeBufferPointer<UInt8>, index lineIndex: Int, frames: inout [Frame], steps: inout Int,
                           budget: Int, scratch: MatchScratch, into writer: inout SpanWriter) throws(Stop) {
        var position = 0
        var stalls = 0
        var stallPlace = Place(line: lineIndex, column: -1)
        while true {
            steps += 1
            guard steps <= budget else { throw .workLimit }
            let topIndex = frames.count - 1
            // The top frame's fields, read one by one: copying the whole
            // frame (and retaining all it holds) was a tenth of the work.
            let node = frames[topIndex].node
            let children = frames[topIndex].children
            let topEnd = frames[topIndex].end
            let topRole = frames[topIndex].role
            let excluded = frames[topIndex].excluded | (lineIndex > 0 ? frames[topIndex].firstLineOnly : 0)
            let search: ChildSearch
            if let kept = frames[topIndex].search, frames[topIndex].searchExcluding == excluded {
                search = kept
            } else {
                search = node.search(excluding: excluded, children: frames[topIndex].children)
                frames[topIndex].search = search
                frames[topIndex].searchExcluding = excluded
            }

            // The leftmost of the children's starts and the own end…
            var leftmost: Int?
            var child: (index: Int, end: Int)?
            if let pattern = search.pattern, try found(pattern.match(line, from: position, scratch: scratch)),
               let range = scratch.range(0), let mark = scratch.mark, mark < search.candidates.count {
                leftmost = range.lowerBound
                if case .child(let index) = search.candidates[mark] { child = (index, range.upperBound) }
            }
            // (an end that depends on its start's text is looked for alone)…
            if node.end?.isDynamic == true, let end = topEnd, try found(end.match(line, from: position, scratch: scratch)),
               let range = scratch.range(0), leftmost == nil || range.lowerBound < leftmost! {
                leftmost = range.lowerBound
                child = nil
            }
            // …and of the ends of the ancestors that may end this context,
            // outermost first.
            var ancestor: (frame: Int, start: Int)?
            if ancestorCanEnd(frames, topIndex) {
                for inner in 2...topIndex where !frames[inner].node.definition.extendParent {
                    guard let end = frames[inner - 1].end, try found(end.match(line, from: position, scratch: scratch)),
                          let range = scratch.range(0) else { continue }
                    if ancestor == nil || range.lowerBound < ancestor!.start { ancestor = (inner - 1, range.lowerBound) }
                }
            }
            if let found = ancestor, leftmost == nil || found.start <= leftmost! {
                // An ancestor ends here: what it holds closes; it is
                // itself ended by the next step, at the same place.
                writer.text(line, position..<found.start, role: topRole)
                position = found.start
                if stall(&stalls, at: &stallPlace, Place(line: lineIndex, column: position)) {
                    guard step(line, &position, role: topRole, into: &writer) else { return }
                    continue
                }
                pop(&frames, to: found.frame + 1, at: Place(line: lineIndex, column: position))
                continue
            }
            guard let here = leftmost else {
                writer.text(line, position..<line.count, role: topRole)
                return
            }
            writer.text(line, position..<here, role: topRole)
            position = here
            if stall(&stalls, at: &stallPlace, Place(line: lineIndex, column: here)) {
                guard step(line, &position, role: topRole, into: &writer) else { return }
                continue
            }

            var ownEnd: Bool?
            func endsHere() throws(Stop) -> Bool {
                if let ownEnd { return ownEnd }
                var result = false
                if let end = topEnd { result = try found(end.match(line, from: here, anchored: true, scratch: scratch)) }
                ownEnd = result
                return result
            }

            // The children, in their order, from the one that matched.
            var started = false
            if let first = child {
                var index = first.index
                var matchEnd: Int? = first.end
                while index < children.count {
                    if matchEnd == nil {
                        let skip = index < 64 && excluded & (1 << UInt64(index)) != 0
                        if !skip, let alone = children[index].matchPattern,
                           try found(alone.match(line, from: here, anchored: true, scratch: scratch)), let range = scratch.range(0) {
                            matchEnd = range.upperBound
                        }
                    }
                    if let end = matchEnd {
                        let candidate = children[index]
                        var allowed = candidate.definition.extendParent
                        if !allowed { allowed = try !endsHere() }
                        if allowed, let used = try start(candidate, index: index, at: here, to: end, line: line, lineIndex: lineIndex,
                                                         frames: &frames, scratch: scratch, into: &writer) {
                            position = used
                            started = true
                            break
                        }
                    }
                    matchEnd = nil
                    index += 1
                }
            }
            if started { continue }

            if try endsHere(), let end = topEnd, try found(end.match(line, from: here, anchored: true, scratch: scratch)),
               var range = scratch.range(0), try endApplies(end, &range, frames: frames, line: line, scratch: scratch) {
                let parentRole = frames[topIndex - 1].role
                let role = node.definition.styleInside ? parentRole : topRole
                if node.subPatterns.contains(where: { $0.atEnd == true }) {
                    paint(line, range, role: role, node: node, atEnd: true, pattern: end, scratch: scratch, into: &writer)
                } else {
                    writer.text(line, range, role: role)
                }
                position = range.upperBound
                closeEnded(&frames, topIndex, at: Place(line: lineIndex, column: position))
                continue
            }

            // Nothing applies here: the character stays in this context.
            guard step(line, &position, role: topRole, into: &writer) else { return }
        }
    }

    /// Writes the character at `position` and moves past it; false at the
    /// line's end.
    private func step(_ line: UnsafeBufferPointer<UInt8>, _ position: inout Int, role: SyntaxRole?, into writer: inout SpanWriter) -> Bool {
        guard position < line.count else { return false }
        var next = position + 1
        while next < line.count, line[next] & 0xC0 == 0x80 { next += 1 }
        writer.text(line, position..<next, role: role)
        position = next
        return true
    }

    /// Counts the steps taken at one place; true past the limit (empty
    /// starts and ends going round), when a character is to be taken as
    /// it is.
    private func stall(_ stalls: inout Int, at current: inout Place, _ place: Place) -> Bool {
        guard place == current else {
            current = place
            stalls = 0
            return false
        }
        stalls += 1
        guard stalls > limits.stallsPerPosition else { return false }
        stalls = 0
        current = Place(line: place.line, column: -1)
        return true
    }

    /// Starts `child` (the top context's child number `index`), matched
    /// from `start` to `end`, unless GtkSourceView would not: an empty
    /// simple match only ends its parent (never where the parent itself
    /// started); an empty start is not repeated where the same context
    /// just started and ended empty.
    private func start(_ child: ContextNode, index: Int, at start: Int, to matchEnd: Int, line: UnsafeBufferPointer<UInt8>, lineIndex: Int,
                       frames: inout [Frame], scratch: MatchScratch, into writer: inout SpanWriter) throws(Stop) -> Int? {
        let topIndex = frames.count - 1
        let topRole = frames[topIndex].role
        let place = Place(line: lineIndex, column: start)
        let definition = ObjectIdentifier(child.definition)
        // The new context's own parent, and those of its ancestors, when
        // they may end it (`ancestor_context_ends_here`), outermost first.
        let ancestorsExtend = frames[topIndex].ancestorsExtend && (topIndex <= 1 || frames[topIndex].node.definition.extendParent)
        var enders: [Int] = []
        if topIndex >= 1, !child.definition.extendParent || !ancestorsExtend {
            if !child.definition.extendParent { enders.append(topIndex) }
            enders += endingAncestors(frames, from: topIndex)
        }
        var subject = line
        var end = matchEnd
        if !enders.isEmpty, let cut = try ancestorEnd(inside: start..<end, enders: enders, frames: frames, line: line, scratch: scratch) {
            subject = UnsafeBufferPointer(rebasing: line[..<cut])
            guard let alone = child.matchPattern, try found(alone.match(subject, from: start, anchored: true, scratch: scratch)) else {
                return nil
            }
            end = cut
        }
        let empty = start == end
        switch child.kind {
        case .simple:
            let endsParent = child.definition.endParent && topIndex >= 1
            if empty && (!endsParent || frames[topIndex].start == place) { return nil }
        case .container:
            if empty, let last = frames[topIndex].lastChild, last.definition == definition, last.start == place, last.end == place { return nil }
        }
        if child.definition.onceOnly, index < 64, !(child.kind == .simple && empty) {
            frames[topIndex].excluded |= 1 << UInt64(index)
        }
        let needsGroups = !child.subPatterns.isEmpty || child.end?.isDynamic == true
        var groups: CompiledPattern?
        if needsGroups, let alone = child.matchPattern, try found(alone.match(subject, from: start, anchored: true, scratch: scratch)) {
            groups = alone
        }
        let childRole = child.role ?? topRole
        switch child.kind {
        case .simple:
            if !empty {
                if let groups {
                    paint(line, start..<end, role: childRole, node: child, atEnd: nil, pattern: groups, scratch: scratch, into: &writer)
                } else {
                    writer.text(line, start..<end, role: childRole)
                }
                frames[topIndex].lastChild = LastChild(definition: definition, start: place, end: Place(line: lineIndex, column: end))
            }
            if child.definition.endParent, topIndex >= 1 { closeByChild(&frames, at: Place(line: lineIndex, column: end)) }
        case .container:
            let startRole = child.definition.styleInside ? topRole : childRole
            var endPattern: CompiledPattern?
            if let pattern = child.end, pattern.isDynamic {
                let filled = pattern.filled { name in
                    guard let groups else { return "" }
                    let number = Int(name) ?? groups.groupNumber(name)
                    guard let number, let range = scratch.range(number) else { return "" }
                    return String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self)
                }
                endPattern = graph.dynamicPattern(filled)
            } else {
                endPattern = child.staticEndPattern
            }
            if let groups {
                paint(line, start..<end, role: startRole, node: child, atEnd: false, pattern: groups, scratch: scratch, into: &writer)
            } else {
                writer.text(line, start..<end, role: startRole)
            }
            frames[topIndex].lastChild = LastChild(definition: definition, start: place, end: nil)
            let extends = topIndex <= 1 || frames[topIndex].node.definition.extendParent
            frames.append(Frame(node: child, end: endPattern, role: childRole, start: place,
                                ancestorsExtend: frames[topIndex].ancestorsExtend && extends))
        }
        return end
    }

    /// `apply_match` for the top context's end at `range`: cut where an
    /// ancestor's end falls inside it, if the end still matches before
    /// that place (its groups then in `scratch`).
    private func endApplies(_ end: CompiledPattern, _ range: inout Range<Int>, frames: [Frame], line: UnsafeBufferPointer<UInt8>,
                            scratch: MatchScratch) throws(Stop) -> Bool {
        let topIndex = frames.count - 1
        guard range.count >= 2, ancestorCanEnd(frames, topIndex) else { return true }
        let enders = endingAncestors(frames, from: topIndex)
        guard !enders.isEmpty, let cut = try ancestorEnd(inside: range, enders: enders, frames: frames, line: line, scratch: scratch) else {
            // The groups of the end's own match, for its sub-patterns.
            if !enders.isEmpty { _ = try found(end.match(line, from: range.lowerBound, anchored: true, scratch: scratch)) }
            return true
        }
        guard try found(end.match(UnsafeBufferPointer(rebasing: line[..<cut]), from: range.lowerBound, anchored: true, scratch: scratch)) else {
            return false
        }
        range = range.lowerBound..<cut
        return true
    }

    /// The frames whose end may end the context of frame `index`'s
    /// descendants through it: walking up while a context may be ended by
    /// its ancestors, the parent of each one that does not extend its
    /// parent; outermost first.
    private func endingAncestors(_ frames: [Frame], from index: Int) -> [Int] {
        var found: [Int] = []
        var current = index
        while ancestorCanEnd(frames, current) {
            if !frames[current].node.definition.extendParent { found.append(current - 1) }
            current -= 1
        }
        return found.reversed()
    }

    /// `can_apply_match`: the first place inside `range` (after its first
    /// character) where the end of one of `enders` matches; a match that
    /// such an end falls inside counts only if its pattern matches the
    /// text before that place, and then ends there.
    private func ancestorEnd(inside range: Range<Int>, enders: [Int], frames: [Frame], line: UnsafeBufferPointer<UInt8>,
                             scratch: MatchScratch) throws(Stop) -> Int? {
        guard range.count >= 2 else { return nil }
        var position = range.lowerBound + 1
        while position < range.upperBound, line[position] & 0xC0 == 0x80 { position += 1 }
        while position < range.upperBound {
            for ender in enders {
                if let end = frames[ender].end, try found(end.match(line, from: position, anchored: true, scratch: scratch)) { return position }
            }
            position += 1
            while position < range.upperBound, line[position] & 0xC0 == 0x80 { position += 1 }
        }
        return nil
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
    /// Steps allowed at one place (empty starts and ends) before a
    /// character is taken as it is.
    var stallsPerPosition = 256

    public init() {}
}


#if canImport(Foundation)
import Foundation
#endif

/// Finds the color nearest to a failing one that reaches a contrast target,
/// moving only OKLCH lightness (color-science reference, "Nearest passing
/// color").
public enum NearestPassingColor {
    /// Results already found, for one build: many themes share tokens (text,
    /// backgrounds) whose repair is the same search with the same inputs.
    /// Pass one to every search of a build; never shared between builds.
    public final class Memo: @unchecked Sendable {
        struct Key: Hashable {
            /// `find(for:onAll:target:)` rather than `find(for:on:target:)`.
            var all: Bool
            var color: Color
            var backgrounds: [Color]
            var target: Double
        }

        private var found: [Key: Color?] = [:]
        #if canImport(Foundation)
        private let lock = NSLock()
        #endif

        public init() {}

        func value(_ key: Key, _ search: () -> Color?) -> Color? {
            if let known = locked({ found[key] }) { return known }
            let result = search()
            locked { found[key] = .some(result) }
            return result
        }

        /// `body` under the lock; Embedded Swift (the browser's engine) has
        /// one thread and no Foundation.
        private func locked<T>(_ body: () -> T) -> T {
            #if canImport(Foundation)
            lock.lock()
            defer { lock.unlock() }
            #endif
            return body()
        }
    }

    /// The color with the same chroma and hue as `color` (composited over
    /// `background` first when translucent) whose contrast against
    /// `background` is at least `target`, with the smallest change of
    /// lightness; the color itself when it already passes; nil when neither
    /// direction can reach the target.
    public static func find(for color: Color, on background: Color, target: Double, memo: Memo?) -> Color? {
        guard let memo else { return find(for: color, on: background, target: target) }
        return memo.value(Memo.Key(all: false, color: color, backgrounds: [background], target: target)) {
            find(for: color, on: background, target: target)
        }
    }

    /// `find(for:onAll:target:)`, looked up in `memo` first.
    public static func find(for color: Color, onAll backgrounds: [Color], target: Double, memo: Memo?) -> Color? {
        guard let memo else { return find(for: color, onAll: backgrounds, target: target) }
        return memo.value(Memo.Key(all: true, color: color, backgrounds: backgrounds, target: target)) {
            find(for: color, onAll: backgrounds, target: target)
        }
    }

    public static func find(for color: Color, on background: Color, target: Double) -> Color? {
        let painted = color.composited(over: background)
        if WCAG.contrastRatio(painted, background.opaque) >= target { return painted }
        let start = OKLCH(painted)
        let candidates = [search(start, background.opaque, target, towards: 0),
                          search(start, background.opaque, target, towards: 1)].compactMap { $0 }
        return candidates.min { abs(OKLCH($0).lightness - start.lightness) < abs(OKLCH($1).lightness - start.lightness) }
    }

    /// A color that passes against every background in `backgrounds`.
    public static func find(for color: Color, onAll backgrounds: [Color], target: Double) -> Color? {
        guard let first = backgrounds.first else { return color }
        var candidate = color.composited(over: first)
        for _ in 0..<4 {
            guard let worst = backgrounds.min(by: {
                WCAG.contrastRatio(candidate, $0.opaque) < WCAG.contrastRatio(candidate, $1.opaque)
            }) else { return candidate }
            if WCAG.contrastRatio(candidate, worst.opaque) >= target { return candidate }
            guard let next = find(for: candidate, on: worst, target: target) else { return nil }
            candidate = next
        }
        return backgrounds.allSatisfy({ WCAG.contrastRatio(candidate, $0.opaque) >= target }) ? candidate : nil
    }

    private static func search(_ start: OKLCH, _ background: Color, _ target: Double,
                               towards limit: Double) -> Color? {
        let turn = start.turn
        func color(at lightness: Double) -> Color {
            OKLCH(lightness: lightness, chroma: start.chroma, hue: start.hue).gamutMapped(alpha: 1, turn: turn)
        }
        func passes(_ lightness: Double) -> Bool {
            WCAG.contrastRatio(color(at: lightness), background) >= target
        }
        guard passes(limit) else { return nil }
        // Bisect between the failing start and the passing limit.
        var failing = start.lightness, passing = limit
        for _ in 0..<40 {
            let middle = (failing + passing) / 2
            if passes(middle) { passing = middle } else { failing = middle }
        }
        // Quantizing makes the ratio non-monotonic: step on until the hex passes.
        var lightness = passing
        let step = limit > start.lightness ? 0.0005 : -0.0005
        while !passes(lightness) {
            lightness += step
            if lightness < 0 || lightness > 1 { return nil }
        }
        return color(at: lightness)
    }
}

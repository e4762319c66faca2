@testable import Comparison
@testable import PreviewRenderer
import Testing

/// Which components read a CSS variable, as `compare` reports where a
/// changed token lands.
struct ComponentUsageTests {
    @Test func readersAreFoundDirectlyThroughCustomPropertiesAndInsideAtRules() {
        let usage = ComponentUsage(css: """
            /* .vm-commented { color: var(--vm-color-accent); } */
            :root { --vm-button-fill: var(--vm-color-accent); }
            .vm-chip, .vm-badge.is-on > .vm-dot { color: var(--vm-color-accent); border: 1px solid var( --vm-color-border); }
            .vm-primary-button { background: var(--vm-button-fill); }
            @media (prefers-color-scheme: dark) {
              .vm-toast { background: var(--vm-color-surface-elevated, #000); }
            }
            @import url("x.css");
            .tp-chrome { color: var(--vm-color-accent); }
            """)
        #expect(usage.readers["--vm-color-accent"] == ["vm-badge", "vm-chip", "vm-dot", "vm-primary-button"])
        #expect(usage.readers["--vm-color-border"] == ["vm-badge", "vm-chip", "vm-dot"])
        #expect(usage.readers["--vm-color-surface-elevated"] == ["vm-toast"])
        #expect(usage.readers["--vm-button-fill"] == ["vm-primary-button"])
    }

    @Test func theBuiltInStylesheetSaysWhereTheHoverAccentLands() throws {
        let usage = ComponentUsage(css: try #require(TemplateSet.builtInAsset("assets/theme-preview.css")))
        #expect(usage.readers["--vm-color-accent-hover"] == ["vm-primary-button", "vm-secondary-button"])
        #expect(usage.readers["--vm-color-unread-dot"] == ["vm-unread-dot"])
    }
}

@testable import Basics
@testable import Comparison
import Foundation
@testable import PreviewRenderer
import Testing

/// Which gallery figures show each component class, read with the HTML
/// parser from a page: a small page exactly, and the built gallery.
struct GallerySectionsTests {
    @Test func figuresAndTheirComponentClassesExactly() {
        let html = """
            <!DOCTYPE html><main>
            <figure id="one" class="tp-screen-figure"><figcaption>First <span>ref</span></figcaption>
              <div class="vm-row tp-x vm-chip"><span class="vm-chip">a</span></div></figure>
            <figure class="no-id"><div class="vm-lost"></div></figure>
            <figure data-x="1" id="two"><p class="vm-row">b</p></figure>
            <div class="vm-outside"></div>
            </main>
            """
        let sections = GallerySections(galleryHTML: Array(html.utf8))
        #expect(sections.figures.map(\.id) == ["one", "two"])
        #expect(sections.figures.map(\.caption) == ["First", "two"])
        #expect(sections.sections == ["vm-row": ["one", "two"], "vm-chip": ["one"]])
    }

    @Test func theBuiltGalleryNamesItsFigures() throws {
        let fileSystem = InMemoryFileSystem(files: ["site/config.yaml": "title: T\n"])
        try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        let sections = GallerySections(galleryHTML: Array(try fileSystem.contents(of: "out/index.html")))
        #expect(sections.figures.map(\.id) == ["thread-list", "message", "controls", "settings", "appearance", "profile"])
        #expect(sections.figures.map(\.caption) == ["Thread list", "Message and toasts", "Buttons, chips and states", "Settings",
                                                    "Appearance", "Profile form states"])
        #expect(sections.sections["vm-thread-row"] == ["thread-list"])
        #expect(sections.sections["vm-settings-row"] == ["settings", "appearance"])
    }
}

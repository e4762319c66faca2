import Foundation

extension ChromiumSession {
    /// What `Page.printToPDF` is asked for besides the page.
    struct PrintSettings: Sendable {
        /// HTML of each page's header and footer (Chromium fills
        /// `<span class="pageNumber">`, `totalPages`, `title`).
        var header: String
        var footer: String
    }

    /// `url` printed to PDF in a new tab, as the print media and light
    /// scheme show it: A4, backgrounds printed, the header and footer of
    /// `settings`, and an outline (bookmarks) from the page's headings.
    func pdf(_ url: URL, settings: PrintSettings) async throws -> Data {
        let target = try await send("Target.createTarget", ["url": "about:blank", "newWindow": true, "background": false])["targetId"] as? String ?? ""
        let session = try await send("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String ?? ""
        defer { Task { _ = try? await send("Target.closeTarget", ["targetId": target]) } }
        _ = try await send("Page.enable", session: session)
        // The light scheme whatever the machine prefers; motion off.
        _ = try await send("Emulation.setEmulatedMedia",
                           ["features": [["name": "prefers-color-scheme", "value": "light"],
                                         ["name": "prefers-reduced-motion", "value": "reduce"]]], session: session)
        clearEvents(session: session)
        _ = try await send("Page.navigate", ["url": url.absoluteString], session: session)
        try await event("Page.loadEventFired", session: session)
        // Deferred scripts (math) ran before the load event; the fonts may still be loading.
        _ = try await send("Runtime.evaluate", ["expression": "document.fonts.ready.then(function () { return true; })",
                                                "awaitPromise": true], session: session)
        let result = try await send("Page.printToPDF", [
            "paperWidth": 8.27, "paperHeight": 11.69,
            "marginTop": 0.75, "marginBottom": 0.75, "marginLeft": 0.6, "marginRight": 0.6,
            "printBackground": true,
            "displayHeaderFooter": true, "headerTemplate": settings.header, "footerTemplate": settings.footer,
            "generateTaggedPDF": true, "generateDocumentOutline": true,
        ], session: session)
        guard let base64 = result["data"] as? String, let pdf = Data(base64Encoded: base64) else {
            throw Failure(message: "Chromium sent no PDF")
        }
        return pdf
    }
}

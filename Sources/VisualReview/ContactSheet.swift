import Foundation

/// An HTML page laying out the page pictures in a labelled grid: each row holds two themes,
/// light then dark, as thumbnails a quarter of the page's width. Every size is fixed, so the
/// sheet's own size is known before Chromium draws it.
struct ContactSheet {
    static let pageSize = (width: 1280, height: 900)
    static let thumbnail = (width: 320, height: 225)
    static let columns = 4
    static let gap = 16
    static let padding = 16
    static let titleHeight = 40
    static let captionHeight = 26

    var title: String
    var shots: [Shot]

    var rows: Int { (shots.count + Self.columns - 1) / Self.columns }

    var size: (width: Int, height: Int) {
        let width = 2 * Self.padding + Self.columns * Self.thumbnail.width + (Self.columns - 1) * Self.gap
        let cell = Self.captionHeight + Self.thumbnail.height
        let height = 2 * Self.padding + Self.titleHeight + rows * cell + max(0, rows - 1) * Self.gap
        return (width, height)
    }

    func html() -> String {
        let themes = Set(shots.map(\.themeID)).count
        let heading = "\(escape(title)) <span>\(themes) theme\(themes == 1 ? "" : "s") × light/dark, pinned pages at \(Self.pageSize.width)×\(Self.pageSize.height)</span>"
        let cells = shots.map { shot in
            let scheme = shot.scheme.prefix(1).uppercased() + shot.scheme.dropFirst()
            return """
                <figure><figcaption><b>\(escape(shot.themeName))</b> · \(escape(scheme))<code>\(escape(shot.themeID))</code></figcaption>\
                <img src="\(escape(URL(fileURLWithPath: shot.file).standardizedFileURL.absoluteString))" width="\(Self.thumbnail.width)" height="\(Self.thumbnail.height)" alt="\(escape(shot.themeName)), \(escape(shot.scheme))"></figure>
                """
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(title)): contact sheet</title>
            <style>
            html { background: #E5E5EA; color: #1C1C1E; font: 15px/1.2 "DejaVu Sans", system-ui, sans-serif; }
            body { margin: 0; padding: \(Self.padding)px; width: \(size.width)px; height: \(size.height)px; box-sizing: border-box; overflow: hidden; }
            h1 { margin: 0; height: \(Self.titleHeight)px; font-size: 20px; line-height: 28px; font-weight: 700; white-space: nowrap; overflow: hidden; }
            h1 span { margin-left: 10px; font-size: 14px; font-weight: 400; color: #48484A; }
            .grid { display: grid; grid-template-columns: repeat(\(Self.columns), \(Self.thumbnail.width)px); gap: \(Self.gap)px; }
            figure { margin: 0; }
            figcaption { display: flex; align-items: baseline; gap: 6px; height: \(Self.captionHeight)px; white-space: nowrap; overflow: hidden; }
            figcaption code { margin-left: auto; font: 12px "DejaVu Sans Mono", monospace; color: #48484A; }
            img { display: block; width: \(Self.thumbnail.width)px; height: \(Self.thumbnail.height)px; outline: 1px solid rgba(0, 0, 0, 0.25); }
            </style>
            </head>
            <body>
            <h1>\(heading)</h1>
            <div class="grid">
            \(cells.joined(separator: "\n"))
            </div>
            </body>
            </html>

            """
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

import Basics
import Foundation

/// The page showing one pinned page before and after: side by side, swipe (a labelled
/// range input), blink (a button; switching by itself once a second only when asked,
/// below WCAG 2.3.1's three flashes a second) and the diff image. It sits next to its
/// pictures in `pictures/` and works from file:// with no network. Without JavaScript
/// every view is shown, one after another.
struct PictureViewer {
    var diff: PictureDiff

    /// The page's title and heading: "forest · dark", or the page's path.
    static func label(_ diff: PictureDiff) -> String {
        diff.scheme.isEmpty ? diff.page : "\(diff.theme) · \(diff.scheme)"
    }

    /// "12,345 of 1,152,000 pixels changed (1.07%)", or "No pixel changed (of 1,152,000)".
    static func summary(_ diff: PictureDiff) -> String {
        if diff.changedPixels == 0 { return "No pixel changed (of \(groupedDigits(diff.totalPixels)))" }
        return "\(groupedDigits(diff.changedPixels)) of \(groupedDigits(diff.totalPixels)) pixels changed (\(percent(diff)))"
    }

    /// The share as a percentage with two decimals; a share that would round to 0 is
    /// "less than 0.01%", so a change is never shown as none.
    static func percent(_ diff: PictureDiff) -> String {
        if diff.changedPixels == 0 { return "0%" }
        let percent = diff.share * 100
        if percent < 0.005 { return "less than 0.01%" }
        return String(format: "%.2f%%", percent)
    }

    /// A path relative to the review folder, as seen from a page in `pictures/`.
    private func local(_ path: String) -> String {
        HTMLEscape.text(path.hasPrefix(CompareVisuals.folder + "/") ? String(path.dropFirst(CompareVisuals.folder.count + 1)) : "../" + path)
    }

    func html() -> String {
        let label = HTMLEscape.text(Self.label(diff))
        let page = HTMLEscape.text(diff.page)
        let size = "width=\"\(CompareVisuals.pageSize.width)\" height=\"\(CompareVisuals.pageSize.height)\""
        let before = "src=\"\(local(diff.before))\" \(size) alt=\"\(page) before the change\""
        let after = "src=\"\(local(diff.after))\" \(size) alt=\"\(page) after the change\""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(label): before and after · theme-preview compare</title>
            <style>
            \(Self.css)
            </style>
            </head>
            <body>
            <header>
            <p><a href="../index.html">Back to the review</a></p>
            <h1>\(label)</h1>
            <p><code>\(page)</code>: \(HTMLEscape.text(Self.summary(diff))).</p>
            </header>
            <main>
            <fieldset class="modes" hidden>
            <legend>View</legend>
            <label><input type="radio" name="mode" value="side" checked> Side by side</label>
            <label><input type="radio" name="mode" value="swipe"> Swipe</label>
            <label><input type="radio" name="mode" value="blink"> Blink</label>
            <label><input type="radio" name="mode" value="diff"> Changed pixels</label>
            </fieldset>
            <section id="side" class="mode" aria-labelledby="side-heading">
            <h2 id="side-heading">Side by side</h2>
            <div class="pair">
            <figure><figcaption>Before</figcaption><img \(before)></figure>
            <figure><figcaption>After</figcaption><img \(after)></figure>
            </div>
            </section>
            <section id="swipe" class="mode" aria-labelledby="swipe-heading">
            <h2 id="swipe-heading">Swipe</h2>
            <p class="control"><label for="swipe-position">Swipe: before on the left, after on the right</label>
            <input type="range" id="swipe-position" min="0" max="100" step="1" value="50" aria-valuetext="50% of the width shows before">
            <output id="swipe-value" for="swipe-position">50%</output></p>
            <div class="stage" id="swipe-stage" style="--swipe: 50%">
            <img class="under" \(after)>
            <img class="over" \(before)>
            <span class="divider"></span>
            </div>
            </section>
            <section id="blink" class="mode" aria-labelledby="blink-heading">
            <h2 id="blink-heading">Blink</h2>
            <p class="control"><button type="button" id="blink-toggle">Show after</button>
            <span id="blink-state" aria-live="polite">Showing before</span></p>
            <p class="control"><label><input type="checkbox" id="blink-auto"> Switch by itself once a second</label></p>
            <div class="stage">
            <img id="blink-before" \(before)>
            <img id="blink-after" hidden \(after)>
            </div>
            </section>
            <section id="diff" class="mode" aria-labelledby="diff-heading">
            <h2 id="diff-heading">Changed pixels</h2>
            <p><span class="swatch"></span> Changed pixels in magenta, over a light grey copy of the after picture.</p>
            <div class="stage"><img src="\(local(diff.diff))" \(size) alt="Changed pixels of \(page), in magenta"></div>
            </section>
            </main>
            <script>
            \(Self.script)
            </script>
            </body>
            </html>

            """
    }

    static let css = """
        :root { color-scheme: light dark; --text: #1C1C1E; --muted: #48484A; --page: #FFFFFF; --panel: #F2F2F7; --link: #0A58CA; --line: #8E8E93; --focus: #0A58CA; }
        @media (prefers-color-scheme: dark) {
          :root { --text: #F2F2F7; --muted: #C7C7CC; --page: #1C1C1E; --panel: #2C2C2E; --link: #7CB8FF; --line: #8E8E93; --focus: #7CB8FF; }
        }
        html { background: var(--page); color: var(--text); font: 16px/1.5 system-ui, "DejaVu Sans", sans-serif; }
        body { margin: 0 auto; padding: 16px 24px 48px; max-width: 1400px; }
        a { color: var(--link); }
        h1 { font-size: 1.6rem; margin: 0.2em 0; }
        h2 { font-size: 1.2rem; margin: 1.2em 0 0.5em; }
        code { font-family: "DejaVu Sans Mono", monospace; font-size: 0.9em; }
        :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        .modes { display: flex; flex-wrap: wrap; gap: 8px 20px; border: 1px solid var(--line); border-radius: 8px; padding: 8px 16px 12px; }
        .modes legend { padding: 0 6px; font-weight: 600; }
        .modes label, .control label { cursor: pointer; }
        .control { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
        .control input[type=range] { width: min(480px, 100%); }
        button { font: inherit; padding: 6px 14px; border-radius: 6px; border: 1px solid var(--line); background: var(--panel); color: var(--text); cursor: pointer; }
        .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
        figure { margin: 0; }
        figcaption { font-weight: 600; }
        img { display: block; max-width: 100%; height: auto; outline: 1px solid var(--line); }
        .stage { position: relative; max-width: 1280px; }
        .stage .over { position: absolute; inset: 0; clip-path: inset(0 calc(100% - var(--swipe)) 0 0); outline: none; }
        .stage .divider { position: absolute; top: 0; bottom: 0; left: var(--swipe); width: 2px; margin-left: -1px; background: #FF00FF; }
        .swatch { display: inline-block; width: 1em; height: 1em; vertical-align: -0.15em; background: #FF00FF; outline: 1px solid var(--line); }
        [hidden] { display: none !important; }
        """

    /// Shows one view at a time once JavaScript runs; the swipe follows its range input;
    /// blink switches on the button, or once a second while its checkbox is checked.
    static let script = """
        (function () {
          var modes = document.querySelector('.modes');
          var sections = document.querySelectorAll('section.mode');
          function show(mode) {
            sections.forEach(function (section) { section.hidden = section.id !== mode; });
            if (mode !== 'blink') { stopAuto(); }
          }

          var range = document.getElementById('swipe-position');
          var stage = document.getElementById('swipe-stage');
          var value = document.getElementById('swipe-value');
          range.addEventListener('input', function () {
            stage.style.setProperty('--swipe', range.value + '%');
            value.textContent = range.value + '%';
            range.setAttribute('aria-valuetext', range.value + '% of the width shows before');
          });

          var toggle = document.getElementById('blink-toggle');
          var state = document.getElementById('blink-state');
          var before = document.getElementById('blink-before');
          var after = document.getElementById('blink-after');
          var auto = document.getElementById('blink-auto');
          var timer = null;
          function flip() {
            var showingBefore = before.hidden;
            before.hidden = !showingBefore;
            after.hidden = showingBefore;
            toggle.textContent = showingBefore ? 'Show after' : 'Show before';
            state.textContent = showingBefore ? 'Showing before' : 'Showing after';
          }
          function stopAuto() {
            if (timer !== null) { clearInterval(timer); timer = null; }
            auto.checked = false;
            state.setAttribute('aria-live', 'polite');
          }
          toggle.addEventListener('click', flip);
          modes.addEventListener('change', function (event) { show(event.target.value); });
          auto.addEventListener('change', function () {
            // Announcing every switch would talk over everything else.
            state.setAttribute('aria-live', auto.checked ? 'off' : 'polite');
            if (auto.checked) { timer = setInterval(flip, 1000); } else { stopAuto(); }
          });
          // A browser may restore the checkbox's state on going back; the timer it is not.
          stopAuto();
          modes.hidden = false;
          show(modes.querySelector('input:checked').value);
        })();
        """
}

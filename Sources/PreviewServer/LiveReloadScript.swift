import Foundation

/// The live-reload client, put into HTML responses while serving (never into
/// what `build` writes). It listens to `/__theme-preview/events`:
/// - `reload` {pages, all}: reloads when this page is listed, keeping the
///   scroll position (sessionStorage);
/// - `css` {stylesheets, themes, pages}: swaps the listed stylesheets with a
///   cache-buster, reloads assets/themes.js and re-applies the current
///   theme's CSS to `<style id="theme-css">` (as the theme switcher does),
///   and refreshes the inline styles of the listed pages, without reloading;
/// - `error` {text}: shows the build's diagnostics as an overlay (as text);
/// - `ok`: removes the overlay.
public enum LiveReloadScript {
    public static let eventsPath = "/__theme-preview/events"

    public static let script = """
        <script data-theme-preview-live-reload>
        /* theme-preview serve: live reload. Only while serving; never in build output. */
        (function () {
          if (!window.EventSource || !window.JSON) return;
          var KEY = "themePreview.serve.scroll";
          function path(url) { try { return decodeURI(new URL(url, location.href).pathname); } catch (e) { return ""; } }
          var here = path(location.href).replace(/\\/$/, "/index.html");
          try {
            var saved = JSON.parse(sessionStorage.getItem(KEY) || "null");
            sessionStorage.removeItem(KEY);
            if (saved && saved.path === here) {
              var restore = function () { window.scrollTo(saved.x, saved.y); };
              if (document.readyState === "complete") restore(); else window.addEventListener("load", restore);
            }
          } catch (e) {}
          function reload() {
            try { sessionStorage.setItem(KEY, JSON.stringify({ path: here, x: window.scrollX, y: window.scrollY })); } catch (e) {}
            location.reload();
          }
          function fresh(url) {
            var u = new URL(url, location.href);
            u.searchParams.set("tp-live", Date.now().toString(36));
            return u.href;
          }
          function swapStylesheets(paths) {
            var links = document.querySelectorAll('link[rel~="stylesheet"]');
            Array.prototype.forEach.call(links, function (link) {
              if (paths.indexOf(path(link.href)) < 0) return;
              var next = link.cloneNode();
              next.href = fresh(link.href);
              next.onload = next.onerror = function () { link.remove(); };
              link.parentNode.insertBefore(next, link.nextSibling);
            });
          }
          function reloadThemes() {
            var TP = window.ThemePreview, current = document.querySelector('script[src*="assets/themes.js"]');
            if (!TP || !current) return;
            var script = document.createElement("script");
            script.src = fresh(current.src);
            script.onload = function () {
              var themes = TP.themes, loaded = window.ThemePreviewThemes, id;
              if (themes && loaded && themes !== loaded) {
                for (id in themes) delete themes[id];
                for (id in loaded) themes[id] = loaded[id];
                window.ThemePreviewThemes = themes;
              }
              var style = document.getElementById("theme-css");
              if (!TP.pinnedTheme && style && themes && themes[TP.state.theme]) style.textContent = themes[TP.state.theme].css;
              script.remove();
            };
            document.head.appendChild(script);
          }
          function refreshStyles() {
            fetch(location.href, { cache: "no-store" }).then(function (response) { return response.text(); }).then(function (html) {
              var next = new DOMParser().parseFromString(html, "text/html").querySelectorAll("style");
              var now = document.querySelectorAll("style");
              if (next.length !== now.length) return reload();
              var live = window.ThemePreview && !window.ThemePreview.pinnedTheme;
              for (var i = 0; i < now.length; i++) {
                if (live && now[i].id === "theme-css") continue;
                if (now[i].textContent !== next[i].textContent) now[i].textContent = next[i].textContent;
              }
            }).catch(reload);
          }
          var overlay = null;
          function showError(text) {
            if (!overlay) {
              overlay = document.createElement("div");
              overlay.id = "theme-preview-build-error";
              overlay.setAttribute("role", "alert");
              overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;box-sizing:border-box;padding:2rem;background:rgba(24,24,27,.95);color:#fafafa;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace";
              var title = document.createElement("p");
              title.style.cssText = "margin:0;font-weight:bold";
              title.textContent = "theme-preview: the build failed. Showing the last good site; fix the file and this goes away.";
              var close = document.createElement("button");
              close.type = "button";
              close.textContent = "Dismiss";
              close.style.cssText = "float:right;font:inherit;padding:.25rem .75rem";
              close.onclick = function () { overlay.hidden = true; };
              var pre = document.createElement("pre");
              pre.style.cssText = "white-space:pre-wrap;color:#fca5a5;margin:1rem 0 0";
              overlay.appendChild(close);
              overlay.appendChild(title);
              overlay.appendChild(pre);
              document.body.appendChild(overlay);
            }
            overlay.hidden = false;
            overlay.lastChild.textContent = text;
          }
          function clearError() { if (overlay) { overlay.remove(); overlay = null; } }
          function data(event) { try { return JSON.parse(event.data); } catch (e) { return {}; } }
          function listed(list) { return (list || []).indexOf(here) >= 0; }
          var source = new EventSource("\(eventsPath)");
          source.addEventListener("reload", function (event) {
            var d = data(event);
            if (d.all || listed(d.pages)) reload();
          });
          source.addEventListener("css", function (event) {
            var d = data(event);
            if (d.stylesheets && d.stylesheets.length) swapStylesheets(d.stylesheets);
            if (d.themes) reloadThemes();
            if (listed(d.pages)) refreshStyles();
          });
          source.addEventListener("error", function (event) {
            if (typeof event.data === "string") showError(data(event).text || "");
          });
          source.addEventListener("ok", clearError);
        })();
        </script>

        """

    /// `html` with the client before its last `</body>` (or at its end).
    public static func inject(into html: Data) -> Data {
        inject(script, into: html)
    }

    /// `html` with `scripts` before its last `</body>` (or at its end).
    static func inject(_ scripts: String, into html: Data) -> Data {
        let marker = Array("</body>".utf8)
        let bytes = [UInt8](html)
        var index = bytes.count - marker.count
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "<"),
               zip(bytes[index..<(index + marker.count)], marker).allSatisfy({ lowercase($0) == $1 }) {
                var result = Data(bytes[..<index])
                result.append(contentsOf: scripts.utf8)
                result.append(contentsOf: bytes[index...])
                return result
            }
            index -= 1
        }
        return html + Data(scripts.utf8)
    }

    /// How many bytes `inject` adds.
    public static var injectedLength: Int { script.utf8.count }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= 65 && byte <= 90 ? byte + 32 : byte
    }
}

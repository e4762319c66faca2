/// The client the theme lab saves through, put into HTML responses next to
/// the live-reload client, only for pages a browser on this machine opened
/// (`SameOriginCheck.sharesSecret`). It defines `window.ThemePreviewServe`:
///
///     ThemePreviewServe.canSave          // true: the page is served by serve and may save
///     ThemePreviewServe.read(id)         // -> Promise of the read answer
///     ThemePreviewServe.save(id, text, base) // -> Promise of the save answer
///
/// Both promises resolve (never reject) with serve's JSON answer plus
/// `status`, the HTTP status (0 when serve could not be reached). Without
/// serve (a built site opened from disk or any host) there is no
/// `window.ThemePreviewServe`. See site/docs/serve.md, "Saving a theme
/// from the lab".
enum ThemeSaveScript {
    static let themesPath = "/__theme-preview/themes/"

    /// The script with this run's secret (hexadecimal digits, so it needs
    /// no escaping), kept in a closure rather than on `window`.
    static func script(secret: String) -> String {
        """
        <script data-theme-preview-save>
        /* theme-preview serve: saving themes from the theme lab. Only while serving; never in build output. */
        (function () {
          if (!window.fetch || !window.JSON) return;
          var SECRET = "\(secret)", PATH = "\(themesPath)";
          function ask(method, id, body) {
            var init = { method: method, cache: "no-store", credentials: "same-origin", redirect: "error",
                         headers: { "X-Theme-Preview-Secret": SECRET } };
            if (body !== undefined) {
              init.headers["Content-Type"] = "application/json";
              init.body = JSON.stringify(body);
            }
            return fetch(PATH + encodeURIComponent(String(id)), init).then(function (response) {
              return response.json().catch(function () {
                return { ok: false, message: "serve answered " + response.status + " without a message." };
              }).then(function (answer) { answer.status = response.status; return answer; });
            }, function () {
              return { ok: false, status: 0, message: "Cannot reach theme-preview serve: is it still running?" };
            });
          }
          window.ThemePreviewServe = Object.freeze({
            canSave: true,
            read: function (id) { return ask("GET", id); },
            save: function (id, text, base) {
              return ask("POST", id, { text: String(text), base: base == null ? null : String(base) });
            }
          });
        })();
        </script>

        """
    }
}

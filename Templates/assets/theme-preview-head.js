/* theme-preview: applies the saved (or review-link) choices before first paint. */
(function () {
  var d = document.documentElement;
  var themes = window.ThemePreviewThemes || {};
  var dark = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  var media = {
    contrast: window.matchMedia ? window.matchMedia("(prefers-contrast: more)") : null,
    transparency: window.matchMedia ? window.matchMedia("(prefers-reduced-transparency: reduce)") : null
  };
  var KEYS = { theme: "selectedThemeId", preference: "app_theme_preference", fontSize: "app_font_size_offset",
               contrast: "themePreview.contrast", transparency: "themePreview.transparency" };
  function read(key) { try { return window.localStorage.getItem(key); } catch (e) { return null; } }
  function write(key, value) { try { window.localStorage.setItem(key, value); } catch (e) {} }
  function param(name) {
    try { return new URLSearchParams(window.location.search).get(name); } catch (e) { return null; }
  }
  var pinnedTheme = d.getAttribute("data-pinned-theme");
  var pinnedScheme = d.getAttribute("data-pinned-scheme");
  var review = param("theme") !== null || param("scheme") !== null;
  /* A review-link value wins when it is valid; an invalid one is reported and
     the saved choice (or the default) is used instead. */
  function choose(name, key, allowed, fallback) {
    var requested = param(name);
    if (requested !== null) {
      if (allowed(requested)) return requested;
      if (window.console) console.warn("theme-preview: ignoring ?" + name + "=" + requested);
    }
    var saved = key ? read(key) : null;
    return saved !== null && allowed(saved) ? saved : fallback;
  }
  function oneOf(values) { return function (value) { return values.indexOf(value) >= 0; }; }
  var isTheme = function (id) { return Object.prototype.hasOwnProperty.call(themes, id); };
  var state = {
    theme: pinnedTheme || choose("theme", KEYS.theme, isTheme, d.getAttribute("data-theme") || "default"),
    preference: pinnedScheme || choose("scheme", KEYS.preference, oneOf(["system", "light", "dark"]), "system"),
    fontSize: choose("fontSize", KEYS.fontSize, oneOf(["-2", "0", "2", "4"]), "0"),
    contrast: choose("contrast", KEYS.contrast, oneOf(["more", "standard"]), null),
    transparency: choose("transparency", KEYS.transparency, oneOf(["reduce", "standard"]), null)
  };
  function systemScheme() { return dark && dark.matches ? "dark" : "light"; }
  function effectiveScheme() { return state.preference === "system" ? systemScheme() : state.preference; }
  /* A page that follows the reader's theme comes with an empty style#theme-css (or its own
     theme's CSS, when it opens in another than the default): the reader's theme is written
     into it here, before the first paint. */
  var written = d.getAttribute("data-theme");
  var style = document.getElementById("theme-css");
  if (style && !/\S/.test(style.textContent)) written = null;
  function apply(detailSource) {
    if (!pinnedTheme && style && written !== state.theme && themes[state.theme]) {
      style.textContent = themes[state.theme].css;
      written = state.theme;
    }
    d.setAttribute("data-theme", state.theme);
    d.setAttribute("data-preference", state.preference);
    d.setAttribute("data-scheme", effectiveScheme());
    d.setAttribute("data-font-size", state.fontSize);
    d.setAttribute("data-contrast", state.contrast || (media.contrast && media.contrast.matches ? "more" : "standard"));
    d.setAttribute("data-transparency",
      state.transparency || (media.transparency && media.transparency.matches ? "reduce" : "standard"));
    if (document.body) {
      var classes = document.body.className.replace(/(^|\s)theme-\S+/g, "").trim();
      document.body.className = (classes ? classes + " " : "") + "theme-" + state.theme;
    }
    if (detailSource) {
      document.dispatchEvent(new CustomEvent("themechange", { detail: {
        themeId: state.theme, preference: state.preference, scheme: effectiveScheme(),
        systemScheme: systemScheme(), fontSizeOffset: Number(state.fontSize), source: detailSource } }));
    }
  }
  /* Review links (?theme=&scheme=) show a combination without saving it;
     a choice made on the page is the reader's own and is saved. */
  function set(changes, source) {
    for (var key in changes) {
      state[key] = changes[key];
      if (!(key === "theme" && pinnedTheme) && !(key === "preference" && pinnedScheme)) {
        write(KEYS[key], changes[key]);
      }
    }
    review = false;
    apply(source || "control");
  }
  function follow(query, source) {
    if (!query) return;
    var handler = function () { apply(source); };
    if (query.addEventListener) query.addEventListener("change", handler); else if (query.addListener) query.addListener(handler);
  }
  follow(dark, "system");
  follow(media.contrast, "system");
  follow(media.transparency, "system");
  apply(null);
  /* Printed in the light scheme of the reader's theme, unless the page is pinned to a scheme. */
  if (!pinnedScheme && window.addEventListener) {
    var toLight = function () { d.setAttribute("data-scheme", "light"); };
    var back = function () { apply(null); };
    window.addEventListener("beforeprint", toLight);
    window.addEventListener("afterprint", back);
    var printing = window.matchMedia ? window.matchMedia("print") : null;
    var onPrint = function (event) { if (event.matches) toLight(); else back(); };
    if (printing && printing.addEventListener) printing.addEventListener("change", onPrint);
    else if (printing && printing.addListener) printing.addListener(onPrint);
  }
  window.ThemePreview = {
    state: state, set: set, apply: apply, themes: themes, systemScheme: systemScheme,
    effectiveScheme: effectiveScheme, pinnedTheme: pinnedTheme, pinnedScheme: pinnedScheme,
    isReview: function () { return review; }
  };
})();

/* theme-preview: the theme lab's engine. ThemeTokens' color math and
   ThemeCSS's stylesheet compiled to WebAssembly (Embedded Swift), inlined
   below (gzip-compressed, in base64) so it loads from file://. The same
   Swift code runs in the build, so every number and every stylesheet here
   is the build's.

   ThemePreviewEngine.load() -> Promise<engine>, once per page. A color is
   [red, green, blue, alpha] (channels 0-255, alpha 0-1). A theme is
   {light: [color per slot], dark: [...], shadows: {light: [[r, g, b, a,
   radius, x, y] x 3], dark: [...]}, typography: [[size, cssWeight,
   monospaced 0|1] x 13]}, the slots in engine.slots' order (the build's
   theme-lab data has every theme of the site in this form).

   engine.slots                       [{path: "accent", variable: "--vm-color-accent"}, ...]
   engine.parseColor(text)            {color} or {error: {column, message}}
   engine.colorText(color)            the CSS text (#RRGGBB, #RRGGBBAA or rgb(r g b / a%))
   engine.oklch(color)                {l, c, h}
   engine.fromOklch({l, c, h}, alpha) the color, gamut-mapped to sRGB and quantized
   engine.contrast(fg, bg)            {composite, ratio, displayed, apcaLc}
   engine.hover(accent, scheme)       accentHover for "light" or "dark"
   engine.nearestPassing(color, bg, target)  the nearest passing color, or null
   engine.resolve(parent, edit)       the theme a theme file makes of parent; edit is
                                      {accent: {light, dark}, overrides: {light: {path: color}, dark: {...}}}
   engine.stylesheet(theme, root)     the text of <style id="theme-css">, declared on the
                                      root selector (":root" when none is given)
   engine.declarations(theme, scheme, {increasedContrast, reduceTransparency})
                                      one scheme's "name:value;" declarations in that state
   engine.audit(theme, scheme, {variant: "standard" | "increased-contrast", level: "AA" | "AAA"})
                                      one row per contrast pair: {foreground, background, use, purpose,
                                      criterion, note, ratio, displayed, required, passes, apcaLc,
                                      foregroundColor, backgroundColor, composite, suggestion,
                                      suggestionRatio, suggestionDisplayed} */
(function (root) {
  "use strict";
  var WASM = "{{wasm}}";
  var loading = null;

  function load() {
    if (loading) return loading;
    // The module, gzip-compressed (base64 of compressed bytes is what
    // compresses least on the wire); the browser's DecompressionStream
    // inflates it, which needs no fetch, so it works from file:// too.
    var packed = Uint8Array.from(atob(WASM), function (c) { return c.charCodeAt(0); });
    var inflated = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
    var memory = null;
    var env = {
      grow: function (pages) { return memory.grow(pages); },
      fmod: function (x, y) { return x % y; }
    };
    loading = new Response(inflated).arrayBuffer().then(function (bytes) {
      return WebAssembly.instantiate(bytes, { env: env });
    }).then(function (result) {
      var x = result.instance.exports;
      memory = x.memory;
      return makeEngine(x, memory);
    });
    return loading;
  }

  function makeEngine(x, memory) {
    var encoder = new TextEncoder(), decoder = new TextDecoder();
    function numbers() { return Array.from(new Float64Array(memory.buffer, x.tp_numbers(), x.tp_number_count())); }
    function text() { return decoder.decode(new Uint8Array(memory.buffer, x.tp_text(), x.tp_text_length())); }
    function input(values) {
      new Float64Array(memory.buffer, x.tp_input(values.length * 8), values.length).set(values);
    }
    function colors(list) { return list.reduce(function (all, color) { return all.concat(color); }, []); }
    function themeNumbers(theme) {
      var values = colors(theme.light).concat(colors(theme.dark));
      values = values.concat(colors(theme.shadows.light), colors(theme.shadows.dark));
      return values.concat(colors(theme.typography));
    }
    function chunks(values, size, count) {
      var out = [];
      for (var i = 0; i < count; i++) out.push(values.slice(i * size, (i + 1) * size));
      return out;
    }
    function theme(values) {
      var n = slots.length * 4;
      return {
        light: chunks(values, 4, slots.length), dark: chunks(values.slice(n), 4, slots.length),
        shadows: { light: chunks(values.slice(2 * n), 7, 3), dark: chunks(values.slice(2 * n + 21), 7, 3) },
        typography: chunks(values.slice(2 * n + 42), 3, 13)
      };
    }
    function maybe(color) { return isNaN(color[0]) ? null : color; }
    x.tp_slots();
    var slots = text().split("\n").filter(Boolean).map(function (line) {
      var parts = line.split("\t");
      return { path: parts[0], variable: parts[1] };
    });
    var slotIndex = {};
    slots.forEach(function (slot, index) { slotIndex[slot.path] = index; });
    var schemes = ["light", "dark"];

    return {
      slots: slots,
      parseColor: function (value) {
        var bytes = encoder.encode(String(value));
        new Uint8Array(memory.buffer, x.tp_input(bytes.length), bytes.length).set(bytes);
        var column = x.tp_parse_color(bytes.length);
        return column === 0 ? { color: numbers() } : { error: { column: column, message: text() } };
      },
      colorText: function (color) { input(color); x.tp_color_text(); return text(); },
      oklch: function (color) { input(color); x.tp_oklch(); var v = numbers(); return { l: v[0], c: v[1], h: v[2] }; },
      fromOklch: function (lch, alpha) {
        x.tp_from_oklch(lch.l, lch.c, lch.h, alpha === undefined ? 1 : alpha);
        return numbers();
      },
      contrast: function (foreground, background) {
        input(foreground.concat(background));
        x.tp_contrast();
        var v = numbers();
        return { composite: v.slice(0, 4), ratio: v[4], displayed: text(), apcaLc: v[5] };
      },
      hover: function (accent, scheme) { input(accent); x.tp_hover(scheme === "dark" ? 1 : 0); return numbers(); },
      nearestPassing: function (color, background, target) {
        input(color.concat(background));
        return x.tp_nearest(target) ? numbers() : null;
      },
      resolve: function (parent, edit) {
        var values = themeNumbers(parent);
        var accent = (edit && edit.accent) || {}, overrides = (edit && edit.overrides) || {};
        schemes.forEach(function (scheme) {
          values = values.concat(accent[scheme] ? [1].concat(accent[scheme]) : [0, 0, 0, 0, 1]);
        });
        schemes.forEach(function (scheme) {
          var given = overrides[scheme] || {};
          var paths = Object.keys(given).filter(function (path) { return path in slotIndex; });
          values.push(paths.length);
          paths.forEach(function (path) { values = values.concat([slotIndex[path]], given[path]); });
        });
        input(values);
        x.tp_resolve();
        return theme(numbers());
      },
      stylesheet: function (value, rootSelector) {
        var bytes = Array.from(encoder.encode(rootSelector || ""));
        input(themeNumbers(value).concat(bytes));
        x.tp_stylesheet(bytes.length);
        return text();
      },
      declarations: function (value, scheme, options) {
        options = options || {};
        input(themeNumbers(value));
        x.tp_declarations(scheme === "dark" ? 1 : 0, options.increasedContrast ? 1 : 0, options.reduceTransparency ? 1 : 0);
        return text();
      },
      audit: function (value, scheme, options) {
        options = options || {};
        input(themeNumbers(value));
        x.tp_audit(scheme === "dark" ? 1 : 0, options.variant === "increased-contrast" ? 1 : 0, options.level === "AAA" ? 1 : 0);
        var v = numbers(), lines = text().split("\n");
        return lines.slice(0, lines.length - 1).map(function (line, i) {
          var f = line.split("\t"), n = v.slice(i * 21, (i + 1) * 21);
          return {
            foreground: f[0], background: f[1], use: f[2], purpose: f[3], criterion: f[4], note: f[5] || null,
            ratio: n[0], displayed: f[6], required: n[1], passes: n[2] === 1, apcaLc: n[3],
            foregroundColor: n.slice(4, 8), backgroundColor: n.slice(8, 12), composite: n.slice(12, 16),
            suggestion: maybe(n.slice(16, 20)), suggestionRatio: isNaN(n[20]) ? null : n[20],
            suggestionDisplayed: f[7] || null
          };
        });
      }
    };
  }

  root.ThemePreviewEngine = { load: load };
})(typeof window !== "undefined" ? window : globalThis);

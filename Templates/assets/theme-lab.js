/* theme-preview: the theme lab (lab.html). Every color is computed by the
   engine (assets/theme-engine.js: ThemeTokens compiled to WebAssembly), so
   the lab shows what `theme-preview build` would; this file only keeps the
   edits, their history and the link, and paints what the engine returns. */
(function () {
  "use strict";
  var root = document.querySelector("[data-lab]");
  var data = window.ThemePreviewLabData;
  if (!root || !window.ThemePreviewEngine || !data) return;
  var themeByID = {};
  data.themes.forEach(function (entry) { themeByID[entry.id] = entry; });

  function one(selector) { return root.querySelector(selector); }
  function all(selector) { return Array.prototype.slice.call(root.querySelectorAll(selector)); }

  var SCHEMES = ["light", "dark"];
  var MAX_FRAGMENT = 8192;
  var engine, slots, slotByPath = {}, slotPosition = {};
  var themeSelect = one("[data-lab-theme]"), tokenSelect = one("[data-lab-token]");
  var colorInput = one("[data-lab-color]"), textInput = one("[data-lab-text]");
  var problem = one("[data-lab-problem]"), status = one("[data-lab-status]"), origin = one("[data-lab-origin]");
  var sliders = { l: one('[data-lab-slider="l"]'), c: one('[data-lab-slider="c"]'), h: one('[data-lab-slider="h"]') };
  var outputs = { l: one('[data-lab-out="l"]'), c: one('[data-lab-out="c"]'), h: one('[data-lab-out="h"]') };
  /* The edited and the original theme's stylesheets, each declared on the
     panels that show it. */
  var styles = {};
  ["edited", "original"].forEach(function (name) {
    styles[name] = document.createElement("style");
    styles[name].setAttribute("data-lab-style", name);
    document.head.appendChild(styles[name]);
  });

  /* What is being edited: the theme, the scheme shown, the token picked, and
     the edits per scheme (token path -> [r, g, b, alpha]). */
  var state = { theme: themeSelect.value, scheme: "light", path: "accent", edits: { light: {}, dark: {} },
                contrast: false, transparency: false };
  var undoStack = [], redoStack = [];
  var edited = null, frame = 0;

  function say(text) { status.textContent = text; }

  function hex2(value) { return (value < 16 ? "0" : "") + value.toString(16).toUpperCase(); }
  function hex(rgba) { return "#" + hex2(rgba[0]) + hex2(rgba[1]) + hex2(rgba[2]); }
  function alphaText(alpha) { return String(Math.round(alpha * 10000) / 10000); }
  /* How the text field shows a color: hex when opaque, else rgb() with the
     exact alpha the theme holds. */
  function colorText(rgba) {
    return rgba[3] >= 1 ? hex(rgba) : "rgb(" + rgba[0] + " " + rgba[1] + " " + rgba[2] + " / " + alphaText(rgba[3]) + ")";
  }
  function same(a, b) { return !!a && !!b && a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3]; }
  function copyEdits(edits) {
    var copy = {};
    SCHEMES.forEach(function (scheme) {
      copy[scheme] = {};
      Object.keys(edits[scheme]).forEach(function (path) { copy[scheme][path] = edits[scheme][path].slice(); });
    });
    return copy;
  }
  function editCount() { return Object.keys(state.edits.light).length + Object.keys(state.edits.dark).length; }

  /* ---- The link: #theme=forest&scheme=dark&token=accent&light.accent=2596BE&dark.textSecondary=3C3C43@0.6 */

  function fragment() {
    var parts = ["theme=" + encodeURIComponent(state.theme), "scheme=" + state.scheme, "token=" + encodeURIComponent(state.path)];
    SCHEMES.forEach(function (scheme) {
      Object.keys(state.edits[scheme]).sort().forEach(function (path) {
        var rgba = state.edits[scheme][path];
        parts.push(scheme + "." + encodeURIComponent(path) + "=" + hex(rgba).slice(1) + (rgba[3] >= 1 ? "" : "@" + alphaText(rgba[3])));
      });
    });
    return "#" + parts.join("&");
  }

  /* Reads a link's edits; whatever is not understood is left out and named
     in one message, never shown as HTML. */
  function readFragment(text) {
    var ignored = [];
    var read = { theme: null, scheme: null, path: null, edits: { light: {}, dark: {} } };
    if (text.length > MAX_FRAGMENT) return { read: read, ignored: ["the whole link (longer than " + MAX_FRAGMENT + " characters)"] };
    text.replace(/^#/, "").split("&").forEach(function (entry) {
      if (!entry) return;
      var equals = entry.indexOf("=");
      var key = "", value = "";
      try {
        key = decodeURIComponent(equals < 0 ? entry : entry.slice(0, equals));
        value = equals < 0 ? "" : decodeURIComponent(entry.slice(equals + 1));
      } catch (error) { ignored.push(entry.slice(0, 40)); return; }
      if (key === "theme") {
        if (Array.prototype.some.call(themeSelect.options, function (option) { return option.value === value; })) read.theme = value;
        else ignored.push("theme " + value.slice(0, 40));
        return;
      }
      if (key === "scheme") { if (SCHEMES.indexOf(value) >= 0) read.scheme = value; else ignored.push("scheme " + value.slice(0, 40)); return; }
      if (key === "token") { if (slotByPath[value]) read.path = value; else ignored.push("token " + value.slice(0, 40)); return; }
      var dot = key.indexOf(".");
      var scheme = key.slice(0, dot), path = key.slice(dot + 1);
      var match = /^([0-9A-Fa-f]{6})(?:@(0|1|0?\.[0-9]{1,4}))?$/.exec(value);
      if (dot < 0 || SCHEMES.indexOf(scheme) < 0 || !slotByPath[path] || !match) { ignored.push(key.slice(0, 40)); return; }
      var number = parseInt(match[1], 16);
      read.edits[scheme][path] = [number >> 16, (number >> 8) & 255, number & 255, match[2] === undefined ? 1 : Number(match[2])];
    });
    return { read: read, ignored: ignored };
  }

  /* The link follows the edits once they settle: a slider drag would
     otherwise replace the history entry every frame (browsers throttle it). */
  var linkTimer = 0;
  function writeLink() {
    window.clearTimeout(linkTimer);
    linkTimer = window.setTimeout(function () {
      var link = fragment();
      if (window.location.hash !== link) window.history.replaceState(null, "", link);
    }, 150);
  }

  /* ---- Computing and painting */

  /* The lab's view of a theme the engine resolved: a color by slot path, its
     stylesheet scoped to the panels that show it, its audit. */
  function view(theme) {
    return {
      theme: theme,
      color: function (scheme, path) { return theme[scheme][slotPosition[path]]; },
      stylesheet: function (scope) { return engine.stylesheet(theme, scope); },
      declarations: function (scheme) {
        return engine.declarations(theme, scheme, { increasedContrast: state.contrast, reduceTransparency: state.transparency });
      },
      audit: function (scheme) {
        return engine.audit(theme, scheme, { variant: state.contrast ? "increased-contrast" : "standard", level: "AA" });
      },
      css: function () { return engine.stylesheet(theme); },
      /* The theme file that builds exactly this theme: the edits merged into
         what the theme's own file changes (edit()), as tokens/<id>.theme.json.
         A built-in's file has no parent (a file named after a built-in starts
         from it); a DTCG theme's is a new theme on top of it. */
      themeFile: function () {
        var entry = themeByID[state.theme], target = targetFor(entry);
        var file = { name: target.name };
        if (entry.source === "file" || entry.source === "dtcg") file.parent = entry.source === "file" ? entry.parentID : entry.id;
        var changes = edit(), originals = entry.originals || {};
        /* The file's own colors the lab has not changed keep the text they
           were given in (an oklch() accent stays oklch()). */
        function written(scheme, path, rgba) {
          var original = originals[scheme] && originals[scheme][path];
          return original && !state.edits[scheme][path] ? original.css : engine.colorText(rgba);
        }
        if (changes.accent.light || changes.accent.dark) {
          file.accent = {};
          SCHEMES.forEach(function (scheme) { if (changes.accent[scheme]) file.accent[scheme] = written(scheme, "accent", changes.accent[scheme]); });
        }
        SCHEMES.forEach(function (scheme) {
          var paths = Object.keys(changes.overrides[scheme]);
          if (!paths.length) return;
          file[scheme] = {};
          paths.forEach(function (path) { file[scheme][path] = written(scheme, path, changes.overrides[scheme][path]); });
        });
        return JSON.stringify(file, null, 2) + "\n";
      },
      /* The theme as `export --format dtcg` writes it, every color the lab's:
         the build's document for this theme with each color token replaced. */
      dtcg: function () {
        var entry = themeByID[state.theme], target = targetFor(entry);
        var document = JSON.parse(JSON.stringify(window.ThemePreviewLabDTCG[entry.id]));
        var accent = document.modifiers.accent;
        var source = accent.contexts[entry.id][0];
        if (target.id !== entry.id) {
          accent.contexts = {};
          accent.contexts[target.id] = [source];
          accent["default"] = target.id;
        }
        var names = source.palette.$extensions["app.theme-preview"];
        names.id = target.id;
        names.displayName = target.name;
        var originals = entry.originals || {};
        SCHEMES.forEach(function (scheme) {
          slots.forEach(function (slot, position) {
            /* A color given in another space keeps its own value (the
               build's, in the document) while the lab has not changed it. */
            if (originals[scheme] && originals[scheme][slot.path] && !state.edits[scheme][slot.path]
                && same(theme[scheme][position], entry.theme[scheme][position])) return;
            var node = source.palette[scheme];
            slot.path.split(".").forEach(function (part) { node = node[part]; });
            node.$value = dtcgColor(theme[scheme][position]);
          });
        });
        return JSON.stringify(document, null, 2) + "\n";
      }
    };
  }

  /* DTCG's color object as the export writes it (DTCGExport.color). */
  function dtcgColor(rgba) {
    var value = {
      colorSpace: "srgb",
      components: rgba.slice(0, 3).map(function (channel) { return Math.round(channel / 255 * 1000000) / 1000000; })
    };
    if (rgba[3] < 1) value.alpha = rgba[3];
    value.hex = hex(rgba).toLowerCase();
    return value;
  }

  /* The theme a download or a save writes: the theme itself, or for a theme
     a DTCG document defines, a new one named after it (a theme file cannot
     define an id a resolver document defines). */
  function targetFor(entry) {
    return entry.source === "dtcg" ? { id: entry.id + "-edited", name: entry.name + " (edited)" } : { id: entry.id, name: entry.name };
  }
  function original() { return view(themeByID[state.theme].theme); }

  /* What a theme file of the edits changes on the theme's parent, as
     Theme.applying takes it: for a theme file, the file's own accent and
     colors, the lab's edits over them; the accent with its family, every
     other token as given. */
  function edit() {
    var entry = themeByID[state.theme];
    var given = entry.edit || { accent: {}, overrides: {} };
    var result = { accent: {}, overrides: { light: {}, dark: {} } };
    SCHEMES.forEach(function (scheme) {
      if (given.accent[scheme]) result.accent[scheme] = given.accent[scheme];
      var fileColors = given.overrides[scheme] || {};
      Object.keys(fileColors).forEach(function (path) { result.overrides[scheme][path] = fileColors[path]; });
      Object.keys(state.edits[scheme]).forEach(function (path) {
        delete result.overrides[scheme][path];
        if (path === "accent") result.accent[scheme] = state.edits[scheme][path];
        else result.overrides[scheme][path] = state.edits[scheme][path];
      });
    });
    return result;
  }

  /* The theme edits apply to: a theme file's parent, or the theme itself. */
  function parentTheme() { var entry = themeByID[state.theme]; return entry.parent || entry.theme; }

  /* live: a drag under way (slider, color input), repainted every frame. */
  function recompute(live) {
    edited = view(engine.resolve(parentTheme(), edit()));
    paint(live);
    readVersion();
  }

  function schedule() {
    if (frame) return;
    frame = window.requestAnimationFrame(function () { frame = 0; recompute(true); });
  }

  /* The edited screens get the current scheme's declarations inline, which
     restyles only them; the stylesheet follows (writeStylesheet). While a
     drag is under way only the screens in view are restyled each frame (the
     browser restyles every element under a changed variable); the others
     catch up as they come into view or once the drag settles. */
  var screens = all(".tp-screens.tp-lab-edited > .tp-screen-figure, .tp-lab-compare-cell.tp-lab-edited");
  var inView = [], stale = [], current = "";
  var watcher = window.IntersectionObserver ? new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      var index = screens.indexOf(entry.target);
      inView[index] = entry.isIntersecting;
      if (entry.isIntersecting && stale[index]) { stale[index] = false; entry.target.style.cssText = current; }
    });
  }) : null;
  screens.forEach(function (screen, index) { inView[index] = !watcher; if (watcher) watcher.observe(screen); });
  function restyle(declarations, live) {
    current = declarations;
    screens.forEach(function (screen, index) {
      if (live && !inView[index]) { stale[index] = true; return; }
      stale[index] = false;
      if (screen.style.cssText !== declarations) screen.style.cssText = declarations;
    });
  }

  /* The edited theme's whole stylesheet (both schemes, every variant),
     exactly the build's: written at once for a discrete edit, and once a
     drag settles rather than every frame (a new stylesheet restyles the
     whole page; the panels already show the edit, below). */
  var settleTimer = 0;
  function writeStylesheet(live) {
    window.clearTimeout(settleTimer);
    var write = function () { styles.edited.textContent = edited.stylesheet(".tp-lab-edited"); restyle(current, false); };
    if (live) settleTimer = window.setTimeout(write, 150); else write();
  }

  function paint(live) {
    var base = original();
    restyle(edited.declarations(state.scheme), live);
    writeStylesheet(live);
    if (styles.original.getAttribute("data-theme") !== state.theme) {
      styles.original.textContent = base.stylesheet(".tp-lab-original");
      styles.original.setAttribute("data-theme", state.theme);
      paintSpaces();
    }
    var attributes = { "data-scheme": state.scheme, "data-contrast": state.contrast ? "more" : "standard",
                       "data-transparency": state.transparency ? "reduce" : "standard" };
    all(".tp-lab-edited, .tp-lab-original").forEach(function (scope) {
      Object.keys(attributes).forEach(function (name) {
        if (scope.getAttribute(name) !== attributes[name]) scope.setAttribute(name, attributes[name]);
      });
    });
    paintEditor();
    paintAudit();
    one('[data-lab-action="undo"]').disabled = undoStack.length === 0;
    one('[data-lab-action="redo"]').disabled = redoStack.length === 0;
    one('[data-lab-action="reset-token"]').disabled = !state.edits[state.scheme][state.path];
    one('[data-lab-action="reset-theme"]').disabled = editCount() === 0;
    writeLink();
  }

  function currentColor() { return edited.color(state.scheme, state.path); }

  /* The theme's colors given in another color space than sRGB (the build's
     Color.original): the engine and the editor work on the sRGB values
     shown, so the notice says which they are and what the downloads and
     the copied CSS write for them. */
  function spacesNotice(originals) {
    var schemes = [];
    SCHEMES.forEach(function (scheme) {
      var groups = [], byKind = {};
      slots.forEach(function (slot) {
        var original = originals[scheme] && originals[scheme][slot.path];
        if (!original) return;
        var kind = original.space + (original.outside ? ", outside sRGB" : "");
        if (!byKind[kind]) groups.push(byKind[kind] = { kind: kind, paths: [] });
        byKind[kind].paths.push(slot.path);
      });
      if (!groups.length) return;
      schemes.push((scheme === "light" ? "Light: " : "Dark: ") + groups.map(function (group) {
        return group.paths.join(", ") + " (" + group.kind + ")";
      }).join("; ") + ".");
    });
    return "Colors given in another color space than sRGB. " + schemes.join(" ") + " " +
      "The lab edits the sRGB color shown (for a color outside sRGB, the nearest one sRGB can show). " +
      "The theme file and the DTCG download keep each of these colors as given while it is unchanged; " +
      "a color you change, directly or by editing the color it follows, is written as the sRGB value shown. " +
      "Copied CSS has the sRGB values.";
  }
  function paintSpaces() {
    var element = one("[data-lab-spaces]"), originals = themeByID[state.theme].originals;
    element.textContent = originals ? spacesNotice(originals) : "";
    element.hidden = !originals;
  }

  function paintEditor() {
    var rgba = currentColor();
    colorInput.value = hex(rgba).toLowerCase();
    if (document.activeElement !== textInput) textInput.value = colorText(rgba);
    var lch = engine.oklch(rgba);
    ["l", "c", "h"].forEach(function (name) {
      if (document.activeElement !== sliders[name]) sliders[name].value = String(lch[name]);
      outputs[name].textContent = name === "h" ? lch.h.toFixed(1) : lch[name].toFixed(3);
    });
    var was = original().color(state.scheme, state.path);
    origin.textContent = state.edits[state.scheme][state.path]
      ? "Edited; the theme has " + colorText(was) + "."
      : same(was, rgba) ? "As the theme has it." : "Follows your other edits (the theme has " + colorText(was) + ").";
  }

  function swatchColor(rgba) { return "rgb(" + rgba[0] + " " + rgba[1] + " " + rgba[2] + " / " + rgba[3] + ")"; }
  function swatch(rgba) {
    var span = document.createElement("span");
    span.className = "tp-lab-swatch";
    span.style.background = swatchColor(rgba);
    span.setAttribute("aria-hidden", "true");
    return span;
  }

  /* The audit: the summary, the failing pairs with their fixes (rebuilt only
     when they change), and every pair's row (updated in place). */
  var failingKey = null, pairTexts = [];
  function paintAudit() {
    var rows = edited.audit(state.scheme);
    var failing = rows.filter(function (row) { return !row.passes; });
    var summary = failing.length === 0
      ? "All " + rows.length + " pairs pass in " + state.scheme + (state.contrast ? " with increased contrast." : ".")
      : failing.length + " of " + rows.length + " pairs fail in " + state.scheme + (state.contrast ? " with increased contrast." : ".");
    var summaryElement = one("[data-lab-summary]");
    if (summaryElement.textContent !== summary) summaryElement.textContent = summary;
    var key = failing.map(function (row) {
      return [row.foreground, row.background, row.displayed, row.apcaLc.toFixed(1), row.suggestion ? hex(row.suggestion) + row.suggestion[3] : ""].join(" ");
    }).join("\n");
    if (key !== failingKey) {
      failingKey = key;
      paintFailing(failing);
    }
    var body = one("[data-lab-pairs]");
    rows.forEach(function (row, index) {
      var tr = body.rows[index], texts = pairTexts[index] || (pairTexts[index] = []);
      if (!tr) {
        tr = body.insertRow();
        for (var column = 0; column < 6; column++) {
          var cell = document.createElement(column === 0 ? "th" : "td");
          if (column === 0) cell.scope = "row";
          tr.appendChild(cell);
        }
      }
      [row.foreground, row.background, row.displayed + ":1", row.required + ":1", row.apcaLc.toFixed(1), row.passes ? "Pass" : "Fail"]
        .forEach(function (value, column) {
          if (texts[column] !== value) { texts[column] = value; tr.cells[column].textContent = value; }
        });
      var rowClass = row.passes ? "" : "is-failing";
      if (tr.className !== rowClass) tr.className = rowClass;
    });
    while (body.rows.length > rows.length) body.deleteRow(-1);
    pairTexts.length = rows.length;
  }

  /* The failing pairs, each with its fix. The items are made when the set
     of failing pairs changes, and updated in place while only their numbers
     do (every frame of a drag): new elements would be styled and laid out
     anew each frame. */
  var failingItems = [], failingShape = null;
  function paintFailing(failing) {
    var shape = failing.map(function (row) {
      return row.foreground + " " + row.background + " " + !!(row.suggestion && slotPath(row.foreground));
    }).join("\n");
    if (shape !== failingShape) {
      failingShape = shape;
      var list = one("[data-lab-failing]");
      list.textContent = "";
      failingItems = failing.map(function (row) {
        var item = failingItem(row);
        list.appendChild(item.element);
        return item;
      });
    }
    failing.forEach(function (row, index) { failingItems[index].show(row); });
  }

  function failingItem(first) {
    var element = document.createElement("li");
    var text = document.createElement("span");
    element.appendChild(text);
    var path = slotPath(first.foreground), shown = first, button = null, chip = null, label = null;
    if (first.suggestion && path) {
      button = document.createElement("button");
      button.type = "button";
      chip = swatch(first.suggestion);
      label = document.createTextNode("");
      button.appendChild(chip);
      button.appendChild(label);
      button.addEventListener("click", function () {
        var suggestion = shown.suggestion.slice();
        commit(function () { state.edits[state.scheme][path] = suggestion; });
        say(path + " is now " + colorText(suggestion) + ".");
      });
      element.appendChild(button);
    } else {
      element.appendChild(document.createTextNode(" No color of this hue and chroma reaches it."));
    }
    var written = {};
    function change(node, property, value) {
      if (written[property] !== value) { written[property] = value; node[property] = value; }
    }
    return {
      element: element,
      show: function (row) {
        shown = row;
        change(text, "textContent", row.foreground + " on " + row.background + ": " + row.displayed + ":1, needs " + row.required +
          ":1 (APCA Lc " + row.apcaLc.toFixed(1) + "). " + row.purpose + ".");
        if (!button) return;
        change(chip.style, "background", swatchColor(row.suggestion));
        change(label, "data", " Use " + colorText(row.suggestion) + " for " + path);
      }
    };
  }

  /* The slot a contrast pair's foreground names (textSecondary,
     categorySocial, categorySocialMuted, syntaxKeyword) as theme files
     write it; null when the lab has no such slot. */
  function slotPath(name) {
    var match = /^category([A-Z][a-z]+)(Muted)?$/.exec(name);
    var path = match ? "category." + match[1].toLowerCase() + (match[2] ? ".muted" : ".foreground")
      : /^syntax[A-Z]/.test(name) ? "syntax." + name.charAt(6).toLowerCase() + name.slice(7) : name;
    return slotByPath[path] ? path : null;
  }

  /* ---- Changing things */

  /* Records the edits as they were, then changes them. */
  function commit(change) {
    undoStack.push(copyEdits(state.edits));
    if (undoStack.length > 200) undoStack.shift();
    redoStack = [];
    change();
    recompute();
  }

  function setColor(rgba, live) {
    if (live) {
      state.edits[state.scheme][state.path] = rgba;
      schedule();
    } else {
      commit(function () { state.edits[state.scheme][state.path] = rgba; });
    }
  }

  function fillTokens() {
    tokenSelect.textContent = "";
    var groups = {};
    var names = { category: "Categories", avatar: "Avatars", syntax: "Code" };
    slots.forEach(function (slot) {
      var name = names[slot.path.split(".")[0]] || "Colors";
      var group = groups[name];
      if (!group) {
        group = groups[name] = document.createElement("optgroup");
        group.label = name;
        tokenSelect.appendChild(group);
      }
      var option = document.createElement("option");
      option.value = slot.path;
      option.textContent = slot.path;
      group.appendChild(option);
    });
    tokenSelect.value = state.path;
  }

  function bind() {
    themeSelect.addEventListener("change", function () {
      if (editCount() > 0) undoStack.push(copyEdits(state.edits));
      state.theme = themeSelect.value;
      state.edits = { light: {}, dark: {} };
      redoStack = [];
      recompute();
      say("Editing " + themeSelect.options[themeSelect.selectedIndex].text + ".");
    });
    all("[data-lab-scheme]").forEach(function (radio) {
      radio.addEventListener("change", function () { if (radio.checked) { state.scheme = radio.value; recompute(); } });
    });
    tokenSelect.addEventListener("change", function () { state.path = tokenSelect.value; textInput.value = ""; problem.textContent = ""; paint(); });
    colorInput.addEventListener("input", function () {
      var rgba = currentColor();
      var number = parseInt(colorInput.value.slice(1), 16);
      setColor([number >> 16, (number >> 8) & 255, number & 255, rgba[3]], true);
    });
    colorInput.addEventListener("change", function () {
      var value = state.edits[state.scheme][state.path];
      delete state.edits[state.scheme][state.path];
      if (value) setColor(value, false);
    });
    function applyText() {
      var parsed = engine.parseColor(textInput.value);
      if (parsed.error) {
        problem.textContent = "Column " + parsed.error.column + ": " + parsed.error.message;
        textInput.setAttribute("aria-invalid", "true");
        return;
      }
      problem.textContent = parsed.note || "";
      textInput.removeAttribute("aria-invalid");
      /* Leaving the field after Enter fires change again: the same color is no new edit. */
      if (same(parsed.color, currentColor())) return;
      setColor(parsed.color, false);
      textInput.value = colorText(parsed.color);
    }
    textInput.addEventListener("keydown", function (event) { if (event.key === "Enter") { event.preventDefault(); applyText(); } });
    textInput.addEventListener("change", applyText);
    var sliding = null;
    Object.keys(sliders).forEach(function (name) {
      sliders[name].addEventListener("input", function () {
        if (!sliding) sliding = copyEdits(state.edits);
        var alpha = currentColor()[3];
        setColor(engine.fromOklch({ l: Number(sliders.l.value), c: Number(sliders.c.value), h: Number(sliders.h.value) }, alpha), true);
      });
      sliders[name].addEventListener("change", function () {
        if (sliding) { undoStack.push(sliding); redoStack = []; sliding = null; }
        recompute();
      });
    });
    root.addEventListener("click", function (event) {
      var button = event.target.closest ? event.target.closest("[data-lab-action]") : null;
      if (!button || button.disabled) return;
      actions[button.getAttribute("data-lab-action")]();
    });
    all("[data-lab-variant]").forEach(function (box) {
      box.addEventListener("change", function () { state[box.getAttribute("data-lab-variant")] = box.checked; failingKey = null; paint(); });
    });
    one("[data-lab-compare]").addEventListener("change", function (event) {
      one("[data-lab-compare-panels]").hidden = !event.target.checked;
    });
    window.addEventListener("hashchange", function () {
      if (window.location.hash !== fragment()) { undoStack.push(copyEdits(state.edits)); applyFragment(window.location.hash); }
    });
  }

  function download(name, text, type) {
    var link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: type }));
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(function () { URL.revokeObjectURL(link.href); }, 0);
  }

  /* The themes' DTCG documents are most of the lab's data and only a DTCG
     download needs them: loaded then, as a script, so file:// works too. */
  function withDTCG(done) {
    if (window.ThemePreviewLabDTCG) { done(); return; }
    var script = document.createElement("script");
    script.src = root.getAttribute("data-lab-dtcg");
    script.onload = function () { if (window.ThemePreviewLabDTCG) done(); };
    script.onerror = function () { script.remove(); say("The DTCG documents could not be loaded: try again."); };
    document.head.appendChild(script);
  }

  function copyText(text, what) {
    function done() { say(what + " copied."); }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(done, function () { say("Copying was not allowed: select and copy it from the address bar."); });
    } else {
      say("Copying is not available here.");
    }
  }

  var actions = {
    "undo": function () {
      if (!undoStack.length) return;
      redoStack.push(copyEdits(state.edits));
      state.edits = undoStack.pop();
      recompute();
      say("Undone.");
    },
    "redo": function () {
      if (!redoStack.length) return;
      undoStack.push(copyEdits(state.edits));
      state.edits = redoStack.pop();
      recompute();
      say("Redone.");
    },
    "reset-token": function () {
      commit(function () { delete state.edits[state.scheme][state.path]; });
      say(state.path + " is back to the theme's.");
    },
    "reset-theme": function () {
      commit(function () { state.edits = { light: {}, dark: {} }; });
      say("Every edit is undone; Undo brings them back.");
    },
    "copy-link": function () { copyText(window.location.href.split("#")[0] + fragment(), "The link"); },
    "download-theme": function () {
      var entry = themeByID[state.theme], name = targetFor(entry).id + ".theme.json";
      download(name, edited.themeFile(), "application/json");
      say("Downloaded " + name + ": put it in tokens/" + (entry.source === "file" ? " in place of " + entry.file.split("/").pop() : "") + ".");
    },
    "download-dtcg": function () {
      var entry = themeByID[state.theme], name = targetFor(entry).id + ".resolver.json";
      withDTCG(function () {
        download(name, edited.dtcg(), "application/json");
        say("Downloaded " + name + ": put it in tokens/" + (entry.source === "file" ? " in place of " + entry.file.split("/").pop() : "") + ".");
      });
    },
    "copy-css": function () { copyText(edited.css(), "The CSS variables"); },
    "save": function () { save(); }
  };

  /* Under serve: the version of each theme file as the lab last read or
     wrote it, so a save over a file changed meanwhile is refused. */
  var versions = {};
  function readVersion() {
    var serve = window.ThemePreviewServe, id = targetFor(themeByID[state.theme]).id;
    if (!serve || id in versions) return;
    versions[id] = undefined;
    serve.read(id).then(function (answer) {
      if (answer.ok) {
        versions[id] = answer.version;
        one('[data-lab-action="save"]').setAttribute("data-read", id);
      } else { delete versions[id]; say(answer.message); }
    });
  }

  function save() {
    var serve = window.ThemePreviewServe, id = targetFor(themeByID[state.theme]).id;
    if (!serve) return;
    if (versions[id] === undefined) { readVersion(); say("Still reading tokens/" + id + ".theme.json; try again."); return; }
    say("Saving…");
    serve.save(id, edited.themeFile(), versions[id]).then(function (answer) {
      if (answer.ok) {
        versions[id] = answer.version;
        /* The reload that follows opens the saved theme: no edits left over. */
        window.clearTimeout(linkTimer);
        var clean = "#theme=" + encodeURIComponent(state.theme) + "&scheme=" + state.scheme + "&token=" + encodeURIComponent(state.path);
        window.history.replaceState(null, "", clean);
      }
      say(answer.message + (answer.status === 409 ? " Your edits are kept here: download them, or reload to start from the file." : ""));
    });
  }

  function applyFragment(text) {
    var result = readFragment(text);
    var read = result.read;
    if (read.theme) { state.theme = read.theme; themeSelect.value = read.theme; }
    if (read.scheme) {
      state.scheme = read.scheme;
      all("[data-lab-scheme]").forEach(function (radio) { radio.checked = radio.value === read.scheme; });
    }
    if (read.path) { state.path = read.path; tokenSelect.value = read.path; }
    state.edits = read.edits;
    recompute();
    if (result.ignored.length) say("Parts of the link were not understood and are left out: " + result.ignored.join(", ") + ".");
  }

  window.ThemePreviewEngine.load().then(function (loaded) {
    engine = loaded;
    slots = engine.slots;
    slots.forEach(function (slot, position) { slotByPath[slot.path] = slot; slotPosition[slot.path] = position; });
    fillTokens();
    bind();
    root.hidden = false;
    if (window.ThemePreviewServe && window.ThemePreviewServe.canSave) {
      one('[data-lab-action="save"]').hidden = false;
    }
    applyFragment(window.location.hash);
  }, function () {
    var message = document.createElement("p");
    message.className = "tp-lab-needs-script";
    message.textContent = "The lab's engine did not load in this browser (it needs WebAssembly).";
    root.parentNode.insertBefore(message, root);
  });
})();

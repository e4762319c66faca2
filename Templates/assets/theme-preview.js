/* theme-preview: the Appearance controls. The state and the before-paint
   work live in the inline head script (window.ThemePreview). What lies between
   "[not on the lab]" and "[/not on the lab]" is left out of the theme lab's copy,
   assets/theme-preview-lab.js (LabCopy): code for docs pages only. */
(function () {
  "use strict";
  var TP = window.ThemePreview;
  if (!TP) return;

  function all(selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); }

  function render() {
    var state = TP.state;
    all("[data-theme-choice]").forEach(function (button) {
      var selected = button.getAttribute("data-theme-choice") === state.theme;
      button.setAttribute("aria-pressed", selected ? "true" : "false");
    });
    var values = axisValues(state.theme);
    all("[data-axis]").forEach(function (button) {
      var selected = values[Number(button.getAttribute("data-axis"))] === button.getAttribute("data-axis-value");
      button.setAttribute("aria-pressed", selected ? "true" : "false");
    });
    all('input[name="appearance"]').forEach(function (input) { input.checked = input.value === state.preference; });
    all('input[name="font-size"]').forEach(function (input) { input.checked = input.value === state.fontSize; });
    all("[data-variant]").forEach(function (toggle) {
      var variant = toggle.getAttribute("data-variant");
      var attribute = variant === "increased-contrast" ? "data-contrast" : "data-transparency";
      var on = document.documentElement.getAttribute(attribute) !== "standard";
      toggle.setAttribute("aria-checked", on ? "true" : "false");
    });
    var readout = {
      preference: state.preference,
      effective: TP.effectiveScheme(),
      system: TP.systemScheme(),
      theme: state.theme
    };
    all("[data-readout]").forEach(function (element) {
      element.textContent = readout[element.getAttribute("data-readout")] || "";
    });
    var styles = window.getComputedStyle(document.documentElement);
    all("[data-computed-var]").forEach(function (element) {
      var value = styles.getPropertyValue(element.getAttribute("data-computed-var")).trim();
      if (value) element.textContent = value;
    });
  }

  /* A design system's themes: each theme's value of every axis
     (window.ThemePreviewThemes[id].axes). */
  function axisValues(id) {
    var themes = window.ThemePreviewThemes || {};
    return (themes[id] && themes[id].axes) || [];
  }

  /* The theme with the current theme's values but `value` on `axis`; else
     the first theme with `value` there. */
  function themeAlong(axis, value) {
    var themes = window.ThemePreviewThemes || {};
    var wanted = axisValues(TP.state.theme).slice();
    wanted[axis] = value;
    var fallback = null;
    for (var id in themes) {
      var values = themes[id].axes || [];
      if (values.join("\u0000") === wanted.join("\u0000")) return id;
      if (fallback === null && values[axis] === value) fallback = id;
    }
    return fallback;
  }

  /* A theme's contrast report: filter rows by scheme, palette and failures. */
  function bindReportFilters(form) {
    var rows = all(".tp-pairs-table tbody tr");
    var count = form.querySelector("output");
    function apply() {
      var scheme = form.elements.scheme.value;
      var variant = form.elements.variant.value, failures = form.elements.failures.checked;
      var shown = 0;
      rows.forEach(function (row) {
        var visible = (!scheme || row.getAttribute("data-scheme") === scheme) &&
          (!variant || row.getAttribute("data-palette") === variant) &&
          (!failures || row.getAttribute("data-pass") === "false");
        row.hidden = !visible;
        if (visible) shown += 1;
      });
      if (count) {
        var one = count.getAttribute("data-one") || "1 pair shown";
        var many = count.getAttribute("data-many") || "{count} pairs shown";
        count.textContent = shown === 1 ? one : many.split("{count}").join(String(shown));
      }
    }
    form.addEventListener("change", apply);
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    apply();
  }

  /* A docs page that follows the reader's theme holds a placeholder for its
     Appearance panel (a link to the gallery): the panel is the same on every
     such page, so it comes from a shared, cached file, assets/appearance-panel.js
     (window.ThemePreviewPanels, by language, its links from the site root). */
  function loadSharedPanels(done) {
    var placeholder = document.querySelector("[data-shared-panel]");
    if (!placeholder || window.ThemePreviewPanels) { done(); return; }
    var script = document.createElement("script");
    script.src = (placeholder.getAttribute("data-root") || "") + "assets/appearance-panel.js";
    script.onload = script.onerror = function () { done(); };
    document.head.appendChild(script);
  }

  function fillSharedPanels() {
    var panels = window.ThemePreviewPanels || {};
    all("[data-shared-panel]").forEach(function (placeholder) {
      var html = panels[placeholder.getAttribute("data-shared-panel")];
      if (typeof html !== "string") return;
      var root = placeholder.getAttribute("data-root") || "";
      var holder = document.createElement("div");
      holder.innerHTML = html;
      Array.prototype.forEach.call(holder.querySelectorAll("a[href]"), function (link) {
        var href = link.getAttribute("href");
        if (!/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(href)) link.setAttribute("href", root + href);
      });
      placeholder.replaceWith.apply(placeholder, Array.prototype.slice.call(holder.childNodes));
    });
  }

  /* On a site with more than 100 docs a page holds only the docs around its
     own; the whole tree is shared, once per locale, in a cached script
     (assets/docs-nav.js: window.ThemePreviewNav, its links from the site
     root, made relative to the page here) that replaces the page's list here: the page's link marked
     current, the folders above it open, and kept where it was in the
     sidebar so nothing jumps. The drawer is the same list. */
  function loadSharedNav() {
    var list = document.querySelector("[data-shared-nav]");
    if (!list) return;
    var script = document.createElement("script");
    script.src = list.getAttribute("data-shared-nav");
    script.onload = function () { fillSharedNav(list); };
    document.head.appendChild(script);
  }

  // The shortest link from the page at `from` to the page at `to`, both from
  // the site root, as the build writes links (PagePaths.relative).
  function relativePath(from, to) {
    var folders = from.split("/").slice(0, -1), parts = to.split("/"), shared = 0;
    while (shared < folders.length && shared < parts.length - 1 && folders[shared] === parts[shared]) shared += 1;
    return new Array(folders.length - shared + 1).join("../") + parts.slice(shared).join("/");
  }

  function fillSharedNav(list) {
    var html = (window.ThemePreviewNav || {})[list.getAttribute("data-nav-key") || ""];
    if (typeof html !== "string") return;
    var page = list.getAttribute("data-page") || "";
    var holder = document.createElement("ul");
    holder.innerHTML = html;
    var current = null;
    Array.prototype.forEach.call(holder.querySelectorAll("a[href]"), function (link) {
      var href = link.getAttribute("href");
      if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(href)) return;
      if (!current && href === page) { current = link; link.setAttribute("aria-current", "page"); }
      link.setAttribute("href", relativePath(page, href));
    });
    if (current) {
      var own = current.parentNode.querySelector(":scope > details");
      if (own) own.open = true;
      for (var node = current.parentNode; node && node !== holder; node = node.parentNode) {
        if (node.tagName === "DETAILS") node.open = true;
      }
    }
    var sidebar = list.closest(".tp-sidebar") || list.parentNode;
    var before = list.querySelector('[aria-current="page"]');
    var focused = before && document.activeElement === before;
    var offset = before ? before.getBoundingClientRect().top - sidebar.getBoundingClientRect().top : null;
    list.replaceChildren.apply(list, Array.prototype.slice.call(holder.childNodes));
    list.removeAttribute("data-shared-nav");
    Array.prototype.forEach.call(sidebar.querySelectorAll(".tp-sidebar-window"), function (note) { note.remove(); });
    if (current && offset !== null) {
      sidebar.scrollTop += current.getBoundingClientRect().top - sidebar.getBoundingClientRect().top - offset;
    }
    // A reader already in the list stays on the page's entry.
    if (current && focused) current.focus({ preventScroll: true });
  }

  function bindDisclosures() {
    all("[data-disclosure]").forEach(function (button) {
      var panel = document.getElementById(button.getAttribute("aria-controls"));
      if (!panel) return;
      button.addEventListener("click", function () {
        var open = button.getAttribute("aria-expanded") !== "true";
        button.setAttribute("aria-expanded", open ? "true" : "false");
        panel.hidden = !open;
      });
      document.addEventListener("keydown", function (event) {
        if (event.key === "Escape" && button.getAttribute("aria-expanded") === "true") {
          button.setAttribute("aria-expanded", "false");
          panel.hidden = true;
          button.focus();
        }
      });
    });
  }

  function bind() {
    bindDisclosures();
    loadSharedNav();
    loadSharedPanels(function () {
      fillSharedPanels();
      bindControls();
    });
  }

  function bindControls() {
    all("[data-theme-choice]").forEach(function (button) {
      button.addEventListener("click", function () {
        TP.set({ theme: button.getAttribute("data-theme-choice") });
      });
    });
    all("[data-axis]").forEach(function (button) {
      button.addEventListener("click", function () {
        var id = themeAlong(Number(button.getAttribute("data-axis")), button.getAttribute("data-axis-value"));
        if (id) TP.set({ theme: id });
      });
    });
    all('input[name="appearance"]').forEach(function (input) {
      input.addEventListener("change", function () { if (input.checked) TP.set({ preference: input.value }); });
    });
    all('input[name="font-size"]').forEach(function (input) {
      input.addEventListener("change", function () { if (input.checked) TP.set({ fontSize: input.value }); });
    });
    all("[data-variant]").forEach(function (toggle) {
      toggle.addEventListener("click", function () {
        var contrast = toggle.getAttribute("data-variant") === "increased-contrast";
        var on = toggle.getAttribute("aria-checked") !== "true";
        if (contrast) TP.set({ contrast: on ? "more" : "standard" });
        else TP.set({ transparency: on ? "reduce" : "standard" });
      });
    });
    all("[data-report-filters]").forEach(bindReportFilters);
    all('input[name="simulate"]').forEach(function (input) {
      input.addEventListener("change", function () {
        if (!input.checked) return;
        if (input.value === "none") document.documentElement.removeAttribute("data-simulate");
        else document.documentElement.setAttribute("data-simulate", input.value);
      });
    });
    var simulate = null;
    try { simulate = new URLSearchParams(window.location.search).get("simulate"); } catch (e) {}
    all('input[name="simulate"]').forEach(function (input) {
      if (simulate && input.value === simulate) { input.checked = true; input.dispatchEvent(new Event("change")); }
    });
    document.addEventListener("themechange", render);
    TP.apply(null);
    render();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", bind);
  else bind();
})();

/* Search, copy-link anchors and code copy buttons. */
(function () {
  "use strict";
  function all(selector, root) { return Array.prototype.slice.call((root || document).querySelectorAll(selector)); }

  function announce(text) {
    var region = document.querySelector("[data-announcer]");
    if (!region) return;
    region.textContent = "";
    window.setTimeout(function () { region.textContent = text; }, 30);
  }

  function copy(text, done) {
    function fallback() {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) {}
      document.body.removeChild(area);
      done(ok);
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, fallback);
    } else {
      fallback();
    }
  }

  // Search (SearchIndex in the sources): assets/search-index.js says how
  // many shards the terms are split into and where each chunk of section
  // texts starts; a query loads the shard of each of its terms, then the
  // chunks of the results it shows, each a script that hands its data to
  // window.ThemePreviewSearch (no fetch: it works from file:// too).
  var searchData = { shards: {}, chunks: {} };
  // What a file of the index carries deflated, seven bits a character
  // (ScriptBytes in the sources), inflated with DecompressionStream: the
  // promise of its text.
  function inflate(packed) {
    var bytes = new Uint8Array(Math.floor(packed.length * 7 / 8)), pending = 0, bits = 0, at = 0;
    for (var i = 0; i < packed.length; i += 1) {
      var code = packed.charCodeAt(i);
      pending = (pending << 7) | (code >= 128 ? code - 128 : code);
      bits += 7;
      if (bits >= 8) { bits -= 8; bytes[at] = (pending >> bits) & 255; at += 1; pending &= (1 << bits) - 1; }
    }
    return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"))).text();
  }
  // searchData.shards and .chunks hold the promise of a file's data until
  // it is read, null where the browser cannot inflate it.
  function readShard(body) {
    var terms = Object.create(null);
    body.split("|").forEach(function (entry) {
      var colon = entry.indexOf(":");
      if (colon > 0) terms[entry.slice(0, colon)] = entry.slice(colon + 1);
    });
    return terms;
  }
  window.ThemePreviewSearch = {
    shard: function (number, body) { searchData.shards[number] = readShard(body); },
    packedShard: function (number, packed) {
      if (typeof DecompressionStream === "undefined") { searchData.shards[number] = null; return; }
      var shards = searchData.shards;
      shards[number] = inflate(packed).then(readShard)
        .then(function (terms) { return (shards[number] = terms); }, function () { return (shards[number] = null); });
    },
    // A chunk's rows: a JSON array, packed (or the array itself).
    text: function (number, rows) {
      if (typeof rows !== "string") { searchData.chunks[number] = rows; return; }
      if (typeof DecompressionStream === "undefined") { searchData.chunks[number] = null; return; }
      var chunks = searchData.chunks;
      chunks[number] = inflate(rows).then(JSON.parse)
        .then(function (list) { return (chunks[number] = list); }, function () { return (chunks[number] = null); });
    }
  };
  var scripts = {};
  function loadScripts(sources, done) {
    var left = sources.length;
    function one() { left -= 1; if (left === 0) done(); }
    if (!left) { done(); return; }
    sources.forEach(function (source) {
      var state = scripts[source];
      if (state === true) { one(); return; }
      if (state) { state.push(one); return; }
      var waiting = [one];
      scripts[source] = waiting;
      var script = document.createElement("script");
      script.src = source;
      script.onload = script.onerror = function () {
        if (scripts[source] === waiting) scripts[source] = true;
        waiting.forEach(function (callback) { callback(); });
      };
      document.head.appendChild(script);
    });
  }

  // Terms as SearchTerms (Swift) makes them: ASCII letters and digits
  // lowercased; U+0080-U+024F letters folded to their base letter; combining
  // marks U+0300-U+036F dropped; Han, kana and Hangul as overlapping bigrams
  // (and, in text, a run's last character alone); other letters, marks and
  // numbers lowercased; at most 64 bytes a term. Each term comes with where
  // it is in `text` (UTF-16 offsets).
  var wordCharacter = /[\p{L}\p{M}\p{N}]/u;
  var folded = {};
  function isCJK(code) {
    return (code >= 0x3040 && code <= 0x30FF) || (code >= 0x3400 && code <= 0x4DBF) || (code >= 0x4E00 && code <= 0x9FFF) ||
      (code >= 0xAC00 && code <= 0xD7AF) || (code >= 0xF900 && code <= 0xFAFF) || (code >= 0x20000 && code <= 0x2FFFF);
  }
  function fold(code) { // the term's piece for `code`; null between words, "" dropped
    if (code < 0x80) {
      if ((code >= 0x61 && code <= 0x7A) || (code >= 0x30 && code <= 0x39)) return String.fromCharCode(code);
      if (code >= 0x41 && code <= 0x5A) return String.fromCharCode(code + 32);
      return null;
    }
    if (code >= 0x300 && code < 0x370) return "";
    if (code >= 0x2000 && code < 0x2070) return null;
    if (code in folded) return folded[code];
    var character = String.fromCodePoint(code), result = null;
    if (wordCharacter.test(character)) {
      result = character.toLowerCase();
      if (code < 0x250) {
        var base = character.normalize("NFD").charAt(0);
        if (/[A-Za-z0-9]/.test(base)) result = base.toLowerCase();
      }
    }
    folded[code] = result;
    return result;
  }
  function utf8Length(text) {
    var length = 0;
    for (var i = 0; i < text.length; i += 1) {
      var unit = text.charCodeAt(i);
      length += unit < 0x80 ? 1 : unit < 0x800 ? 2 : (unit >= 0xD800 && unit <= 0xDBFF) ? (i += 1, 4) : 3;
    }
    return length;
  }
  function tokenize(text, query, each) {
    var word = "", bytes = 0, cut = false, start = -1, end = -1, stop = false;
    var previous = null, previousStart = -1, previousEnd = -1, run = 0;
    function emit(term, from, to) { if (!stop && each(term, from, to) === true) stop = true; }
    function endWord() {
      if (previous !== null) {
        if (!query || run === 1) emit(previous, previousStart, previousEnd);
        previous = null;
        run = 0;
      } else if (word) {
        emit(word, start, end);
      }
      word = ""; bytes = 0; cut = false; start = -1;
    }
    for (var i = 0; i < text.length && !stop;) {
      var code = text.codePointAt(i), next = i + (code > 0xFFFF ? 2 : 1);
      if (isCJK(code)) {
        if (word && previous === null) endWord();
        var character = text.slice(i, next);
        if (previous !== null) emit(previous + character, previousStart, next);
        previous = character; previousStart = i; previousEnd = next; run += 1;
      } else {
        var piece = code < 0x80 && ((code >= 0x61 && code <= 0x7A) || (code >= 0x30 && code <= 0x39)) ? text.charAt(i) : fold(code);
        if (piece === null) {
          endWord();
        } else if (piece !== "") {
          if (previous !== null) endWord();
          if (start < 0) start = i;
          end = next;
          var size = piece.length === 1 && piece.charCodeAt(0) < 0x80 ? 1 : utf8Length(piece);
          if (cut || bytes + size > 64) cut = true;
          else { word += piece; bytes += size; }
        } else if (start >= 0) {
          end = next;
        }
      }
      i = next;
    }
    endWord();
  }
  function terms(query) {
    var list = [];
    tokenize(query, true, function (term) { if (list.indexOf(term) < 0) list.push(term); });
    return list;
  }
  function isPrefixTerm(term) { // prefix matching: from three characters, or one of Han, kana, Hangul
    var characters = Array.from(term);
    return characters.length >= 3 || isCJK(characters[0].codePointAt(0));
  }
  function shardOf(term, count) { // FNV-1a of the term's key (SearchTerms.shard)
    var characters = Array.from(term);
    var key = isCJK(characters[0].codePointAt(0)) ? characters[0] : characters.slice(0, 3).join("");
    var bytes = unescape(encodeURIComponent(key)), hash = 0x811C9DC5;
    for (var i = 0; i < bytes.length; i += 1) hash = Math.imul(hash ^ bytes.charCodeAt(i), 16777619) >>> 0;
    return hash % count;
  }
  var digitValues = (function () {
    var values = [], digits = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_";
    for (var i = 0; i < digits.length; i += 1) values[digits.charCodeAt(i)] = i;
    return values;
  })();
  function eachPosting(code, each) { // section, value (SearchShard)
    var number = 0, section = 0, first = true;
    for (var i = 0; i < code.length; i += 1) {
      var digit = digitValues[code.charCodeAt(i)];
      if (digit >= 32) { number = number * 32 + digit - 32; continue; }
      number = number * 32 + digit;
      if (first) section += number; else each(section, number);
      first = !first;
      number = 0;
    }
  }
  // Ranking: a term in a title beats one in a heading, which beats one only
  // in the text; then the whole term beats a longer one it starts; then the
  // more often the term occurs. A section must have every term.
  function rank(list, prefix, shardCount, keep) {
    var total = null;
    list.forEach(function (term, index) {
      var shard = searchData.shards[shardOf(term, shardCount)] || {};
      var scores = Object.create(null);
      function take(code, exact) {
        eachPosting(code, function (section, value) {
          var score = (value & 3) * 10000 + (exact ? 1000 : 0) + Math.min(value >> 2, 999);
          if (!(scores[section] >= score)) scores[section] = score;
        });
      }
      if (shard[term] !== undefined) take(shard[term], true);
      if (prefix && index === list.length - 1 && isPrefixTerm(term)) {
        for (var key in shard) if (key !== term && key.lastIndexOf(term, 0) === 0) take(shard[key], false);
      }
      if (total === null) { total = scores; return; }
      var both = Object.create(null);
      for (var section in total) if (section in scores) both[section] = total[section] + scores[section];
      total = both;
    });
    var ranked = [];
    for (var section in total) ranked.push([total[section], +section]);
    ranked.sort(function (a, b) { return b[0] - a[0] || a[1] - b[1]; });
    if (keep) ranked = ranked.filter(function (pair) { return keep(pair[1]); });
    return ranked.slice(0, 10).map(function (pair) { return pair[1]; });
  }
  // A site with translations: the manifest's "locales" are each
  // translation's folder and run of sections; a reader finds only their
  // page's locale's sections (the default locale's: those in no run).
  // The page's path is the last segments of its address, one more than
  // `root` climbs.
  function localeFilter(index, root) {
    var runs = index.locales;
    if (!runs || !runs.length) return null;
    var up = (root.match(/\.\.\//g) || []).length;
    var segments = decodeURI(location.pathname).split("/");
    var path = segments.slice(Math.max(0, segments.length - up - 1)).join("/");
    var mine = null;
    runs.forEach(function (run) { if (path.lastIndexOf(run[0], 0) === 0) mine = run; });
    return function (section) {
      if (mine) return section >= mine[1] && section < mine[2];
      return !runs.some(function (run) { return section >= run[1] && section < run[2]; });
    };
  }
  function chunkOf(section, starts) {
    var low = 0, high = starts.length - 1;
    while (low < high) {
      var middle = (low + high + 1) >> 1;
      if (starts[middle] <= section) low = middle; else high = middle - 1;
    }
    return low;
  }
  // `text` into `parent`, each word a query term matches in <mark>.
  function appendMarked(parent, text, list, prefix, offset) {
    var ranges = [];
    tokenize(text, false, function (term, from, to) {
      for (var i = 0; i < list.length; i += 1) {
        if (term === list[i] || (prefix && i === list.length - 1 && isPrefixTerm(list[i]) && term.lastIndexOf(list[i], 0) === 0)) {
          var last = ranges[ranges.length - 1];
          if (last && from <= last[1]) last[1] = Math.max(last[1], to); else ranges.push([from, to]);
          break;
        }
      }
    });
    var at = 0;
    ranges.forEach(function (range) {
      if (range[0] > at) parent.appendChild(document.createTextNode(text.slice(at, range[0])));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(range[0], range[1]);
      parent.appendChild(mark);
      at = range[1];
    });
    if (at < text.length) parent.appendChild(document.createTextNode(text.slice(at)));
  }
  // The part of `text` around the first word a term matches.
  function snippet(text, list, prefix) {
    var first = -1;
    tokenize(text, false, function (term, from) {
      for (var i = 0; i < list.length; i += 1) {
        if (term === list[i] || (prefix && i === list.length - 1 && isPrefixTerm(list[i]) && term.lastIndexOf(list[i], 0) === 0)) {
          first = from;
          return true;
        }
      }
    });
    var at = first > 40 ? first - 40 : 0;
    while (at > 0 && at < first && !/\s/.test(text.charAt(at - 1))) at += 1;
    var end = Math.min(text.length, at + 160);
    if (end < text.length && /[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
    return (at > 0 ? "…" : "") + text.slice(at, end) + (end < text.length ? "…" : "");
  }

  function bindSearch(form) {
    var input = form.querySelector("input");
    var list = form.querySelector("[role=listbox]");
    var root = form.getAttribute("data-root") || "";
    // The page's words for "no results" (`{query}` stands for the query), in its language.
    var noResults = form.getAttribute("data-no-results") || "No results for “{query}”";
    var results = [], active = -1, generation = 0, shown = "", shownTerms = [], shownPrefix = false, unsupported = false;
    form.hidden = false;

    // The manifest, loaded again as each search starts (focus): when its
    // version changed (serve rebuilt the site), what was loaded is dropped.
    var index = null, version = null;
    function manifest(then, again) {
      if (index && !again) { then(index); return; }
      var script = document.createElement("script");
      script.src = root + "assets/search-index.js";
      script.onload = script.onerror = function () {
        if (script.parentNode) script.parentNode.removeChild(script);
        index = window.ThemePreviewSearchIndex || { version: "", shards: 1, chunks: [0] };
        if (index.version !== version) {
          if (version !== null) { searchData.shards = {}; searchData.chunks = {}; scripts = {}; }
          version = index.version;
        }
        then(index);
      };
      document.head.appendChild(script);
    }
    function file(name) { return root + "assets/search/" + name + ".js?v=" + version; }

    // The rows of the ten best sections for `query`, in order.
    function search(query, done) {
      var list = terms(query), prefix = !/\s$/.test(query);
      if (!list.length) { done([], list, prefix); return; }
      manifest(function (index) {
        var shardFiles = list.map(function (term) { return file("s" + shardOf(term, index.shards)); });
        loadScripts(shardFiles, function () {
          Promise.all(list.map(function (term) { return searchData.shards[shardOf(term, index.shards)]; })).then(function (shardList) {
            if (shardList.indexOf(null) >= 0) { done(null, list, prefix); return; }
            var sections = rank(list, prefix, index.shards, localeFilter(index, root));
            var chunks = sections.map(function (section) { return chunkOf(section, index.chunks); });
            var chunkFiles = chunks.filter(function (chunk, i) { return chunks.indexOf(chunk) === i; })
              .map(function (chunk) { return file("t" + chunk); });
            loadScripts(chunkFiles, function () {
              var loaded = searchData.chunks;
              Promise.all(chunks.map(function (chunk) { return loaded[chunk]; })).then(function (rowLists) {
                if (rowLists.indexOf(null) >= 0) { done(null, list, prefix); return; }
                done(sections.map(function (section, i) {
                  return (rowLists[i] || [])[section - index.chunks[chunks[i]]];
                }).filter(Boolean), list, prefix);
              });
            });
          });
        });
      });
    }

    function render() {
      list.textContent = "";
      results.forEach(function (entry, i) {
        var item = document.createElement("li");
        item.id = "tp-search-option-" + i;
        item.setAttribute("role", "option");
        item.setAttribute("aria-selected", i === active ? "true" : "false");
        var link = document.createElement("a");
        link.href = root + entry[1];
        link.tabIndex = -1;
        var title = document.createElement("span");
        title.className = "tp-search-title";
        appendMarked(title, entry[0], shownTerms, shownPrefix);
        var heading = document.createElement("span");
        heading.className = "tp-search-heading";
        if (entry[2] !== entry[0]) appendMarked(heading, entry[2], shownTerms, shownPrefix);
        var text = document.createElement("span");
        text.className = "tp-search-text";
        appendMarked(text, snippet(entry[3], shownTerms, shownPrefix), shownTerms, shownPrefix);
        link.appendChild(title);
        link.appendChild(heading);
        link.appendChild(text);
        item.appendChild(link);
        item.addEventListener("mousedown", function (event) { event.preventDefault(); });
        list.appendChild(item);
      });
      if (!results.length && shown.trim()) {
        var none = document.createElement("li");
        none.className = "tp-search-empty";
        none.textContent = unsupported ? "Search needs a newer browser: this one cannot read the index (DecompressionStream)."
          : noResults.split("{query}").join(shown.trim());
        list.appendChild(none);
      }
      var open = !!input.value.trim();
      list.hidden = !open;
      if (active >= 0) input.setAttribute("aria-activedescendant", "tp-search-option-" + active);
      else input.removeAttribute("aria-activedescendant");
    }

    function update() {
      var query = input.value, current = generation += 1;
      search(query, function (found, list, prefix) {
        if (current !== generation) return;
        unsupported = found === null;
        results = found || [];
        shown = query;
        shownTerms = list;
        shownPrefix = prefix;
        active = results.length ? 0 : -1;
        render();
        announce(query.trim() ? results.length + (results.length === 1 ? " result" : " results") : "");
      });
    }

    input.addEventListener("input", update);
    input.addEventListener("focus", function () { manifest(function () {}, true); });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (!results.length) return;
        event.preventDefault();
        active = (active + (event.key === "ArrowDown" ? 1 : results.length - 1)) % results.length;
        render();
        var option = document.getElementById("tp-search-option-" + active);
        if (option && option.scrollIntoView) option.scrollIntoView({ block: "nearest" });
      } else if (event.key === "Enter") {
        event.preventDefault();
        var entry = results[active >= 0 ? active : 0];
        if (entry) window.location.href = root + entry[1];
      } else if (event.key === "Escape") {
        input.value = "";
        generation += 1;
        results = [];
        shown = "";
        active = -1;
        render();
      }
    });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    input.addEventListener("blur", function () { window.setTimeout(function () { list.hidden = true; }, 150); });
    document.addEventListener("keydown", function (event) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      var target = event.target;
      var typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if (typing) return;
      event.preventDefault();
      input.focus();
    });
  }

  /* [not on the lab] */
  function bindAnchors() {
    all(".tp-anchor").forEach(function (anchor) {
      anchor.addEventListener("click", function () {
        var url = window.location.href.split("#")[0] + anchor.getAttribute("href");
        // The words in the page's language, from the doc's article.
        var words = anchor.closest("[data-link-copied]");
        var copied = (words && words.getAttribute("data-link-copied")) || "Link copied";
        var ready = (words && words.getAttribute("data-link-ready")) || "Link ready in the address bar";
        copy(url, function (ok) { announce(ok ? copied : ready); });
      });
    });
  }

  // What a code block's copy button copies: a shell session's commands
  // alone (no prompts, no output), one a line; any other block as shown.
  function codeText(code) {
    if (!code.querySelector(".hl-cmd")) return code.textContent;
    var commands = [];
    code.querySelectorAll(".hl-cmd").forEach(function (command) { commands.push(command.textContent); });
    return commands.join("\n") + "\n";
  }

  function bindCodeCopy() {
    all(".tp-prose pre").forEach(function (pre) {
      var code = pre.querySelector("code") || pre;
      // The button's words in the page's language, from the doc's article.
      var words = pre.closest("[data-copy]");
      var copyText = (words && words.getAttribute("data-copy")) || "Copy";
      var copiedText = (words && words.getAttribute("data-copied")) || "Copied";
      var failedText = (words && words.getAttribute("data-copy-failed")) || "Copy failed";
      var codeCopied = (words && words.getAttribute("data-code-copied")) || "Code copied";
      var copyError = (words && words.getAttribute("data-copy-error")) || "Could not copy the code";
      var button = document.createElement("button");
      button.type = "button";
      button.className = "tp-copy-code";
      button.textContent = copyText;
      button.setAttribute("aria-label", (words && words.getAttribute("data-copy-code")) || "Copy code");
      button.addEventListener("click", function () {
        copy(codeText(code), function (ok) {
          button.textContent = ok ? copiedText : failedText;
          announce(ok ? codeCopied : copyError);
          window.setTimeout(function () { button.textContent = copyText; }, 1600);
        });
      });
      pre.classList.add("tp-has-copy");
      pre.appendChild(button);
    });
  }

  // A doc's Copy as Markdown button fetches its twin (page.md) and copies
  // it. From file:// a page cannot fetch: the button stays the link it is,
  // and opens the twin.
  function bindMarkdownCopy() {
    if (window.location.protocol === "file:" || typeof fetch !== "function") return;
    all(".tp-copy-markdown").forEach(function (link) {
      var label = link.textContent;
      link.setAttribute("role", "button");
      link.addEventListener("click", function (event) {
        event.preventDefault();
        function done(ok) {
          link.textContent = ok ? (link.getAttribute("data-copied") || "Copied") : (link.getAttribute("data-copy-failed") || "Copy failed");
          if (ok) announce(link.getAttribute("data-markdown-copied") || "Page copied as Markdown");
          window.setTimeout(function () { link.textContent = label; }, 1600);
        }
        fetch(link.href).then(function (response) {
          if (!response.ok) throw new Error("HTTP " + response.status);
          return response.text();
        }).then(function (text) { copy(text, done); }, function () { done(false); });
      });
    });
  }

  // A long docs sidebar scrolls on its own: bring the page's own entry into
  // view (a third of the way down) when it is out of sight.
  // (`scroller`: the sidebar beside the page, or the open drawer.)
  function revealCurrentDoc(scroller) {
    var sidebar = scroller || document.querySelector(".tp-sidebar");
    var current = sidebar && sidebar.querySelector('.tp-sidebar [aria-current="page"]');
    if (!current || sidebar.scrollHeight <= sidebar.clientHeight) return;
    var top = current.getBoundingClientRect().top - sidebar.getBoundingClientRect().top + sidebar.scrollTop;
    if (top < sidebar.scrollTop || top + current.offsetHeight > sidebar.scrollTop + sidebar.clientHeight) {
      sidebar.scrollTop = Math.max(0, top - sidebar.clientHeight / 3);
    }
  }

  // On narrow screens the docs sidebar is in a drawer: a popover the
  // header's Menu button opens (without script too). Here the button tells
  // whether it is open (aria-expanded); opening puts focus on the page's own
  // entry, shown; focus stays in the drawer until Escape, a click outside,
  // its Close button or one of its links closes it, and then goes back to
  // the button. The breakpoint is the stylesheet's (800px).
  function bindDrawer() {
    var drawer = document.getElementById("docs-nav");
    var button = document.querySelector("[data-drawer-toggle]");
    if (!drawer || !button || typeof drawer.showPopover !== "function") return;
    function isOpen() { return drawer.matches(":popover-open"); }
    function focusable() { // shown: not in a closed folder
      return all("a[href], button, summary", drawer).filter(function (element) {
        return element.checkVisibility ? element.checkVisibility() : element.getClientRects().length > 0;
      });
    }
    button.setAttribute("aria-controls", drawer.id);
    button.setAttribute("aria-expanded", "false");
    drawer.addEventListener("toggle", function (event) {
      var open = event.newState === "open";
      button.setAttribute("aria-expanded", open ? "true" : "false");
      if (open) {
        revealCurrentDoc(drawer);
        var first = drawer.querySelector('.tp-sidebar [aria-current="page"]') || focusable()[0];
        if (first && isOpen()) first.focus({ preventScroll: true });
      } else if (!document.activeElement || document.activeElement === document.body || drawer.contains(document.activeElement)) {
        button.focus();
      }
    });
    drawer.addEventListener("keydown", function (event) {
      if (event.key !== "Tab" || !isOpen()) return;
      var items = focusable();
      if (!items.length) return;
      var first = items[0], last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
    });
    document.addEventListener("focusin", function (event) {
      if (isOpen() && !drawer.contains(event.target) && event.target !== button) {
        var items = focusable();
        if (items.length) items[0].focus();
      }
    });
    drawer.addEventListener("click", function (event) {
      var link = event.target.closest ? event.target.closest("a[href]") : null;
      if (link && isOpen()) drawer.hidePopover();
    });
    // Widened past the drawer's breakpoint, the sidebar is a column again.
    var narrow = window.matchMedia ? window.matchMedia("(max-width: 800px)") : null;
    if (narrow && narrow.addEventListener) {
      narrow.addEventListener("change", function () { if (!narrow.matches && isOpen()) drawer.hidePopover(); });
    }
  }

  // Ids in a doc's raw HTML are namespaced (`user-content-install`), as on
  // GitHub: a link to `#install` from another page is followed to it.
  function followUserContentHash() {
    var id;
    try { id = decodeURIComponent(window.location.hash.slice(1)); } catch (error) { return; }
    if (!id || document.getElementById(id)) return;
    var target = document.getElementById("user-content-" + id);
    if (target) target.scrollIntoView();
  }

  // Math (`tp-math` elements, the TeX as their text): typeset by KaTeX,
  // which a page with math loads before this script. A formula KaTeX
  // cannot read is shown as its TeX in the error color, never thrown.
  function typesetMath() {
    var katex = window.katex;
    if (!katex) return;
    all(".tp-math").forEach(function (element) {
      var display = element.classList.contains("tp-math-display");
      try {
        katex.render(element.textContent, element, { displayMode: display, throwOnError: false, strict: "ignore", output: "htmlAndMathml" });
        element.classList.add("tp-math-typeset");
      } catch (error) { /* left as its TeX */ }
    });
  }
  /* [/not on the lab] */

  // A versioned site (build --versions): a version's link leads to the same
  // page in that version when it has one (its list of pages is a script,
  // loaded on first use, so this works from file:// too), else to its docs
  // home, else to its home page. Without JavaScript the links lead to the
  // docs homes.
  function versionTarget(link, done) {
    var page = (link.closest("[data-version-page]") || document.querySelector("[data-version-page]"));
    page = page && page.getAttribute("data-version-page");
    var key = link.getAttribute("data-version-key");
    loadScripts([link.getAttribute("data-version-pages")], function () {
      var pages = (window.tpVersionPages || {})[key];
      if (!pages) { done(link.getAttribute("href")); return; }
      var root = link.getAttribute("data-version-root");
      var known = {};
      pages.forEach(function (path) { known[path] = true; });
      if (page && known[page]) done(root + page + window.location.hash);
      else if (known["docs/index.html"]) done(root + "docs/index.html");
      else done(root + "index.html");
    });
  }

  function bindVersions() {
    all("a[data-version-root]").forEach(function (link) {
      link.addEventListener("click", function (event) {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        versionTarget(link, function (href) { window.location.href = href; });
      });
    });
    // The banner's link says where it leads before it is followed.
    all("a[data-version-latest]").forEach(function (link) {
      versionTarget(link, function (href) { link.setAttribute("href", href); });
    });
    all("details[data-versions]").forEach(function (menu) {
      menu.addEventListener("toggle", function () {
        if (!menu.open) return;
        all("a[data-version-root]", menu).forEach(function (link) {
          versionTarget(link, function (href) { link.setAttribute("href", href); });
        });
      });
      menu.addEventListener("keydown", function (event) {
        if (event.key === "Escape" && menu.open) {
          menu.open = false;
          menu.querySelector("summary").focus();
        }
      });
      document.addEventListener("click", function (event) {
        if (menu.open && !menu.contains(event.target)) menu.open = false;
      });
    });
  }

  /* [not on the lab] */
  // Tab sets (TabMarkup in the sources): the page has each panel under its
  // label, so without JavaScript every panel shows. Here the labels become
  // a tab list (ARIA tabs: Left and Right move to the tab before and after,
  // Home and End to the first and last) and one panel shows at a time.
  // Choosing a tab chooses the tab with the same key (data-tab-value, else
  // the label's text) in every set of the same data-tab-sync group; a
  // choice in a named group (MDX's groupId/syncKey) is remembered across
  // pages.
  var tabSerial = 0;
  var tabStorage = "theme-preview.tabs.";
  function storedTab(group) {
    try { return group ? window.localStorage.getItem(tabStorage + group) : null; } catch (error) { return null; }
  }
  function storeTab(group, key) {
    try { if (group) window.localStorage.setItem(tabStorage + group, key); } catch (error) { /* storage may be off */ }
  }
  function tabKey(panel) {
    var label = panel.querySelector(".tp-tab-label");
    return panel.getAttribute("data-tab-value") || (label ? label.textContent.trim() : "");
  }
  function chooseTab(set, index, focus) {
    var tabs = set.tpTabs, panels = set.tpPanels;
    if (!tabs || !tabs[index]) return;
    tabs.forEach(function (tab, at) {
      var chosen = at === index;
      tab.setAttribute("aria-selected", chosen ? "true" : "false");
      tab.tabIndex = chosen ? 0 : -1;
      panels[at].hidden = !chosen;
    });
    if (focus) tabs[index].focus();
  }
  function chooseLinkedTabs(set, index) {
    var group = set.getAttribute("data-tab-sync");
    if (group === null) return;
    var key = tabKey(set.tpPanels[index]);
    storeTab(group, key);
    all(".tp-tabs-ready").forEach(function (other) {
      if (other === set || other.getAttribute("data-tab-sync") !== group) return;
      for (var at = 0; at < other.tpPanels.length; at += 1) {
        if (tabKey(other.tpPanels[at]) === key) { chooseTab(other, at, false); return; }
      }
    });
  }
  // A link to something in a panel not shown chooses that panel's tab.
  function revealHashInTabs() {
    var id;
    try { id = decodeURIComponent(window.location.hash.slice(1)); } catch (error) { return; }
    var target = id && (document.getElementById(id) || document.getElementById("user-content-" + id));
    var panel = target && target.closest ? target.closest(".tp-tab-panel[hidden]") : null;
    if (!panel) return;
    while (panel) {
      var set = panel.parentElement;
      chooseTab(set, set.tpPanels.indexOf(panel), false);
      panel = set.closest(".tp-tab-panel[hidden]");
    }
    target.scrollIntoView();
  }
  function bindTabs() {
    all(".tp-tabs").forEach(function (set) {
      var panels = Array.prototype.filter.call(set.children, function (child) { return child.classList.contains("tp-tab-panel"); });
      if (!panels.length) return;
      var list = document.createElement("div");
      list.className = "tp-tab-list";
      list.setAttribute("role", "tablist");
      var tabs = panels.map(function (panel) {
        var id;
        do { tabSerial += 1; id = "tp-tab-" + tabSerial; } while (document.getElementById(id) || document.getElementById(id + "-panel"));
        var label = panel.querySelector(".tp-tab-label");
        var tab = document.createElement("button");
        tab.type = "button";
        tab.id = id;
        tab.setAttribute("role", "tab");
        tab.setAttribute("aria-controls", id + "-panel");
        tab.innerHTML = label ? label.innerHTML : "";
        if (!panel.id) panel.id = id + "-panel";
        else tab.setAttribute("aria-controls", panel.id);
        panel.setAttribute("role", "tabpanel");
        panel.setAttribute("aria-labelledby", id);
        panel.tabIndex = 0;
        list.appendChild(tab);
        return tab;
      });
      set.insertBefore(list, set.firstChild);
      set.tpTabs = tabs;
      set.tpPanels = panels;
      set.classList.add("tp-tabs-ready");
      var stored = storedTab(set.getAttribute("data-tab-sync"));
      var first = stored === null ? -1 : panels.findIndex(function (panel) { return tabKey(panel) === stored; });
      if (first < 0) first = panels.findIndex(function (panel) { return panel.hasAttribute("data-tab-selected"); });
      chooseTab(set, first < 0 ? 0 : first, false);
      list.addEventListener("click", function (event) {
        var index = tabs.indexOf(event.target.closest ? event.target.closest("[role=tab]") : null);
        if (index < 0) return;
        chooseTab(set, index, false);
        chooseLinkedTabs(set, index);
      });
      list.addEventListener("keydown", function (event) {
        var index = tabs.indexOf(document.activeElement);
        if (index < 0) return;
        // In a right-to-left page the first tab is on the right: the
        // arrows follow what the reader sees.
        var step = getComputedStyle(list).direction === "rtl" ? -1 : 1;
        var next = { ArrowLeft: index - step, ArrowRight: index + step, Home: 0, End: tabs.length - 1 }[event.key];
        if (next === undefined) return;
        event.preventDefault();
        next = (next + tabs.length) % tabs.length;
        chooseTab(set, next, true);
        chooseLinkedTabs(set, next);
      });
    });
  }
  /* [/not on the lab] */

  // Links to headings land below the sticky header (the stylesheet's
  // scroll-padding-top), however tall it is: its rows differ with the
  // width, the site's name and the text size.
  function trackHeaderHeight() {
    var header = document.querySelector(".tp-header");
    if (!header || !window.ResizeObserver) return;
    new ResizeObserver(function () {
      document.documentElement.style.setProperty("--tp-header-height", header.offsetHeight + "px");
    }).observe(header);
  }

  /* [not on the lab] */
  // The outline is one <details>: the stylesheet shows its list in the side rail above
  // 1100px whatever its state, so there it is kept open (screen readers hear "expanded",
  // and its summary, a heading there, does not fold it); below, it starts closed.
  function bindOutline() {
    var details = document.querySelector(".tp-toc > details");
    var wide = window.matchMedia ? window.matchMedia("(min-width: 1101px)") : null;
    if (!details || !wide) return;
    function fit() { details.open = wide.matches; }
    fit();
    if (wide.addEventListener) wide.addEventListener("change", fit);
    details.querySelector("summary").addEventListener("click", function (event) {
      if (wide.matches) event.preventDefault();
    });
  }
  /* [/not on the lab] */

  function start() {
    trackHeaderHeight();
    /* [not on the lab] */
    typesetMath();
    bindTabs();
    revealHashInTabs();
    window.addEventListener("hashchange", revealHashInTabs);
    /* [/not on the lab] */
    all("[data-search]").forEach(bindSearch);
    /* [not on the lab] */
    bindAnchors();
    bindCodeCopy();
    bindMarkdownCopy();
    revealCurrentDoc(null);
    bindDrawer();
    bindOutline();
    followUserContentHash();
    window.addEventListener("hashchange", followUserContentHash);
    /* [/not on the lab] */
    bindVersions();
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();

/* theme-preview: the Appearance controls. The state and the before-paint
   work live in the inline head script (window.ThemePreview). */
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
      if (count) count.textContent = shown + (shown === 1 ? " pair shown" : " pairs shown");
    }
    form.addEventListener("change", apply);
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    apply();
  }

  function bind() {
    all("[data-theme-choice]").forEach(function (button) {
      button.addEventListener("click", function () {
        TP.set({ theme: button.getAttribute("data-theme-choice") });
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

  function bindSearch(form) {
    var input = form.querySelector("input");
    var list = form.querySelector("[role=listbox]");
    var root = form.getAttribute("data-root") || "";
    var index = null, results = [], active = -1, loading = false, pending = null;
    form.hidden = false;

    function load(then) {
      if (index) { then(); return; }
      pending = then;
      if (loading) return;
      loading = true;
      if (window.ThemePreviewSearchIndex) { index = window.ThemePreviewSearchIndex; pending(); return; }
      var script = document.createElement("script");
      script.src = root + "assets/search-index.js";
      script.onload = function () { index = window.ThemePreviewSearchIndex || []; if (pending) pending(); };
      document.head.appendChild(script);
    }

    function search(query) {
      var terms = query.toLowerCase().split(/\s+/).filter(Boolean);
      if (!terms.length) return [];
      var scored = [];
      for (var i = 0; i < index.length; i += 1) {
        var entry = index[i];
        var title = entry[0].toLowerCase(), heading = entry[2].toLowerCase(), text = entry[3].toLowerCase();
        var score = 0, matched = true;
        for (var t = 0; t < terms.length; t += 1) {
          var term = terms[t], best = 0;
          if (title.indexOf(term) >= 0) best = title === term ? 8 : 4;
          else if (heading.indexOf(term) >= 0) best = 3;
          else if (text.indexOf(term) >= 0) best = 1;
          if (!best) { matched = false; break; }
          score += best;
        }
        if (matched) scored.push([score, i]);
      }
      scored.sort(function (a, b) { return b[0] - a[0] || a[1] - b[1]; });
      return scored.slice(0, 10).map(function (pair) { return index[pair[1]]; });
    }

    function snippet(text, query) {
      var lower = text.toLowerCase(), term = query.toLowerCase().split(/\s+/).filter(Boolean)[0] || "";
      var at = Math.max(0, lower.indexOf(term) - 40);
      return (at > 0 ? "…" : "") + text.slice(at, at + 140) + (text.length > at + 140 ? "…" : "");
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
        title.textContent = entry[0];
        var heading = document.createElement("span");
        heading.className = "tp-search-heading";
        heading.textContent = entry[2] === entry[0] ? "" : entry[2];
        var text = document.createElement("span");
        text.className = "tp-search-text";
        text.textContent = snippet(entry[3], input.value);
        link.appendChild(title);
        link.appendChild(heading);
        link.appendChild(text);
        item.appendChild(link);
        item.addEventListener("mousedown", function (event) { event.preventDefault(); });
        list.appendChild(item);
      });
      if (!results.length && input.value.trim()) {
        var none = document.createElement("li");
        none.className = "tp-search-empty";
        none.textContent = "No results for “" + input.value.trim() + "”";
        list.appendChild(none);
      }
      var open = !!input.value.trim();
      list.hidden = !open;
      if (active >= 0) input.setAttribute("aria-activedescendant", "tp-search-option-" + active);
      else input.removeAttribute("aria-activedescendant");
    }

    function update() {
      load(function () {
        results = search(input.value);
        active = results.length ? 0 : -1;
        render();
        announce(input.value.trim() ? results.length + (results.length === 1 ? " result" : " results") : "");
      });
    }

    input.addEventListener("input", update);
    input.addEventListener("focus", function () { load(function () {}); });
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
        results = [];
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

  function bindAnchors() {
    all(".tp-anchor").forEach(function (anchor) {
      anchor.addEventListener("click", function () {
        var url = window.location.href.split("#")[0] + anchor.getAttribute("href");
        copy(url, function (ok) { announce(ok ? "Link copied" : "Link ready in the address bar"); });
      });
    });
  }

  function bindCodeCopy() {
    all(".tp-prose pre").forEach(function (pre) {
      var code = pre.querySelector("code") || pre;
      var button = document.createElement("button");
      button.type = "button";
      button.className = "tp-copy-code";
      button.textContent = "Copy";
      button.setAttribute("aria-label", "Copy code");
      button.addEventListener("click", function () {
        copy(code.textContent, function (ok) {
          button.textContent = ok ? "Copied" : "Copy failed";
          announce(ok ? "Code copied" : "Could not copy the code");
          window.setTimeout(function () { button.textContent = "Copy"; }, 1600);
        });
      });
      pre.classList.add("tp-has-copy");
      pre.appendChild(button);
    });
  }

  // A long docs sidebar scrolls on its own: bring the page's own entry into
  // view (a third of the way down) when it is out of sight.
  function revealCurrentDoc() {
    var sidebar = document.querySelector(".tp-sidebar");
    var current = sidebar && sidebar.querySelector('[aria-current="page"]');
    if (!current || sidebar.scrollHeight <= sidebar.clientHeight) return;
    var top = current.getBoundingClientRect().top - sidebar.getBoundingClientRect().top + sidebar.scrollTop;
    if (top < sidebar.scrollTop || top + current.offsetHeight > sidebar.scrollTop + sidebar.clientHeight) {
      sidebar.scrollTop = Math.max(0, top - sidebar.clientHeight / 3);
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

  function start() {
    all("[data-search]").forEach(bindSearch);
    bindAnchors();
    bindCodeCopy();
    revealCurrentDoc();
    followUserContentHash();
    window.addEventListener("hashchange", followUserContentHash);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();

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

  /* Contrast report: filter rows by theme, scheme, palette and failures. */
  function bindReportFilters(form) {
    var rows = all(".tp-pairs-table tbody tr");
    var count = form.querySelector("output");
    function apply() {
      var theme = form.elements.theme.value, scheme = form.elements.scheme.value;
      var variant = form.elements.variant.value, failures = form.elements.failures.checked;
      var shown = 0;
      rows.forEach(function (row) {
        var visible = (!theme || row.getAttribute("data-theme") === theme) &&
          (!scheme || row.getAttribute("data-scheme") === scheme) &&
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

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
    document.addEventListener("themechange", render);
    TP.apply(null);
    render();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", bind);
  else bind();
})();

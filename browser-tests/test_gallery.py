"""The live gallery (index.html): theme picker, appearance and font-size controls,
persistence, no flash of the wrong theme, and review links."""

import pytest
from selenium.webdriver.common.by import By

from support import (
    ACCENT, BACKGROUND, assert_color, assert_eq, click_radio_label, click_theme, css_var, emulate_scheme,
    html_attr, html_attrs, page_name, radio_label, record_themechange, set_storage, storage, storage_all,
    themechange_events, wait_attr,
)

THEME_NAMES = ["VaultMail", "Midnight", "Forest", "Sunset", "Lavender", "Rose"]
THEME_IDS = ["default", "midnight", "forest", "sunset", "lavender", "rose"]
GALLERY_CONTROLS = "#appearance"  # the in-page Appearance screen of the gallery


def theme_css(driver):
    return driver.execute_script(
        "var s = document.getElementById('theme-css'); return s ? s.textContent : null;")


def body_classes(driver):
    return driver.execute_script("return document.body.className.split(/\\s+/).filter(Boolean);")


def gallery_controls(driver):
    return driver.find_element(By.CSS_SELECTOR, GALLERY_CONTROLS)


def test_initial_dom_contract(driver, repo_site):
    driver.get(repo_site.url("index.html"))
    page = page_name(driver)
    css = theme_css(driver)
    assert css is not None, "%s: no <style id=\"theme-css\">" % page
    assert "--vm-color-accent" in css, "%s: style#theme-css does not define --vm-color-accent" % page
    expected = {"data-theme": "default", "data-preference": "system", "data-scheme": "light",
                "data-font-size": "0", "data-contrast": "standard", "data-transparency": "standard"}
    found = html_attrs(driver)
    assert found == expected, "%s: <html> attributes expected %r, found %r" % (page, expected, found)
    assert "theme-default" in body_classes(driver), "%s: <body> class expected theme-default, found %r" % (
        page, body_classes(driver))
    assert_color(driver, css_var(driver, "--vm-color-accent"), ACCENT["default", "light"], "--vm-color-accent")
    assert_color(driver, css_var(driver, "--vm-color-background"), BACKGROUND["light"], "--vm-color-background")


def test_theme_picker_buttons(driver, repo_site):
    driver.get(repo_site.url("index.html"))
    page = page_name(driver)
    buttons = gallery_controls(driver).find_elements(By.CSS_SELECTOR, "button[data-theme-choice]")
    names = [b.accessible_name for b in buttons]
    assert names == THEME_NAMES, "%s: theme buttons' accessible names expected %r, found %r" % (page, THEME_NAMES, names)
    ids = [b.get_attribute("data-theme-choice") for b in buttons]
    assert ids == THEME_IDS, "%s: data-theme-choice values expected %r, found %r" % (page, THEME_IDS, ids)
    pressed = {b.get_attribute("data-theme-choice"): b.get_attribute("aria-pressed") for b in buttons}
    expected = {i: ("true" if i == "default" else "false") for i in THEME_IDS}
    assert pressed == expected, "%s: aria-pressed expected %r, found %r" % (page, expected, pressed)
    for b in buttons:
        circle = b.find_element(By.CSS_SELECTOR, ".vm-theme-circle")
        size = driver.execute_script(
            "var r = arguments[0].getBoundingClientRect(), s = getComputedStyle(arguments[0]);"
            "return [r.width, r.height, s.borderTopLeftRadius];", circle)
        assert (round(size[0]), round(size[1])) == (44, 44), "%s: %s .vm-theme-circle expected 44x44, found %sx%s" % (
            page, b.accessible_name, size[0], size[1])
        assert size[2] not in ("0px", ""), "%s: %s .vm-theme-circle is not round (border-radius %r)" % (
            page, b.accessible_name, size[2])


def test_choosing_forest(driver, repo_site):
    driver.get(repo_site.url("index.html"))
    page = page_name(driver)
    before = theme_css(driver)
    record_themechange(driver)
    click_theme(driver, "forest", gallery_controls(driver))

    assert_color(driver, css_var(driver, "--vm-color-accent"), ACCENT["forest", "light"],
                 "--vm-color-accent after clicking Forest (light)")
    after = theme_css(driver)
    assert after != before, "%s: style#theme-css text did not change after clicking Forest" % page
    classes = body_classes(driver)
    assert "theme-forest" in classes and "theme-default" not in classes, (
        "%s: <body> class expected theme-forest without theme-default, found %r" % (page, classes))
    assert_eq(driver, html_attr(driver, "data-theme"), "forest", "<html data-theme>")
    events = themechange_events(driver)
    assert events, "%s: no themechange event was dispatched on document after clicking Forest" % page
    assert_eq(driver, (events[-1] or {}).get("themeId"), "forest", "themechange detail.themeId")
    assert_eq(driver, storage(driver, "selectedThemeId"), "forest", "localStorage selectedThemeId")
    pressed = {b.get_attribute("data-theme-choice"): b.get_attribute("aria-pressed")
               for b in gallery_controls(driver).find_elements(By.CSS_SELECTOR, "button[data-theme-choice]")}
    expected = {i: ("true" if i == "forest" else "false") for i in THEME_IDS}
    assert pressed == expected, "%s: aria-pressed after clicking Forest expected %r, found %r" % (page, expected, pressed)


def test_appearance_and_font_size_controls(driver, repo_site):
    driver.get(repo_site.url("index.html"))
    page = page_name(driver)
    controls = gallery_controls(driver)

    def labelled(name):
        inputs = controls.find_elements(By.CSS_SELECTOR, 'input[name="%s"]' % name)
        return [(i.get_attribute("value"),
                 radio_label(driver, name, i.get_attribute("value"), controls).text.strip()) for i in inputs]

    expected = [("system", "System Default"), ("light", "Light"), ("dark", "Dark")]
    found = labelled("appearance")
    assert found == expected, "%s: appearance radios expected %r, found %r" % (page, expected, found)
    expected = [("-2", "Small"), ("0", "Medium"), ("2", "Large"), ("4", "Extra Large")]
    found = labelled("font-size")
    assert found == expected, "%s: font-size radios expected %r, found %r" % (page, expected, found)
    previews = controls.find_elements(By.CSS_SELECTOR, ".vm-font-preview")
    assert previews and "The quick brown fox jumps over the lazy dog" in previews[0].text, (
        "%s: .vm-font-preview with the sentence 'The quick brown fox jumps over the lazy dog' expected, found %r"
        % (page, [p.text for p in previews]))

    click_radio_label(driver, "appearance", "dark", controls)
    assert_eq(driver, html_attr(driver, "data-scheme"), "dark", "<html data-scheme> after choosing Dark")
    assert_eq(driver, html_attr(driver, "data-preference"), "dark", "<html data-preference> after choosing Dark")
    assert_color(driver, css_var(driver, "--vm-color-background"), "#000000", "--vm-color-background after Dark")
    assert_eq(driver, storage(driver, "app_theme_preference"), "dark", "localStorage app_theme_preference")

    def preview_size():
        return driver.execute_script(
            "return getComputedStyle(document.querySelector(arguments[0] + ' .vm-font-preview')).fontSize;",
            GALLERY_CONTROLS)

    assert_eq(driver, preview_size(), "17px", ".vm-font-preview font-size at Medium")
    click_radio_label(driver, "font-size", "2", controls)
    assert_eq(driver, html_attr(driver, "data-font-size"), "2", "<html data-font-size> after Large")
    assert_eq(driver, storage(driver, "app_font_size_offset"), "2", "localStorage app_font_size_offset")
    assert_eq(driver, preview_size(), "19px", ".vm-font-preview font-size at Large")
    click_radio_label(driver, "font-size", "-2", controls)
    assert_eq(driver, html_attr(driver, "data-font-size"), "-2", "<html data-font-size> after Small")
    assert_eq(driver, preview_size(), "15px", ".vm-font-preview font-size at Small")
    click_radio_label(driver, "font-size", "4", controls)
    assert_eq(driver, html_attr(driver, "data-font-size"), "4", "<html data-font-size> after Extra Large")
    assert_eq(driver, storage(driver, "app_font_size_offset"), "4", "localStorage app_font_size_offset")
    assert_eq(driver, preview_size(), "21px", ".vm-font-preview font-size at Extra Large")


FIRST_FRAME_JS = """
/* Installed with Page.addScriptToEvaluateOnNewDocument: runs before any of the page's scripts. */
window.__firstFrame = null;
window.__mutations = [];
requestAnimationFrame(function () {
  var d = document.documentElement, s = getComputedStyle(d);
  window.__firstFrame = {
    theme: d.getAttribute('data-theme'),
    scheme: d.getAttribute('data-scheme'),
    fontSize: d.getAttribute('data-font-size'),
    background: s.getPropertyValue('--vm-color-background').trim(),
    accent: s.getPropertyValue('--vm-color-accent').trim(),
    bodyParsed: !!document.body,
    readyState: document.readyState
  };
});
/* Mutation records arrive in the order the mutations happened, so they show whether the
   attributes and the theme CSS were set before the parser created <body>. A local file is
   parsed in one go, before the first frame, so the rAF probe alone cannot tell. */
new MutationObserver(function (records) {
  records.forEach(function (r) {
    if (r.type === 'attributes' && r.target === document.documentElement) {
      window.__mutations.push({kind: 'attr', name: r.attributeName, old: r.oldValue});
    } else if (r.type === 'childList') {
      for (var i = 0; i < r.addedNodes.length; i++) {
        if (r.addedNodes[i].nodeName === 'BODY') window.__mutations.push({kind: 'body'});
      }
      var style = r.target.nodeType === 1 ? r.target : null;
      if (style && style.id === 'theme-css' && r.removedNodes.length) window.__mutations.push({kind: 'theme-css'});
    }
  });
}).observe(document, {childList: true, subtree: true, attributes: true, attributeOldValue: true,
                      attributeFilter: ['data-theme', 'data-scheme', 'data-font-size']});
"""


def state_before_body(mutations, final):
    """From the mutation log: the <html> attribute values when <body> was created, and whether
    style#theme-css had been replaced by then."""
    body = next((i for i, m in enumerate(mutations) if m["kind"] == "body"), None)
    if body is None:
        return None
    values = {}
    for name, final_value in final.items():
        records = [i for i, m in enumerate(mutations) if m["kind"] == "attr" and m["name"] == name]
        after = [i for i in records if i > body]
        # The value in force at <body> is the old value of the next change, or the final value.
        values[name] = mutations[after[0]]["old"] if after else final_value
    values["theme-css replaced"] = any(m["kind"] == "theme-css" for m in mutations[:body])
    return values


def test_choices_persist_without_flash(driver, repo_site):
    url = repo_site.url("index.html")
    driver.get(url)
    controls = gallery_controls(driver)
    click_theme(driver, "forest", controls)
    click_radio_label(driver, "appearance", "dark", controls)
    click_radio_label(driver, "font-size", "2", controls)
    saved = storage_all(driver)
    expected_saved = {"selectedThemeId": "forest", "app_theme_preference": "dark", "app_font_size_offset": "2"}
    for key, value in expected_saved.items():
        assert saved.get(key) == value, "%s: localStorage %s expected %r, found %r" % (
            page_name(driver), key, value, saved.get(key))

    script = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FIRST_FRAME_JS})
    try:
        driver.get(url)
        first = driver.execute_script("return window.__firstFrame;")
        mutations = driver.execute_script("return window.__mutations;")
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})

    page = page_name(driver)
    expected = {"data-theme": "forest", "data-preference": "dark", "data-scheme": "dark", "data-font-size": "2"}
    found = {k: v for k, v in html_attrs(driver).items() if k in expected}
    assert found == expected, "%s: after reload <html> attributes expected %r, found %r" % (page, expected, found)
    assert "theme-forest" in body_classes(driver), "%s: after reload <body> class expected theme-forest, found %r" % (
        page, body_classes(driver))
    controls = gallery_controls(driver)
    pressed = controls.find_element(By.CSS_SELECTOR, 'button[data-theme-choice="forest"]').get_attribute("aria-pressed")
    assert_eq(driver, pressed, "true", "after reload Forest aria-pressed")
    checked = {name: controls.find_element(By.CSS_SELECTOR, 'input[name="%s"]:checked' % name).get_attribute("value")
               for name in ("appearance", "font-size")}
    assert checked == {"appearance": "dark", "font-size": "2"}, "%s: after reload checked radios expected %r, found %r" % (
        page, {"appearance": "dark", "font-size": "2"}, checked)
    assert_color(driver, css_var(driver, "--vm-color-accent"), ACCENT["forest", "dark"], "after reload --vm-color-accent")

    assert first is not None, "%s: the first-frame probe never ran (requestAnimationFrame before load)" % page
    assert first["scheme"] == "dark" and first["theme"] == "forest" and first["fontSize"] == "2", (
        "%s: at the first frame expected data-theme=forest data-scheme=dark data-font-size=2, found %r" % (page, first))
    assert_color(driver, first["background"], "#000000", "--vm-color-background at the first frame")
    assert_color(driver, first["accent"], ACCENT["forest", "dark"], "--vm-color-accent at the first frame")

    final = {k: html_attr(driver, k) for k in ("data-theme", "data-scheme", "data-font-size")}
    at_body = state_before_body(mutations or [], final)
    assert at_body is not None, "%s: the mutation probe never saw <body> being created" % page
    expected = {"data-theme": "forest", "data-scheme": "dark", "data-font-size": "2", "theme-css replaced": True}
    assert at_body == expected, (
        "%s: when the parser reached <body> (before anything is painted) expected %r, found %r; "
        "the saved choices must be applied by the inline head script" % (page, expected, at_body))


def test_review_link_does_not_save(driver, repo_site):
    driver.get(repo_site.url("index.html"))
    saved = {"selectedThemeId": "midnight", "app_theme_preference": "light"}
    set_storage(driver, saved)
    driver.get(repo_site.url("index.html", "?theme=forest&scheme=dark#thread-list"))
    page = page_name(driver)
    assert_eq(driver, html_attr(driver, "data-theme"), "forest", "<html data-theme> from ?theme=forest")
    assert_eq(driver, html_attr(driver, "data-scheme"), "dark", "<html data-scheme> from ?scheme=dark")
    assert_color(driver, css_var(driver, "--vm-color-accent"), ACCENT["forest", "dark"], "--vm-color-accent")
    assert_color(driver, css_var(driver, "--vm-color-background"), "#000000", "--vm-color-background")
    assert "theme-forest" in body_classes(driver), "%s: <body> class expected theme-forest, found %r" % (
        page, body_classes(driver))
    after = {k: storage(driver, k) for k in saved}
    assert after == saved, "%s: a review link must not change localStorage: expected %r, found %r" % (page, saved, after)

    # Without the parameters the saved choice is back.
    driver.get(repo_site.url("index.html"))
    assert_eq(driver, html_attr(driver, "data-theme"), "midnight", "<html data-theme> from the saved choice")
    assert_eq(driver, html_attr(driver, "data-scheme"), "light", "<html data-scheme> from the saved choice")
    assert_color(driver, css_var(driver, "--vm-color-accent"), ACCENT["midnight", "light"], "--vm-color-accent")


@pytest.mark.parametrize("saved", [
    {"selectedThemeId": "neon", "app_theme_preference": "auto", "app_font_size_offset": "3"},
    {"selectedThemeId": "", "app_theme_preference": "Dark", "app_font_size_offset": "-4"},
])
def test_unknown_saved_values_fall_back_to_the_defaults(driver, repo_site, saved):
    """Seed 002: a stored value the page does not know is ignored: the default theme,
    System (following the OS) and Medium, with the controls showing so."""
    set_storage(driver, saved)
    emulate_scheme(driver, "dark")
    driver.get(repo_site.url("index.html"))
    page = page_name(driver)
    expected = {"data-theme": "default", "data-preference": "system", "data-scheme": "dark", "data-font-size": "0"}
    found = {k: v for k, v in html_attrs(driver).items() if k in expected}
    assert found == expected, "%s: with localStorage %r, <html> attributes expected %r, found %r" % (
        page, saved, expected, found)
    assert_color(driver, css_var(driver, "--vm-color-accent"), ACCENT["default", "dark"],
                 "--vm-color-accent with an unknown saved theme")
    controls = gallery_controls(driver)
    checked = {name: controls.find_element(By.CSS_SELECTOR, 'input[name="%s"]:checked' % name).get_attribute("value")
               for name in ("appearance", "font-size")}
    assert checked == {"appearance": "system", "font-size": "0"}, (
        "%s: with localStorage %r, checked radios expected %r, found %r" % (
            page, saved, {"appearance": "system", "font-size": "0"}, checked))
    pressed = controls.find_element(By.CSS_SELECTOR, 'button[data-theme-choice="default"]').get_attribute("aria-pressed")
    assert_eq(driver, pressed, "true", "VaultMail aria-pressed with an unknown saved theme")

"""Docs pages: front-matter pinning, the header Appearance disclosure, review links."""

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from support import (
    ACCENT, BACKGROUND, assert_color, assert_eq, click_radio_label, click_theme, css_var, html_attr,
    page_name, scroll_click, set_storage, storage,
)

THEME_NAMES = ["VaultMail", "Midnight", "Forest", "Sunset", "Lavender", "Rose"]


def test_front_matter_theme_beats_saved_theme(driver, example_site):
    driver.get(example_site.url("docs/intro.html"))
    set_storage(driver, {"selectedThemeId": "midnight"})
    driver.get(example_site.url("docs/intro.html"))
    assert_eq(driver, html_attr(driver, "data-theme"), "midnight", "<html data-theme> of an unpinned doc (saved midnight)")

    driver.get(example_site.url("docs/forest-notes.html"))
    assert_eq(driver, html_attr(driver, "data-theme"), "forest",
              "<html data-theme> of a doc with front matter theme: forest (saved midnight)")
    assert_color(driver, css_var(driver, "--vm-color-accent"), ACCENT["forest", "light"],
                 "--vm-color-accent of the theme: forest doc (saved midnight, OS light)")
    classes = driver.execute_script("return document.body.className;")
    assert "theme-forest" in classes.split(), "%s: <body> class expected theme-forest, found %r" % (page_name(driver), classes)

    set_storage(driver, {"app_theme_preference": "dark"})
    driver.get(example_site.url("docs/forest-notes.html"))
    assert_eq(driver, html_attr(driver, "data-scheme"), "dark", "<html data-scheme> with the saved preference dark")
    assert_color(driver, css_var(driver, "--vm-color-accent"), ACCENT["forest", "dark"],
                 "--vm-color-accent of the theme: forest doc in dark (saved midnight)")
    assert_eq(driver, storage(driver, "selectedThemeId"), "midnight", "localStorage selectedThemeId (a pinned doc must not save)")


def test_front_matter_scheme_dark(driver, example_site):
    driver.get(example_site.url("docs/intro.html"))
    set_storage(driver, {"app_theme_preference": "light", "selectedThemeId": "midnight"})
    driver.get(example_site.url("docs/dark-notes.html"))
    assert_eq(driver, html_attr(driver, "data-scheme"), "dark",
              "<html data-scheme> of a doc with front matter scheme: dark (saved light)")
    assert_color(driver, css_var(driver, "--vm-color-background"), BACKGROUND["dark"],
                 "--vm-color-background of the scheme: dark doc")
    assert_color(driver, css_var(driver, "--vm-color-accent"), ACCENT["midnight", "dark"],
                 "--vm-color-accent of the scheme: dark doc (saved theme midnight)")
    assert_eq(driver, storage(driver, "app_theme_preference"), "light",
              "localStorage app_theme_preference (a pinned doc must not save)")


def test_docs_appearance_disclosure(driver, example_site):
    driver.get(example_site.url("docs/intro.html"))
    page = page_name(driver)
    toggles = driver.find_elements(By.CSS_SELECTOR, "header button[aria-controls=appearance-panel]")
    assert toggles, "%s: no header button that controls #appearance-panel (the Appearance disclosure)" % page
    toggle = toggles[0]
    assert_eq(driver, toggle.accessible_name, "Appearance", "header disclosure button's accessible name")
    assert_eq(driver, toggle.get_attribute("aria-expanded"), "false", "disclosure aria-expanded before clicking")
    panel = driver.find_element(By.ID, toggle.get_attribute("aria-controls"))
    assert not panel.is_displayed(), "%s: the Appearance panel is visible before the disclosure is opened" % page

    scroll_click(driver, toggle)
    assert_eq(driver, toggle.get_attribute("aria-expanded"), "true", "disclosure aria-expanded after clicking")
    assert panel.is_displayed(), "%s: the Appearance panel is not visible after opening the disclosure" % page
    names = [b.accessible_name for b in panel.find_elements(By.CSS_SELECTOR, "button[data-theme-choice]")]
    assert names == THEME_NAMES, "%s: panel theme buttons expected %r, found %r" % (page, THEME_NAMES, names)
    values = {name: [i.get_attribute("value") for i in panel.find_elements(By.CSS_SELECTOR, 'input[name="%s"]' % name)]
              for name in ("appearance", "font-size")}
    expected = {"appearance": ["system", "light", "dark"], "font-size": ["-2", "0", "2", "4"]}
    assert values == expected, "%s: panel radios expected %r, found %r" % (page, expected, values)
    assert panel.find_elements(By.CSS_SELECTOR, ".vm-font-preview"), "%s: panel has no .vm-font-preview" % page

    # The panel's controls work like the gallery's.
    click_theme(driver, "rose", panel)
    click_radio_label(driver, "appearance", "dark", panel)
    assert_eq(driver, html_attr(driver, "data-theme"), "rose", "<html data-theme> after Rose in the docs panel")
    assert_color(driver, css_var(driver, "--vm-color-accent"), ACCENT["rose", "dark"],
                 "--vm-color-accent after Rose + Dark in the docs panel")
    assert_eq(driver, storage(driver, "selectedThemeId"), "rose", "localStorage selectedThemeId")

    scroll_click(driver, toggle)
    assert_eq(driver, toggle.get_attribute("aria-expanded"), "false", "disclosure aria-expanded after closing")
    assert not panel.is_displayed(), "%s: the Appearance panel is still visible after closing" % page

    scroll_click(driver, toggle)
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    assert_eq(driver, toggle.get_attribute("aria-expanded"), "false", "disclosure aria-expanded after Escape")


def test_review_link_on_docs_page(driver, repo_site):
    driver.get(repo_site.url("docs/getting-started.html"))
    saved = {"selectedThemeId": "midnight", "app_theme_preference": "light"}
    set_storage(driver, saved)
    driver.get(repo_site.url("docs/getting-started.html", "?theme=forest&scheme=dark"))
    page = page_name(driver)
    assert_eq(driver, html_attr(driver, "data-theme"), "forest", "<html data-theme> from ?theme=forest")
    assert_eq(driver, html_attr(driver, "data-scheme"), "dark", "<html data-scheme> from ?scheme=dark")
    assert_color(driver, css_var(driver, "--vm-color-accent"), ACCENT["forest", "dark"], "--vm-color-accent")
    after = {k: storage(driver, k) for k in saved}
    assert after == saved, "%s: a review link must not change localStorage: expected %r, found %r" % (page, saved, after)

"""Screenshots for a human to look at: browser-tests/artifacts/ (gitignored)."""

import pytest
from selenium.webdriver.common.by import By

from support import ACCENT, assert_color, assert_eq, css_var, html_attr, scroll_click


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("theme", ["default", "forest", "rose"])
def test_gallery_screenshot(driver, repo_site, artifacts, theme, scheme):
    driver.get(repo_site.url("index.html"))
    driver.execute_script("localStorage.setItem('selectedThemeId', arguments[0]);"
                          "localStorage.setItem('app_theme_preference', arguments[1]);", theme, scheme)
    driver.get(repo_site.url("index.html"))
    assert_eq(driver, html_attr(driver, "data-theme"), theme, "<html data-theme>")
    assert_eq(driver, html_attr(driver, "data-scheme"), scheme, "<html data-scheme>")
    assert_color(driver, css_var(driver, "--vm-color-accent"), ACCENT[theme, scheme], "--vm-color-accent")
    top = artifacts / ("gallery-%s-%s.png" % (theme, scheme))
    assert driver.save_screenshot(str(top)), "could not save %s" % top
    driver.execute_script("document.getElementById('appearance').scrollIntoView({block: 'start'});")
    controls = artifacts / ("gallery-%s-%s-appearance.png" % (theme, scheme))
    assert driver.save_screenshot(str(controls)), "could not save %s" % controls


def test_matrix_and_docs_screenshots(driver, repo_site, example_site, artifacts):
    driver.get(repo_site.url("matrix.html"))
    driver.save_screenshot(str(artifacts / "matrix.png"))
    driver.get(example_site.url("docs/intro.html"))
    scroll_click(driver, driver.find_element(By.CSS_SELECTOR, "header button[aria-controls=appearance-panel]"))
    driver.save_screenshot(str(artifacts / "docs-appearance-panel.png"))
    driver.get(example_site.url("docs/forest-notes.html"))
    driver.save_screenshot(str(artifacts / "docs-forest-notes.png"))

"""matrix.html: 12 panels, each scoped to its own theme and scheme."""

import pytest
from selenium.webdriver.common.by import By

from support import ACCENT, BACKGROUND, assert_color, css_var_of, emulate_scheme, page_name, set_storage

NAMES = {"default": "VaultMail", "midnight": "Midnight", "forest": "Forest", "rose": "Rose"}


def cells_by_label(driver):
    cells = driver.find_elements(By.CSS_SELECTOR, ".tp-matrix-cell")
    return {c.find_element(By.CSS_SELECTOR, ".tp-matrix-label").text.strip(): c for c in cells}, cells


@pytest.mark.parametrize("os_scheme,saved_theme", [("light", None), ("dark", "rose")])
def test_matrix_cells(driver, repo_site, os_scheme, saved_theme):
    if saved_theme:
        driver.get(repo_site.url("matrix.html"))
        set_storage(driver, {"selectedThemeId": saved_theme, "app_theme_preference": "light"})
    emulate_scheme(driver, os_scheme)
    driver.get(repo_site.url("matrix.html"))
    page = page_name(driver)
    by_label, cells = cells_by_label(driver)
    assert len(cells) == 12, "%s: expected 12 .tp-matrix-cell panels, found %d" % (page, len(cells))
    context = " (OS %s, saved theme %s)" % (os_scheme, saved_theme or "none")
    for (theme, scheme) in [("forest", "dark"), ("default", "light"), ("rose", "light"), ("midnight", "dark")]:
        label = "%s · %s" % (NAMES[theme], scheme.capitalize())
        assert label in by_label, "%s: no panel labelled %r; labels: %r" % (page, label, sorted(by_label))
        cell = by_label[label]
        assert_color(driver, css_var_of(driver, cell, "--vm-color-accent"), ACCENT[theme, scheme],
                     "%s panel --vm-color-accent%s" % (label, context))
        assert_color(driver, css_var_of(driver, cell, "--vm-color-background"), BACKGROUND[scheme],
                     "%s panel --vm-color-background%s" % (label, context))

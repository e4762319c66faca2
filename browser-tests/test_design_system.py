"""A team's own design system (issue 49): the example system in examples/design-system,
built by the real binary. The search finds a token by its name and leads to its sample on
its group's page."""

import pytest

from conftest import REPO, build_site
from test_search import first_result, search


@pytest.fixture(scope="module")
def system_site(workdir):
    return build_site(REPO / "examples" / "design-system", workdir / "design-system-out", "the example design system")


def test_the_search_finds_a_token_of_the_system_by_name(driver, system_site):
    search(driver, system_site, "brand default", page="tokens/index.html")
    found = first_result(driver, "color.background.brand.default first",
                         lambda r: r["title"] == "color.background.brand.default")
    assert found[0]["heading"] == "Acme token"
    assert found[0]["href"] == "../tokens/color.html#token-color.background.brand.default"
    driver.get(system_site.url("tokens/color.html#token-color.background.brand.default"))
    target = driver.execute_script("var t = document.querySelector(':target'); return t && t.id;")
    assert target == "token-color.background.brand.default"
    swatch = driver.execute_script(
        "return getComputedStyle(document.querySelector(':target .tp-specimen-color')).getPropertyValue('--swatch').trim();")
    assert swatch == "#1A73E8"


def test_an_axis_value_repaints_the_gallery_and_keeps_the_other_axes(driver, system_site):
    """brand (acme, nova) x mode (light / dark, wireframe): choosing a value moves along one
    axis, swaps the theme's CSS in place, is saved, and the scheme switch still covers light
    and dark."""
    from selenium.webdriver.common.by import By
    from support import css_var, emulate_scheme, scroll_click, storage, wait_attr, wait_for

    driver.get(system_site.url("index.html"))
    emulate_scheme(driver, "light")
    assert driver.execute_script("return document.documentElement.getAttribute('data-theme')") == "acme"

    def axis_button(axis, value):
        return driver.find_element(
            By.CSS_SELECTOR, '#appearance [data-axis="%d"][data-axis-value="%s"]' % (axis, value))

    def accent():
        return css_var(driver, "--vm-color-accent")

    acme_accent = accent()
    scroll_click(driver, axis_button(0, "nova"))
    wait_attr(driver, "data-theme", "nova")
    nova_accent = accent()
    assert nova_accent != acme_accent, "nova's accent is acme's: %s" % nova_accent
    assert axis_button(0, "nova").get_attribute("aria-pressed") == "true"
    assert axis_button(0, "acme").get_attribute("aria-pressed") == "false"
    assert axis_button(1, "light / dark").get_attribute("aria-pressed") == "true"

    # The other axis keeps the brand: nova stays nova in wireframe.
    scroll_click(driver, axis_button(1, "wireframe"))
    wait_attr(driver, "data-theme", "nova-wireframe")
    assert storage(driver, "selectedThemeId") == "nova-wireframe"
    assert axis_button(0, "nova").get_attribute("aria-pressed") == "true"
    assert axis_button(1, "wireframe").get_attribute("aria-pressed") == "true"
    wireframe_background = css_var(driver, "--vm-color-background")

    # Back to light / dark, then dark through the scheme switch: nova's dark combination.
    scroll_click(driver, axis_button(1, "light / dark"))
    wait_attr(driver, "data-theme", "nova")
    light_background = css_var(driver, "--vm-color-background")
    emulate_scheme(driver, "dark")
    wait_for(driver, lambda: css_var(driver, "--vm-color-background") != light_background,
             "the dark combination's background after switching to dark")
    assert css_var(driver, "--vm-color-background") != wireframe_background

"""Seed 003 section 9 (behaviour matrix): System follows the OS live, Light/Dark ignore it,
and returning to System snaps to the OS value at once. At launch (and on opening a page again,
11.1) the saved preference and the OS scheme give the effective scheme."""

import pytest
from selenium.webdriver.common.by import By

from support import (
    BACKGROUND, assert_color, assert_eq, click_radio_label, css_var, emulate_scheme, html_attr,
    page_name, set_storage, storage, wait_attr, wait_for,
)

CONTROLS = "#appearance"  # the gallery's in-page Appearance screen


def readout(driver, name):
    return driver.find_element(By.CSS_SELECTOR, '%s [data-readout="%s"]' % (CONTROLS, name)).text


def checked_preference(driver):
    return driver.find_element(By.CSS_SELECTOR, '%s input[name="appearance"]:checked' % CONTROLS).get_attribute("value")


def emulate_and_wait_for_readout(driver, scheme):
    """Turn the OS to scheme and wait until the page has heard it (the 'System scheme'
    readout shows it), so a check that the page did not change is not made too early."""
    emulate_scheme(driver, scheme)
    wait_for(driver, lambda: readout(driver, "system") == scheme,
             "the 'System scheme' readout to show %s after the OS turned %s" % (scheme, scheme))


def mark_page(driver):
    driver.execute_script("window.__sameDocument = true;")


def assert_same_document(driver, when):
    assert driver.execute_script("return window.__sameDocument === true;"), (
        "%s: the page reloaded %s; expected a live update" % (page_name(driver), when))


def test_system_follows_os_live(driver, repo_site):
    driver.get(repo_site.url("index.html"))
    mark_page(driver)
    assert_eq(driver, html_attr(driver, "data-preference"), "system", "<html data-preference> by default")
    wait_attr(driver, "data-scheme", "light")

    emulate_scheme(driver, "dark")
    wait_attr(driver, "data-scheme", "dark")
    assert_color(driver, css_var(driver, "--vm-color-background"), BACKGROUND["dark"],
                 "--vm-color-background after the OS turned dark (System)")
    readout = driver.find_element(By.CSS_SELECTOR, '#appearance [data-readout="effective"]').text
    assert_eq(driver, readout, "dark", "'Effective scheme' readout after the OS turned dark")

    emulate_scheme(driver, "light")
    wait_attr(driver, "data-scheme", "light")
    assert_color(driver, css_var(driver, "--vm-color-background"), BACKGROUND["light"],
                 "--vm-color-background after the OS turned light again (System)")
    assert_same_document(driver, "while following the OS")


def test_light_and_dark_ignore_os(driver, repo_site):
    driver.get(repo_site.url("index.html"))
    mark_page(driver)
    controls = driver.find_element(By.CSS_SELECTOR, "#appearance")

    click_radio_label(driver, "appearance", "light", controls)
    wait_attr(driver, "data-scheme", "light")
    emulate_scheme(driver, "dark")
    # Give a (wrong) media-query listener the chance to run before checking.
    driver.execute_script("return new Promise(function (r) { requestAnimationFrame(function () { setTimeout(r, 100); }); });")
    assert_eq(driver, html_attr(driver, "data-scheme"), "light", "<html data-scheme> with Light chosen and the OS dark")
    assert_color(driver, css_var(driver, "--vm-color-background"), BACKGROUND["light"],
                 "--vm-color-background with Light chosen and the OS dark")

    # Light -> System while the OS is dark: snaps to dark at once.
    click_radio_label(driver, "appearance", "system", controls)
    assert_eq(driver, html_attr(driver, "data-scheme"), "dark",
              "<html data-scheme> immediately after returning to System Default with the OS dark")
    assert_eq(driver, html_attr(driver, "data-preference"), "system", "<html data-preference>")

    # Then follows the OS again.
    emulate_scheme(driver, "light")
    wait_attr(driver, "data-scheme", "light")

    click_radio_label(driver, "appearance", "dark", controls)
    assert_eq(driver, html_attr(driver, "data-scheme"), "dark", "<html data-scheme> with Dark chosen")
    emulate_scheme(driver, "dark")
    emulate_scheme(driver, "light")
    driver.execute_script("return new Promise(function (r) { requestAnimationFrame(function () { setTimeout(r, 100); }); });")
    assert_eq(driver, html_attr(driver, "data-scheme"), "dark", "<html data-scheme> with Dark chosen and the OS light")

    click_radio_label(driver, "appearance", "system", controls)
    assert_eq(driver, html_attr(driver, "data-scheme"), "light",
              "<html data-scheme> immediately after returning to System Default with the OS light")
    assert_same_document(driver, "while switching preferences")


# Seed 003 9.1 at launch, and 11.1 (a page opened again after the OS changed is a launch
# too): every saved preference (none saved is System) x OS scheme -> the scheme shown.
LAUNCH = [
    (None, "light", "light"), (None, "dark", "dark"),
    ("system", "light", "light"), ("system", "dark", "dark"),
    ("light", "light", "light"), ("light", "dark", "light"),
    ("dark", "light", "dark"), ("dark", "dark", "dark"),
]


@pytest.mark.parametrize("saved,os_scheme,expected", LAUNCH)
def test_launch_matrix(driver, repo_site, saved, os_scheme, expected):
    if saved is not None:
        set_storage(driver, {"app_theme_preference": saved})
    emulate_scheme(driver, os_scheme)
    driver.get(repo_site.url("index.html"))
    what = " (saved preference %s, OS %s)" % (saved or "none", os_scheme)
    assert_eq(driver, html_attr(driver, "data-preference"), saved or "system", "<html data-preference>" + what)
    assert_eq(driver, html_attr(driver, "data-scheme"), expected, "<html data-scheme>" + what)
    assert_color(driver, css_var(driver, "--vm-color-background"), BACKGROUND[expected],
                 "--vm-color-background" + what)
    assert_eq(driver, checked_preference(driver), saved or "system", "checked Appearance radio" + what)
    assert_eq(driver, readout(driver, "effective"), expected, "'Effective scheme' readout" + what)
    assert_eq(driver, readout(driver, "system"), os_scheme, "'System scheme' readout" + what)


def test_system_to_light_while_the_os_is_dark_then_stays_light(driver, repo_site):
    """9.2 Auto -> Light (seed 003 10.2 step 4): switches at once, with the OS dark, and
    stays Light while the OS goes light and dark again."""
    emulate_scheme(driver, "dark")
    driver.get(repo_site.url("index.html"))
    mark_page(driver)
    assert_eq(driver, html_attr(driver, "data-scheme"), "dark", "<html data-scheme> with System and the OS dark")

    click_radio_label(driver, "appearance", "light", driver.find_element(By.CSS_SELECTOR, CONTROLS))
    assert_eq(driver, html_attr(driver, "data-scheme"), "light",
              "<html data-scheme> immediately after choosing Light with the OS dark")
    assert_eq(driver, html_attr(driver, "data-preference"), "light", "<html data-preference>")
    assert_color(driver, css_var(driver, "--vm-color-background"), BACKGROUND["light"],
                 "--vm-color-background after choosing Light with the OS dark")
    assert_eq(driver, storage(driver, "app_theme_preference"), "light", "localStorage app_theme_preference")

    for os_scheme in ("light", "dark", "light", "dark"):
        emulate_and_wait_for_readout(driver, os_scheme)
        assert_eq(driver, html_attr(driver, "data-scheme"), "light",
                  "<html data-scheme> with Light chosen after the OS turned %s" % os_scheme)
        assert_eq(driver, readout(driver, "effective"), "light",
                  "'Effective scheme' readout with Light chosen after the OS turned %s" % os_scheme)
    assert_color(driver, css_var(driver, "--vm-color-background"), BACKGROUND["light"],
                 "--vm-color-background with Light chosen and the OS dark")
    assert_same_document(driver, "while the OS changed")


@pytest.mark.parametrize("os_scheme", ["light", "dark"])
def test_light_and_dark_switch_directly_whatever_the_os(driver, repo_site, os_scheme):
    """Light <-> Dark: each choice applies at once, whatever the OS shows."""
    emulate_scheme(driver, os_scheme)
    driver.get(repo_site.url("index.html"))
    mark_page(driver)
    controls = driver.find_element(By.CSS_SELECTOR, CONTROLS)
    for choice in ("light", "dark", "light", "dark"):
        click_radio_label(driver, "appearance", choice, controls)
        what = " right after choosing %s (OS %s)" % (choice.capitalize(), os_scheme)
        assert_eq(driver, html_attr(driver, "data-scheme"), choice, "<html data-scheme>" + what)
        assert_eq(driver, html_attr(driver, "data-preference"), choice, "<html data-preference>" + what)
        assert_color(driver, css_var(driver, "--vm-color-background"), BACKGROUND[choice],
                     "--vm-color-background" + what)
        assert_eq(driver, storage(driver, "app_theme_preference"), choice, "localStorage app_theme_preference" + what)
    assert_same_document(driver, "while switching between Light and Dark")

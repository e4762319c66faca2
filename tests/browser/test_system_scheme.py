"""Seed 003 section 9 (behaviour matrix): System follows the OS live, Light/Dark ignore it,
and returning to System snaps to the OS value at once."""

from selenium.webdriver.common.by import By

from support import (
    BACKGROUND, assert_color, assert_eq, click_radio_label, css_var, emulate_scheme, html_attr,
    page_name, wait_attr,
)


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

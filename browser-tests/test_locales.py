"""Translated docs: a right-to-left page is laid out and keyed right to left (its tabs'
arrow keys follow what the reader sees), and the language menu's links work without
JavaScript, leading to the same page in the other language."""

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import pytest

from conftest import build_site, write_site
from support import assert_eq, wait_for

LOCALE_DOCS = {
    "index.md": "# Home\n\nThe home page.\n",
    "guide.md": """\
        # Guide

        === "One"

            First panel.

        === "Two"

            Second panel.

        === "Three"

            Third panel.
        """,
    "fa/index.md": "# خانه\n\nصفحهٔ اصلی.\n",
    "fa/guide.md": """\
        # راهنما

        === "یک"

            پنل اول.

        === "دو"

            پنل دوم.

        === "سه"

            پنل سوم.
        """,
}


@pytest.fixture(scope="module")
def locale_site(workdir):
    site = workdir / "locale-site"
    write_site(site, LOCALE_DOCS, "title: Locale test site\n")
    return build_site(site, workdir / "locale-out", "the locale site")


def selected_tab(driver):
    return driver.execute_script(
        "var t = document.querySelector('.tp-tabs [role=tab][aria-selected=true]'); return t && t.textContent.trim();")


def test_a_right_to_left_page_mirrors_its_tabs_arrow_keys(driver, locale_site):
    driver.get(locale_site.url("docs/fa/guide.html"))
    assert_eq(driver, driver.execute_script("return document.documentElement.getAttribute('dir')"), "rtl", "<html dir>")
    assert_eq(driver, driver.execute_script("return document.documentElement.lang"), "fa", "<html lang>")
    wait_for(driver, lambda: selected_tab(driver) == "یک", "the first tab is chosen")
    tabs = driver.find_elements(By.CSS_SELECTOR, ".tp-tabs [role=tab]")
    # Laid out right to left: the first tab is the rightmost.
    assert tabs[0].rect["x"] > tabs[1].rect["x"], "the first tab is right of the second in a right-to-left page"
    tabs[0].click()
    driver.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
    wait_for(driver, lambda: selected_tab(driver) == "دو", "ArrowLeft goes to the next tab, on the left")
    driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    wait_for(driver, lambda: selected_tab(driver) == "یک", "ArrowRight goes back to the first tab, on the right")
    # The sidebar is on the right of the content (wide window).
    driver.set_window_size(1400, 900)
    sidebar = driver.find_element(By.CSS_SELECTOR, ".tp-sidebar")
    article = driver.find_element(By.CSS_SELECTOR, "article.tp-prose")
    if sidebar.is_displayed():
        assert sidebar.rect["x"] > article.rect["x"], "the sidebar is on the right in a right-to-left page"


def test_a_left_to_right_page_keeps_its_arrow_keys(driver, locale_site):
    driver.get(locale_site.url("docs/guide.html"))
    wait_for(driver, lambda: selected_tab(driver) == "One", "the first tab is chosen")
    driver.find_elements(By.CSS_SELECTOR, ".tp-tabs [role=tab]")[0].click()
    driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    wait_for(driver, lambda: selected_tab(driver) == "Two", "ArrowRight goes to the next tab")


def test_the_language_menu_works_without_javascript(nojs_driver, locale_site):
    nojs_driver.get(locale_site.url("docs/guide.html"))
    menu = nojs_driver.find_element(By.CSS_SELECTOR, "details.tp-languages")
    menu.find_element(By.TAG_NAME, "summary").click()
    link = menu.find_element(By.CSS_SELECTOR, "a[lang=fa]")
    assert_eq(nojs_driver, link.text, "فارسی", "the Persian entry is named in Persian")
    link.click()
    wait_for(nojs_driver, lambda: nojs_driver.current_url.endswith("/docs/fa/guide.html"), "the menu leads to the same page in Persian")
    assert_eq(nojs_driver, nojs_driver.find_element(By.TAG_NAME, "h1").text, "راهنما", "the Persian page")
    current = nojs_driver.find_element(By.CSS_SELECTOR, "details.tp-languages a[aria-current=true]")
    assert_eq(nojs_driver, current.get_attribute("lang"), "fa", "the menu marks the page's language")

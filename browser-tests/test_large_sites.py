"""Sites past the sidebar's and the picker's windows: 120 docs and 36 themes. A page holds
the 10 docs around its own (all it shows without JavaScript); with it, the sidebar lists
every doc from the shared assets/docs-nav.js, with the page's own in view. docs.html and
themes/index.html list everything, and every one of these pages is valid HTML and passes
axe-core."""

import shutil
import subprocess

import pytest
from selenium.webdriver.common.by import By

from support import scroll_click, wait_for
from test_validation import assert_axe_passes, vnu_jar

PAGES = ["docs.html", "docs/doc-001.html", "docs/doc-060.html", "docs/doc-120.html",
         "themes/index.html", "themes/brand-07/dark.html", "contrast/brand-07.html"]


def test_large_site_pages_are_valid_html(large_site):
    java = shutil.which("java")
    assert java, "java is not installed: scripts/test installs default-jre-headless for the Nu HTML checker"
    files = [str(large_site.path(page)) for page in PAGES]
    result = subprocess.run([java, "-jar", str(vnu_jar()), "--errors-only"] + files,
                            capture_output=True, text=True, timeout=600)
    output = (result.stdout + result.stderr).replace(large_site.root.resolve().as_uri() + "/", "")
    assert result.returncode == 0, "large site: the Nu HTML checker found errors:\n%s" % output[:4000]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_large_site_pages_pass_axe(driver, large_site, scheme):
    assert_axe_passes(driver, large_site, PAGES, scheme)


def sidebar_titles(driver):
    return [a.text for a in driver.find_elements(By.CSS_SELECTOR, ".tp-sidebar .tp-tree li a")]


def whole_sidebar(driver):
    """The sidebar's titles once the whole tree has replaced the page's window."""
    wait_for(driver, lambda: not driver.find_elements(By.CSS_SELECTOR, "[data-shared-nav]"),
             "the whole docs tree to replace the page's window of it")
    return sidebar_titles(driver)


def test_the_sidebar_shows_every_doc_with_its_own_in_view(driver, large_site):
    driver.get(large_site.url("docs/doc-060.html"))
    assert whole_sidebar(driver) == ["Doc %d" % n for n in range(1, 121)]
    current = driver.find_elements(By.CSS_SELECTOR, '.tp-sidebar a[aria-current="page"]')
    assert [a.text for a in current] == ["Doc 60"]
    # The sidebar scrolls on its own (1280x900): the page's entry is inside its visible box.
    box = driver.execute_script(
        "var s = document.querySelector('.tp-sidebar'), c = s.querySelector('[aria-current=page]');"
        "var a = s.getBoundingClientRect(), b = c.getBoundingClientRect();"
        "return {scrollable: s.scrollHeight > s.clientHeight, top: b.top - a.top, bottom: a.bottom - b.bottom,"
        " scrolled: s.scrollTop};")
    assert box["scrollable"], "expected a sidebar taller than the window at 1280x900: %r" % box
    assert box["top"] >= 0 and box["bottom"] >= 0 and box["scrolled"] > 0, \
        "Doc 60 is not in view in the sidebar: %r" % box


def test_without_javascript_the_sidebar_shows_ten_docs_around_the_page(nojs_driver, large_site):
    nojs_driver.get(large_site.url("docs/doc-060.html"))
    assert sidebar_titles(nojs_driver) == ["Doc %d" % n for n in range(55, 65)]
    window = nojs_driver.find_element(By.CSS_SELECTOR, ".tp-sidebar-window").text
    assert window.startswith("Docs 55–64 of 120"), window


def test_all_docs_link_opens_the_index_with_every_doc(driver, large_site):
    driver.get(large_site.url("docs/doc-060.html"))
    whole_sidebar(driver)
    scroll_click(driver, driver.find_element(By.LINK_TEXT, "All 120 docs"))
    wait_for(driver, lambda: driver.current_url.endswith("/docs.html"), "docs.html to open")
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == "All 120 docs"
    links = driver.find_elements(By.CSS_SELECTOR, ".tp-docs-index-list a")
    assert [a.text for a in links] == ["Doc %d" % n for n in range(1, 121)]
    scroll_click(driver, links[99])
    wait_for(driver, lambda: driver.current_url.endswith("/docs/doc-100.html"), "Doc 100 to open from the index")
    assert whole_sidebar(driver) == ["Doc %d" % n for n in range(1, 121)]
    assert [a.text for a in driver.find_elements(By.CSS_SELECTOR, '.tp-sidebar a[aria-current="page"]')] == ["Doc 100"]


def test_the_themes_index_lists_every_theme(driver, large_site):
    driver.get(large_site.url("themes/index.html"))
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == "All 36 themes"
    assert len(driver.find_elements(By.CSS_SELECTOR, ".tp-theme-index li")) == 36
    heading = driver.find_element(By.CSS_SELECTOR, "h1").rect
    assert heading["x"] >= 16, "the themes index touches the window's edge: %r" % heading

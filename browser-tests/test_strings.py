"""The page chrome's words in the site's language, where the page's script writes them:
search's "no results" line and the code blocks' copy button, on a French site
(`language: fr`, Material for MkDocs' translations installed by scripts/setup) with one
string of its own."""

import pytest
from selenium.webdriver.common.by import By

from conftest import build_site, write_site
from support import page_name, scroll_click, wait_for
from test_publish import grant_clipboard

FRENCH_DOCS = {
    "guide.md": """\
        # Guide

        Du texte.

        ```
        make install
        ```
        """,
}


@pytest.fixture(scope="module")
def french_site(workdir):
    site = workdir / "french"
    write_site(site, FRENCH_DOCS, "title: Essai\nlanguage: fr\nstrings:\n  fr:\n    copy: Copier\n")
    return build_site(site, workdir / "french-out", "the French site")


def test_search_says_no_results_in_french(driver, french_site):
    driver.get(french_site.url("docs/guide.html"))
    box = driver.find_element(By.ID, "tp-search-input")
    assert box.get_attribute("placeholder") == "Rechercher"
    scroll_click(driver, box)
    box.send_keys("zzzqqq")
    results = lambda: driver.find_element(By.ID, "tp-search-results").text
    wait_for(driver, lambda: results() != "", "a line saying nothing matched")
    assert results() == "Aucun document trouvé", "%s: search says %r" % (page_name(driver), results())


def test_the_copy_button_speaks_french(driver, french_site):
    driver.get(french_site.url("docs/guide.html"))
    try:
        grant_clipboard(driver)
    except Exception:
        pass
    button = driver.find_element(By.CSS_SELECTOR, ".tp-prose pre .tp-copy-code")
    assert button.text == "Copier"
    assert button.get_attribute("aria-label") == "Copier dans le presse-papier"
    scroll_click(driver, button)
    wait_for(driver, lambda: button.text != "Copier", "the copy button to answer")
    assert button.text == "Copié dans le presse-papier", \
        "%s: the copy button says %r" % (page_name(driver), button.text)

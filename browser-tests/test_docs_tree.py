"""The docs folder tree: the sidebar's folders open and close from the keyboard without
script, the page shown is marked aria-current="page" with its folders open, breadcrumbs
lead back up, and the nested pages pass axe-core."""


import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import build_site, write_site
from support import focus_indicator
from test_validation import assert_axe_passes

TREE_DOCS = {
    "README.md": "# Handbook\n\nThe docs home.\n",
    "intro.md": "---\norder: 1\n---\n# Intro\n",
    "getting-started/README.md": "---\norder: 2\n---\n# Getting started\n",
    "getting-started/install.md": "# Install\n\nSee the [guide](../guide) and [its advanced part](../guide/advanced/).\n",
    "guide/first.md": "---\norder: 3\n---\n# First\n",
    "guide/advanced/deep-dive.md": "# Deep dive\n\n[Up to the guide](../README.md)\n",
}
PAGES = ["docs/index.html", "docs/guide/index.html", "docs/guide/advanced/deep-dive.html"]


@pytest.fixture(scope="module")
def tree_site(workdir):
    site = workdir / "tree"
    write_site(site, TREE_DOCS)
    return build_site(site, workdir / "tree-out", "the tree site")


def folder(driver, title):
    """The sidebar's folder item whose link says `title`."""
    return driver.find_element(
        By.XPATH, "//nav[contains(@class,'tp-sidebar')]//li[contains(@class,'tp-tree-folder')][a[normalize-space()='%s']]"
        % title)


def is_open(item):
    return item.find_element(By.CSS_SELECTOR, ":scope > details").get_attribute("open") is not None


def test_the_page_is_marked_and_its_folders_are_open(driver, tree_site):
    driver.get(tree_site.url("docs/guide/advanced/deep-dive.html"))
    current = driver.find_elements(By.CSS_SELECTOR, '.tp-sidebar [aria-current="page"]')
    assert [a.text for a in current] == ["Deep dive"]
    assert current[0].is_displayed()
    assert is_open(folder(driver, "Guide")) and is_open(folder(driver, "Advanced"))
    assert not is_open(folder(driver, "Getting started"))
    # The closed folder's pages are in the page, hidden until it opens.
    install = driver.find_element(By.CSS_SELECTOR, '.tp-sidebar a[href$="getting-started/install.html"]')
    assert not install.is_displayed()
    crumbs = driver.find_element(By.CSS_SELECTOR, 'nav[aria-label="Breadcrumb"]')
    assert [a.text for a in crumbs.find_elements(By.TAG_NAME, "a")] == ["Handbook", "Guide", "Advanced", "Deep dive"]
    assert crumbs.find_element(By.CSS_SELECTOR, '[aria-current="page"]').text == "Deep dive"


def test_a_folder_opens_and_closes_from_the_keyboard(driver, tree_site):
    driver.get(tree_site.url("docs/guide/advanced/deep-dive.html"))
    item = folder(driver, "Getting started")
    summary = item.find_element(By.CSS_SELECTOR, ":scope > details > summary")
    # Tab from the folder's link reaches its toggle, which shows a focus ring.
    driver.execute_script("arguments[0].focus()", item.find_element(By.CSS_SELECTOR, ":scope > a"))
    ActionChains(driver).send_keys(Keys.TAB).perform()
    assert driver.switch_to.active_element == summary
    assert focus_indicator(driver), "the folder's toggle shows no focus indicator"
    assert summary.get_attribute("aria-label") is None and "Pages in Getting started" in summary.get_attribute("textContent")
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    assert is_open(item)
    install = driver.find_element(By.LINK_TEXT, "Install")
    assert install.is_displayed()
    ActionChains(driver).send_keys(" ").perform()
    assert not is_open(item) and not install.is_displayed()


def test_links_to_folders_open_their_pages(driver, tree_site):
    driver.get(tree_site.url("docs/getting-started/install.html"))
    driver.find_element(By.LINK_TEXT, "guide").click()
    assert driver.current_url.endswith("/docs/guide/index.html")
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == "Guide"
    assert [a.text for a in driver.find_elements(By.CSS_SELECTOR, ".tp-folder-list a")] == ["First", "Advanced"]
    driver.get(tree_site.url("docs/guide/advanced/deep-dive.html"))
    driver.find_element(By.LINK_TEXT, "Up to the guide").click()
    assert driver.current_url.endswith("/docs/guide/index.html")
    # The header's Docs link opens the docs home.
    driver.find_element(By.CSS_SELECTOR, ".tp-site-nav").find_element(By.LINK_TEXT, "Docs").click()
    assert driver.current_url.endswith("/docs/index.html")
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == "Handbook"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_nested_pages_pass_axe(driver, tree_site, scheme):
    assert_axe_passes(driver, tree_site, PAGES, scheme)


LONG_TITLES = {
    "README.md": "# Proposals\n",
    "long.md": "# Change RangeReplaceableCollectionRequirementsToReturnSelf\n\nA title with a long identifier.\n",
    "short.md": "# Short\n",
}


@pytest.fixture(scope="module")
def long_title_site(workdir):
    site = workdir / "long-titles"
    write_site(site, LONG_TITLES)
    return build_site(site, workdir / "long-titles-out", "the long-title site")


def test_a_long_word_in_a_title_wraps_in_the_sidebar(driver, long_title_site):
    driver.get(long_title_site.url("docs/short.html"))
    cut = driver.execute_script("""
        return [...document.querySelectorAll('.tp-sidebar a')]
            .filter(a => a.scrollWidth > a.clientWidth + 1)
            .map(a => [a.textContent.trim(), a.scrollWidth, a.clientWidth]);""")
    assert cut == [], "sidebar links wider than the sidebar (text cut off): %r" % cut
    link = driver.find_element(By.CSS_SELECTOR, '.tp-sidebar a[href$="long.html"]')
    assert link.text.replace("\n", "") == "Change RangeReplaceableCollectionRequirementsToReturnSelf"

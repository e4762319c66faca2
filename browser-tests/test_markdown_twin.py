"""A doc's Copy as Markdown button: over http it copies the page's Markdown twin (page.md);
from file://, where a page cannot fetch, it is a link that opens the twin."""

import functools
import http.server
import threading

import pytest
from selenium.webdriver.common.by import By

from conftest import build_site, write_site
from support import assert_eq, scroll_click, wait_for
from test_publish import clipboard_text

TWIN_DOCS = {
    "guide.md": """\
        ---
        title: Guide
        ---
        # Guide

        !!! note "Heads up"
            Read **this** first.

        See [the other page](other.md#top).
        """,
    "other.md": "# Other\n\nMore.\n",
    "configuration.md": "# Configuration\n\nSettings.\n",
}


@pytest.fixture(scope="module")
def twin_site(workdir):
    site = workdir / "twin-site"
    write_site(site, TWIN_DOCS, "title: Twin test site\nllms: true\n")
    return build_site(site, workdir / "twin-out", "the twin site")


@pytest.fixture(scope="module")
def served(twin_site):
    """The built site over http on a free port of 127.0.0.1 (fetch needs http)."""
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(twin_site.root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield "http://127.0.0.1:%d/" % server.server_address[1]
    server.shutdown()
    server.server_close()


def test_copy_as_markdown_puts_the_twin_on_the_clipboard(driver, twin_site, served):
    origin = served.rstrip("/")
    driver.get(served + "docs/guide.html")
    driver.execute_cdp_cmd("Browser.grantPermissions", {
        "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"], "origin": origin})
    twin = twin_site.path("docs/guide.md").read_text(encoding="utf-8")
    assert_eq(driver, twin, "# Guide\n\n> **Heads up**\n>\n> Read **this** first.\n\nSee [the other page](other.md#top).\n",
              "the twin on disk")
    button = driver.find_element(By.CSS_SELECTOR, ".tp-copy-markdown")
    assert_eq(driver, button.text, "Copy as Markdown", "the button's label")
    scroll_click(driver, button)
    wait_for(driver, lambda: button.text in ("Copied", "Copy failed"), "the Copy as Markdown button to answer")
    assert_eq(driver, button.text, "Copied", "the Copy as Markdown button")
    assert_eq(driver, driver.current_url, served + "docs/guide.html", "the page after the click (it stays)")
    assert_eq(driver, clipboard_text(driver), twin, "what Copy as Markdown copied")


def test_from_file_urls_the_button_opens_the_twin(driver, twin_site):
    driver.get(twin_site.url("docs/guide.html"))
    button = driver.find_element(By.CSS_SELECTOR, ".tp-copy-markdown")
    scroll_click(driver, button)
    wait_for(driver, lambda: driver.current_url.endswith("docs/guide.md"), "the twin to open")


def test_on_a_phone_the_button_is_above_the_title_which_keeps_its_words_whole(driver, viewport, twin_site):
    # Floated beside the title, the button left "Configuration" 230px and the word was
    # broken in two ("Configurati" / "on") at 390px.
    viewport(390, 844)
    driver.get(twin_site.url("docs/configuration.html"))
    title = driver.find_element(By.CSS_SELECTOR, ".tp-prose h1")
    button = driver.find_element(By.CSS_SELECTOR, ".tp-copy-markdown")
    lines = driver.execute_script(
        "var range = document.createRange(); range.selectNodeContents(arguments[0].firstChild);"
        " return range.getClientRects().length;", title)
    assert_eq(driver, lines, 1, "the lines the title 'Configuration' takes at 390px")
    above = driver.execute_script(
        "return arguments[0].getBoundingClientRect().bottom <= arguments[1].getBoundingClientRect().top;", button, title)
    assert_eq(driver, above, True, "the button ends above the title")
    right = driver.execute_script(
        "var b = arguments[0].getBoundingClientRect(), t = arguments[1].getBoundingClientRect();"
        " return Math.round(b.right) === Math.round(t.right);", button, title)
    assert_eq(driver, right, True, "the button's right edge on the title's")

"""Math: KaTeX typesets it on the pages that have it, from file://, in every theme; pages
without math load no KaTeX; without JavaScript the TeX shows."""

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

from conftest import CHROMEDRIVER, CHROMIUM, build_site, write_site
from support import assert_eq, wait_for

MATH_DOCS = {
    "formulas.md": """\
        # Formulas

        When $a \\ne 0$, the roots of $ax^2 + bx + c = 0$ are

        $$
        x = {-b \\pm \\sqrt{b^2-4ac} \\over 2a}
        $$

        Backticks: $`\\{a*b\\}`$. Prices stay text: $5 and $10.

        ```math
        \\left( \\sum_{k=1}^n a_k b_k \\right)^2 \\leq \\left( \\sum_{k=1}^n a_k^2 \\right) \\left( \\sum_{k=1}^n b_k^2 \\right) + \\int_0^\\infty e^{-x^2}\\,dx + \\frac{\\sqrt{\\pi}}{2}
        ```
        """,
    "plain.md": """\
        # Plain

        No math: $5 and $10.
        """,
}


@pytest.fixture(scope="module")
def math_site(workdir):
    site = workdir / "math-site"
    write_site(site, MATH_DOCS, "title: Math test site\n")
    return build_site(site, workdir / "math-out", "the math site")


@pytest.fixture(scope="module")
def logging_driver():
    """Headless Chromium that keeps the console's messages."""
    options = Options()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    yield driver
    driver.quit()


def katex_resources(driver):
    """What the page loads of KaTeX: its script and stylesheet elements, whether the script
    ran, and KaTeX fonts in use. (Chromium keeps no resource timing for file:// loads.)"""
    return driver.execute_script(
        "var found = Array.prototype.map.call(document.querySelectorAll('script[src], link[href]'),"
        " function (e) { return e.getAttribute('src') || e.getAttribute('href'); })"
        ".filter(function (n) { return n.indexOf('katex') >= 0; });"
        "if (window.katex) found.push('window.katex');"
        "document.fonts.forEach(function (f) { if (f.family.indexOf('KaTeX') >= 0 && f.status !== 'unloaded') found.push(f.family); });"
        "return found;")


def test_math_is_typeset_without_console_errors(logging_driver, math_site):
    d = logging_driver
    d.get_log("browser")
    d.get(math_site.url("docs/formulas.html"))
    wait_for(d, lambda: d.execute_script("return document.querySelectorAll('.tp-math.tp-math-typeset .katex').length") == 5,
             "5 formulas typeset by KaTeX")
    assert_eq(d, d.execute_script("return document.querySelectorAll('.katex-display').length"), 2, "displayed formulas")
    assert_eq(d, d.execute_script("return document.querySelectorAll('.katex-error').length"), 0, "formulas KaTeX could not read")
    # The fonts came from the copy beside the site, over file://.
    wait_for(d, lambda: d.execute_script("return document.fonts.check('16px KaTeX_Main')"), "KaTeX_Main loaded")
    errors = [entry for entry in d.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]
    assert errors == [], "console messages on the math page: %s" % errors
    # Typeset in the page's text color, and a too-wide formula scrolls in its own box.
    color = d.execute_script("return [getComputedStyle(document.querySelector('.katex')).color,"
                             " getComputedStyle(document.querySelector('.tp-prose p')).color]")
    assert_eq(d, color[0], color[1], "math's color against the text's")
    d.set_window_size(390, 844)
    overflow = d.execute_script(
        "var box = document.querySelector('div.tp-math-display');"
        "return [box.scrollWidth > box.clientWidth, getComputedStyle(box).overflowX,"
        " document.documentElement.scrollWidth <= document.documentElement.clientWidth];")
    d.set_window_size(1280, 900)
    assert_eq(d, overflow, [True, "auto", True], "a wide formula on a phone: scrolls in its box, the page does not")


def test_a_page_without_math_loads_no_katex(logging_driver, math_site):
    d = logging_driver
    d.get(math_site.url("docs/plain.html"))
    assert_eq(d, d.execute_script("return typeof window.katex"), "undefined", "window.katex on a page without math")
    assert_eq(d, katex_resources(d), [], "KaTeX files loaded by a page without math")
    assert_eq(d, d.execute_script("return document.querySelectorAll('.tp-math').length"), 0, "math elements")
    d.get(math_site.url("docs/formulas.html"))
    loaded = katex_resources(d)
    assert {"../assets/katex/katex.min.css", "../assets/katex/katex.min.js", "window.katex"} <= set(loaded), \
        "the math page loads KaTeX (the check above can fail): %s" % loaded


def test_without_javascript_the_tex_shows(nojs_driver, math_site):
    nojs_driver.get(math_site.url("docs/formulas.html"))
    texts = nojs_driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('.tp-math'), function (e) {"
        " return [e.textContent, e.getBoundingClientRect().height > 0]; });")
    assert_eq(nojs_driver, [t[0] for t in texts][:3],
              ["a \\ne 0", "ax^2 + bx + c = 0", "x = {-b \\pm \\sqrt{b^2-4ac} \\over 2a}"], "the TeX as written")
    assert all(visible for _, visible in texts), "every formula's TeX is visible without JavaScript"
    assert_eq(nojs_driver, nojs_driver.execute_script("return document.querySelectorAll('.katex').length"), 0,
              "nothing typeset without JavaScript")

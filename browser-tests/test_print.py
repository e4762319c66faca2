"""Print: a pinned page prints in its own theme (print-color-adjust: exact keeps the dark
background and light text a reviewer pinned), and printouts leave out the site's navigation.
Print media is emulated with the DevTools protocol (Emulation.setEmulatedMedia "print")."""

import pytest

from support import BACKGROUND, assert_color, assert_eq, emulate_scheme, page_name

# For each selector: how many elements match and how many of them are laid out (a box drawn).
BOXES_JS = """
return arguments[0].map(function (selector) {
  var all = Array.prototype.slice.call(document.querySelectorAll(selector));
  return [selector, all.length, all.filter(function (el) { return el.getClientRects().length > 0; }).length];
});
"""

PINNED_HIDDEN = [".tp-header", ".tp-sidebar", ".tp-skip-link"]
DOCS_HIDDEN = [".tp-header", ".tp-site-nav", ".tp-sidebar", ".tp-toc", ".tp-pager", ".tp-appearance", "nav"]


@pytest.fixture
def print_media(driver):
    """Emulate print media (the OS stays light); screen media again afterwards."""
    def emulate():
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "media": "print", "features": [{"name": "prefers-color-scheme", "value": "light"}]})
        assert driver.execute_script("return matchMedia('print').matches;"), (
            "%s: print media emulation did not take effect (matchMedia('print') is false)" % page_name(driver))
    yield emulate
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    emulate_scheme(driver, "light")


def boxes(driver, selectors):
    return {selector: (count, shown) for selector, count, shown in driver.execute_script(BOXES_JS, selectors)}


def assert_hidden(driver, selectors, what):
    page = page_name(driver)
    for selector, (count, shown) in boxes(driver, selectors).items():
        assert count > 0, "%s: %s: no element matches %s (the check would prove nothing)" % (page, what, selector)
        assert shown == 0, "%s: %s: %d of %d %s element(s) still laid out in print; expected display: none" % (
            page, what, shown, count, selector)


@pytest.mark.parametrize("page,scheme", [("themes/forest/dark.html", "dark"), ("themes/rose/light.html", "light")])
def test_pinned_page_prints_in_its_theme(driver, repo_site, print_media, page, scheme):
    driver.get(repo_site.url(page))
    # On screen first: the chrome that print hides is there.
    on_screen = boxes(driver, PINNED_HIDDEN[:2])
    assert all(shown for _, shown in on_screen.values()), "%s: on screen expected %s laid out, found %r" % (
        page_name(driver), PINNED_HIDDEN[:2], on_screen)
    print_media()
    text = {"dark": "#FFFFFF", "light": "#000000"}[scheme]
    style = driver.execute_script(
        "var s = getComputedStyle(document.body);"
        "return [s.backgroundColor, s.color, s.printColorAdjust || '', s.webkitPrintColorAdjust || ''];")
    assert_color(driver, style[0], BACKGROUND[scheme], "<body> background-color in print (OS light)")
    assert_color(driver, style[1], text, "<body> color in print (OS light)")
    assert "exact" in (style[2], style[3]), (
        "%s: <body> print-color-adjust in print expected 'exact' (or -webkit-print-color-adjust), found %r / %r"
        % (page_name(driver), style[2], style[3]))
    # Inherited, so the components keep their themed fills too.
    tab = driver.execute_script(
        "var el = document.querySelector('.vm-category-tab.is-selected'), s = el && getComputedStyle(el);"
        "return s ? [s.printColorAdjust || s.webkitPrintColorAdjust, s.backgroundColor] : null;")
    assert tab is not None, "%s: no .vm-category-tab.is-selected to check" % page_name(driver)
    assert_eq(driver, tab[0], "exact", ".vm-category-tab.is-selected print-color-adjust in print")
    assert_hidden(driver, PINNED_HIDDEN, "pinned page")
    main = boxes(driver, ["main", ".vm-screen"])
    assert main["main"][1] == 1 and main[".vm-screen"][1] > 0, (
        "%s: in print the page's content (main, .vm-screen) must stay laid out, found %r" % (page_name(driver), main))


def test_docs_page_print_hides_navigation(driver, repo_site, print_media):
    driver.get(repo_site.url("docs/getting-started.html"))
    on_screen = boxes(driver, [".tp-header", ".tp-sidebar", ".tp-pager"])
    assert all(shown for _, shown in on_screen.values()), "%s: on screen expected the navigation laid out, found %r" % (
        page_name(driver), on_screen)
    print_media()
    assert_hidden(driver, DOCS_HIDDEN, "docs page")
    article = driver.execute_script(
        "var a = document.querySelector('main .tp-prose'), r = a && a.getBoundingClientRect();"
        "return a ? [r.left, r.width, a.querySelector('h1') ? a.querySelector('h1').textContent : null] : null;")
    assert article is not None, "%s: no main .tp-prose article" % page_name(driver)
    assert article[1] > 300 and article[2], "%s: in print the article must be laid out with its heading, found %r" % (
        page_name(driver), article)
    assert article[0] < 100, (
        "%s: in print the article starts %.0fpx from the left: the sidebar's grid column is still reserved"
        % (page_name(driver), article[0]))


def test_print_page_prints_each_doc_on_its_own_sheet_in_the_light_scheme(driver, repo_site, print_media):
    # The reader chose dark: on screen the print page stays light (it is pinned to light).
    driver.get(repo_site.url("docs/print.html"))
    driver.execute_script("localStorage.setItem('app_theme_preference', 'dark');")
    driver.get(repo_site.url("docs/print.html"))
    assert_eq(driver, driver.execute_script("return document.documentElement.getAttribute('data-scheme');"), "light",
              "<html data-scheme> of the print page on screen with a dark preference")
    print_media()
    assert_hidden(driver, [".tp-header", ".tp-skip-link"], "print page")
    sheets = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('main > article.tp-print-doc'),"
        " function (a) { return [a.id, getComputedStyle(a).breakBefore]; });")
    assert len(sheets) > 10, "%s: expected every doc of the site as an article, found %r" % (page_name(driver), sheets)
    assert_eq(driver, sheets[0][1], "auto", "the first doc's break-before")
    assert all(breaks == "page" for _, breaks in sheets[1:]), (
        "%s: every doc after the first must start a new sheet (break-before: page), found %r" % (page_name(driver), sheets))
    # Code wraps, pictures fit, external links show where they lead.
    found = driver.execute_script(
        "var pre = document.querySelector('.tp-print-doc pre'), img = document.querySelector('.tp-print-doc img'),"
        " a = document.querySelector('.tp-print-doc a[href^=\"http\"]');"
        "return [pre && getComputedStyle(pre).whiteSpace, img && getComputedStyle(img).maxWidth,"
        " a && getComputedStyle(a, '::after').content, a && a.getAttribute('href')];")
    assert_eq(driver, found[0], "pre-wrap", "a code block's white-space in print")
    assert_eq(driver, found[1], "100%", "a picture's max-width in print")
    assert_eq(driver, found[2], '" (%s)"' % found[3], "an external link's ::after content in print")
    # Links between docs lead within the page, to ids that are there.
    missing = driver.execute_script(
        "return Array.prototype.filter.call(document.querySelectorAll('.tp-print-doc a[href^=\"#\"]'),"
        " function (a) { return !document.getElementById(decodeURIComponent(a.getAttribute('href').slice(1))); })"
        ".map(function (a) { return a.getAttribute('href'); });")
    assert missing == [], "%s: links within the print page to ids it does not have: %r" % (page_name(driver), missing[:10])
    driver.execute_script("localStorage.removeItem('app_theme_preference');")


def test_a_doc_read_in_dark_prints_light(driver, repo_site, print_media):
    driver.get(repo_site.url("docs/getting-started.html"))
    driver.execute_script("localStorage.setItem('app_theme_preference', 'dark');")
    driver.get(repo_site.url("docs/getting-started.html"))
    assert_eq(driver, driver.execute_script("return document.documentElement.getAttribute('data-scheme');"), "dark",
              "<html data-scheme> on screen with a dark preference")
    print_media()
    # What a browser does when the reader prints: beforeprint, then afterprint.
    driver.execute_script("window.dispatchEvent(new Event('beforeprint'));")
    scheme = driver.execute_script("return document.documentElement.getAttribute('data-scheme');")
    background = driver.execute_script("return getComputedStyle(document.body).backgroundColor;")
    driver.execute_script("window.dispatchEvent(new Event('afterprint'));")
    after = driver.execute_script("return document.documentElement.getAttribute('data-scheme');")
    driver.execute_script("localStorage.removeItem('app_theme_preference');")
    assert_eq(driver, scheme, "light", "<html data-scheme> in print")
    assert_color(driver, background, BACKGROUND["light"], "<body> background-color in print")
    assert_eq(driver, after, "dark", "<html data-scheme> after printing")

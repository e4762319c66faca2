"""Pages with JavaScript disabled: pinned pages from CSS alone, the gallery following the OS."""

import pytest

from support import ACCENT, BACKGROUND, assert_color, assert_eq, css_var, emulate_scheme, html_attr


def test_javascript_is_really_off(nojs_driver, repo_site):
    nojs_driver.get(repo_site.url("index.html"))
    # The inline head script would set data-preference; with JS off nothing does.
    assert_eq(nojs_driver, html_attr(nojs_driver, "data-preference"), None,
              "<html data-preference> with JavaScript disabled (driver sanity check)")


@pytest.mark.parametrize("os_scheme", ["light", "dark"])
@pytest.mark.parametrize("page,theme,scheme", [
    ("themes/forest/dark.html", "forest", "dark"),
    ("themes/rose/light.html", "rose", "light"),
    ("themes/default/light.html", "default", "light"),
])
def test_pinned_page_without_js(nojs_driver, repo_site, page, theme, scheme, os_scheme):
    emulate_scheme(nojs_driver, os_scheme)
    nojs_driver.get(repo_site.url(page))
    what = " (no JS, OS %s)" % os_scheme
    assert_color(nojs_driver, css_var(nojs_driver, "--vm-color-accent"), ACCENT[theme, scheme], "--vm-color-accent" + what)
    assert_color(nojs_driver, css_var(nojs_driver, "--vm-color-background"), BACKGROUND[scheme],
                 "--vm-color-background" + what)
    body_bg = nojs_driver.execute_script("return getComputedStyle(document.body).backgroundColor;")
    assert_color(nojs_driver, body_bg, BACKGROUND[scheme], "<body> background-color" + what)


@pytest.mark.parametrize("os_scheme", ["light", "dark"])
def test_gallery_without_js_follows_os(nojs_driver, repo_site, os_scheme):
    emulate_scheme(nojs_driver, os_scheme)
    nojs_driver.get(repo_site.url("index.html"))
    what = " (no JS, OS %s)" % os_scheme
    assert_color(nojs_driver, css_var(nojs_driver, "--vm-color-background"), BACKGROUND[os_scheme],
                 "--vm-color-background" + what)
    assert_color(nojs_driver, css_var(nojs_driver, "--vm-color-accent"), ACCENT["default", os_scheme],
                 "--vm-color-accent" + what)
    scheme = nojs_driver.execute_script("return getComputedStyle(document.documentElement).colorScheme;")
    assert_eq(nojs_driver, scheme, os_scheme, "computed color-scheme of <html>" + what)


@pytest.mark.parametrize("os_scheme", ["light", "dark"])
@pytest.mark.parametrize("page,theme,scheme", [
    # A plain doc inlines no theme CSS: the site's stylesheet has the default theme for
    # pages whose head script has not run, following the OS.
    ("docs/intro.html", "default", None),
    # Pinned to Forest in front matter: the page inlines Forest's live stylesheet.
    ("docs/forest-notes.html", "forest", None),
    # Pinned to dark only: the default theme from the site's stylesheet, in dark.
    ("docs/dark-notes.html", "default", "dark"),
])
def test_doc_page_without_js(nojs_driver, example_site, page, theme, scheme, os_scheme):
    emulate_scheme(nojs_driver, os_scheme)
    nojs_driver.get(example_site.url(page))
    what = " on %s (no JS, OS %s)" % (page, os_scheme)
    shown = scheme or os_scheme
    assert_color(nojs_driver, css_var(nojs_driver, "--vm-color-accent"), ACCENT[theme, shown], "--vm-color-accent" + what)
    assert_color(nojs_driver, css_var(nojs_driver, "--vm-color-background"), BACKGROUND[shown],
                 "--vm-color-background" + what)
    body_bg = nojs_driver.execute_script("return getComputedStyle(document.body).backgroundColor;")
    assert_color(nojs_driver, body_bg, BACKGROUND[shown], "<body> background-color" + what)

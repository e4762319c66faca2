"""Known XSS and CSS-injection payloads fed through every input: none may execute or change
the page outside its text, in a real browser."""

import json
import subprocess

import pytest
from selenium.common.exceptions import NoAlertPresentException

from conftest import BINARY, Site
from support import css_var, norm_color, page_name

PAYLOADS = [
    '"><img src=x onerror="window.__xss=1">',
    "<script>window.__xss=1</script>",
    "</style><script>window.__xss=1</script>",
    "</script><script>window.__xss=1</script>",
    "javascript:window.__xss=1",
    "'><svg onload=window.__xss=1>",
    "{{{title}}}<iframe src=javascript:window.__xss=1>",
    "red; } body { display: none } x {",
    # A quote followed by a combining mark is one grapheme: escaping that looks
    # at graphemes, not bytes, lets the quote through and ends the attribute.
    'x"\u0301 autofocus onfocus=window.__xss=1 onmouseover=window.__xss=1 y="',
    # Mutation XSS: markup a sanitizer and a browser read differently.
    '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
    "<svg><style><img src=x onerror=window.__xss=1></style></svg>",
    "<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>",
    '<a href="jav&#x09;ascript:window.__xss=1">x</a><details open ontoggle=window.__xss=1>',
    '<div style="position:fixed;inset:0;background:red">x</div><p title="',
]


def yaml_quote(text):
    return "'" + text.replace("'", "''") + "'"


# Raw HTML in docs as the default keeps it (`safe`: GitHub's allowlist) and
# left out (`false`).
@pytest.fixture(scope="module", params=["safe", "false"])
def hostile_site(workdir, request):
    site = workdir / ("hostile-" + request.param) / "site"
    (site / "docs").mkdir(parents=True)
    (site / "tokens").mkdir()
    joined = " ".join(PAYLOADS)
    (site / "config.yaml").write_text("title: %s\ndescription: %s\nmarkdown:\n  rawHTML: %s\n"
                                      % (yaml_quote(joined), yaml_quote(joined), request.param))
    # Each payload also as a footnote's label (no spaces in a label) and text.
    body = "\n\n".join("- %s\n\n[link %d](%s)\n\nA note[^%s].\n\n[^%s]: %s\n\n## %s"
                       % (p, i, p.replace(" ", "%20"), p.replace(" ", ""), p.replace(" ", ""), p, p)
                       for i, p in enumerate(PAYLOADS))
    (site / "docs" / "a.md").write_text(
        "---\ntitle: %s\ndescription: %s\norder: 1\n---\n# %s\n\n%s\n" % (yaml_quote(joined), yaml_quote(joined), joined, body))
    (site / "docs" / '"><img src=x onerror=window.__xss=1>.md').write_text("# File name\n")
    # A theme name may be at most 100 characters: one theme per payload.
    for i, p in enumerate(PAYLOADS):
        (site / "tokens" / ("evil-%d.theme.json" % i)).write_text(
            '{"name": %s, "accent": "#123456"}' % json.dumps(p))
    out = workdir / ("hostile-" + request.param) / "out"
    result = subprocess.run([str(BINARY), "build", str(site), "--output", str(out)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, "building the hostile site failed:\n%s%s" % (result.stdout, result.stderr)
    site = Site(out)
    site.raw_html = request.param
    return site


def test_no_payload_executes_on_any_page(driver, hostile_site):
    pages = sorted(str(p.relative_to(hostile_site.root)) for p in hostile_site.root.rglob("*.html"))
    assert len(pages) > 15
    executed = []
    for page in pages:
        driver.get(hostile_site.url(page))
        try:
            driver.switch_to.alert.dismiss()
            executed.append("%s: an alert opened" % page)
        except NoAlertPresentException:
            pass
        if driver.execute_script("return window.__xss !== undefined"):
            executed.append("%s: window.__xss was set" % page)
        # `safe` keeps a payload's <img src=x> as GitHub does, without its
        # handler; `false` keeps no raw HTML at all.
        kept_images = "" if hostile_site.raw_html == "safe" else "main img[src=\"x\"], "
        injected = driver.execute_script(
            "return document.querySelectorAll('%smain iframe, .tp-prose svg:not(.tp-alert-icon), .tp-prose math, .tp-prose noscript, "
            "body > img, .tp-prose [style], .tp-prose a[href^=\"jav\"]').length" % kept_images)
        if injected:
            executed.append("%s: %d injected elements" % (page, injected))
        handlers = driver.execute_script(
            "return document.querySelectorAll('[onfocus], [onmouseover], [onerror], [onload], [ontoggle]').length")
        if handlers:
            executed.append("%s: %d elements with event handler attributes" % (page, handlers))
        if driver.execute_script("return getComputedStyle(document.body).display") == "none":
            executed.append("%s: the body was hidden by injected CSS" % page)
    assert not executed, "payloads took effect:\n" + "\n".join(executed)


def test_the_evil_themes_name_is_text_and_its_colors_apply(driver, hostile_site):
    driver.get(hostile_site.url("themes/evil-%d/light.html" % PAYLOADS.index("<script>window.__xss=1</script>")))
    assert norm_color(css_var(driver, "--vm-color-accent")) == "#123456", page_name(driver)
    names = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('.vm-theme-name'), function (e) { return e.textContent; })")
    assert any("<script>window.__xss=1</script>" in n for n in names), \
        "%s: the theme's name should show as text, found %r" % (page_name(driver), names)

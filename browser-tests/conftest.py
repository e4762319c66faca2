"""Fixtures for the browser tests: the sites under test and headless Chromium drivers.

Run through scripts/test, which builds .build/debug/theme-preview and site/_site first.
"""

import json
import os
import subprocess
import textwrap
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

from support import emulate_scheme

REPO = Path(__file__).resolve().parents[1]
BINARY = Path(os.environ.get("THEME_PREVIEW_BIN", REPO / ".build" / "debug" / "theme-preview"))
CHROMIUM = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver")
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"

EXAMPLE_DOCS = {
    "intro.md": """\
        ---
        title: Introduction
        order: 1
        ---
        # Introduction

        A plain page: it follows the reader's saved theme and appearance.
        """,
    "forest-notes.md": """\
        ---
        title: Forest notes
        order: 2
        theme: forest
        ---
        # Forest notes

        This page previews the Forest theme whatever the reader chose.
        """,
    "dark-notes.md": """\
        ---
        title: Dark notes
        order: 3
        scheme: dark
        ---
        # Dark notes

        This page is always dark.
        """,
}


class Site:
    """A built site on disk, opened through file:// URLs."""

    def __init__(self, root):
        self.root = Path(root)

    def path(self, relative):
        return self.root / relative

    def url(self, relative, query=""):
        target = self.root / relative.split("?", 1)[0].split("#", 1)[0]
        assert target.is_file(), "missing page %s" % target
        return self.root.resolve().as_uri() + "/" + relative + query


@pytest.fixture(scope="session")
def workdir(tmp_path_factory):
    return tmp_path_factory.mktemp("browser")


def write_site(site, docs, config=None):
    """A site folder: each of `docs` (path under docs/, text dedented) as a doc, and
    `config`, when given, as config.yaml."""
    (site / "docs").mkdir(parents=True, exist_ok=True)
    if config is not None:
        (site / "config.yaml").write_text(config)
    for name, text in docs.items():
        path = site / "docs" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")


def build_site(site, out, what):
    """`site` built into `out` by the real binary, as a Site; the test fails with the
    build's output when it does."""
    if not BINARY.is_file():
        pytest.fail("%s is missing: run `swift build` (scripts/test does) before the browser tests" % BINARY)
    result = subprocess.run([str(BINARY), "build", str(site), "--output", str(out)],
                            capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        pytest.fail("theme-preview build of %s failed (exit %d):\n%s%s"
                    % (what, result.returncode, result.stdout, result.stderr))
    return Site(out)


@pytest.fixture(scope="session")
def example_site(workdir):
    """A small site built by the real binary: three docs, one pinned to Forest, one to dark."""
    site = workdir / "site"
    write_site(site, EXAMPLE_DOCS, "title: Browser test site\ndescription: Pages for the browser tests.\n")
    out = workdir / "out"
    build_site(site, out, "the example site")
    for page in ("index.html", "docs/intro.html", "docs/forest-notes.html", "docs/dark-notes.html"):
        assert (out / page).is_file(), "example site: %s was not written; found %s" % (
            page, sorted(str(p.relative_to(out)) for p in out.rglob("*.html")))
    return Site(out)


@pytest.fixture(scope="session")
def brand_site(workdir):
    """examples/brand-site (six built-in themes and two custom ones from tokens/), built by
    the real binary."""
    out = workdir / "brand-site" / "out"
    build_site(REPO / "examples" / "brand-site", out, "examples/brand-site")
    for page in ("index.html", "themes/ocean/light.html", "themes/graphite/dark.html"):
        assert (out / page).is_file(), "examples/brand-site: %s was not written; found %s" % (
            page, sorted(str(p.relative_to(out)) for p in out.rglob("*.html")))
    return Site(out)


@pytest.fixture(scope="session")
def large_site(workdir):
    """A site past both windows: 120 docs (the sidebar lists 50, docs.html all of them) and
    30 brand themes besides the built-in six (pickers list 24, themes/index.html all of
    them, one contrast page per theme), built by the real binary."""
    site = workdir / "large"
    (site / "docs").mkdir(parents=True)
    (site / "tokens").mkdir()
    (site / "config.yaml").write_text("title: Large test site\n")
    for number in range(1, 121):
        (site / "docs" / ("doc-%03d.md" % number)).write_text(
            "---\norder: %d\n---\n# Doc %d\n\nPage %d of the large site.\n\n## Details\n\nMore.\n" % (number, number, number))
    for number in range(30):
        hue = (number * 0.618033988749895) % 1.0
        import colorsys
        def hex_color(lightness, saturation):
            r, g, b = colorsys.hls_to_rgb(hue, lightness, saturation)
            return "#%02X%02X%02X" % (round(r * 255), round(g * 255), round(b * 255))
        (site / "tokens" / ("brand-%02d.theme.json" % number)).write_text(
            '{"name": "Brand %d", "accent": {"light": "%s", "dark": "%s"}}\n'
            % (number, hex_color(0.38, 0.7), hex_color(0.68, 0.8)))
    out = workdir / "large-out"
    build_site(site, out, "the large site")
    for page in ("docs.html", "themes/index.html", "docs/doc-060.html"):
        assert (out / page).is_file(), "large site: %s was not written" % page
    return Site(out)


# The thousand-docs site: ten sections of ten topics of ten docs.
THOUSAND_SECTIONS = 10
THOUSAND_TOPICS = 10
THOUSAND_DOCS = 10


def thousand_docs_page(section, topic, number):
    """The output path of one doc of the thousand-docs site."""
    return "docs/section-%02d/topic-%02d/page-%02d.html" % (section, topic, number)


@pytest.fixture(scope="session")
def thousand_docs_site(workdir):
    """A docs folder the size of Hugo's (992 docs), built by the real binary: ten sections
    (each with its README.md), ten topics in each (folders without an index, so their pages
    are generated), ten docs in each topic with two sections apiece for the outline: 1,010
    docs. Written like large_site's, into a temporary folder."""
    site = workdir / "thousand"
    docs = site / "docs"
    docs.mkdir(parents=True)
    (site / "config.yaml").write_text("title: Thousand docs\n")
    (docs / "README.md").write_text("# Thousand docs\n\nThe docs home.\n")
    for section in range(1, THOUSAND_SECTIONS + 1):
        folder = docs / ("section-%02d" % section)
        folder.mkdir()
        (folder / "README.md").write_text("# Section %d\n\nWhat section %d covers.\n" % (section, section))
        for topic in range(1, THOUSAND_TOPICS + 1):
            (folder / ("topic-%02d" % topic)).mkdir()
            for number in range(1, THOUSAND_DOCS + 1):
                (folder / ("topic-%02d" % topic) / ("page-%02d.md" % number)).write_text(
                    "# Configuring the widgets of section %d, topic %d, page %d\n\nAn introduction.\n\n"
                    "## Before you start\n\nWhat you need.\n\n### Checking the version\n\nRun it.\n\n"
                    "## Settings\n\nEvery setting.\n" % (section, topic, number))
    out = workdir / "thousand-out"
    build_site(site, out, "the thousand-docs site")
    written = sum(1 for _ in (out / "docs").rglob("page-*.html"))
    assert written == THOUSAND_SECTIONS * THOUSAND_TOPICS * THOUSAND_DOCS, (
        "thousand-docs site: %d doc pages written, expected %d" % (written, THOUSAND_SECTIONS * THOUSAND_TOPICS * THOUSAND_DOCS))
    return Site(out)


@pytest.fixture(scope="session")
def repo_site():
    """The repository's own site, built by scripts/test into site/_site
    (THEME_PREVIEW_SITE points the tests at another built site)."""
    root = Path(os.environ.get("THEME_PREVIEW_SITE", REPO / "site" / "_site"))
    if not (root / "index.html").is_file():
        pytest.fail("%s/index.html is missing: run `.build/debug/theme-preview build site` first" % root)
    return Site(root)


def _chrome(javascript=True):
    options = Options()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(arg)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    driver.set_page_load_timeout(120)
    return driver


@pytest.fixture
def viewport(driver):
    """Set the layout viewport's size (DevTools' device metrics, desktop mode, so the
    layout viewport is exactly that wide); the session's browser is restored afterwards."""
    def set_size(width, height=800):
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    yield set_size
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


@pytest.fixture(scope="session")
def blank_page(workdir):
    """A page on the shared file:// origin, used to reset localStorage between tests."""
    page = workdir / "blank.html"
    page.write_text("<!DOCTYPE html><title>blank</title>")
    return page.as_uri()


@pytest.fixture(scope="session")
def _session_driver():
    driver = _chrome()
    yield driver
    driver.quit()


@pytest.fixture
def driver(_session_driver, blank_page):
    """Headless Chromium with an empty localStorage and the OS in light mode.

    One browser serves the whole session; every file:// page shares one localStorage,
    so it is cleared before each test."""
    d = _session_driver
    d.get(blank_page)
    d.execute_script("window.localStorage.clear();")
    emulate_scheme(d, "light")
    yield d
    try:
        d.get(blank_page)
        d.execute_script("window.localStorage.clear();")
    except Exception:
        pass


@pytest.fixture(scope="module")
def nojs_driver():
    """Headless Chromium with JavaScript disabled by content settings."""
    d = _chrome(javascript=False)
    yield d
    d.quit()


@pytest.fixture(scope="session")
def artifacts():
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


# Measurements a test wants printed after the run (pytest's terminal summary shows them
# in scripts/test's output without -s). Under pytest-xdist a worker hands its list to the
# controller, which prints them all.
_SUMMARY = pytest.StashKey[list]()


@pytest.fixture(scope="session")
def terminal_summary(pytestconfig):
    """A list of (title, lines) the terminal summary prints at the end of the run."""
    return pytestconfig.stash.setdefault(_SUMMARY, [])


def pytest_sessionfinish(session, exitstatus):
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["terminal_summary"] = json.dumps(session.config.stash.get(_SUMMARY, []))


def pytest_testnodedown(node, error):
    received = getattr(node, "workeroutput", {}).get("terminal_summary")
    if received:
        node.config.stash.setdefault(_SUMMARY, []).extend(json.loads(received))


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    for title, lines in config.stash.get(_SUMMARY, []):
        terminalreporter.write_sep("-", title)
        for line in lines:
            terminalreporter.write_line(line)

"""A versioned site (build --versions) in the browser: the header's switcher keeps the
reader on the same page when the other version has it and opens that version's docs home
when it does not, by pointer and by keyboard, from file:// URLs; an older version's banner
links the same page in the newest; the pages are valid HTML and pass axe-core."""

import os
import shutil
import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import BINARY, Site
from support import scroll_click, wait_for
from test_validation import assert_axe_passes, vnu_jar

pytestmark = pytest.mark.xdist_group("versions")


def git(root, *arguments, date=None):
    environment = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t.invalid",
                       GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@t.invalid")
    if date:
        environment.update(GIT_AUTHOR_DATE=date, GIT_COMMITTER_DATE=date)
    subprocess.run(["git", *arguments], cwd=root, env=environment, check=True, capture_output=True)


def write(root, path, text):
    target = root / path
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")


@pytest.fixture(scope="module")
def versioned_site(tmp_path_factory):
    """v1.0 (home, guide), v2.0 (home, setup: the guide removed) and main (a new home
    text), built by the real binary into one output."""
    root = tmp_path_factory.mktemp("versioned")
    git(root, "init", "-q", "-b", "main")
    write(root, "site/config.yaml", "title: Versioned test site\n")
    write(root, "site/docs/index.md", "# Welcome\n\nVersion one.\n")
    write(root, "site/docs/guide.md", "# Guide\n\nThe guide.\n\n## Install\n\nSteps.\n")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "one", date="2024-01-02T10:00:00Z")
    git(root, "tag", "v1.0")
    write(root, "site/docs/setup.md", "# Setup\n\nNew in two.\n")
    git(root, "rm", "-q", "site/docs/guide.md")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "two", date="2024-06-01T10:00:00Z")
    git(root, "tag", "v2.0")
    write(root, "site/docs/index.md", "# Welcome\n\nThe newest.\n")
    git(root, "commit", "-q", "-am", "three", date="2025-01-01T10:00:00Z")
    out = root / "out"
    result = subprocess.run([str(BINARY), "build", "site", "--versions", "v1.0,v2.0,main", "--output", str(out)],
                            cwd=root, capture_output=True, text=True, timeout=300)
    if result.returncode != 0:
        pytest.fail("versioned build failed (exit %d):\n%s%s" % (result.returncode, result.stdout, result.stderr))
    return Site(out)


def switcher_label(driver):
    return " ".join(driver.find_element(By.CSS_SELECTOR, ".tp-versions > summary").text.split())


def open_switcher(driver):
    summary = driver.find_element(By.CSS_SELECTOR, ".tp-versions > summary")
    scroll_click(driver, summary)
    wait_for(driver, lambda: driver.execute_script("return document.querySelector('.tp-versions').open"),
             "the version menu to open")


def choose(driver, label):
    link = driver.find_element(By.XPATH, "//ul[@class='tp-versions-list']//a[starts-with(normalize-space(.), '%s')]" % label)
    scroll_click(driver, link)


def test_the_switcher_keeps_the_page_when_the_other_version_has_it(driver, versioned_site):
    driver.get(versioned_site.url("v1.0/docs/index.html"))
    assert switcher_label(driver) == "Version: v1.0"
    open_switcher(driver)
    labels = [a.text for a in driver.find_elements(By.CSS_SELECTOR, ".tp-versions-list a")]
    assert labels == ["v1.0", "v2.0", "main latest"], labels
    choose(driver, "v2.0")
    wait_for(driver, lambda: driver.current_url.endswith("/v2.0/docs/index.html"), "v2.0's same page to open")
    assert switcher_label(driver) == "Version: v2.0"


def test_the_switcher_opens_the_docs_home_when_the_page_is_not_in_that_version(driver, versioned_site):
    driver.get(versioned_site.url("v1.0/docs/guide.html#install"))
    open_switcher(driver)
    choose(driver, "main")
    wait_for(driver, lambda: driver.current_url.endswith("/main/docs/index.html"),
             "main's docs home to open (main has no guide)")
    assert driver.find_element(By.CSS_SELECTOR, "main h1").text == "Welcome"


def test_the_switcher_by_keyboard(driver, versioned_site):
    driver.get(versioned_site.url("v2.0/docs/setup.html"))
    summary = driver.find_element(By.CSS_SELECTOR, ".tp-versions > summary")
    driver.execute_script("arguments[0].focus()", summary)
    summary.send_keys(Keys.ENTER)
    wait_for(driver, lambda: driver.execute_script("return document.querySelector('.tp-versions').open"),
             "Enter to open the version menu")
    # Escape closes it and leaves focus on its button.
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait_for(driver, lambda: not driver.execute_script("return document.querySelector('.tp-versions').open"),
             "Escape to close the version menu")
    assert driver.execute_script("return document.activeElement === document.querySelector('.tp-versions > summary')")
    summary.send_keys(Keys.ENTER)
    wait_for(driver, lambda: driver.execute_script("return document.querySelector('.tp-versions').open"),
             "Enter to open the version menu again")
    driver.switch_to.active_element.send_keys(Keys.TAB)
    driver.switch_to.active_element.send_keys(Keys.TAB)
    assert driver.switch_to.active_element.text == "v2.0"
    driver.switch_to.active_element.send_keys(Keys.TAB)
    assert driver.switch_to.active_element.text == "main latest"
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    wait_for(driver, lambda: driver.current_url.endswith("/main/docs/setup.html"), "main's setup page to open")


def test_the_banner_links_the_same_page_in_the_newest(driver, versioned_site):
    driver.get(versioned_site.url("v1.0/docs/index.html"))
    banner = driver.find_element(By.CSS_SELECTOR, ".tp-version-banner")
    assert banner.text == "You are reading v1.0. The latest is main."
    link = banner.find_element(By.TAG_NAME, "a")
    wait_for(driver, lambda: link.get_attribute("href").endswith("/latest/docs/index.html"),
             "the banner's link to lead to the same page in latest/")
    scroll_click(driver, link)
    wait_for(driver, lambda: driver.current_url.endswith("/latest/docs/index.html"), "latest/ to open")
    assert driver.find_elements(By.CSS_SELECTOR, ".tp-version-banner") == []
    assert "The newest." in driver.find_element(By.CSS_SELECTOR, "main").text


def test_the_root_leads_to_the_newest(driver, versioned_site):
    driver.get(versioned_site.url("index.html"))
    wait_for(driver, lambda: driver.current_url.endswith("/latest/index.html"), "the root to lead to latest/")


def test_versioned_pages_are_valid_html(versioned_site):
    java = shutil.which("java")
    assert java, "java is not installed: scripts/test installs default-jre-headless for the Nu HTML checker"
    pages = ["index.html", "v1.0/docs/guide.html", "v2.0/docs/index.html", "latest/docs/index.html"]
    result = subprocess.run([java, "-jar", str(vnu_jar()), "--errors-only"] + [str(versioned_site.path(p)) for p in pages],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, "the Nu HTML checker found errors:\n%s" % (result.stdout + result.stderr)[:4000]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_versioned_pages_pass_axe(driver, versioned_site, scheme):
    assert_axe_passes(driver, versioned_site, ["v1.0/docs/guide.html", "main/docs/index.html"], scheme)

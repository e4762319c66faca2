"""The visual diff of `theme-preview compare`: the viewer of one pinned page before and
after (side by side, swipe, blink, changed pixels), operated by keyboard, and axe-core and
the Nu HTML checker on the viewer and on the pictures section, as on every other page.

The review is written by `compare` for two sites that differ only in Forest's dark
accent; axe-core and the Nu checker also see the rest of the review page."""

import shutil
import subprocess

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from axe_runner import describe, run_axe
from conftest import BINARY, Site
from support import assert_eq, describe_active, emulate_scheme, focus_indicator
from test_validation import vnu_jar

DARKER_FOREST = '{"name": "Forest", "parent": "forest", "dark": {"accent": "#2E8B57"}}\n'


@pytest.fixture(scope="module")
def review(workdir):
    if not BINARY.is_file():
        pytest.fail("%s is missing: run `swift build` (scripts/test does) before the browser tests" % BINARY)
    root = workdir / "compare-pictures"
    for name, files in (("base", {}), ("head", {"tokens/forest.theme.json": DARKER_FOREST})):
        site = root / name
        (site / "tokens").mkdir(parents=True)
        (site / "config.yaml").write_text("title: Pictures test\n")
        for path, text in files.items():
            (site / path).write_text(text)
    out = root / "review"
    result = subprocess.run([str(BINARY), "compare", str(root / "base"), str(root / "head"), "-o", str(out)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0 and result.stderr == "", "compare failed (exit %d):\n%s%s" % (
        result.returncode, result.stdout, result.stderr)
    assert "/head: 9 token values changed, 2 contrast pairs newly failing" in result.stdout, result.stdout
    return Site(out)


def press(driver, *keys):
    ActionChains(driver).send_keys(*keys).perform()


def tab_to(driver, descriptor, limit=20):
    """Press Tab until the focused element is `descriptor` (as describe_active says)."""
    seen = []
    for _ in range(limit):
        press(driver, Keys.TAB)
        seen.append(describe_active(driver))
        if seen[-1] == descriptor:
            assert focus_indicator(driver), "%s has focus but shows no focus ring" % descriptor
            return
    raise AssertionError("Tab never reached %s; focus went %s" % (descriptor, seen))


def shift_tab(driver):
    ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()


def shown(driver):
    return [s.get_attribute("id") for s in driver.find_elements(By.CSS_SELECTOR, "section.mode") if s.is_displayed()]


def test_the_section_lists_forest_dark_and_collapses_the_rest(driver, review):
    driver.get(review.url("index.html"))
    changed = [a.text for a in driver.find_elements(By.CSS_SELECTOR, ".vd-changed .vd-name")]
    assert changed == ["forest · dark"], changed
    details = driver.find_element(By.CSS_SELECTOR, "details.vd-unchanged")
    assert details.get_attribute("open") is None
    assert details.find_element(By.TAG_NAME, "summary").text == "11 pages with no pixel changed"
    # Every picture the section shows has loaded.
    broken = driver.execute_script(
        "return Array.from(document.images).filter(function (i) { return !i.complete || !i.naturalWidth; }).map(function (i) { return i.src; });")
    assert broken == [], broken


def test_viewer_modes_by_keyboard(driver, review):
    driver.get(review.url("pictures/forest-dark.html"))
    assert shown(driver) == ["side"]
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == "forest · dark"

    # Radio buttons: Tab to the checked one, arrows to change the view.
    tab_to(driver, "input[name=mode][value=side]")
    press(driver, Keys.ARROW_RIGHT)
    assert_eq(driver, shown(driver), ["swipe"], "the view after ArrowRight")

    # Swipe: a range input, 50% to start; ArrowLeft moves the edge.
    tab_to(driver, "input#swipe-position")
    for _ in range(10):
        press(driver, Keys.ARROW_LEFT)
    assert_eq(driver, driver.find_element(By.ID, "swipe-position").get_attribute("value"), "40", "the swipe position")
    assert_eq(driver, driver.find_element(By.ID, "swipe-value").text, "40%", "the swipe output")
    assert_eq(driver, driver.execute_script(
        "return document.getElementById('swipe-stage').style.getPropertyValue('--swipe');"), "40%", "--swipe")
    clip = driver.execute_script("return getComputedStyle(document.querySelector('#swipe-stage .over')).clipPath;")
    assert "60%" in clip, clip
    assert_eq(driver, driver.find_element(By.ID, "swipe-position").get_attribute("aria-valuetext"),
              "40% of the width shows before", "aria-valuetext")

    # Blink: back to the radios, ArrowRight; the button flips with Enter and Space.
    shift_tab(driver)
    assert_eq(driver, describe_active(driver), "input[name=mode][value=swipe]", "focus after Shift+Tab")
    press(driver, Keys.ARROW_RIGHT)
    assert_eq(driver, shown(driver), ["blink"], "the view after ArrowRight")
    before, after = driver.find_element(By.ID, "blink-before"), driver.find_element(By.ID, "blink-after")
    assert before.is_displayed() and not after.is_displayed()
    assert driver.find_element(By.ID, "blink-auto").is_selected() is False, "blink must not start by itself"
    tab_to(driver, "button#blink-toggle")
    press(driver, Keys.ENTER)
    assert after.is_displayed() and not before.is_displayed()
    assert_eq(driver, driver.find_element(By.ID, "blink-state").text, "Showing after", "the blink state")
    assert_eq(driver, driver.find_element(By.ID, "blink-toggle").text, "Show before", "the button")
    press(driver, Keys.SPACE)
    assert before.is_displayed() and not after.is_displayed()
    assert_eq(driver, driver.find_element(By.ID, "blink-state").text, "Showing before", "the blink state")

    # Changed pixels: the diff image.
    shift_tab(driver)
    assert_eq(driver, describe_active(driver), "input[name=mode][value=blink]", "focus after Shift+Tab")
    press(driver, Keys.ARROW_RIGHT)
    assert_eq(driver, shown(driver), ["diff"], "the view after ArrowRight")
    image = driver.find_element(By.CSS_SELECTOR, "#diff img")
    assert driver.execute_script("return arguments[0].naturalWidth;", image) == 1280


def test_automatic_blink_is_slow_and_stops(driver, review):
    """Switching by itself is at most once a second (WCAG 2.3.1 allows three flashes),
    and leaving the view stops it."""
    driver.get(review.url("pictures/forest-dark.html"))
    driver.execute_script("""
        window.__intervals = [];
        var set = window.setInterval;
        window.setInterval = function (f, ms) { window.__intervals.push(ms); return set(f, ms); };""")
    driver.find_element(By.CSS_SELECTOR, "input[name=mode][value=blink]").click()
    driver.find_element(By.ID, "blink-auto").click()
    assert driver.execute_script("return window.__intervals;") == [1000]
    assert driver.find_element(By.ID, "blink-state").get_attribute("aria-live") == "off"
    driver.find_element(By.CSS_SELECTOR, "input[name=mode][value=side]").click()
    assert driver.find_element(By.ID, "blink-auto").is_selected() is False
    assert driver.find_element(By.ID, "blink-state").get_attribute("aria-live") == "polite"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_on_the_viewer_in_every_mode_and_the_section(driver, review, scheme):
    emulate_scheme(driver, scheme)
    failures = []
    driver.get(review.url("index.html"))
    driver.find_element(By.CSS_SELECTOR, "details.vd-unchanged summary").click()
    results = run_axe(driver)
    if "error" in results or results["violations"]:
        failures.append("index.html: %s" % (results.get("error") or describe(results["violations"])))
    for mode in ("side", "swipe", "blink", "diff"):
        driver.get(review.url("pictures/forest-dark.html"))
        driver.find_element(By.CSS_SELECTOR, "input[name=mode][value=%s]" % mode).click()
        results = run_axe(driver)
        if "error" in results or results["violations"]:
            failures.append("%s view: %s" % (mode, results.get("error") or describe(results["violations"])))
    assert not failures, "axe-core violations (OS %s):\n%s" % (scheme, "\n".join(failures))


def test_html_is_valid(review):
    java = shutil.which("java")
    assert java, "java is not installed: scripts/test installs default-jre-headless for the Nu HTML checker"
    result = subprocess.run([java, "-jar", str(vnu_jar()), "--errors-only", "--skip-non-html", str(review.root)],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, "the Nu HTML checker found errors:\n%s" % (result.stdout + result.stderr)[:4000]

"""What a theme switch costs, measured in the page (NFR-TH-01: under 100 ms).

For every click on a theme button of the gallery's picker the page records performance.now()
in a capture-phase click listener (before the page's own handler), the time the click's
dispatch ended (a bubble-phase listener on window: the page's JavaScript is done), and the
time of the second requestAnimationFrame callback after the click (the frame showing the new
theme has been produced). Six themes, several rounds, in an order that changes the theme on
every click; and, for reference, the same probe on clicks that change nothing (on the gallery's
heading). The numbers go to browser-tests/artifacts/switch-cost.json and to the terminal
summary.

The budget itself (NFR-TH-01, 100 ms) is checked by scripts/bench-browser, which runs this
test alone with THEME_SWITCH_BUDGET_MS=100: on a machine whose cores are busy with other work
(the other test worker's axe-core runs, a build) the median was seen at 175 ms, so the suite
asserts a guard ten times wider, which still fails when a switch reloads the page or rebuilds
every stylesheet."""

import json
import os
import statistics
import time

from selenium.webdriver.common.by import By

from support import ACCENT, assert_color, assert_eq, css_var, html_attr, page_name

THEME_IDS = ["default", "midnight", "forest", "sunset", "lavender", "rose"]
ROUNDS = 5
NFR_BUDGET_MS = 100.0
BUDGET_MS = float(os.environ.get("THEME_SWITCH_BUDGET_MS", NFR_BUDGET_MS * 10))

PROBE_JS = """
window.__switchCost = [];
document.addEventListener('click', function (event) {
  var button = event.target.closest && event.target.closest('[data-theme-choice]');
  var sample = {theme: button ? button.getAttribute('data-theme-choice') : null, start: performance.now()};
  window.__switchCost.push(sample);
  requestAnimationFrame(function () {
    sample.firstFrame = performance.now() - sample.start;
    requestAnimationFrame(function () {
      sample.frame = performance.now() - sample.start;
      sample.themeAtFrame = document.documentElement.getAttribute('data-theme');
    });
  });
}, true);
window.addEventListener('click', function (event) {
  var samples = window.__switchCost, sample = samples[samples.length - 1];
  if (sample && sample.script === undefined) sample.script = performance.now() - sample.start;
}, false);
/* The frame interval without any work, to read the numbers against. */
window.__frameInterval = new Promise(function (resolve) {
  var times = [];
  function tick(t) { times.push(t); if (times.length < 31) requestAnimationFrame(tick); else resolve(times); }
  requestAnimationFrame(tick);
});
"""


def wait_for_sample(driver, count):
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        samples = driver.execute_script("return window.__switchCost;")
        if len(samples) >= count and "frame" in samples[count - 1]:
            return samples[count - 1]
        time.sleep(0.01)
    raise AssertionError("%s: the switch-cost probe got no second animation frame within 30 s after click %d"
                         % (page_name(driver), count))


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def test_theme_switch_cost(driver, repo_site, artifacts, terminal_summary):
    driver.get(repo_site.url("index.html"))
    page = page_name(driver)
    driver.execute_script(PROBE_JS)
    driver.set_script_timeout(60)
    times = driver.execute_async_script(
        "var done = arguments[arguments.length - 1]; window.__frameInterval.then(done);")
    intervals = [b - a for a, b in zip(times, times[1:])]
    frame_interval = statistics.median(intervals)

    picker = driver.find_element(By.CSS_SELECTOR, "#appearance .vm-theme-picker")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", picker)
    buttons = {b.get_attribute("data-theme-choice"): b
               for b in picker.find_elements(By.CSS_SELECTOR, "button[data-theme-choice]")}
    assert sorted(buttons) == sorted(THEME_IDS), "%s: #appearance theme buttons expected %r, found %r" % (
        page, THEME_IDS, sorted(buttons))

    # Reference: the same probe on a click that changes nothing.
    heading = driver.find_element(By.CSS_SELECTOR, "#appearance .vm-screen-title")
    baseline = []
    for _ in range(len(THEME_IDS)):
        heading.click()
        sample = wait_for_sample(driver, len(baseline) + 1)
        assert_eq(driver, sample["theme"], None, "theme of a click on the heading (must not be a theme button)")
        baseline.append(round(sample["frame"], 2))
    driver.execute_script("window.__switchCost = [];")

    # default is selected at first: start with midnight so every click changes the theme.
    order = THEME_IDS[1:] + THEME_IDS[:1]
    samples = []
    for round_number in range(1, ROUNDS + 1):
        for theme in order:
            buttons[theme].click()
            sample = wait_for_sample(driver, len(samples) + 1)
            assert_eq(driver, sample["theme"], theme, "button the switch-cost probe saw clicked")
            assert_eq(driver, sample["themeAtFrame"], theme,
                      "<html data-theme> at the frame after clicking %s (round %d)" % (theme, round_number))
            samples.append({"round": round_number, "theme": theme,
                            "script_ms": round(sample["script"], 2),
                            "first_frame_ms": round(sample["firstFrame"], 2),
                            "frame_ms": round(sample["frame"], 2)})
    # The last click was default: the page really shows it.
    assert_color(driver, css_var(driver, "--vm-color-accent"), ACCENT["default", "light"],
                 "--vm-color-accent after the last switch (back to VaultMail)")
    assert_eq(driver, html_attr(driver, "data-theme"), "default", "<html data-theme> after the last switch")

    frames = [s["frame_ms"] for s in samples]
    scripts = [s["script_ms"] for s in samples]
    per_theme = {
        theme: {"median_frame_ms": round(statistics.median([s["frame_ms"] for s in samples if s["theme"] == theme]), 2),
                "max_frame_ms": round(max(s["frame_ms"] for s in samples if s["theme"] == theme), 2),
                "median_script_ms": round(statistics.median([s["script_ms"] for s in samples if s["theme"] == theme]), 2)}
        for theme in THEME_IDS
    }
    result = {
        "page": page,
        "what": "click (capture-phase listener) -> second requestAnimationFrame after the click; "
                "script = click -> end of the click's dispatch",
        "budget_ms": BUDGET_MS,
        "rounds": ROUNDS,
        "clicks": len(samples),
        "frame_interval_ms": round(frame_interval, 2),
        "baseline_median_frame_ms": round(statistics.median(baseline), 2),
        "baseline_frame_ms": baseline,
        "median_frame_ms": round(statistics.median(frames), 2),
        "p90_frame_ms": round(percentile(frames, 0.9), 2),
        "max_frame_ms": round(max(frames), 2),
        "median_script_ms": round(statistics.median(scripts), 2),
        "max_script_ms": round(max(scripts), 2),
        "per_theme": per_theme,
        "samples": samples,
        "user_agent": driver.execute_script("return navigator.userAgent;"),
    }
    (artifacts / "switch-cost.json").write_text(json.dumps(result, indent=2) + "\n")

    lines = [
        "%s: %d theme switches (%d themes x %d rounds), click -> next frame: median %.1f ms, p90 %.1f ms, "
        "max %.1f ms (NFR-TH-01 asks under %.0f ms: %s; this run's guard %.0f ms; one frame here is %.1f ms)"
        % (page, len(samples), len(THEME_IDS), ROUNDS, result["median_frame_ms"], result["p90_frame_ms"],
           result["max_frame_ms"], NFR_BUDGET_MS, "met" if result["median_frame_ms"] < NFR_BUDGET_MS else "not met here",
           BUDGET_MS, frame_interval),
        "  a click that changes nothing, measured the same way: median %.1f ms" % result["baseline_median_frame_ms"],
        "  of which the click handler's JavaScript: median %.2f ms, max %.2f ms"
        % (result["median_script_ms"], result["max_script_ms"]),
        "  per theme (median / max ms): " + ", ".join(
            "%s %.1f/%.1f" % (t, per_theme[t]["median_frame_ms"], per_theme[t]["max_frame_ms"]) for t in THEME_IDS),
        "  written to %s" % (artifacts / "switch-cost.json"),
    ]
    terminal_summary.append(("theme switch cost", lines))

    assert result["median_frame_ms"] < BUDGET_MS, (
        "%s: theme switch, click -> next frame, median %.1f ms is over the %.0f ms guard (NFR-TH-01 asks 100 ms); "
        "slowest: %r" % (page, result["median_frame_ms"], BUDGET_MS,
                         sorted(samples, key=lambda s: -s["frame_ms"])[:3]))

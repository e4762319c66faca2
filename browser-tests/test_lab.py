"""The theme lab (lab.html): edits repaint the screens and the audit, a failing pair's
suggested color fixes it, links reproduce edits, downloads rebuild exactly what the lab
showed, and saving under `serve` writes tokens/ only from serve's own page."""

import json
import re
import shutil
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from axe_runner import describe, run_axe
from conftest import BINARY, REPO, Site, build_site, write_site
from support import WAIT_SECONDS, emulate_scheme, focus_indicator, page_name, scroll_click, wait_for

# serve starts by building the whole site; a loaded machine takes a while.
SERVE_SECONDS = 180


def open_lab(driver, url):
    """Opens the lab and waits until the engine has painted it (the audit's summary)."""
    driver.get(url)
    wait_for(driver, lambda: driver.execute_script(
        "var lab = document.querySelector('[data-lab]'), summary = document.querySelector('[data-lab-summary]');"
        "return lab && !lab.hidden && summary.textContent.length > 0;"), "the lab to load its engine and paint")


def summary(driver):
    return driver.find_element(By.CSS_SELECTOR, "[data-lab-summary]").text


def failing(driver):
    """The failing pairs' texts, as listed."""
    return driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('[data-lab-failing] li'),"
        " function (li) { return li.textContent; });")


def status(driver):
    return driver.find_element(By.CSS_SELECTOR, "[data-lab-status]").text


def edited_css(driver):
    return driver.execute_script("return document.querySelector('style[data-lab-style=edited]').textContent;")


def edited_var(driver, name):
    return driver.execute_script(
        "return getComputedStyle(document.querySelector('.tp-screens.tp-lab-edited')).getPropertyValue(arguments[0]).trim();",
        name)


def enter_color(driver, text):
    field = driver.find_element(By.CSS_SELECTOR, "[data-lab-text]")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", field)
    field.click()
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(text, Keys.ENTER)


def theme_css(site, theme_id):
    """The build's live stylesheet of a theme (assets/themes.js, what the switcher injects)."""
    script = site.path("assets/themes.js").read_text(encoding="utf-8")
    body = script[script.index("= {") + 2:script.rindex(";")]
    return json.loads(body)[theme_id]["css"]


def as_root(css):
    """The lab's edited stylesheet declared on :root, as the build writes a theme's."""
    return css.replace(".tp-lab-edited", ":root")


def build_failures(site, theme_id, scheme, variant="standard"):
    """The pairs the build's contrast report (contrast.json) fails for a theme and scheme."""
    report = json.loads(site.path("contrast.json").read_text(encoding="utf-8"))
    return [(r["foreground"], r["background"]) for r in report["results"]
            if r["theme"] == theme_id and r["scheme"] == scheme and r["variant"] == variant and not r["pass"]]


def test_an_edit_that_fails_a_pair_then_the_suggested_color_fixes_it(driver, example_site):
    open_lab(driver, example_site.url("lab.html", "#theme=default&scheme=light&token=textPrimary"))
    # Unedited, the lab's audit is the build's report: the spec's palette fails these pairs.
    expected = build_failures(example_site, "default", "light")
    assert summary(driver) == "%d of 74 pairs fail in light." % len(expected), summary(driver)
    listed = [tuple(t.split(":")[0].split(" on ")) for t in failing(driver)]
    assert listed == expected, listed
    before = len(expected)

    enter_color(driver, "#C8C8C8")
    wait_for(driver, lambda: edited_var(driver, "--vm-color-text-primary") == "#C8C8C8", "textPrimary to repaint")
    rows = wait_for(driver, lambda: [t for t in failing(driver) if t.startswith("textPrimary on background:")],
                    "textPrimary on background to fail")
    # #C8C8C8 on white is 1.67:1 (WCAG, truncated); the spec asks 7:1 of primary text.
    assert rows[0].startswith("textPrimary on background: 1.67:1, needs 7:1 (APCA Lc "), rows
    assert re.search(r"Use #[0-9A-F]{6} for textPrimary$", rows[0]), rows
    assert len(failing(driver)) > before

    button = driver.find_element(By.XPATH, "//ul[@data-lab-failing]/li[starts-with(normalize-space(.), 'textPrimary on background:')]/button")
    suggested = re.search(r"#[0-9A-F]{6}", button.text).group(0)
    scroll_click(driver, button)
    wait_for(driver, lambda: edited_var(driver, "--vm-color-text-primary") == suggested, "the suggested color to apply")
    assert not [t for t in failing(driver) if t.startswith("textPrimary on background:")], failing(driver)
    result = driver.execute_script(
        "var rows = document.querySelectorAll('[data-lab-pairs] tr');"
        "for (var i = 0; i < rows.length; i++) { var c = rows[i].children;"
        " if (c[0].textContent === 'textPrimary' && c[1].textContent === 'background') return [c[2].textContent, c[5].textContent]; }"
        "return null;")
    assert result is not None and result[1] == "Pass", result
    assert float(result[0].split(":")[0]) >= 7, result
    assert status(driver) == "textPrimary is now %s." % suggested

    # Undo brings the failing color back; redo the fix.
    scroll_click(driver, driver.find_element(By.CSS_SELECTOR, '[data-lab-action="undo"]'))
    wait_for(driver, lambda: edited_var(driver, "--vm-color-text-primary") == "#C8C8C8", "undo to restore the edit")
    scroll_click(driver, driver.find_element(By.CSS_SELECTOR, '[data-lab-action="redo"]'))
    wait_for(driver, lambda: edited_var(driver, "--vm-color-text-primary") == suggested, "redo to apply the fix again")


def test_the_failing_pairs_follow_each_edit_in_place_and_read_as_a_fresh_load_lists_them(driver, example_site):
    # During a drag the failing pairs' items are updated in place rather than made anew each frame.
    open_lab(driver, example_site.url("lab.html", "#theme=default&scheme=light&token=textPrimary"))
    enter_color(driver, "#C8C8C8")
    wait_for(driver, lambda: [t for t in failing(driver) if t.startswith("textPrimary on background: 1.67:1")],
             "textPrimary on background to fail at 1.67:1")
    driver.execute_script("document.querySelectorAll('[data-lab-failing] li').forEach(function (li) { li.dataset.seen = 'yes'; });")
    enter_color(driver, "#C4C4C4")
    # #C4C4C4 on white is 1.74:1 (truncated): the same pairs fail, with new numbers and new fixes.
    rows = wait_for(driver, lambda: [t for t in failing(driver) if t.startswith("textPrimary on background: 1.74:1, needs 7:1")],
                    "the failing item to show the new ratio")
    assert driver.execute_script(
        "return Array.prototype.every.call(document.querySelectorAll('[data-lab-failing] li'),"
        " function (li) { return li.dataset.seen === 'yes'; });"), "the items were made anew, not updated"
    listed = failing(driver)
    link = wait_for(driver, lambda: "C4C4C4" in driver.current_url and driver.current_url, "the link to follow the edit")

    # The fix offered is the one for the color shown now.
    button = driver.find_element(By.XPATH, "//ul[@data-lab-failing]/li[starts-with(normalize-space(.), 'textPrimary on background:')]/button")
    suggested = re.search(r"#[0-9A-F]{6}", button.text).group(0)
    assert rows[0].endswith("Use %s for textPrimary" % suggested), rows
    scroll_click(driver, button)
    wait_for(driver, lambda: edited_var(driver, "--vm-color-text-primary") == suggested, "the shown fix to apply")

    # A fresh load of the edit lists the same pairs with the same words.
    driver.get("about:blank")
    open_lab(driver, link)
    assert failing(driver) == listed


def test_increased_contrast_shows_and_audits_the_builds_increased_contrast_palette(driver, example_site):
    open_lab(driver, example_site.url("lab.html", "#theme=midnight&scheme=dark"))
    standard = edited_var(driver, "--vm-color-text-secondary")
    assert len(failing(driver)) == len(build_failures(example_site, "midnight", "dark")) > 0
    scroll_click(driver, driver.find_element(By.CSS_SELECTOR, '[data-lab-variant="contrast"]'))
    # The build's increased-contrast palette passes every pair of the built-in themes.
    expected = build_failures(example_site, "midnight", "dark", "increased-contrast")
    wait_for(driver, lambda: summary(driver).endswith("with increased contrast."), "the audit of the increased-contrast palette")
    assert summary(driver) == ("%d of 74 pairs fail in dark with increased contrast." % len(expected) if expected
                               else "All 74 pairs pass in dark with increased contrast."), summary(driver)
    assert [tuple(t.split(":")[0].split(" on ")) for t in failing(driver)] == expected
    assert edited_var(driver, "--vm-color-text-secondary") != standard, "the screens did not switch palettes"
    assert driver.execute_script(
        "return document.querySelector('.tp-screens.tp-lab-edited').getAttribute('data-contrast');") == "more"


def test_a_link_reproduces_the_edit_and_a_hostile_one_is_ignored_with_a_message(driver, example_site):
    fragment = "#theme=forest&scheme=dark&token=accent&dark.accent=1F3A2A&light.textSecondary=3C3C43@0.6"
    open_lab(driver, example_site.url("lab.html", fragment))
    assert driver.find_element(By.CSS_SELECTOR, "[data-lab-theme]").get_attribute("value") == "forest"
    assert driver.find_element(By.CSS_SELECTOR, '[data-lab-scheme][value="dark"]').is_selected()
    assert driver.find_element(By.CSS_SELECTOR, "[data-lab-text]").get_attribute("value") == "#1F3A2A"
    css = edited_css(driver)
    assert '.tp-lab-edited[data-scheme="dark"]{' in css and "--vm-color-accent:#1F3A2A" in css, css[:400]
    assert "--vm-color-text-secondary:#3C3C4399" in css, css[:400]
    assert summary(driver).endswith("pairs fail in dark."), summary(driver)
    link = driver.execute_script("return location.hash;")
    assert "dark.accent=1F3A2A" in link and "light.textSecondary=3C3C43@0.6" in link, link

    # Another browser opening the link: a fresh load shows the same theme, byte for byte.
    driver.get("about:blank")
    open_lab(driver, example_site.url("lab.html", link))
    assert edited_css(driver) == css

    hostile = ("#theme=%3Cimg%20src%3Dx%20onerror%3Dwindow.pwned%3D1%3E&dark.accent=zzz"
               "&light.nope=FFFFFF&scheme=%3Cb%3E&%E0%A4%A")
    driver.get("about:blank")
    open_lab(driver, example_site.url("lab.html", hostile))
    wait_for(driver, lambda: status(driver), "a message about the link")
    assert status(driver) == ("Parts of the link were not understood and are left out: theme <img src=x onerror=window.pwned=1>, "
                              "dark.accent, light.nope, scheme <b>, %E0%A4%A."), status(driver)
    assert driver.execute_script("return window.pwned === undefined && !document.querySelector('[data-lab-status] *');")
    assert driver.find_element(By.CSS_SELECTOR, "[data-lab-theme]").get_attribute("value") == "default"
    assert "--vm-color-accent:#2596BE" in edited_css(driver)

    driver.get("about:blank")
    open_lab(driver, example_site.url("lab.html", "#theme=forest&light.accent=" + "A" * 9000))
    assert status(driver) == ("Parts of the link were not understood and are left out: "
                              "the whole link (longer than 8192 characters)."), status(driver)


def downloads_to(driver, folder):
    folder.mkdir(parents=True, exist_ok=True)
    driver.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(folder)})


def downloaded(driver, path):
    wait_for(driver, lambda: path.is_file() and path.stat().st_size > 0, "%s to be downloaded" % path.name)
    return path.read_text(encoding="utf-8")


def download(driver, action, folder, name):
    """Clicks the lab's download button `action` ("download-theme", "download-dtcg") with
    downloads going to `folder`, and returns the text of the file `name` it saves."""
    downloads_to(driver, folder)
    scroll_click(driver, driver.find_element(By.CSS_SELECTOR, '[data-lab-action="%s"]' % action))
    return downloaded(driver, folder / name)


def test_a_downloaded_theme_file_rebuilds_exactly_what_the_lab_showed(driver, workdir):
    """Ocean is a theme file (parent default): the lab edits it as written, and the
    downloaded file, put in place of the original, builds the lab's colors byte for byte."""
    site = workdir / "lab-brand"
    shutil.copytree(REPO / "examples" / "brand-site", site)
    first = build_site(site, workdir / "lab-brand-out", "the lab's brand site")
    open_lab(driver, first.url("lab.html", "#theme=ocean&scheme=dark&light.accent=7A3FC4"
                                           "&dark.textSecondary=AAAAAA@0.7&dark.syntax.keyword=FF8800"))
    css = edited_css(driver)
    folder = workdir / "lab-downloads-theme"
    text = download(driver, "download-theme", folder, "ocean.theme.json")
    assert json.loads(text) == {
        "name": "Ocean", "parent": "default",
        "accent": {"light": "#7A3FC4", "dark": "#5AA9FF"},
        "dark": {"textSecondary": "rgb(170 170 170 / 70%)", "syntax.keyword": "#FF8800"},
    }, text
    assert status(driver) == "Downloaded ocean.theme.json: put it in tokens/ in place of ocean.theme.json."
    (site / "tokens" / "ocean.theme.json").write_text(text, encoding="utf-8")
    second = build_site(site, workdir / "lab-brand-out-2", "the brand site with the lab's file")
    assert theme_css(second, "ocean") == as_root(css)
    assert theme_css(second, "ocean") != theme_css(first, "ocean")


def test_a_downloaded_dtcg_document_rebuilds_exactly_what_the_lab_showed(driver, workdir):
    site = workdir / "lab-dtcg"
    write_site(site, {"a.md": "# A\n"}, "title: DTCG round trip\n")
    first = build_site(site, workdir / "lab-dtcg-out", "the DTCG site")
    open_lab(driver, first.url("lab.html", "#theme=forest&scheme=light&dark.accent=1F3A2A&light.separator=102030@0.25"))
    css = edited_css(driver)
    folder = workdir / "lab-downloads-dtcg"
    text = download(driver, "download-dtcg", folder, "forest.resolver.json")
    document = json.loads(text)
    assert list(document["modifiers"]["accent"]["contexts"]) == ["forest"], document["modifiers"]["accent"]
    palette = document["modifiers"]["accent"]["contexts"]["forest"][0]["palette"]
    assert palette["dark"]["accent"]["$value"] == {"colorSpace": "srgb", "components": [0.121569, 0.227451, 0.164706], "hex": "#1f3a2a"}
    assert palette["light"]["separator"]["$value"]["alpha"] == 0.25
    (site / "tokens").mkdir()
    (site / "tokens" / "forest.resolver.json").write_text(text, encoding="utf-8")
    second = build_site(site, workdir / "lab-dtcg-out-2", "the site with the lab's DTCG document")
    assert theme_css(second, "forest") == as_root(css)


@pytest.mark.parametrize("width", [390, 1280])
def test_the_audits_failing_pairs_fit_their_panel(driver, example_site, width):
    # Long pair names and fixes wrap inside the panel; the pair table scrolls inside it.
    driver.set_window_size(width, 900)
    try:
        open_lab(driver, example_site.url("lab.html", "#theme=default&scheme=light&token=textPrimary&light.textPrimary=C4C4C4"))
        assert len(failing(driver)) > 10
        overflow = driver.execute_script("""
            var panel = document.querySelector('.tp-lab-audit'), pairs = panel.querySelector('.tp-lab-pairs');
            panel.scrollIntoView(); pairs.open = true;
            var box = panel.getBoundingClientRect(), right = box.right - parseFloat(getComputedStyle(panel).paddingRight) + 0.5;
            var wide = Array.prototype.filter.call(panel.querySelectorAll('[data-lab-failing] *, .tp-lab-pairs'), function (e) {
              return e.getBoundingClientRect().right > right; }).map(function (e) { return e.tagName + ' ' + e.textContent.slice(0, 40); });
            return {wide: wide, page: document.documentElement.scrollWidth - document.documentElement.clientWidth};""")
        assert overflow == {"wide": [], "page": 0}, overflow
    finally:
        driver.set_window_size(1280, 900)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_lab_is_axe_clean_with_failing_pairs_and_the_original_beside_it(driver, example_site, scheme):
    emulate_scheme(driver, scheme)
    open_lab(driver, example_site.url("lab.html", "#theme=sunset&scheme=%s&%s.accent=BBBBBB" % (scheme, scheme)))
    assert failing(driver), "expected failing pairs to be listed"
    scroll_click(driver, driver.find_element(By.CSS_SELECTOR, "[data-lab-compare]"))
    driver.execute_script("document.querySelector('.tp-lab-pairs').open = true;")
    results = run_axe(driver)
    assert "error" not in results, "axe failed: %s" % results.get("error")
    assert not results["violations"], "lab.html (OS %s): axe-core violations:\n%s" % (scheme, describe(results["violations"]))


def test_the_lab_works_from_the_keyboard(driver, example_site):
    open_lab(driver, example_site.url("lab.html", "#theme=default&scheme=light"))
    driver.find_element(By.CSS_SELECTOR, "[data-lab-theme]").send_keys(Keys.END)  # the last theme: Rose
    wait_for(driver, lambda: driver.find_element(By.CSS_SELECTOR, "[data-lab-theme]").get_attribute("value") == "rose",
             "the theme picker to move to Rose")
    seen = []
    for _ in range(60):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        active = driver.execute_script("var e = document.activeElement; return e.id || e.getAttribute('data-lab-action') || e.tagName;")
        seen.append(active)
        assert focus_indicator(driver), "no focus indicator on %s" % active
        if active == "lab-text":
            break
    assert seen[-1] == "lab-text", "Tab never reached the color field: %r" % seen
    assert "lab-token" in seen and seen.index("lab-token") < seen.index("lab-text"), seen
    ActionChains(driver).key_down(Keys.CONTROL).send_keys("a").key_up(Keys.CONTROL).perform()
    ActionChains(driver).send_keys("oklch(0.9 0.02 20)", Keys.ENTER).perform()
    wait_for(driver, lambda: failing(driver), "the pale accent to fail pairs")
    for _ in range(80):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        if driver.execute_script("return !!document.activeElement.closest('[data-lab-failing]');"):
            break
    label = driver.switch_to.active_element.text
    assert label.startswith("Use #"), "Tab never reached a suggested fix; at %r" % label
    assert focus_indicator(driver), "no focus indicator on %r" % label
    count = len(failing(driver))
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    wait_for(driver, lambda: len(failing(driver)) < count, "Enter on the fix to apply it")


class Serve:
    """`theme-preview serve` on a free port, its output in a file."""

    def __init__(self, site, log):
        self.log = log
        self.out = open(log, "w")
        self.process = subprocess.Popen([str(BINARY), "serve", str(site), "--port", "0"],
                                         stdout=self.out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + SERVE_SECONDS
        while True:
            found = re.search(r"at (http://127\.0\.0\.1:\d+/)", log.read_text())
            if found:
                self.url = found.group(1)
                return
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                pytest.fail("serve did not start:\n%s" % log.read_text())
            time.sleep(0.1)

    def output(self):
        return self.log.read_text()

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(30)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.out.close()


@pytest.fixture
def served(workdir, request):
    site = workdir / ("served-" + request.node.name.replace("[", "-").replace("]", ""))
    write_site(site, {"a.md": "# A\n"}, "title: Served lab\n")
    server = Serve(site, workdir / (site.name + ".log"))
    yield site, server
    server.stop()


def wait_version_read(driver, theme_id):
    """Until the lab has read the theme file's version from serve (the base of a save)."""
    wait_for(driver, lambda: driver.execute_script(
        "var save = document.querySelector('[data-lab-action=save]');"
        "return !save.hidden && save.getAttribute('data-read') === arguments[0];", theme_id),
        "the lab to read tokens/%s.theme.json from serve" % theme_id)


def test_save_under_serve_writes_the_theme_file_and_the_page_reloads(driver, served):
    site, server = served
    theme_file = site / "tokens" / "forest.theme.json"
    open_lab(driver, server.url + "lab.html#theme=forest&scheme=light&light.accent=0A5FD1")
    wait_version_read(driver, "forest")
    driver.execute_script("window.beforeTheSave = true;")
    scroll_click(driver, driver.find_element(By.CSS_SELECTOR, '[data-lab-action="save"]'))
    wait_for(driver, theme_file.is_file, "the save to write tokens/forest.theme.json", timeout=SERVE_SECONDS)
    assert theme_file.read_text() == '{\n  "name": "Forest",\n  "accent": {\n    "light": "#0A5FD1"\n  }\n}\n'
    wait_for(driver, lambda: driver.execute_script("return window.beforeTheSave === undefined && "
                                                   "!!document.querySelector('[data-lab-summary]').textContent;"),
             "live reload after the save", timeout=SERVE_SECONDS)
    # The reloaded lab starts from the saved file, with no edits left in the link.
    assert "light.accent" not in driver.execute_script("return location.hash;")
    # serve writes the lab's data with the pages it defers, after the first
    # reload: the lab reloads again then, and shows the saved theme.
    original_script = "return document.querySelector('style[data-lab-style=original]').textContent;"
    wait_for(driver, lambda: "--vm-color-accent:#0A5FD1" in driver.execute_script(original_script),
             "the lab to show the saved accent", timeout=SERVE_SECONDS)
    assert "Saved tokens/forest.theme.json from the theme lab" in server.output()


def test_a_save_over_a_file_changed_on_disk_is_refused_and_loses_nothing(driver, served):
    site, server = served
    theme_file = site / "tokens" / "forest.theme.json"
    theme_file.parent.mkdir(exist_ok=True)
    theme_file.write_text('{"accent": "#0A5FD1"}\n')
    wait_for(driver, lambda: "tokens/forest.theme.json changed" in server.output(), "serve to take in the file",
             timeout=SERVE_SECONDS)
    # The page's live-reload connection is down (a laptop lid closed, a proxy): the lab
    # keeps the version it read while the file changes under it.
    script = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                                    {"source": "window.EventSource = undefined;"})
    try:
        open_lab(driver, server.url + "lab.html#theme=forest&scheme=light&light.accent=225588")
        wait_version_read(driver, "forest")
        theme_file.write_text('{"accent": "#AA3300"}\n')
        scroll_click(driver, driver.find_element(By.CSS_SELECTOR, '[data-lab-action="save"]'))
        wait_for(driver, lambda: "changed" in status(driver), "the conflict to be reported", timeout=SERVE_SECONDS)
        assert "Your edits are kept here" in status(driver), status(driver)
        assert theme_file.read_text() == '{"accent": "#AA3300"}\n'
        assert "--vm-color-accent:#225588" in edited_css(driver)
        assert "light.accent=225588" in driver.execute_script("return location.hash;")
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})


def test_a_save_from_another_origin_is_refused(driver, served):
    """A page of another origin (localhost is not 127.0.0.1 to a browser) holding serve's
    key still cannot save: the browser's preflight gets no CORS, and a simple request
    without the key is refused by serve."""
    site, server = served
    theme_file = site / "tokens" / "forest.theme.json"
    other = server.url.replace("127.0.0.1", "localhost")
    driver.get(other + "index.html")
    key = re.search(r'var SECRET = "([0-9a-f]+)"', driver.page_source)
    assert key, "the served page carries the save client"
    answer = driver.execute_async_script("""
        var done = arguments[arguments.length - 1], target = arguments[0], key = arguments[1];
        var body = JSON.stringify({text: '{"accent": "#000000"}\\n', base: null});
        fetch(target, {method: 'POST', headers: {'X-Theme-Preview-Secret': key, 'Content-Type': 'application/json'}, body: body})
          .then(function (r) { return 'answered ' + r.status; }, function (e) { return 'blocked'; })
          .then(function (first) {
            return fetch(target, {method: 'POST', mode: 'no-cors', headers: {'Content-Type': 'text/plain'}, body: body})
              .then(function () { return first + ', sent'; }, function () { return first + ', blocked'; });
          }).then(done);
        """, server.url + "__theme-preview/themes/forest", key.group(1))
    assert answer == "blocked, sent", answer
    wait_for(driver, lambda: "Refused to save a theme file" in server.output(), "serve to log the refusal")
    assert not theme_file.exists(), theme_file.read_text()


def test_a_drag_restyles_the_screens_in_view_and_the_rest_catch_up(driver, example_site):
    """While a slider moves, only the screens in view are restyled each frame; the others
    have the edit once the drag settles, and the stylesheet is the edited theme's."""
    open_lab(driver, example_site.url("lab.html", "#theme=forest&scheme=light&token=accent"))
    accents = ("return Array.prototype.map.call(document.querySelectorAll('.tp-screens > .tp-screen-figure'),"
               " function (f) { return getComputedStyle(f).getPropertyValue('--vm-color-accent').trim(); });")
    before = driver.execute_script(accents)
    driver.execute_script(
        "var s = document.querySelector('[data-lab-slider=\"h\"]'); s.value = '20';"
        "s.dispatchEvent(new Event('input', {bubbles: true}));")
    after = wait_for(driver, lambda: (lambda a: a if len(set(a)) == 1 and a != before else None)(driver.execute_script(accents)),
                     "every screen to have the dragged accent")
    assert after[0] != before[0], (before, after)
    wait_for(driver, lambda: "--vm-color-accent:%s" % after[0] in edited_css(driver), "the stylesheet to follow the drag")

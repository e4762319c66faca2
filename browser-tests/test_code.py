"""Highlighted code: colors from the theme's syntax tokens, recolored by a theme or scheme
switch without re-rendering; pinned docs show their own theme's code colors without
JavaScript; the copy button copies a shell session's commands alone, and a block with
marked lines as written; marked lines are tinted across the block; axe finds no contrast
failure in code (marked lines included) in any theme or scheme."""

import json

import pytest
from selenium.webdriver.common.by import By

from conftest import build_site, write_site
from support import (
    assert_color, assert_eq, click_radio_label, click_theme, css_var, html_attr, page_name, scroll_click, wait_for,
)
from axe_runner import axe_source
from test_publish import clipboard_text, grant_clipboard

THEMES = ["default", "midnight", "forest", "sunset", "lavender", "rose"]

CODE_DOCS = {
    "code.md": """\
        # Code

        ```swift
        /// A theme.
        struct Theme { let name = "Forest"; var size: Int = 0x1F }
        ```

        ```console
        $ swift build -c release
        Building for production...
        $ ls \\
          -la
        total 0
        ```

        ```diff
        @@ -1,2 +1,2 @@
        -let accent = "#2596BE"
        +let accent = "#059669"
         let other = 1
        ```

        ```html
        <a href="x.html" class="k">Hi &amp; bye</a><script>var s = "t";</script>
        ```

        ```swift {2}
        let a = 1
        let b = "x" // y, and a comment long enough to make the block scroll sideways on a narrow window
        ```

        ```text hl_lines="1 3"
        one & <two>
        three
        four
        ```
        """,
    "pinned.md": """\
        ---
        theme: forest
        scheme: dark
        ---
        # Pinned

        ```swift
        let x = "y" // z
        ```
        """,
}


@pytest.fixture(scope="module")
def code_site(workdir):
    site = workdir / "code-site"
    write_site(site, CODE_DOCS, "title: Code test site\n")
    return build_site(site, workdir / "code-out", "the code site")


def computed_color(driver, selector):
    return driver.execute_script(
        "var el = document.querySelector(arguments[0]); return el ? getComputedStyle(el).color : null;", selector)


def test_code_recolors_on_theme_and_scheme_switch(driver, code_site):
    driver.get(code_site.url("docs/code.html"))
    keyword = driver.find_element(By.CSS_SELECTOR, "code.language-swift hl-k")
    before = computed_color(driver, "code.language-swift hl-k")
    assert_color(driver, before, css_var(driver, "--vm-syntax-keyword"), "a keyword's color")
    assert_color(driver, computed_color(driver, "code.language-swift hl-s"), css_var(driver, "--vm-syntax-string"), "a string's color")
    background = driver.execute_script("return getComputedStyle(document.querySelector('.tp-prose pre')).backgroundColor")
    assert_color(driver, background, css_var(driver, "--vm-syntax-background"), "the code block's background")

    toggle = driver.find_element(By.CSS_SELECTOR, "header button[aria-controls=appearance-panel]")
    scroll_click(driver, toggle)
    panel = driver.find_element(By.ID, toggle.get_attribute("aria-controls"))
    click_theme(driver, "rose", panel)
    click_radio_label(driver, "appearance", "dark", panel)
    assert_eq(driver, html_attr(driver, "data-theme"), "rose", "<html data-theme> after Rose")
    after = computed_color(driver, "code.language-swift hl-k")
    assert_color(driver, after, css_var(driver, "--vm-syntax-keyword"), "the keyword's color after Rose dark")
    assert after != before, "%s: the keyword kept its color %s after switching to Rose dark" % (page_name(driver), before)
    # The same element: recolored through the variables, not rendered again.
    assert keyword.is_displayed() and keyword.text == "struct"


def test_pinned_docs_show_their_themes_code_colors_without_javascript(nojs_driver, code_site):
    nojs_driver.get(code_site.url("docs/pinned.html"))
    keyword = computed_color(nojs_driver, "code.language-swift hl-k")
    assert_color(nojs_driver, keyword, css_var(nojs_driver, "--vm-syntax-keyword"), "the pinned doc's keyword color")
    nojs_driver.get(code_site.url("docs/code.html"))
    default_keyword = computed_color(nojs_driver, "code.language-swift hl-k")
    assert keyword != default_keyword, "Forest dark's keyword color is the default page's (%s)" % keyword


def test_the_copy_button_copies_console_commands_without_prompts_or_output(driver, code_site):
    driver.get(code_site.url("docs/code.html"))
    try:
        grant_clipboard(driver)
    except Exception:
        pass
    button = driver.find_element(By.CSS_SELECTOR, "pre:has(code.language-console) .tp-copy-code")
    scroll_click(driver, button)
    wait_for(driver, lambda: button.text in ("Copied", "Copy failed"), "the copy button to answer")
    assert_eq(driver, button.text, "Copied", "the console block's copy button")
    assert_eq(driver, clipboard_text(driver), "swift build -c release\nls \\\n  -la\n", "what the console block's copy button copied")


def test_diff_lines_are_tinted_across_the_block(driver, code_site):
    driver.get(code_site.url("docs/code.html"))
    widths = driver.execute_script("""
        var pre = document.querySelector('pre:has(code.language-diff)');
        var line = pre.querySelector('.hl-line-i');
        return {pre: pre.clientWidth, line: line.getBoundingClientRect().width,
                background: getComputedStyle(line).backgroundColor, text: line.textContent};
    """)
    assert widths["line"] >= widths["pre"] - 1, "an added line is %.0f px wide in a %.0f px block" % (widths["line"], widths["pre"])
    assert_color(driver, widths["background"], css_var(driver, "--vm-syntax-inserted-background"), "an added line's background")
    assert widths["text"].startswith("+let accent"), "the added line's + is gone: %r" % widths["text"]


def test_the_copy_button_copies_a_block_with_marked_lines_as_written(driver, code_site):
    driver.get(code_site.url("docs/code.html"))
    try:
        grant_clipboard(driver)
    except Exception:
        pass
    expected = [
        'let a = 1\nlet b = "x" // y, and a comment long enough to make the block scroll sideways on a narrow window\n',
        "one & <two>\nthree\nfour\n",
    ]
    blocks = driver.find_elements(By.CSS_SELECTOR, "pre:has(.tp-line-marked)")
    assert_eq(driver, len(blocks), 2, "blocks with marked lines")
    for block, text in zip(blocks, expected):
        button = block.find_element(By.CSS_SELECTOR, ".tp-copy-code")
        scroll_click(driver, button)
        wait_for(driver, lambda: button.text in ("Copied", "Copy failed"), "the copy button to answer")
        assert_eq(driver, button.text, "Copied", "a marked block's copy button")
        assert_eq(driver, clipboard_text(driver), text, "what a marked block's copy button copied")


def test_marked_lines_are_tinted_across_the_block(driver, code_site):
    driver.set_window_size(700, 900)
    try:
        driver.get(code_site.url("docs/code.html"))
        found = driver.execute_script("""
            var pre = document.querySelector('pre:has(code.language-swift .tp-line-marked)');
            var lines = pre.querySelectorAll('.tp-line-marked');
            var line = lines[0];
            return {count: lines.length, pre: pre.scrollWidth, line: line.getBoundingClientRect().width,
                    background: getComputedStyle(line).backgroundColor, text: line.textContent};
        """)
        assert_eq(driver, found["count"], 1, "marked lines in the Swift block")
        # The long line scrolls: its tint reaches the end of the scrolled width.
        assert found["line"] >= found["pre"] - 1, "a marked line is %.0f px wide in a block %.0f px wide scrolled" % (
            found["line"], found["pre"])
        assert_color(driver, found["background"], css_var(driver, "--vm-syntax-marked-background"), "a marked line's background")
        assert found["text"].startswith('let b = "x"') and found["text"].endswith("window\n"), \
            "the marked line's text is %r" % found["text"]
    finally:
        driver.set_window_size(1280, 900)


AXE_CODE_CONTRAST = """
var done = arguments[arguments.length - 1];
axe.run({include: [['.tp-prose pre']]}, {runOnly: {type: 'rule', values: ['color-contrast']}, resultTypes: ['violations']})
  .then(function (r) { done(JSON.stringify(r.violations.map(function (v) {
      return v.nodes.map(function (n) { return n.target.join(' ') + ': ' + n.failureSummary; }); }))); },
        function (e) { done('ERROR ' + e); });
"""


@pytest.mark.parametrize("theme", THEMES)
def test_axe_finds_no_contrast_failure_in_code(driver, code_site, theme):
    for scheme in ("light", "dark"):
        driver.get(code_site.url("docs/code.html", "?theme=%s&scheme=%s" % (theme, scheme)))
        assert_eq(driver, html_attr(driver, "data-theme"), theme, "<html data-theme>")
        driver.execute_script(axe_source())
        driver.set_script_timeout(120)
        result = driver.execute_async_script(AXE_CODE_CONTRAST)
        assert not result.startswith("ERROR"), result
        failures = [node for rule in json.loads(result) for node in rule]
        assert failures == [], "%s %s %s: contrast failures in code: %s" % (page_name(driver), theme, scheme, failures[:5])

"""Tabs: Material for MkDocs' content tabs, MDX's <Tabs> and Docusaurus' tab blocks are one markup and one script.
With JavaScript each set is an ARIA tab list that works by keyboard, shows one panel,
switches with the sets of its sync group and remembers an MDX group's choice; a link into a
hidden panel opens it. Without JavaScript every panel shows under its label."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import build_site, write_site
from support import assert_eq, wait_for

TABS_DOCS = {
    "content-tabs.md": """\
        # Content tabs

        === "macOS"

            Run the macOS installer.

        === "Windows"

            Run the Windows installer.

            ### Deep in Windows

            Hidden at first.

        Between the sets.

        === "macOS"

            Second set, macOS.

        === "Windows"

            Second set, Windows.

        [To the deep heading](#deep-in-windows)
        """,
    "mdx-tabs.mdx": """\
        # MDX tabs

        <Tabs groupId="pm">
          <TabItem value="npm" label="npm">
            npm in the first set.
          </TabItem>
          <TabItem value="yarn" label="Yarn">
            Yarn in the first set.
          </TabItem>
          <TabItem value="pnpm" label="pnpm">
            pnpm in the first set.
          </TabItem>
        </Tabs>

        <Tabs groupId="pm">
          <TabItem value="npm" label="npm">
            npm in the second set.
          </TabItem>
          <TabItem value="yarn" label="Yarn">
            Yarn in the second set.
          </TabItem>
        </Tabs>
        """,
    "mdx-again.mdx": """\
        # MDX again

        <Tabs groupId="pm">
          <TabItem value="npm" label="npm">
            npm on another page.
          </TabItem>
          <TabItem value="yarn" label="Yarn">
            Yarn on another page.
          </TabItem>
        </Tabs>
        """,
    "tab-blocks.md": """\
        # Tab blocks

        ```js tab title="jest.config.js"
        module.exports = {};
        ```

        ```ts tab={"span":2} title="jest.config.ts"
        export default {};
        ```

        ```ts title="types.ts"
        export type A = string;
        ```

        Between the sets.

        ```js tab
        first();
        ```

        ```ts tab
        first<T>();
        ```
        """,
    "tab-blocks-again.md": """\
        # Tab blocks again

        ```js tab
        again();
        ```

        ```ts tab
        again<T>();
        ```
        """,
}

STATE = """
return Array.prototype.map.call(document.querySelectorAll('.tp-tabs'), function (set) {
  var tabs = set.querySelectorAll(':scope > [role=tablist] > [role=tab]');
  var panels = Array.prototype.filter.call(set.children, function (c) { return c.classList.contains('tp-tab-panel'); });
  return {
    tabs: Array.prototype.map.call(tabs, function (t) {
      return {text: t.textContent.trim(), selected: t.getAttribute('aria-selected'), tabindex: t.getAttribute('tabindex'),
              controls: t.getAttribute('aria-controls'), id: t.id};
    }),
    panels: panels.map(function (p) {
      return {id: p.id, role: p.getAttribute('role'), labelledby: p.getAttribute('aria-labelledby'),
              visible: p.offsetParent !== null, text: p.textContent.trim()};
    })
  };
});
"""


@pytest.fixture(scope="module")
def tabs_site(workdir):
    site = workdir / "tabs-site"
    write_site(site, TABS_DOCS, "title: Tabs test site\n")
    return build_site(site, workdir / "tabs-out", "the tabs site")


def state(driver):
    return driver.execute_script(STATE)


def selected(driver):
    """Each set's selected tab's text, and which of its panels show."""
    return [([t["text"] for t in s["tabs"] if t["selected"] == "true"],
             [p["visible"] for p in s["panels"]]) for s in state(driver)]


def wait_selected(driver, expected, what):
    last = []

    def check():
        last[:] = [selected(driver)]
        return last[0] == expected
    try:
        wait_for(driver, check, what)
    except AssertionError:
        raise AssertionError("%s: expected %r, found %r" % (what, expected, last[0]))


def tab(driver, set_index, text):
    sets = driver.find_elements(By.CSS_SELECTOR, ".tp-tabs")
    for element in sets[set_index].find_elements(By.CSS_SELECTOR, "[role=tab]"):
        if element.text.strip() == text:
            return element
    raise AssertionError("no tab %r in set %d" % (text, set_index))


def test_content_tabs_are_aria_tabs_by_keyboard_and_linked_by_label(driver, tabs_site):
    driver.get(tabs_site.url("docs/content-tabs.html"))
    wait_selected(driver, [(["macOS"], [True, False]), (["macOS"], [True, False])], "the first tab of each set shown")
    sets = state(driver)
    ids = set()
    for s in sets:
        for t, p in zip(s["tabs"], s["panels"]):
            assert_eq(driver, t["controls"], p["id"], "a tab's aria-controls names its panel")
            assert_eq(driver, p["labelledby"], t["id"], "a panel's aria-labelledby names its tab")
            assert_eq(driver, p["role"], "tabpanel", "a panel's role")
            ids.update([t["id"], p["id"]])
        assert_eq(driver, [t["tabindex"] for t in s["tabs"]], ["0", "-1"], "roving tabindex")
    assert_eq(driver, len(ids), 8, "ids unique on the page")

    first = tab(driver, 0, "macOS")
    first.click()
    first.send_keys(Keys.ARROW_RIGHT)
    wait_selected(driver, [(["Windows"], [False, True]), (["Windows"], [False, True])],
                  "ArrowRight chooses Windows, and the linked set follows")
    wait_for(driver, lambda: driver.execute_script("return document.activeElement.textContent.trim()") == "Windows"
             and driver.execute_script("return document.activeElement.closest('.tp-tabs')")
             == driver.find_elements(By.CSS_SELECTOR, ".tp-tabs")[0], "focus on the first set's Windows tab")
    assert_eq(driver, [t["tabindex"] for t in state(driver)[0]["tabs"]], ["-1", "0"], "roving tabindex after ArrowRight")

    driver.switch_to.active_element.send_keys(Keys.HOME)
    wait_selected(driver, [(["macOS"], [True, False]), (["macOS"], [True, False])], "Home chooses the first tab")
    driver.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
    wait_selected(driver, [(["Windows"], [False, True]), (["Windows"], [False, True])], "ArrowLeft wraps to the last tab")


def test_a_link_into_a_hidden_panel_opens_it(driver, tabs_site):
    driver.get(tabs_site.url("docs/content-tabs.html"))
    wait_selected(driver, [(["macOS"], [True, False]), (["macOS"], [True, False])], "the first tab of each set shown")
    link = driver.find_element(By.LINK_TEXT, "To the deep heading")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", link)
    link.click()
    wait_for(driver, lambda: selected(driver)[0] == (["Windows"], [False, True]), "the link opens the Windows panel")
    wait_for(driver, lambda: driver.find_element(By.ID, "deep-in-windows").is_displayed(), "the heading shows")


def test_mdx_tabs_sync_by_group_and_remember_the_choice(driver, tabs_site):
    driver.get(tabs_site.url("docs/mdx-tabs.html"))
    wait_selected(driver, [(["npm"], [True, False, False]), (["npm"], [True, False])], "npm shown in both sets")
    first = tab(driver, 0, "npm")
    first.click()
    first.send_keys(Keys.ARROW_RIGHT)
    wait_selected(driver, [(["Yarn"], [False, True, False]), (["Yarn"], [False, True])],
                  "ArrowRight chooses Yarn in both sets of the group")
    driver.switch_to.active_element.send_keys(Keys.END)
    wait_selected(driver, [(["pnpm"], [False, False, True]), (["Yarn"], [False, True])],
                  "End chooses pnpm; the other set has none, so it keeps Yarn")
    tab(driver, 1, "Yarn").click()
    wait_selected(driver, [(["Yarn"], [False, True, False]), (["Yarn"], [False, True])], "a click chooses Yarn in both")

    driver.get(tabs_site.url("docs/mdx-again.html"))
    wait_selected(driver, [(["Yarn"], [False, True])], "another page's pm set opens on the remembered Yarn")


def test_tab_blocks_sync_by_language_and_remember_the_choice(driver, tabs_site):
    driver.get(tabs_site.url("docs/tab-blocks.html"))
    wait_selected(driver, [(["JavaScript"], [True, False]), (["JavaScript"], [True, False])], "JavaScript shown in both sets")
    tab(driver, 1, "TypeScript").click()
    wait_selected(driver, [(["TypeScript"], [False, True]), (["TypeScript"], [False, True])],
                  "a click chooses TypeScript in both sets")
    shown = driver.execute_script(
        "return Array.prototype.filter.call(document.querySelectorAll('.tp-tabs')[0].querySelectorAll('figcaption'),"
        " function (c) { return c.offsetParent !== null; }).map(function (c) { return c.textContent; });")
    assert_eq(driver, shown, ["jest.config.ts", "types.ts"], "a span's tab shows both its blocks, with their titles")

    driver.get(tabs_site.url("docs/tab-blocks-again.html"))
    wait_selected(driver, [(["TypeScript"], [False, True])], "another page's tab blocks open on the remembered TypeScript")


def test_without_javascript_every_panel_shows_under_its_label(nojs_driver, tabs_site):
    for page, labels in (("docs/content-tabs.html", ["macOS", "Windows", "macOS", "Windows"]),
                         ("docs/mdx-tabs.html", ["npm", "Yarn", "pnpm", "npm", "Yarn"])):
        nojs_driver.get(tabs_site.url(page))
        found = [label.text.strip() for label in nojs_driver.find_elements(By.CSS_SELECTOR, ".tp-tab-label")
                 if label.is_displayed()]
        assert_eq(nojs_driver, found, labels, "every label shows on %s" % page)
        panels = nojs_driver.find_elements(By.CSS_SELECTOR, ".tp-tab-panel")
        assert all(panel.is_displayed() for panel in panels), "%s: every panel shows" % page
        assert not nojs_driver.find_elements(By.CSS_SELECTOR, "[role=tablist]"), "%s: no tab list" % page

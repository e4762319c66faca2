"""The docs drawer and the outline at phone (390), tablet (768), laptop (1024) and desktop
(1440) widths.

At 800px and below the docs sidebar is a drawer behind the header's Menu button: a popover,
so it opens without JavaScript too; with it, the button says whether the drawer is open
(aria-expanded), focus goes to the page's own entry and stays in the drawer until Escape,
a click outside, Close or a link closes it, and then returns to the button. The outline
("On this page") is the side column above 1100px and, below, a disclosure at the top of
the content, closed until opened. At 390px the page's h1 starts within the first 300px
of the window, on this repository's site and on a docs folder of a thousand pages."""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from axe_runner import describe, run_axe
from conftest import thousand_docs_page
from support import emulate_scheme, focus_indicator, page_name, wait_for
from test_responsive import assert_no_horizontal_scroll

WIDTHS = [390, 768, 1024, 1440]
DRAWER_WIDTHS = [390, 768]
# A phone: the 390x844 window of the issue, whose viewport is 390x701 below the browser's bars.
PHONE = (390, 701)
H1_LIMIT = 300
# Deep in the thousand-docs site: its folders (Section 7, its topic 4) must open in the drawer.
DEEP_PAGE = thousand_docs_page(7, 4, 9)
DEEP_TITLE = "Configuring the widgets of section 7, topic 4, page 9"
FOCUSABLE = "a[href], button, summary"


def press(driver, *keys):
    ActionChains(driver).send_keys(*keys).perform()


def shift_tab(driver):
    ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()


def active_matches(driver, selector):
    return driver.execute_script("return !!document.activeElement && document.activeElement.matches(arguments[0]);",
                                 selector)


def describe_focus(driver):
    return driver.execute_script(
        "var e = document.activeElement; return e ? e.outerHTML.slice(0, 120) : 'nothing';")


def tab_until(driver, selector, what, limit=40):
    for _ in range(limit):
        press(driver, Keys.TAB)
        if active_matches(driver, selector):
            return
    raise AssertionError("%s: %d presses of Tab never reached %s; last focused: %s" % (
        page_name(driver), limit, what, describe_focus(driver)))


def drawer_state(driver):
    """[is the drawer open, the Menu button's aria-expanded, is focus in the drawer, is focus on the button]."""
    return driver.execute_script(
        "var d = document.getElementById('docs-nav'), b = document.querySelector('.tp-menu-toggle');"
        "return [d.matches(':popover-open'), b.getAttribute('aria-expanded'), d.contains(document.activeElement),"
        " document.activeElement === b];")


def wait_drawer(driver, opened, what):
    """Wait until the drawer is open (or closed) and the button says so."""
    expanded = "true" if opened else "false"
    return wait_for(driver, lambda: (lambda s: s if s[0] == opened and s[1] == expanded else None)(drawer_state(driver)),
                    "the drawer to be %s %s (expected aria-expanded=%s)" % ("open" if opened else "closed", what, expanded))


def current_entry_in_view(driver):
    """Where the page's own entry is in the open drawer: inside its box, below its sticky heading row."""
    return driver.execute_script(
        "var d = document.getElementById('docs-nav'), c = d.querySelector('.tp-tree [aria-current=page]');"
        "var top = d.querySelector('.tp-sidebar-top').getBoundingClientRect(), box = d.getBoundingClientRect(),"
        " r = c.getBoundingClientRect();"
        "return {text: c.textContent, top: r.top, bottom: r.bottom, below: top.bottom, end: Math.min(box.bottom, innerHeight),"
        " shown: r.top >= top.bottom - 0.5 && r.bottom <= Math.min(box.bottom, innerHeight) + 0.5};")


def whole_tree(driver):
    """Wait until the page's window of the docs has given way to the whole tree (a site of
    more than 100 docs: assets/docs-nav.js)."""
    wait_for(driver, lambda: driver.execute_script(
        "return !!document.querySelector('#docs-nav .tp-tree') && !document.querySelector('[data-shared-nav]');"),
        "the whole docs tree to replace the page's window of it")


def open_folders(driver):
    """The titles of the drawer's folders whose items show."""
    return driver.execute_script(
        "return [...document.querySelectorAll('#docs-nav .tp-tree-folder > details[open]')]"
        ".map(d => d.parentElement.querySelector(':scope > a').textContent);")


@pytest.mark.parametrize("width", WIDTHS)
def test_the_menu_button_shows_where_the_sidebar_is_a_drawer(driver, repo_site, viewport, width):
    viewport(width)
    for page in ("docs/getting-started.html", "docs/index.html"):
        driver.get(repo_site.url(page))
        button = driver.find_element(By.CSS_SELECTOR, ".tp-menu-toggle")
        sidebar = driver.find_element(By.CSS_SELECTOR, "#docs-nav .tp-sidebar")
        header_links = driver.find_element(By.CSS_SELECTOR, "header .tp-site-nav")
        narrow = width <= 800
        assert button.is_displayed() == narrow, "%s at %dpx: Menu button shown %s" % (page, width, button.is_displayed())
        assert sidebar.is_displayed() != narrow, "%s at %dpx: sidebar shown %s" % (page, width, sidebar.is_displayed())
        # On a phone the drawer holds the site links, so the header leaves them out.
        assert header_links.is_displayed() != narrow, "%s at %dpx: header links shown %s" % (
            page, width, header_links.is_displayed())
        if narrow:
            assert button.accessible_name == "Menu" and button.get_attribute("aria-expanded") == "false", (
                "%s: Menu button %r, aria-expanded %r" % (page, button.accessible_name, button.get_attribute("aria-expanded")))
            assert button.get_attribute("aria-controls") == "docs-nav"
    # Pages without the docs tree have no Menu button at all, and keep their site links.
    for page in ("index.html", "contrast.html", "matrix.html", "themes/forest/dark.html"):
        driver.get(repo_site.url(page))
        assert driver.find_elements(By.CSS_SELECTOR, ".tp-menu-toggle, #docs-nav") == [], (
            "%s at %dpx: a Menu button or drawer on a page without the docs tree" % (page, width))
        assert driver.find_element(By.CSS_SELECTOR, "header .tp-site-nav").is_displayed(), (
            "%s at %dpx: the header's site links are hidden" % (page, width))
        assert_no_horizontal_scroll(driver, width)


@pytest.mark.parametrize("width", DRAWER_WIDTHS)
def test_the_drawer_by_keyboard(driver, thousand_docs_site, viewport, width):
    viewport(width, 844)
    driver.get(thousand_docs_site.url(DEEP_PAGE))
    whole_tree(driver)
    tab_until(driver, ".tp-menu-toggle", "the Menu button")
    assert focus_indicator(driver), "the Menu button shows no focus ring"
    assert drawer_state(driver) == [False, "false", False, True]
    press(driver, Keys.ENTER)
    wait_drawer(driver, True, "after Enter on Menu")
    # Focus is on the page's own entry, in view, its folders open.
    assert active_matches(driver, '#docs-nav .tp-tree [aria-current="page"]'), (
        "focus after opening: %s" % describe_focus(driver))
    entry = current_entry_in_view(driver)
    assert entry["text"] == "Configuring the widgets of section 7, topic 4, page 9" and entry["shown"], entry
    assert open_folders(driver) == ["Section 7", "Topic 04"], open_folders(driver)
    assert focus_indicator(driver), "the page's entry in the drawer shows no focus ring"
    assert_no_horizontal_scroll(driver, width, " with the drawer open")
    # Tab and Shift+Tab go round the drawer, never out of it.
    count = driver.execute_script(
        "return [...document.getElementById('docs-nav').querySelectorAll(arguments[0])]"
        ".filter(e => e.checkVisibility()).length;", FOCUSABLE)
    assert count > 10, "only %d focusable items in the drawer" % count
    for step in range(count + 2):
        press(driver, Keys.TAB)
        assert drawer_state(driver)[2], "Tab %d left the drawer for %s" % (step + 1, describe_focus(driver))
    for step in range(count + 2):
        shift_tab(driver)
        assert drawer_state(driver)[2], "Shift+Tab %d left the drawer for %s" % (step + 1, describe_focus(driver))
    # Escape closes it and puts focus back on the button.
    press(driver, Keys.ESCAPE)
    assert wait_drawer(driver, False, "after Escape")[3], "focus after Escape: %s" % describe_focus(driver)
    # Space opens it; its Close button closes it.
    press(driver, Keys.SPACE)
    wait_drawer(driver, True, "after Space on Menu")
    tab_until(driver, "#docs-nav .tp-drawer-close", "the drawer's Close button")
    assert focus_indicator(driver), "Close shows no focus ring"
    press(driver, Keys.ENTER)
    assert wait_drawer(driver, False, "after Enter on Close")[3], "focus after Close: %s" % describe_focus(driver)
    # A link in it opens its page.
    press(driver, Keys.ENTER)
    wait_drawer(driver, True, "opened again")
    press(driver, Keys.TAB)
    assert active_matches(driver, '#docs-nav .tp-tree a[href="page-10.html"]'), "Tab from page 9: %s" % describe_focus(driver)
    press(driver, Keys.ENTER)
    wait_for(driver, lambda: driver.current_url.endswith(thousand_docs_page(7, 4, 10)), "page 10 to open from the drawer")
    assert driver.find_element(By.CSS_SELECTOR, "main h1").text == "Configuring the widgets of section 7, topic 4, page 10"
    assert drawer_state(driver)[:2] == [False, "false"]


def click_at(driver, x, y):
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(x, y)
    actions.pointer_action.click()
    actions.perform()


@pytest.mark.parametrize("width", DRAWER_WIDTHS)
def test_the_drawer_by_pointer(driver, thousand_docs_site, viewport, width):
    viewport(width, 844)
    driver.get(thousand_docs_site.url(DEEP_PAGE))
    whole_tree(driver)
    button = driver.find_element(By.CSS_SELECTOR, ".tp-menu-toggle")
    button.click()
    assert wait_drawer(driver, True, "after a click on Menu")[2], "focus after opening: %s" % describe_focus(driver)
    assert current_entry_in_view(driver)["shown"], current_entry_in_view(driver)
    drawer = driver.find_element(By.ID, "docs-nav").rect
    assert drawer["x"] == 0 and drawer["width"] < width - 40 and drawer["height"] >= 843, drawer
    # The page behind does not scroll while the drawer is open.
    assert driver.execute_script("return getComputedStyle(document.documentElement).overflow") == "hidden"
    # A click beside the drawer closes it.
    click_at(driver, width - 10, 600)
    assert wait_drawer(driver, False, "after a click outside")[3], "focus after a click outside: %s" % describe_focus(driver)
    assert driver.execute_script("return getComputedStyle(document.documentElement).overflow") == "visible"
    # So does Close.
    button.click()
    wait_drawer(driver, True, "after a second click on Menu")
    driver.find_element(By.CSS_SELECTOR, "#docs-nav .tp-drawer-close").click()
    assert wait_drawer(driver, False, "after a click on Close")[3], "focus after Close: %s" % describe_focus(driver)
    # And a link: closed before the page changes (this one is kept from leaving).
    button.click()
    wait_drawer(driver, True, "after a third click on Menu")
    link = driver.find_element(By.CSS_SELECTOR, '#docs-nav .tp-tree a[href="page-08.html"]')
    driver.execute_script("arguments[0].addEventListener('click', function (e) { e.preventDefault(); });", link)
    link.click()
    assert wait_drawer(driver, False, "after a click on a link")[3], "focus after a link: %s" % describe_focus(driver)
    assert driver.current_url.endswith(DEEP_PAGE)
    # A folder's toggle opens the folder and leaves the drawer open.
    button.click()
    wait_drawer(driver, True, "after a fourth click on Menu")
    # (Section 7's: with the whole tree, every section has a Topic 05.)
    folder = driver.find_element(By.XPATH, "//*[@id='docs-nav']//li[contains(@class,'tp-tree-folder')][a[normalize-space()='Section 7']]"
                                           "//li[contains(@class,'tp-tree-folder')][a[normalize-space()='Topic 05']]")
    folder_link = folder.find_element(By.CSS_SELECTOR, ":scope > a")
    assert folder_link.get_attribute("href").endswith("/section-07/topic-05/index.html")
    folder_link.click()
    wait_for(driver, lambda: driver.current_url.endswith("/docs/section-07/topic-05/index.html"), "Topic 05's page to open")
    assert driver.find_element(By.CSS_SELECTOR, "main h1").text == "Topic 05"


def tree_links(driver):
    """Every link of the drawer's tree (the sidebar on wide screens): its href and text."""
    return driver.execute_script(
        "return [...document.querySelectorAll('#docs-nav .tp-tree a')].map(a => [a.getAttribute('href'), a.textContent]);")


@pytest.mark.parametrize("width", [390, 1280])
def test_the_whole_tree_is_in_the_sidebar_and_the_drawer(driver, thousand_docs_site, viewport, width):
    viewport(width, 844)
    driver.get(thousand_docs_site.url(DEEP_PAGE))
    # The page itself holds its own window of the tree; the shared script puts in every folder
    # and doc of the 1,010: 10 sections, 100 topics, 1,000 docs.
    whole_tree(driver)
    links = tree_links(driver)
    assert len(links) == 10 + 100 + 1000, len(links)
    assert links[0] == ["../../section-01/index.html", "Section 1"], links[0]
    assert ["../../section-10/topic-10/page-10.html", "Configuring the widgets of section 10, topic 10, page 10"] in links
    assert ["page-10.html", "Configuring the widgets of section 7, topic 4, page 10"] in links
    # The page's own entry is the one marked, its folders open and no other.
    current = driver.execute_script(
        "return [...document.querySelectorAll('#docs-nav .tp-tree [aria-current=page]')].map(a => a.getAttribute('href'));")
    assert current == ["page-09.html"], current
    assert open_folders(driver) == ["Section 7", "Topic 04"], open_folders(driver)
    assert not driver.find_elements(By.CSS_SELECTOR, "#docs-nav .tp-sidebar-window")
    if width == 1280:
        # Beside the page: the sidebar, its own entry in view.
        box = driver.execute_script(
            "var s = document.querySelector('.tp-sidebar'), c = s.querySelector('[aria-current=page]');"
            "var a = s.getBoundingClientRect(), b = c.getBoundingClientRect();"
            "return {top: b.top - a.top, bottom: a.bottom - b.bottom};")
        assert box["top"] >= 0 and box["bottom"] >= 0, "page 9 is out of view in the sidebar: %r" % box
    else:
        # In the drawer: opened, it shows the page's entry, and another section opens in it.
        driver.find_element(By.CSS_SELECTOR, ".tp-menu-toggle").click()
        wait_drawer(driver, True, "after a click on Menu")
        assert current_entry_in_view(driver)["shown"], current_entry_in_view(driver)
        summary = driver.find_element(By.XPATH, "//*[@id='docs-nav']//li[contains(@class,'tp-tree-folder')][a[normalize-space()='Section 2']]/details/summary")
        scroll = "arguments[0].scrollIntoView({block: 'center'});"
        driver.execute_script(scroll, summary)
        summary.click()
        link = driver.find_element(By.CSS_SELECTOR, '#docs-nav a[href="../../section-02/index.html"] + details a[href="../../section-02/topic-03/index.html"]')
        assert link.is_displayed()


def test_the_drawer_opens_without_javascript(nojs_driver, thousand_docs_site):
    driver = nojs_driver
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": False})
    try:
        driver.get(thousand_docs_site.url(DEEP_PAGE))
        button = driver.find_element(By.CSS_SELECTOR, ".tp-menu-toggle")
        assert button.is_displayed() and button.get_attribute("aria-expanded") is None
        button.click()
        opened = driver.execute_script("return document.getElementById('docs-nav').matches(':popover-open')")
        assert opened, "%s without JavaScript: the Menu button did not open the drawer" % page_name(driver)
        entry = current_entry_in_view(driver)
        assert entry["shown"], "without JavaScript the page's entry is out of view in the drawer: %r" % entry
        assert open_folders(driver) == ["Section 7", "Topic 04"]
        driver.find_element(By.CSS_SELECTOR, "#docs-nav .tp-drawer-close").click()
        assert not driver.execute_script("return document.getElementById('docs-nav').matches(':popover-open')")
        # Escape closes it too.
        button.click()
        press(driver, Keys.ESCAPE)
        assert not driver.execute_script("return document.getElementById('docs-nav').matches(':popover-open')")
        # The outline opens without script as well.
        summary = driver.find_element(By.CSS_SELECTOR, ".tp-toc summary")
        summary.click()
        assert driver.find_element(By.CSS_SELECTOR, '.tp-toc a[href="#settings"]').is_displayed()
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def h1_tops(driver, site, pages):
    tops = {}
    for page in pages:
        driver.get(site.url(page))
        tops[page] = driver.execute_script("return document.querySelector('main h1').getBoundingClientRect().top;")
    return tops


def test_the_title_starts_within_300px_on_a_phone(driver, repo_site, thousand_docs_site, viewport, terminal_summary):
    viewport(*PHONE)
    # Every page but the redirects that aliases write (old addresses of moved pages), which have no title.
    repo_pages = sorted(str(p.relative_to(repo_site.root)) for p in repo_site.path("docs").rglob("*.html")
                        if 'http-equiv="refresh"' not in p.read_text(encoding="utf-8"))
    assert len(repo_pages) >= 15, repo_pages
    # The docs home, a section's README, a generated topic page and the deepest docs.
    thousand_pages = ["docs/index.html", "docs/section-10/index.html", "docs/section-10/topic-10/index.html",
                      thousand_docs_page(1, 1, 1), DEEP_PAGE, thousand_docs_page(10, 10, 10)]
    lines = []
    for name, site, pages in (("this repository's site", repo_site, repo_pages),
                              ("the thousand-docs site", thousand_docs_site, thousand_pages)):
        tops = h1_tops(driver, site, pages)
        late = {page: round(top) for page, top in tops.items() if top > H1_LIMIT}
        assert not late, "%s at %dx%d: h1 starts below %dpx on %r" % (name, PHONE[0], PHONE[1], H1_LIMIT, late)
        lines.append("%s: h1 top %d-%dpx over %d pages" % (name, min(tops.values()), max(tops.values()), len(tops)))
    terminal_summary.append(("h1 top at %dx%d" % PHONE, lines))


def outline_state(driver):
    """The page's one outline: where it shows (beside the content or above its title), its
    summary, whether it is open, and how many of its links are on screen."""
    return driver.execute_script(
        "var toc = document.querySelectorAll('.tp-toc'), nav = toc[0], main = document.querySelector('main');"
        "function shown(e) { return !!e && e.checkVisibility(); }"
        "var box = nav.getBoundingClientRect(), content = main.getBoundingClientRect();"
        "return {count: toc.length, shown: shown(nav), open: nav.querySelector('details').open,"
        " summary: shown(nav.querySelector('summary')) ? nav.querySelector('summary').textContent : null,"
        " links: [...nav.querySelectorAll('a')].filter(shown).length,"
        " hrefs: [...nav.querySelectorAll('a')].map(a => a.getAttribute('href')),"
        " beside: box.left >= content.right || box.right <= content.left,"
        " above: box.bottom <= document.querySelector('main h1').getBoundingClientRect().top};")


@pytest.mark.parametrize("width", WIDTHS)
def test_the_outline_at_every_width(driver, repo_site, viewport, width):
    viewport(width)
    driver.get(repo_site.url("docs/getting-started.html"))
    state = outline_state(driver)
    assert state["count"] == 1 and len(state["hrefs"]) >= 5 and "#install" in state["hrefs"], state
    if width > 1100:
        # The side rail: every link shown, open (as a screen reader hears it) and staying open.
        assert state["shown"] and state["beside"] and state["open"] and state["links"] == len(state["hrefs"]), (
            "at %dpx: expected the outline open beside the content: %r" % (width, state))
        driver.find_element(By.CSS_SELECTOR, ".tp-toc summary").click()
        assert outline_state(driver)["open"], "at %dpx: a click on the rail's heading folded the outline" % width
        return
    # Closed at the top of the content, above the title.
    assert state["shown"] and not state["beside"] and not state["open"] and state["links"] == 0 and state["above"], (
        "at %dpx: expected the outline closed above the h1: %r" % (width, state))
    tab_until(driver, ".tp-toc summary", "the outline's summary")
    assert driver.switch_to.active_element.text == "On this page"
    assert focus_indicator(driver), "the outline's summary shows no focus ring"
    press(driver, Keys.ENTER)
    state = outline_state(driver)
    assert state["open"] and state["links"] == len(state["hrefs"]), state
    tab_until(driver, '.tp-toc a[href="#install"]', "the outline's Install link")
    press(driver, Keys.ENTER)
    wait_for(driver, lambda: driver.current_url.endswith("#install"), "#install in the address")
    # The heading lands below the sticky header, on screen.
    heading = driver.execute_script(
        "var h = document.getElementById('install').getBoundingClientRect(),"
        " header = document.querySelector('.tp-header').getBoundingClientRect();"
        "return [h.top, header.bottom, innerHeight];")
    assert heading[0] >= heading[1] - 1 and heading[0] < heading[2], "Install heading at %r (top, header bottom, window)" % heading
    summary = driver.find_element(By.CSS_SELECTOR, ".tp-toc summary")
    driver.execute_script("arguments[0].focus();", summary)
    press(driver, Keys.SPACE)
    assert not outline_state(driver)["open"], "Space on the outline's summary did not close it"


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", WIDTHS)
def test_axe_at_every_width(driver, repo_site, thousand_docs_site, viewport, width, scheme):
    """Zero axe-core violations, color contrast included, on docs pages at each width: as
    they open, and at phone and tablet widths with the drawer and the outline open."""
    emulate_scheme(driver, scheme)
    viewport(width, 844)
    failures = []

    def check(what):
        results = run_axe(driver)
        if "error" in results:
            failures.append("%s: axe failed: %s" % (what, results["error"]))
        elif results["violations"]:
            failures.append("%s:\n%s" % (what, describe(results["violations"])))

    for site, page in ((repo_site, "docs/getting-started.html"), (repo_site, "docs/index.html"),
                       (thousand_docs_site, DEEP_PAGE), (repo_site, "index.html")):
        driver.get(site.url(page))
        check("%s at %dpx (OS %s)" % (page, width, scheme))
    driver.get(thousand_docs_site.url(DEEP_PAGE))
    if width <= 1100:
        driver.find_element(By.CSS_SELECTOR, ".tp-toc summary").click()
        check("%s at %dpx (OS %s), outline open" % (DEEP_PAGE, width, scheme))
    if width <= 800:
        driver.find_element(By.CSS_SELECTOR, ".tp-menu-toggle").click()
        wait_drawer(driver, True, "for axe")
        check("%s at %dpx (OS %s), drawer open" % (DEEP_PAGE, width, scheme))
    assert not failures, "axe-core violations:\n" + "\n".join(failures)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_drawer_and_outline_screenshots(driver, thousand_docs_site, repo_site, viewport, artifacts, scheme):
    """Pictures for a human to look at (browser-tests/artifacts/): a phone with the page as
    it opens, with the drawer open and with the outline open; the tablet, laptop and desktop."""
    emulate_scheme(driver, scheme)
    viewport(390, 844)
    driver.get(thousand_docs_site.url(DEEP_PAGE))
    saved = [artifacts / ("drawer-390-closed-%s.png" % scheme)]
    assert driver.save_screenshot(str(saved[-1]))
    driver.find_element(By.CSS_SELECTOR, ".tp-menu-toggle").click()
    wait_drawer(driver, True, "for the screenshot")
    saved.append(artifacts / ("drawer-390-open-%s.png" % scheme))
    assert driver.save_screenshot(str(saved[-1]))
    press(driver, Keys.ESCAPE)
    wait_drawer(driver, False, "after the screenshot")
    driver.find_element(By.CSS_SELECTOR, ".tp-toc summary").click()
    saved.append(artifacts / ("outline-390-open-%s.png" % scheme))
    assert driver.save_screenshot(str(saved[-1]))
    for width in (768, 1024, 1440):
        viewport(width, 844)
        driver.get(repo_site.url("docs/getting-started.html"))
        saved.append(artifacts / ("docs-%d-%s.png" % (width, scheme)))
        assert driver.save_screenshot(str(saved[-1]))
    assert all(path.stat().st_size > 10000 for path in saved), [(p.name, p.stat().st_size) for p in saved]

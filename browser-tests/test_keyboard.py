"""Keyboard: every control is reachable with Tab, operable with Space/Enter/arrows,
and shows a visible focus ring."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from support import assert_eq, describe_active, focus_indicator, html_attr, page_name, storage

THEME_IDS = ["default", "midnight", "forest", "sunset", "lavender", "rose"]
MAX_TABS = 250


def press(driver, *keys):
    ActionChains(driver).send_keys(*keys).perform()


def tab_through(driver):
    """Tab from the top of the page until focus wraps or MAX_TABS; return [(descriptor, indicator)]."""
    seen = []
    for _ in range(MAX_TABS):
        press(driver, Keys.TAB)
        revisited = driver.execute_script(
            "var el = document.activeElement;"
            "if (!el || el === document.body || el.__tabSeen) return true;"
            "el.__tabSeen = true; return false;")
        if revisited:
            break
        seen.append((describe_active(driver), focus_indicator(driver)))
    return seen


def tab_to(driver, descriptor):
    for _ in range(MAX_TABS):
        press(driver, Keys.TAB)
        if describe_active(driver) == descriptor:
            return
    raise AssertionError("%s: Tab never reached %s" % (page_name(driver), descriptor))


def test_tab_reaches_controls_with_visible_focus(driver, repo_site):
    driver.get(repo_site.url("index.html"))
    page = page_name(driver)
    seen = tab_through(driver)
    order = [d for d, _ in seen]
    wanted = ["gallery button[data-theme-choice=%s]" % t for t in THEME_IDS]
    missing = [w for w in wanted if w not in order]
    assert not missing, "%s: Tab never reached %s; reached %r" % (page, missing, order)
    assert [d for d in order if d in wanted] == wanted, "%s: theme buttons reached out of order: %r" % (
        page, [d for d in order if d in wanted])
    for group in ("appearance", "font-size"):
        radios = [d for d in order if d.startswith("gallery input[name=%s]" % group)]
        assert radios, "%s: Tab never reached the %s radios; reached %r" % (page, group, order)
    invisible = [d for d, indicator in seen if not indicator]
    assert not invisible, "%s: no visible focus ring (outline or box-shadow, on the element or its label) on: %r" % (
        page, invisible)


def test_theme_buttons_work_with_space_and_enter(driver, repo_site):
    driver.get(repo_site.url("index.html"))
    tab_to(driver, "gallery button[data-theme-choice=sunset]")
    press(driver, Keys.SPACE)
    assert_eq(driver, html_attr(driver, "data-theme"), "sunset", "<html data-theme> after Space on Sunset")
    assert_eq(driver, storage(driver, "selectedThemeId"), "sunset", "localStorage selectedThemeId after Space")
    press(driver, Keys.TAB)
    assert_eq(driver, describe_active(driver), "gallery button[data-theme-choice=lavender]", "focus after Tab from Sunset")
    press(driver, Keys.ENTER)
    assert_eq(driver, html_attr(driver, "data-theme"), "lavender", "<html data-theme> after Enter on Lavender")
    active = driver.switch_to.active_element
    assert_eq(driver, active.get_attribute("aria-pressed"), "true", "aria-pressed of the focused Lavender button")


def test_appearance_radios_work_with_arrows(driver, repo_site):
    driver.get(repo_site.url("index.html"))
    tab_to(driver, "gallery input[name=appearance][value=system]")
    press(driver, Keys.ARROW_DOWN)
    assert_eq(driver, html_attr(driver, "data-preference"), "light", "<html data-preference> after ArrowDown from System")
    press(driver, Keys.ARROW_DOWN)
    assert_eq(driver, html_attr(driver, "data-preference"), "dark", "<html data-preference> after a second ArrowDown")
    assert_eq(driver, html_attr(driver, "data-scheme"), "dark", "<html data-scheme> after choosing Dark by keyboard")
    assert_eq(driver, storage(driver, "app_theme_preference"), "dark", "localStorage app_theme_preference")
    assert focus_indicator(driver), "%s: the focused appearance radio shows no focus ring" % page_name(driver)


DISCLOSURE = "header button[data-disclosure][aria-controls='appearance-panel']"


def tab_until(driver, selector, what, limit=60):
    """Press Tab until the focused element matches selector; return how many presses it took."""
    for count in range(1, limit + 1):
        press(driver, Keys.TAB)
        if driver.execute_script("return !!document.activeElement && document.activeElement.matches(arguments[0]);",
                                 selector):
            return count
    raise AssertionError("%s: %d presses of Tab never reached %s (%s); last focused: %s" % (
        page_name(driver), limit, what, selector, describe_active(driver)))


def panel_state(driver):
    return driver.execute_script(
        "var b = document.querySelector(arguments[0]), p = document.getElementById('appearance-panel');"
        "return [b.getAttribute('aria-expanded'), p.hidden, p.getClientRects().length > 0];", DISCLOSURE)


def test_docs_appearance_disclosure_by_keyboard(driver, repo_site):
    driver.get(repo_site.url("docs/getting-started.html"))
    page = page_name(driver)
    assert_eq(driver, panel_state(driver), ["false", True, False],
              "Appearance disclosure [aria-expanded, panel hidden, panel laid out] before opening")

    tab_until(driver, DISCLOSURE, "the Appearance disclosure button")
    assert focus_indicator(driver), "%s: the focused Appearance disclosure button shows no focus ring" % page
    press(driver, Keys.ENTER)
    assert_eq(driver, panel_state(driver), ["true", False, True],
              "Appearance disclosure [aria-expanded, panel hidden, panel laid out] after Enter")
    assert driver.execute_script("return document.activeElement.matches(arguments[0]);", DISCLOSURE), (
        "%s: focus left the disclosure button when Enter opened it; focused: %s" % (page, describe_active(driver)))

    # The panel follows its button in the DOM: the next Tab stops are its theme buttons, in order.
    stops = []
    for _ in range(3):
        press(driver, Keys.TAB)
        stops.append(describe_active(driver))
    expected = ["panel button[data-theme-choice=%s]" % t for t in THEME_IDS[:3]]
    assert_eq(driver, stops, expected, "the three Tab stops after the open disclosure button")
    assert focus_indicator(driver), "%s: the focused Forest button in the panel shows no focus ring" % page
    press(driver, Keys.SPACE)
    assert_eq(driver, html_attr(driver, "data-theme"), "forest", "<html data-theme> after Space on Forest in the docs panel")
    assert_eq(driver, storage(driver, "selectedThemeId"), "forest", "localStorage selectedThemeId after Space on Forest")
    assert_eq(driver, driver.switch_to.active_element.get_attribute("aria-pressed"), "true",
              "aria-pressed of the focused Forest button in the docs panel")
    assert_eq(driver, panel_state(driver)[0], "true", "disclosure aria-expanded after choosing a theme in the panel")
    press(driver, Keys.TAB)
    assert_eq(driver, describe_active(driver), "panel button[data-theme-choice=sunset]", "focus after Tab from Forest")
    press(driver, Keys.SPACE)
    assert_eq(driver, html_attr(driver, "data-theme"), "sunset", "<html data-theme> after Space on Sunset in the docs panel")

    press(driver, Keys.ESCAPE)
    assert_eq(driver, panel_state(driver), ["false", True, False],
              "Appearance disclosure [aria-expanded, panel hidden, panel laid out] after Escape")
    assert driver.execute_script("return document.activeElement.matches(arguments[0]);", DISCLOSURE), (
        "%s: after Escape focus must return to the Appearance disclosure button; focused: %s" % (
            page, describe_active(driver)))
    assert_eq(driver, html_attr(driver, "data-theme"), "sunset", "<html data-theme> after Escape (the choice stays)")


def test_the_category_tabs_scroll_from_the_keyboard(driver, repo_site):
    """The category tabs scroll sideways (axe-core's scrollable-region-focusable): Tab reaches
    the strip, it shows a focus ring, and the arrow keys scroll it."""
    from support import wait_for
    driver.get(repo_site.url("index.html"))
    page = page_name(driver)
    strip = driver.execute_script("return document.querySelector('#thread-list .vm-category-tabs');")
    overflow = driver.execute_script("return [arguments[0].scrollWidth, arguments[0].clientWidth];", strip)
    assert overflow[0] > overflow[1], "%s: the category tabs no longer overflow (%r): the test exercises nothing" % (
        page, overflow)
    for _ in range(MAX_TABS):
        press(driver, Keys.TAB)
        if driver.execute_script("return document.activeElement === arguments[0];", strip):
            break
    else:
        raise AssertionError("%s: Tab never reached the category tabs" % page)
    assert focus_indicator(driver) == "self", "%s: the focused category tabs show no focus ring" % page
    for _ in range(10):
        press(driver, Keys.ARROW_RIGHT)
    wait_for(driver, lambda: driver.execute_script("return arguments[0].scrollLeft > 0;", strip),
             "ArrowRight to scroll the focused category tabs")

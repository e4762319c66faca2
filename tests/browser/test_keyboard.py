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

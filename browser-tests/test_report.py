"""The contrast report's filters and the gallery's color-vision simulation."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from support import page_name, scroll_click


def visible_rows(driver):
    return driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('.tp-pairs-table tbody tr:not([hidden])'),"
        " function (r) { return [r.dataset.scheme, r.dataset.palette, r.dataset.pass]; });")


def test_the_summary_links_each_themes_pairs(driver, repo_site):
    driver.get(repo_site.url("contrast.html"))
    assert not visible_rows(driver), "%s: the summary page lists pairs itself" % page_name(driver)
    links = driver.find_elements(By.CSS_SELECTOR, ".tp-theme-report-list a")
    assert [a.text for a in links] == ["VaultMail", "Midnight", "Forest", "Sunset", "Lavender", "Rose"], \
        "%s: theme report links %r" % (page_name(driver), [a.text for a in links])
    scroll_click(driver, links[2])
    assert driver.current_url.endswith("/contrast/forest.html"), driver.current_url
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == "Contrast report: Forest"


def test_a_themes_report_filters_by_scheme_palette_and_failures(driver, repo_site):
    driver.get(repo_site.url("contrast/forest.html"))
    rows = visible_rows(driver)
    # The page is one theme's: its rows carry no theme of their own.
    assert len(rows) == 296, \
        "%s: expected Forest's 296 pairs shown before filtering, found %d" % (page_name(driver), len(rows))
    form = driver.find_element(By.CSS_SELECTOR, "[data-report-filters]")
    Select(form.find_element(By.NAME, "scheme")).select_by_visible_text("Light")
    Select(form.find_element(By.NAME, "variant")).select_by_visible_text("Standard")
    rows = visible_rows(driver)
    assert len(rows) == 74 and all(r[:2] == ["light", "standard"] for r in rows), \
        "%s: filter Forest/Light/Standard showed %r" % (page_name(driver), rows[:3])
    scroll_click(driver, form.find_element(By.NAME, "failures"))
    failing = visible_rows(driver)
    assert failing and all(r[2] == "false" for r in failing), \
        "%s: 'Failures only' still shows passing rows" % page_name(driver)
    count = form.find_element(By.CSS_SELECTOR, "output").text
    assert count == "%d pairs shown" % len(failing), "%s: the count says %r" % (page_name(driver), count)


def test_report_rows_say_pass_or_fail_in_text(driver, repo_site):
    driver.get(repo_site.url("contrast/default.html"))
    first = driver.find_element(By.CSS_SELECTOR, '.tp-pairs-table tbody tr[data-pass="false"]')
    assert "Fail" in first.text.split(), "%s: a failing row does not say 'Fail' in text: %r" % (page_name(driver), first.text)
    passing = driver.find_element(By.CSS_SELECTOR, '.tp-pairs-table tbody tr[data-pass="true"]')
    assert "Pass" in passing.text.split() and "none needed" in passing.text, \
        "%s: a passing row reads %r" % (page_name(driver), passing.text)


def test_simulation_filters_the_components_only(driver, repo_site):
    driver.get(repo_site.url("index.html"))
    label = driver.find_element(By.XPATH, "//fieldset[@data-simulate-control]//label[normalize-space()='Deuteranopia']")
    scroll_click(driver, label)
    state = driver.execute_script(
        "return [document.documentElement.getAttribute('data-simulate'),"
        " getComputedStyle(document.querySelector('.tp-simulated')).filter,"
        " getComputedStyle(document.querySelector('.tp-header')).filter,"
        " document.querySelector('#tp-cvd-deuteranopia feColorMatrix').getAttribute('values')]")
    assert state[0] == "deuteranopia", "%s: data-simulate is %r" % (page_name(driver), state[0])
    assert 'url("#tp-cvd-deuteranopia")' in state[1], "%s: components filter is %r" % (page_name(driver), state[1])
    assert state[2] == "none", "%s: the site header must not be filtered, found %r" % (page_name(driver), state[2])
    assert state[3].startswith("0.367 0.861 -0.228 0 0 0.28 0.673 0.047 0 0"), \
        "%s: the deuteranopia matrix is %r" % (page_name(driver), state[3])
    scroll_click(driver, driver.find_element(By.XPATH, "//fieldset[@data-simulate-control]//label[normalize-space()='Normal']"))
    assert driver.execute_script("return document.documentElement.getAttribute('data-simulate')") is None


def test_on_a_phone_the_pairs_table_scrolls_sideways_at_its_own_width(driver, viewport, repo_site):
    # At 390px the ten columns took the table's min-content width (965px) and the
    # Requirement column was 103px wide: each row was about 270px tall.
    viewport(390, 844)
    driver.get(repo_site.url("contrast/default.html"))
    width = driver.execute_script("return document.querySelector('.tp-pairs-table').offsetWidth;")
    assert width == 1152, "%s: the pairs table at 390px is %rpx wide, expected 72rem (1152px)" % (page_name(driver), width)
    scrolls = driver.execute_script(
        "var region = document.querySelector('.tp-table-scroll'); return region.scrollWidth > region.clientWidth"
        " && document.documentElement.scrollWidth === document.documentElement.clientWidth;")
    assert scrolls, "%s: the table's region scrolls sideways, the page does not" % page_name(driver)

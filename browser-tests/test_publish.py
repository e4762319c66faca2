"""Publishing features in the browser: client-side search (typing, keyboard, results, file://),
the 404 page, heading copy-link anchors and code copy buttons."""

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from support import css_var, norm_color, page_name, scroll_click, wait_for


def search_results(driver):
    return driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('#tp-search-results [role=option]'),"
        " function (li) { return [li.querySelector('.tp-search-title').textContent, li.getAttribute('aria-selected'),"
        " li.querySelector('a').getAttribute('href')]; });")


def test_search_from_file_url_with_the_keyboard(driver, repo_site):
    driver.get(repo_site.url("docs/switching.html"))
    assert driver.current_url.startswith("file://")
    form = driver.find_element(By.CSS_SELECTOR, "form[data-search]")
    assert form.is_displayed(), "%s: the search box is hidden with JavaScript on" % page_name(driver)
    driver.find_element(By.TAG_NAME, "body").send_keys("/")
    focused = driver.switch_to.active_element
    assert focused.get_attribute("id") == "tp-search-input", "%s: '/' did not focus the search box" % page_name(driver)
    focused.send_keys("textSecondary")
    wait_for(driver, lambda: len(search_results(driver)) > 0, "search results for 'textSecondary'")
    results = search_results(driver)
    assert results[0][0] == "textSecondary" and results[0][1] == "true", \
        "%s: expected the token first and selected, found %r" % (page_name(driver), results[:3])
    assert driver.find_element(By.ID, "tp-search-results").is_displayed()
    assert focused.get_attribute("aria-activedescendant") == "tp-search-option-0"
    focused.send_keys(Keys.ARROW_DOWN)
    assert search_results(driver)[1][1] == "true", "%s: ArrowDown did not move the selection" % page_name(driver)
    assert focused.get_attribute("aria-activedescendant") == "tp-search-option-1"
    focused.send_keys(Keys.ARROW_UP, Keys.ENTER)
    wait_for(driver, lambda: "index.html#tokens-colors" in driver.current_url, "Enter to open the first result")


def test_search_finds_doc_sections_with_their_heading(driver, repo_site):
    driver.get(repo_site.url("index.html"))
    box = driver.find_element(By.ID, "tp-search-input")
    scroll_click(driver, box)
    box.send_keys("review link")
    wait_for(driver, lambda: len(search_results(driver)) > 0, "search results for 'review link'")
    first = driver.find_element(By.CSS_SELECTOR, "#tp-search-option-0")
    assert "How switching works" in first.text and "Review links" in first.text, \
        "%s: first result is %r" % (page_name(driver), first.text)
    assert first.find_element(By.TAG_NAME, "a").get_attribute("href").endswith("docs/switching.html#review-links")
    box.send_keys(Keys.ESCAPE)
    assert box.get_attribute("value") == "" and not driver.find_element(By.ID, "tp-search-results").is_displayed()
    box.send_keys("zzzqqq")
    wait_for(driver, lambda: "No results" in driver.find_element(By.ID, "tp-search-results").text, "a 'No results' line")


def test_the_404_page_is_themed_and_links_home(driver, repo_site):
    driver.get(repo_site.url("404.html"))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Page not found"
    assert norm_color(css_var(driver, "--vm-color-accent")) == "#2596be", "%s: not themed" % page_name(driver)
    links = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "main a")]
    assert any(href.endswith("/index.html") for href in links), "%s: no link to the gallery: %r" % (page_name(driver), links)


def grant_clipboard(driver):
    driver.execute_cdp_cmd("Browser.grantPermissions", {
        "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"], "origin": "file://"})


def clipboard_text(driver):
    return driver.execute_async_script(
        "var done = arguments[0]; navigator.clipboard.readText().then(done, function (e) { done('ERROR ' + e); });")


def test_code_blocks_have_a_working_copy_button(driver, repo_site):
    driver.get(repo_site.url("docs/getting-started.html"))
    try:
        grant_clipboard(driver)
    except Exception:
        pass
    buttons = driver.find_elements(By.CSS_SELECTOR, ".tp-prose pre .tp-copy-code")
    assert buttons, "%s: no copy buttons on code blocks" % page_name(driver)
    assert buttons[0].get_attribute("aria-label") == "Copy code"
    code = driver.execute_script("return document.querySelector('.tp-prose pre code').textContent")
    scroll_click(driver, buttons[0])
    wait_for(driver, lambda: buttons[0].text in ("Copied", "Copy failed"), "the copy button to answer")
    assert buttons[0].text == "Copied", "%s: the copy button says %r" % (page_name(driver), buttons[0].text)
    assert clipboard_text(driver) == code, "%s: the clipboard does not hold the code block" % page_name(driver)


def test_heading_anchor_copies_the_section_link(driver, repo_site):
    driver.get(repo_site.url("docs/switching.html"))
    try:
        grant_clipboard(driver)
    except Exception:
        pass
    anchor = driver.find_element(By.CSS_SELECTOR, "#review-links .tp-anchor")
    assert anchor.get_attribute("aria-label") == "Copy the link to “Review links”"
    scroll_click(driver, anchor)
    wait_for(driver, lambda: driver.current_url.endswith("#review-links"), "the anchor to update the address")
    assert clipboard_text(driver).endswith("docs/switching.html#review-links")

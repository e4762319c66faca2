"""Responsive layout: the gallery, a docs page and the contrast report at phone, tablet and
desktop widths never scroll sideways. Inner scrollers (tables in .tp-table-scroll, the
category tabs, code blocks) may; the page itself may not.

The width is set with the DevTools protocol (Emulation.setDeviceMetricsOverride, desktop
mode, so the layout viewport is exactly that wide). 320px is WCAG 2.2 SC 1.4.10 (Reflow)."""

import pytest
from selenium.webdriver.common.by import By

from support import page_name, scroll_click

WIDTHS = [320, 375, 390, 768, 1024, 1280, 1440]
PAGES = ["index.html", "docs/getting-started.html", "contrast.html", "matrix.html"]

# The page's horizontal extent, and the outermost elements that stick out past the right
# edge without being inside an element that clips or scrolls them.
OVERFLOW_JS = """
var doc = document.documentElement, limit = doc.clientWidth;
function scrolledOrClipped(el) {
  for (var p = el.parentElement; p && p !== doc && p !== document.body; p = p.parentElement) {
    if (getComputedStyle(p).overflowX !== 'visible') return true;
  }
  return false;
}
function right(el) { return el.getBoundingClientRect().right + window.scrollX; }
function describe(el) {
  var d = el.tagName.toLowerCase();
  if (el.id) d += '#' + el.id;
  if (el.classList.length) d += '.' + Array.prototype.join.call(el.classList, '.');
  var text = (el.textContent || '').trim().replace(/\\s+/g, ' ');
  if (text) d += ' "' + text.slice(0, 40) + (text.length > 40 ? '...' : '') + '"';
  return d + ' (right edge ' + Math.round(right(el)) + 'px, width ' + Math.round(el.getBoundingClientRect().width) + 'px)';
}
var offenders = [];
Array.prototype.forEach.call(document.body.querySelectorAll('*'), function (el) {
  var r = el.getBoundingClientRect();
  if ((r.width === 0 && r.height === 0) || right(el) <= limit + 0.5 || scrolledOrClipped(el)) return;
  var parent = el.parentElement;
  var parentSticksOut = parent !== document.body && right(parent) > limit + 0.5 && !scrolledOrClipped(parent);
  if (!parentSticksOut) offenders.push(describe(el));
});
return {scrollWidth: doc.scrollWidth, clientWidth: limit, innerWidth: window.innerWidth, offenders: offenders.slice(0, 8)};
"""


def assert_no_horizontal_scroll(driver, width, context=""):
    found = driver.execute_script(OVERFLOW_JS)
    page = page_name(driver)
    assert found["innerWidth"] == width, "%s: viewport emulation failed: window.innerWidth is %d, expected %d" % (
        page, found["innerWidth"], width)
    # clientWidth is the viewport less a classic scrollbar: stricter than innerWidth.
    assert found["scrollWidth"] <= found["clientWidth"], (
        "%s at %dpx%s: the page scrolls horizontally (document.documentElement.scrollWidth %d > %d px of viewport); "
        "elements sticking out past the right edge, outside any scroller: %s"
        % (page, width, context, found["scrollWidth"], found["clientWidth"], found["offenders"] or "none found"))


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("page", PAGES)
def test_no_horizontal_scroll(driver, repo_site, viewport, page, width):
    viewport(width)
    driver.get(repo_site.url(page))
    assert_no_horizontal_scroll(driver, width)


@pytest.mark.parametrize("page", PAGES)
def test_no_horizontal_scroll_at_extra_large_text(driver, repo_site, viewport, page):
    driver.get(repo_site.url("index.html"))
    driver.execute_script("localStorage.setItem('app_font_size_offset', '4');")
    viewport(375)
    driver.get(repo_site.url(page))
    assert driver.execute_script("return document.documentElement.getAttribute('data-font-size')") == "4", (
        "%s: <html data-font-size> expected '4' (Extra Large) from localStorage" % page_name(driver))
    assert_no_horizontal_scroll(driver, 375, " with Extra Large text")


@pytest.mark.parametrize("width", [320, 375])
def test_docs_appearance_panel_fits_a_phone(driver, repo_site, viewport, width):
    viewport(width)
    driver.get(repo_site.url("docs/getting-started.html"))
    scroll_click(driver, driver.find_element(By.CSS_SELECTOR, "header button[aria-controls=appearance-panel]"))
    panel = driver.find_element(By.ID, "appearance-panel")
    assert panel.is_displayed(), "%s at %dpx: #appearance-panel is not shown after opening Appearance" % (
        page_name(driver), width)
    box = driver.execute_script(
        "var r = arguments[0].getBoundingClientRect(); return [r.left, r.right, document.documentElement.clientWidth];",
        panel)
    assert box[0] >= 0 and box[1] <= box[2] + 0.5, (
        "%s at %dpx: #appearance-panel spans %.0f-%.0fpx, outside the %dpx viewport" % (
            page_name(driver), width, box[0], box[1], box[2]))
    assert_no_horizontal_scroll(driver, width, " with the Appearance panel open")


def test_wide_tables_scroll_inside_their_scroller(driver, repo_site, viewport):
    """At a phone width the contrast table is wider than the screen: it must scroll in its
    .tp-table-scroll, which stays within the page."""
    viewport(375)
    driver.get(repo_site.url("contrast/default.html"))
    scroller = driver.execute_script(
        "var s = document.querySelector('.tp-table-scroll .tp-pairs-table').parentElement;"
        "return [s.className, s.scrollWidth, s.clientWidth, s.getBoundingClientRect().right, document.documentElement.clientWidth];")
    assert scroller[0] == "tp-table-scroll", "%s: .tp-pairs-table's parent is %r, expected .tp-table-scroll" % (
        page_name(driver), scroller[0])
    assert scroller[1] > scroller[2], (
        "%s at 375px: .tp-table-scroll around .tp-pairs-table does not scroll (scrollWidth %d, clientWidth %d): "
        "the test no longer exercises an inner scroller" % (page_name(driver), scroller[1], scroller[2]))
    assert scroller[3] <= scroller[4] + 0.5, "%s at 375px: .tp-table-scroll's right edge %.0fpx is past the viewport (%dpx)" % (
        page_name(driver), scroller[3], scroller[4])

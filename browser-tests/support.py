"""Helpers shared by the browser tests: colors, CSS variables, waiting, clicking."""

import re
import time

from selenium.webdriver.common.by import By

# Waits poll for their condition; the deadline is generous so that a machine whose cores
# are busy with other work still passes (a condition that holds returns at once).
WAIT_SECONDS = 15.0

# Accent colors from the design tokens (light / dark).
ACCENT = {
    ("default", "light"): "#2596BE",
    ("default", "dark"): "#3DAED4",
    ("midnight", "light"): "#6366F1",
    ("midnight", "dark"): "#818CF8",
    ("forest", "light"): "#059669",
    ("forest", "dark"): "#34D399",
    ("rose", "light"): "#E11D48",
    ("rose", "dark"): "#FB7185",
}
BACKGROUND = {"light": "#FFFFFF", "dark": "#000000"}

_RGB = re.compile(
    r"^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+%?))?\s*\)$"
)


def norm_color(value):
    """Normalise a CSS color string for comparison: '#abc', '#AABBCC', 'rgb(170 187 204)',
    'rgb(170, 187, 204)' all become '#aabbcc'; an alpha other than 1 is kept as '/a'."""
    if value is None:
        return None
    v = value.strip().lower()
    if re.fullmatch(r"#[0-9a-f]{3,4}", v):
        v = "#" + "".join(c * 2 for c in v[1:])
    if re.fullmatch(r"#[0-9a-f]{8}", v) and v.endswith("ff"):
        v = v[:7]
    m = _RGB.match(v)
    if m:
        r, g, b, a = m.groups()
        hexv = "#" + "".join("%02x" % round(float(x)) for x in (r, g, b))
        if a is not None:
            alpha = float(a[:-1]) / 100 if a.endswith("%") else float(a)
            if abs(alpha - 1.0) > 1e-6:
                return "%s/%g" % (hexv, alpha)
        return hexv
    return v


def css_var(driver, name, selector=None):
    """Computed value of a custom property on <html> (or on the element matching selector)."""
    return driver.execute_script(
        """
        var el = arguments[1] ? document.querySelector(arguments[1]) : document.documentElement;
        if (!el) return null;
        return getComputedStyle(el).getPropertyValue(arguments[0]).trim();
        """,
        name,
        selector,
    )


def css_var_of(driver, element, name):
    return driver.execute_script(
        "return getComputedStyle(arguments[0]).getPropertyValue(arguments[1]).trim();", element, name
    )


def html_attr(driver, name):
    return driver.execute_script("return document.documentElement.getAttribute(arguments[0]);", name)


def html_attrs(driver):
    return driver.execute_script(
        """
        var d = document.documentElement, out = {};
        ['data-theme','data-preference','data-scheme','data-font-size','data-contrast','data-transparency']
          .forEach(function (n) { out[n] = d.getAttribute(n); });
        return out;
        """
    )


def storage(driver, key):
    return driver.execute_script("return window.localStorage.getItem(arguments[0]);", key)


def storage_all(driver):
    return driver.execute_script(
        "var o = {}; for (var i = 0; i < localStorage.length; i++) { var k = localStorage.key(i); o[k] = localStorage.getItem(k); } return o;"
    )


def set_storage(driver, values):
    driver.execute_script(
        "var v = arguments[0]; for (var k in v) localStorage.setItem(k, v[k]);", values
    )


def emulate_scheme(driver, scheme):
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-color-scheme", "value": scheme}]},
    )


def page_name(driver):
    """A short name for failure messages: the path below _site/ or out/, with query."""
    url = driver.current_url
    for marker in ("/_site/", "/out/"):
        if marker in url:
            return url.split(marker, 1)[1] or "index.html"
    return url


def wait_for(driver, fn, description, timeout=WAIT_SECONDS):
    """Poll fn() until it returns a truthy value; on timeout fail with the last value seen."""
    deadline = time.monotonic() + timeout
    last = None
    while True:
        last = fn()
        if last:
            return last
        if time.monotonic() > deadline:
            raise AssertionError("%s: timed out after %.1fs waiting for %s" % (page_name(driver), timeout, description))
        time.sleep(0.05)


def wait_attr(driver, name, expected, timeout=WAIT_SECONDS):
    """Wait until <html name> == expected; fail naming the page, expected and found value."""
    deadline = time.monotonic() + timeout
    while True:
        found = html_attr(driver, name)
        if found == expected:
            return
        if time.monotonic() > deadline:
            raise AssertionError(
                "%s: <html %s> expected %r, found %r (after %.1fs)" % (page_name(driver), name, expected, found, timeout)
            )
        time.sleep(0.05)


def assert_color(driver, found, expected, what):
    assert norm_color(found) == norm_color(expected), "%s: %s expected %s, found %r" % (
        page_name(driver), what, expected, found)


def assert_eq(driver, found, expected, what):
    assert found == expected, "%s: %s expected %r, found %r" % (page_name(driver), what, expected, found)


def scroll_click(driver, element):
    """Scroll element to the middle of the viewport (clear of the sticky header) and click it."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'center'});", element)
    element.click()


def radio_label(driver, name, value, root=None):
    scope = root if root is not None else driver
    inp = scope.find_element(By.CSS_SELECTOR, 'input[name="%s"][value="%s"]' % (name, value))
    return inp.find_element(By.XPATH, "./ancestor::label[1]")


def click_radio_label(driver, name, value, root=None):
    scroll_click(driver, radio_label(driver, name, value, root))


def click_theme(driver, theme_id, root=None):
    scope = root if root is not None else driver
    scroll_click(driver, scope.find_element(By.CSS_SELECTOR, 'button[data-theme-choice="%s"]' % theme_id))


def record_themechange(driver):
    driver.execute_script(
        """
        window.__themeEvents = [];
        document.addEventListener('themechange', function (e) { window.__themeEvents.push(e.detail || null); });
        """
    )


def themechange_events(driver):
    return driver.execute_script("return window.__themeEvents || [];")


FOCUS_INDICATOR_JS = """
function shows(el) {
  if (!el) return false;
  var s = getComputedStyle(el);
  var outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && s.outlineColor !== 'rgba(0, 0, 0, 0)';
  var shadow = s.boxShadow && s.boxShadow !== 'none';
  return outline || shadow;
}
var el = document.activeElement;
if (!el || el === document.body) return null;
var s = getComputedStyle(el), r = el.getBoundingClientRect();
var drawn = parseFloat(s.opacity) > 0 && r.width > 2 && r.height > 2;
if (drawn && shows(el)) return 'self';
/* Visually hidden radios draw their ring on the label or on the next sibling. */
var label = el.closest('label');
if (label && shows(label)) return 'label';
if (el.nextElementSibling && shows(el.nextElementSibling)) return 'sibling';
return '';
"""


def focus_indicator(driver):
    """'self', 'label' or 'sibling' when the focused element shows a focus ring, '' when not."""
    return driver.execute_script(FOCUS_INDICATOR_JS)


def describe_active(driver):
    return driver.execute_script(
        """
        var el = document.activeElement;
        if (!el) return '';
        var d = el.tagName.toLowerCase();
        if (el.getAttribute('data-theme-choice')) d += '[data-theme-choice=' + el.getAttribute('data-theme-choice') + ']';
        if (el.name) d += '[name=' + el.name + '][value=' + el.value + ']';
        if (el.id) d += '#' + el.id;
        if (el.getAttribute('href')) d += '[href=' + el.getAttribute('href') + ']';
        if (el.closest('#appearance-panel')) d = 'panel ' + d;
        if (el.closest('#appearance')) d = 'gallery ' + d;
        return d;
        """
    )

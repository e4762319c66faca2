"""Colors written outside sRGB (issue 37): a browser that reads CSS Color 4 paints the
original (`color(display-p3 1 0 0)`); one that does not keeps the sRGB value declared before
it, because the originals sit in `@supports` blocks that such a browser skips."""

import json

import pytest

from conftest import build_site
from support import wait_for

RESOLVER = {
    "version": "2025.10",
    "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}],
                                         "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
    "resolutionOrder": [{"$ref": "#/modifiers/theme"}],
}
LIGHT = {"color": {"$type": "color",
                   "accent": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}},
                   "textSecondary": {"$value": {"colorSpace": "oklch", "components": [0.5, 0.1, 250]}}}}
DARK = {"color": {"$type": "color",
                  "accent": {"$value": {"colorSpace": "display-p3", "components": [0.3, 0.85, 0.55]}}}}

PROBE = """
const probe = document.createElement('span');
probe.style.color = 'var(' + arguments[0] + ')';
document.body.append(probe);
const painted = getComputedStyle(probe).color;
probe.remove();
return [getComputedStyle(document.documentElement).getPropertyValue(arguments[0]).trim(), painted];
"""

# What a browser without CSS Color 4 does: it skips every @supports block whose
# condition it cannot meet, here all of them. (The themes' colors are in the page's own
# style elements; if a linked sheet held originals, the probe after this would still
# read them and the test would fail.)
DROP_SUPPORTS_RULES = """
function drop(list, owner) {
  for (let i = list.length - 1; i >= 0; i--) {
    const rule = list[i];
    if (rule instanceof CSSSupportsRule) { owner.deleteRule(i); }
    else if (rule.cssRules) { drop(rule.cssRules, rule); }
  }
}
let dropped = 0;
for (const sheet of document.styleSheets) {
  let rules;
  try { rules = sheet.cssRules; } catch (e) { continue; }  // a linked file:// sheet: not readable, and holds no theme
  const before = rules.length;
  drop(sheet.cssRules, sheet);
  dropped += before - sheet.cssRules.length;
}
return dropped;
"""


@pytest.fixture(scope="module")
def wide_gamut_site(workdir):
    site = workdir / "wide-gamut"
    (site / "tokens").mkdir(parents=True)
    (site / "config.yaml").write_text("title: Wide gamut\n")
    (site / "tokens" / "brand.resolver.json").write_text(json.dumps(RESOLVER))
    (site / "tokens" / "light.tokens.json").write_text(json.dumps(LIGHT))
    (site / "tokens" / "dark.tokens.json").write_text(json.dumps(DARK))
    return build_site(site, workdir / "wide-gamut-out", "the wide-gamut site")


@pytest.mark.parametrize("page, variable, original, fallback, painted_fallback", [
    ("themes/brand/light.html", "--vm-color-accent", "color(display-p3 1 0 0)", "#FF0B0C", "rgb(255, 11, 12)"),
    ("themes/brand/light.html", "--vm-color-text-secondary", "oklch(0.5 0.1 250)", "#32669A", "rgb(50, 102, 154)"),
    ("themes/brand/light.html", "--vm-color-unread-dot", "color(display-p3 1 0 0)", "#FF0B0C", "rgb(255, 11, 12)"),
    ("themes/brand/dark.html", "--vm-color-accent", "color(display-p3 0.3 0.85 0.55)", "#00DC85", "rgb(0, 220, 133)"),
])
def test_the_original_is_painted_where_read_and_the_srgb_value_where_not(
        driver, wide_gamut_site, page, variable, original, fallback, painted_fallback):
    driver.get(wide_gamut_site.url(page))
    wait_for(driver, lambda: driver.execute_script(PROBE, variable)[0] != "",
             "%s to be declared on %s" % (variable, page))
    assert driver.execute_script(PROBE, variable) == [original, original]
    assert driver.execute_script(DROP_SUPPORTS_RULES) > 0, "%s has no @supports block" % page
    assert driver.execute_script(PROBE, variable) == [fallback, painted_fallback]


def test_the_theme_switcher_keeps_the_fallback_order(driver, wide_gamut_site):
    """The gallery's switcher swaps one style element's text; its originals follow the same rule."""
    driver.get(wide_gamut_site.url("index.html", "?theme=brand&scheme=light"))
    wait_for(driver, lambda: driver.execute_script(PROBE, "--vm-color-accent")[0] == "color(display-p3 1 0 0)",
             "the gallery to apply the brand theme's display-p3 accent")
    assert driver.execute_script(DROP_SUPPORTS_RULES) > 0
    assert driver.execute_script(PROBE, "--vm-color-accent") == ["#FF0B0C", "rgb(255, 11, 12)"]

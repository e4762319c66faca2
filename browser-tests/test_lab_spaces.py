"""The theme lab with a theme whose colors are given outside sRGB (a DTCG resolver with
a display-p3 accent): the lab says which colors, that it edits their sRGB values, and
what the downloads write; the DTCG download keeps the colors the user did not edit as
given and writes an edited one as the sRGB value picked."""

import json

import pytest
from selenium.webdriver.common.by import By

from axe_runner import describe, run_axe
from conftest import build_site, write_site
from support import emulate_scheme
from test_lab import download, open_lab, theme_css

# Tests/PreviewRendererTests/SiteThemeTests.swift: p3Tokens and themeModifierResolver().
RESOLVER = """{"version": "2025.10",
 "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
 "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"""
LIGHT = ('{"color": {"$type": "color", "accent": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}},'
         ' "textSecondary": {"$value": {"colorSpace": "oklch", "components": [0.5, 0.1, 250]}}}}')
DARK = '{"color": {"$type": "color", "accent": {"$value": {"colorSpace": "hsl", "components": ["none", 0, 100]}}}}'

# The accent's family (surfaceSelected, accentMuted, unreadDot, the primary category)
# follows the accent, and syntax.comment and syntax.output follow textSecondary, so they
# carry the same originals.
NOTICE = ("Colors given in another color space than sRGB. "
          "Light: surfaceSelected, accent, accentMuted, unreadDot, category.primary.foreground, "
          "category.primary.muted (display-p3, outside sRGB); textSecondary, syntax.comment, syntax.output (oklch). "
          "Dark: surfaceSelected, accent, accentMuted, unreadDot, category.primary.foreground, "
          "category.primary.muted (hsl). "
          "The lab edits the sRGB color shown (for a color outside sRGB, the nearest one sRGB can show). "
          "The theme file and the DTCG download keep each of these colors as given while it is unchanged; "
          "a color you change, directly or by editing the color it follows, is written as the sRGB value shown. "
          "Copied CSS has the sRGB values.")


@pytest.fixture(scope="module")
def wide_site(workdir):
    site = workdir / "lab-wide"
    write_site(site, {"a.md": "# A\n"}, "title: Wide gamut\n")
    (site / "tokens").mkdir()
    (site / "tokens" / "brand.resolver.json").write_text(RESOLVER, encoding="utf-8")
    (site / "tokens" / "light.tokens.json").write_text(LIGHT, encoding="utf-8")
    (site / "tokens" / "dark.tokens.json").write_text(DARK, encoding="utf-8")
    return build_site(site, workdir / "lab-wide-out", "the wide-gamut site")


def notice(driver):
    return driver.execute_script(
        "var p = document.querySelector('[data-lab-spaces]'); return p.hidden ? null : p.textContent;")


def test_the_lab_names_the_colors_given_outside_srgb_and_only_for_that_theme(driver, wide_site):
    open_lab(driver, wide_site.url("lab.html", "#theme=brand&scheme=light&token=accent"))
    assert notice(driver) == NOTICE
    # The editor shows the sRGB value the display shows (gamut-mapped).
    assert driver.find_element(By.CSS_SELECTOR, "[data-lab-text]").get_attribute("value") == "#FF0B0C"
    driver.execute_script(
        "var s = document.querySelector('[data-lab-theme]'); s.value = 'default'; s.dispatchEvent(new Event('change'));")
    assert notice(driver) is None
    driver.execute_script(
        "var s = document.querySelector('[data-lab-theme]'); s.value = 'brand'; s.dispatchEvent(new Event('change'));")
    assert notice(driver) == NOTICE


def test_the_dtcg_download_keeps_unedited_colors_as_given(driver, wide_site, workdir):
    open_lab(driver, wide_site.url("lab.html", "#theme=brand&scheme=light&light.textSecondary=204060"))
    folder = workdir / "lab-wide-downloads"
    document = json.loads(download(driver, "download-dtcg", folder, "brand-edited.resolver.json"))
    palette = document["modifiers"]["accent"]["contexts"]["brand-edited"][0]["palette"]
    assert palette["light"]["accent"]["$value"] == {"colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#ff0b0c"}
    assert palette["dark"]["accent"]["$value"] == {"colorSpace": "hsl", "components": ["none", 0, 100], "hex": "#ffffff"}
    assert palette["light"]["accentMuted"]["$value"] == {
        "colorSpace": "display-p3", "components": [1, 0, 0], "alpha": 0.12, "hex": "#ff0b0c"}
    # The edited color, and syntax.comment, which follows it, are the sRGB value picked.
    srgb = {"colorSpace": "srgb", "components": [0.12549, 0.25098, 0.376471], "hex": "#204060"}
    assert palette["light"]["textSecondary"]["$value"] == srgb
    assert palette["light"]["syntax"]["comment"]["$value"] == srgb


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_lab_with_the_notice_is_axe_clean(driver, wide_site, scheme):
    emulate_scheme(driver, scheme)
    open_lab(driver, wide_site.url("lab.html", "#theme=brand&scheme=%s" % scheme))
    assert notice(driver) == NOTICE
    results = run_axe(driver)
    assert "error" not in results, "axe failed: %s" % results.get("error")
    assert not results["violations"], "lab.html (OS %s): axe-core violations:\n%s" % (scheme, describe(results["violations"]))


def test_the_theme_file_download_keeps_the_parents_colors_as_given(driver, wide_site, workdir):
    """The theme file holds only the edit, as sRGB; built, the theme keeps the colors
    the lab did not change in their own spaces (the parent's)."""
    open_lab(driver, wide_site.url("lab.html", "#theme=brand&scheme=light&light.textSecondary=204060"))
    folder = workdir / "lab-wide-theme-file"
    text = download(driver, "download-theme", folder, "brand-edited.theme.json")
    assert json.loads(text) == {"name": "Brand (edited)", "parent": "brand", "light": {"textSecondary": "#204060"}}, text
    site = workdir / "lab-wide"
    (site / "tokens" / "brand-edited.theme.json").write_text(text, encoding="utf-8")
    try:
        second = build_site(site, workdir / "lab-wide-out-2", "the wide-gamut site with the lab's theme file")
    finally:
        (site / "tokens" / "brand-edited.theme.json").unlink()
    css = theme_css(second, "brand-edited")
    assert "--vm-color-accent:color(display-p3 1 0 0)" in css, css
    assert "--vm-color-text-secondary:#204060;" in css and "oklch(0.5 0.1 250)" not in css, css


VIVID = '{"name": "Vivid", "accent": "oklch(0.7 0.15 30)", "light": {"textSecondary": "color(display-p3 0.2 0.3 0.9)"}}\n'


def test_a_theme_files_own_colors_keep_their_text_in_the_download(driver, workdir):
    """A theme file that writes its accent in oklch() and a color in display-p3: the
    file the lab downloads after an edit keeps both as written (not their sRGB values),
    and put in place of the original it builds them in their own spaces again."""
    site = workdir / "lab-wide-file"
    write_site(site, {"a.md": "# A\n"}, "title: Wide gamut theme file\n")
    (site / "tokens").mkdir()
    (site / "tokens" / "vivid.theme.json").write_text(VIVID, encoding="utf-8")
    first = build_site(site, workdir / "lab-wide-file-out", "the site with an oklch theme file")
    open_lab(driver, first.url("lab.html", "#theme=vivid&scheme=light&light.separator=204060"))
    folder = workdir / "lab-wide-file-download"
    text = download(driver, "download-theme", folder, "vivid.theme.json")
    assert json.loads(text) == {
        "name": "Vivid", "parent": "default",
        "accent": {"light": "oklch(0.7 0.15 30)", "dark": "oklch(0.7 0.15 30)"},
        "light": {"textSecondary": "color(display-p3 0.2 0.3 0.9)", "separator": "#204060"},
    }, text
    (site / "tokens" / "vivid.theme.json").write_text(text, encoding="utf-8")
    try:
        second = build_site(site, workdir / "lab-wide-file-out-2", "the site with the lab's theme file")
    finally:
        (site / "tokens" / "vivid.theme.json").write_text(VIVID, encoding="utf-8")
    css = theme_css(second, "vivid")
    assert "--vm-color-accent:oklch(0.7 0.15 30);" in css, css
    assert "--vm-color-text-secondary:color(display-p3 0.2 0.3 0.9);" in css, css
    assert "--vm-color-separator:#204060;" in css, css

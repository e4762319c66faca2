"""Search over every word (issue 18): words deep inside long sections, prefixes while typing,
CJK text, token names and values, ranking, and the matched words marked in the snippet.

The site is built by the real binary; searches run from file://, as a reader opening the
built site from disk would. Every wait polls with a generous deadline."""

import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import BINARY, Site, build_site, write_site
from support import page_name, scroll_click, wait_for

FILLER = " ".join("Sentence %d of the filler text says nothing in particular about anything." % n for n in range(60))

DOCS = {
    # The rare words sit thousands of characters into one long section.
    "long.md": """\
        ---
        title: A long page
        order: 1
        ---
        # A long page

        ## Details

        %s Somewhere deep inside sits the word quokkaplasm and the phrase naïve zebrafinch.
        %s
        """ % (FILLER, FILLER),
    "cjk.md": """\
        ---
        title: 日本語のページ
        order: 2
        ---
        # 日本語のページ

        この文書は検索エンジンの試験です。東京の天気は晴れです。
        """,
    # Ranking: "heliotrope" in this page's heading beats a page that says it often.
    "heading.md": """\
        ---
        title: Colors
        order: 3
        ---
        # Colors

        ## Heliotrope

        A purple.
        """,
    "often.md": """\
        ---
        title: Plants
        order: 4
        ---
        # Plants

        Heliotrope, heliotrope, heliotrope: a heliotrope grows near heliotrope.
        """,
}


@pytest.fixture(scope="module")
def search_site(workdir):
    site = workdir / "search-site"
    write_site(site, DOCS, "title: Search test site\n")
    return build_site(site, workdir / "search-out", "the search site")


def results(driver):
    """Each shown result: title, heading, snippet text, the snippet's marked words, link."""
    return driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('#tp-search-results [role=option]'),"
        " function (li) { var text = li.querySelector('.tp-search-text');"
        "   return {title: li.querySelector('.tp-search-title').textContent,"
        "           heading: li.querySelector('.tp-search-heading').textContent,"
        "           text: text.textContent,"
        "           marks: Array.prototype.map.call(li.querySelectorAll('.tp-search-text mark'), function (m) { return m.textContent; }),"
        "           href: li.querySelector('a').getAttribute('href')}; });")


def search(driver, site, query, page="docs/long.html"):
    driver.get(site.url(page))
    box = driver.find_element(By.ID, "tp-search-input")
    scroll_click(driver, box)
    box.send_keys(query)
    return box


def first_result(driver, description, check):
    """Polls until the first result passes `check`; returns every result."""
    found = []

    def ready():
        found[:] = results(driver)
        return found and check(found[0])
    try:
        wait_for(driver, ready, description, timeout=30)
    except AssertionError:
        raise AssertionError("%s: %s; results were %r" % (page_name(driver), description, found))
    return found


def test_a_word_deep_inside_a_long_section_is_found_and_marked(driver, search_site):
    search(driver, search_site, "quokkaplasm")
    found = first_result(driver, "the long page's Details section for 'quokkaplasm'",
                         lambda r: r["href"].endswith("docs/long.html#details"))
    first = found[0]
    assert first["title"] == "A long page" and first["heading"] == "Details"
    assert first["marks"] == ["quokkaplasm"], first
    # The snippet is the text around the word, not the section's start.
    assert first["text"].startswith("…") and "quokkaplasm" in first["text"] and len(first["text"]) < 200, first


def test_a_prefix_finds_the_word_being_typed(driver, search_site):
    search(driver, search_site, "zebrafi")
    found = first_result(driver, "the long page for the prefix 'zebrafi'", lambda r: r["href"].endswith("#details"))
    assert found[0]["marks"] == ["zebrafinch"], found[0]


def test_diacritics_and_case_are_folded(driver, search_site):
    search(driver, search_site, "NAIVE")
    found = first_result(driver, "the long page for 'NAIVE'", lambda r: r["href"].endswith("#details"))
    assert found[0]["marks"] == ["naïve"], found[0]


def test_cjk_text_is_found_by_bigrams(driver, search_site):
    search(driver, search_site, "東京")
    found = first_result(driver, "the Japanese page for '東京'", lambda r: r["href"].startswith("../docs/cjk.html"))
    assert found[0]["title"] == "日本語のページ"
    assert found[0]["marks"] == ["東京"], found[0]
    # Three characters: two bigrams, both in the text.
    box = driver.find_element(By.ID, "tp-search-input")
    box.send_keys(Keys.ESCAPE)
    box.send_keys("検索エ")
    found = first_result(driver, "the Japanese page for '検索エ'", lambda r: r["href"].startswith("../docs/cjk.html"))
    assert found[0]["marks"] == ["検索エ"], found[0]


def test_token_names_and_values_are_found(driver, search_site):
    search(driver, search_site, "textSecondary")
    found = first_result(driver, "the textSecondary token first", lambda r: r["title"] == "textSecondary")
    assert found[0]["href"] == "../index.html#tokens-colors" and found[0]["heading"] == "Color token"
    box = driver.find_element(By.ID, "tp-search-input")
    box.send_keys(Keys.ESCAPE)
    box.send_keys("#3C3C4399")
    found = first_result(driver, "the token whose light value is #3C3C4399", lambda r: r["title"] == "textSecondary")
    assert found[0]["marks"] == ["3C3C4399"], found[0]


def test_a_heading_match_ranks_above_frequent_mentions(driver, search_site):
    search(driver, search_site, "heliotrope")
    found = first_result(driver, "the Heliotrope heading first", lambda r: r["heading"] == "Heliotrope")
    assert [r["title"] for r in found] == ["Colors", "Plants"], found
    assert found[1]["marks"] == ["Heliotrope", "heliotrope", "heliotrope", "heliotrope", "heliotrope"], found[1]


def test_every_query_loads_only_its_shards_and_chunks(driver, search_site):
    search(driver, search_site, "quokkaplasm")
    first_result(driver, "a result for 'quokkaplasm'", lambda r: r["href"].endswith("#details"))
    loaded = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('script[src*=\"assets/search/\"]'),"
        " function (s) { return s.getAttribute('src').split('?')[0]; });")
    assert len(loaded) == 2 and loaded[0].startswith("../assets/search/s") and loaded[1].startswith("../assets/search/t"), loaded


def test_without_decompression_streams_search_says_so(driver, search_site):
    """The text chunks are deflated: a browser that cannot inflate them gets a message, not an error."""
    driver.get(search_site.url("docs/long.html"))
    driver.execute_script("delete window.DecompressionStream;")
    assert driver.execute_script("return typeof DecompressionStream;") == "undefined"
    box = driver.find_element(By.ID, "tp-search-input")
    scroll_click(driver, box)
    box.send_keys("quokkaplasm")
    message = "Search needs a newer browser: this one cannot read the index (DecompressionStream)."
    wait_for(driver, lambda: driver.execute_script(
        "var empty = document.querySelector('#tp-search-results .tp-search-empty');"
        " return empty && empty.textContent;") == message, "the message that search cannot read the index", timeout=30)
    assert results(driver) == []


def test_a_rebuilt_index_replaces_what_the_page_loaded(driver, workdir):
    """serve rebuilds the site under an open page: the next search (the box focused again)
    loads the new manifest, drops the shards and chunks of the old index and finds new words."""
    site = workdir / "rebuilt-site"
    (site / "docs").mkdir(parents=True)
    (site / "config.yaml").write_text("title: Rebuilt\n")
    doc = site / "docs" / "page.md"
    doc.write_text("# Page\n\n## Animals\n\nThe quokkaplasm sleeps.\n")
    out = workdir / "rebuilt-out"

    def build():
        result = subprocess.run([str(BINARY), "build", str(site), "--output", str(out)],
                                capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, result.stdout + result.stderr
    build()
    rebuilt = Site(out)
    box = search(driver, rebuilt, "quokkaplasm", page="docs/page.html")
    first_result(driver, "'quokkaplasm' before the rebuild", lambda r: r["marks"] == ["quokkaplasm"])
    doc.write_text("# Page\n\n## Animals\n\nThe wombatrix sleeps where the quokkaplasm slept.\n")
    build()
    driver.execute_script("arguments[0].blur();", box)
    box.send_keys(Keys.ESCAPE)
    scroll_click(driver, box)
    box.send_keys("wombatrix")
    found = first_result(driver, "'wombatrix' after the rebuild", lambda r: r["marks"] == ["wombatrix"])
    assert found[0]["text"] == "The wombatrix sleeps where the quokkaplasm slept.", found[0]

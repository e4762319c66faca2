"""Search on a big docs site (issue 18): for words sampled from deep inside the docs, whether
search finds them, how much index a query loads (gzip-compressed) and how long the first
result takes to show after the keystroke in headless Chromium. A benchmark, not a test:
scripts/bench runs it on the Swift Evolution site.

    python browser-tests/bench_search.py SITE_DIR CORPUS_DIR

Budgets: at most 150 KB of index data a query, compressed; the first result within 100 ms.
"""

import gzip
import re
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_axe import chrome  # noqa: E402  (the same headless Chromium)

BUDGET_KB = 150.0
BUDGET_MS = 100.0
SAMPLES = 40


def sampled_queries(corpus):
    """Words of seven letters or more from deep inside the docs (past their first 2,000
    characters, outside code), a fixed sample; then prefixes and common words."""
    files = sorted(Path(corpus).rglob("*.md"))
    words = []
    for index in range(SAMPLES):
        text = files[(index * 37) % len(files)].read_text(encoding="utf-8")
        text = re.sub(r"```.*?```", " ", text, flags=re.S)
        candidates = re.findall(r"(?<![\w`/.-])[A-Za-z]{7,}(?![\w`/.-])", text[2000:])
        if candidates:
            words.append(candidates[(index * 7919) % len(candidates)])
    prefixes = [word[:4] for word in words[:10]]
    common = ["the", "protocol conformance", "async await", "Sendable", "actor isolation", "result builder"]
    return words, prefixes, common


MEASURE = """
var query = arguments[0], done = arguments[1];
var input = document.getElementById("tp-search-input"), list = document.getElementById("tp-search-results");
input.value = "";
list.textContent = "";
var start = 0;
var observer = new MutationObserver(function () {
  if (!list.querySelector("[role=option]") && !list.querySelector(".tp-search-empty")) return;
  observer.disconnect();
  var shown = performance.now();
  requestAnimationFrame(function () {
    var sources = Array.prototype.map.call(document.querySelectorAll('script[src*="assets/search/"]'),
      function (script) { return script.getAttribute("src").split("?")[0]; });
    done({ms: shown - start, frame: performance.now() - start, found: !!list.querySelector("[role=option]"), sources: sources,
          first: (list.querySelector("[role=option]") || list).textContent.slice(0, 80)});
  });
});
observer.observe(list, {childList: true, subtree: true});
input.value = query;
start = performance.now();
input.dispatchEvent(new Event("input"));
"""


def measure(driver, site, query):
    """One query on a freshly loaded page (nothing of the index loaded but the manifest)."""
    driver.get((site / "docs.html").as_uri())
    driver.execute_script("document.getElementById('tp-search-input').focus();")
    driver.execute_async_script(
        "var done = arguments[0]; (function wait() { if (window.ThemePreviewSearchIndex) done(); else setTimeout(wait, 10); })();")
    result = driver.execute_async_script(MEASURE, query)
    page = site / "docs.html"
    total = len(gzip.compress((site / "assets/search-index.js").read_bytes(), 9))
    for source in result["sources"]:
        total += len(gzip.compress((page.parent / source).resolve().read_bytes(), 9))
    result["kb"] = total / 1000
    return result


def main():
    site, corpus = Path(sys.argv[1]).resolve(), sys.argv[2]
    driver = chrome()
    driver.set_script_timeout(60)
    try:
        words, prefixes, common = sampled_queries(corpus)
        measure(driver, site, "warm")
        rows = []
        for kind, queries in (("word", words), ("prefix", prefixes), ("common", common)):
            for query in queries:
                rows.append((kind, query, measure(driver, site, query)))
    finally:
        driver.quit()
    found = [row for row in rows if row[0] == "word" and row[2]["found"]]
    print("sampled words found: %d of %d (each taken from past the first 2,000 characters of a doc)"
          % (len(found), len(words)))
    for kind, query, result in rows:
        if kind == "word" and not result["found"]:
            print("  not found: %s" % query)
    print("%-8s %8s %8s %8s %10s %10s" % ("queries", "count", "ms med", "ms max", "KB gz med", "KB gz max"))
    for kind in ("word", "prefix", "common", "all"):
        chosen = [result for k, _, result in rows if kind in (k, "all")]
        ms = [result["ms"] for result in chosen]
        kb = [result["kb"] for result in chosen]
        print("%-8s %8d %8.1f %8.1f %10.1f %10.1f" % (kind, len(chosen), statistics.median(ms), max(ms),
                                                     statistics.median(kb), max(kb)))
    heaviest = max(rows, key=lambda row: row[2]["kb"])
    slowest = max(rows, key=lambda row: row[2]["ms"])
    print("heaviest query: %r, %.1f KB gz (%d files); slowest: %r, %.1f ms"
          % (heaviest[1], heaviest[2]["kb"], len(heaviest[2]["sources"]) + 1, slowest[1], slowest[2]["ms"]))
    all_ms = [result["ms"] for _, _, result in rows]
    all_kb = [result["kb"] for _, _, result in rows]
    print("budgets: every query at most %.0f KB gz: %s (max %.1f); first result within %.0f ms: %s (max %.1f, median %.1f)"
          % (BUDGET_KB, "met" if max(all_kb) <= BUDGET_KB else "NOT met", max(all_kb),
             BUDGET_MS, "met" if max(all_ms) <= BUDGET_MS else "NOT met", max(all_ms), statistics.median(all_ms)))


if __name__ == "__main__":
    main()

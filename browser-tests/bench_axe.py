"""How long a full axe-core run takes on the heaviest pages of a built site (issue 15: under
20 s each on a 2-core machine). A benchmark, not a test: scripts/bench-browser runs it.

    python browser-tests/bench_axe.py SITE_DIR [RUNS]
"""

import statistics
import sys
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

sys.path.insert(0, str(Path(__file__).resolve().parent))
from axe_runner import run_axe  # noqa: E402

BUDGET_SECONDS = 20.0


def chrome():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(arg)
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    driver.set_page_load_timeout(120)
    return driver


def main():
    root = Path(sys.argv[1]).resolve()
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    pages = sorted(str(p.relative_to(root)) for p in root.rglob("*.html"))
    # The three largest pages by size (a theme's contrast page), and the report's summary,
    # the gallery and the matrix.
    largest = sorted(pages, key=lambda p: -(root / p).stat().st_size)[:3]
    heaviest = largest + [p for p in ("contrast.html", "index.html", "matrix.html") if p in pages and p not in largest]
    driver = chrome()
    over = []
    print("%-28s %9s %9s %8s %8s %s" % ("page", "KB", "elements", "median s", "max s", "violations"))
    try:
        for page in heaviest:
            times = []
            for _ in range(runs):
                driver.get((root / page).as_uri())
                started = time.monotonic()
                result = run_axe(driver)
                times.append(time.monotonic() - started)
            elements = driver.execute_script("return document.getElementsByTagName('*').length")
            violations = "error: " + result["error"] if "error" in result else len(result["violations"])
            print("%-28s %9.0f %9d %8.1f %8.1f %s" % (page, (root / page).stat().st_size / 1024, elements,
                                                     statistics.median(times), max(times), violations))
            if statistics.median(times) >= BUDGET_SECONDS:
                over.append(page)
    finally:
        driver.quit()
    print("axe-core budget: under %.0f s a page (median of %d runs): %s" % (
        BUDGET_SECONDS, runs, "met" if not over else "NOT met on " + ", ".join(over)))


if __name__ == "__main__":
    main()

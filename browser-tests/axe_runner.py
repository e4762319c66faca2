"""axe-core 4.x in Chromium through Selenium.

The engine is `axe.min.js` from PyPI's axe-playwright-python wheel (installed with
--no-deps by scripts/test: only the file is used, never Playwright). Every page is checked
against WCAG 2.0, 2.1 and 2.2 A and AA and axe's best practices. The specimens
(`.vm-specimen`) show the palette under review, which the contrast report audits, so they
are left out of `color-contrast` only; every other rule covers them too.
"""

import importlib.util
from functools import lru_cache
from pathlib import Path

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
SPECIMENS = ".vm-specimen"
# A generous deadline for one axe run: a loaded 2-core machine takes a few times longer
# than an idle one. How long a run takes is measured by scripts/bench, not here.
SCRIPT_TIMEOUT_SECONDS = 180

_RUN = """
var done = arguments[arguments.length - 1];
var tags = arguments[0], specimens = arguments[1];
var everything = {runOnly: {type: 'tag', values: tags}, rules: {'color-contrast': {enabled: false}},
                  resultTypes: ['violations']};
var contrast = {runOnly: {type: 'rule', values: ['color-contrast']}, resultTypes: ['violations']};
axe.run(document, everything).then(function (first) {
  return axe.run({exclude: [[specimens]]}, contrast).then(function (second) {
    done({version: axe.version, violations: first.violations.concat(second.violations)});
  });
}).catch(function (e) { done({error: String(e)}); });
"""


@lru_cache(maxsize=1)
def axe_source():
    spec = importlib.util.find_spec("axe_playwright_python")
    assert spec is not None and spec.submodule_search_locations, (
        "axe-playwright-python is not installed: scripts/test installs it into .venv-test")
    path = Path(list(spec.submodule_search_locations)[0]) / "axe.min.js"
    return path.read_text(encoding="utf-8")


def run_axe(driver):
    """axe-core on the page the driver shows: {'version', 'violations'} or {'error'}."""
    driver.execute_script(axe_source())
    driver.set_script_timeout(SCRIPT_TIMEOUT_SECONDS)
    return driver.execute_async_script(_RUN, TAGS, SPECIMENS)


def describe(violations):
    lines = []
    for v in violations:
        targets = [" ".join(str(t) for t in n["target"]) for n in v["nodes"][:5]]
        lines.append("%s (%s): %s -- %d nodes, first %s" % (v["id"], v["impact"], v["help"], len(v["nodes"]), targets))
    return "\n".join(lines)

"""A team's own design system (issue 49): the example system in examples/design-system,
built by the real binary. The search finds a token by its name and leads to its sample on
its group's page."""

import pytest

from conftest import REPO, build_site
from test_search import first_result, search


@pytest.fixture(scope="module")
def system_site(workdir):
    return build_site(REPO / "examples" / "design-system", workdir / "design-system-out", "the example design system")


def test_the_search_finds_a_token_of_the_system_by_name(driver, system_site):
    search(driver, system_site, "brand default", page="tokens/index.html")
    found = first_result(driver, "color.background.brand.default first",
                         lambda r: r["title"] == "color.background.brand.default")
    assert found[0]["heading"] == "Acme token"
    assert found[0]["href"] == "../tokens/color.html#token-color.background.brand.default"
    driver.get(system_site.url("tokens/color.html#token-color.background.brand.default"))
    target = driver.execute_script("var t = document.querySelector(':target'); return t && t.id;")
    assert target == "token-color.background.brand.default"
    swatch = driver.execute_script(
        "return getComputedStyle(document.querySelector(':target .tp-specimen-color')).getPropertyValue('--swatch').trim();")
    assert swatch == "#1A73E8"

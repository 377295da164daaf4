#!/usr/bin/env python3
"""The preview's layout, proved in headless Chromium.

Loads every page of a written preview (`coach-fmt preview`) in a 1,400 px window and reads what
its script measured (`PreviewAssets.measureScript`):

- drift: how far apart the cells of one row start. Every page must be 0 px; the five longest
  pages (most rows) are listed by name.
- horizontal overflow: the page must not be wider than the window.
- broken tokens: no line may break inside a `keep` span (a zh date, a number with its unit).
- the phones agree with the rows: a text the rows measure over its budget box runs past its box
  on the phone too, and one that fits there fits on the phone.
- a hostile copy of one page, its first text and its first label replaced by a 4,000-character
  unbroken value, must not widen the page either;
- and the check can fail: a broken copy of that page (its last column's cells 7 px low, its grid
  3,000 px wide, its phones' letters spaced out) must be reported for all three.

Saves one screenshot per section (the first state of each, in the index's order) to OUT.

    tools/check_preview.py --preview .ci/out/budgets/site --out .ci/out/preview

Standard library only. Exit 0 when all holds, 1 when not, 2 on a setup problem.
"""

import argparse
import concurrent.futures
import os
import pathlib
import re
import sys
import tempfile

import check_budgets

WINDOW = (1400, 900)
LONGEST = 5
HOSTILE = "W" * 4000


class PageMeasurements(check_budgets.Measurements):
    """The rows' measurements, and each phone text's verdict with the row it links to."""

    def __init__(self):
        super().__init__()
        self.phone = []
        self.column = None

    def handle_starttag(self, tag, attrs):
        super().handle_starttag(tag, attrs)
        attributes = dict(attrs)
        if tag == "section" and attributes.get("class") == "phone":
            self.column = attributes.get("data-column")
        elif tag == "a" and "data-fits" in attributes and attributes.get("href", "").startswith("#row-"):
            self.phone.append((self.column, attributes["href"][len("#row-"):], attributes["data-fits"]))


def dump(browser, page):
    """Every measured element of a page and its body attributes, at the window's width."""
    with tempfile.TemporaryDirectory(prefix="coach-fmt-chromium-") as profile:
        result = check_budgets.chromium(browser, profile, f"--window-size={WINDOW[0]},{WINDOW[1]}", "--dump-dom",
                                        page.as_uri())
    parser = PageMeasurements()
    parser.feed(result.stdout.decode("utf-8", "replace"))
    if parser.body.get("data-drift") is None:
        raise RuntimeError(f"{page}: the page's script did not run (chromium exit {result.returncode})")
    return parser


def problems(state, page):
    """One line per thing that does not hold on a measured page."""
    lines = []
    body = page.body
    drift = int(body.get("data-drift", "0"))
    if drift > 0:
        lines.append(f"{state}: rows drift by up to {drift} px")
    overflow = int(body.get("data-page-overflow", "0"))
    if overflow > 0:
        lines.append(f"{state}: the page is {overflow} px wider than a {WINDOW[0]} px window")
    for element in page.elements:
        broken = element.get("data-broken-runs")
        if broken:
            lines.append(f"{state} · {element.get('data-column')} · {element.get('data-id')}: "
                         f"a line breaks inside “{broken}”")
    rows = {(element.get("data-column"), element.get("data-id")): element.get("data-fits")
            for element in page.elements}
    verdict = {"yes": "fits its box", "no": "runs past its box"}
    for column, element, fits in page.phone:
        row = rows.get((column, element))
        if row is not None and row != fits:
            lines.append(f"{state} · {column} · {element}: on the phone it {verdict.get(fits, fits)}, "
                         f"in the rows it {verdict.get(row, row)}")
    return lines


def hostile_copy(page_text):
    """The page with its first box's text and its first label as one long unbroken value."""
    text = re.sub(r'(<div class="box[^"]*"[^>]*>)(.*?)(</div>)', lambda m: m.group(1) + HOSTILE + m.group(3),
                  page_text, count=1)
    return re.sub(r'(<div class="label">)', lambda m: m.group(1) + HOSTILE, text, count=1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preview", required=True, help="a preview folder written by coach-fmt preview")
    parser.add_argument("--out", default=str(check_budgets.ROOT / ".ci/out/preview"),
                        help="screenshots go here (default: .ci/out/preview)")
    parser.add_argument("--jobs", type=int, default=max(1, min(3, os.cpu_count() or 1)), help="pages at once")
    args = parser.parse_args()

    browser = check_budgets.chromium_command()
    if browser is None:
        print("check_preview: no chromium: apt-get install -y chromium fonts-noto-cjk fonts-liberation",
              file=sys.stderr)
        return 2
    site = pathlib.Path(args.preview).resolve()
    links = check_budgets.StateLinks()
    links.feed((site / "index.html").read_text(encoding="utf-8"))
    if not links.states:
        print(f"check_preview: {site}/index.html lists no states", file=sys.stderr)
        return 2
    pages = [(state, site / href) for state, href in links.states]
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        measured = list(pool.map(lambda entry: (entry[0], dump(browser, entry[1])), pages))

    failures = []
    for state, page in measured:
        failures += problems(state, page)

    rows = {state: path.read_text(encoding="utf-8").count('<div class="row') for state, path in pages}
    longest = sorted(measured, key=lambda entry: -rows[entry[0]])[:LONGEST]
    report = [f"drift {int(page.body.get('data-drift', '0'))} px on {state} ({rows[state]} rows)"
              for state, page in longest]

    state, path = pages[0]
    with tempfile.TemporaryDirectory(prefix="coach-fmt-hostile-") as folder:
        copy = pathlib.Path(folder) / path.name
        copy.write_text(hostile_copy(path.read_text(encoding="utf-8")), encoding="utf-8")
        page = dump(browser, copy)
        overflow = int(page.body.get("data-page-overflow", "0"))
        report.append(f"a {len(HOSTILE)}-character unbroken value on {state}: the page is {overflow} px "
                      f"wider than the window")
        if overflow > 0:
            failures.append(f"{state} with a {len(HOSTILE)}-character unbroken value: the page is {overflow} px "
                            f"wider than a {WINDOW[0]} px window")

        # The check can fail: a copy whose zh-Hans cells start 7 px low, whose grid is too wide
        # and whose phones space their letters out must be reported for all three.
        broken = copy.with_name("broken.html")
        broken.write_text(path.read_text(encoding="utf-8").replace(
            "</style>", '.row .cell:last-child { margin-top: 7px; }\n.grid { width: 3000px; }\n'
            'a.ph-text { letter-spacing: 40px; }\n</style>', 1), encoding="utf-8")
        found = problems(state, dump(browser, broken))
        if (not any("drift by up to 7 px" in line for line in found) or not any("wider" in line for line in found)
                or not any("on the phone it runs past its box" in line for line in found)):
            failures.append(f"a broken copy of {state} (drift, too wide, phone apart from rows) was not caught: "
                            f"{found}")
        else:
            report.append(f"a broken copy of {state} is caught ({len(found)} lines): {'; '.join(found[:3])}")

    out = pathlib.Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    heights = {state: int(page.body.get("data-page-height", "2000")) for state, page in measured}
    sections = {}
    for state, path in pages:
        sections.setdefault(state.split("/")[0], (state, path))
    for section, (state, path) in sections.items():
        png = out / f"{section}.png"
        if png.exists():
            png.unlink()
        check_budgets.screenshot(browser, path, png, WINDOW[0], min(heights[state] + 16, 16000))
        report.append(f"screenshot: {png} ({state})")

    print("\n".join(failures + report))
    print(f"{len(measured)} pages at {WINDOW[0]} px: {len(failures)} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Length budgets, measured in a real browser.

Renders the HTML preview (`coach-fmt preview`), loads every page in headless Chromium
(Debian's `chromium` with `fonts-noto-cjk` and `fonts-liberation`) and reads what each page's
script measured: for every drawn text, its lines and how many px it runs past the box that
Resources/layout/budgets.json gives it. Fails, naming state, element id, locale and the
overflow in px, when a string does not fit, and when a line breaks inside a run that must stay
on one line (a number with its unit in Chinese, `27日`: the preview's `keep` spans, each measured
with Range.getClientRects). A pseudo-locale's overflow (en-XA) is reported,
and fails only in a fixed-size box. Saves PNG screenshots of the Home, Paywall and Complete
pages, and writes each state's count of overflows into the preview's index.html (`?` until then).

    tools/check_budgets.py                          # build, preview, measure; out: .ci/out/budgets
    tools/check_budgets.py --preview DIR            # measure a preview that is already written
    tools/check_budgets.py --locale en --locale zh-Hans --out /tmp/budgets
    tools/check_budgets.py --gate en --gate zh-Hans  # every column measured; only these decide the exit code

Standard library only. Exit 0 when everything fits, 1 when something does not, 2 on a setup
problem (no chromium, the preview cannot be written).
"""

import argparse
import concurrent.futures
import html
import html.parser
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCREENSHOTS = {
    "home": "home/home--normal",
    "paywall": "paywall/paywall--default",
    "complete": "complete/complete--improved",
}


class StateLinks(html.parser.HTMLParser):
    """The states index.html lists, in order: <a href=… data-state=…>."""

    def __init__(self):
        super().__init__()
        self.states = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "a" and "data-state" in attributes:
            self.states.append((attributes["data-state"], attributes["href"]))


class Measurements(html.parser.HTMLParser):
    """Every measured element of a dumped page, and the page's size."""

    def __init__(self):
        super().__init__()
        self.elements = []
        self.body = {}

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "body":
            self.body = attributes
        elif "data-fits" in attributes and "data-id" in attributes:
            self.elements.append(attributes)


def chromium_command():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def chromium(browser, profile, *arguments):
    command = [
        browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--disable-extensions", "--disable-background-networking", "--disable-sync", "--mute-audio",
        f"--user-data-dir={profile}", *arguments,
    ]
    return subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120, check=False)


def measure(browser, page):
    with tempfile.TemporaryDirectory(prefix="coach-fmt-chromium-") as profile:
        result = chromium(browser, profile, "--dump-dom", page.as_uri())
    parser = Measurements()
    parser.feed(result.stdout.decode("utf-8", "replace"))
    if parser.body.get("data-measured") is None:
        raise RuntimeError(f"{page}: the page's script did not run (chromium exit {result.returncode}): "
                           + result.stderr.decode("utf-8", "replace")[-400:])
    return parser


def screenshot(browser, page, png, width, height):
    with tempfile.TemporaryDirectory(prefix="coach-fmt-chromium-") as profile:
        result = chromium(browser, profile, f"--screenshot={png}", f"--window-size={width},{height}", page.as_uri())
    if not png.exists():
        raise RuntimeError(f"{page}: no screenshot (chromium exit {result.returncode})")


def describe_box(element):
    lines = element.get("data-max-lines")
    limit = "any number of lines" if lines == "none" else ("1 line" if lines == "1" else f"up to {lines} lines")
    fixed = ", fixed" if element.get("data-fixed") == "true" else ""
    return (f"{element.get('data-kind')}: {element.get('data-width')} px, {element.get('data-font-size')} px "
            f"{element.get('data-weight')}, {limit}{fixed}")


def failure_line(state, row):
    """`state · locale · id: 12 px over (2 lines; box) “text”`, or a line break inside a run."""
    lines = row["lines"]
    took = "1 line" if lines == 1 else f"{lines} lines"
    what = []
    if row["overflow_px"] > 0:
        what.append(f"{row['overflow_px']} px over")
    if row["broken_runs"]:
        what.append("a line breaks inside " + ", ".join(f"“{run}”" for run in row["broken_runs"]))
    return f"{state} · {row['locale']} · {row['id']}: {'; '.join(what)} ({took}; {row['box']}) “{row['text']}”"


def fill_index_overflows(site, states, rows):
    """Writes each measured state's overflow count into index.html's `?` cells (the page's own
    summary counts them when it loads; the index cannot, so the measurement does)."""
    index = site / "index.html"
    text = index.read_text(encoding="utf-8")
    counts = {state: 0 for state in states}
    for row in rows:
        counts[row["state"]] = counts.get(row["state"], 0) + 1
    for state, count in counts.items():
        attribute = html.escape(state, quote=True)
        cell = f'data-problem="overflow" data-overflow-state="{attribute}">?</td>'
        text = text.replace(cell, cell.replace(">?</td>", f">{count}</td>"))
        if count:
            # The row's total, which "Only states with problems" filters on, counts them too.
            row = re.compile(r'<tr data-problems="(\d+)">(<td><a href="[^"]*" data-state="' + re.escape(attribute) + '">)')
            text = row.sub(lambda m: f'<tr data-problems="{int(m.group(1)) + count}">{m.group(2)}', text, count=1)
    index.write_text(text, encoding="utf-8")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--coach-fmt", help="the coach-fmt binary (default: swift build, then .build/debug/coach-fmt)")
    parser.add_argument("--preview", help="measure this preview folder instead of writing one")
    parser.add_argument("--locale", action="append", help="a column to preview (repeatable; default: the preview's)")
    parser.add_argument("--budgets", default=str(ROOT / "Resources/layout/budgets.json"),
                        help="budgets file passed to coach-fmt preview (default: the repository's)")
    parser.add_argument("--out", default=str(ROOT / ".ci/out/budgets"),
                        help="report, screenshots and the preview go here (default: .ci/out/budgets)")
    parser.add_argument("--gate", action="append",
                        help="only failures in this locale make the exit code 1 (repeatable; default: every "
                             "locale); the others are listed in report.txt as 'FAIL (not gating)'")
    parser.add_argument("--state", action="append",
                        help="measure only states whose id starts with this (repeatable); no screenshots of others")
    parser.add_argument("--jobs", type=int, default=max(1, min(3, os.cpu_count() or 1)),
                        help="pages measured at once")
    args = parser.parse_args()

    browser = chromium_command()
    if browser is None:
        print("check_budgets: no chromium: apt-get install -y chromium fonts-noto-cjk fonts-liberation",
              file=sys.stderr)
        return 2
    out = pathlib.Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)

    if args.preview:
        site = pathlib.Path(args.preview).resolve()
    else:
        binary = args.coach_fmt
        if binary is None:
            build = subprocess.run(["swift", "build", "--product", "coach-fmt"], cwd=ROOT, check=False,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            if build.returncode != 0:
                print(build.stdout.decode("utf-8", "replace")[-2000:], file=sys.stderr)
                return 2
            binary = str(ROOT / ".build/debug/coach-fmt")
        site = out / "site"
        command = [binary, "preview", "--out", str(site), "--budgets", args.budgets]
        for locale in args.locale or []:
            command += ["--locale", locale]
        written = subprocess.run(command, check=False, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if written.returncode != 0:
            print(written.stderr.decode("utf-8", "replace"), file=sys.stderr, end="")
            return 2
        print(written.stdout.decode("utf-8", "replace"), end="")

    links = StateLinks()
    links.feed((site / "index.html").read_text(encoding="utf-8"))
    if not links.states:
        print(f"check_budgets: {site}/index.html lists no states", file=sys.stderr)
        return 2
    pages = [(state, site / href) for state, href in links.states
             if not args.state or any(state.startswith(prefix) for prefix in args.state)]

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        measured = list(pool.map(lambda entry: (entry[0], measure(browser, entry[1])), pages))

    failures, ungated, reports, rows = [], [], [], []
    counts = {}
    for state, page in measured:
        for element in page.elements:
            locale = element.get("data-column", "?")
            pseudo = element.get("data-pseudo") == "true"
            fixed = element.get("data-fixed") == "true"
            count = counts.setdefault(locale, {"measured": 0, "failed": 0, "reported": 0})
            count["measured"] += 1
            if element.get("data-fits") != "no":
                continue
            overflow = int(element.get("data-overflow", "0"))
            lines = element.get("data-lines")
            broken = [run for run in element.get("data-broken-runs", "").split(" | ") if run]
            row = {
                "state": state, "locale": locale, "id": element["data-id"], "overflow_px": overflow,
                "lines": int(lines) if lines else None, "box": describe_box(element),
                "text": element.get("data-text", ""), "fails": fixed or not pseudo or bool(broken),
                "gating": not args.gate or locale in args.gate, "broken_runs": broken,
            }
            rows.append(row)
            line = failure_line(state, row)
            if not row["fails"]:
                count["reported"] += 1
                reports.append("over (pseudo-locale, reported) " + line)
            elif row["gating"]:
                count["failed"] += 1
                failures.append("FAIL " + line)
            else:
                count["failed"] += 1
                ungated.append("FAIL (not gating) " + line)

    fill_index_overflows(site, [state for state, _ in measured], rows)

    shots = []
    by_state = dict(measured)
    for name, state in SCREENSHOTS.items():
        if state not in by_state:
            continue
        body = by_state[state].body
        width = min(int(body.get("data-page-width", "1280")) + 16, 4000)
        height = min(int(body.get("data-page-height", "2000")) + 16, 16000)
        png = out / f"{name}.png"
        if png.exists():
            png.unlink()
        screenshot(browser, dict(pages)[state], png, width, height)
        shots.append(str(png))

    summary = []
    for locale, count in sorted(counts.items()):
        line = f"{locale}: {count['measured']} texts measured in {len(measured)} states, {count['failed']} over budget"
        if count["reported"]:
            line += f", {count['reported']} over but only reported (pseudo-locale, box not fixed)"
        if args.gate and locale not in args.gate:
            line += " (not gating)"
        summary.append(line)
    shots_lines = [f"screenshot: {path}" for path in shots]
    (out / "report.txt").write_text("\n".join(failures + ungated + reports + summary + shots_lines) + "\n",
                                    encoding="utf-8")
    (out / "report.json").write_text(json.dumps(rows, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    printed = failures if args.gate else failures + ungated + reports
    print("\n".join(printed + summary + shots_lines))
    if args.gate and (ungated or reports):
        print(f"{len(ungated) + len(reports)} more lines (not gating, or only reported) in {out / 'report.txt'}")
    if failures:
        print(f"check_budgets: {len(failures)} strings do not fit their box; see "
              "Documentation/Reviewing.md, Length budgets and the budget report", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

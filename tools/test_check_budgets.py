#!/usr/bin/env python3
"""Proves that tools/check_budgets.py fails on a zh date that does not fit its box whole, and on
a line break inside a date or a number with its unit.

Takes the paywall's zh-Hans calendar from a written preview (`coach-fmt preview`) and puts the
long form of its first day, 11月27日, in the first cell (45 px), too wide for it: the built-in
copy shows that date in figures, 11/27, for this reason. Kept whole, as the preview writes a
date (the touching runs 11月 and 27日 are one `keep` span), it stays on one line and runs past
the cell: the check must fail it as over budget, never pass it drawn as 11月 / 27日. The same
page without the style sheet's `keep` rule (what a front end that does not keep the runs draws)
breaks inside the date: the check must fail and name the token and the cell.

    tools/test_check_budgets.py --preview .ci/out/budgets/site

Standard library only; needs chromium, as check_budgets.py does. Exit 0 when both hold, 1 when
not, 2 on a setup problem.
"""

import argparse
import pathlib
import subprocess
import sys
import tempfile

import check_budgets

STATE = "paywall/paywall--default"
CELL = "paywall.calendar_days.day_1"
KEEP_RULE = ".box .keep { white-space: nowrap; }"
BOX = "calendar_cell: 45 px, 12 px 500, up to 2 lines, fixed"
WRITTEN = (f"FAIL {STATE} · zh-Hans · {CELL}: ", f"px over (1 line; {BOX}) “11月27日”")
# The zh-Hans first cell as the preview writes it, and with the long form kept whole.
SHORT = '<div class="box" lang="zh-Hans" style="width:45px;font-size:12px;line-height:14px;font-weight:500">11/27</div>'
LONG = SHORT.replace(">11/27<", '><span class="keep">11月27日</span><')
EXPECTED = f"FAIL {STATE} · zh-Hans · {CELL}: a line breaks inside “11月27日” (2 lines; {BOX}) “11月27日”"


def check(site, page_text):
    """check_budgets.py's exit code and output on a preview of this one page."""
    with tempfile.TemporaryDirectory(prefix="coach-fmt-budget-test-") as folder:
        root = pathlib.Path(folder)
        (root / "page.html").write_text(page_text, encoding="utf-8")
        (root / "index.html").write_text(f'<a href="page.html" data-state="{STATE}">{STATE}</a>\n', encoding="utf-8")
        result = subprocess.run(
            [sys.executable, str(pathlib.Path(check_budgets.__file__)), "--preview", str(root),
             "--out", str(root / "out"), "--gate", "zh-Hans"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
        return result.returncode, result.stdout.decode("utf-8", "replace")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preview", required=True, help="a preview folder written by coach-fmt preview")
    args = parser.parse_args()
    page = pathlib.Path(args.preview) / f"{STATE}.html"
    if not page.exists() or check_budgets.chromium_command() is None:
        print(f"test_check_budgets: needs {page} and chromium", file=sys.stderr)
        return 2
    page_text = page.read_text(encoding="utf-8")
    if KEEP_RULE not in page_text or SHORT not in page_text:
        print(f"test_check_budgets: {page} has no keep rule or no zh-Hans first cell {SHORT}", file=sys.stderr)
        return 1
    written = page_text.replace(SHORT, LONG, 1)
    failures = []
    code, out = check(args.preview, written)
    over = [line for line in out.splitlines() if line.startswith(WRITTEN[0]) and line.endswith(WRITTEN[1])]
    if code != 1 or len(over) != 1:
        failures.append(f"the calendar with 11月27日 should keep it whole and fail it as over budget, "
                        f"but exit {code}:\n{out}")
    broken_code, broken_out = check(args.preview, written.replace(KEEP_RULE, ""))
    if broken_code != 1 or EXPECTED not in broken_out.splitlines():
        failures.append(f"the broken calendar should fail with\n{EXPECTED}\nbut exit {broken_code}:\n{broken_out}")
    for failure in failures:
        print("test_check_budgets: " + failure, file=sys.stderr)
    if not failures:
        print(f"test_check_budgets: {STATE} with 11月27日 in its first cell keeps it whole and fails it as over budget; "
              "without the keep rule the check fails on the break inside it")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Times every state's render with two builds of coach-fmt-bench, side by side.

    tools/compare_renders.py BASE_BENCH NEW_BENCH [--rounds N]

Runs `BENCH renders` with each build in alternation, N rounds (default 3), the order swapped
each round, so that the machine's drift falls on both. Per state and locale it takes the median
over rounds of the render time and its ICU and kit shares, then prints the figures the render
targets are stated in: the median over states and locales, its ICU and kit shares, and each
state's ratio to the base. Time is noisy on a shared machine; compare only within one run.
"""
import argparse
import statistics
import subprocess
import sys


def run(bench):
    """{(state, locale): (total, icu, kit)} from one `renders` run."""
    out = subprocess.run([bench, "renders"], capture_output=True, text=True, check=True).stdout
    rows = {}
    for line in out.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        # Older builds print no column of ICU objects: 7 cells, not 9.
        if len(cells) not in (7, 9) or not cells[1].replace(".", "", 1).isdigit():
            continue
        zh = 4 if len(cells) == 7 else 5
        rows[(cells[0], "en")] = tuple(float(c) for c in cells[1:4])
        rows[(cells[0], "zh-Hans")] = tuple(float(c) for c in cells[zh:zh + 3])
    if not rows:
        sys.exit(f"{bench}: no render table in its output")
    return rows


def medians(runs):
    keys = set.intersection(*(set(r) for r in runs))
    return {k: tuple(statistics.median(r[k][i] for r in runs) for i in range(3)) for k in keys}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("base")
    parser.add_argument("new")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    runs = {"base": [], "new": []}
    for round_ in range(args.rounds):
        order = ["base", "new"] if round_ % 2 == 0 else ["new", "base"]
        for name in order:
            runs[name].append(run(getattr(args, name)))
    base, new = medians(runs["base"]), medians(runs["new"])
    keys = sorted(set(base) & set(new))
    if not keys:
        sys.exit("the two builds share no state")

    def overall(table, i):
        return statistics.median(table[k][i] for k in keys)

    print(f"{len(keys) // 2} states x 2 locales, medians of {args.rounds} rounds each")
    print("| | base | new | new / base |")
    print("|---|---:|---:|---:|")
    for i, name in enumerate(["render µs (median over states)", "… ICU's share", "… the kit's own"]):
        b, n = overall(base, i), overall(new, i)
        print(f"| {name} | {b:.1f} | {n:.1f} | {n / b:.2f}× |")
    ratios = sorted(((new[k][0] / base[k][0], k) for k in keys), reverse=True)
    print(f"kit / ICU at the median (new): {overall(new, 2) / overall(new, 1):.2f}×")
    print("slowest ratios to the base:")
    for ratio, (state, locale) in ratios[:5]:
        print(f"  {state} ({locale}): {new[(state, locale)][0]:.1f} µs against {base[(state, locale)][0]:.1f}, {ratio:.2f}×")
    print(f"states at most 0.5× the base: {sum(r <= 0.5 for r, _ in ratios)} of {len(ratios)}")


if __name__ == "__main__":
    main()

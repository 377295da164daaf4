#!/usr/bin/env python3
"""Instructions per warm render of a few heavy screen states, counted by callgrind and held to a
checked-in budget: a guard that a shared, noisy machine cannot make flaky, as time would.

The release `coach-fmt-bench` decodes each case's models, renders it three times untimed (ICU
opens its objects, lazy tables fill), then renders it N more times inside one function that
callgrind alone counts (`--toggle-collect`), one callgrind run per case: startup and first use
are left out. Swift's hashing is made deterministic, so that runs lay dictionaries out alike.

    tools/render_instructions.py BENCH            compare with the budget; exit 1 at +20% or more
    tools/render_instructions.py BENCH --record   write the budget from this run
    tools/render_instructions.py BENCH --against BASE_BENCH
                                                  both builds side by side, ICU's share apart
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BUDGET = os.path.join(HERE, "render-instruction-budget.json")
MEASURED = "warmRendersCountedByCallgrind"


def icu_share(dump):
    """Instructions under calls into the ICU shim (`cf_*`, through the bench's `__wrap_cf_*`) in
    a callgrind dump: the same share `coach-fmt-bench renders` times as ICU's, counted. The line
    after a `calls=` line is that call's inclusive cost; a call from inside the shim is already in
    its caller's."""

    def in_shim(name):
        return name.startswith("cf_") or name.startswith("__wrap_cf_")

    names, caller, callee, after_call, icu = {}, "", "", False, 0
    with open(dump) as lines:
        for line in lines:
            if line.startswith("fn=") or line.startswith("cfn="):
                # Both name functions through one table of compressed names, `(3) name` then `(3)`.
                ref, _, name = line.partition("=")[2].strip().partition(" ")
                if name:
                    names[ref] = name
                if line.startswith("fn="):
                    caller = names.get(ref, ref)
                else:
                    callee = names.get(ref, ref)
            elif line.startswith("calls="):
                after_call = True
            elif after_call and (line[:1].isdigit() or line[:1] in "+-*"):
                after_call = False
                if in_shim(callee) and not in_shim(caller):
                    icu += int(line.split()[-1])
    return icu


def count(bench, cases, renders, split=False):
    """Instructions per warm render of each case, in order (not rounded): one callgrind run per
    case, counting only inside the measured function (`--toggle-collect`). With `split`, each is
    a pair: the total and ICU's share."""
    with tempfile.TemporaryDirectory() as folder:
        # Valgrind 3.19 cannot read the DWARF 5 the toolchain writes ("unhandled dwarf2 abbrev
        # form code 0x25") and gives up: count a copy without debug information (symbols kept).
        stripped = os.path.join(folder, "coach-fmt-bench")
        subprocess.run(["objcopy", "--strip-debug", bench, stripped], check=True)
        env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
        totals = []
        for case in cases:
            out = os.path.join(folder, "callgrind.out")
            command = [
                "valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
                "--toggle-collect=*" + MEASURED + "*", stripped, "instructions", str(renders), case,
            ]
            run = subprocess.run(command, env=env, capture_output=True, text=True)
            if run.returncode != 0:
                sys.exit("render_instructions: callgrind failed on %s (exit %d):\n%s"
                         % (case, run.returncode, run.stderr[-3000:]))
            with open(out) as dump:
                lines = [line for line in dump if line.startswith("summary:") or line.startswith("totals:")]
            if not lines or int(lines[-1].split()[1]) == 0:
                sys.exit("render_instructions: callgrind counted nothing in %s for %s" % (MEASURED, case))
            total = int(lines[-1].split()[1]) / renders
            totals.append((total, icu_share(out) / renders) if split else total)
            os.remove(out)
        return totals


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bench", help="the release build's coach-fmt-bench")
    parser.add_argument("--record", action="store_true", help="write the budget from this run")
    parser.add_argument("--budget", default=BUDGET)
    parser.add_argument("--against", metavar="BASE_BENCH", help="count another build too, side by side")
    args = parser.parse_args()

    with open(args.budget) as file:
        budget = json.load(file)
    cases = list(budget["instructions_per_render"].keys())
    if args.against:
        return side_by_side(args.against, args.bench, cases, budget["renders"])
    measured = dict(zip(cases, count(args.bench, cases, budget["renders"])))

    if args.record:
        budget["instructions_per_render"] = {case: round(value) for case, value in measured.items()}
        with open(args.budget, "w") as file:
            json.dump(budget, file, indent=2)
            file.write("\n")
        for case, value in measured.items():
            print("%-34s %11.0f instructions per warm render (recorded)" % (case, value))
        print("total %.0f; budget written to %s" % (sum(measured.values()), os.path.relpath(args.budget)))
        return 0

    missing = [case for case, value in budget["instructions_per_render"].items() if not value]
    if missing:
        print("render_instructions: no budget recorded for %s: run tools/check_render_counts.sh --record"
              % ", ".join(missing))
        return 1

    limit = 1 + budget["tolerance"]
    failed = []
    for case, value in measured.items():
        allowed = budget["instructions_per_render"][case]
        ratio = value / allowed
        verdict = "FAIL" if ratio >= limit else "ok"
        if verdict == "FAIL":
            failed.append(case)
        print("%-34s %11.0f / %11d budget = %.3f  %s" % (case, value, allowed, ratio, verdict))
    total, allowed = sum(measured.values()), sum(budget["instructions_per_render"].values())
    print("total %.0f / %d budget = %.3f" % (total, allowed, total / allowed))
    if failed:
        print("render instructions at +%d%% or more over budget: %s. If the render path was meant to change, "
              "re-record with tools/check_render_counts.sh --record and commit the budget."
              % (round(budget["tolerance"] * 100), ", ".join(failed)))
        return 1
    return 0


def side_by_side(base_bench, bench, cases, renders):
    """Each case's instructions per warm render in both builds, split into ICU's and the kit's."""
    base = dict(zip(cases, count(base_bench, cases, renders, split=True)))
    new = dict(zip(cases, count(bench, cases, renders, split=True)))
    print("| case | base | new | new / base | base ICU | new ICU | new ICU / base | new kit / new ICU |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for case in cases:
        (bt, bi), (nt, ni) = base[case], new[case]
        print("| %s | %.0f | %.0f | %.2f× | %.0f | %.0f | %.2f× | %.2f× |"
              % (case, bt, nt, nt / bt, bi, ni, ni / bi, (nt - ni) / ni))

    def median(values):
        values = sorted(values)
        middle = len(values) // 2
        return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2

    bt, nt = median(v[0] for v in base.values()), median(v[0] for v in new.values())
    bi, ni = median(v[1] for v in base.values()), median(v[1] for v in new.values())
    bk, nk = median(v[0] - v[1] for v in base.values()), median(v[0] - v[1] for v in new.values())
    print("medians over the cases: total %.0f → %.0f (%.2f×); ICU %.0f → %.0f (%.2f×); kit %.0f → %.0f (%.2f×); "
          "new kit / new ICU %.2f×" % (bt, nt, nt / bt, bi, ni, ni / bi, bk, nk, nk / bk, nk / ni))
    return 0


if __name__ == "__main__":
    sys.exit(main())

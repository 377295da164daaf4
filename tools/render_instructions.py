#!/usr/bin/env python3
"""Instructions per warm render of a few heavy screen states, counted by callgrind and held to a
checked-in budget: a guard that a shared, noisy machine cannot make flaky, as time would.

The release `coach-fmt-bench` decodes each case's models, renders it three times untimed (ICU
opens its objects, lazy tables fill), then renders it N more times inside one function that
callgrind alone counts (`--toggle-collect`), one callgrind run per case: startup and first use
are left out. Swift's hashing is made deterministic, so that runs lay dictionaries out alike.

    tools/render_instructions.py BENCH            compare with the budget; exit 1 at +20% or more
    tools/render_instructions.py BENCH --record   write the budget from this run
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


def count(bench, cases, renders):
    """Instructions per warm render of each case, in order (not rounded): one callgrind run per
    case, counting only inside the measured function (`--toggle-collect`)."""
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
            totals.append(int(lines[-1].split()[1]) / renders)
            os.remove(out)
        return totals


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bench", help="the release build's coach-fmt-bench")
    parser.add_argument("--record", action="store_true", help="write the budget from this run")
    parser.add_argument("--budget", default=BUDGET)
    args = parser.parse_args()

    with open(args.budget) as file:
        budget = json.load(file)
    cases = list(budget["instructions_per_render"].keys())
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


if __name__ == "__main__":
    sys.exit(main())

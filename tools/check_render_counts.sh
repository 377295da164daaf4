#!/usr/bin/env bash
# Instructions per warm render of a few heavy screen states, counted by callgrind on a release
# build and held to tools/render-instruction-budget.json: fails at +10% or more over budget, so a
# render grown by 20% fails with room to spare.
# Instruction counts do not move with the machine's load, so CI can gate on them where it cannot
# gate on time (Documentation/Benchmarks.md, "The instruction guard").
#
#   tools/check_render_counts.sh            build, count, compare
#   tools/check_render_counts.sh --record   build, count, rewrite the budget (commit it)
set -euo pipefail
cd "$(dirname "$0")/.."

command -v valgrind >/dev/null || { echo "check_render_counts: valgrind is not installed (apt-get install valgrind)"; exit 1; }
swift build -c release --product coach-fmt-bench 2>&1 | tail -n 1
exec python3 tools/render_instructions.py "$(swift build -c release --show-bin-path)/coach-fmt-bench" "$@"

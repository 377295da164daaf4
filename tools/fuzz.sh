#!/usr/bin/env bash
# Builds the libFuzzer targets with AddressSanitizer and runs each for SECONDS (default 60),
# seeded from the examples and the catalog. Crashes land in fuzz-artifacts/<target>/.
# (ld.gold crashes linking the instrumented binary; lld links it.)
# Every target gets tools/fuzz/extremes.dict: the numbers that break arithmetic (Int64's
# extremes, 2^31, 2^53), which random mutation of the seeds' digits would rarely reach.
# Usage: tools/fuzz.sh [SECONDS] [TARGET...]   (targets: render catalog message format)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(render catalog message format)

swift build -c release --scratch-path .build/fuzz --product coach-fmt-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xcxx -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld \
    -Xlinker --undefined=LLVMFuzzerRunDriver -Xlinker --export-dynamic-symbol=LLVMFuzzerRunDriver >/dev/null
binary=.build/fuzz/release/coach-fmt-fuzz

corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
seed() { # target, files...
    mkdir -p "$corpus/$1"
    local target=$1; shift
    for file in "$@"; do cp "$file" "$corpus/$target/$(basename "$(dirname "$file")")-$(basename "$file")"; done
}
# render: the first byte selects the endpoint, so seed each example behind its endpoint's index
# in Endpoint.allCases (EndpointTests holds this list to that order).
mkdir -p "$corpus/render"
endpoints=(me home session attempt exemplar settlement articles topics growth weekly_quests plan paywall config error storekit local)
for i in "${!endpoints[@]}"; do
    for file in Resources/examples/en/"${endpoints[$i]}".*json Resources/examples/zh-Hans/"${endpoints[$i]}".*json; do
        [ -f "$file" ] || continue
        { printf "\\x$(printf %02x "$i")"; cat "$file"; } > "$corpus/render/$i-$(basename "$(dirname "$file")")-$(basename "$file")"
    done
done
seed catalog Resources/copy/en.json Resources/copy/zh-Hans.json
mkdir -p "$corpus/message" "$corpus/format"
python3 - "$corpus" <<'PY'
import json, sys, pathlib
root = pathlib.Path(sys.argv[1])
catalog = json.loads(pathlib.Path("Resources/copy/en.json").read_text())
for i, (key, entry) in enumerate(sorted(catalog.items())[:200]):
    (root / "message" / f"{i}").write_bytes(entry["value"].encode() + b"\0count=3\nname=O'Brien {0} #")
# Deep nesting, which overflowed ICU's recursion before the depth limit: each kind of nested
# argument, closed and unclosed, and a catalog value nested just past the limit.
deep = {
    "plural": "{n, plural, other {x " * 3000 + "#" + "}}" * 3000,
    "choice": "{n,choice,0#" * 5000 + "x" + "}" * 5000,
    "select-unclosed": "{s, select, other {" * 4000,
    "selectordinal": "{n, selectordinal, other {" * 9 + "#" + "}}" * 9,
}
for name, pattern in deep.items():
    (root / "message" / f"deep-{name}").write_bytes(pattern.encode() + b"\0n=3")
    (root / "catalog" / f"deep-{name}.json").write_text(json.dumps({"band.good": {"value": pattern}}))
for i, text in enumerate(["en", "zh-Hans-CN", "2025-10-17", "2026-11-27T08:30:00.250+08:00", "MMMEd", "currency/CNY",
                          "sign-always", "-12.50", "\u200b\u200f👩‍💻 Mia", "Asia/Shanghai", "zh-TW, en;q=0.5", "3723000"]):
    (root / "format" / f"{i}").write_text(text)
PY

mkdir -p fuzz-artifacts
status=0
for target in "${targets[@]}"; do
    mkdir -p "fuzz-artifacts/$target"
    echo "== fuzz $target for ${seconds}s"
    if ! "$binary" "$target" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
        -dict=tools/fuzz/extremes.dict \
        -artifact_prefix="fuzz-artifacts/$target/" -print_final_stats=1 "$corpus/$target" 2>"fuzz-artifacts/$target.log"; then
        echo "fuzz $target found a crash:"; tail -n 40 "fuzz-artifacts/$target.log"; status=1
    else
        grep -aE "stat::number_of_executed_units|Done" "fuzz-artifacts/$target.log" | tail -n 2
    fi
done
exit $status

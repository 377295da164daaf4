#!/bin/sh
# Counts the public declarations of each module, by kind, from the compiler's symbol graphs
# (synthesized members left out), so the size of the public surface is measured, not guessed.
# A module's extensions of another module's types (CoachFmtResources@CoachFmt) count as its own.
# Usage: tools/count_public_symbols.sh [MODULE...]   (default: the library's modules and CoachFmtResources)
set -eu
cd "$(dirname "$0")/.."
modules="${*:-CoachFmtICU CoachFmtContract CoachFmtFormatting CoachFmtCatalog CoachFmt CoachFmtResources}"
for module in $modules; do swift build --target "$module" >/dev/null; done
bin="$(swift build --show-bin-path)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for module in $modules; do
    # The flags `swift package dump-symbol-graph` passes, without its walk over the test modules.
    swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
        -module-cache-path "$bin/ModuleCache" -I "$bin/Modules" \
        -Xcc -fmodule-map-file="$bin/CICUShim.build/module.modulemap" -Xcc -I -Xcc Sources/CICUShim/include \
        -Xcc -fmodule-map-file=Sources/CICU/module.modulemap \
        -minimum-access-level public -skip-synthesized-members -omit-extension-block-symbols -output-dir "$out"
done
python3 - "$out" $modules <<'PY'
import collections, glob, json, os, sys
folder = sys.argv[1]
for module in sys.argv[2:]:
    kinds = collections.Counter()
    for path in glob.glob(os.path.join(folder, module + ".symbols.json")) + glob.glob(
            os.path.join(folder, module + "@*.symbols.json")):
        for symbol in json.load(open(path))["symbols"]:
            if symbol["accessLevel"] in ("public", "open"):
                kinds[symbol["kind"]["displayName"]] += 1
    print(f"{module}: {sum(kinds.values())} public symbols")
    for kind, count in kinds.most_common():
        print(f"  {count:5} {kind}")
PY

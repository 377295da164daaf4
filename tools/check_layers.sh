#!/usr/bin/env bash
# The library's layers are modules, and the compiler rejects an import against the flow. In a
# copy of the package, with --explicit-target-dependency-import-check error (a target may import
# only the targets it depends on, directly or not), this builds:
# - a control: a catalog file that imports CoachFmtFormatting and a screens file that imports
#   CoachFmtICU, which must compile;
# - a catalog file that imports CoachFmt (the screens), which must be rejected: the two modules
#   would depend on each other;
# - a formatter file that imports ProcessTiming, a target of the package it does not depend on,
#   which must be rejected, though its module sits built in the build folder;
# - a contract file that imports CICUShim, which must be rejected: the contract depends on nothing;
# - a formatter file and a screens file that import CICUShim, which must be rejected, though the
#   shim is a transitive dependency of both: its module map requires a feature only the ICU
#   layer declares (Package.swift's shimImporter).
# Usage: tools/check_layers.sh (a full build of the library in a temporary folder, minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
    [ -f "$file" ] && cp --parents "$file" "$work"
done
cd "$work"
check=(--explicit-target-dependency-import-check error)

fail() { echo "check_layers: $1"; [ -z "${2:-}" ] || grep -E "error" <<<"$2" | head -n 20; exit 1; }
probe() { printf '%s\n\nfunc layerProbe() {}\n' "$2" >"$1"; }
# rejects TARGET FILE IMPORT ERROR: the target does not build with FILE importing IMPORT, and
# says ERROR (an extended regular expression).
rejects() {
    probe "$2" "$3"
    local out
    if out=$(swift build --target "$1" "${check[@]}" 2>&1); then fail "$1 builds with '$3'"; fi
    local line
    line=$(grep -m 1 -E "$4" <<<"$out") || fail "$1 with '$3': not the expected error" "$out"
    echo "check_layers: rejected '$3' in $1: ${line#"$work/"}"
    rm "$2"
}

catalog=Sources/CoachFmtCatalog/LayerProbe.swift
screens=Sources/CoachFmt/LayerProbe.swift
probe "$catalog" "import CoachFmtFormatting"
probe "$screens" "import CoachFmtICU"
out=$(swift build --target CoachFmt "${check[@]}" 2>&1) || fail "the control, which imports only lower layers, does not build" "$out"
echo "check_layers: the control builds (a catalog file imports CoachFmtFormatting, a screens file CoachFmtICU)"
rm "$catalog" "$screens"

rejects CoachFmtCatalog "$catalog" "import CoachFmt" "error: circular dependency between modules 'CoachFmtCatalog' and 'CoachFmt'"
rejects CoachFmtFormatting Sources/CoachFmtFormatting/LayerProbe.swift "import ProcessTiming" \
    "error: Target CoachFmtFormatting imports another target \(ProcessTiming\) in the package without declaring it a dependency"
rejects CoachFmtContract Sources/CoachFmtContract/LayerProbe.swift "internal import CICUShim" \
    "error: no such module 'CICUShim'|error: Target CoachFmtContract imports another target \(CICUShim\)"

rejects CoachFmtFormatting Sources/CoachFmtFormatting/LayerProbe.swift "internal import CICUShim" \
    "error: module 'CICUShim' requires feature 'coachfmt_icu_layer'"
rejects CoachFmt "$screens" "internal import CICUShim" "error: module 'CICUShim' requires feature 'coachfmt_icu_layer'"

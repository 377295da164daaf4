#!/usr/bin/env bash
# An app that imports CoachFmt neither sees nor needs the ICU shim. The ICU layer is built with
# library evolution and imports the shim `internal`ly, so a client never loads the shim's module,
# and the shim's module map requires a feature only the ICU layer declares. Type-checks small
# app files against the built modules:
# - one that imports CoachFmt compiles with no shim module map given at all;
# - one that calls a shim function fails with "cannot find 'cf_icu_version' in scope";
# - one that imports CICUShim fails with "requires feature 'coachfmt_icu_layer'";
# - the same with the feature declared compiles, so those failures are the shim's guards.
# Usage: tools/check_shim_hidden.sh [BUILD_DIR] (default .build/debug, after swift build).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-.build/debug}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

app=(-typecheck -I "$build/Modules")
map=(-Xcc -fmodule-map-file=Sources/CICUShim/include/module.modulemap)
feature=(-Xcc -Xclang -Xcc -fmodule-feature -Xcc -Xclang -Xcc coachfmt_icu_layer)
call='withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { cf_icu_version($0.baseAddress!, 32) }'
printf 'import CoachFmt\nlet tag = LanguageTag.en\n' >"$work/app.swift"
printf 'import CoachFmt\n%s\n' "$call" >"$work/calls.swift"
printf 'import CoachFmt\nimport CICUShim\n%s\n' "$call" >"$work/imports.swift"

fail() { echo "check_shim_hidden: $1"; [ -z "${2:-}" ] || echo "$2"; exit 1; }
out=$(swiftc "${app[@]}" "$work/app.swift" 2>&1) || fail "an app file that imports CoachFmt does not compile without the shim" "$out"
echo "check_shim_hidden: a file that imports CoachFmt compiles without the shim's module map"
if out=$(swiftc "${app[@]}" "$work/calls.swift" 2>&1); then fail "a file that imports only CoachFmt can call cf_icu_version"; fi
grep -q "cannot find 'cf_icu_version' in scope" <<<"$out" || fail "unexpected error" "$out"
echo "check_shim_hidden: a file that imports only CoachFmt cannot call cf_icu_version"
if out=$(swiftc "${app[@]}" "${map[@]}" "$work/imports.swift" 2>&1); then fail "an app file can import CICUShim"; fi
grep -q "module 'CICUShim' requires feature 'coachfmt_icu_layer'" <<<"$out" || fail "unexpected error" "$out"
echo "check_shim_hidden: a file that imports CICUShim does not compile: the module requires feature 'coachfmt_icu_layer'"
out=$(swiftc "${app[@]}" "${map[@]}" "${feature[@]}" "$work/imports.swift" 2>&1) ||
    fail "the control, which declares the feature, does not compile" "$out"

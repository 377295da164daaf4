#!/usr/bin/env bash
# An app that imports CoachFmt cannot call the ICU shim: CoachFmt imports it with `internal
# import`, so no public or package declaration can expose a shim type, and the shim is no part
# of CoachFmt's interface. Type-checks small app files against the built modules:
# - one that calls a shim function fails with "cannot find 'cf_icu_version' in scope";
# - the same call importing CICUShim as well compiles, so that failure is the import's.
# Without library evolution the compiler still loads the shim's module map for a client, as it
# does for every dependency of a module built from source.
# Usage: tools/check_shim_hidden.sh [BUILD_DIR] (default .build/debug, after swift build).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-.build/debug}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

shim=(-typecheck -I "$build/Modules" -Xcc "-fmodule-map-file=$build/CICUShim.build/module.modulemap" -Xcc -I -Xcc Sources/CICUShim/include)
call='withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { cf_icu_version($0.baseAddress!, 32) }'
printf 'import CoachFmt\n%s\n' "$call" >"$work/calls.swift"
printf 'import CoachFmt\nimport CICUShim\n%s\n' "$call" >"$work/control.swift"

fail() { echo "check_shim_hidden: $1"; [ -z "${2:-}" ] || echo "$2"; exit 1; }
out=$(swiftc "${shim[@]}" "$work/control.swift" 2>&1) || fail "the control, which imports CICUShim, does not compile" "$out"
if out=$(swiftc "${shim[@]}" "$work/calls.swift" 2>&1); then fail "a file that imports only CoachFmt can call cf_icu_version"; fi
grep -q "cannot find 'cf_icu_version' in scope" <<<"$out" || fail "unexpected error" "$out"
echo "check_shim_hidden: a file that imports only CoachFmt cannot call cf_icu_version"

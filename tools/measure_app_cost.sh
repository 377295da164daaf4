#!/usr/bin/env bash
# What linking CoachFmt costs a small app, under each ICU provider.
#
# Builds, in release, a throwaway package that depends by path on a snapshot of this repository
# (as an app would), once per provider trait, plus two baselines without CoachFmt: one on the
# standard library only and one that formats a date through Foundation (CoachFmt itself reaches
# only FoundationEssentials, through its `#if canImport(FoundationEssentials)` imports). Prints
# binary sizes, unstripped and stripped, the ICU data linked into the FoundationICU binary, and
# the shared libraries each binary loads.
#
# With --trim it also cuts the toolchain's ICU data down to what the kit reads, relinks the
# FoundationICU CLI with that data, and compares `render --all` with the full data's.
#
#   tools/measure_app_cost.sh [--trim] [WORKDIR]   # WORKDIR is kept: a second run reuses its builds
set -euo pipefail

TRIM=0
if [[ ${1:-} == --trim ]]; then TRIM=1; shift; fi
REPO=$(cd "$(dirname "$0")/.." && pwd)
WORK=${1:-$(mktemp -d /tmp/appcost.XXXXXX)}
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)

# Build from a snapshot of the work tree (tracked and new files, no .build): a release build
# takes minutes, and SwiftPM stops when a source changes under it. tar keeps mtimes, so a
# second run recompiles only what changed.
SNAP=$WORK/coach-fmt
mkdir -p "$SNAP"
(cd "$REPO" && git ls-files -co --exclude-standard -z | tar --null --ignore-failed-read -cf - -T - 2>/dev/null) | tar -xf - -C "$SNAP"

# One package per provider: a dependency's traits are fixed in the manifest that names it.
make_package() { # dir trait
    local dir=$1 trait=$2
    mkdir -p "$dir/Sources/app" "$dir/Sources/base-stdlib" "$dir/Sources/base-foundation"
    cat >"$dir/Package.swift" <<EOF
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "appcost",
    dependencies: [.package(path: "$SNAP", traits: ["$trait"])],
    targets: [
        .executableTarget(name: "app", dependencies: [.product(name: "CoachFmt", package: "coach-fmt")]),
        .executableTarget(name: "base-stdlib"),
        .executableTarget(name: "base-foundation"),
    ]
)
EOF
    # Renders one screen from models and calls the formatters, so the linker keeps that code.
    cat >"$dir/Sources/app/main.swift" <<'EOF'
import CoachFmt

let now = Timestamp(epochMilliseconds: 1_795_788_900_000, offsetMinutes: -300)
let zone = try! TimeZoneID("America/New_York")
let local = LocalState(
    device: .init(locale: "en-US", timeZone: "America/New_York", notificationsAuthorized: true),
    app: .init(version: "1.4.2", build: "318"), network: .init(satisfied: true), home: .init(selectedTopic: "tech"))
let tech = Topic(id: "tech", name: "Technology", glyph: "Te", colorToken: "topic.sky")
let article = ArticleSummary(
    id: "art_en_notifications", title: "The Quiet Cost of Notifications", language: "en", topic: tech,
    length: TextLength(value: 168, unit: .known(.words), label: "168 words"), estReadSeconds: 67, difficulty: 2,
    userStatus: .known(.new), locked: false)
let home = Home(
    localDate: CalendarDate(year: 2026, month: 11, day: 27)!, localDateLabel: "Friday, November 27",
    greeting: "Good morning", displayName: "Mia",
    streak: Streak(current: 7, longest: 12, todayDone: false, atRisk: false, freezes: 1),
    level: Level(level: 6, title: "Clear Speaker", xpIntoLevel: 410, xpForNext: 500),
    todayQuest: .init(
        status: .known(.notStarted), article: article, xpReward: 45, xpRewardMax: 55,
        steps: [.init(key: .known(.read), label: "Read", state: .known(.current))]),
    quickPicks: [.init(topicID: "tech", title: "Under 2 minutes", article: article)], topics: [tech])
for locale in [LanguageTag.en, .zhHans] {
    let screen = ScreenRenderer.render(
        .home, inputs: ScreenInputs(home: home, local: local), locale: locale, timeZone: zone, now: now)
    print(screen[HomeScreen.Element.streakPill]?.text ?? "-")
}
print(try! DateFormat(skeleton: "yMMMdjm", locale: .en, timeZone: zone).format(now))
print(try! NumberFormat(skeleton: "currency/USD", locale: .zhHans).format(decimal: "59.99"))
EOF
    cat >"$dir/Sources/base-stdlib/main.swift" <<'EOF'
let days = Int(CommandLine.arguments.count) + 6
print("\(days) day streak", days == 1 ? "" : "s")
EOF
    cat >"$dir/Sources/base-foundation/main.swift" <<'EOF'
import Foundation

let now = Date(timeIntervalSince1970: 1_795_788_900)
print(now.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, timeZone: TimeZone(identifier: "America/New_York")!)))
print(59.99.formatted(.currency(code: "USD").locale(Locale(identifier: "zh-Hans"))))
EOF
}

size_of() { stat -c %s "$1"; }
mib() { awk -v b="$1" 'BEGIN { printf "%.2f", b / 1048576 }'; }
# Shared libraries a binary loads (besides libc and the loader), and their total size.
loaded() {
    ldd "$1" | awk '$3 ~ /^\// { print $3 }' | grep -Ev '/libc\.so|/libm\.so|/ld-linux|/libgcc_s|/libstdc\+\+' |
        while read -r lib; do printf '%s %s\n' "$(basename "$lib")" "$(size_of "$(readlink -f "$lib")")"; done
}

declare -A BIN
for trait in SystemICU FoundationICU; do
    pkg="$WORK/$trait"
    make_package "$pkg" "$trait"
    echo "== building $trait (release)" >&2
    # A path (or revision) dependency may use unsafeFlags, which the FoundationICU trait needs
    # for its -I and .a path; one required by version is refused ("the target 'CICUShim' in
    # product 'CoachFmt' contains unsafe build flags"), whichever trait is on.
    (cd "$pkg" && swift build -c release --product app >&2 && swift build -c release --product base-stdlib >&2 &&
        swift build -c release --product base-foundation >&2)
    bindir=$(cd "$pkg" && swift build -c release --show-bin-path)
    BIN[$trait]=$bindir/app
done
BIN[base-stdlib]=$(dirname "${BIN[SystemICU]}")/base-stdlib
BIN[base-foundation]=$(dirname "${BIN[SystemICU]}")/base-foundation

# Check the app runs under each provider (both print the same here).
for trait in SystemICU FoundationICU; do echo "-- $trait app output:" >&2; "${BIN[$trait]}" >&2; done

mkdir -p "$WORK/stripped"
kib() { awk -v b="$1" 'BEGIN { printf "%.0f", b / 1024 }'; }
declare -A STRIPPED
for name in base-stdlib base-foundation SystemICU FoundationICU; do
    strip -o "$WORK/stripped/$name" "${BIN[$name]}"
    STRIPPED[$name]=$(size_of "$WORK/stripped/$name")
done
printf '\n%-16s %14s %14s %18s %18s\n' "binary (KiB)" unstripped stripped "stripped-stdlib" "stripped-Foundation"
for name in base-stdlib base-foundation SystemICU FoundationICU; do
    printf '%-16s %14s %14s %18s %18s\n' "$name" "$(kib "$(size_of "${BIN[$name]}")")" "$(kib "${STRIPPED[$name]}")" \
        "$(kib $((STRIPPED[$name] - STRIPPED[base-stdlib])))" "$(kib $((STRIPPED[$name] - STRIPPED[base-foundation])))"
done

# The ICU data inside the FoundationICU binary: one symbol, icudt76_dat (no swift_ prefix).
echo
echo "ICU data symbol(s) in the FoundationICU app:"
nm -S -t d "${BIN[FoundationICU]}" | grep -E 'icudt[0-9]+l?_dat' | while read -r _ size _ sym; do
    printf '  %-28s %10d bytes (%s MiB)\n' "$sym" "$((10#$size))" "$(mib $((10#$size)))"
done
# Where the rest goes: the loaded sections of each app (bytes).
echo
printf '%-16s %12s %12s %12s %12s\n' sections .text .rodata .data.rel.ro .eh_frame
for name in SystemICU FoundationICU; do
    size -A "${BIN[$name]}" | awk -v n="$name" '{ s[$1] = $2 } END {
        printf "%-16s %12d %12d %12d %12d\n", n, s[".text"], s[".rodata"], s[".data.rel.ro"], s[".eh_frame"] }'
done

echo
echo "Shared libraries loaded (ldd, less libc/libm/libstdc++/libgcc_s/ld.so), bytes:"
for name in base-stdlib base-foundation SystemICU FoundationICU; do
    total=0
    while read -r lib size; do
        printf '  %-16s %-32s %10d\n' "$name" "$lib" "$size"
        total=$((total + size))
    done < <(loaded "${BIN[$name]}")
    printf '  %-16s %-32s %10d (%s MiB)\n' "$name" "TOTAL" "$total" "$(mib "$total")"
done
echo
echo "work folder (reused by a second run): $WORK"

[[ $TRIM == 1 ]] || exit 0

# ---- ICU data trimming: the toolchain's data is one archive member defining icudt76_dat.
ARCHIVE=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift_static/linux/lib_FoundationICU.a
T=$WORK/trim
rm -rf "$T" && mkdir -p "$T/items" "$T/out"
read -r member symbol < <(nm -A "$ARCHIVE" 2>/dev/null | awk '$2 == "R" && $3 ~ /^icudt[0-9]+_dat$/ { split($1, a, ":"); print a[2], $3; exit }')
(cd "$T" && ar x "$ARCHIVE" "$member")
# The member holds the symbol alone in .rodata, so the section is the .dat file.
objcopy -O binary --only-section=.rodata "$T/$member" "$T/full.dat"
command -v icupkg >/dev/null || { apt-get update -qq && apt-get install -y -qq icu-devtools >&2; }

# Debian's icupkg (ICU 72) refuses to read this package ("total length of item name strings
# too long": 4855 names); the common-data TOC is simple, so read it here, extract every item,
# and let icupkg build (and check the dependencies of) the trimmed package from the items.
python3 - "$T/full.dat" "$T/items" "$T/keep.lst" "$SNAP" <<'PY'
import glob, json, os, re, struct, sys
data, items, keep_list, repo = sys.argv[1:]
d = open(data, "rb").read()
toc = struct.unpack_from("<H", d, 0)[0]            # header size; the TOC follows it
n = struct.unpack_from("<I", d, toc)[0]
ents = [struct.unpack_from("<II", d, toc + 4 + 8 * i) for i in range(n)]
KIT = {"root", "en", "zh", "zh_Hans"}              # the UI locales and their parents
# Languages named in their own words (LanguageNames.endonym): the practice languages that the
# example configs list; the catalog's lang.* keys name only en and zh-Hans.
NAMED = {tag.replace("-", "_") for f in glob.glob(repo + "/Resources/examples/*/config*.json")
         for tag in json.load(open(f)).get("supported_practice_languages", [])} - KIT
print("languages named in their own words, besides the UI locales:", " ".join(sorted(NAMED)))
LOCALE = re.compile(r"^([a-z]{2,3}|root)(_[A-Za-z0-9]+)*$")
ZONE_RULES = {"zoneinfo64", "metaZones", "timezoneTypes", "windowsZones"}

def classify(name):  # -> (category, kept?)
    tree, _, base = name.rpartition("/")
    stem, ext = os.path.splitext(base)
    locale = LOCALE.match(stem) and stem != "res_index"
    if ext == ".res" and tree in ("", "lang", "region", "curr", "unit", "zone"):
        if stem in ZONE_RULES: return "zone rules (zoneinfo64 …)", True
        if tree == "" and not locale: return "supplemental (plurals, likelySubtags …)", True
        label = {"": "locale data (top level)", "lang": "lang/ language+script names",
                 "region": "region/ names", "curr": "curr/ currency names", "unit": "unit/ unit names",
                 "zone": "zone/ zone names"}[tree]
        # A tree's own tables (pool, res_index, curr/supplementalData, zone/tzdbNames) stay.
        # An endonym reads lang/ and the top-level contextTransforms (capitalization).
        return label, not locale or stem in KIT or (stem in NAMED and tree in ("", "lang"))
    if tree == "brkitr":
        if ext == ".dict": return "brkitr/ dictionaries", False
        # char.brk for graphemes; sent.brk for the capitalization of names in a menu.
        return "brkitr/ rules", base in ("char.brk", "sent.brk") or (ext == ".res" and (not locale or stem in KIT | NAMED))
    if tree in ("coll", "rbnf", "translit"): return tree + "/", False
    if ext == ".cnv" or base == "cnvalias.icu": return "converters (.cnv, cnvalias)", False
    return {".nrm": "normalization (nfkc*, uts46)", ".spp": "stringprep (.spp)", ".cfu": "confusables",
            }.get(ext, "properties (unames, uemoji, ulayout)"), False

rows, keep = {}, []
for i, (name_off, off) in enumerate(ents):
    name = d[toc + name_off : d.index(b"\0", toc + name_off)].decode().split("/", 1)[1]
    end = toc + ents[i + 1][1] if i + 1 < n else len(d)
    path = os.path.join(items, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "wb").write(d[toc + off : end])
    cat, kept = classify(name)
    r = rows.setdefault(cat, [0, 0, 0, 0])
    r[0 if kept else 2] += 1
    r[1 if kept else 3] += end - toc - off
    if kept: keep.append(name)
open(keep_list, "w").write("\n".join(keep) + "\n")
kb = lambda b: f"{b / 1024:9.0f} KiB"
print(f"{'category':42} {'kept':>5} {'':13} {'removed':>7}")
for cat, (kn, ks, rn, rs) in sorted(rows.items(), key=lambda kv: -(kv[1][1] + kv[1][3])):
    print(f"{cat:42} {kn:5} {kb(ks)} {rn:7} {kb(rs)}")
tk, tr = sum(r[1] for r in rows.values()), sum(r[3] for r in rows.values())
print(f"{'total (' + str(n) + ' items)':42} {len(keep):5} {kb(tk)} {n - len(keep):7} {kb(tr)}")
PY
prefix=${symbol%_dat}l # the package name icupkg writes into item names: icudt76l/…
# brkitr/*.res name the line, word, sentence and title rules and the dictionaries
# that the kit never opens (it opens UBRK_CHARACTER only): allow those missing, nothing else.
if ! icupkg -tl -s "$T/items" -a "$T/keep.lst" new "$T/out/$prefix.dat" 2>"$T/deps.txt"; then
    sort -u "$T/deps.txt" | grep -Ev '^Item brkitr/[a-z_]+\.res depends on missing item brkitr/[a-z_]+\.(brk|dict)$' && exit 1
    echo "missing on purpose: $(grep -o 'brkitr/[a-z_]*\.\(brk\|dict\)' "$T/deps.txt" | sort -u | xargs)"
    icupkg -tl --ignore-deps -s "$T/items" -a "$T/keep.lst" new "$T/out/$prefix.dat" >/dev/null 2>&1
fi
icupkg --ignore-deps -l "$T/out/$prefix.dat" 2>/dev/null | wc -l | xargs printf 'trimmed package re-read by icupkg: %s items\n'
full=$(size_of "$T/full.dat") trimmed=$(size_of "$T/out/$prefix.dat")
printf 'ICU data: full %d bytes (%s MiB), trimmed %d bytes (%s MiB), saves %s MiB\n' \
    "$full" "$(mib "$full")" "$trimmed" "$(mib "$trimmed")" "$(mib $((full - trimmed)))"

# ---- Link the trimmed data back: an object defining the same symbol, in a copy of the archive
# (ar r replaces the member of that name), then SwiftPM's own link command with the copy.
cat >"$T/data.S" <<ASM
    .section .rodata
    .globl $symbol
    .type $symbol, @object
    .balign 16
$symbol:
    .incbin "$T/out/$prefix.dat"
    .size $symbol, . - $symbol
    .section .note.GNU-stack, "", @progbits
ASM
cc -c -o "$T/$member" "$T/data.S"
cp "$ARCHIVE" "$T/lib_FoundationICU.a" && ar r "$T/lib_FoundationICU.a" "$T/$member"
pkg=$WORK/FoundationICU
bindir=$(cd "$pkg" && swift build -c release --show-bin-path)
relink() { # product -> $T/product-trimmed
    (cd "$pkg" && swift build -c release --product "$1" >&2)
    rm -f "$bindir/$1" # so that -v shows the link command
    local cmd
    cmd=$(cd "$pkg" && swift build -c release --product "$1" -v 2>&1 | grep -F -- "-o $bindir/$1 " | tail -1)
    [[ -n $cmd ]] || { echo "no link command found for $1" >&2; exit 1; }
    (cd "$pkg" && eval "${cmd//$ARCHIVE/$T/lib_FoundationICU.a} -o $T/$1-trimmed")
}
relink app
relink coach-fmt
echo
printf '%-26s %12s %12s\n' binary unstripped stripped
for b in "$bindir/app" "$T/app-trimmed" "$bindir/coach-fmt" "$T/coach-fmt-trimmed"; do
    strip -o "$T/s" "$b"
    printf '%-26s %8s MiB %8s MiB\n' "$(basename "$b")" "$(mib "$(size_of "$b")")" "$(mib "$(size_of "$T/s")")"
done
nm -S -t d "$T/coach-fmt-trimmed" | awk -v s="$symbol" '$4 == s { printf "data symbol in coach-fmt-trimmed: %d bytes\n", $2 }'

# Same build, only the data differs: every example state must render identically.
same=0 differ=0
for args in "" "--locale en-XA" "--format json" "--format json --locale en-XA"; do
    # shellcheck disable=SC2086 # args are words on purpose
    "$bindir/coach-fmt" render --all $args >"$T/full.out" 2>&1 || true
    # shellcheck disable=SC2086
    "$T/coach-fmt-trimmed" render --all $args >"$T/trimmed.out" 2>&1 || true
    if cmp -s "$T/full.out" "$T/trimmed.out"; then
        same=$((same + 1)); echo "render --all $args: identical ($(wc -l <"$T/full.out") lines)"
    else
        differ=$((differ + 1)); echo "render --all $args: DIFFERS"; diff "$T/full.out" "$T/trimmed.out" | head -20 || true
    fi
done
"$T/app-trimmed" | cmp -s - <("$bindir/app") && echo "app output: identical" || echo "app output: DIFFERS"
echo "render comparisons: $same identical, $differ differ"

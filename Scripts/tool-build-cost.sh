#!/usr/bin/env bash
# What a clean debug build of the build plugin's tool costs a package that uses the plugin:
# the old tool (the `cdgen` product, with swift-argument-parser, at revision OLD, before the
# plugins got a tool of their own) against the new one (`cdgen-plugin-tool` of this checkout), side by side in one run,
# alternating, so that a busy machine slows both alike. Each build is clean (only the fetched
# dependencies are kept) and runs in its own scratch folder, .build-cost-old / .build-cost-new.
# Two figures: the wall-clock time, and the CPU time (user + system of every compiler process),
# which is what the build takes from a machine that also builds the package's own code (on 2
# cores swift-argument-parser compiles beside CDGenCore, so it adds little wall time to a build of
# cdgen alone, but all of its CPU time to a real build).
#
#   Scripts/tool-build-cost.sh               # 2 rounds, old revision 0c8832a
#   ROUNDS=3 OLD=<rev> Scripts/tool-build-cost.sh
#
# Prints each build's times, then the fastest of each and the ratios new / old.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
old_rev="${OLD:-0c8832a}"
old_product="${OLD_PRODUCT:-cdgen}"   # cdgen-plugin-tool to compare two revisions of the tool
rounds="${ROUNDS:-2}"
old_src="$(mktemp -d "${TMPDIR:-/tmp}/cdgen-tool-cost.XXXXXX")"
trap 'rm -rf "$old_src"' EXIT
git -C "$repo" archive "$old_rev" | tar -x -C "$old_src"

# clean_build NAME PACKAGE PRODUCT: prints "wall cpu", the seconds a clean `swift build --product
# PRODUCT` takes.
clean_build() {
    local scratch="$repo/.build-cost-$1"
    swift package --package-path "$2" --scratch-path "$scratch" resolve >/dev/null 2>&1
    find "$scratch" -mindepth 1 -maxdepth 1 ! -name checkouts ! -name repositories ! -name workspace-state.json -exec rm -rf {} +
    local TIMEFORMAT='%R %U %S' times
    times=$( { time swift build --package-path "$2" --scratch-path "$scratch" --product "$3" >"$scratch/cost.log" 2>&1; } 2>&1) \
        || { cat "$scratch/cost.log"; exit 1; }
    echo "$times" | awk '{ printf "%.1f %.1f\n", $1, $2 + $3 }'
}

# best COLUMN: the smallest value of that column of the lines on standard input.
best() { awk -v c="$1" '{ print $c }' | sort -n | head -1; }

old_times="" new_times=""
for round in $(seq "$rounds"); do
    t=$(clean_build old "$old_src" "$old_product"); old_times+="$t"$'\n'
    echo "round $round: old tool ($old_product @ $old_rev): wall ${t% *} s, cpu ${t#* } s"
    t=$(clean_build new "$repo" cdgen-plugin-tool); new_times+="$t"$'\n'
    echo "round $round: new tool (cdgen-plugin-tool): wall ${t% *} s, cpu ${t#* } s"
done
old_wall=$(printf '%s' "$old_times" | best 1) old_cpu=$(printf '%s' "$old_times" | best 2)
new_wall=$(printf '%s' "$new_times" | best 1) new_cpu=$(printf '%s' "$new_times" | best 2)
awk -v ow="$old_wall" -v nw="$new_wall" -v oc="$old_cpu" -v nc="$new_cpu" 'BEGIN {
    printf "fastest wall: old %.1f s, new %.1f s, new/old = %.0f %%\n", ow, nw, 100 * nw / ow
    printf "fastest cpu:  old %.1f s, new %.1f s, new/old = %.0f %%\n", oc, nc, 100 * nc / oc
}'

#!/usr/bin/env bash
# The Samples package's clean build and no-op build with the build plugin, before (the plugin of
# revision OLD, whose tool was the whole `cdgen` executable) and after (this checkout), side by
# side in one run: each round builds a copy of Samples pointed at the old repository, then one
# pointed at this one. The clean build starts from a build folder holding only the fetched
# dependencies; the no-op time is the fastest of three builds with nothing changed, after one
# build that settles.
#
#   Scripts/samples-build-timings.sh             # 1 round, old revision 0c8832a
#   ROUNDS=2 OLD=<rev> Scripts/samples-build-timings.sh
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
old_rev="${OLD:-0c8832a}"
rounds="${ROUNDS:-1}"
work="$(mktemp -d "${TMPDIR:-/tmp}/cdgen-samples-timings.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir "$work/old-repo"
git -C "$repo" archive "$old_rev" | tar -x -C "$work/old-repo"

# package NAME REPO: a copy of Samples whose cdgen dependency is REPO; prints its path.
package() {
    local pkg="$work/$1"
    mkdir -p "$pkg"
    (cd "$repo/Samples" && tar --exclude=.build --exclude=.swiftpm --exclude=Package.resolved -cf - .) | (cd "$pkg" && tar -xf -)
    sed -i "s|.package(name: \"cdgen\", path: \"..\")|.package(name: \"cdgen\", path: \"$2\")|" "$pkg/Package.swift"
    swift package --package-path "$pkg" resolve >/dev/null 2>&1
    echo "$pkg"
}

# seconds PACKAGE: runs `swift build` (it must succeed) and prints how long it took.
seconds() {
    local start end
    start=$(date +%s.%N)
    swift build --package-path "$1" >"$1.log" 2>&1 || { cat "$1.log"; exit 1; }
    end=$(date +%s.%N)
    awk "BEGIN { printf \"%.2f\", $end - $start }"
}

# measure PACKAGE: "clean noop" seconds.
measure() {
    find "$1/.build" -mindepth 1 -maxdepth 1 ! -name checkouts ! -name repositories ! -name workspace-state.json -exec rm -rf {} +
    local clean; clean=$(seconds "$1")
    seconds "$1" >/dev/null
    local noop; noop=$( (seconds "$1"; echo; seconds "$1"; echo; seconds "$1"; echo) | sort -n | head -1)
    echo "$clean $noop"
}

old_pkg=$(package old "$work/old-repo")
new_pkg=$(package new "$repo")
for round in $(seq "$rounds"); do
    read -r clean noop < <(measure "$old_pkg")
    echo "round $round: before ($old_rev): clean build ${clean}s, no-op build ${noop}s"
    read -r clean noop < <(measure "$new_pkg")
    echo "round $round: after (this checkout): clean build ${clean}s, no-op build ${noop}s"
done

#!/usr/bin/env bash
# The Samples package's clean build and no-op build three ways, side by side in one run: with no
# plugin (the baseline: on Linux the samples' Core Data code is behind `#if canImport(CoreData)`,
# so they compile without the generated files), with the source plugins (the cdgen package: the
# build compiles the plugins' tool) and with the binary plugins (CDGenPlugins/, the prebuilt tool
# of Scripts/artifactbundle.sh, which must be up to date). Each round builds a copy of Samples for
# each, in turn. The clean build starts from a build folder holding only the fetched dependencies;
# the no-op time is the fastest of three builds with nothing changed, after one build that
# settles. Each time is wall-clock, then the CPU time (user + system of swift build and every
# process it ran).
#
#   Scripts/samples-build-timings.sh               # 1 round
#   ROUNDS=2 Scripts/samples-build-timings.sh
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
rounds="${ROUNDS:-1}"
work="$(mktemp -d "${TMPDIR:-/tmp}/cdgen-samples-timings.XXXXXX")"
trap 'rm -rf "$work"' EXIT
"$repo/Scripts/artifactbundle.sh" --check >/dev/null

# package KIND: a copy of Samples with no plugin, the source plugins or the binary ones; prints its path.
package() {
    local pkg="$work/$1" manifest="$work/$1/Package.swift"
    mkdir -p "$pkg"
    (cd "$repo/Samples" && tar --exclude=.build --exclude=.swiftpm --exclude=Package.resolved -cf - .) | (cd "$pkg" && tar -xf -)
    case "$1" in
        none) sed -i '/\.package(name: "cdgen", path: "..")/d; /plugins: \[\.plugin(name: "CDGenPlugin"/d' "$manifest" ;;
        source) sed -i "s|.package(name: \"cdgen\", path: \"..\")|.package(name: \"cdgen\", path: \"$repo\")|" "$manifest" ;;
        binary) sed -i "s|.package(name: \"cdgen\", path: \"..\")|.package(path: \"$repo/CDGenPlugins\")|; s|package: \"cdgen\")|package: \"CDGenPlugins\")|" "$manifest" ;;
    esac
    swift package --package-path "$pkg" resolve >/dev/null 2>&1
    echo "$pkg"
}

# times PACKAGE: runs `swift build` (it must succeed) and prints "wall cpu" in seconds.
times() {
    local TIMEFORMAT='%R %U %S' t
    t=$( { time swift build --package-path "$1" >"$1.log" 2>&1; } 2>&1) || { cat "$1.log"; exit 1; }
    echo "$t" | awk '{ printf "%.2f %.1f\n", $1, $2 + $3 }'
}

# measure PACKAGE: "clean-wall clean-cpu noop-wall" seconds.
measure() {
    find "$1/.build" -mindepth 1 -maxdepth 1 ! -name checkouts ! -name repositories ! -name workspace-state.json -exec rm -rf {} +
    local clean; clean=$(times "$1")
    times "$1" >/dev/null
    local noop; noop=$( (times "$1"; times "$1"; times "$1") | sort -n | head -1 | cut -d' ' -f1)
    echo "$clean $noop"
}

kinds="none source binary"
for kind in $kinds; do package "$kind" >/dev/null; done
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
for round in $(seq "$rounds"); do
    for kind in $kinds; do
        read -r wall cpu noop < <(measure "$work/$kind")
        printf 'round %s: %-6s plugin: clean build %6.2f s (cpu %5.1f s), no-op build %.2f s, load %s\n' \
            "$round" "$kind" "$wall" "$cpu" "$noop" "$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo ?)"
    done
done

#!/usr/bin/env bash
# The repository's Swift style, checked or applied with swift-format and `.swift-format`.
#
#   Scripts/format.sh         lint --strict: lists every finding and exits non-zero if there is one
#   Scripts/format.sh --fix   formats the same files in place (then the lint has nothing to say)
#
# Which files: every .swift file of the repository except those that must stay as they are,
# byte for byte:
#   - Golden*/     Samples/<Name>/Golden and GoldenSwiftStyle: cdgen's expected output,
#                  compared byte for byte by SampleGoldenTests;
#   - StandIns/    the type-check harness's stand-ins of Apple's frameworks (a resource the
#                  harness compiles and reads declarations from, mirroring the SDK's interfaces);
#   - Samples/Package.swift   ReadmeTests compares its lines with the README's example
#                  (swift-format would drop the trailing comma of its one-element dependencies);
#   - hidden folders (.build, .build-*, .swiftpm, .git): build products and tools' state.
# Symbolic links are not followed (Plugins/*/Shared link to Plugins/Shared, formatted once).
#
# SWIFT_FORMAT overrides the command (default: `swift format`, the toolchain's swift-format).
set -euo pipefail
cd "$(dirname "$0")/.."

mode=lint
case "${1:-}" in
    "") ;;
    --fix) mode=format ;;
    -h | --help) sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "usage: Scripts/format.sh [--fix]" >&2; exit 2 ;;
esac

read -r -a swift_format <<<"${SWIFT_FORMAT:-swift format}"

files=()
while IFS= read -r -d '' file; do files+=("${file#./}"); done < <(
    find . \( -name '.?*' -o -name 'Golden*' -o -name StandIns \) -prune \
        -o -type f -name '*.swift' ! -path ./Samples/Package.swift -print0 | sort -z
)
if [ "${#files[@]}" -eq 0 ]; then
    echo "format: no Swift files found" >&2
    exit 1
fi

if [ "$mode" = format ]; then
    "${swift_format[@]}" format --configuration .swift-format --parallel --in-place "${files[@]}"
else
    if ! "${swift_format[@]}" lint --configuration .swift-format --parallel --strict "${files[@]}"; then
        echo "format: swift-format findings in the files above; Scripts/format.sh --fix rewrites them" >&2
        exit 1
    fi
fi

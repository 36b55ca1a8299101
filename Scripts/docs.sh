#!/usr/bin/env bash
# Converts the DocC catalog Sources/cdgen/Documentation.docc with warnings as errors, as CI does:
# a broken <doc:…> link, a missing page or a bad directive fails. The catalog has articles only, so
# no symbol graph is needed.
#
#   Scripts/docs.sh                  # check only (the archive goes to a temporary folder)
#   Scripts/docs.sh .build/docs      # also keep the archive, cdgen.doccarchive, in that folder
#
# docc comes with the Swift toolchain; set DOCC to use another one.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${DOCC:-}" ]; then
    docc=("$DOCC")
elif command -v docc >/dev/null; then
    docc=(docc)
elif command -v xcrun >/dev/null; then
    docc=(xcrun docc)
else
    echo "docs: docc not found (it ships with the Swift toolchain; or set DOCC)" >&2
    exit 1
fi

if [ $# -ge 1 ]; then
    mkdir -p "$1"
    out="$1/cdgen.doccarchive"
else
    tmp="$(mktemp -d)"
    trap 'rm -rf "$tmp"' EXIT
    out="$tmp/cdgen.doccarchive"
fi

"${docc[@]}" convert Sources/cdgen/Documentation.docc --warnings-as-errors --output-path "$out"
echo "docs: Sources/cdgen/Documentation.docc converts without warnings"

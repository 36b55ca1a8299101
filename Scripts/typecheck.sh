#!/usr/bin/env bash
# Runs the type-check harness alone (Tests/CDGenTypeCheckTests), in its own build folder so it
# does not wait for or disturb other builds. Extra arguments go to `swift test`.
#
#   Scripts/typecheck.sh                          # everything: landmines, corpus, Samples, faults
#   CDGEN_TYPECHECK_ONLY=WooCommerce Scripts/typecheck.sh --filter corpusModels
#   CDGEN_TYPECHECK_FULL=1 Scripts/typecheck.sh   # Swift 5 mode for every bundle version too
#   CDGEN_TYPECHECK_KEEP=1 Scripts/typecheck.sh   # keep the checked files in $TMPDIR/cdgen-typecheck-*
#
# The corpus is found through CDGEN_CORPUS or ../shared/corpus; without it the corpus tests skip.
set -euo pipefail
cd "$(dirname "$0")/.."

filter="CDGenTypeCheckTests"
args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --filter) filter="CDGenTypeCheckTests.*$2"; shift 2 ;;
        *) args+=("$1"); shift ;;
    esac
done

exec swift test --scratch-path .build-typecheck --filter "$filter" ${args[@]+"${args[@]}"}

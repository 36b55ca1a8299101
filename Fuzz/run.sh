#!/usr/bin/env bash
# Runs one fuzz target: Fuzz/run.sh <target> [libFuzzer options…]   (targets: Fuzz/build.sh --list)
# For example the long runs: Fuzz/run.sh json -runs=1000000 -jobs=1
# Crashes are written to .build/fuzz/artifacts/<target>/; reproduce one with
# .build/fuzz/<target> <crash-file> (a link to the one fuzz binary, which fuzzes the target it
# is run as). Builds the fuzz binary first when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
target="$1"; shift
[ -x ".build/fuzz/$target" ] || Fuzz/build.sh "$target"
corpus=$(Fuzz/corpus.sh "$target")
mkdir -p ".build/fuzz/artifacts/$target"
# The JSON targets have a dictionary of JSON's tokens and the format's keys, ckdb the schema
# language's keywords; the others, XML's.
case "$target" in
    json | config | ckdb) dict="Fuzz/$target.dict" ;;
    *) dict=Fuzz/xml.dict ;;
esac
# The Swift runtime's backtracer would read the stack under ASan, which reports it: the message
# of a failed invariant is enough.
export SWIFT_BACKTRACE=enable=no
# rss_limit_mb/malloc_limit_mb: bounded memory is part of what is tested; -timeout: no hangs.
exec ".build/fuzz/$target" -dict="$dict" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -malloc_limit_mb=1024 -artifact_prefix=".build/fuzz/artifacts/$target/" -print_final_stats=1 "$@" "$corpus"

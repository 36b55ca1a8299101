#!/usr/bin/env bash
# The CI smoke run: builds the fuzz binary (every target, one compile of the core) and runs each
# target for 2 500 inputs (about a second each), with its own dictionary and seeds; the slow
# targets fewer (`runs`), a few seconds each: xml, json and pipeline (1 250) read a whole model per
# input, modeltext (250) emits a model under four option sets per input, render (250) starts a
# thread and parses a template per input; ckdb (600), a small parser, needs few to cover its
# grammar. A smoke run proves that every target builds, passes its seeds and survives a first
# round of mutations in half a minute of CI's two cores; finding bugs is the long runs' work
# (Fuzz/run.sh TARGET -runs=1000000).
# Fails when a target crashes, leaks, hangs, breaks an invariant or takes more than linear time.
# The runs are independent (each its own corpus folder and artifacts), so as many run at once as
# there are cores; each one's output is printed, in target order, when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."
Fuzz/build.sh
targets=($(Fuzz/build.sh --list))
# The seeds first, one target after the other: the targets share seed folders made on first use.
for target in "${targets[@]}"; do Fuzz/corpus.sh "$target" >/dev/null; done

# The inputs of each target's smoke run.
runs() {
    case "$1" in
        xml | json | pipeline) echo 1250 ;;
        modeltext) echo 250 ;;
        render) echo 250 ;;
        ckdb) echo 600 ;;
        *) echo 2500 ;;
    esac
}

logs=.build/fuzz/smoke
rm -rf "$logs" && mkdir -p "$logs"
jobs=$(nproc 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo 2)
pids=()
for target in "${targets[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
    (
        status=0
        Fuzz/run.sh "$target" -runs="$(runs "$target")" -seed=1 >"$logs/$target.log" 2>&1 || status=$?
        echo "$status" >"$logs/$target.status"
    ) &
    pids+=($!)
done
wait "${pids[@]}"
failed=0
for target in "${targets[@]}"; do
    echo "fuzz: smoke run of $target"
    tail -n 12 "$logs/$target.log"
    status=$(cat "$logs/$target.status")
    if [ "$status" != 0 ]; then
        echo "fuzz: $target failed (exit $status); its whole output: $logs/$target.log"
        failed=1
    fi
done
exit "$failed"

#!/usr/bin/env bash
# The CI smoke run: builds the fuzz binary (every target, one compile of the core) and runs each
# target for 20 000 inputs (a few seconds each), with its own dictionary and seeds.
# Fails when a target crashes, leaks, hangs, breaks an invariant or takes more than linear time.
set -euo pipefail
cd "$(dirname "$0")/.."
Fuzz/build.sh
for target in $(Fuzz/build.sh --list); do
    echo "fuzz: smoke run of $target"
    Fuzz/run.sh "$target" -runs=20000 -seed=1 2>&1 | tail -n 12
done

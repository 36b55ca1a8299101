#!/usr/bin/env bash
# Makes the seed corpus of a fuzz target in .build/fuzz/corpus-<target>/ (not committed): every
# Samples model's `contents` and `.xccurrentversion`, plus the small hand-written seeds in
# Fuzz/seeds/. Usage: Fuzz/corpus.sh <target>
set -euo pipefail
cd "$(dirname "$0")/.."
target="$1"
dir=".build/fuzz/corpus-$target"
mkdir -p "$dir"
for file in Samples/*/*.xcdatamodeld/.xccurrentversion Samples/*/*.xcdatamodeld/*.xcdatamodel/contents Fuzz/seeds/*; do
    name=$(printf '%s' "$file" | tr '/ ' '__')
    cp "$file" "$dir/seed-$name"
done
echo "$dir"

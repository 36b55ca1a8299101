#!/usr/bin/env bash
# Makes the seed corpus of a fuzz target in .build/fuzz/corpus-<target>/ (not committed) and
# prints its path. Usage: Fuzz/corpus.sh <target>
#   xml, pipeline    every Samples model's `contents` and `.xccurrentversion`, Fuzz/seeds/xml/,
#                    the `contents` files of the bad-input test cases
#   json             the Samples' JSON twins, Fuzz/seeds/json/, the JSON files of the bad-input
#                    cases, and every model of ../shared/corpus (a bundle's current version)
#                    converted to JSON by `cdgen convert`, but those over 64 KiB, the input limit
#                    (when a built cdgen is in .build; the corpus is not the project's to copy,
#                    so these stay in .build/fuzz/seeds-corpus-json/)
#   config           the Samples' cdgen.json files and Fuzz/seeds/config/
#   currentversion   the Samples' `.xccurrentversion` files, Fuzz/seeds/xml/*.plist, those of
#                    the corpus bundles and of the bad-input cases
#   modeltext        Fuzz/seeds/modeltext/ (texts made to leave a comment or a literal)
#   render           Benchmarks/Render.stencil, the template fixtures, Fuzz/seeds/render/
#   ckdb             Fuzz/seeds/ckdb/ and the schema files of ../shared/corpus/ckdb
set -euo pipefail
cd "$(dirname "$0")/.."
target="$1"
dir=".build/fuzz/corpus-$target"
mkdir -p "$dir"
corpus="${CDGEN_CORPUS:-../shared/corpus}"

# The bad-input cases' files, by target, in .build/fuzz/seeds-badinput/ (made once).
badinput=.build/fuzz/seeds-badinput
if [ ! -d "$badinput" ]; then
    swiftc -parse-as-library -module-name BadInputSeeds Fuzz/BadInputSeeds.swift Tests/cdgenTests/BadInput/BadInputCase.swift \
        Tests/cdgenTests/BadInput/BadInputCases+*.swift -o .build/fuzz/badinput-seeds >&2
    mkdir -p "$badinput.tmp" && .build/fuzz/badinput-seeds "$badinput.tmp" && mv "$badinput.tmp" "$badinput"
fi

# The corpus models as JSON, in .build/fuzz/seeds-corpus-json/ (made once, with a built cdgen).
corpus_json() {
    local out=.build/fuzz/seeds-corpus-json cdgen
    [ -d "$out" ] && return
    cdgen=$(ls .build/release/cdgen .build/debug/cdgen 2>/dev/null | head -n 1 || true)
    if [ -z "$cdgen" ] || [ ! -d "$corpus" ]; then
        echo "fuzz: no built cdgen or no corpus at $corpus: the json seeds leave out the corpus" >&2
        return
    fi
    mkdir -p "$out.tmp"
    local n=0
    while IFS= read -r model; do
        n=$((n + 1))
        "$cdgen" convert "$model" --output "$out.tmp/corpus-$n.json" >/dev/null 2>&1 || true
    done < <(find "$corpus" \( -name '*.xcdatamodeld' -o -name '*.xcdatamodel' -not -path '*.xcdatamodeld/*' \) -type d | LC_ALL=C sort)
    find "$out.tmp" -size +64k -delete
    mv "$out.tmp" "$out"
}

seed() {
    local file
    for file in "$@"; do
        [ -f "$file" ] && cp "$file" "$dir/seed-$(printf '%s' "$file" | tr '/ ' '__')"
    done
    return 0
}

case "$target" in
    xml | pipeline)
        seed Samples/*/*.xcdatamodeld/.xccurrentversion Samples/*/*.xcdatamodeld/*.xcdatamodel/contents Fuzz/seeds/xml/* "$badinput"/xml/* ;;
    json)
        corpus_json
        seed Samples/*/[A-Z]*.json Fuzz/seeds/json/* "$badinput"/json/* .build/fuzz/seeds-corpus-json/* ;;
    config)
        seed Samples/*/cdgen.json Fuzz/seeds/config/* ;;
    currentversion)
        seed Samples/*/*.xcdatamodeld/.xccurrentversion Fuzz/seeds/xml/*.plist "$badinput"/currentversion/*
        while IFS= read -r file; do seed "$file"; done < <(find "$corpus" -name .xccurrentversion 2>/dev/null | LC_ALL=C sort) ;;
    modeltext)
        seed Fuzz/seeds/modeltext/* ;;
    render)
        seed Benchmarks/Render.stencil Tests/CDGenTemplatesTests/Fixtures/*.stencil Fuzz/seeds/render/* ;;
    ckdb)
        seed Fuzz/seeds/ckdb/*
        while IFS= read -r file; do seed "$file"; done < <(find "$corpus/ckdb" -name '*.ckdb' 2>/dev/null | LC_ALL=C sort) ;;
    *) echo "fuzz: unknown target '$target'" >&2; exit 2 ;;
esac
echo "$dir"

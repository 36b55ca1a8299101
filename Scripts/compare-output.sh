#!/usr/bin/env bash
# Compares what two cdgen binaries write and say, for a refactor that must change nothing.
#
#   Scripts/compare-output.sh OLD_CDGEN NEW_CDGEN [MODEL_FOLDER...]
#
# Every model version under the folders (default: Samples and ../shared/corpus) is run through
# generate under several option sets (Core Data and SwiftData), lint (text, JSON, SwiftData), dump
# and convert, and every bundle through generate with its history and every kind, with both binaries.
# Output trees, messages and exit codes must match byte for byte (paths to the scratch folder are
# the same for both). Prints each difference and a count; exits 1 on any difference.
set -uo pipefail
old=$(realpath "$1"); new=$(realpath "$2"); shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
# Absolute, since every run starts in the scratch folder.
folders=()
for f in "$@"; do folders+=("$(realpath "$f")"); done
[ ${#folders[@]} -eq 0 ] && folders=("$root/Samples" "${CDGEN_CORPUS:-$root/../shared/corpus}")
scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT

option_sets=(
  ""
  "--style swift --model-builder"
  "--xcode-version 8 --swift-version 3"
  "--xcode-version 9 --codegen class --access-level internal --nonisolated"
  "--xcode-version 12 --complement --guard-with-can-import --model-file-when-empty"
  "--style swift --access-level package --no-model-file --codegen category"
  "--framework swiftdata"
  "--framework swiftdata --versioned-schema --guard-with-can-import --access-level internal"
)

# One run: its files (path and bytes), then what it printed and how it ended.
run() { # bin tag args...
  local bin=$1 tag=$2; shift 2
  local out="$scratch/out"; rm -rf "$out"; mkdir -p "$out"
  (cd "$scratch" && "$bin" "$@" >"$scratch/stdout" 2>"$scratch/stderr"; echo "exit $?" >"$scratch/exit")
  {
    (cd "$out" && find . -type f | LC_ALL=C sort | while read -r f; do echo "== $f"; cat "$f"; done)
    echo "-- stdout"; sed "s|$scratch|SCRATCH|g" "$scratch/stdout"
    echo "-- stderr"; sed "s|$scratch|SCRATCH|g" "$scratch/stderr"
    cat "$scratch/exit"
  } >"$scratch/$tag"
}

models=()
for f in "${folders[@]}"; do
  while IFS= read -r m; do models+=("$m"); done < <(find "$f" \( -name '*.xcdatamodel' -o -name '*.json' -path '*Samples*' \) \
    -not -name cdgen.json -not -path '*/.build/*' | LC_ALL=C sort)
done

runs=0; differences=0
compare() { # description args...
  local what=$1; shift
  run "$old" a "$@"; run "$new" b "$@"; runs=$((runs + 1))
  if ! cmp -s "$scratch/a" "$scratch/b"; then
    differences=$((differences + 1)); echo "DIFFERENT: $what"
    diff "$scratch/a" "$scratch/b" | head -20
  fi
}

for m in "${models[@]}"; do
  for opts in "${option_sets[@]}"; do
    # shellcheck disable=SC2086
    compare "generate $opts $m" generate $opts -o out "$m"
  done
  compare "lint $m" lint "$m"
  compare "lint --format json --style swift --model-builder $m" lint --format json --style swift --model-builder "$m"
  compare "lint --framework swiftdata --versioned-schema $m" lint --framework swiftdata --versioned-schema "$m"
  compare "dump $m" dump "$m"
  case "$m" in
    *.json) compare "convert $m" convert -o out/m.xcdatamodeld "$m" ;;
    *) compare "convert $m" convert -o out/m.json "$m" ;;
  esac
done
# Bundles, with what needs a model's history (the staged migration, the versioned schemas) and the
# kinds no option set above writes (snapshots, documents, the CloudKit schema, the unplanned file).
bundles=()
for f in "${folders[@]}"; do
  while IFS= read -r b; do bundles+=("$b"); done < <(find "$f" -name '*.xcdatamodeld' -not -path '*/.build/*' | LC_ALL=C sort)
done
for b in "${bundles[@]}"; do
  compare "generate (every kind) $b" generate --snapshots --staged-migration --documentation --cloudkit-schema --model-builder -o out "$b"
  compare "generate --list-outputs $b" generate --list-outputs --snapshots --staged-migration --documentation --cloudkit-schema --unplanned-file -o out "$b"
  compare "generate swiftdata versioned $b" generate --framework swiftdata --versioned-schema --documentation -o out "$b"
done
echo "$runs runs over ${#models[@]} models and ${#bundles[@]} bundles, $differences different"
[ "$differences" -eq 0 ]

#!/usr/bin/env bash
# Tries cdgen on a folder of real models, as the test suite does with the corpus's wild/: every
# version of every .xcdatamodeld bundle and every .xcdatamodel folder directly in FOLDER must lint
# without error, generate with --codegen auto, --codegen class and --codegen class --style swift
# --model-builder --nonisolated, write the same files from its JSON twin (RealModelTests), and
# type-check in the Xcode matrix and that last configuration (TypeCheckTests.realModels, with
# stand-ins for the app's own Transformable classes). Extra arguments go to `swift test`.
#
#   Scripts/real-models.sh ~/models        # a folder of models kept outside the repository
set -euo pipefail
[ $# -ge 1 ] && [ -d "$1" ] || { echo "usage: Scripts/real-models.sh FOLDER [swift test arguments]" >&2; exit 2; }
folder="$(cd "$1" && pwd)"
shift
cd "$(dirname "$0")/.."
CDGEN_REAL_MODELS="$folder" exec swift test --filter "RealModelTests|realModels" "$@"

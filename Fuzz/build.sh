#!/usr/bin/env bash
# Builds the libFuzzer targets: the core's sources, the shared invariants and the entry point of
# each target, compiled together with -sanitize=fuzzer,address (one module, so internal API is
# in reach). Usage: Fuzz/build.sh [target…]   (default: every target; binaries in .build/fuzz/)
#
# Targets: xml (XML front end), pipeline (XML parse → validate → emit), json (JSON reader against
# Foundation, JSON model → validate → emit, round trip), config (cdgen.json), currentversion
# (.xccurrentversion). run.sh and smoke.sh take the list from here (`Fuzz/build.sh --list`).
set -euo pipefail
cd "$(dirname "$0")/.."
ALL_TARGETS=(xml pipeline json config currentversion)
if [ "${1:-}" = "--list" ]; then echo "${ALL_TARGETS[*]}"; exit 0; fi
targets=("${@:-${ALL_TARGETS[@]}}")
mkdir -p .build/fuzz
mapfile -t core < <(find Sources/CDGenCore -name '*.swift' | LC_ALL=C sort)
for target in "${targets[@]}"; do
    case "$target" in
        xml) entry=(Fuzz/Targets/XMLFrontEnd.swift) ;;
        pipeline) entry=(Fuzz/Targets/WholePipeline.swift) ;;
        json) entry=(Fuzz/Targets/JSONFrontEnd.swift Fuzz/Targets/JSONDifferential.swift) ;;
        config) entry=(Fuzz/Targets/ConfigFile.swift) ;;
        currentversion) entry=(Fuzz/Targets/CurrentVersionFile.swift) ;;
        *) echo "fuzz: unknown target '$target' (known: ${ALL_TARGETS[*]})" >&2; exit 2 ;;
    esac
    echo "fuzz: building $target"
    swiftc -O -g -parse-as-library -sanitize=fuzzer,address -module-name CDGenFuzz -package-name cdgen \
        -I Sources/CLibXML2 -Xcc -I/usr/include/libxml2 -lxml2 \
        "${core[@]}" Fuzz/Targets/FuzzInvariants.swift "${entry[@]}" -o ".build/fuzz/$target"
done

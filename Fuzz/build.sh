#!/usr/bin/env bash
# Builds the libFuzzer binary that holds every target: the core's sources, the shared invariants,
# every target's entry point and the dispatcher (Fuzz/Targets/FuzzTarget.swift), compiled together
# with -sanitize=fuzzer,address (one module, so internal API is in reach). The core compiles once
# for all targets. Usage: Fuzz/build.sh [target…]   (the names are checked; the one build serves
# them all). The binary is .build/fuzz/cdgen-fuzz, and .build/fuzz/<target> a link to it: run
# under a target's name, the binary fuzzes that target.
#
# Targets: xml (XML front end), pipeline (XML parse → validate → emit), json (JSON reader against
# Foundation, JSON model → validate → emit, round trip), config (cdgen.json), currentversion
# (.xccurrentversion). run.sh and smoke.sh take the list from here (`Fuzz/build.sh --list`); it
# is the list of `FuzzTarget`'s cases.
set -euo pipefail
cd "$(dirname "$0")/.."
ALL_TARGETS=(xml pipeline json config currentversion)
if [ "${1:-}" = "--list" ]; then echo "${ALL_TARGETS[*]}"; exit 0; fi
for target in "$@"; do
    case " ${ALL_TARGETS[*]} " in
        *" $target "*) ;;
        *) echo "fuzz: unknown target '$target' (known: ${ALL_TARGETS[*]})" >&2; exit 2 ;;
    esac
done
root=$(pwd)
mkdir -p .build/fuzz
mapfile -t core < <(find "$root/Sources/CDGenCore" -name '*.swift' | LC_ALL=C sort)
mapfile -t targets < <(find "$root/Fuzz/Targets" -name '*.swift' | LC_ALL=C sort)
echo "fuzz: building every target (${ALL_TARGETS[*]}) into .build/fuzz/cdgen-fuzz"
# Whole-module: one front end type-checks and optimizes the core once (per file, each front end
# would read the whole module again), with LLVM's optimization and code generation on every core
# (`-num-threads`). Run in .build/fuzz, where the driver leaves the module it writes for the debug info.
(cd .build/fuzz && swiftc -O -wmo -num-threads "$(nproc 2>/dev/null || sysctl -n hw.ncpu)" -g -parse-as-library -sanitize=fuzzer,address -module-name CDGenFuzz -package-name cdgen \
    -I "$root/Sources/CLibXML2" -Xcc -I/usr/include/libxml2 -lxml2 \
    "${core[@]}" "${targets[@]}" -o cdgen-fuzz)
for target in "${ALL_TARGETS[@]}"; do
    ln -sfn cdgen-fuzz ".build/fuzz/$target"
done

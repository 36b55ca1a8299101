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
# (.xccurrentversion), modeltext (model text in every generator's comments and literals), render
# (a template rendered within its limits), ckdb (a CloudKit schema file, read and printed). run.sh and smoke.sh take the list from here
# (`Fuzz/build.sh --list`); it is the list of `FuzzTarget`'s cases.
#
# `render` needs CDGenTemplates and Stencil: PathKit and Stencil (SwiftPM's checkouts) are compiled
# first as modules of their own, instrumented too; the core, CDGenTemplates and the targets are
# then one module named CDGenCore (so CDGenTemplates' `import CDGenCore` is its own module).
set -euo pipefail
cd "$(dirname "$0")/.."
ALL_TARGETS=(xml pipeline json config currentversion modeltext render ckdb)
if [ "${1:-}" = "--list" ]; then echo "${ALL_TARGETS[*]}"; exit 0; fi
for target in "$@"; do
    case " ${ALL_TARGETS[*]} " in
        *" $target "*) ;;
        *) echo "fuzz: unknown target '$target' (known: ${ALL_TARGETS[*]})" >&2; exit 2 ;;
    esac
done
root=$(pwd)
mkdir -p .build/fuzz
mapfile -t core < <(find "$root/Sources/CDGenCore" "$root/Sources/CDGenTemplates" -name '*.swift' | LC_ALL=C sort)
mapfile -t targets < <(find "$root/Fuzz/Targets" -name '*.swift' | LC_ALL=C sort)
[ -d .build/checkouts/Stencil ] || swift package resolve >&2
jobs=$(nproc 2>/dev/null || sysctl -n hw.ncpu)
modules=$root/.build/fuzz/modules
mkdir -p "$modules"
# PathKit, then Stencil, each one object file and its module in .build/fuzz/modules.
(cd "$modules" && rm -f ./*.o && swiftc -O -wmo -parse-as-library -sanitize=fuzzer,address -module-name PathKit -emit-module \
    -emit-module-path PathKit.swiftmodule -c "$root/.build/checkouts/PathKit/Sources/PathKit.swift" -o PathKit.o -suppress-warnings)
mapfile -t stencil < <(find "$root/.build/checkouts/Stencil/Sources/Stencil" -name '*.swift' | LC_ALL=C sort)
(cd "$modules" && swiftc -O -wmo -parse-as-library -sanitize=fuzzer,address -module-name Stencil -I "$modules" -emit-module \
    -emit-module-path Stencil.swiftmodule -c "${stencil[@]}" -o Stencil.o -suppress-warnings)
echo "fuzz: building every target (${ALL_TARGETS[*]}) into .build/fuzz/cdgen-fuzz"
# Whole-module: one front end type-checks and optimizes the core once (per file, each front end
# would read the whole module again), with LLVM's optimization and code generation on every core
# (`-num-threads`). Run in .build/fuzz, where the driver leaves the module it writes for the debug info.
(cd .build/fuzz && swiftc -O -wmo -num-threads "$jobs" -g -parse-as-library -sanitize=fuzzer,address -module-name CDGenCore -package-name cdgen \
    -I "$root/Sources/CLibXML2" -Xcc -I/usr/include/libxml2 -lxml2 -I "$modules" "$modules"/*.o \
    "${core[@]}" "${targets[@]}" -o cdgen-fuzz)
for target in "${ALL_TARGETS[@]}"; do
    ln -sfn cdgen-fuzz ".build/fuzz/$target"
done

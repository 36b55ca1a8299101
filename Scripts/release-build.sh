#!/usr/bin/env bash
# Builds one executable product of cdgen in release the way it ships, and copies it to DEST:
#
#   Scripts/release-build.sh PRODUCT DEST      # PRODUCT: cdgen or cdgen-plugin-tool
#
# - macOS: one build per architecture (`--triple arm64-apple-macosx`, `x86_64-apple-macosx`) joined
#   into one universal file with `lipo -create` (checked with `lipo -archs`);
# - Linux: the Swift runtime linked statically (`--static-swift-stdlib`; libxml2 stays the
#   system's library), stripped, and refused if it still needs a library of the toolchain.
#   SWIFT_SDK=<id> cross-compiles with that Swift SDK (`swift build --swift-sdk`), for example
#   Linux aarch64 from an x86_64 machine; CI here has no such SDK, so that path is not run here
#   (the release workflow builds aarch64 on an arm64 runner instead).
#
# SCRATCH=<path> builds in another scratch folder (default .build).
# CDGEN_BUILD_CONFIGURATION=debug builds the debug configuration instead of release: CI's dry run,
# which checks everything of a release but the optimizer (the release configuration compiles
# swift-syntax whole-module, about ten minutes of CI's two cores; debug, the whole of cdgen in about
# one). The release workflow leaves it unset.
# CDGEN_STATIC_SWIFT_STDLIB=0 (Linux, CI only) links the toolchain's Swift runtime instead and skips
# the check of it below, so that CI ships the debug build its tests already made rather than
# compiling every module again for the static runtime (about 300 CPU seconds of its two cores).
# The release workflow leaves it unset: it builds and checks what users download.
# Prints the platform it built for (macos, linux-x86_64, linux-aarch64) on standard output.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
fail() { echo "release-build: $*" >&2; exit 1; }
[ $# = 2 ] || fail "usage: Scripts/release-build.sh PRODUCT DEST"
product=$1 dest=$2
scratch="${SCRATCH:-$repo/.build}"
configuration="${CDGEN_BUILD_CONFIGURATION:-release}"
case "$configuration" in release | debug) ;; *) fail "CDGEN_BUILD_CONFIGURATION must be release or debug, not $configuration" ;; esac
static="${CDGEN_STATIC_SWIFT_STDLIB:-1}"
case "$static" in 0 | 1) ;; *) fail "CDGEN_STATIC_SWIFT_STDLIB must be 0 or 1, not $static" ;; esac
flags=(-c "$configuration" --package-path "$repo" --scratch-path "$scratch" --product "$product")

case "$(uname -s)" in
    Darwin)
        parts=()
        for arch in arm64 x86_64; do
            swift build "${flags[@]}" --triple "$arch-apple-macosx" >&2
            parts+=("$(swift build "${flags[@]}" --triple "$arch-apple-macosx" --show-bin-path)/$product")
        done
        mkdir -p "$(dirname "$dest")"
        lipo -create -output "$dest" "${parts[@]}"
        for arch in arm64 x86_64; do
            lipo -archs "$dest" | grep -qw "$arch" || fail "$dest lacks $arch: $(lipo -archs "$dest")"
        done
        # libxml2 must be the system's (/usr/lib), not a Homebrew copy users may not have.
        if otool -L "$dest" | grep -E '/opt/homebrew|/usr/local' >&2; then fail "$product links a library users may not have (above)"; fi
        echo macos
        ;;
    Linux)
        if [ "$static" = 1 ]; then flags+=(--static-swift-stdlib); fi
        if [ -n "${SWIFT_SDK:-}" ]; then flags+=(--swift-sdk "$SWIFT_SDK"); fi
        swift build "${flags[@]}" >&2
        built="$(swift build "${flags[@]}" --show-bin-path)/$product"
        mkdir -p "$(dirname "$dest")"
        cp "$built" "$dest"
        # 78 MB → 60 MB on x86_64: users need no symbol table. (A cross-built file needs a strip
        # that knows its architecture: the toolchain's llvm-strip when there is one.)
        if command -v llvm-strip >/dev/null; then llvm-strip "$dest"; else strip "$dest"; fi
        # The libraries it needs, read from the file (readelf works for any architecture, ldd only
        # for the machine's own).
        needed="$(readelf -d "$dest" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')"
        if [ "$static" = 0 ]; then
            echo "release-build: $product links the toolchain's Swift runtime (CDGEN_STATIC_SWIFT_STDLIB=0): not as it ships" >&2
        elif echo "$needed" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime' >&2; then
            fail "$product links the Swift runtime of the toolchain (above): it would not run without it"
        fi
        case "$(readelf -h "$dest" | sed -n 's/ *Machine: *//p')" in
            *X86-64*) echo linux-x86_64 ;;
            *AArch64*) echo linux-aarch64 ;;
            *) fail "$dest: an architecture with no variant: $(readelf -h "$dest" | sed -n 's/ *Machine: *//p')" ;;
        esac
        ;;
    *) fail "no release build for $(uname -s): use the source plugins and build cdgen from source there" ;;
esac

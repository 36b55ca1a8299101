#!/usr/bin/env bash
# Builds the plugins' tools in release and lays each out as an SE-0305 artifact bundle, the binary
# target of a plugin-only package, whose users then compile nothing of cdgen. There are two such
# packages, because SwiftPM downloads every binary target of a package whether a product uses it
# or not (swiftlang/swift-package-manager#6656): a user of the default build plugin must not
# download the source checker (swift-syntax, twice the size) that only the opt-in lint plugin runs.
#
#   package              plugins                        bundle (its one executable)
#   CDGenPlugins/        CDGenPlugin, CDGenCommand      cdgen-plugin-tool.artifactbundle (cdgen-plugin-tool)
#   CDGenLintPlugins/    CDGenLintPlugin                cdgen.artifactbundle (cdgen, the CLI with lint --sources)
#
# One variant per platform, each in its own folder of the bundle:
#
#   <tool>.artifactbundle/
#     info.json                                 schemaVersion 1.0, one executable artifact
#     LICENSE                                   cdgen's (MIT)
#     <tool>-<version>-macos/bin/<tool>         universal (arm64 + x86_64, joined by lipo)
#     <tool>-<version>-linux-x86_64/bin/<tool>  Swift runtime linked statically
#     <tool>-<version>-linux-aarch64/bin/<tool> (libxml2 stays the system's library)
#
# Each variant folder also holds `built-from`: a hash of the sources it was built from (every
# file of Sources/ and Package.swift, committed or not) and the git commit. `--check` compares it
# with this checkout, so that the end-to-end test and CI never test a stale tool.
#
#   Scripts/artifactbundle.sh [PACKAGE…]       build this machine's variant into each bundle (keeping
#                                              the other platforms' folders), write info.json, the zip
#                                              and its checksum; by default both packages
#   Scripts/artifactbundle.sh --check [PACKAGE…]
#                                              exit 1 unless this machine's variant exists and was
#                                              built from these sources
#   Scripts/artifactbundle.sh --release BASE   every variant built from these sources (run the script
#                                              on each platform, copy the variant folders into the
#                                              bundles): writes each zip, to upload as BASE/<zip name>,
#                                              and each published package, whose manifest says url: +
#                                              checksum:, into .build/artifactbundle/<package>
#   Scripts/artifactbundle.sh --packages       the packages, one line each: folder, tool, binary target
#
# The build itself is Scripts/release-build.sh's, as for the CLI archives of a release
# (Scripts/release.sh, whose steps .github/workflows/release.yml runs).
# SCRATCH=<path> builds in another scratch folder (default .build), CDGEN_BUILD_CONFIGURATION=debug
# in the debug configuration (CI: see Scripts/release-build.sh). On Linux `--static-swift-stdlib`
# compiles the tool's modules again after a build without it (the compiler imports Foundation from
# the static resources): the two tools share one such build.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
out="$repo/.build/artifactbundle"
scratch="${SCRATCH:-$repo/.build}"

fail() { echo "artifactbundle: $*" >&2; exit 1; }

# The packages: folder, the bundle's executable, the binary target that names the bundle.
packages=(CDGenPlugins CDGenLintPlugins)
tool_of() { case "$1" in CDGenPlugins) echo cdgen-plugin-tool ;; CDGenLintPlugins) echo cdgen ;; *) fail "no package $1 (${packages[*]})" ;; esac; }
target_of() { case "$1" in CDGenPlugins) echo CDGenPluginTool ;; CDGenLintPlugins) echo CDGenTool ;; esac; }
bundle_of() { echo "$repo/$1/$(tool_of "$1").artifactbundle"; }

# The one declaration of the version (Sources/CDGenCore/Config/CDGenVersion.swift), read by the release script.
version() { "$repo/Scripts/release.sh" version; }

# A hash of the tools' sources as they are on disk, tracked or not: Sources/ and the manifest
# (NUL-separated, so that a name with a space or a quote is hashed like any other).
sources_hash() {
    (cd "$repo" && git ls-files -z -co --exclude-standard -- Sources Package.swift \
        | LC_ALL=C sort -z | xargs -0 "${sha256[@]}" | "${sha256[@]}" | cut -d' ' -f1)
}
if command -v sha256sum >/dev/null; then sha256=(sha256sum); else sha256=(shasum -a 256); fi

# This machine's variant: its folder suffix.
host_platform() {
    case "$(uname -s)-$(uname -m)" in
        Darwin-*) echo macos ;;
        Linux-x86_64) echo linux-x86_64 ;;
        Linux-aarch64 | Linux-arm64) echo linux-aarch64 ;;
        *) fail "no variant for $(uname -s) $(uname -m): use the source plugins (the cdgen package) there" ;;
    esac
}

# The target triples SwiftPM matches a variant against (both arm64 spellings on Linux).
triples() {
    case "$1" in
        macos) echo '"x86_64-apple-macosx", "arm64-apple-macosx"' ;;
        linux-x86_64) echo '"x86_64-unknown-linux-gnu"' ;;
        linux-aarch64) echo '"aarch64-unknown-linux-gnu", "arm64-unknown-linux-gnu"' ;;
    esac
}

# variant_dir PACKAGE PLATFORM
variant_dir() { echo "$(bundle_of "$1")/$(tool_of "$1")-$(version)-$2"; }

# The platforms whose variant folder PACKAGE's bundle holds.
variant_platforms() {
    local dir prefix
    prefix="$(tool_of "$1")-$(version)-"
    for dir in "$(bundle_of "$1")/$prefix"*/; do
        [ -d "$dir" ] || continue
        dir=${dir%/}
        echo "${dir##*/"$prefix"}"
    done
}

# check PACKAGE PLATFORM: the variant exists and was built from these sources.
check() {
    local tool dir
    tool=$(tool_of "$1") dir=$(variant_dir "$1" "$2")
    [ -f "$dir/built-from" ] || fail "$(bundle_of "$1") has no $2 variant of $tool $(version): run Scripts/artifactbundle.sh"
    [ -x "$dir/bin/$tool" ] || fail "the $2 variant in $(bundle_of "$1") has no $tool: run Scripts/artifactbundle.sh"
    grep -qx "sources $(sources_hash)" "$dir/built-from" \
        || fail "the $2 variant in $(bundle_of "$1") was built from other sources ($(grep '^commit' "$dir/built-from")): run Scripts/artifactbundle.sh"
}

# build_variant PACKAGE: this machine's variant into the bundle (with SWIFT_SDK set, the variant of
# the platform that Swift SDK targets: see Scripts/release-build.sh).
build_variant() {
    local tool platform dir
    tool=$(tool_of "$1")
    platform=$(SCRATCH="$scratch" "$repo/Scripts/release-build.sh" "$tool" "$out/$tool.built")
    dir=$(variant_dir "$1" "$platform")
    rm -rf "$dir"
    mkdir -p "$dir/bin"
    mv "$out/$tool.built" "$dir/bin/$tool"
    printf 'sources %s\ncommit %s\n' "$(sources_hash)" "$(git -C "$repo" describe --always --dirty)" >"$dir/built-from"
}

# write_info PACKAGE: info.json from the variant folders present.
write_info() {
    local tool bundle variants="" platform
    tool=$(tool_of "$1") bundle=$(bundle_of "$1")
    for platform in $(variant_platforms "$1"); do
        variants+="${variants:+,
}                {
                    \"path\": \"$tool-$(version)-$platform/bin/$tool\",
                    \"supportedTriples\": [$(triples "$platform")]
                }"
    done
    [ -n "$variants" ] || fail "no variant in $bundle"
    # The license travels with the binaries (SwiftPM reads only info.json and the variants).
    cp "$repo/LICENSE" "$bundle/LICENSE"
    cat >"$bundle/info.json" <<EOF
{
    "schemaVersion": "1.0",
    "artifacts": {
        "$tool": {
            "version": "$(version)",
            "type": "executable",
            "variants": [
$variants
            ]
        }
    }
}
EOF
}

# write_zip PACKAGE: the zip (the bundle folder at its root, as SwiftPM wants); prints its path and
# checksum, and leaves the checksum in $checksum.
write_zip() {
    local name zip
    name=$(basename "$(bundle_of "$1")")
    zip="$out/$name.zip"
    mkdir -p "$out"
    rm -f "$zip"
    if command -v zip >/dev/null; then
        (cd "$repo/$1" && zip -qrX "$zip" "$name")
    else
        (cd "$repo/$1" && python3 -m zipfile -c "$zip" "$name")
    fi
    checksum=$(swift package --package-path "$repo/$1" compute-checksum "$zip")
    echo "zip: $zip ($(du -h "$zip" | cut -f1))"
    echo "checksum: $checksum"
}

# write_release PACKAGE URL: the package users depend on, in $out/PACKAGE: the manifest with url:
# and checksum: instead of the local bundle, the plugin sources copied (not linked). The URL goes
# in through python, not sed, so that `&`, `|` or `\` in it is no pattern syntax; the manifest is
# then checked to name exactly that URL.
write_release() {
    local url=$2 dest="$out/$1"
    rm -rf "$dest"
    mkdir -p "$dest"
    cp -RL "$repo/$1/Plugins" "$dest/Plugins"
    cp "$repo/LICENSE" "$dest/LICENSE"
    python3 - "$repo/$1/Package.swift" "$dest/Package.swift" "$(target_of "$1")" "$url" "$checksum" <<'PY' \
        || fail "could not write the url: form of $1/Package.swift"
import re, sys
source, dest, target, url, checksum = sys.argv[1:]
if not url.startswith("https://") or any(c in url for c in '"\\\n\r\t '):
    sys.exit(f"artifactbundle: the URL must be https:// with no quote, backslash or white space: {url!r}")
text = open(source).read()
text, checks = re.subn(r"\n// local bundle check \(begin\).*?// local bundle check \(end\)\n", "\n", text, flags=re.S)
local = f'.binaryTarget(name: "{target}", path: bundle)'
if checks != 1 or text.count(local) != 1:
    sys.exit(f"artifactbundle: {source} must hold one local bundle check and one {local}")
open(dest, "w").write(text.replace(local, f'.binaryTarget(name: "{target}", url: "{url}", checksum: "{checksum}")'))
PY
    grep -Fq ".binaryTarget(name: \"$(target_of "$1")\", url: \"$url\", checksum: \"$checksum\")" "$dest/Package.swift" \
        || fail "$dest/Package.swift does not name $url with checksum $checksum"
    echo "package: $dest (push it to the $1 repository and tag it $(version); upload the zip at $url)"
}

case "${1:-}" in
    --packages)
        for p in "${packages[@]}"; do echo "$p $(tool_of "$p") $(target_of "$p")"; done
        ;;
    --check)
        shift
        for p in "${@:-${packages[@]}}"; do
            check "$p" "$(host_platform)"
            echo "artifactbundle: $(bundle_of "$p") is up to date ($(host_platform))"
        done
        ;;
    --release)
        [ -n "${2:-}" ] || fail "--release needs the URL of the folder the zips are downloaded from"
        for p in "${packages[@]}"; do
            for platform in $(variant_platforms "$p"); do check "$p" "$platform"; done
            write_info "$p"
            write_zip "$p"
            write_release "$p" "${2%/}/$(tool_of "$p").artifactbundle.zip"
        done
        ;;
    "" | CDGen*)
        for p in "${@:-${packages[@]}}"; do tool_of "$p" >/dev/null; done
        for p in "${@:-${packages[@]}}"; do
            build_variant "$p"
            write_info "$p"
            write_zip "$p"
        done
        ;;
    *) fail "unknown argument $1 (package names, --check [PACKAGE…], --release BASE-URL or --packages)" ;;
esac

#!/usr/bin/env bash
# Builds the plugins' tools in release, `cdgen-plugin-tool` (the build and command plugins') and
# `cdgen` (the lint plugin's: the CLI, with swift-syntax), and lays them out as an SE-0305 artifact
# bundle, the binary target of the plugin-only package CDGenPlugins/ (whose users then compile
# nothing of cdgen). One variant per platform, each in its own folder of the bundle, holding both:
#
#   cdgen-plugin-tool.artifactbundle/
#     info.json                                          schemaVersion 1.0, two executable artifacts
#     LICENSE                                            cdgen's (MIT)
#     cdgen-plugin-tool-<version>-macos/bin/…            universal (arm64 + x86_64, joined by lipo)
#     cdgen-plugin-tool-<version>-linux-x86_64/bin/…     Swift runtime linked statically
#     cdgen-plugin-tool-<version>-linux-aarch64/bin/…    (libxml2 stays the system's library)
#
# (SwiftPM downloads every binary target of a package whether a product uses it or not,
# swiftlang/swift-package-manager#6656: a bundle of its own for `cdgen` would save no download.)
# Each variant folder also holds `built-from`: a hash of the sources it was built from (every
# file of Sources/ and Package.swift, committed or not) and the git commit. `--check` compares it
# with this checkout, so that the end-to-end test and CI never test a stale tool.
#
#   Scripts/artifactbundle.sh                  # build this machine's variant into the bundle (keeping
#                                              # the other platforms' folders), write info.json, the zip
#                                              # and its checksum
#   Scripts/artifactbundle.sh --check          # exit 1 unless this machine's variant exists and was
#                                              # built from these sources
#   Scripts/artifactbundle.sh --release URL    # every variant built from these sources (run the script
#                                              # on each platform, copy the variant folders into one
#                                              # bundle): writes the zip to upload at URL and the
#                                              # published package, whose manifest says url: + checksum:
#
# The build itself is Scripts/release-build.sh's, as for the CLI archives of a release
# (Scripts/release.sh, whose steps .github/workflows/release.yml runs).
# SCRATCH=<path> builds in another scratch folder (default .build). On Linux `--static-swift-stdlib`
# compiles the tool's modules again after a build without it (the compiler imports Foundation from
# the static resources); CI's README step builds with it, so here they are reused.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
package="$repo/CDGenPlugins"
name="cdgen-plugin-tool"
# The executables of each variant, by artifact name.
tools=("$name" cdgen)
bundle="$package/$name.artifactbundle"
out="$repo/.build/artifactbundle"
scratch="${SCRATCH:-$repo/.build}"

fail() { echo "artifactbundle: $*" >&2; exit 1; }

# The one declaration of the version (Sources/CDGenCore/Config/CDGenVersion.swift), read by the release script.
version() { "$repo/Scripts/release.sh" version; }

# A hash of the tools' sources as they are on disk, tracked or not: Sources/ and the manifest.
sources_hash() {
    (cd "$repo" && git ls-files -co --exclude-standard -- Sources Package.swift \
        | LC_ALL=C sort | xargs "${sha256[@]}" | "${sha256[@]}" | cut -d' ' -f1)
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

variant_dir() { echo "$bundle/$name-$(version)-$1"; }

# check PLATFORM: the variant exists and was built from these sources.
check() {
    local stamp tool; stamp="$(variant_dir "$1")/built-from"
    [ -f "$stamp" ] || fail "$bundle has no $1 variant of $name $(version): run Scripts/artifactbundle.sh"
    for tool in "${tools[@]}"; do
        [ -x "$(variant_dir "$1")/bin/$tool" ] || fail "the $1 variant in $bundle has no $tool: run Scripts/artifactbundle.sh"
    done
    grep -qx "sources $(sources_hash)" "$stamp" \
        || fail "the $1 variant in $bundle was built from other sources ($(grep '^commit' "$stamp")): run Scripts/artifactbundle.sh"
}

# Builds this machine's variant into the bundle (with SWIFT_SDK set, the variant of the platform
# that Swift SDK targets: see Scripts/release-build.sh).
build_variant() {
    local platform dir tool
    for tool in "${tools[@]}"; do
        platform=$(SCRATCH="$scratch" "$repo/Scripts/release-build.sh" "$tool" "$out/$tool.built")
    done
    dir=$(variant_dir "$platform")
    rm -rf "$dir"
    mkdir -p "$dir/bin"
    for tool in "${tools[@]}"; do mv "$out/$tool.built" "$dir/bin/$tool"; done
    printf 'sources %s\ncommit %s\n' "$(sources_hash)" "$(git -C "$repo" describe --always --dirty)" >"$dir/built-from"
}

# The info.json entry of artifact TOOL: one variant per variant folder present.
artifact_info() {
    local tool=$1 variants="" dir platform
    for dir in "$bundle/$name-$(version)-"*/; do
        [ -d "$dir" ] || continue
        platform=${dir%/}
        platform=${platform##*/"$name-$(version)-"}
        variants+="${variants:+,
}                {
                    \"path\": \"$name-$(version)-$platform/bin/$tool\",
                    \"supportedTriples\": [$(triples "$platform")]
                }"
    done
    [ -n "$variants" ] || fail "no variant in $bundle"
    cat <<EOF
        "$tool": {
            "version": "$(version)",
            "type": "executable",
            "variants": [
$variants
            ]
        }
EOF
}

# info.json from the variant folders present.
write_info() {
    local artifacts="" tool
    for tool in "${tools[@]}"; do artifacts+="${artifacts:+,
}$(artifact_info "$tool")"; done
    # The license travels with the binaries (SwiftPM reads only info.json and the variants).
    cp "$repo/LICENSE" "$bundle/LICENSE"
    cat >"$bundle/info.json" <<EOF
{
    "schemaVersion": "1.0",
    "artifacts": {
$artifacts
    }
}
EOF
}

# The zip (the bundle folder at its root, as SwiftPM wants); prints its path and checksum.
write_zip() {
    mkdir -p "$out"
    rm -f "$out/$name.artifactbundle.zip"
    if command -v zip >/dev/null; then
        (cd "$package" && zip -qrX "$out/$name.artifactbundle.zip" "$name.artifactbundle")
    else
        (cd "$package" && python3 -m zipfile -c "$out/$name.artifactbundle.zip" "$name.artifactbundle")
    fi
    checksum=$(swift package --package-path "$package" compute-checksum "$out/$name.artifactbundle.zip")
    echo "zip: $out/$name.artifactbundle.zip ($(du -h "$out/$name.artifactbundle.zip" | cut -f1))"
    echo "checksum: $checksum"
}

# The package users depend on: the manifest with url: and checksum: instead of the local bundle,
# the plugin sources copied (not linked), in $out/CDGenPlugins.
write_release() {
    local url=$1 dest="$out/CDGenPlugins"
    rm -rf "$dest"
    mkdir -p "$dest"
    cp -RL "$package/Plugins" "$dest/Plugins"
    cp "$repo/LICENSE" "$dest/LICENSE"
    sed -e '/local bundle check (begin)/,/local bundle check (end)/d' \
        -e "s|\.binaryTarget(name: \"CDGenPluginTool\", path: bundle)|.binaryTarget(name: \"CDGenPluginTool\", url: \"$url\", checksum: \"$checksum\")|" \
        "$package/Package.swift" >"$dest/Package.swift"
    grep -q "checksum: \"$checksum\"" "$dest/Package.swift" || fail "could not write the url: form of CDGenPlugins/Package.swift"
    echo "package: $dest (push it to the CDGenPlugins repository and tag it $(version); upload the zip at $url)"
}

case "${1:-}" in
    --check)
        check "$(host_platform)"
        echo "artifactbundle: $bundle is up to date ($(host_platform))"
        ;;
    --release)
        [ -n "${2:-}" ] || fail "--release needs the URL the zip will be downloaded from"
        for dir in "$bundle/$name-$(version)-"*/; do
            platform=${dir%/}
            check "${platform##*/"$name-$(version)-"}"
        done
        write_info
        write_zip
        write_release "$2"
        ;;
    "")
        build_variant
        write_info
        write_zip
        ;;
    *) fail "unknown argument $1 (no argument, --check or --release URL)" ;;
esac

#!/usr/bin/env bash
# The release, step by step: every step of .github/workflows/release.yml is one command of this
# script, and each runs on Linux here too (`dry-run` runs them all, as CI does).
#
#   Scripts/release.sh version [TAG]           the version (Sources/CDGenCore/Config/CDGenVersion.swift,
#                                              the one declaration); with TAG, exit 1 unless TAG is it
#   Scripts/release.sh cli DIR                 build `cdgen` for this machine as it ships (macOS
#                                              universal, Linux static runtime: Scripts/release-build.sh)
#                                              and pack DIR/cdgen-<version>-<platform>.tar.gz
#   Scripts/release.sh variant DIR             build this machine's variant of both artifact bundles
#                                              (Scripts/artifactbundle.sh) and pack them as
#                                              DIR/variant-<platform>.tar (keeps their file modes)
#   Scripts/release.sh assemble REPO DIR       the variants of DIR/variant-*.tar put into the bundles,
#                                              which must then hold every platform's: each bundle's zip,
#                                              the plugin packages (CDGenPlugins, CDGenLintPlugins) whose
#                                              manifests name them by url: and checksum:, the Homebrew
#                                              formula and checksums.txt, in DIR. REPO is the GitHub
#                                              repository (owner/name) the release is on
#   Scripts/release.sh publish-plugins DIR PACKAGE REMOTE
#                                              DIR/PACKAGE committed to the root of the git repository
#                                              REMOTE (branch main) and tagged <version>
#   Scripts/release.sh verify DIR [TAG]        the checks of a release folder (see verify() below)
#   Scripts/release.sh dry-run [DIR]           Linux x86_64: cli, assemble (for the placeholder
#                                              repository example/cdgen), publish each package to a
#                                              local bare repository, verify; default DIR
#                                              .build/release-dry-run, which it empties first only if
#                                              an earlier dry run made it (a marker file says so).
#                                              Reuses CI's release build and artifact bundles.
#
# PARTIAL=1 (set by dry-run) lets assemble and verify work with the platforms present (here only
# linux-x86_64); without it, a release needs macos, linux-x86_64 and linux-aarch64.
# SWIFT_SDK=<id> makes cli and variant cross-compile with that Swift SDK (Scripts/release-build.sh),
# for example Linux aarch64 from x86_64; not run here (no such SDK), and the workflow builds aarch64
# on an arm64 runner instead.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
platforms=(macos linux-x86_64 linux-aarch64)
# The plugin packages and their bundles' tools, as the bundle script knows them (one line each:
# package, tool, binary target).
plugin_packages=$("$repo/Scripts/artifactbundle.sh" --packages)
package_field() { echo "$plugin_packages" | awk -v p="$1" -v f="$2" '$1 == p { print $f }'; }
package_tool() { package_field "$1" 2; }
package_target() { package_field "$1" 3; }
package_names() { echo "$plugin_packages" | awk '{ print $1 }'; }
# bundle_dir PACKAGE, zip_name PACKAGE
bundle_dir() { echo "$repo/$1/$(package_tool "$1").artifactbundle"; }
zip_name() { echo "$(package_tool "$1").artifactbundle.zip"; }

fail() { echo "release: $*" >&2; exit 1; }
say() { echo "release: $*"; }
if command -v sha256sum >/dev/null; then sha256() { sha256sum "$1" | cut -d' ' -f1; }; else sha256() { shasum -a 256 "$1" | cut -d' ' -f1; }; fi

# The one declaration of the version.
version() {
    sed -n 's/^ *package static let current = "\([^"]*\)"$/\1/p' "$repo/Sources/CDGenCore/Config/CDGenVersion.swift"
}
# check_tag TAG: the tag is the version, as SwiftPM and Mint read tags (no "v").
check_tag() {
    [ "$1" = "$(version)" ] || fail "the tag '$1' is not the version $(version) declared in Sources/CDGenCore/Config/CDGenVersion.swift"
}

archive_name() { echo "cdgen-$(version)-$1"; }

# cli DIR: this machine's CLI archive, with the license and the documents a user reads first.
cli() {
    local dir=$1 built platform stage
    mkdir -p "$dir"
    built="$dir/cdgen.built"
    platform=$("$repo/Scripts/release-build.sh" cdgen "$built")
    stage="$(mktemp -d)/$(archive_name "$platform")"
    mkdir -p "$stage/bin"
    mv "$built" "$stage/bin/cdgen"
    cp "$repo/LICENSE" "$repo/README.md" "$repo/CHANGELOG.md" "$stage/"
    # Same bytes from the same build: sorted names, fixed owner and modification time (GNU tar's
    # options; macOS's bsdtar, when there is no gtar, fixes the owner only).
    local tar=(tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0)
    if ! tar --version 2>/dev/null | grep GNU >/dev/null; then
        if command -v gtar >/dev/null; then tar[0]=gtar; else tar=(tar --uid 0 --gid 0); fi
    fi
    "${tar[@]}" -C "$(dirname "$stage")" -cf - "$(basename "$stage")" | gzip -n >"$dir/$(archive_name "$platform").tar.gz"
    rm -rf "$(dirname "$stage")"
    say "$dir/$(archive_name "$platform").tar.gz"
}

# variant DIR: this machine's variant of each bundle, packed (paths from the repository's root)
# for the job that assembles the release.
variant() {
    local dir=$1 platform package folders=()
    mkdir -p "$dir"
    "$repo/Scripts/artifactbundle.sh"
    platform=$(host_variant)
    for package in $(package_names); do
        folders+=("$package/$(package_tool "$package").artifactbundle/$(package_tool "$package")-$(version)-$platform")
    done
    tar -C "$repo" -cf "$dir/variant-$platform.tar" "${folders[@]}"
    ls "$dir"/variant-*.tar
}
# The variant this machine builds (Scripts/artifactbundle.sh's names; SWIFT_SDK is not read here).
host_variant() {
    case "$(uname -s)-$(uname -m)" in Darwin-*) echo macos ;; Linux-x86_64) echo linux-x86_64 ;; *) echo linux-aarch64 ;; esac
}

# present_platforms DIR: the platforms whose CLI archive is in DIR.
present_platforms() {
    local platform
    for platform in "${platforms[@]}"; do
        [ -f "$1/$(archive_name "$platform").tar.gz" ] && echo "$platform"
    done
    return 0
}
require_platforms() {
    local platform package
    [ "${PARTIAL:-0}" = 1 ] && return 0
    for platform in "${platforms[@]}"; do
        [ -f "$1/$(archive_name "$platform").tar.gz" ] || fail "no $(archive_name "$platform").tar.gz in $1"
        for package in $(package_names); do
            [ -d "$(bundle_dir "$package")/$(package_tool "$package")-$(version)-$platform" ] || fail "the bundle of $package has no $platform variant"
        done
    done
}

download_url() { echo "https://github.com/$1/releases/download/$(version)/$2"; }

# formula REPO DIR: DIR/cdgen.rb from packaging/homebrew/cdgen.rb.in and the archives' sha256.
# A platform whose archive is missing (PARTIAL) loses its url and sha256 lines.
formula() {
    local platform sums=()
    for platform in $(present_platforms "$2"); do sums+=("$platform=$(sha256 "$2/$(archive_name "$platform").tar.gz")"); done
    python3 - "$repo/packaging/homebrew/cdgen.rb.in" "$2/cdgen.rb" "$1" "$(version)" "${sums[@]}" <<'EOF'
import sys
template, out, repository, version, *sums = sys.argv[1:]
sums = dict(s.split("=", 1) for s in sums)
lines = open(template).read().replace("@REPOSITORY@", repository).replace("@VERSION@", version).splitlines(keepends=True)
text = []
for line in lines:
    if "@SHA256:" in line:
        platform = line.split("@SHA256:")[1].split("@")[0]
        if platform not in sums:
            text.pop()  # its url line
            continue
        line = line.replace(f"@SHA256:{platform}@", sums[platform])
    text.append(line)
open(out, "w").write("".join(text))
EOF
    say "$2/cdgen.rb"
}

assemble() {
    local repository=$1 dir=$2 file package
    [ -n "$repository" ] || fail "assemble needs the GitHub repository (owner/name)"
    for file in "$dir"/variant-*.tar; do
        [ -f "$file" ] || continue
        tar -C "$repo" -xf "$file"
        rm "$file"
    done
    require_platforms "$dir"
    "$repo/Scripts/artifactbundle.sh" --release "https://github.com/$repository/releases/download/$(version)"
    for package in $(package_names); do
        cp "$repo/.build/artifactbundle/$(zip_name "$package")" "$dir/"
        rm -rf "${dir:?}/$package"
        cp -R "$repo/.build/artifactbundle/$package" "$dir/$package"
        grep -q "checksum: \"$(sha256 "$dir/$(zip_name "$package")")\"" "$dir/$package/Package.swift" \
            || fail "$package/Package.swift does not name the checksum of $(zip_name "$package")"
        package_readme "$repository" "$package" >"$dir/$package/README.md"
    done
    formula "$repository" "$dir"
    (cd "$dir" && for file in $(for package in $(package_names); do zip_name "$package"; done) cdgen-*.tar.gz; do
        printf '%s  %s\n' "$(sha256 "$file")" "$file"
    done) >"$dir/checksums.txt"
    say "$dir/checksums.txt:"
    cat "$dir/checksums.txt"
}

# package_readme REPO PACKAGE: the README of a published plugin package.
package_readme() {
    local plugins
    case "$2" in
        CDGenPlugins) plugins='The build-tool plugin `CDGenPlugin` and the command plugin `generate-core-data-sources`' ;;
        *) plugins='The opt-in build-tool plugin `CDGenLintPlugin` (`cdgen lint --sources` at build time)' ;;
    esac
    cat <<README
# $2 $(version)

$plugins of [cdgen](https://github.com/$1), with their tool prebuilt: a package that uses them
compiles nothing of cdgen. cdgen's release workflow writes this repository; the sources and the
issues are in cdgen's. MIT-licensed (LICENSE).

\`\`\`swift
.package(url: "<this repository's URL>", from: "$(version)"),
\`\`\`
README
}

# publish-plugins DIR PACKAGE REMOTE: the package at the root of its own repository (SwiftPM takes
# a package from a repository's root), one commit per release on main, tagged with the version.
publish_plugins() {
    local dir=$1 package=$2 remote=$3 work
    [ -n "$(package_tool "$package")" ] || fail "no plugin package $package ($(package_names | tr '\n' ' '))"
    work="$(mktemp -d)"
    git clone -q "$remote" "$work/repo" 2>/dev/null || fail "could not clone $remote"
    git -C "$work/repo" checkout -q -B main
    find "$work/repo" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
    (cd "$dir/$package" && tar --exclude=./.build --exclude=./.swiftpm -cf - .) | (cd "$work/repo" && tar -xf -)
    git -C "$work/repo" add -A
    git -C "$work/repo" -c user.name="${GIT_USER_NAME:-cdgen release}" -c user.email="${GIT_USER_EMAIL:-release@cdgen.invalid}" \
        commit -q -m "$package $(version)" --allow-empty
    git -C "$work/repo" tag "$(version)"
    git -C "$work/repo" push -q origin main "refs/tags/$(version)"
    rm -rf "$work"
    say "pushed $package $(version) to $remote"
}

# The SARIF driver version of the cdgen at $1 (a run of `lint --format sarif` on the Chat sample).
sarif_version() {
    "$1" lint "$repo/Samples/Chat/Chat.xcdatamodeld" --format sarif \
        | python3 -c 'import json, sys; print(json.load(sys.stdin)["runs"][0]["tool"]["driver"]["version"])'
}

# verify_bundle DIR PACKAGE: the bundle's info.json (version, one artifact: its tool, its variants),
# the zip's checksum as SwiftPM computes it, checksums.txt's and the published manifest's.
verify_bundle() {
    local dir=$1 package=$2 tool zip checksum v
    v=$(version) tool=$(package_tool "$2") zip=$(zip_name "$2")
    python3 - "$(bundle_dir "$package")/info.json" "$v" "$tool" <<'EOF' || fail "the info.json of $package's bundle is not version $v with one artifact, $tool"
import json, sys
info, version, tool = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
assert list(info["artifacts"]) == [tool], list(info["artifacts"])
artifact = info["artifacts"][tool]
assert artifact["version"] == version, artifact["version"]
assert all(v["path"].startswith(f"{tool}-{version}-") and v["path"].endswith("/bin/" + tool) for v in artifact["variants"]), artifact["variants"]
EOF
    [ -f "$(bundle_dir "$package")/LICENSE" ] || fail "the bundle of $package holds no LICENSE"
    unzip -l "$dir/$zip" | grep " ${zip%.zip}/info.json$" >/dev/null || fail "$zip has no ${zip%.zip}/info.json at its root"
    checksum=$(swift package --package-path "$dir/$package" compute-checksum "$dir/$zip")
    [ "$checksum" = "$(sha256 "$dir/$zip")" ] || fail "swift package compute-checksum says $checksum for $zip"
    grep -q "^$checksum  $zip$" "$dir/checksums.txt" || fail "checksums.txt does not list the checksum of $zip"
    grep -Fq ".binaryTarget(name: \"$(package_target "$package")\", url: \"https://github.com/" "$dir/$package/Package.swift" \
        || fail "$package/Package.swift does not name its zip by url:"
    grep -Fq "/releases/download/$v/$zip\", checksum: \"$checksum\")" "$dir/$package/Package.swift" \
        || fail "$package/Package.swift does not name this release's $zip with checksum $checksum"
    say "$package: info.json is $v with $tool alone; the checksum of $zip ($(du -h "$dir/$zip" | cut -f1)) is compute-checksum's, checksums.txt's and the manifest's"
}

# verify DIR [TAG]: what a release folder must hold, for the platforms present.
verify() {
    local dir=$1 tag=${2:-$(version)} v platform prefix checksum work
    v=$(version)
    work="$(mktemp -d)"
    # shellcheck disable=SC2064
    trap "rm -rf '$work'" RETURN
    check_tag "$tag"

    local package
    for package in $(package_names); do verify_bundle "$dir" "$package"; done
    grep -q "^## \[$v\]" "$repo/CHANGELOG.md" || fail "CHANGELOG.md has no heading '## [$v]'"

    # Each CLI archive: its checksum, and (this machine's) unpacked into a prefix, as Homebrew does.
    for platform in $(present_platforms "$dir"); do
        grep -q "^$(sha256 "$dir/$(archive_name "$platform").tar.gz")  $(archive_name "$platform").tar.gz$" "$dir/checksums.txt" \
            || fail "checksums.txt does not list $(archive_name "$platform").tar.gz's checksum"
        grep -q "sha256 \"$(sha256 "$dir/$(archive_name "$platform").tar.gz")\"" "$dir/cdgen.rb" \
            || fail "the formula does not name $(archive_name "$platform").tar.gz's sha256"
    done
    platform=$(case "$(uname -s)-$(uname -m)" in Darwin-*) echo macos ;; Linux-x86_64) echo linux-x86_64 ;; *) echo linux-aarch64 ;; esac)
    [ -f "$dir/$(archive_name "$platform").tar.gz" ] || fail "no archive of this machine ($platform) in $dir"
    prefix="$work/prefix"
    mkdir -p "$prefix"
    tar -xzf "$dir/$(archive_name "$platform").tar.gz" -C "$prefix" --strip-components=1
    for file in bin/cdgen LICENSE README.md CHANGELOG.md; do [ -f "$prefix/$file" ] || fail "the archive has no $file"; done
    [ "$("$prefix/bin/cdgen" --version)" = "$v" ] || fail "the archive's cdgen --version says $("$prefix/bin/cdgen" --version), not $v"
    [ "$(sarif_version "$prefix/bin/cdgen")" = "$v" ] || fail "the SARIF driver's version is $(sarif_version "$prefix/bin/cdgen"), not $v"
    "$prefix/bin/cdgen" generate "$repo/Samples/Chat/Chat.xcdatamodeld" --output "$work/chat" >/dev/null
    diff <(cd "$repo/Samples/Chat/Golden" && ls ./*.swift) <(cd "$work/chat" && ls ./*) >&2 || fail "the archive's cdgen does not write the Chat sample's files"
    for file in "$work/chat"/*; do
        cmp "$file" "$repo/Samples/Chat/Golden/$(basename "$file")" >&2 || fail "the archive's cdgen does not write the Chat sample's golden $(basename "$file")"
    done
    # The archive's cdgen has lint --sources (the SourceCheck trait): the files it wrote check clean.
    "$prefix/bin/cdgen" lint "$repo/Samples/Chat/Chat.xcdatamodeld" --sources "$work/chat" >/dev/null \
        || fail "the archive's cdgen cannot lint --sources the Chat sample's files"
    say "$(archive_name "$platform").tar.gz: unpacked, cdgen --version and the SARIF driver say $v (= the tag $tag and info.json); it writes the Chat sample's goldens, and lint --sources passes on them"

    formula_check "$dir/cdgen.rb" "$prefix/bin/cdgen"
    hooks_check "$prefix/bin" "$work/hooks"
}

# formula_check FORMULA CDGEN: the fields Homebrew requires (brew itself is not here), and its test
# block's commands run with CDGEN on the tiny model the block writes.
formula_check() {
    python3 - "$1" "$(version)" <<'EOF' || fail "the formula $1 lacks a field Homebrew requires"
import re, sys
text, version = open(sys.argv[1]).read(), sys.argv[2]
required = {
    "class": r"^class Cdgen < Formula$",
    "desc": r'^  desc "[^"]{1,79}"$',
    "homepage": r'^  homepage "https://[^"]+"$',
    "url": r'^ +url "https://[^"]+/' + re.escape(version) + r'/cdgen-' + re.escape(version) + r'-[a-z0-9_-]+\.tar\.gz"$',
    "sha256": r'^ +sha256 "[0-9a-f]{64}"$',
    "license": r'^  license "MIT"$',
    "install": r"^  def install$",
    "test": r"^  test do$",
}
missing = [name for name, pattern in required.items() if not re.search(pattern, text, re.M)]
assert not missing, f"missing or malformed: {missing}"
assert not re.search(r"@[A-Za-z0-9_:-]+@", text), "a placeholder of the template is left"
EOF
    # The model the test block writes, and its command: `cdgen lint` on it must pass.
    local work; work="$(mktemp -d)"
    python3 - "$1" "$work/Tiny.xcdatamodel/contents" <<'EOF'
import os, re, sys
text, out = open(sys.argv[1]).read(), sys.argv[2]
model = re.search(r'\(testpath/"Tiny\.xcdatamodel/contents"\)\.write <<~XML\n(.*?)\n *XML\n', text, re.S).group(1)
assert re.search(r'system bin/"cdgen", "lint", testpath/"Tiny\.xcdatamodel"', text)
os.makedirs(os.path.dirname(out))
open(out, "w").write("\n".join(line[6:] for line in model.splitlines()) + "\n")
EOF
    (cd "$work" && "$2" lint "$work/Tiny.xcdatamodel" >/dev/null 2>&1) || { "$2" lint "$work/Tiny.xcdatamodel" || true; fail "the formula's test: cdgen lint fails on its model"; }
    rm -rf "$work"
    say "formula: class, desc, homepage, url, sha256 (= the archives'), license, install and test are there; its test's cdgen lint passes (brew is not here: the formula was not run by Homebrew)"
}

# hooks_check BIN WORK: each hook of .pre-commit-hooks.yaml run as pre-commit runs it (its entry,
# the args of CLI.md's example configuration, then the staged files that match `files`) on a copy
# of the Chat sample laid out as the example names it; the example passes `pre-commit validate-config`.
hooks_check() {
    local bin=$1 work=$2
    mkdir -p "$work/Sources/Chat"
    cp -R "$repo/Samples/Chat/Chat.xcdatamodeld" "$work/Sources/Chat/"
    "$bin/cdgen" generate "$work/Sources/Chat/Chat.xcdatamodeld" --output "$work/Sources/Chat/Generated" >/dev/null
    PATH="$bin:$PATH" python3 - "$repo/.pre-commit-hooks.yaml" "$repo/Sources/cdgen/Documentation.docc/CLI.md" "$work" <<'EOF' \
        || fail "a pre-commit hook does not work (above)"
import re, shlex, shutil, subprocess, sys, yaml
hooks, page, work = yaml.safe_load(open(sys.argv[1])), open(sys.argv[2]).read(), sys.argv[3]
example = re.search(r"\n### pre-commit\n.*?```yaml\n(.*?)```\n", page, re.S).group(1)
open(f"{work}/.pre-commit-config.yaml", "w").write(example)
if shutil.which("pre-commit"):
    subprocess.run(["pre-commit", "validate-config", f"{work}/.pre-commit-config.yaml"], check=True)
configured = {hook["id"]: hook.get("args", []) for hook in yaml.safe_load(example)["repos"][0]["hooks"]}
assert sorted(h["id"] for h in hooks) == sorted(configured) == ["cdgen-check", "cdgen-lint"], (hooks, configured)
staged = ["Sources/Chat/Chat.xcdatamodeld/Chat.xcdatamodel/contents", "Sources/Chat/ChatSample.swift"]

def run(hook):
    files = [f for f in staged if re.search(hook["files"], f)] if hook.get("pass_filenames", True) else []
    command = shlex.split(hook["entry"]) + configured[hook["id"]] + files
    return command, subprocess.run(command, cwd=work, capture_output=True, text=True)

for hook in hooks:
    assert hook["language"] == "swift", hook
    command, result = run(hook)
    assert result.returncode == 0, (hook["id"], command, result.stdout, result.stderr)
# A stale generated file fails cdgen-check; a broken model fails cdgen-lint.
with open(f"{work}/Sources/Chat/Generated/Usuario+CoreDataClass.swift", "a") as f:
    f.write("// edited\n")
model = f"{work}/{staged[0]}"
text = open(model).read()
assert 'destinationEntity="Mensaje"' in text
open(model, "w").write(text.replace('destinationEntity="Mensaje"', 'destinationEntity="Nadie"'))
for hook in hooks:
    command, result = run(hook)
    assert result.returncode != 0, (hook["id"], "passed on a stale file and a broken model", command)
print("release: .pre-commit-hooks.yaml: cdgen-check and cdgen-lint pass on the Chat sample with CLI.md's example, and fail on a stale file and a broken model")
EOF
}

dry_run() {
    local dir=${1:-$repo/.build/release-dry-run} remote package marker=.cdgen-release-dry-run
    # Empty the folder only if an earlier dry run made it: DIR may be any folder a user names.
    if [ -e "$dir" ] && [ -n "$(ls -A "$dir" 2>/dev/null)" ] && [ ! -f "$dir/$marker" ]; then
        fail "$dir is not empty and no dry run made it: name a new folder (the dry run empties its folder first)"
    fi
    [ "$(uname -s)-$(uname -m)" = Linux-x86_64 ] || fail "the dry run is for Linux x86_64 (the platform CI runs on)"
    check_tag "$(version)"
    rm -rf "$dir"
    mkdir -p "$dir"
    touch "$dir/$marker"
    cli "$dir"
    PARTIAL=1 assemble example/cdgen "$dir"
    for package in $(package_names); do
        remote="$dir/$package-remote.git"
        git init -q --bare --initial-branch=main "$remote"
        publish_plugins "$dir" "$package" "$remote"
        git -c advice.detachedHead=false clone -q --branch "$(version)" "$remote" "$dir/$package-published"
        diff -r -x .git "$dir/$package" "$dir/$package-published" || fail "the published $package differs from the one assembled"
    done
    PARTIAL=1 verify "$dir"
    # The packages a user's manifest reaches by url, here by path: each published package with its
    # zip beside it in place of its download (SwiftPM downloads binary targets only over https).
    # Scripts/plugin-e2e.sh builds the Samples with them (CDGEN_PLUGINS_PACKAGE, CDGEN_LINT_PLUGINS_PACKAGE).
    mkdir -p "$dir/local"
    for package in $(package_names); do
        local zip target
        zip=$(zip_name "$package") target=$(package_target "$package")
        cp -R "$dir/$package-published" "$dir/local/$package"
        rm -rf "$dir/local/$package/.git"
        ln "$dir/$zip" "$dir/local/$package/$zip"
        sed -i -E "s|\.binaryTarget\(name: \"$target\", url: \"[^\"]+\", checksum: \"[0-9a-f]+\"\)|.binaryTarget(name: \"$target\", path: \"$zip\")|" \
            "$dir/local/$package/Package.swift"
        grep -q "path: \"$zip\")" "$dir/local/$package/Package.swift" || fail "could not point the local $package at its zip"
    done
    say "dry run passed; the published packages, by path: $dir/local/{$(package_names | paste -sd, -)} (the macOS and Linux aarch64 parts are not run here)"
}

case "${1:-}" in
    version)
        [ -n "$(version)" ] || fail "no version in Sources/CDGenCore/Config/CDGenVersion.swift"
        if [ -n "${2:-}" ]; then check_tag "$2"; fi
        version
        ;;
    cli) [ -n "${2:-}" ] || fail "cli needs the folder to write to"; cli "$2" ;;
    variant) [ -n "${2:-}" ] || fail "variant needs the folder to write to"; variant "$2" ;;
    assemble) [ $# = 3 ] || fail "usage: Scripts/release.sh assemble OWNER/NAME DIR"; assemble "$2" "$3" ;;
    publish-plugins) [ $# = 4 ] || fail "usage: Scripts/release.sh publish-plugins DIR PACKAGE REMOTE"; publish_plugins "$2" "$3" "$4" ;;
    verify) [ -n "${2:-}" ] || fail "verify needs the release folder"; verify "$2" "${3:-}" ;;
    dry-run) dry_run "${2:-}" ;;
    *) fail "unknown command '${1:-}' (version, cli, variant, assemble, publish-plugins, verify, dry-run)" ;;
esac

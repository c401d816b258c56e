#!/usr/bin/env bash
# Runs every test of the project in the order that fails fastest: content, types, unit and
# component tests, the production build, then checks over the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

passed=0
step() {
  echo
  echo "=== $1"
  shift
  "$@"
  passed=$((passed + 1))
}

step "Content check" npx tsx scripts/check-content.ts
step "Type check" npx tsc --noEmit
step "Unit and component tests" npx jest --ci
step "Production build" npx gatsby build
step "Built site checks" npx jest --ci --config jest.built.config.js
step "Browser tests" npx jest --ci --config jest.browser.config.js

echo
echo "steps: ${passed} passed, 0 failed"

#!/usr/bin/env bash
# Runs every test of the project: the import circles check, the lint, the content check, unit and component
# tests, builds of a scratch copy with broken content files, the production build, the type check
# (after the build regenerates the query types), then checks over the built site, the browser tests
# against it, the visitor paths in every engine (Chromium, WebKit, Firefox), and last the site as the
# host builds and serves it.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
# Each Jest step is a project of jest.config.js; those with browsers or servers run one file at a
# time, whatever the machine (--maxWorkers=1).

passed=0
run_started=$SECONDS
step() {
  local name=$1 started=$SECONDS
  echo
  echo "=== $name"
  shift
  "$@"
  passed=$((passed + 1))
  echo "=== $name: passed, $((SECONDS - started)) s"
}

# No module of src/ or scripts/ imports itself back through others, type-only imports included.
step "Import circles" npx tsx scripts/check-import-circles.ts
# ESLint (typescript-eslint, the rules of hooks, jsx-a11y) and Prettier's layout, as npm run lint.
step "Lint" npm run --silent lint
step "Content check" npx tsx scripts/check-content.ts
step "Unit and component tests" npx jest --ci --selectProjects unit
step "Content mistakes stop the build" npx jest --ci --selectProjects build-errors
step "Production build" npx gatsby build
# After the build, which regenerates the GraphQL query types (src/gatsby-types.d.ts).
step "Type check" npx tsc --noEmit
step "Built site checks" npx jest --ci --selectProjects built
step "Browser tests" npx jest --ci --maxWorkers=1 --selectProjects browser
step "Visitor paths in Chromium, WebKit and Firefox" npx jest --ci --maxWorkers=1 --selectProjects engines
# A scratch copy built with the host's adapter (its own build: the adapter lays pages out for the
# host, not for gatsby serve) and served by the host's emulation, offline.
step "On the host (Netlify emulation)" npx jest --ci --maxWorkers=1 --selectProjects host

echo
echo "all steps: $((SECONDS - run_started)) s"
echo "steps: ${passed} passed, 0 failed"

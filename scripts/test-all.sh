#!/usr/bin/env bash
# Runs every test of the project: the import circles check, the content check, unit and component
# tests, builds of a scratch copy with broken content files, the production build, the type check
# (after the build regenerates the query types), then checks over the built site, the browser tests
# against it, the visitor paths in every engine (Chromium, WebKit, Firefox), and last the site as the
# host builds and serves it.
#
# Each Jest step is a project of jest.config.js; those with browsers or servers run one file at a
# time, whatever the machine (--maxWorkers=1). Two steps that touch neither public/ nor .cache/ run
# beside the others, each on a scratch copy of its own, and report in their place: the broken-content
# builds beside the unit tests (which run in one process, leaving the second core idle), and the
# host's build from the production build on (the steps after it wait on browsers much of the time).
# Each step's wall time is printed after it, and all of them at the end (docs/TESTING.md).
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

passed=0
summary=""
run_started=$SECONDS
logs=$(mktemp -d)
declare -A pid since
cleanup() {
  for key in "${!pid[@]}"; do kill -- "-${pid[$key]}" 2>/dev/null || true; done
  rm -rf "$logs"
}
trap cleanup EXIT

passes() {
  passed=$((passed + 1))
  summary+="$(printf '%6d s  %s' "$2" "$1")"$'\n'
  echo "=== $1: passed, $2 s"
}

step() {
  local name=$1 started=$SECONDS
  shift
  echo
  echo "=== $name"
  "$@"
  passes "$name" $((SECONDS - started))
}

# Starts a step in its own process group, its output and its own wall time kept for its turn.
beside() {
  local key=$1
  shift
  since[$key]=$SECONDS
  set -m
  (
    started=$(date +%s)
    status=0
    "$@" || status=$?
    echo $(($(date +%s) - started)) >"$logs/$key.seconds"
    exit "$status"
  ) >"$logs/$key.log" 2>&1 &
  pid[$key]=$!
  set +m
}

# A step started beside the others: waits for it, then prints its output in its place.
finish() {
  local key=$1 name=$2 status=0
  echo
  echo "=== $name (started beside the steps before it)"
  wait "${pid[$key]}" || status=$?
  unset "pid[$key]"
  cat "$logs/$key.log"
  if [ "$status" -ne 0 ]; then
    echo "=== $name: failed"
    exit "$status"
  fi
  passes "$name" "$(cat "$logs/$key.seconds")"
}

# No module of src/ or scripts/ imports itself back through others, type-only imports included.
step "Import circles" npx tsx scripts/check-import-circles.ts
step "Content check" npx tsx scripts/check-content.ts
beside build-errors npx jest --ci --selectProjects build-errors
step "Unit and component tests" npx jest --ci --selectProjects unit
finish build-errors "Content mistakes stop the build"
step "Production build" npx gatsby build
# A scratch copy built with the host's adapter (its own build: the adapter lays pages out for the
# host, not for gatsby serve) and served by the host's emulation, offline, reported last.
beside host npx jest --ci --maxWorkers=1 --selectProjects host
# After the build, which regenerates the GraphQL query types (src/gatsby-types.d.ts).
step "Type check" npx tsc --noEmit
step "Built site checks" npx jest --ci --selectProjects built
step "Browser tests" npx jest --ci --maxWorkers=1 --selectProjects browser
step "Visitor paths in Chromium, WebKit and Firefox" npx jest --ci --maxWorkers=1 --selectProjects engines
finish host "On the host (Netlify emulation)"

echo
echo "Wall time of each step (the two started beside others overlap them):"
printf '%s' "$summary"
echo "all steps: $((SECONDS - run_started)) s"
echo
echo "steps: ${passed} passed, 0 failed"

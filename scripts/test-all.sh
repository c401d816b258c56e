#!/usr/bin/env bash
# Runs every test of the project, in two lanes side by side (the machine has two cores, and most steps
# keep one busy):
#   site and checks: the production build first (the other lane's host step waits for it), the type check
#                    (after the build regenerates the query types), checks over the built site and its
#                    structured data, the browser tests against it; then the checks that need no build
#                    (import circles, lint, the content check, builds with broken content files), which fill
#                    this lane while the other ends;
#   unit and host:   unit and component tests (the host's command-line tool installing meanwhile on a
#                    first run), then, once the production build is there, the site as the host builds
#                    and serves it (the copy the production build was made in, built again with the
#                    host's adapter after a blog post is published in its editor), the visitor paths in
#                    every engine (Chromium, WebKit, Firefox) and the browser files of the booking loop
#                    (but its offers), dispatch and the booking form, which start sites of their own.
# Each step's output is kept in test-results/steps/ and printed whole when the step ends, so the two
# lanes never interleave. The first failure stops both lanes. docs/TESTING.md says what each step costs.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

logs=test-results/steps
rm -rf "$logs"
mkdir -p "$logs"
run_started=$SECONDS

# The machine's busy and idle time so far, in clock ticks (Linux): how much of the cores the run kept busy.
cpu_ticks() { [ -r /proc/stat ] && awk '/^cpu /{print $2+$3+$4+$7+$8+$9, $5+$6}' /proc/stat; }
ticks_started=$(cpu_ticks || true)

# Prints its input in one piece, never in the middle of the other lane's.
print() { flock "$logs/.print" cat; }

# Each step runs in a control group of its own when the machine lets the run make one (cgroup v1's CPU
# accounting, writable by root), so that its CPU time counts every process it starts, the browsers'
# included; elsewhere a step shows its time alone.
cpu_groups=/sys/fs/cgroup/cpuacct
if ! [ -w "$cpu_groups" ] || ! [ -e "$cpu_groups/cpuacct.usage" ]; then cpu_groups=""; fi

# step NAME COMMAND...: runs the command with its output into the step's log, then prints the log.
step() {
  local name=$1 started=$SECONDS status=passed
  shift
  local id log group="" cpu=""
  id=$(echo "$name" | tr -c 'A-Za-z0-9\n' '-')
  log="$logs/$id.log"
  if [ -n "$cpu_groups" ]; then
    group="$cpu_groups/npm-test-$$-$id"
    mkdir "$group" 2>/dev/null || group=""
  fi
  echo "=== $name: started" | print
  if [ -n "$group" ]; then
    (echo "$BASHPID" >"$group/cgroup.procs" && exec "$@") >"$log" 2>&1 || status=failed
    cpu=" ($((($(cat "$group/cpuacct.usage") + 500000000) / 1000000000)) s of CPU)"
    rmdir "$group" 2>/dev/null || true
  else
    "$@" >"$log" 2>&1 || status=failed
  fi
  { echo; echo "=== $name"; cat "$log"; echo "=== $name: $status, $((SECONDS - started)) s$cpu"; } | print
  echo "$name: $status, $((SECONDS - started)) s$cpu" >>"$logs/summary"
  [ "$status" = passed ]
}

# Waits until the production build has passed (the host's editor and the engines read public/ and
# must not read it half written); fails if it did not.
built() {
  until [ -e "$logs/.built" ] || [ -e "$logs/.not-built" ]; do sleep 2; done
  [ -e "$logs/.built" ]
}

site_and_checks() {
  # `gatsby build` in a scratch copy, its output copied into the project; the host's step builds the copy
  # again, reusing its caches (scripts/build-in-copy.ts). First, so that the other lane's host step starts as
  # soon as the unit tests end.
  if step "Production build" npx tsx scripts/build-in-copy.ts "$logs/.site-copy"; then
    touch "$logs/.built"
  else
    touch "$logs/.not-built"
    return 1
  fi
  # After the build, which regenerates the GraphQL query types (src/gatsby-types.d.ts).
  step "Type check" npx tsc --noEmit
  step "Built site checks" npx jest --ci --selectProjects built
  # Every page's structured data through structured-data-testing-tool with Google's presets.
  step "Structured data" npx tsx scripts/check-structured-data.ts
  step "Browser tests" npx jest --ci --maxWorkers=1 --selectProjects browser
  # The checks that need no build, last: the other lane (the host, the engines, the loop's browser files) is the
  # longer, and these fill this one while it ends.
  # No module of src/ or scripts/ imports itself back through others, type-only imports included.
  step "Import circles" npx tsx scripts/check-import-circles.ts
  # ESLint (typescript-eslint, the rules of hooks, jsx-a11y) and Prettier's layout, as npm run lint.
  step "Lint" npm run --silent lint
  step "Content check" npx tsx scripts/check-content.ts
  step "Content mistakes stop the build" npx jest --ci --selectProjects build-errors
}

unit_and_host() {
  # Mostly a download, on a first run only; the host's step waits for it.
  step "The host's command-line tool" npx tsx tests/host/install-cli.ts &
  local cli=$!
  step "Unit and component tests" npx jest --ci --maxWorkers=1 --selectProjects unit
  wait "$cli"
  echo "=== On the host: waiting for the production build (its editor publishes a post first)" | print
  built
  # The production build's copy built again with the host's adapter (which lays pages out for the host,
  # not for gatsby serve) and served by the host's emulation, offline; the test removes the copy.
  step "On the host (Netlify emulation)" env BUILT_SITE_COPY="$(cat "$logs/.site-copy")" \
    npx jest --ci --maxWorkers=1 --selectProjects host
  step "Visitor paths in Chromium, WebKit and Firefox" npx jest --ci --maxWorkers=1 --selectProjects engines
  # The browser files of the booking loop (but its offers), dispatch and the booking form (each starting its own
  # site, with its record store, outbox or mail server) run in this lane, after the engines, so that the two lanes
  # end together (jest.config.js, OWN_SITE_FILES).
  step "Browser tests with a site of their own" npx jest --ci --maxWorkers=1 --selectProjects own-site
}

# Each lane in its own process group, so that a failure in one stops the other, browsers and servers included.
set -m
(site_and_checks) &
lanes=($!)
(unit_and_host) &
lanes+=($!)
set +m

failed=0
for _ in "${lanes[@]}"; do
  if ! wait -n; then
    failed=1
    # The other lane stops now, whatever it was doing (its step's output so far stays in its log).
    for lane in "${lanes[@]}"; do kill -TERM -- "-$lane" 2>/dev/null || true; done
    touch "$logs/.not-built"
  fi
done

# The production build's copy, if the host's step did not get to remove it.
if [ -s "$logs/.site-copy" ]; then rm -rf "$(cat "$logs/.site-copy")"; fi

echo
cat "$logs/summary"
echo "all steps: $((SECONDS - run_started)) s"
if [ -n "$ticks_started" ]; then
  read -r busy0 idle0 <<<"$ticks_started"
  read -r busy1 idle1 <<<"$(cpu_ticks)"
  echo "cores busy: $(((busy1 - busy0) * 100 / (busy1 - busy0 + idle1 - idle0)))% of the time ($(((busy1 - busy0) / $(getconf CLK_TCK))) s of CPU)"
fi
if [ "$failed" = 1 ]; then
  echo "steps: failed (the log of each step: $logs/)"
  exit 1
fi
echo "steps: $(wc -l <"$logs/summary") passed, 0 failed"

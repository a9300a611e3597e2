#!/usr/bin/env bash
# `npm test`: unit and integration tests (vitest), the SDK's tests, the production build, the
# lint (types, ESLint, Prettier), the reliability suite and the browser tests. Uses DATABASE_URL /
# REDIS_URL when set, the embedded defaults otherwise.
#
# Suites that share nothing run side by side (docs/conventions.md "How the tests run"): vitest
# beside the build and then the lint (vitest needs no build, and outlasts both), then the
# reliability suite beside Playwright (random ports and a database per file, against fixed ports
# and a fresh database). Every suite runs even when another failed; the two that need the build
# are skipped, saying so, when it failed. Every line is prefixed with its suite's name; the run
# ends with one line per suite (passed / failed / skipped and why, its tests and time) and the
# tests counted across suites (scripts/test-summary.mjs), and fails if any suite did not pass.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
reports=$(mktemp -d "${TMPDIR:-/tmp}/svc-test-run-XXXXXX")
trap 'rm -rf "$reports"' EXIT

# suite NAME COMMAND…: runs COMMAND with its output prefixed by [NAME], its counts in
# $reports/NAME.json (TEST_REPORT) and its outcome in $reports/NAME.outcome; exits as the command did.
suite() {
  local name=$1 started=$SECONDS status=0
  shift
  TEST_REPORT="$reports/$name.json" "$@" 2>&1 | sed -u "s/^/[$name] /" || status=$?
  local outcome=passed
  [ "$status" = 0 ] || outcome="failed (exit $status)"
  echo "$outcome	$((SECONDS - started))" >"$reports/$name.outcome"
  echo "[$name] $outcome after $((SECONDS - started)) s"
  return "$status"
}

# skipped NAME WHY: records a suite that did not run.
skipped() { printf 'skipped: %s\t0\n' "$2" >"$reports/$1.outcome"; }

# side_by_side FUNCTION…: runs the functions at once and waits for all.
side_by_side() {
  local pids=()
  for run in "$@"; do
    "$run" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid"; done
}

unit_tests() {
  suite vitest npx vitest run
  suite sdk npx vitest run --config sdk/vitest.config.ts # the SDK's own tests (local servers, no database)
}

build() {
  local tracked_before
  # Tracked files only: vitest, running meanwhile, may leave untracked files of its own.
  tracked_before=$(git status --porcelain --untracked-files=no 2>/dev/null || true)
  if suite build env NEXT_DIST_DIR=.next-e2e node node_modules/next/dist/bin/next build; then
    if [ "$(git status --porcelain --untracked-files=no 2>/dev/null || true)" != "$tracked_before" ]; then
      echo "[build] next build changed the working tree:" >&2
      git status --short >&2
      echo "failed (the build changed the working tree)	0" >"$reports/build.outcome"
    fi
  fi
  suite lint npm run lint
}

built() { [ "$(cut -f1 "$reports/build.outcome")" = passed ]; }
# The reliability suite (faults, herds, fuzzing, security matrix) and the browser tests use the build.
reliability() { if built; then suite reliability env RELIABILITY_PART=shared npm run test:reliability; else skipped reliability "the build failed"; fi; }
# The reliability files that time the server, once nothing else runs (tests/reliability/vitest.config.ts).
quiet() { if built; then suite quiet env RELIABILITY_PART=quiet npm run test:reliability; else skipped quiet "the build failed"; fi; }
browser() { if built; then suite e2e on_e2e_ports npx playwright test; else skipped e2e "the build failed"; fi; }
# Playwright's servers take fixed ports (3100, 3101): two runs on one machine take turns.
on_e2e_ports() { if command -v flock >/dev/null; then flock /tmp/svc-e2e.lock "$@"; else "$@"; fi; }

started=$SECONDS
if ! bash scripts/ensure-chromium.sh; then
  skipped e2e "Chromium is missing (see above)"
  browser() { :; }
fi
side_by_side unit_tests build
side_by_side reliability browser
quiet
node scripts/test-summary.mjs "$reports" vitest sdk build lint reliability e2e quiet
status=$?
echo "npm test took $((SECONDS - started)) s"
exit "$status"

#!/usr/bin/env bash
# `npm test`: unit and integration tests (vitest), the SDK's tests, the production build, the
# lint (types, ESLint, Prettier), the reliability suite and the browser tests. Uses DATABASE_URL / REDIS_URL when set, the embedded
# defaults otherwise.
#
# Suites that share nothing run side by side (docs/conventions.md "How the tests run"): vitest
# beside the build and then the lint (vitest needs no build, and outlasts both), then the reliability suite beside Playwright (random
# ports and a database per file, against fixed ports and a fresh database). Every line is
# prefixed with its suite's name; each suite's time is printed; the run fails if any suite fails.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# suite NAME COMMAND…: runs COMMAND with its output prefixed by [NAME]; its exit status is the command's.
suite() {
  local name=$1 started=$SECONDS status=0
  shift
  "$@" 2>&1 | sed -u "s/^/[$name] /" || status=$?
  if [ "$status" = 0 ]; then
    echo "[$name] passed in $((SECONDS - started)) s"
  else
    echo "[$name] FAILED (exit $status) after $((SECONDS - started)) s"
  fi
  return "$status"
}

# side_by_side FUNCTION…: runs the functions at once and waits for all; fails if any failed.
side_by_side() {
  local pids=() failed=0
  for run in "$@"; do
    "$run" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  return "$failed"
}

unit_tests() {
  suite vitest npx vitest run && suite sdk npx vitest run --config sdk/vitest.config.ts # the SDK's own tests (local servers, no database)
}

build() {
  local tracked_before
  # Tracked files only: vitest, running meanwhile, may leave untracked files of its own.
  tracked_before=$(git status --porcelain --untracked-files=no 2>/dev/null || true)
  suite build env NEXT_DIST_DIR=.next-e2e node node_modules/next/dist/bin/next build || return
  if [ "$(git status --porcelain --untracked-files=no 2>/dev/null || true)" != "$tracked_before" ]; then
    echo "[build] next build changed the working tree:" >&2
    git status --short >&2
    return 1
  fi
  suite lint npm run lint
}

reliability() { suite reliability npm run test:reliability; } # faults, herds, fuzzing, security matrix (uses the build)
browser() { suite e2e npx playwright test; }

started=$SECONDS
bash scripts/ensure-chromium.sh
side_by_side unit_tests build
side_by_side reliability browser
echo "all suites passed in $((SECONDS - started)) s"

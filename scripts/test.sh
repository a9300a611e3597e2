#!/usr/bin/env bash
# `npm test`: unit and integration tests (vitest), then the browser tests against the production
# build. Uses DATABASE_URL / REDIS_URL when set, the embedded defaults otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

bash scripts/ensure-chromium.sh
npx vitest run
npx vitest run --config sdk/vitest.config.ts   # the SDK's own tests (local servers, no database)
tracked_before=$(git status --porcelain 2>/dev/null || true)
NEXT_DIST_DIR=.next-e2e node node_modules/next/dist/bin/next build
if [ "$(git status --porcelain 2>/dev/null || true)" != "$tracked_before" ]; then
  echo "next build changed the working tree:" >&2; git status --short >&2; exit 1
fi
npm run test:reliability   # faults, herds, fuzzing, security matrix (uses the build above)
npx playwright test

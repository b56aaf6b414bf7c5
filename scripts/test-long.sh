#!/usr/bin/env bash
# The long robustness runs of "ready for real use" (their short versions run in `npm test`):
#   crash  20 kill -9 under a write load, every acknowledged write and whole card checked
#   soak   200 students + 200 supervisors, a status change every 5 s each, for 60 s
#   fuzz   the robustness suite with 1000 runs per property
# SQLite always; PostgreSQL too when TEST_DATABASE_URL is set, e.g.
#   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test bash scripts/test-long.sh
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
run() {
  echo
  echo "== $*"
  if ! env "$@"; then status=1; fi
}

run CRASH_KILLS=20 npx vitest run apps/server/test/durability/crash.test.ts
run SOAK_SECONDS=60 SOAK_USERS=200 SOAK_INTERVAL_MS=5000 \
  npx vitest run apps/server/test/durability/soak.test.ts
run FUZZ_RUNS=1000 npx vitest run apps/server/test/robustness

exit "$status"

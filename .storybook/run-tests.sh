#!/usr/bin/env bash
# Runs every story of the design system as a test: builds Storybook statically, serves it on a free local
# port, and runs @storybook/test-runner (play functions + axe) in the system Chromium, once per locale. The
# server is always stopped; the exit code is the test-runner's (the last failing pass's when one fails).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
export STORYBOOK_DISABLE_TELEMETRY=1

npx storybook build --quiet -o storybook-static

port="$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close();})")"

# The package's own binary (not npx) so that $! is the server process itself and kill reaches it.
"$root/node_modules/.bin/http-server" storybook-static -a 127.0.0.1 -p "$port" -c-1 --silent &
server_pid=$!
trap 'kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true' EXIT

npx wait-on --timeout 60000 "http-get://127.0.0.1:$port/index.json"

# A missing picture fails everywhere, as it does under CI (where jest never writes one): a story's first
# pictures are written only on request, with -u (--updateSnapshot), and then reviewed and committed.
ci_flag=(--ci)
for arg in "$@"; do
  case "$arg" in -u | --updateSnapshot) ci_flag=() ;; esac
done

# Every story runs twice on the same build and server: in Chinese and in English (STORY_LOCALE, read by
# test-runner.ts); a story that pins its own locale keeps it in both passes.
status=0
for locale in zh-CN en; do
  results="$(mktemp)"
  set +e
  # --failOnConsole: a React warning or an error logged in the browser fails the story too.
  # --json puts the machine-readable results on stdout (kept for the summary); the usual report goes to stderr.
  STORY_LOCALE="$locale" npx test-storybook --url "http://127.0.0.1:$port" --maxWorkers=2 --failOnConsole --json "${ci_flag[@]}" "$@" >"$results"
  pass_status=$?
  set -e
  # One plain summary line per locale for CI logs ("stories (en): N passed, N failed").
  node -e "
const results = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'));
console.log('stories (' + process.argv[2] + '): ' + results.numPassedTests + ' passed, ' + results.numFailedTests + ' failed');
" "$results" "$locale" || true
  rm -f "$results"
  if [ "$pass_status" -ne 0 ]; then status="$pass_status"; fi
done
exit "$status"

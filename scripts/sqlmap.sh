#!/usr/bin/env bash
# Battery 8 (injection), dynamic half: sqlmap (Debian's package) at level 3 / risk 2 against the
# running API: the public POST routes (JSON bodies), sign-in, the public news parameters and the
# admin routes' parameters with a bearer token. Fails when sqlmap reports any injection point (or
# does not finish). First a self-check: the same options must find the deliberate injection of
# scripts/sqlmap-canary.mjs, so a clean result means something. The static half is
# api/test/sqlStatic.test.ts.
#
# Starts its own server (temporary DATA_DIR, SQLite, 127.0.0.1, a free port, rate limits off) and
# stops it on exit. Installs sqlmap with apt-get when it is missing and this runs as root.
# Environment: SQLMAP_LEVEL (3), SQLMAP_RISK (2), SQLMAP_DBMS (SQLite: the server under test runs
# on SQLite, so the payloads of other database engines are skipped — the DBMS-independent boolean,
# error, UNION and stacked tests all still run; empty: every engine's payloads, about 3× longer),
# SQLMAP_RUN_TIMEOUT (seconds per target, 600), SQLMAP_KEEP=1 keeps the logs folder.
set -euo pipefail
cd "$(dirname "$0")/.."

LEVEL=${SQLMAP_LEVEL:-3}
RISK=${SQLMAP_RISK:-2}
RUN_TIMEOUT=${SQLMAP_RUN_TIMEOUT:-600}
DBMS=${SQLMAP_DBMS-SQLite}

if ! command -v sqlmap >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "== installing sqlmap from Debian's packages (apt-get install sqlmap)"
    if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -qq sqlmap >/dev/null 2>&1; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq sqlmap >/dev/null \
        || { echo "Could not install Debian's sqlmap package." >&2; exit 1; }
    fi
  else
    {
      echo "sqlmap is not installed (not on PATH)."
      echo "Run this as root to install it automatically, or install it yourself:"
      echo "  sudo apt-get install sqlmap    (Debian/Ubuntu)"
    } >&2
    exit 1
  fi
fi
for tool in curl node; do
  command -v "$tool" >/dev/null || { echo "$tool is required" >&2; exit 1; }
done

WORK=$(mktemp -d /tmp/vb-sqlmap.XXXXXX)
SERVER_PID=""
CANARY_PID=""
cleanup() {
  local status=$?
  if [ -n "$CANARY_PID" ]; then kill "$CANARY_PID" 2>/dev/null || true; fi
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.2; done
    kill -9 "$SERVER_PID" 2>/dev/null || true
  fi
  if [ "${SQLMAP_KEEP:-0}" = 1 ] || [ "$status" != 0 ]; then
    echo "(logs kept in $WORK)"
  else
    rm -rf "$WORK"
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
}
PORT=$(free_port)
BASE="http://127.0.0.1:$PORT"
ADMIN_EMAIL=sqlmap-admin@example.test
ADMIN_PASSWORD="sqlmap $(node -e "process.stdout.write(require('crypto').randomBytes(12).toString('hex'))")"

echo "== starting the API on $BASE (data in $WORK/data)"
# The login throttle cannot be switched off (RATE_LIMITS=off leaves it on): it counts failures per
# client address, so the server trusts X-Forwarded-For here (TRUST_PROXY=1, a loopback server)
# and sqlmap's login run sends each request from a random address (its xforwardedfor tamper);
# otherwise most of its requests would be answered 429 and prove nothing. The count per account
# across new addresses is raised past the run too: its growing delay answered 429 between 401s,
# and that mix of answers read to sqlmap's UNION heuristic like an injection.
env DATA_DIR="$WORK/data" HOST=127.0.0.1 PORT="$PORT" SERVE_STATIC=0 SEED_DEMO=1 RATE_LIMITS=off \
  TRUST_PROXY=1 LOGIN_MAX_FAILURES=1000 LOGIN_MAX_FAILURES_PER_ADDRESS=100000 LOGIN_WINDOW_MINUTES=1 \
  LOGIN_ACCOUNT_MAX_FAILURES=100000 LOG_LEVEL=error \
  ADMIN_EMAIL="$ADMIN_EMAIL" ADMIN_PASSWORD="$ADMIN_PASSWORD" \
  node --import tsx api/src/main.ts >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for i in $(seq 120); do
  if curl -fsS -o /dev/null "$BASE/api/news" 2>/dev/null; then break; fi
  if ! kill -0 "$SERVER_PID" 2>/dev/null || [ "$i" = 120 ]; then
    echo "The API did not start:" >&2
    cat "$WORK/server.log" >&2
    exit 1
  fi
  sleep 0.5
done

json() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s)$1;if(v===undefined)process.exit(1);process.stdout.write(String(v))})"; }
post() { curl -fsS -X POST -H 'content-type: application/json' --data "$2" "$BASE$1"; }

TOKEN=$(post /api/auth/token "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" | json .token)
AUTH="Authorization: Bearer $TOKEN"
SLUG=$(curl -fsS "$BASE/api/news?limit=1" | json '.articles[0].slug')
# A valid body for each form (and one stored row of each kind for the admin routes).
PDF=$(printf '%%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%%%EOF\n' | base64 -w0)
CONTACT='{"name":"Sara Ahmed","email":"sara@example.com","subject":"Hello","message":"A question about your ventures","phone":"+966 50 123 4567"}'
INVESTOR='{"name":"Omar Ali","email":"omar@example.com","organization":"Fund One","message":"Interested in investing","position":"Partner","phone":"+966 50 123 4567","investmentAmount":"1m-5m"}'
APPLY="{\"name\":\"Ali Hassan\",\"email\":\"ali@example.com\",\"phone\":\"+966 50 123 4567\",\"position\":\"Engineer\",\"message\":\"Hello\",\"resumeFilename\":\"cv.pdf\",\"resumeData\":\"$PDF\"}"
LOGIN="{\"email\":\"$ADMIN_EMAIL\",\"password\":\"wrong password 1\"}"
CONTACT_ID=$(post /api/contact "$CONTACT" | json .id)
post /api/investor "$INVESTOR" >/dev/null
APP_ID=$(post /api/careers/apply "$APPLY" | json .id)
PNG='data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
ARTICLE_ID=$(curl -fsS -H "$AUTH" "$BASE/api/admin/news" | json '.articles[0].id')
PREVIEW_TOKEN=$(curl -fsS -X POST -H "$AUTH" "$BASE/api/admin/news/$ARTICLE_ID/preview-link" | json .token)
MEDIA_URL=$(curl -fsS -X POST -H 'content-type: application/json' -H "Authorization: Bearer $TOKEN" \
  --data "{\"dataUrl\":\"$PNG\"}" "$BASE/api/admin/media" | json .url)

COMMON=(--batch --level "$LEVEL" --risk "$RISK" --time-sec 2 --timeout 15 --retries 1 --threads 4
  --disable-coloring --output-dir "$WORK/out" -v 1)
if [ -n "$DBMS" ]; then COMMON+=(--dbms "$DBMS"); fi
FINDING='is vulnerable|sqlmap identified the following injection point|appears to be .* injectable|might be injectable|is injectable'
FAILED=()
START=$(date +%s)

# run NAME sqlmap-arguments…: one target; its log goes to $WORK/NAME.log.
run() {
  local name=$1
  shift
  local log="$WORK/$name.log" t0 rc=0
  t0=$(date +%s)
  timeout --signal=INT "$RUN_TIMEOUT" sqlmap "${COMMON[@]}" "$@" >"$log" 2>&1 || rc=$?
  local seconds=$(($(date +%s) - t0))
  local tested
  tested=$(grep -oE "testing if (.* )?parameter '[^']+' is dynamic" "$log" | sed -E "s/.*parameter '([^']+)'.*/\1/" | sort -u | paste -sd, - || true)
  if grep -qiE "$FINDING" "$log"; then
    echo "!! $name: sqlmap reports an injection point (${seconds}s):"
    grep -iE "$FINDING|Parameter: |Type: |Payload: " "$log" | sed 's/^/     /'
    FAILED+=("$name")
  elif [ "$rc" = 124 ] || [ "$rc" = 130 ]; then
    echo "!! $name: did not finish within ${RUN_TIMEOUT}s"
    FAILED+=("$name")
  elif grep -qE "\[CRITICAL\] (unable to connect|connection (refused|timed out|reset))|page not found|not authorized" "$log" \
    || ! grep -qE "all tested parameters do not appear to be injectable" "$log"; then
    echo "!! $name: sqlmap did not complete its tests (exit $rc):"
    grep -E "\[(CRITICAL|ERROR)\]" "$log" | tail -5 | sed 's/^/     /'
    FAILED+=("$name")
  else
    echo "ok $name: nothing injectable (${seconds}s; parameters: ${tested:-none listed})"
  fi
}

echo "== sqlmap $(sqlmap --version 2>/dev/null | head -1), level $LEVEL, risk $RISK, DBMS ${DBMS:-any}"

# The self-check: a deliberately injectable endpoint must be reported with these options.
CANARY_PORT=$(free_port)
node scripts/sqlmap-canary.mjs "$CANARY_PORT" >"$WORK/canary-server.log" 2>&1 &
CANARY_PID=$!
for _ in $(seq 40); do
  curl -fsS -o /dev/null "http://127.0.0.1:$CANARY_PORT/item?id=1" 2>/dev/null && break
  sleep 0.25
done
t0=$(date +%s)
timeout --signal=INT "$RUN_TIMEOUT" sqlmap "${COMMON[@]}" -u "http://127.0.0.1:$CANARY_PORT/item" \
  --data '{"id":1}' -H 'content-type: application/json' >"$WORK/canary.log" 2>&1 || true
kill "$CANARY_PID" 2>/dev/null || true
CANARY_PID=""
if grep -qiE "$FINDING" "$WORK/canary.log"; then
  echo "ok self-check: sqlmap reports the canary's deliberate injection ($(($(date +%s) - t0))s)"
else
  echo "!! self-check: sqlmap did not report the deliberate injection of scripts/sqlmap-canary.mjs," \
    "so a clean result would prove nothing (log: $WORK/canary.log)" >&2
  exit 1
fi
run contact -u "$BASE/api/contact" --data "$CONTACT" -H 'content-type: application/json'
run investor -u "$BASE/api/investor" --data "$INVESTOR" -H 'content-type: application/json'
run apply -u "$BASE/api/careers/apply" --data "$APPLY" -H 'content-type: application/json'
# A wrong password: every answer is the same 401 unless an injection changes it.
run login -u "$BASE/api/auth/login" --data "$LOGIN" -H 'content-type: application/json' \
  --ignore-code=401 --tamper=xforwardedfor
run news-limit -u "$BASE/api/news?limit=5"
run news-slug -u "$BASE/api/news/$SLUG*"
run media-id -u "$BASE$MEDIA_URL*"
run admin-resume-id -u "$BASE/api/admin/applications/$APP_ID*/resume" -H "$AUTH"
run admin-status-id -u "$BASE/api/admin/contact-messages/$CONTACT_ID*/status" --method PUT \
  --data '{"status":"read"}' -H 'content-type: application/json' -H "$AUTH"
# The staff's list search, filters and paging, the slug check and the preview link (16).
run admin-list -u "$BASE/api/admin/contact-messages?limit=20&offset=0&q=sara&from=2020-01-01" -H "$AUTH"
# The article and job-listing lists' search and paging (API contract 2).
run admin-news-list -u "$BASE/api/admin/news?limit=20&offset=0&q=venture" -H "$AUTH"
run admin-listings-list -u "$BASE/api/admin/job-listings?limit=20&offset=0&q=engineer" -H "$AUTH"
run news-slug-check -u "$BASE/api/admin/news/slug-check?slug=$SLUG&except=$ARTICLE_ID" -H "$AUTH"
run news-preview -u "$BASE/api/news/preview/$PREVIEW_TOKEN*"
run admin-status-body -u "$BASE/api/admin/contact-messages/$CONTACT_ID/status" --method PUT \
  --data '{"status":"read"}' -H 'content-type: application/json' -H "$AUTH"

echo "== $((($(date +%s) - START) / 60)) min $((($(date +%s) - START) % 60)) s"
if [ "${#FAILED[@]}" -gt 0 ]; then
  echo "sqlmap battery FAILED: ${FAILED[*]} (logs in $WORK)" >&2
  exit 1
fi
echo "sqlmap battery passed: no injectable parameter"

# Times the stages of a test run and prints them as a table when the run ends, passed or
# failed, so a slow-down shows where it is. Sourced by scripts/test/all.sh (`npm test`) and
# .ci/run; the outer one prints the table, the stages of both in order. Also kept in
# test-timings/stages.txt (git-ignored) beside Jest's and Playwright's own timing reports.
#   stage "<name>" <command…>

if [ -z "${STAGE_TIMINGS_FILE:-}" ]; then
  mkdir -p test-timings
  export STAGE_TIMINGS_FILE="$PWD/test-timings/stages.txt"
  : >"$STAGE_TIMINGS_FILE"
  STAGES_STARTED_AT=$SECONDS
  print_stage_timings() {
    local status=$?
    echo
    echo "Stage timings ($((SECONDS - STAGES_STARTED_AT)) s in all):"
    cat "$STAGE_TIMINGS_FILE"
    return $status
  }
  trap print_stage_timings EXIT
fi

stage() {
  local name=$1 started=$SECONDS status=0
  shift
  echo
  echo "▶ $name"
  "$@" || status=$?
  local outcome=ok
  [ $status -eq 0 ] || outcome="FAILED ($status)"
  printf '  %-52s %5s s  %s\n' "$name" "$((SECONDS - started))" "$outcome" >>"$STAGE_TIMINGS_FILE"
  return $status
}

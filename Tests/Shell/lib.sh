# Sourced by the shell-level tests. Each `check` is one test; the lines printed are the ones
# .ci/run's summary counts for XCTest ("Test Case '…' failed", "Executed N tests, with M
# failures"), so these tests count in CI's `tests: N passed, M failed` like the Swift ones.
# A failed check prints its command's output; `finish` exits 1 when any check failed.

checks_run=0
checks_failed=0
suite=${suite:-shell}

# check NAME COMMAND…: runs COMMAND (a function or a program), which fails the test by
# returning non-zero.
check() {
  local name=$1 log status
  shift
  checks_run=$((checks_run + 1))
  log=$(mktemp)
  set +e
  ( set -e; "$@" ) >"$log" 2>&1
  status=$?
  set -e
  if [ "$status" -eq 0 ]; then
    echo "Test Case '$suite.$name' passed"
  else
    sed 's/^/    /' "$log"
    echo "Test Case '$suite.$name' failed (exit $status)"
    checks_failed=$((checks_failed + 1))
  fi
  rm -f "$log"
}

# expect_exit CODE COMMAND…: COMMAND must exit with CODE.
expect_exit() {
  local want=$1 status
  shift
  set +e
  "$@"
  status=$?
  set -e
  if [ "$status" -ne "$want" ]; then
    echo "expected exit $want, got $status: $*"
    return 1
  fi
}

finish() {
  echo "Executed $checks_run tests, with $checks_failed failures"
  [ "$checks_failed" -eq 0 ]
}

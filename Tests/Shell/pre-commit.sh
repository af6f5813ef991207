#!/usr/bin/env bash
# The pre-commit hook (.pre-commit-hooks.yaml) as a user meets it: the README's
# .pre-commit-config.yaml in a scratch git repository, its `repo:` pointed at a shadow commit of
# this checkout (uncommitted and new files included, as `pre-commit try-repo` makes one), then
# `pre-commit run` and a `git commit` through the installed hook. A good spec passes, a bad one
# fails the hook with its finding and stops the commit, and only the files pre-commit passes
# (the matching ones, the staged ones) are linted.
# pre-commit builds tokenlint once per store (`swift build -c release`, language: swift), so
# every run here shares one store: `try-repo` makes a store per call, a release build each.
set -euo pipefail
cd "$(dirname "$0")/../.."
suite=PreCommit
. Tests/Shell/lib.sh

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export PRE_COMMIT_HOME="$scratch/store" CI=true
git_quiet() { git -c user.name=test -c user.email=test@example.invalid -c commit.gpgsign=false "$@"; }

# The shadow: what `git ls-files` shows of the checkout (tracked files as they are now, and new
# ones not ignored), committed in a repository of its own.
shadow="$scratch/shadow"
mkdir -p "$shadow"
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
  [ -e "$file" ] && cp --parents -P "$file" "$shadow/"
done
git_quiet -C "$shadow" init -q
git_quiet -C "$shadow" add -A
git_quiet -C "$shadow" commit -q -m shadow
rev=$(git -C "$shadow" rev-parse HEAD)

# The user's repository: the README's configuration, a clean spec, a file the hook must not get.
work="$scratch/work"
mkdir -p "$work"
git_quiet -C "$work" init -q
python3 - "$shadow" "$rev" >"$work/.pre-commit-config.yaml" <<'PY'
import re, sys
readme = open("README.md").read()
start = readme.index("<!-- tested: Tests/Shell/pre-commit.sh")
block = re.search(r"```yaml\n(.*?)```", readme[start:], re.S).group(1)
assert "repo: https://github.com/tokenlint/tokenlint\n" in block and "rev: v1.0.0\n" in block, block
print(block.replace("https://github.com/tokenlint/tokenlint", sys.argv[1]).replace("rev: v1.0.0", "rev: " + sys.argv[2]), end="")
PY
cp Tests/Fixtures/lint/neutral.tokenlint.yml "$work/.tokenlint.yml"
cp Tests/Fixtures/lint/clean/clean.spec.yaml "$work/"
echo '# not a spec' >"$work/notes.spec.md"
git_quiet -C "$work" add -A

in_work() { (cd "$work" && "$@"); }

good_spec_passes() {
  local status=0
  in_work pre-commit run --all-files --verbose >"$scratch/good.log" 2>&1 || status=$?
  cat "$scratch/good.log"
  [ "$status" -eq 0 ]
  grep -qE '^tokenlint\.+Passed' "$scratch/good.log"
  # clean.spec.yaml alone: notes.spec.md does not match the hook's files.
  grep -q '1 file' "$scratch/good.log"
}

bad_spec_stops_the_commit_with_its_finding() {
  local status=0 before
  in_work pre-commit install >/dev/null
  in_work git_quiet commit -q -m "good spec"
  before=$(git -C "$work" rev-parse HEAD)
  cp Examples/specs/recipe-picker.spec.yaml "$work/"
  git -C "$work" add recipe-picker.spec.yaml
  in_work git_quiet commit -m "bad spec" >"$scratch/bad.log" 2>&1 || status=$?
  cat "$scratch/bad.log"
  [ "$status" -ne 0 ]
  [ "$(git -C "$work" rev-parse HEAD)" = "$before" ]
  grep -qE '^tokenlint\.+Failed' "$scratch/bad.log"
  grep -q -- '- exit code: 1' "$scratch/bad.log"
  grep -qE '^recipe-picker\.spec\.yaml:[0-9]+:[0-9]+: error: .*\[[a-z-]+/[a-z/-]+\]$' "$scratch/bad.log"
  # The staged file alone: the committed clean spec is not passed again.
  grep -q '1 file' "$scratch/bad.log"
  if grep -q 'clean.spec.yaml' "$scratch/bad.log"; then return 1; fi
}

check good_spec_passes good_spec_passes
check bad_spec_stops_the_commit_with_its_finding bad_spec_stops_the_commit_with_its_finding
finish

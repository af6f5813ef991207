#!/usr/bin/env bash
# The GitHub Action (action.yml) run by Tests/Shell/fake-runner.py, which runs its steps with
# bash as a runner does, against a release folder holding the archive CI built: the outputs,
# the annotations, the exit code, the tool cache, the refusal of a tampered archive, and
# changed-only on a scratch git repository. Also checks action.yml and the workflows against
# SchemaStore's schemas (check-jsonschema, offline) and with zizmor.
# Usage: Tests/Shell/action.sh ARCHIVE.tar.gz
set -euo pipefail
cd "$(dirname "$0")/../.."
suite=Action
. Tests/Shell/lib.sh

repo=$(pwd)
archive=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
version=$(basename "$archive" | sed -E 's/^tokenlint-([^-]+)-.*/\1/')
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
release="$scratch/release"
mkdir -p "$release"
cp "$archive" "$archive.sha256" "$release/"

export RUNNER_OS=Linux RUNNER_TEMP="$scratch/tmp"
case "$(uname -m)" in x86_64) export RUNNER_ARCH=X64 ;; aarch64) export RUNNER_ARCH=ARM64 ;; esac
mkdir -p "$RUNNER_TEMP"

# workspace NAME: a fresh folder with the examples and the neutral configuration.
workspace() {
  local dir="$scratch/$1"
  mkdir -p "$dir"
  cp -R Examples/specs "$dir/specs"
  cp Tests/Fixtures/lint/neutral.tokenlint.yml "$dir/.tokenlint.yml"
  echo "$dir"
}

# run_action DIR TOOLCACHE ARGS…: the action in DIR; stdout in DIR/out, result in DIR/result.json.
run_action() {
  local dir=$1
  export RUNNER_TOOL_CACHE=$2 GITHUB_STEP_SUMMARY="$dir/summary.md"
  shift 2
  rm -f "$GITHUB_STEP_SUMMARY"
  (cd "$dir" && python3 "$repo/Tests/Shell/fake-runner.py" "$repo" "$dir/result.json" "$@" >"$dir/out" 2>&1)
}
output_of() { python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["outputs"][sys.argv[2]])' "$1/result.json" "$2"; }

lint_the_examples() {
  local dir
  dir=$(workspace examples)
  expect_exit 1 run_action "$dir" "$scratch/cache" --input version="$version" --input download-url="file://$release" \
    --input paths=specs --input sarif=reports/tokenlint.sarif --input junit=reports/junit.xml --input args="--no-cache --jobs 2"
  cat "$dir/out"
  [ "$(output_of "$dir" exit-code)" = 1 ]
  [ "$(output_of "$dir" tokenlint)" = "$scratch/cache/tokenlint/$version/$(tr '[:upper:]' '[:lower:]' <<<"$RUNNER_ARCH")/tokenlint" ]
  # The nine errors of the examples (Tests/TokenLintCLITests/Snapshots/examples.json.json), as annotations.
  [ "$(grep -c '^::error file=specs/' "$dir/out")" = 9 ]
  grep -q '^::error file=specs/recipe-picker.spec.yaml,line=[0-9]*,col=[0-9]*' "$dir/out"
  grep -q 'recipe-picker' "$dir/summary.md"
  python3 -c 'import json, sys; assert json.load(open(sys.argv[1]))["version"] == "2.1.0"' "$dir/reports/tokenlint.sarif"
  grep -q '<testsuites' "$dir/reports/junit.xml"
}

clean_spec_exits_0_from_the_tool_cache() {
  local dir
  dir=$(workspace clean)
  cp Tests/Fixtures/lint/clean/clean.spec.yaml "$dir/"
  # Nothing at this address: the binary must come from the tool cache the last run filled.
  run_action "$dir" "$scratch/cache" --input version="v$version" --input download-url="$scratch/nowhere" \
    --input paths=clean.spec.yaml --input args=--no-cache
  cat "$dir/out"
  [ "$(output_of "$dir" exit-code)" = 0 ]
  ! grep -q '^::error' "$dir/out"
}

version_defaults_to_the_action_tag() {
  local dir
  dir=$(workspace tagged)
  cp Tests/Fixtures/lint/clean/clean.spec.yaml "$dir/"
  run_action "$dir" "$scratch/cache-tagged" --github action_ref="v$version" --input download-url="$release" \
    --input paths=clean.spec.yaml --input args=--no-cache
  cat "$dir/out"
  [ -f "$scratch/cache-tagged/tokenlint/$version/$(tr '[:upper:]' '[:lower:]' <<<"$RUNNER_ARCH").complete" ]
}

tampered_archive_is_refused() {
  local dir tampered="$scratch/tampered"
  dir=$(workspace tampered-run)
  mkdir -p "$tampered"
  cp "$release"/* "$tampered/"
  printf 'x' >>"$tampered/$(basename "$archive")"
  expect_exit 2 run_action "$dir" "$scratch/cache-tampered" --input version="$version" --input download-url="$tampered"
  cat "$dir/out"
  grep -q '^::error title=tokenlint::.*does not match its SHA-256' "$dir/out"
  [ -z "$(find "$scratch/cache-tampered" -name tokenlint -type f)" ]
  ! ls "$scratch/cache-tampered/tokenlint/$version/"*.complete
}

# A scratch repository: the base commit has the clean spec; the pull request adds one failing
# example and a README. changed-only lints the example alone, then nothing when only the
# README changed, then everything when a token file changed.
changed_only_lints_the_changed_specs() {
  local dir base
  dir=$(workspace changed)
  rm -rf "$dir/specs"
  cp Tests/Fixtures/lint/clean/clean.spec.yaml "$dir/"
  git -C "$dir" init -q
  git -C "$dir" -c user.name=t -c user.email=t@example.com add -A
  git -C "$dir" -c user.name=t -c user.email=t@example.com commit -qm base
  base=$(git -C "$dir" rev-parse HEAD)
  echo "# readme" >"$dir/README.md"
  git -C "$dir" add README.md
  git -C "$dir" -c user.name=t -c user.email=t@example.com commit -qm readme
  run_action "$dir" "$scratch/cache" --input version="$version" --input changed-only=true --github event.pull_request.base.sha="$base"
  cat "$dir/out"
  grep -q 'no spec or Figma file changed' "$dir/out"
  [ "$(output_of "$dir" exit-code)" = 0 ]

  cp Examples/specs/recipe-picker.spec.yaml "$dir/"
  git -C "$dir" add recipe-picker.spec.yaml
  git -C "$dir" -c user.name=t -c user.email=t@example.com commit -qm spec
  expect_exit 1 run_action "$dir" "$scratch/cache" --input version="$version" --input changed-only=true --input args=--no-cache \
    --github event.pull_request.base.sha="$base"
  cat "$dir/out"
  grep -q '^::error file=recipe-picker.spec.yaml' "$dir/out"
  ! grep -q 'clean.spec.yaml' "$dir/out"

  grep -q '^| 1 | ' "$dir/summary.md"  # the Files column

  # Against the last commit only a token file changed: every spec is linted again.
  base=$(git -C "$dir" rev-parse HEAD)
  echo '{"color": {"$type": "color"}}' >"$dir/app.tokens.json"
  git -C "$dir" add app.tokens.json
  git -C "$dir" -c user.name=t -c user.email=t@example.com commit -qm tokens
  expect_exit 1 run_action "$dir" "$scratch/cache" --input version="$version" --input changed-only=true --input args=--no-cache \
    --github event.pull_request.base.sha="$base"
  cat "$dir/out"
  grep -q '^| 2 | ' "$dir/summary.md"
}

schemas_and_zizmor() {
  check-jsonschema --builtin-schema vendor.github-actions action.yml
  check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml
  # Every CI recipe of the README: the GitHub ones (a workflow has `jobs:`) and the GitLab ones.
  mkdir -p "$scratch/recipes"
  python3 - "$scratch/recipes" <<'PY'
import re, sys
readme = open("README.md").read()
section = readme[readme.index("### CI recipes"):]
section = section[:section.index("\n### ", 1)]
for index, block in enumerate(re.findall(r"```yaml\n(.*?)```", section, re.S)):
    kind = "github" if "\njobs:" in block else "gitlab"
    open(f"{sys.argv[1]}/{index}.{kind}.yml", "w").write(block)
PY
  [ "$(ls "$scratch"/recipes/*.github.yml | wc -l)" = 2 ] && [ "$(ls "$scratch"/recipes/*.gitlab.yml | wc -l)" = 2 ]
  check-jsonschema --builtin-schema vendor.github-workflows "$scratch"/recipes/*.github.yml
  check-jsonschema --builtin-schema vendor.gitlab-ci "$scratch"/recipes/*.gitlab.yml
  # zizmor exits non-zero on any finding; medium severity and above is what must stay clean.
  zizmor --offline --min-severity medium action.yml .github/workflows/
}

# `tokenlint init`'s CI files (the README's first recipes) against SchemaStore's schemas.
init_ci_files_validate() {
  local binary
  tar -xzf "$archive" -C "$scratch"
  binary=$(ls "$scratch"/tokenlint-*/tokenlint)
  mkdir -p "$scratch/init-github" "$scratch/init-gitlab"
  (cd "$scratch/init-github" && "$binary" init --ci github)
  (cd "$scratch/init-gitlab" && "$binary" init --ci gitlab)
  check-jsonschema --builtin-schema vendor.github-workflows "$scratch/init-github/.github/workflows/tokenlint.yml"
  check-jsonschema --builtin-schema vendor.gitlab-ci "$scratch/init-gitlab/.gitlab-ci.yml"
  # The config and the example spec against tokenlint's own schemas.
  check-jsonschema --schemafile docs/schemas/tokenlint-config.schema.json "$scratch/init-gitlab/.tokenlint.yml"
  check-jsonschema --schemafile docs/schemas/spec.schema.json "$scratch/init-gitlab/design/specs/example.spec.yaml"
}

check lint_the_examples lint_the_examples
check clean_spec_exits_0_from_the_tool_cache clean_spec_exits_0_from_the_tool_cache
check version_defaults_to_the_action_tag version_defaults_to_the_action_tag
check tampered_archive_is_refused tampered_archive_is_refused
check changed_only_lints_the_changed_specs changed_only_lints_the_changed_specs
check schemas_and_zizmor schemas_and_zizmor
check init_ci_files_validate init_ci_files_validate
finish

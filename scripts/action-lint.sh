#!/usr/bin/env bash
# The GitHub Action's lint step (action.yml). Annotations come from `--format github`, and the
# tool itself appends the step summary ($GITHUB_STEP_SUMMARY). Inputs (environment):
# TOKENLINT (the binary), PATHS, CONFIG, ARGS (split on whitespace, as a shell would without
# quotes), SARIF, JUNIT, BASELINE, CHANGED_ONLY and BASE (the pull request's base commit).
# Writes `exit-code` to $GITHUB_OUTPUT and exits with the tool's code.
set -euo pipefail

command=("${TOKENLINT:?}" lint --format github)
[ -z "${CONFIG:-}" ] || command+=(--config "$CONFIG")
[ -z "${BASELINE:-}" ] || command+=(--baseline "$BASELINE")
for report in "sarif=${SARIF:-}" "junit=${JUNIT:-}"; do
  if [ -n "${report#*=}" ]; then
    mkdir -p "$(dirname "${report#*=}")"
    command+=(--report "$report")
  fi
done
read -r -a extra <<<"${ARGS:-}"
command+=("${extra[@]}")
read -r -a paths <<<"${PATHS:-}"

if [ "${CHANGED_ONLY:-false}" = true ]; then
  [ -n "${BASE:-}" ] || { echo "::error title=tokenlint::changed-only needs a pull request's base commit (or the base input)"; exit 2; }
  git cat-file -e "$BASE^{commit}" 2>/dev/null || git fetch --no-tags --quiet origin "$BASE"
  changed=()
  registry_changed=false
  while IFS= read -r -d '' file; do
    case "$file" in
    *.tokens.json | *.resolver.json | .tokenlint.yml | */.tokenlint.yml) registry_changed=true ;;
    *.spec.yaml | *.spec.yml | *.spec.json | *.figma.json) changed+=("$file") ;;
    esac
  done < <(git diff -z --name-only --diff-filter=ACMR "$BASE...HEAD" -- "${paths[@]}")
  # Every spec is checked against the registry and the configuration: when either changed,
  # every spec is linted again.
  if [ "$registry_changed" = false ]; then
    if [ "${#changed[@]}" -eq 0 ]; then
      echo "tokenlint: no spec or Figma file changed against $BASE"
      echo "exit-code=0" >>"${GITHUB_OUTPUT:?}"
      exit 0
    fi
    paths=("${changed[@]}")
  fi
fi

set +e
"${command[@]}" -- "${paths[@]}"
status=$?
set -e
echo "exit-code=$status" >>"${GITHUB_OUTPUT:?}"
exit "$status"

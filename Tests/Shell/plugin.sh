#!/usr/bin/env bash
# The SwiftPM command plugin from an app's package (Tests/Fixtures/plugin-consumer, pointed at
# this checkout by path, with the README's dependency line checked against it): the README's
# `swift package tokenlint …` lines, and more commands, print what the released binary prints
# and exit with its code.
# Usage: Tests/Shell/plugin.sh ARCHIVE.tar.gz|BINARY [SCRATCH-PATH]
# SCRATCH-PATH is the consumer's SwiftPM build folder (default: a temporary one); CI keeps one
# between runs, so the plugin's tokenlint is rebuilt only where this checkout changed.
set -euo pipefail
cd "$(dirname "$0")/../.."
suite=Plugin
. Tests/Shell/lib.sh

repo=$(pwd)
# As in CI: no lint cache, so the runs leave nothing in the user's cache folder.
export CI=true
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
build=${2:-$scratch/build}
mkdir -p "$build"
build=$(cd "$build" && pwd)
if [[ $binary == *.tar.gz ]]; then
  tar -xzf "$binary" -C "$scratch"
  binary=$(echo "$scratch"/tokenlint-*/tokenlint)
fi

consumer="$scratch/consumer"
cp -R Tests/Fixtures/plugin-consumer "$consumer"
sed -i "s|path: \"../../..\"|path: \"$repo\"|" "$consumer/Package.swift"
mkdir -p "$consumer/Design"
cp Examples/specs/recipe-picker.spec.yaml Tests/Fixtures/lint/clean/clean.spec.yaml "$consumer/Design/"
cp Tests/Fixtures/lint/neutral.tokenlint.yml "$consumer/.tokenlint.yml"

# The README's blocks marked as tested here: the dependency line, then the commands.
readme_block() {
  python3 - "$1" <<'PY'
import re, sys
readme = open("README.md").read()
marker = "<!-- tested: Tests/Shell/plugin.sh"
starts = [m.start() for m in re.finditer(re.escape(marker), readme)]
print(re.search(r"```\w+\n(.*?)```", readme[starts[int(sys.argv[1])]:], re.S).group(1), end="")
PY
}

# run_both NAME ARGS…: the binary and the plugin (with SwiftPM's options plugin_options), each in its own copy of the consumer (a
# report one writes must not be what the other finds). SwiftPM gives a plugin one output
# stream, its own stdout, on which the tool's stdout and stderr arrive as one pipe: the
# binary's are kept as one file too, in the order written.
run_both() {
  local name=$1
  shift
  rm -rf "$scratch/cli" && cp -R "$consumer" "$scratch/cli"
  set +e
  (cd "$scratch/cli" && "$binary" "$@") >"$scratch/$name.cli.out" 2>&1
  echo $? >"$scratch/$name.cli.status"
  swift package --package-path "$consumer" --scratch-path "$build" "${plugin_options[@]}" tokenlint "$@" \
    >"$scratch/$name.plugin.out" 2>"$scratch/$name.plugin.err"
  echo $? >"$scratch/$name.plugin.status"
  set -e
}

# same NAME STATUS: the binary exited with STATUS; the plugin printed what the binary printed,
# and ended as SwiftPM ends a plugin: 0 after 0, else 1, with the tool's code named in
# SwiftPM's last line on stderr (SwiftPM's plugin runner keeps only whether a plugin exited
# cleanly, so no plugin can exit 2 through `swift package`).
same() {
  local name=$1 cli plugin
  cli=$(cat "$scratch/$name.cli.status")
  plugin=$(cat "$scratch/$name.plugin.status")
  echo "cli exit $cli, plugin exit $plugin"
  diff -u "$scratch/$name.cli.out" "$scratch/$name.plugin.out"
  [ "$cli" = "$2" ]
  if [ "$cli" = 0 ]; then
    [ "$plugin" = 0 ]
    if grep -q 'Plugin ended' "$scratch/$name.plugin.err"; then return 1; fi
  else
    [ "$plugin" = 1 ]
    [ "$(tail -n 1 "$scratch/$name.plugin.err")" = "error: Plugin ended with exit code $cli" ]
  fi
}

plugin_options=()

readme_dependency_is_the_fixtures() {
  local line
  line=$(readme_block 0 | grep '\.package(')
  echo "README: $line"
  [ "$line" = "    .package(url: \"https://github.com/tokenlint/tokenlint\", from: \"1.0.0\")," ]
  grep -q '\.package(name: "tokenlint", path: ' Tests/Fixtures/plugin-consumer/Package.swift
}

# The first README command: findings in Design/, exit 1 (this run also builds the plugin).
readme_lint_with_findings() {
  local args line
  line=$(readme_block 1 | sed -n 1p)
  [[ $line == "swift package tokenlint "* ]]
  read -ra args <<<"${line#swift package tokenlint }"
  run_both findings "${args[@]}"
  cat "$scratch/findings.plugin.out"
  same findings 1
  grep -q 'recipe-picker.spec.yaml:[0-9]*:[0-9]*: error: ' "$scratch/findings.plugin.out"
}

# The second README command: the JUnit report written into the package is the binary's
# (its times aside).
readme_report_into_the_package() {
  local args line
  line=$(readme_block 1 | sed -n 2p)
  [[ $line == "swift package --allow-writing-to-package-directory tokenlint "* ]]
  read -ra args <<<"${line#swift package --allow-writing-to-package-directory tokenlint }"
  rm -rf "$consumer/reports"
  plugin_options=(--allow-writing-to-package-directory)
  run_both report "${args[@]}"
  plugin_options=()
  same report 1
  untimed() { sed -E 's/ (time|timestamp)="[^"]*"//g' "$1"; }
  diff -u <(untimed "$scratch/cli/reports/tokenlint.xml") <(untimed "$consumer/reports/tokenlint.xml")
  grep -q 'recipe-picker.spec.yaml' "$consumer/reports/tokenlint.xml"
}

clean_spec_exits_0() {
  run_both clean lint Design/clean.spec.yaml
  same clean 0
}

missing_path_exits_2() {
  run_both missing lint Missing/
  same missing 2
}

bad_arguments_exit_2() {
  run_both badargs lint --jobs 0 Design/
  same badargs 2
}

contrast_command() {
  run_both contrast contrast '#767676' '#ffffff'
  same contrast 0
}

check readme_dependency_is_the_fixtures readme_dependency_is_the_fixtures
check readme_lint_with_findings readme_lint_with_findings
check readme_report_into_the_package readme_report_into_the_package
check clean_spec_exits_0 clean_spec_exits_0
check missing_path_exits_2 missing_path_exits_2
check bad_arguments_exit_2 bad_arguments_exit_2
check contrast_command contrast_command
finish

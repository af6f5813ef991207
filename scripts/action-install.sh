#!/usr/bin/env bash
# The GitHub Action's install step (action.yml): puts the release binary of $VERSION for this
# runner in the runner's tool cache ($RUNNER_TOOL_CACHE/tokenlint/VERSION/ARCH, the layout
# @actions/tool-cache uses, with its ARCH.complete marker), after checking its SHA-256 against
# the release's .sha256 file, and writes its path to $GITHUB_OUTPUT as `tokenlint`. On macOS
# (no asset the action uses: the release's macOS archive is for people) it builds the tool from
# the action's own source instead, with the runner's Swift.
# Inputs (environment): VERSION (1.2.3 or v1.2.3), DOWNLOAD_URL (the release folder's URL, `{version}` replaced; file:// and plain
# folders work too, which is how the action's tests serve a binary they built).
set -euo pipefail

fail() { echo "::error title=tokenlint::$1"; exit 2; }

version=${VERSION#v}
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+([-.][A-Za-z0-9.]+)?$ ]] || fail "version must be a release number like 1.2.3 (set the action's version input when it is used from a branch), not '$VERSION'"

case "${RUNNER_OS:-}/${RUNNER_ARCH:-}" in
Linux/X64) platform=linux-x86_64 ;;
Linux/ARM64) platform=linux-aarch64 ;;
macOS/*) platform=source ;;
*) fail "no tokenlint release for ${RUNNER_OS:-?}/${RUNNER_ARCH:-?}" ;;
esac

cache="${RUNNER_TOOL_CACHE:?RUNNER_TOOL_CACHE is not set}/tokenlint/$version"
arch_key=$(tr '[:upper:]' '[:lower:]' <<<"${RUNNER_ARCH}")
binary="$cache/$arch_key/tokenlint"

if [ ! -f "$cache/$arch_key.complete" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  rm -rf "${cache:?}/$arch_key"
  mkdir -p "$cache/$arch_key"
  if [ "$platform" = source ]; then
    # With the SwiftUI reader, as the Linux archive has it (once per version: the tool cache keeps it).
    swift build -c release --product tokenlint --traits SwiftSource --package-path "${GITHUB_ACTION_PATH:?}" --scratch-path "$work/build"
    cp "$work/build/release/tokenlint" "$binary"
  else
    name="tokenlint-$version-$platform.tar.gz"
    base=${DOWNLOAD_URL//\{version\}/$version}
    case "$base" in
    http://* | https://* | file://*)
      for file in "$name" "$name.sha256"; do
        curl --fail --silent --show-error --location --retry 3 -o "$work/$file" "$base/$file" || fail "cannot download $base/$file"
      done
      ;;
    *) cp "$base/$name" "$base/$name.sha256" "$work/" || fail "no $name with its .sha256 in $base" ;;
    esac
    expected=$(awk 'NR == 1 { print $1 }' "$work/$name.sha256")
    actual=$(sha256sum "$work/$name" | awk '{ print $1 }')
    [ -n "$expected" ] && [ "$expected" = "$actual" ] || fail "$name does not match its SHA-256 ($actual, expected ${expected:-nothing}): not installed"
    tar -xzf "$work/$name" -C "$work"
    cp "$work/${name%.tar.gz}/tokenlint" "$binary"
  fi
  chmod +x "$binary"
  touch "$cache/$arch_key.complete"
fi

"$binary" --version
echo "tokenlint=$binary" >>"${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"

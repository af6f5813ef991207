#!/usr/bin/env bash
# Builds the release archive of this machine's platform:
#   OUT/tokenlint-VERSION-linux-ARCH.tar.gz (+ .sha256)   on Linux (x86_64 or aarch64)
#   OUT/tokenlint-VERSION-macos-universal.tar.gz (+ .sha256) on macOS
# The Linux binary carries the Swift runtime, Foundation and libxml2 (with ICU, zlib and lzma,
# which Debian's libxml2 needs) inside it, so it runs on a machine with neither Swift nor
# libxml2: `ldd` lists glibc's libraries (and libstdc++/libgcc_s) only.
# Usage: scripts/build-release.sh [OUT]   (OUT defaults to dist; the scratch path to
# .build-static, kept between runs so a second build is incremental).
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:-dist}
scratch=${TOKENLINT_RELEASE_SCRATCH:-.build-static}
commit=$(git rev-parse --short=12 HEAD)
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then commit="$commit-dirty"; fi
version=$(sed -nE 's/^ *public static let version = "([^"]+)".*/\1/p' Sources/TokenLintCLI/TokenLintCommand.swift)
[ -n "$version" ] || { echo "build-release: no version in TokenLintCommand.swift" >&2; exit 2; }

# The commit reaches the binary as a C macro in a generated header (Sources/CBuildInfo), only
# rewritten when it changes so an unchanged commit rebuilds nothing.
mkdir -p "$out" "$scratch/build-info"
info="$(cd "$scratch/build-info" && pwd)"
printf '#define TOKENLINT_COMMIT "%s"\n' "$commit" > "$info/tokenlint_commit.h.new"
if cmp -s "$info/tokenlint_commit.h.new" "$info/tokenlint_commit.h"; then rm "$info/tokenlint_commit.h.new"
else mv "$info/tokenlint_commit.h.new" "$info/tokenlint_commit.h"; fi
commit_flags=(-Xcc -I -Xcc "$info")
# The archive reads SwiftUI source: users who download it never pay swift-syntax's build, which
# is why a build from source leaves the trait off (Package.swift).
traits=(--traits SwiftSource)

case "$(uname -s)" in
Linux)
  arch=$(uname -m)
  # `-lxml2` (from the module map and pkg-config) is found in this folder: pkg-config reads
  # the libxml-2.0.pc written here first (PKG_CONFIG_PATH), whose -L comes before the system
  # folder's, and a linker script named libxml2.a there names the static archives of libxml2
  # and of what it needs, in one group, so nothing of them is left to load at run time.
  # Debian's -dev packages ship these archives.
  libs="$(pwd)/$scratch/static-libs"
  mkdir -p "$libs"
  archives=()
  for name in libxml2.a libicuuc.a libicudata.a libz.a liblzma.a; do
    path=$(cc -print-file-name="$name" 2>/dev/null || clang -print-file-name="$name")
    [ -f "$path" ] || { echo "build-release: $name not found (apt-get install libxml2-dev libicu-dev zlib1g-dev liblzma-dev)" >&2; exit 2; }
    archives+=("$path")
  done
  printf 'GROUP ( %s -lstdc++ -lm )\n' "${archives[*]}" > "$libs/libxml2.a"
  printf 'Name: libxml-2.0\nDescription: libxml2, linked statically\nVersion: %s\nCflags: %s\nLibs: -L%s -lxml2\n' \
    "$(pkg-config --modversion libxml-2.0)" "$(pkg-config --cflags libxml-2.0)" "$libs" > "$libs/libxml-2.0.pc"
  PKG_CONFIG_PATH="$libs" swift build -c release --product tokenlint --scratch-path "$scratch" --static-swift-stdlib \
    "${traits[@]}" "${commit_flags[@]}"
  binary="$scratch/release/tokenlint"
  platform="linux-$arch"
  ;;
Darwin)
  swift build -c release --product tokenlint --scratch-path "$scratch" --arch arm64 --arch x86_64 \
    "${traits[@]}" "${commit_flags[@]}"
  binary="$scratch/apple/Products/Release/tokenlint"
  platform="macos-universal"
  ;;
*)
  echo "build-release: unsupported system $(uname -s)" >&2
  exit 2
  ;;
esac

name="tokenlint-$version-$platform"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir "$stage/$name"
cp "$binary" "$stage/$name/tokenlint"
strip "$stage/$name/tokenlint"
cp LICENSE README.md "$stage/$name/"
tar -C "$stage" -czf "$out/$name.tar.gz" "$name"
(cd "$out" && sha256sum "$name.tar.gz" 2>/dev/null > "$name.tar.gz.sha256" || shasum -a 256 "$name.tar.gz" > "$name.tar.gz.sha256")
echo "$out/$name.tar.gz"

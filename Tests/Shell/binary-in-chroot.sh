#!/usr/bin/env bash
# The release archive on a machine that has never seen Swift: a minimal Debian root
# (debootstrap --variant=minbase, with curl for the README's recipes, neither Swift nor
# libxml2) runs the packaged binary
# under chroot through every command a CI job uses. Needs root (chroot, mount).
# Usage: Tests/Shell/binary-in-chroot.sh ARCHIVE.tar.gz (built from this checkout's HEAD)
# The debootstrap result is kept as a tarball in $TOKENLINT_CI_CACHE (default
# /var/cache/tokenlint-ci) and unpacked into a fresh root each run: debootstrap itself takes
# minutes on a loaded machine, unpacking seconds.
set -euo pipefail
cd "$(dirname "$0")/../.."
suite=BinaryInChroot
. Tests/Shell/lib.sh

archive=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
commit=$(git rev-parse --short=12 HEAD)
cache=${TOKENLINT_CI_CACHE:-/var/cache/tokenlint-ci}
suite_name=bookworm
arch=$(dpkg --print-architecture)
base="$cache/debian-$suite_name-minbase-curl-$arch.tar"

if [ ! -f "$base" ]; then
  mkdir -p "$cache/debs"
  fresh=$(mktemp -d)
  debootstrap --variant=minbase --include=curl,ca-certificates --cache-dir="$cache/debs" "$suite_name" "$fresh" http://deb.debian.org/debian >/dev/null
  tar -C "$fresh" -cf "$base.part" .
  mv "$base.part" "$base"
  rm -rf "$fresh"
fi

root=$(mktemp -d)
cleanup() {
  umount "$root/proc" 2>/dev/null || true
  rm -rf "$root"
}
trap cleanup EXIT
tar -C "$root" -xf "$base"
# A Swift binary reads its arguments from /proc/self/cmdline.
mount -t proc proc "$root/proc"

mkdir -p "$root/opt" "$root/work/Examples"
tar -C "$root/opt" -xzf "$archive"
ln -s "$(cd "$root/opt" && ls -d tokenlint-*)/tokenlint" "$root/opt/tokenlint-bin"
cp -R Examples/specs "$root/work/Examples/specs"
mkdir -p "$root/release"
cp "$archive" "$archive.sha256" "$root/release/"
cp Tests/Fixtures/lint/neutral.tokenlint.yml "$root/work/neutral.tokenlint.yml"

# in_root COMMAND…: runs COMMAND in /work of the root, with the packaged binary as `tokenlint`.
in_root() {
  chroot "$root" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/work LANG=C.UTF-8 \
    /bin/sh -c 'cd /work && exec "$@"' sh "$@"
}
tl() { in_root /opt/tokenlint-bin "$@"; }

root_has_no_swift_or_libxml2() {
  ! ls "$root"/usr/lib/*/libxml2.so* 2>/dev/null
  ! ls "$root"/usr/lib/*/libicuuc.so* 2>/dev/null
  ! in_root sh -c 'command -v swift swiftc'
}

binary_needs_only_glibc() {
  local binary
  binary=$(ls "$root"/opt/tokenlint-*/tokenlint)
  ldd "$binary"
  ! ldd "$binary" | grep -vE '^\s*(linux-vdso\.so|/lib64/ld-linux|/lib/ld-linux|(libc|libm|libdl|libpthread|librt|libutil|libstdc\+\+|libgcc_s)\.so)'
}

version_names_the_commit() {
  local out
  out=$(tl --version)
  echo "$out"
  [[ "$out" =~ ^[0-9]+\.[0-9]+\.[0-9]+\ \(commit\ $commit(-dirty)?\)$ ]]
}

lint_examples_json() {
  expect_exit 1 tl lint --no-cache --config neutral.tokenlint.yml Examples/specs --format json >"$root/work/lint.json"
  diff -u Tests/TokenLintCLITests/Snapshots/examples.json.json "$root/work/lint.json"
}

lint_writes_junit_and_sarif() {
  expect_exit 1 tl lint --no-cache --config neutral.tokenlint.yml Examples/specs --format text \
    --junit-profile strict --report junit=reports/junit.xml --report sarif=reports/lint.sarif
  grep -q '<testsuites' "$root/work/reports/junit.xml"
  python3 -c '
import json, sys
log = json.load(open(sys.argv[1]))
assert log["version"] == "2.1.0", log["version"]
results = log["runs"][0]["results"]
errors = [r for r in results if r.get("level") == "error" and not r.get("suppressions")]
assert len(errors) == 9, len(errors)
' "$root/work/reports/lint.sarif"
}

junit_validates_with_the_embedded_xsds() {
  tl report validate reports/junit.xml --schema jenkins
  tl report validate reports/junit.xml --schema ant
}

tokens_export_every_format() {
  local format
  mkdir -p "$root/work/exports"
  for format in json dtcg swift css html; do
    tl tokens export --format "$format" --output "exports/tokens.$format" || return 1
    [ -s "$root/work/exports/tokens.$format" ] || { echo "empty export $format"; return 1; }
  done
  for format in xcassets android; do
    tl tokens export --format "$format" --output "exports/$format" || return 1
    [ -n "$(ls -A "$root/work/exports/$format")" ] || { echo "empty export $format"; return 1; }
  done
}

# The README's blocks marked as tested here, with the release URL pointed at /release.
readme_block() {
  python3 - "$1" <<'PY'
import re, sys, yaml
readme = open("README.md").read()
url = re.compile(r"https://github\.com/tokenlint/tokenlint/releases/download/v\$[A-Z_]+")
marker = "<!-- tested: Tests/Shell/binary-in-chroot.sh"
blocks = [re.search(r"```(\w+)\n(.*?)```", readme[i:], re.S) for i in [m.start() for m in re.finditer(re.escape(marker), readme)]]
if sys.argv[1] == "install":
    print(url.sub("file:///release", blocks[0].group(2)))
else:
    jobs = yaml.safe_load(blocks[1].group(2))
    hidden, job = jobs[".tokenlint"], jobs["design-lint"]
    assert job["extends"] == ".tokenlint"
    for name, value in hidden["variables"].items():
        print(f"export {name}={value}")
    for line in hidden["before_script"]:
        if not line.startswith("apt-get "):
            print(url.sub("file:///release", line))
    for line in job["script"]:
        print(line)
PY
}

readme_install_lines() {
  readme_block install >"$root/work/install.sh"
  cat "$root/work/install.sh"
  in_root bash -e install.sh
  [ -x "$root/usr/local/bin/tokenlint" ]
}

# GitLab's job: the lint exits 1 (the examples have errors), which fails the job as it should.
readme_gitlab_recipe() {
  mkdir -p "$root/work/gitlab/design"
  cp -R Examples/specs "$root/work/gitlab/design/specs"
  cp Tests/Fixtures/lint/neutral.tokenlint.yml "$root/work/gitlab/.tokenlint.yml"
  readme_block gitlab >"$root/work/gitlab/job.sh"
  cat "$root/work/gitlab/job.sh"
  rm -f "$root/usr/local/bin/tokenlint"
  expect_exit 1 in_root bash -c 'cd gitlab && bash -e job.sh'
  grep -q '<testcase' "$root/work/gitlab/reports/junit.xml"
}

check root_has_no_swift_or_libxml2 root_has_no_swift_or_libxml2
check binary_needs_only_glibc binary_needs_only_glibc
check version_names_the_commit version_names_the_commit
check lint_examples_json lint_examples_json
check lint_writes_junit_and_sarif lint_writes_junit_and_sarif
check junit_validates_with_the_embedded_xsds junit_validates_with_the_embedded_xsds
check tokens_export_every_format tokens_export_every_format
check readme_install_lines readme_install_lines
check readme_gitlab_recipe readme_gitlab_recipe
finish

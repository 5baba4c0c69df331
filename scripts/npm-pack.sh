#!/bin/sh
# Builds the npm packages of the tensora command line, the way esbuild ships
# its binaries: @tensora/cli (npm/cli: a JS shim, no dependencies but one
# optional dependency per platform) and @tensora/cli-<os>-<cpu> (generated
# here: the binary in bin/, "os" and "cpu" set so that npm installs only the
# one that matches). Nothing is downloaded at install time.
#
#   scripts/npm-pack.sh [-o OUTDIR] [-v VERSION] [GOOS/GOARCH ...]
#
# Targets default to this host's only. The tarballs (npm pack) go to OUTDIR,
# bin/npm by default, and their paths are printed one a line, the platform
# packages first.
#
# The version has one source, the Go binary's: without -v it is what the
# host's build prints for `tensora --version` (var version in
# cmd/tensora/root.go); with -v it is stamped into the binaries
# (-ldflags -X main.version=VERSION). Either way the same string goes into
# every package.json, and @tensora/cli's optionalDependencies pin each
# platform package to exactly that version.
#
# tensora links ONNX Runtime's Go binding with cgo, so another platform's
# binary needs a C cross-compiler for it: name it in CC_<goos>_<goarch>
# (CC_linux_arm64=aarch64-linux-gnu-gcc, say); a target other than the host
# without one is refused. GCFLAGS are the Makefile's: encrypted inference
# must be built without fused multiply-adds (he.CheckBuild).
set -eu

cd "$(dirname "$0")/.."
out=bin/npm
version=
while getopts o:v: opt; do
	case $opt in
	o) out=$OPTARG ;;
	v) version=$OPTARG ;;
	*) echo "usage: $0 [-o OUTDIR] [-v VERSION] [GOOS/GOARCH ...]" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))

GO=${GO:-go}
GCFLAGS=${GCFLAGS:-"-gcflags=github.com/tuneinsight/lattigo/v6/...=-d=fmahash=n -gcflags=github.com/tensora/tensora/he/...=-d=fmahash=n"}
host=$($GO env GOOS)/$($GO env GOARCH)
[ $# -gt 0 ] || set -- "$host"

command -v npm >/dev/null 2>&1 || { echo "npm-pack: npm is not installed" >&2; exit 1; }
mkdir -p "$out"
out=$(cd "$out" && pwd)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

# npmname GOOS/GOARCH: the platform's npm os-cpu, as Node's process.platform
# and process.arch spell them (the shim builds the package name from those).
npmname() {
	case ${1%/*} in
	linux | darwin) os=${1%/*} ;;
	windows) os=win32 ;;
	*) echo "npm-pack: unsupported GOOS in $1" >&2; return 1 ;;
	esac
	case ${1#*/} in
	amd64) cpu=x64 ;;
	arm64) cpu=arm64 ;;
	*) echo "npm-pack: unsupported GOARCH in $1" >&2; return 1 ;;
	esac
	echo "$os-$cpu"
}

# crosscc GOOS/GOARCH: the C compiler for that platform, empty for the host.
crosscc() {
	[ "$1" != "$host" ] || return 0
	eval "cc=\${CC_${1%/*}_${1#*/}:-}"
	if [ -z "$cc" ]; then
		echo "npm-pack: $1 is not this host ($host) and tensora needs cgo (ONNX Runtime's binding): set CC_${1%/*}_${1#*/} to a C cross-compiler for it, or run this on a $1 host" >&2
		return 1
	fi
	echo "$cc"
}

# build GOOS/GOARCH FILE: the tensora binary for that platform.
build() {
	goos=${1%/*} goarch=${1#*/}
	cc=$(crosscc "$1")
	ldflags=
	[ -z "$version" ] || ldflags="-X main.version=$version"
	# shellcheck disable=SC2086 # GCFLAGS holds several flags
	env CGO_ENABLED=1 GOOS="$goos" GOARCH="$goarch" ${cc:+CC="$cc"} \
		$GO build $GCFLAGS -ldflags "$ldflags" -o "$2" ./cmd/tensora
}

# Check every target before building any.
for t in "$@"; do
	npmname "$t" >/dev/null || exit 1
	crosscc "$t" >/dev/null || exit 1
done

for t in "$@"; do
	name=$(npmname "$t")
	exe=tensora
	[ "${t%/*}" != windows ] || exe=tensora.exe
	mkdir -p "$stage/$name/bin"
	echo "npm-pack: building $t" >&2
	build "$t" "$stage/$name/bin/$exe"
done

# Without -v, the version is the one the host's binary prints.
if [ -z "$version" ]; then
	hostbin=$stage/$(npmname "$host")/bin/tensora
	if [ ! -x "$hostbin" ]; then
		hostbin=$stage/host-tensora
		build "$host" "$hostbin"
	fi
	version=$("$hostbin" --version | awk '{print $2}')
	[ -n "$version" ] || { echo "npm-pack: $hostbin --version printed no version" >&2; exit 1; }
fi
echo "npm-pack: version $version" >&2

# The platform packages: package.json and README generated here.
for t in "$@"; do
	name=$(npmname "$t")
	node - "$stage/$name/package.json" "$name" "$version" <<'EOF'
const fs = require("fs");
const [file, name, version] = process.argv.slice(2);
const [os, cpu] = name.split("-");
fs.writeFileSync(file, JSON.stringify({
  name: `@tensora/cli-${name}`,
  version,
  description: `The ${name} binary of the tensora command line. Install @tensora/cli, which runs it.`,
  os: [os],
  cpu: [cpu],
  files: ["bin/"],
  preferUnplugged: true,
}, null, 2) + "\n");
EOF
	printf '# @tensora/cli-%s\n\nThe %s binary of the tensora command line, run by\n`@tensora/cli`: install that package (`npm install -g @tensora/cli`), not this one.\n' \
		"$name" "$name" >"$stage/$name/README.md"
done

# The shim's package: npm/cli, stamped, pinning the platform packages built.
cp -R npm/cli "$stage/cli"
names=
for t in "$@"; do names="$names $(npmname "$t")"; done
# shellcheck disable=SC2086 # one argument per platform
node - "$stage/cli/package.json" "$version" $names <<'EOF'
const fs = require("fs");
const [file, version, ...names] = process.argv.slice(2);
const pkg = JSON.parse(fs.readFileSync(file, "utf8"));
pkg.version = version;
pkg.optionalDependencies = Object.fromEntries(names.map((n) => [`@tensora/cli-${n}`, version]));
fs.writeFileSync(file, JSON.stringify(pkg, null, 2) + "\n");
EOF

for dir in $names cli; do
	tgz=$(cd "$stage/$dir" && npm pack --silent --pack-destination "$out")
	echo "$out/$tgz"
done

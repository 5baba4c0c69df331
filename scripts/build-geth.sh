#!/bin/sh
# Builds geth, go-ethereum's node, into .cache/geth/<version>/geth
# (git-ignored), and prints its path. A binary already in place is reused;
# with TENSORA_GETH set, that binary is (nothing is built). TENSORA_CACHE
# overrides the .cache directory. The version is the one
# Tensora's go.mod requires, so the geth the tests run against speaks the
# same protocol as the go-ethereum library Tensora links.
#
# geth is installed from its own module at that version (`go install
# ...@version`, outside Tensora's module): cmd/geth's own requirements
# resolve as go-ethereum pins them (built inside Tensora's module graph,
# its old monolithic genproto clashes with grpc's split one), and the
# project's go.mod and go.sum are left alone. The cold build takes a few
# minutes on two cores.
set -eu

die() { echo "build-geth: $*" >&2; exit 1; }

# TENSORA_GETH names another geth binary: the tests run that one.
if [ -n "${TENSORA_GETH:-}" ]; then
	[ -x "$TENSORA_GETH" ] || die "TENSORA_GETH=$TENSORA_GETH is not an executable"
	echo "$TENSORA_GETH"
	exit 0
fi

root=$(cd "$(dirname "$0")/.." && pwd)
command -v go >/dev/null 2>&1 || die "go not found"
cd "$root"
version=$(GOFLAGS= go list -m -f '{{.Version}}' github.com/ethereum/go-ethereum) ||
	die "go.mod does not require github.com/ethereum/go-ethereum"

cache=${TENSORA_CACHE:-$root/.cache}
mkdir -p "$cache"
cache=$(cd "$cache" && pwd)
dir=$cache/geth/$version
bin=$dir/geth
if [ -x "$bin" ]; then
	echo "$bin"
	exit 0
fi

echo "build-geth: building geth $version into $bin (a few minutes)" >&2
mkdir -p "$dir"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# GOFLAGS cleared and run from an empty folder: outside any module. GOBIN
# is a scratch folder so a failed build leaves no half binary in the cache.
cd "$work"
GOFLAGS= GOBIN="$work/bin" go install -trimpath -ldflags "-s -w" \
	"github.com/ethereum/go-ethereum/cmd/geth@$version" ||
	die "go install github.com/ethereum/go-ethereum/cmd/geth@$version failed"
mv "$work/bin/geth" "$bin.part"
mv "$bin.part" "$bin"
echo "$bin"

#!/bin/sh
# Builds Kubo, the reference IPFS node, into .cache/kubo/<version>/ipfs
# (git-ignored) for the interop test (make test-kubo), and prints its path.
# A binary already in place is reused. TENSORA_CACHE overrides the .cache
# directory, KUBO_VERSION the version.
#
# Kubo's go.mod replaces go-libp2p with a fork the Go module proxy does not
# serve, so `go install .../cmd/ipfs@version` refuses it and the fork cannot
# be fetched: the module's source is built with the replace dropped and the
# upstream go-libp2p release the fork tracks (KUBO_LIBP2P). Bitswap, the
# importer and the transports are Kubo's own, which is what the test is
# about. The first build takes a few minutes.
set -eu

KUBO_VERSION=${KUBO_VERSION:-v0.43.1}
KUBO_LIBP2P=${KUBO_LIBP2P:-v0.52.0}

die() { echo "build-kubo: $*" >&2; exit 1; }

root=$(cd "$(dirname "$0")/.." && pwd)
cache=${TENSORA_CACHE:-$root/.cache}
mkdir -p "$cache"
cache=$(cd "$cache" && pwd)
bin=$cache/kubo/$KUBO_VERSION/ipfs
if [ -x "$bin" ]; then
	echo "$bin"
	exit 0
fi

command -v go >/dev/null 2>&1 || die "go not found"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Outside any module, so the project's go.mod and go.sum are left alone.
dir=$(cd "$work" && GOFLAGS= go mod download -json "github.com/ipfs/kubo@$KUBO_VERSION" |
	sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
[ -n "$dir" ] || die "could not download github.com/ipfs/kubo@$KUBO_VERSION"
cp -R "$dir" "$work/src"
chmod -R u+w "$work/src"
cd "$work/src"
GOFLAGS= go mod edit -dropreplace github.com/libp2p/go-libp2p -require "github.com/libp2p/go-libp2p@$KUBO_LIBP2P"
echo "build-kubo: building Kubo $KUBO_VERSION (go-libp2p $KUBO_LIBP2P) into $bin" >&2
mkdir -p "$(dirname "$bin")"
GOFLAGS="-mod=mod -buildvcs=false" go build -o "$bin.part" ./cmd/ipfs
mv "$bin.part" "$bin"
echo "$bin"

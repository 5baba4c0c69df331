#!/bin/sh
# Builds ollama, the CPU stand-in for vLLM that the LLM engine's tests and
# benchmarks run for real (engine/llm), into .cache/ollama/<version>/ollama
# (git-ignored), and prints its path. A binary already in place is reused.
# TENSORA_CACHE overrides the .cache directory, OLLAMA_VERSION the version.
#
# ollama is installed from its own Go module with `go install`, never as a
# requirement of Tensora's go.mod. Its module zip drops llama.cpp's vendored
# headers (Go module zips omit nested vendor/ folders): nlohmann/json and
# stb come from Debian packages (installed here when missing, as root or
# through sudo), and scripts/ollama-include holds a stub miniaudio.h of our
# own (audio decoding disabled; text models never reach it). The cold build
# takes several minutes on two cores.
set -eu

OLLAMA_VERSION=${OLLAMA_VERSION:-0.17.4}

die() { echo "build-ollama: $*" >&2; exit 1; }

root=$(cd "$(dirname "$0")/.." && pwd)
cache=${TENSORA_CACHE:-$root/.cache}
mkdir -p "$cache"
cache=$(cd "$cache" && pwd)
dir=$cache/ollama/$OLLAMA_VERSION
bin=$dir/ollama
if [ -x "$bin" ]; then
	echo "$bin"
	exit 0
fi

command -v go >/dev/null 2>&1 || die "go not found"
command -v g++ >/dev/null 2>&1 || command -v c++ >/dev/null 2>&1 || die "a C++ compiler (g++) is needed"

# The headers the module zip lacks.
pkgs=
[ -f /usr/include/nlohmann/json.hpp ] || pkgs="$pkgs nlohmann-json3-dev"
[ -f /usr/include/stb/stb_image.h ] || pkgs="$pkgs libstb-dev"
if [ -n "$pkgs" ]; then
	if [ "$(id -u)" = 0 ]; then
		as_root=
	elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
		as_root=sudo
	else
		die "needs the Debian packages$pkgs; install them as root (apt-get install -y$pkgs) and run again"
	fi
	echo "build-ollama: installing$pkgs" >&2
	# shellcheck disable=SC2086
	$as_root apt-get install -y -qq $pkgs >/dev/null 2>&1 ||
		{ $as_root apt-get update -qq >/dev/null && $as_root apt-get install -y -qq $pkgs >/dev/null; } ||
		die "apt-get install$pkgs failed; install them as root and run again"
fi

echo "build-ollama: building ollama $OLLAMA_VERSION into $bin (several minutes)" >&2
mkdir -p "$dir"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Outside any module (GOFLAGS cleared, run from an empty folder), so the
# project's go.mod and go.sum are left alone. GOBIN is a scratch folder so a
# failed build leaves no half binary in the cache.
cd "$work"
GOFLAGS= GOBIN="$work/bin" CGO_ENABLED=1 \
	CGO_CPPFLAGS="-I$root/scripts/ollama-include -I/usr/include/stb ${CGO_CPPFLAGS:-}" \
	go install -trimpath \
	-ldflags "-s -w -X=github.com/ollama/ollama/version.Version=$OLLAMA_VERSION" \
	"github.com/ollama/ollama@v$OLLAMA_VERSION" ||
	die "go install github.com/ollama/ollama@v$OLLAMA_VERSION failed"
mv "$work/bin/ollama" "$bin.part"
mv "$bin.part" "$bin"
echo "$bin"

#!/bin/sh
# Compiles chain/contracts/*.sol into chain/artifacts/<Contract>.abi/.bin and
# generates abigen v2 bindings into chain/bindings. Run by
# `go generate ./chain/...` (chain/gen.go); `make check-generated` reruns it
# and fails if the committed outputs differ.
#
# The compiler (solcjs, npm `solc`) and OpenZeppelin Contracts are pinned
# below and installed once into .cache/solc/ (git-ignored) with npm; later
# runs use that cache and need no network. The bindings come from the
# abigen library of the go-ethereum version in go.mod.
set -eu
SOLC_VERSION=0.8.28
OZ_VERSION=5.7.0

cd "$(dirname "$0")/.."
root=$(pwd)
cache="$root/.cache/solc/solc-$SOLC_VERSION-oz-$OZ_VERSION"

command -v node >/dev/null 2>&1 || { echo "compile-contracts: node not found (Debian: apt-get install nodejs npm)" >&2; exit 1; }
if [ ! -f "$cache/.installed" ]; then
  command -v npm >/dev/null 2>&1 || { echo "compile-contracts: npm not found (Debian: apt-get install npm)" >&2; exit 1; }
  echo "compile-contracts: installing solc@$SOLC_VERSION and @openzeppelin/contracts@$OZ_VERSION into $cache"
  rm -rf "$cache"
  mkdir -p "$cache"
  printf '{"name":"tensora-solc-cache","private":true}\n' >"$cache/package.json"
  (cd "$cache" && npm install --no-audit --no-fund --ignore-scripts --no-package-lock --loglevel=error \
    "solc@$SOLC_VERSION" "@openzeppelin/contracts@$OZ_VERSION" >/dev/null)
  touch "$cache/.installed"
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# Compile into a temporary folder first so a failed build leaves the
# committed artifacts alone.
node chain/contracts/compile.js "$cache/node_modules" chain/contracts "$tmp/artifacts"
rm -rf chain/artifacts
mkdir -p chain/artifacts
cp "$tmp"/artifacts/*.abi "$tmp"/artifacts/*.bin chain/artifacts/

# abigen v2: the library behind `abigen --v2`, driven by a small program so
# that go.mod needs none of the abigen command's CLI dependencies.
go run ./chain/internal/genbindings chain/artifacts chain/bindings
echo "compile-contracts: wrote chain/artifacts and chain/bindings"

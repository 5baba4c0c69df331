package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tensora/tensora/store"
)

// image build → ls → inspect through the datadir's store: the same tree
// built twice prints the same CID and digest; inspect shows the
// entrypoint, env and layers.
func TestImageBuildListInspect(t *testing.T) {
	dir := t.TempDir()
	src := t.TempDir()
	if err := os.MkdirAll(filepath.Join(src, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(src, "bin/app"), []byte("#!/bin/sh\necho hi\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	args := []string{"image", "build", src, "--entrypoint", "/bin/app --serve", "--env", "MODE=fast", "--workdir", "/work", "--name", "app", "--json"}
	var built [2]struct{ CID, Digest, URI string }
	for i := range built {
		out, err := run(t, dir, args...)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(out), &built[i]); err != nil || !strings.HasPrefix(built[i].Digest, "sha256:") || built[i].URI != "ipfs://"+built[i].CID+"@"+built[i].Digest {
			t.Fatalf("image build --json = %q (%v)", out, err)
		}
	}
	if built[0] != built[1] {
		t.Fatalf("two builds of one tree: %+v vs %+v", built[0], built[1])
	}
	out, err := run(t, dir, "image", "ls")
	if err != nil || !strings.Contains(out, built[0].CID) || !strings.Contains(out, "app") {
		t.Fatalf("image ls = %q, %v", out, err)
	}
	out, err = run(t, dir, "image", "inspect", built[0].URI)
	if err != nil || !strings.Contains(out, `"/bin/app" "--serve"`) || !strings.Contains(out, "MODE=fast") || !strings.Contains(out, "layer 0") {
		t.Fatalf("image inspect = %q, %v", out, err)
	}
	out, err = run(t, dir, "image", "inspect", built[0].CID, "--json")
	var s struct {
		Entrypoint []string
		Env        []string
		WorkDir    string
		Layers     []struct{ Digest, CID string }
	}
	if err != nil || json.Unmarshal([]byte(out), &s) != nil || len(s.Layers) != 1 || s.WorkDir != "/work" || len(s.Entrypoint) != 2 {
		t.Fatalf("image inspect --json = %q, %v", out, err)
	}
}

func TestImageBadInput(t *testing.T) {
	dir := t.TempDir()
	src := t.TempDir()
	os.WriteFile(filepath.Join(src, "f"), []byte("x"), 0o644)
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"build without entrypoint", []string{"image", "build", src}, "--entrypoint is required"},
		{"build missing source", []string{"image", "build", "/nonexistent/dir", "--entrypoint", "/a"}, "no such file"},
		{"build bad env", []string{"image", "build", src, "--entrypoint", "/a", "--env", "NOEQUALS"}, "want K=V"},
		{"import junk", []string{"image", "import", filepath.Join(src, "f")}, "not a tar archive"},
		{"inspect not a cid", []string{"image", "inspect", "notacid"}, "want ipfs://<cid>"},
		{"inspect unknown cid", []string{"image", "inspect", "bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy"}, "not"},
		{"inspect wrong digest", []string{"image", "inspect", "bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy@sha256:zz"}, "digest"},
	}
	for _, c := range cases {
		if _, err := run(t, dir, c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want %q", c.name, err, c.want)
		}
	}
}

// While another process (a running node) holds the datadir's store, image
// commands fail with one line that says so, instead of a badger error.
func TestImageDatadirInUse(t *testing.T) {
	dir := t.TempDir()
	if _, err := run(t, dir, "image", "ls"); err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(filepath.Join(dir, "node"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	src := t.TempDir()
	os.WriteFile(filepath.Join(src, "f"), []byte("x"), 0o644)
	for _, args := range [][]string{{"image", "ls"}, {"image", "build", src, "--entrypoint", "/f"}} {
		if _, err := run(t, dir, args...); err == nil || !strings.Contains(err.Error(), "in use by another tensora process") {
			t.Errorf("%v with the store held: %v", args, err)
		}
	}
}

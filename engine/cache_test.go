package engine

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// standIn makes the process look like it runs from a binary at exe with
// the working directory wd and no cache variable.
func standIn(t *testing.T, exe, wd string) {
	t.Helper()
	t.Setenv("TENSORA_CACHE", "")
	t.Chdir(wd)
	old := executable
	executable = func() (string, error) { return exe, nil }
	t.Cleanup(func() { executable = old })
}

func touch(t *testing.T, path string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestFindCacheFileNamesPlaces(t *testing.T) {
	root := t.TempDir()
	wd := filepath.Join(root, "work", "here")
	bin := filepath.Join(root, "usr", "bin")
	for _, d := range []string{wd, bin} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	standIn(t, filepath.Join(bin, "tensora"), wd)
	rel := filepath.Join("models", SileroVAD)
	_, err := FindCacheFile(rel)
	if !errors.Is(err, ErrNotInCache) {
		t.Fatalf("err = %v, want ErrNotInCache", err)
	}
	msg := err.Error()
	for _, want := range []string{
		"$TENSORA_CACHE (unset)",
		filepath.Join(wd, ".cache", rel),
		filepath.Join(bin, ".cache", rel),
		filepath.Join(root, "usr", "lib", "tensora", rel), // cleaned: no bin/..
		"then .cache/ in every directory above",
		"make setup",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("error does not name %q:\n%s", want, msg)
		}
	}
	if strings.Count(msg, ".cache/"+filepath.ToSlash(rel)) > 4 {
		t.Errorf("error lists each ancestor instead of the walk:\n%s", msg)
	}

	// Each place, from the last looked to the first: the earlier wins.
	installed := filepath.Join(root, "usr", "lib", "tensora", rel)
	touch(t, installed)
	if p, err := FindCacheFile(rel); err != nil || p != installed {
		t.Fatalf("installed cache: %q, %v", p, err)
	}
	above := filepath.Join(root, "work", ".cache", rel) // a directory above the working one
	touch(t, above)
	if p, err := FindCacheFile(rel); err != nil || p != above {
		t.Fatalf(".cache above the working directory: %q, %v", p, err)
	}
	extra := filepath.Join(bin, "x.onnx")
	touch(t, extra)
	if p, err := FindCacheFile(rel, extra); err != nil || p != extra {
		t.Fatalf("extra file: %q, %v", p, err)
	}
	env := filepath.Join(root, "cache")
	touch(t, filepath.Join(env, rel))
	t.Setenv("TENSORA_CACHE", env)
	if p, err := FindCacheFile(rel, extra); err != nil || p != filepath.Join(env, rel) {
		t.Fatalf("$TENSORA_CACHE: %q, %v", p, err)
	}
}

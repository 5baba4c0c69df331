package engine

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// SileroVAD is the file name scripts/setup-native.sh gives silero VAD v5,
// the model tests and the testnet run.
const SileroVAD = "silero_vad_v5.onnx"

// InstalledCacheDir is where an installed binary's cache lives, relative to
// the binary's directory: /usr/local/bin/tensora reads
// /usr/local/lib/tensora/models/… and …/native/….
const InstalledCacheDir = "../lib/tensora"

// ErrNotInCache: FindCacheFile found the file in none of the places it
// looked; the error lists them.
var ErrNotInCache = errors.New("not found in the native cache")

// executable is os.Executable; tests stand in a binary elsewhere.
var executable = os.Executable

// A searchPlace is one place FindCacheFile looks: a file, or (walk) .cache/
// in a directory and in every directory above it.
type searchPlace struct {
	path string // a file, or with walk the directory the walk starts at
	walk bool
	note string // why the place is looked at, for the error
}

// cacheSearch is where FindCacheFile looks for rel, in order: under
// $TENSORA_CACHE, then the extra files, then .cache/ in the working
// directory and every directory above it, the same from the executable's
// directory, then the installed cache next to the binary.
func cacheSearch(rel string, extra []string) []searchPlace {
	var ps []searchPlace
	if dir := os.Getenv("TENSORA_CACHE"); dir != "" {
		ps = append(ps, searchPlace{path: filepath.Join(dir, rel), note: "$TENSORA_CACHE"})
	}
	for _, e := range extra {
		ps = append(ps, searchPlace{path: e})
	}
	if wd, err := os.Getwd(); err == nil {
		ps = append(ps, searchPlace{path: wd, walk: true, note: "working directory"})
	}
	if exe, err := executable(); err == nil {
		dir := filepath.Dir(exe)
		ps = append(ps,
			searchPlace{path: dir, walk: true, note: "binary's directory"},
			searchPlace{path: filepath.Join(dir, InstalledCacheDir, rel), note: "installed next to the binary"})
	}
	return ps
}

// files expands a place into the files it stands for.
func (p searchPlace) files(rel string) []string {
	if !p.walk {
		return []string{p.path}
	}
	var out []string
	for dir := p.path; ; {
		out = append(out, filepath.Join(dir, ".cache", rel))
		parent := filepath.Dir(dir)
		if parent == dir {
			return out
		}
		dir = parent
	}
}

// describe is the place as the error names it: a walk is one line, not one
// path per ancestor.
func (p searchPlace) describe(rel string) string {
	s := p.path
	if p.walk {
		s = filepath.Join(p.path, ".cache", rel) + ", then .cache/ in every directory above"
	}
	if p.note != "" {
		s += " (" + p.note + ")"
	}
	return s
}

// FindCacheFile resolves a file that scripts/setup-native.sh put in the
// native cache, given its path inside the cache ("models/x.onnx"): first
// under $TENSORA_CACHE, then at each of extra (files a caller knows of,
// such as a library next to the binary), then under .cache/ in the working
// directory, the executable's directory, or any directory above either,
// then under ../lib/tensora/ from the executable's directory (an installed
// binary). The error wraps ErrNotInCache and names every place looked.
func FindCacheFile(rel string, extra ...string) (string, error) {
	places := cacheSearch(rel, extra)
	seen := map[string]bool{}
	for _, p := range places {
		for _, c := range p.files(rel) {
			if seen[c] {
				continue
			}
			seen[c] = true
			if st, err := os.Stat(c); err == nil && st.Mode().IsRegular() {
				return c, nil
			}
		}
	}
	return "", &NotFoundError{Rel: rel, Looked: describeAll(rel, places)}
}

func describeAll(rel string, places []searchPlace) []string {
	var out []string
	if os.Getenv("TENSORA_CACHE") == "" {
		out = append(out, "$TENSORA_CACHE (unset)")
	}
	for i, p := range places {
		if p.walk && i > 0 && places[i-1].walk && places[i-1].path == p.path {
			continue // the binary in the working directory: said once
		}
		if p.walk && i+1 < len(places) && places[i+1].walk && places[i+1].path == p.path {
			p.note += " and " + places[i+1].note
		}
		out = append(out, p.describe(rel))
	}
	return out
}

// NotFoundError is FindCacheFile's error: the file and every place looked.
type NotFoundError struct {
	Rel    string   // the path inside the cache
	Looked []string // the places, as a person reads them
}

func (e *NotFoundError) Error() string {
	return fmt.Sprintf("%s %s: looked in %s; run `make setup` in the checkout (or scripts/setup-native.sh), or set TENSORA_CACHE to a cache holding it",
		e.Rel, ErrNotInCache, strings.Join(e.Looked, "; "))
}

func (e *NotFoundError) Unwrap() error { return ErrNotInCache }

// FindModel resolves a model fetched by the setup script, by file name.
func FindModel(name string) (string, error) { return FindCacheFile(filepath.Join("models", name)) }

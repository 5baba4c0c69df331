package verify

import (
	"archive/tar"
	"bytes"
	"testing"

	"github.com/tensora/tensora/engine/oci/ocijob"
	"github.com/tensora/tensora/tensor"
)

func outTar(t *testing.T, files map[string][]byte, order ...string) []byte {
	t.Helper()
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for _, name := range order {
		if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(files[name])), Typeflag: tar.TypeReg}); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write(files[name]); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func f32File(t *testing.T, vals ...float32) []byte {
	t.Helper()
	ts, err := tensor.FromFloat32("y", []int64{int64(len(vals))}, vals)
	if err != nil {
		t.Fatal(err)
	}
	b, err := tensor.Encode([]tensor.Tensor{ts})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestCompareContainer(t *testing.T) {
	tol := ocijob.Output{Compare: ocijob.CompareTolerance, Atol: 1e-3}
	base := outTar(t, map[string][]byte{"log.txt": []byte("ok\n"), "y.safetensors": f32File(t, 1, 2, 3)}, "log.txt", "y.safetensors")
	close := outTar(t, map[string][]byte{"log.txt": []byte("ok\n"), "y.safetensors": f32File(t, 1, 2.0005, 3)}, "log.txt", "y.safetensors")
	far := outTar(t, map[string][]byte{"log.txt": []byte("ok\n"), "y.safetensors": f32File(t, 1, 2.1, 3)}, "log.txt", "y.safetensors")
	otherText := outTar(t, map[string][]byte{"log.txt": []byte("no\n"), "y.safetensors": f32File(t, 1, 2, 3)}, "log.txt", "y.safetensors")
	extra := outTar(t, map[string][]byte{"log.txt": []byte("ok\n"), "y.safetensors": f32File(t, 1, 2, 3), "z": nil}, "log.txt", "y.safetensors", "z")
	for _, c := range []struct {
		name             string
		claimed, reexec  []byte
		out              ocijob.Output
		agree, wantExact bool
	}{
		{"identical, exact", base, base, ocijob.Output{}, true, true},
		{"close, exact asked", close, base, ocijob.Output{}, false, false},
		{"close, tolerance", close, base, tol, true, false},
		{"far, tolerance", far, base, tol, false, false},
		{"other text file, tolerance", otherText, base, tol, false, false},
		{"an extra file, tolerance", extra, base, tol, false, false},
		{"not a tar, tolerance", []byte("garbage"), base, tol, false, false},
	} {
		got := CompareContainer(c.claimed, c.reexec, c.out)
		if got.Agree != c.agree || got.Exact != c.wantExact {
			t.Errorf("%s: %+v, want agree %v exact %v", c.name, got, c.agree, c.wantExact)
		}
		if !got.Agree && got.Reason == "" {
			t.Errorf("%s: disagreement without a reason", c.name)
		}
	}
}

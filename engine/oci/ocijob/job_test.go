package ocijob

import (
	"archive/tar"
	"bytes"
	"strings"
	"testing"
)

const img = "ipfs://bafkreibefvv3yossbloeyjzsjz5a4cxgcleyrohry24bncfztx34o5fd5m@sha256:0000000000000000000000000000000000000000000000000000000000000001"

func TestRequestRoundTrip(t *testing.T) {
	r := Request{Image: img, Args: []string{"-v"}, Env: []string{"A=1"}, Files: map[string][]byte{"a/b.txt": []byte("x")},
		Limits: Limits{MemoryBytes: 64 << 20}, Output: Output{Compare: CompareTolerance, Atol: 1e-3}}
	b, err := r.Encode()
	if err != nil {
		t.Fatal(err)
	}
	got, err := ParseRequest(b)
	if err != nil {
		t.Fatal(err)
	}
	if string(got.Files["a/b.txt"]) != "x" || got.Format != RequestFormat || got.Limits.Effective().Pids != DefaultPids {
		t.Fatalf("round trip gave %+v", got)
	}
}

func TestRequestRefusals(t *testing.T) {
	ok := func() Request { return Request{Format: RequestFormat, Image: img} }
	for _, c := range []struct {
		name string
		edit func(*Request)
		want string
	}{
		{"wrong format", func(r *Request) { r.Format = "x" }, "format"},
		{"no digest", func(r *Request) { r.Image = strings.Split(img, "@")[0] }, "digest"},
		{"absolute file", func(r *Request) { r.Files = map[string][]byte{"/etc/x": nil} }, "clean relative"},
		{"traversal", func(r *Request) { r.Files = map[string][]byte{"a/../../x": nil} }, "clean relative"},
		{"dot dot", func(r *Request) { r.Files = map[string][]byte{"..": nil} }, "clean relative"},
		{"env without =", func(r *Request) { r.Env = []string{"A"} }, "K=V"},
		{"NUL arg", func(r *Request) { r.Args = []string{"a\x00b"} }, "NUL"},
		{"negative limit", func(r *Request) { r.Limits.CPUs = -1 }, "negative"},
		{"tiny memory", func(r *Request) { r.Limits.MemoryBytes = 1 << 20 }, "memory"},
		{"too many pids", func(r *Request) { r.Limits.Pids = MaxPids + 1 }, "pids"},
		{"tolerance without mode", func(r *Request) { r.Output.Atol = 1 }, "tolerance"},
		{"unknown compare", func(r *Request) { r.Output.Compare = "roughly" }, "compare"},
	} {
		r := ok()
		c.edit(&r)
		if err := r.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err %v, want one naming %q", c.name, err, c.want)
		}
	}
	if _, err := ParseRequest([]byte(`{"format":"` + RequestFormat + `","image":"` + img + `","privileged":true}`)); err == nil {
		t.Error("an unknown field was accepted")
	}
	if _, err := ParseRequest([]byte(`{"format":"` + RequestFormat + `","image":"` + img + `"} {}`)); err == nil {
		t.Error("trailing data was accepted")
	}
}

func TestReadOutputRefusesUnsafeEntries(t *testing.T) {
	mk := func(h tar.Header, body string) []byte {
		var buf bytes.Buffer
		tw := tar.NewWriter(&buf)
		h.Size = int64(len(body))
		if err := tw.WriteHeader(&h); err != nil {
			t.Fatal(err)
		}
		_, _ = tw.Write([]byte(body))
		_ = tw.Close()
		return buf.Bytes()
	}
	good := mk(tar.Header{Name: "d/x.txt", Typeflag: tar.TypeReg, Mode: 0o644}, "hi")
	if files, err := ReadOutput(good, 10); err != nil || string(files["d/x.txt"]) != "hi" {
		t.Fatalf("good output: %v, %v", files, err)
	}
	if _, err := ReadOutput(good, 1); err == nil {
		t.Error("a file over the limit was read")
	}
	for name, b := range map[string][]byte{
		"traversal": mk(tar.Header{Name: "../x", Typeflag: tar.TypeReg}, "x"),
		"absolute":  mk(tar.Header{Name: "/etc/x", Typeflag: tar.TypeReg}, "x"),
		"symlink":   mk(tar.Header{Name: "l", Typeflag: tar.TypeSymlink, Linkname: "/etc/passwd"}, ""),
		"device":    mk(tar.Header{Name: "d", Typeflag: tar.TypeChar}, ""),
	} {
		if _, err := ReadOutput(b, 10); err == nil {
			t.Errorf("%s entry accepted", name)
		}
	}
}

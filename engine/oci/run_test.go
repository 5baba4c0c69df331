package oci

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci/ocijob"
)

// A job reads its /in files and writes /out; the output tar reads back,
// and a second run gives the same bytes.
func TestRunHappyPath(t *testing.T) {
	e, _, ref := testEngine(t)
	script := "cat /in/x.txt > /out/y.txt && mkdir -p /out/sub && cat /in/d/z.txt > /out/sub/z.txt && echo to-stderr >&2"
	var phases []string
	req := shJob(t, ref, script, func(r *ocijob.Request) {
		r.Files = map[string][]byte{"x.txt": []byte("hello\n"), "d/z.txt": []byte("deep")}
	})
	req.Phase = func(p string) { phases = append(phases, p) }
	res, err := e.Run(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	got := files(t, res)
	if string(got["y.txt"]) != "hello\n" || string(got["sub/z.txt"]) != "deep" || len(got) != 2 {
		t.Fatalf("output files %q", got)
	}
	if len(phases) != 1 || phases[0] != "collecting" {
		t.Fatalf("phases %q, want [collecting]", phases)
	}
	u := res.Usage
	if u.Wall <= 0 || u.BytesIn != int64(len(req.Input)) || u.BytesOut != int64(len(res.Output)) || u.PeakRSSDelta <= 0 {
		t.Fatalf("usage %+v", u)
	}
	again, err := e.Run(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again.Output, res.Output) {
		t.Fatal("two runs of the same job gave different output tars")
	}
	if left := leftovers(t, e); len(left) != 0 {
		t.Fatalf("left after runs: %q", left)
	}
}

// CPU time counts the container's processes: runc waits for them.
func TestRunMeasuresCPU(t *testing.T) {
	e, _, ref := testEngine(t)
	res, err := e.Run(context.Background(), shJob(t, ref, "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done", nil))
	if err != nil {
		t.Fatal(err)
	}
	// The loop takes a good fraction of a second of CPU; runc itself a few ms.
	if res.Usage.CPU < res.Usage.Wall/4 {
		t.Fatalf("cpu %s for a busy loop of wall %s", res.Usage.CPU, res.Usage.Wall)
	}
}

// A job that fails is the client's fault, with its stderr in the error.
func TestRunExitStatus(t *testing.T) {
	e, _, ref := testEngine(t)
	_, err := e.Run(context.Background(), shJob(t, ref, "echo something broke >&2; exit 3", nil))
	if !errors.Is(err, engine.ErrBadInput) || !bytes.Contains([]byte(err.Error()), []byte("exited with status 3: something broke")) {
		t.Fatalf("err %v", err)
	}
}

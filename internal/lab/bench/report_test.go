package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tensora/tensora/he"
)

// TestBenchReportSmoke runs `tensora-lab bench --smoke`'s report: every
// goal P1–P9 and M24 has a row, every scenario ran without error and produced sane
// figures, and the markdown holds the table. Verdicts are not asserted
// (they are timings on a shared machine), only that each row has one.
func TestBenchReportSmoke(t *testing.T) {
	if testing.Short() {
		t.Skip("smoke benchmark report")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	rep, err := Run(ctx, Config{Smoke: true, Logger: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Failed() {
		t.Fatalf("scenarios failed: %v", rep.Errors)
	}
	for i := 1; i <= 9; i++ {
		id := fmt.Sprintf("P%d", i)
		g, ok := rep.Row(id)
		if !ok {
			t.Fatalf("no %s row in %+v", id, rep.Rows)
		}
		if id == "P9" {
			continue
		}
		if g.Verdict != Pass && !strings.HasPrefix(g.Verdict, Pass) && g.Verdict != FallsShort {
			t.Errorf("%s verdict %q", id, g.Verdict)
		}
		if g.Baseline == "" || g.Ours == "" || g.Ratio == "" || !(g.Value > 0) {
			t.Errorf("%s row not filled: %+v", id, g)
		}
	}
	// Sanity of the figures behind the rows.
	if len(rep.P1) != 1 || rep.P1[0].FirstBid.N == 0 || rep.P1[0].RawOneWay.N == 0 || rep.P1[0].AnnounceBytes < 100 || rep.P1[0].BytesPerAnnounce <= 0 {
		t.Errorf("P1/P7: %+v", rep.P1)
	}
	if rep.P2 == nil || rep.P2.Failed != 0 || rep.P2.AuctionFailed != 0 || rep.P2.Exec.P50 <= 0 || rep.P2.AuctionEndToEnd.P50 < rep.P2.BidWindow {
		t.Errorf("P2: %+v (the auction's end to end must include the bid window)", rep.P2)
	}
	if len(rep.P3) != 2 || rep.P3[0].Verified == 0 || rep.P3[1].Verified == 0 {
		t.Errorf("P3: %+v", rep.P3)
	}
	if rep.P4 == nil || rep.P4.DirectReused <= 0 || rep.P4.Engine <= rep.P4.DirectReused/10 {
		t.Errorf("P4: %+v", rep.P4)
	}
	if rep.P5 == nil || len(rep.P5.Rows) != 1 || rep.P5.Rows[0].FirstBlock > rep.P5.Rows[0].Fetch || rep.P5.Rows[0].StreamFirst > rep.P5.Rows[0].Stream || rep.P5.Rows[0].Stream <= 0 {
		t.Errorf("P5: %+v", rep.P5)
	}
	// Gas is deterministic: a batch is cheaper per job than the per-job
	// path (three transactions of over 21,000 each), a bigger one cheaper
	// still.
	if rep.P6 == nil || rep.P6.PerJob < 3*21_000 || len(rep.P6.Batches) != 2 || rep.P6.Batches[1].Size != 100 || rep.P6.Batches[1].Total >= rep.P6.Batches[0].Total || rep.P6.Batches[0].Total >= rep.P6.PerJob {
		t.Errorf("P6: %+v", rep.P6)
	}
	if len(rep.P8) != 2 || rep.P8[0].Bids != 1_000 || rep.P8[1].PerMatch <= rep.P8[1].Floor/100 {
		t.Errorf("P8: %+v", rep.P8)
	}
	// M24: what was timed computes the model (the batched ciphertext
	// decrypts to ONNX Runtime's classes), at the sizes package he states.
	if g, ok := rep.Row("M24"); !ok || g.Verdict != Measured || g.Baseline == "" || g.Ours == "" || !(g.Value > 1) {
		t.Errorf("M24 row: %+v (encrypted inference slower than plaintext)", g)
	}
	if h := rep.M24; h == nil {
		t.Error("M24 did not run")
	} else {
		keys, err := he.EvalKeysSize(HEParams)
		if err != nil {
			t.Fatal(err)
		}
		if h.MaxBatch < 2 || h.Agree != h.MaxBatch || h.MaxDiff > 1e-3 {
			t.Errorf("M24: %d of %d batched outputs agree with ONNX Runtime, largest difference %g", h.Agree, h.MaxBatch, h.MaxDiff)
		}
		if h.EvalKeysBytes != keys || h.Keys.Bytes != keys || h.Input.Bytes != h.InputBytes || h.OutputBytes >= h.InputBytes || h.EncModelBytes <= h.ModelBytes {
			t.Errorf("M24 sizes: %+v (keys of %s are %d bytes)", h, HEParams, keys)
		}
		if h.Keys.Stream <= 0 || h.Keys.TCP <= 0 || h.Input.Stream <= 0 || h.KeyGen.N != 1 || h.Batched.N != 2 || h.EncWeight.N != 2 || h.ORT.P50 <= 0 {
			t.Errorf("M24 figures: %+v", h)
		}
	}
	js, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(js, []byte(`"m24":{`)) || !bytes.Contains(js, []byte(`"id":"M24"`)) {
		t.Errorf("--json output lacks M24: %s", js)
	}

	var md bytes.Buffer
	if err := rep.WriteMarkdown(&md); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"| goal | metric |", "| P1 |", "| P8 |", "| P9 |", "### P3 throughput", "### P6 settlement gas", "| M24 |", "### M24 encrypted inference", rep.Machine.Go} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown lacks %q:\n%s", want, md.String())
		}
	}
	t.Logf("\n%s", md.String())

	// --write keeps hand-written notes outside the markers.
	path := filepath.Join(t.TempDir(), "benchmarks.md")
	if err := os.WriteFile(path, []byte("# B\n\nintro\n\n"+ReportBegin+"\nold\n"+ReportEnd+"\n\n## Notes\n\nkept\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := rep.WriteReportFile(path); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := string(got)
	if !strings.HasPrefix(s, "# B\n\nintro\n\n"+ReportBegin) || !strings.HasSuffix(s, ReportEnd+"\n\n## Notes\n\nkept\n") || strings.Contains(s, "\nold\n") || !strings.Contains(s, "| P5 |") {
		t.Errorf("rewritten file:\n%s", s)
	}
}

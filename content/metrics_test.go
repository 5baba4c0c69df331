package content

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/multiformats/go-multihash"
)

// Fetches are counted by source and result, and successful ones timed: a
// remote fetch, the same content again from local blocks, and a fetch of
// content nobody has.
func TestFetchMetrics(t *testing.T) {
	a := newNode(t, nodeOpt{})
	b := newNode(t, nodeOpt{cfg: Config{FetchTimeout: time.Second}})
	data := randBytes(t, 3*ChunkSize+17)
	c := addBytes(t, a, data, "input")
	ctx := context.Background()

	var buf bytes.Buffer
	if _, err := b.store.Fetch(ctx, c, []peer.AddrInfo{a.host.AddrInfo()}, &buf, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := b.store.FetchBytes(ctx, c, nil, int64(len(data))); err != nil {
		t.Fatal(err)
	}
	unknown, err := cid.V1Builder{Codec: cid.Raw, MhType: multihash.SHA2_256}.Sum(randBytes(t, 32))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.store.FetchBytes(ctx, unknown, []peer.AddrInfo{a.host.AddrInfo()}, 1<<20); err == nil {
		t.Fatal("fetched content nobody has")
	}
	for _, tc := range []struct {
		source, result string
		want           float64
	}{
		{"remote", "ok", 1},
		{"local", "ok", 1},
		{"remote", "fail", 1},
		{"local", "fail", 0},
	} {
		if got := counter(t, b.reg, "tensora_content_fetches_total", "source", tc.source, "result", tc.result); got != tc.want {
			t.Errorf("fetches %s/%s = %v, want %v", tc.source, tc.result, got, tc.want)
		}
	}
	mfs, err := b.reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	samples := map[string]uint64{}
	for _, mf := range mfs {
		if mf.GetName() != "tensora_content_fetch_duration_seconds" {
			continue
		}
		for _, m := range mf.GetMetric() {
			samples[m.GetLabel()[0].GetValue()] = m.GetHistogram().GetSampleCount()
		}
	}
	if samples["remote"] != 1 || samples["local"] != 1 {
		t.Errorf("fetch duration samples %v, want one remote and one local (failures are not timed)", samples)
	}
	if got := counter(t, b.reg, "tensora_content_fetched_bytes_total"); got != float64(2*len(data)) {
		t.Errorf("fetched bytes %v, want %d", got, 2*len(data))
	}
}

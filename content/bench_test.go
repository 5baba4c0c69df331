package content

import (
	"bytes"
	"context"
	"fmt"
	"testing"
	"time"
)

var p5Sizes = []int64{64 << 20, 256 << 20}

// BenchmarkFetch measures P5: a bitswap fetch between two directly connected
// peers, the receiver fresh (empty on-disk blockstore, new host) each
// iteration. The TCP baseline of the same sizes is BenchmarkLoopbackTCP; the
// x-tcp metric here is the ratio to a TCP copy timed in the same sub-benchmark.
func BenchmarkFetch(b *testing.B) {
	for _, size := range p5Sizes {
		b.Run(fmt.Sprintf("%dMiB", size>>20), func(b *testing.B) {
			ctx := context.Background()
			data, err := p5Data(size)
			if err != nil {
				b.Fatal(err)
			}
			sender, err := newP5Peer()
			if err != nil {
				b.Fatal(err)
			}
			defer sender.Close()
			root, _, err := sender.store.Add(ctx, bytes.NewReader(data), "bench", nil)
			if err != nil {
				b.Fatal(err)
			}
			timer := func(on bool) {
				if on {
					b.StartTimer()
				} else {
					b.StopTimer()
				}
			}
			b.SetBytes(size)
			b.ResetTimer()
			b.StopTimer()
			var fetch, first time.Duration
			for range b.N {
				f, fb, err := p5Fetch(ctx, sender, root, size, timer)
				if err != nil {
					b.Fatal(err)
				}
				fetch += f
				first += fb
			}
			tcp, err := p5TCP(ctx, data)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(first.Microseconds())/1e3/float64(b.N), "ms/first-block")
			b.ReportMetric(float64(tcp)/(float64(fetch)/float64(b.N)), "x-tcp")
		})
	}
}

// BenchmarkFetchFrom measures P5's path: the DAG stream from the known
// provider, the receiver fresh each iteration; x-tcp as in BenchmarkFetch.
func BenchmarkFetchFrom(b *testing.B) {
	for _, size := range p5Sizes {
		b.Run(fmt.Sprintf("%dMiB", size>>20), func(b *testing.B) {
			ctx := context.Background()
			data, err := p5Data(size)
			if err != nil {
				b.Fatal(err)
			}
			sender, err := newP5Peer()
			if err != nil {
				b.Fatal(err)
			}
			defer sender.Close()
			root, _, err := sender.store.Add(ctx, bytes.NewReader(data), "bench", nil)
			if err != nil {
				b.Fatal(err)
			}
			timer := func(on bool) {
				if on {
					b.StartTimer()
				} else {
					b.StopTimer()
				}
			}
			b.SetBytes(size)
			b.ResetTimer()
			b.StopTimer()
			var fetch, first time.Duration
			for range b.N {
				f, fb, err := p5Stream(ctx, sender, root, size, timer)
				if err != nil {
					b.Fatal(err)
				}
				fetch += f
				first += fb
			}
			tcp, err := p5TCP(ctx, data)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(first.Microseconds())/1e3/float64(b.N), "ms/first-block")
			b.ReportMetric(float64(tcp)/(float64(fetch)/float64(b.N)), "x-tcp")
		})
	}
}

// BenchmarkLoopbackTCP is P5's baseline: the same bytes over one plain
// loopback TCP connection.
func BenchmarkLoopbackTCP(b *testing.B) {
	for _, size := range p5Sizes {
		b.Run(fmt.Sprintf("%dMiB", size>>20), func(b *testing.B) {
			data, err := p5Data(size)
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(size)
			b.ResetTimer()
			for range b.N {
				if _, err := p5TCP(context.Background(), data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func TestMeasureP5Small(t *testing.T) {
	rep, err := MeasureP5(context.Background(), []int64{3*ChunkSize + 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Rows) != 1 {
		t.Fatalf("rows = %d", len(rep.Rows))
	}
	r := rep.Rows[0]
	if r.Fetch <= 0 || r.TCP <= 0 || r.FirstBlock <= 0 || r.FirstBlock > r.Fetch ||
		r.Stream <= 0 || r.StreamFirst <= 0 || r.StreamFirst > r.Stream {
		t.Fatalf("implausible row %+v", r)
	}
	if s := rep.String(); !bytes.Contains([]byte(s), []byte("ratio")) {
		t.Fatalf("report:\n%s", s)
	}
}

package node

import (
	"bytes"
	"testing"
	"time"
)

// attack5: a hostile miner on a chat's direct stream. chatStream.add
// compared the whole text streamed so far with the text shown on every
// piece, so a miner that streams half the output limit and then tens of
// thousands of one-byte deltas (within maxDeltaFrames) burned the
// client's (a gateway's) CPU quadratically, under the stream's lock. A
// piece is now checked only where it is new.
func TestAttack5ChatStreamQuadraticCompare(t *testing.T) {
	s := newChatStream(16 << 20)
	big := bytes.Repeat([]byte("a"), 8<<20)
	for i := 0; i < len(big); i += maxDeltaFrame {
		s.add(0, big[i:i+maxDeltaFrame])
	}
	start := time.Now()
	for i := 0; i < 10_000; i++ {
		s.add(0, []byte("b"))
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("10000 one-byte pieces after 8 MiB took %s", d)
	}
	// A later round re-streams the same text: nothing new is shown until
	// it goes beyond; a departure is not passed on.
	s.take()
	s.add(1, big[:1<<20])
	if q := s.take(); len(q) != 0 {
		t.Fatalf("a re-streamed prefix was shown again: %d pieces", len(q))
	}
	s.add(1, []byte("X"))
	s.add(1, bytes.Repeat([]byte("a"), 10))
	if q := s.take(); len(q) != 0 {
		t.Fatalf("a departing round was shown: %q", q)
	}
	s.add(2, append(append([]byte(nil), big...), bytes.Repeat([]byte("b"), 10_000)...))
	s.add(2, []byte("c"))
	if q := s.take(); len(q) != 1 || q[0] != "c" {
		t.Fatalf("round 2 beyond the shown text: %q", q)
	}
}

package node

import (
	"bufio"
	"bytes"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"google.golang.org/protobuf/proto"

	"github.com/tensora/tensora/types"
)

// deltaFrame is a DirectDelta frame as a miner writes it.
func deltaFrame(t *testing.T, text []byte) []byte {
	t.Helper()
	b, err := proto.Marshal(&types.DirectReply{Body: &types.DirectReply_Delta{Delta: &types.DirectDelta{Text: text}}})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := writeFrame(&buf, b); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestReadRepliesLimits feeds a client's reader of a direct stream what
// honest and hostile miners write after their Ack: the pieces reach the
// callback and the Result frame is returned, or the stream is refused.
func TestReadRepliesLimits(t *testing.T) {
	result, err := types.Encode(&types.Result{JobId: make([]byte, 32), Miner: make([]byte, 20), Signature: make([]byte, 65)})
	if err != nil {
		t.Fatal(err)
	}
	var resultFrame bytes.Buffer
	if err := writeFrame(&resultFrame, result); err != nil {
		t.Fatal(err)
	}
	many := func(n int, piece string) []byte {
		f := deltaFrame(t, []byte(piece))
		return bytes.Repeat(f, n)
	}
	for _, tc := range []struct {
		name    string
		frames  []byte
		asked   bool
		limit   int64
		pieces  string // what the callback gets
		wantErr error  // nil: the Result frame is returned
	}{
		// An honest stream: three pieces, then the Result.
		{"honest", append(append(deltaFrame(t, []byte("Hel")), deltaFrame(t, []byte("lo, "))...), deltaFrame(t, []byte("world"))...), true, 1 << 20, "Hello, world", nil},
		// No pieces at all (the miner does not stream): the Result only.
		{"no pieces", nil, true, 1 << 20, "", nil},
		// Pieces the client did not ask for.
		{"unasked", deltaFrame(t, []byte("x")), false, 1 << 20, "", ErrDeltaUnasked},
		// More bytes in all than the output limit.
		{"over the output limit", many(5, "0123456789"), true, 45, "0123456789012345678901234567890123456789", ErrDeltaLimit},
		// One frame longer than a miner may send.
		{"frame too long", deltaFrame(t, bytes.Repeat([]byte("a"), maxDeltaFrame+1)), true, 1 << 30, "", ErrDeltaLimit},
		// A flood of tiny frames.
		{"too many frames", many(maxDeltaFrames+1, "a"), true, 1 << 30, strings.Repeat("a", maxDeltaFrames), ErrDeltaLimit},
		// Garbage where a frame should be.
		{"garbage", []byte{5, 0xff, 0xff, 0xff, 0xff, 0xff}, true, 1 << 20, "", types.ErrMalformed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := append(append([]byte(nil), tc.frames...), resultFrame.Bytes()...)
			var got strings.Builder
			var partial func([]byte)
			if tc.asked {
				partial = func(p []byte) { got.Write(p) }
			}
			b, err := readReplies(bufio.NewReader(bytes.NewReader(in)), partial, tc.limit)
			switch {
			case tc.wantErr == nil && err != nil:
				t.Fatalf("readReplies: %v", err)
			case tc.wantErr == nil && !bytes.Equal(b, result):
				t.Errorf("returned %x, want the Result's frame", b)
			case tc.wantErr != nil && !errors.Is(err, tc.wantErr):
				t.Fatalf("err %v, want %v", err, tc.wantErr)
			}
			if got.String() != tc.pieces {
				t.Errorf("pieces %d bytes %.40q, want %d bytes %.40q", got.Len(), got.String(), len(tc.pieces), tc.pieces)
			}
		})
	}
}

// TestDirectSink: a miner's pieces pile up without blocking the engine,
// go out coalesced in frames of at most maxDeltaFrame bytes cut between
// UTF-8 sequences, and stop at the output limit.
func TestDirectSink(t *testing.T) {
	s := newDirectSink(true, 3*maxDeltaFrame)
	s.add([]byte("ab"))
	s.add([]byte("c"))
	if got := s.take(); string(got) != "abc" || s.take() != nil {
		t.Fatalf("took %q, want the pieces coalesced", got)
	}
	long := strings.Repeat("é", maxDeltaFrame) // 2 bytes each
	s.add([]byte("x" + long))
	var all []byte
	for p := s.take(); p != nil; p = s.take() {
		if len(p) > maxDeltaFrame || !utf8.Valid(p) {
			t.Fatalf("a frame of %d bytes, valid UTF-8 %v", len(p), utf8.Valid(p))
		}
		all = append(all, p...)
	}
	if string(all) != "x"+long {
		t.Errorf("frames add up to %d bytes, want %d", len(all), len(long)+1)
	}
	s.add([]byte(long)) // beyond the limit: dropped, and everything after
	s.add([]byte("y"))
	if p := s.take(); p != nil {
		t.Errorf("past the limit, %d bytes still queued", len(p))
	}
}

// TestChatStream: the pieces Chat passes on are one round's, and a later
// round (the first miner failed) passes on only what goes beyond the text
// already shown, and nothing when it departs from it.
func TestChatStream(t *testing.T) {
	for _, tc := range []struct {
		name   string
		rounds []uint32
		pieces []string
		want   string // the text passed on
	}{
		// One round, in pieces.
		{"one round", []uint32{0, 0, 0}, []string{"Hel", "lo", "!"}, "Hello!"},
		// The second round streams the same text again: only its rest.
		{"rerun", []uint32{0, 0, 1, 1, 1}, []string{"Hel", "lo", "He", "llo", "!"}, "Hello!"},
		// The second round departs from the text shown: nothing of it.
		{"departs", []uint32{0, 1, 1}, []string{"Hel", "Bye", " now"}, "Hel"},
		// A round that departs, then a third that agrees.
		{"third agrees", []uint32{0, 1, 2}, []string{"Hel", "X", "Hello"}, "Hello"},
		// A round past the limit (10 bytes here) is cut off.
		{"limit", []uint32{0, 0}, []string{"123456789", "01"}, "123456789"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newChatStream(10)
			for i, p := range tc.pieces {
				s.add(tc.rounds[i], []byte(p))
			}
			if got := strings.Join(s.take(), ""); got != tc.want {
				t.Errorf("passed on %q, want %q", got, tc.want)
			}
		})
	}
	s := newChatStream(100)
	s.add(0, []byte("ab"))
	s.take() // handed to onChunk
	s.add(0, []byte("cd"))
	if shown := s.close(); shown != "ab" {
		t.Errorf("close: %q handed on, want %q (the queued rest is left to the verified text)", shown, "ab")
	}
	if s.add(0, []byte("ef")); s.take() != nil {
		t.Error("a piece after close was queued")
	}
}

package node

import (
	"bufio"
	"errors"
	"fmt"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/libp2p/go-libp2p/core/network"
	"google.golang.org/protobuf/proto"

	"github.com/tensora/tensora/types"
)

// Streaming an output on the direct stream (docs/protocol.md, "Direct
// assignment"). A client that wants a job's output as it is produced (an
// LLM's tokens, for a chat) sets DirectOrder.stream_output; the miner
// then hands its engine a Partial callback that queues the pieces in the
// round's directSink, and the stream's goroutine writes them as
// DirectDelta frames after the Ack and before the signed Result. The
// engine never waits for the network: pieces pile up in the sink (up to
// the output limit) and go out coalesced, as fast as the client reads.
// The pieces are unsigned and prove nothing; the Result is
// authoritative, and the client checks that the pieces add up to the
// verified output (Node.Chat).

const (
	// maxDeltaFrame bounds one DirectDelta's text: a miner cuts what is
	// pending into frames no longer than this (at a UTF-8 boundary) and a
	// client refuses a longer one.
	maxDeltaFrame = 16 << 10
	// maxDeltaFrames bounds the deltas a client reads on one stream: an
	// honest miner sends at most one per token the server streamed, and
	// coalesces them when the client reads slower than they come.
	maxDeltaFrames = 1 << 16
)

// Errors of a direct stream's deltas.
var (
	// ErrDeltaLimit: the miner streamed more than the output limit, more
	// than maxDeltaFrames frames, or a frame longer than maxDeltaFrame.
	ErrDeltaLimit = errors.New("streamed output beyond the limits")
	// ErrDeltaUnasked: the miner streamed pieces of an output the client
	// did not ask to stream.
	ErrDeltaUnasked = errors.New("streamed output not asked for")
)

// directSink is where one direct round's job leaves its output's pieces
// and its signed Result for the stream that placed it.
type directSink struct {
	result chan []byte
	stream bool // the client asked for the output's pieces
	notify chan struct{}

	mu      sync.Mutex
	pending []byte
	queued  int64 // bytes queued so far, sent or not
	limit   int64
	over    bool // past the limit: the rest is not streamed
}

func newDirectSink(stream bool, limit int64) *directSink {
	return &directSink{result: make(chan []byte, 1), stream: stream, notify: make(chan struct{}, 1), limit: limit}
}

// add queues a piece of the output (engine.Request.Partial). It never
// blocks. Past the limit nothing more is streamed: the client gets the
// Result all the same.
func (s *directSink) add(p []byte) {
	s.mu.Lock()
	if s.over || (s.limit > 0 && s.queued+int64(len(p)) > s.limit) {
		s.over = true
		s.mu.Unlock()
		return
	}
	s.pending = append(s.pending, p...)
	s.queued += int64(len(p))
	s.mu.Unlock()
	select {
	case s.notify <- struct{}{}:
	default:
	}
}

// stop ends the sink's streaming: what is pending is dropped and later
// pieces are not kept (the stream is gone).
func (s *directSink) stop() {
	s.mu.Lock()
	s.over, s.pending = true, nil
	s.mu.Unlock()
}

// take removes and returns the next frame's text: what is pending, at
// most maxDeltaFrame bytes, cut before an incomplete UTF-8 sequence
// where it must be cut. Nil when nothing is pending.
func (s *directSink) take() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := len(s.pending)
	if n == 0 {
		return nil
	}
	if n > maxDeltaFrame {
		n = maxDeltaFrame
		for i := n; i > n-utf8.UTFMax && i > 0; i-- {
			if utf8.RuneStart(s.pending[i]) {
				n = i
				break
			}
		}
	}
	p := append([]byte(nil), s.pending[:n]...)
	s.pending = s.pending[n:]
	if len(s.pending) == 0 {
		s.pending = nil
	}
	return p
}

// partialFor is the Partial callback of a job's run: its direct stream's
// sink when the client placed the round directly and asked for the
// output's pieces; nil otherwise.
func (m *miner) partialFor(id [32]byte, round uint32) func([]byte) {
	m.mu.Lock()
	sink := m.direct[directKey{id, round}]
	m.mu.Unlock()
	if sink == nil || !sink.stream {
		return nil
	}
	return sink.add
}

// writeDeltas writes what is pending in sink as DirectDelta frames.
func writeDeltas(s network.Stream, sink *directSink) error {
	for p := sink.take(); p != nil; p = sink.take() {
		b, err := proto.Marshal(&types.DirectReply{Body: &types.DirectReply_Delta{Delta: &types.DirectDelta{Text: p}}})
		if err != nil {
			return fmt.Errorf("encode delta: %w", err)
		}
		_ = s.SetWriteDeadline(time.Now().Add(directReadTimeout))
		if err := writeFrame(s, b); err != nil {
			return err
		}
	}
	return nil
}

// readReplies reads a direct stream's frames after the Ack up to the
// miner's Result, whose frame (an Envelope) it returns. Deltas before it
// go to partial, within the limits: at most limit bytes in all (the
// output limit), maxDeltaFrames frames and maxDeltaFrame bytes a frame;
// with partial nil, the client asked for none and a delta is an error.
func readReplies(br *bufio.Reader, partial func([]byte), limit int64) ([]byte, error) {
	var frames int
	var total int64
	for {
		b, err := readFrame(br, types.MaxMessageSize)
		if err != nil {
			return nil, err
		}
		var rep types.DirectReply
		if err := proto.Unmarshal(b, &rep); err != nil {
			return nil, fmt.Errorf("%w: %w", types.ErrMalformed, err)
		}
		d := rep.GetDelta()
		if d == nil {
			return b, nil
		}
		if partial == nil {
			return nil, ErrDeltaUnasked
		}
		frames++
		total += int64(len(d.GetText()))
		switch {
		case frames > maxDeltaFrames:
			return nil, fmt.Errorf("%w: more than %d frames", ErrDeltaLimit, maxDeltaFrames)
		case len(d.GetText()) > maxDeltaFrame:
			return nil, fmt.Errorf("%w: a frame of %d bytes, at most %d", ErrDeltaLimit, len(d.GetText()), maxDeltaFrame)
		case limit > 0 && total > limit:
			return nil, fmt.Errorf("%w: more than the %d-byte output limit", ErrDeltaLimit, limit)
		}
		if len(d.GetText()) > 0 {
			partial(d.GetText())
		}
	}
}

package oci

import (
	"bytes"
	"sync"
)

// tail is an io.Writer that keeps the last max bytes written to it and
// hands each complete line (cut at maxLogLine) to logLine.
type tail struct {
	mu      sync.Mutex
	max     int
	buf     []byte
	line    []byte
	logLine func(string)
}

func newTail(max int, logLine func(string)) *tail {
	return &tail{max: max, logLine: logLine}
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > 2*t.max { // compact now and then, not on every write
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-t.max:]...)
	}
	for rest := p; len(rest) > 0; {
		i := bytes.IndexByte(rest, '\n')
		piece := rest
		if i >= 0 {
			piece = rest[:i]
		}
		if room := maxLogLine - len(t.line); room > 0 {
			t.line = append(t.line, piece[:min(room, len(piece))]...)
		}
		if i < 0 {
			break
		}
		t.logLine(string(t.line))
		t.line = t.line[:0]
		rest = rest[i+1:]
	}
	return len(p), nil
}

// Bytes is the last max bytes written.
func (t *tail) Bytes() []byte {
	t.mu.Lock()
	defer t.mu.Unlock()
	b := t.buf
	if len(b) > t.max {
		b = b[len(b)-t.max:]
	}
	return bytes.Clone(b)
}

package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"golang.org/x/term"
)

// progress draws a one-line progress bar on a terminal (and nothing when
// the output is a file or pipe, so logs stay clean).
type progress struct {
	w     io.Writer
	label string
	tty   bool
	start time.Time

	mu   sync.Mutex
	last time.Time
}

func newProgress(w io.Writer, label string) *progress {
	tty := false
	if f, ok := w.(*os.File); ok {
		tty = term.IsTerminal(int(f.Fd()))
	}
	return &progress{w: w, label: label, tty: tty, start: time.Now()}
}

// update redraws at most ten times a second; total < 0 means unknown.
func (p *progress) update(done, total int64) {
	if !p.tty {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Now()
	if now.Sub(p.last) < 100*time.Millisecond && done != total {
		return
	}
	p.last = now
	rate := float64(done) / max(now.Sub(p.start).Seconds(), 1e-3)
	if total > 0 {
		const width = 30
		fill := int(float64(width) * float64(done) / float64(total))
		bar := make([]byte, width)
		for i := range bar {
			bar[i] = '-'
			if i < fill {
				bar[i] = '#'
			}
		}
		fmt.Fprintf(p.w, "\r%s [%s] %s / %s  %s/s ", p.label, bar, humanSize(done), humanSize(total), humanSize(int64(rate)))
		return
	}
	fmt.Fprintf(p.w, "\r%s %s  %s/s ", p.label, humanSize(done), humanSize(int64(rate)))
}

// finish ends the bar's line.
func (p *progress) finish() {
	if p.tty {
		fmt.Fprintln(p.w)
	}
}

func humanSize(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}

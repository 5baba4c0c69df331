package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// events streams server-sent events: every node event (job, advert, peer,
// verdict) under its kind, and a "metrics" event every tick. A browser's
// EventSource reconnects by itself (retry: 2 s), so a dashboard left open
// across a node restart picks up again.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	fl, ok := w.(http.Flusher)
	if !ok {
		writeError(w, http.StatusInternalServerError, fmt.Errorf("streaming unsupported"))
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("Connection", "keep-alive")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	fmt.Fprint(w, "retry: 2000\n\n")
	fl.Flush()

	sub := s.n.Subscribe(512)
	defer sub.Close()
	samples, stop := s.mon.subscribe()
	defer stop()
	ping := time.NewTicker(15 * time.Second)
	defer ping.Stop()
	write := func(kind string, id uint64, v any) bool {
		b, err := json.Marshal(v)
		if err != nil {
			return true
		}
		if id > 0 {
			fmt.Fprintf(w, "id: %d\n", id)
		}
		if _, err := fmt.Fprintf(w, "event: %s\ndata: %s\n\n", kind, b); err != nil {
			return false
		}
		fl.Flush()
		return true
	}
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.ctx.Done():
			return
		case e, ok := <-sub.C:
			if !ok || !write(e.Kind, e.Seq, e) {
				return
			}
		case m := <-samples:
			if !write("metrics", 0, m) {
				return
			}
		case <-ping.C:
			if _, err := fmt.Fprint(w, ": ping\n\n"); err != nil {
				return
			}
			fl.Flush()
		}
	}
}

package api

import (
	"embed"
	"io/fs"
	"net/http"
)

// The dashboard: static files only, no external CDN, works offline.
//
//go:embed web
var webFS embed.FS

func dashboard() http.Handler {
	sub, err := fs.Sub(webFS, "web")
	if err != nil {
		// The embed pattern guarantees the directory; this cannot happen.
		return http.NotFoundHandler()
	}
	fsrv := http.FileServerFS(sub)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "the dashboard is read-only", http.StatusMethodNotAllowed)
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:")
		fsrv.ServeHTTP(w, r)
	})
}

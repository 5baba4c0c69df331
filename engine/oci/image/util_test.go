package image

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/ipfs/go-cid"
)

func timeAt(sec int64) time.Time { return time.Unix(sec, 0) }

func putJSON(t *testing.T, bs Blobs, v any) cid.Cid {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	c, _, err := bs.Add(context.Background(), bytes.NewReader(b), "json", nil)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

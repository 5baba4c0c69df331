package content

import (
	"log/slog"
	"testing"

	"github.com/ipfs/boxo/blockstore"
	ds "github.com/ipfs/go-datastore"
	dssync "github.com/ipfs/go-datastore/sync"

	"github.com/tensora/tensora/store"
)

func BenchmarkExpVariants(b *testing.B) {
	defOpen, defBS := p5Open, p5Blockstore
	defer func() { p5Open, p5Blockstore = defOpen, defBS }()
	b.Run("map", func(b *testing.B) {
		p5Blockstore = func(*store.DB) blockstore.Blockstore {
			return blockstore.NewBlockstore(dssync.MutexWrap(ds.NewMapDatastore()))
		}
		BenchmarkFetch(b)
	})
	p5Blockstore = defBS
	b.Run("mem64", func(b *testing.B) {
		p5Open = func(q *slog.Logger) (*store.DB, error) {
			return store.Open("", store.WithLogger(q), store.WithMemTableSize(64<<20), store.WithBlockCacheSize(64<<20))
		}
		BenchmarkFetch(b)
	})
	b.Run("disk", func(b *testing.B) {
		p5Open = func(q *slog.Logger) (*store.DB, error) {
			return store.Open(b.TempDir(), store.WithLogger(q))
		}
		BenchmarkFetch(b)
	})
}

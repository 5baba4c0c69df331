package store

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"testing"
)

func quiet() *slog.Logger { return slog.New(slog.DiscardHandler) }

func openT(t *testing.T, dir string, opts ...Option) *DB {
	t.Helper()
	db, err := Open(dir, append([]Option{WithLogger(quiet())}, opts...)...)
	if err != nil {
		t.Fatalf("Open(%q): %v", dir, err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

func TestOpenInMemory(t *testing.T) {
	for _, tc := range []struct {
		name string
		dir  string
		opts []Option
	}{
		{"empty dir", "", nil},                                 // "" means in memory
		{"InMemory option", t.TempDir(), []Option{InMemory()}}, // option wins over a dir
	} {
		t.Run(tc.name, func(t *testing.T) {
			db := openT(t, tc.dir, tc.opts...)
			if !db.InMemory() {
				t.Fatal("InMemory() = false")
			}
			b := db.Prefixed(PrefixMeta)
			if err := b.Set(context.Background(), []byte("k"), []byte("v")); err != nil {
				t.Fatal(err)
			}
			if got, err := b.Get(context.Background(), []byte("k")); err != nil || string(got) != "v" {
				t.Fatalf("Get = %q, %v", got, err)
			}
		})
	}
}

func TestReopenPersists(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db := openT(t, dir, WithSyncWrites(true))
	if db.InMemory() {
		t.Fatal("on-disk DB reports InMemory")
	}
	if err := db.Prefixed(PrefixQueue).Set(ctx, []byte("job1"), []byte("payload")); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil { // idempotent
		t.Fatalf("second Close: %v", err)
	}
	if _, err := db.Prefixed(PrefixQueue).Get(ctx, []byte("job1")); !errors.Is(err, ErrClosed) {
		t.Fatalf("Get after Close: %v, want ErrClosed", err)
	}

	db2 := openT(t, dir)
	got, err := db2.Prefixed(PrefixQueue).Get(ctx, []byte("job1"))
	if err != nil || string(got) != "payload" {
		t.Fatalf("after reopen Get = %q, %v", got, err)
	}
}

// A Durable bucket's writes are synced to disk before they return (the
// settlement ledger's money records); a plain bucket's are not, and a
// failed write syncs nothing.
func TestDurableBucketSyncsEachWrite(t *testing.T) {
	ctx := context.Background()
	db := openT(t, t.TempDir())
	plain, ledger := db.Prefixed(PrefixQueue), db.Durable(PrefixLedger)
	if err := plain.Set(ctx, []byte("a"), []byte("1")); err != nil {
		t.Fatal(err)
	}
	if n := db.Syncs(); n != 0 {
		t.Fatalf("a plain write synced %d times", n)
	}
	if err := ledger.Set(ctx, []byte("fee"), []byte("owed")); err != nil {
		t.Fatal(err)
	}
	if err := ledger.Delete(ctx, []byte("fee")); err != nil {
		t.Fatal(err)
	}
	if n := db.Syncs(); n != 2 {
		t.Fatalf("two durable writes synced %d times, want 2", n)
	}
	boom := errors.New("refused")
	if err := ledger.Update(ctx, func(*Txn) error { return boom }); !errors.Is(err, boom) {
		t.Fatalf("failed update: %v", err)
	}
	if n := db.Syncs(); n != 2 {
		t.Fatalf("a failed durable write synced (%d syncs)", n)
	}
}

func TestBucketsAreIsolated(t *testing.T) {
	ctx := context.Background()
	db := openT(t, "")
	q, led := db.Prefixed(PrefixQueue), db.Prefixed(PrefixLedger)
	for i := range 3 {
		if err := q.Set(ctx, fmt.Appendf(nil, "k%d", i), []byte("q")); err != nil {
			t.Fatal(err)
		}
	}
	if err := led.Set(ctx, []byte("k0"), []byte("led")); err != nil {
		t.Fatal(err)
	}

	var keys [][]byte
	if err := q.ForEach(ctx, func(k, v []byte) error {
		if string(v) != "q" {
			return fmt.Errorf("key %s: value %q leaked from another bucket", k, v)
		}
		keys = append(keys, bytes.Clone(k))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if want := [][]byte{[]byte("k0"), []byte("k1"), []byte("k2")}; !equalKeys(keys, want) {
		t.Fatalf("ForEach keys = %q, want %q", keys, want)
	}

	if err := q.Delete(ctx, []byte("k0")); err != nil {
		t.Fatal(err)
	}
	if _, err := q.Get(ctx, []byte("k0")); !errors.Is(err, ErrNotFound) {
		t.Fatalf("deleted key: %v, want ErrNotFound", err)
	}
	if v, err := led.Get(ctx, []byte("k0")); err != nil || string(v) != "led" {
		t.Fatalf("other bucket's k0 = %q, %v", v, err)
	}
}

func TestTxnSpansBuckets(t *testing.T) {
	ctx := context.Background()
	db := openT(t, "")
	q, led := db.Prefixed(PrefixQueue), db.Prefixed(PrefixLedger)
	if err := q.Set(ctx, []byte("job"), []byte("x")); err != nil {
		t.Fatal(err)
	}

	// A failing transaction leaves both buckets untouched.
	boom := errors.New("boom")
	err := q.Update(ctx, func(tx *Txn) error {
		if err := tx.Delete([]byte("job")); err != nil {
			return err
		}
		ltx, err := tx.In(led)
		if err != nil {
			return err
		}
		if err := ltx.Set([]byte("owed"), []byte("1")); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Update = %v, want boom", err)
	}
	if _, err := q.Get(ctx, []byte("job")); err != nil {
		t.Fatalf("job gone after aborted txn: %v", err)
	}
	if _, err := led.Get(ctx, []byte("owed")); !errors.Is(err, ErrNotFound) {
		t.Fatalf("ledger written by aborted txn: %v", err)
	}

	// A committed one changes both.
	err = q.Update(ctx, func(tx *Txn) error {
		if err := tx.Delete([]byte("job")); err != nil {
			return err
		}
		ltx, err := tx.In(led)
		if err != nil {
			return err
		}
		return ltx.Set([]byte("owed"), []byte("1"))
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := q.Get(ctx, []byte("job")); !errors.Is(err, ErrNotFound) {
		t.Fatalf("job after commit: %v", err)
	}
	if v, err := led.Get(ctx, []byte("owed")); err != nil || string(v) != "1" {
		t.Fatalf("owed = %q, %v", v, err)
	}
}

func TestBadPrefixAndCancelledContext(t *testing.T) {
	db := openT(t, "")
	for _, p := range []string{"", "rep"} { // empty; no trailing slash
		if err := db.Prefixed(p).Set(context.Background(), []byte("k"), nil); !errors.Is(err, ErrBadPrefix) {
			t.Errorf("Prefixed(%q).Set = %v, want ErrBadPrefix", p, err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := db.Prefixed(PrefixMeta).Set(ctx, []byte("k"), nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("Set with cancelled ctx = %v", err)
	}
}

func TestOpenRejectsBadOptions(t *testing.T) {
	for _, tc := range []struct {
		name string
		opt  Option
	}{
		{"no block cache", WithBlockCacheSize(0)},    // badger would panic
		{"tiny memtable", WithMemTableSize(1 << 10)}, // below 1 MiB
		{"nil logger", WithLogger(nil)},
	} {
		if db, err := Open("", tc.opt); err == nil {
			_ = db.Close()
			t.Errorf("%s: Open succeeded", tc.name)
		}
	}
}

func TestBadgerLoggerLevels(t *testing.T) {
	var buf bytes.Buffer
	l := badgerLogger{l: slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelWarn}))}
	l.Infof("chatter %d\n", 1)
	l.Debugf("detail")
	l.Warningf("careful %s\n", "now")
	l.Errorf("broken")
	out := buf.String()
	for _, want := range []string{"level=WARN msg=\"careful now\"", "level=ERROR msg=broken"} {
		if !bytes.Contains(buf.Bytes(), []byte(want)) {
			t.Errorf("log missing %q:\n%s", want, out)
		}
	}
	if bytes.Contains(buf.Bytes(), []byte("chatter")) || bytes.Contains(buf.Bytes(), []byte("detail")) {
		t.Errorf("info/debug chatter above Debug:\n%s", out)
	}
}

func equalKeys(a, b [][]byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !bytes.Equal(a[i], b[i]) {
			return false
		}
	}
	return true
}

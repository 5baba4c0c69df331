package swap

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

func TestStoreClientSwaps(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	st, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	c := baseClient(ClientNew)
	if err := st.CreateClient(ctx, c); err != nil {
		t.Fatal(err)
	}
	again := c
	again.ID = common.Hash{1}
	if err := st.CreateClient(ctx, again); !errors.Is(err, ErrSecretReused) {
		t.Fatalf("second swap with the same secret: %v", err)
	}
	c.Step, c.PayLockTx = ClientPayLocking, common.Hash{9}
	if err := st.PutClient(ctx, c); err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}

	st, err = OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	got, err := st.Client(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Step != ClientPayLocking || got.PayLockTx != c.PayLockTx || string(got.Secret) != string(c.Secret) ||
		got.PayAmount.Cmp(c.PayAmount) != 0 || !got.PayExpiry.Equal(c.PayExpiry) || got.Quote.Digest() != c.Quote.Digest() ||
		got.PayParams.Hashlock != c.PayParams.Hashlock || got.PayNet != c.PayNet {
		t.Fatalf("round trip lost fields: %+v", got)
	}
	if used, err := st.SecretUsed(ctx, c.Hashlock); err != nil || !used {
		t.Fatalf("secret not remembered across reopen: %v %v", used, err)
	}
	if _, err := st.Client(ctx, common.Hash{2}); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing swap: %v", err)
	}
	all, err := st.Clients(ctx)
	if err != nil || len(all) != 1 {
		t.Fatalf("Clients = %d, %v", len(all), err)
	}
}

func TestStoreDeskSwaps(t *testing.T) {
	ctx := context.Background()
	st, err := OpenStore("")
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	d, _ := baseDesk(DeskSeen)
	created, err := st.CreateDesk(ctx, d)
	if err != nil || !created {
		t.Fatalf("create: %v %v", created, err)
	}
	d2 := d
	d2.Step = DeskDone
	if created, err := st.CreateDesk(ctx, d2); err != nil || created {
		t.Fatalf("re-create must not overwrite: %v %v", created, err)
	}
	if got, _ := st.Desk(ctx, d.ID); got.Step != DeskSeen {
		t.Fatalf("overwritten: %s", got.Step)
	}

	if n, err := st.Cursor(ctx); err != nil || n != 0 {
		t.Fatalf("cursor %d %v", n, err)
	}
	if err := st.SetCursor(ctx, 1234); err != nil {
		t.Fatal(err)
	}
	if n, _ := st.Cursor(ctx); n != 1234 {
		t.Fatalf("cursor %d", n)
	}
	other := d
	other.ID = common.Hash{0x77}
	if created, err := st.CreateDesk(ctx, other); err != nil || !created {
		t.Fatalf("a second swap: %v %v", created, err)
	}
	all, err := st.Desks(ctx)
	if err != nil || len(all) != 2 {
		t.Fatalf("Desks = %d, %v", len(all), err)
	}
}

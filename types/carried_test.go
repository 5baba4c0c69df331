package types

import (
	"crypto/ecdsa"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	"google.golang.org/protobuf/proto"
)

// An assignment that carries its order (the fast path) is judged at once
// by a peer that has not seen the order yet: the order inside must be the
// assignment's own client's, for the same job and subnet, and pass every
// check it would on its own topic. Each row is what an attacker could put
// on the wire and sees it refused by Decode or Verify.
func TestAssignmentCarriesItsOrder(t *testing.T) {
	client, other := mustKey(t), mustKey(t)
	order := testJob()
	if err := Sign(DevDomain, order, client); err != nil {
		t.Fatal(err)
	}
	otherOrder := testJob()
	otherOrder.Nonce++
	if err := Sign(DevDomain, otherOrder, client); err != nil {
		t.Fatal(err)
	}
	strangersOrder := testJob()
	if err := Sign(DevDomain, strangersOrder, other); err != nil {
		t.Fatal(err)
	}
	assign := func(key *ecdsa.PrivateKey, f func(a *Assignment)) *Assignment {
		t.Helper()
		a := &Assignment{JobId: order.JobId, Subnet: order.Subnet, Miner: make([]byte, 20), BidId: make([]byte, 32), BidCount: 1,
			Seed: make([]byte, 32), CreatedMs: 1_000_100, Order: proto.Clone(order).(*JobOrder)}
		f(a)
		if err := Sign(DevDomain, a, key); err != nil {
			t.Fatal(err)
		}
		return a
	}
	good := assign(client, func(*Assignment) {})
	if _, err := Verify(DevDomain, good); err != nil {
		t.Fatalf("the client's assignment carrying its order: %v", err)
	}
	if _, m, err := Decode(mustEncode(t, good)); err != nil || !proto.Equal(m.(*Assignment).GetOrder(), order) {
		t.Fatalf("decode: %v", err)
	}

	cases := []struct {
		name   string
		a      *Assignment
		decode string // Decode's refusal, "" when only Verify refuses
		verify error
	}{
		{"another job's order", assign(client, func(a *Assignment) { a.Order = proto.Clone(otherOrder).(*JobOrder) }), "another job's", nil},
		{"another client's order under its job id", assign(client, func(a *Assignment) {
			a.Order = proto.Clone(strangersOrder).(*JobOrder)
			a.JobId = strangersOrder.JobId
		}), "another job's", nil},
		{"another subnet", assign(client, func(a *Assignment) { a.Subnet = 8 }), "another job's", nil},
		{"order with a raised fee", assign(client, func(a *Assignment) { a.Order.MaxFee = Amount(big.NewInt(9e18)) }), "", ErrBadSignature},
		{"order with a raised fee, id fixed", assign(client, func(a *Assignment) {
			a.Order.MaxFee = Amount(big.NewInt(9e18))
			h := a.Order.StructHash()
			a.Order.JobId, a.JobId = h[:], h[:]
		}), "", ErrBadSignature},
		{"order without its signature", assign(client, func(a *Assignment) { a.Order.Signature = nil }), "signature must be 65 bytes", nil},
		{"order signed by the miner, assignment by the client", func() *Assignment {
			a := assign(client, func(*Assignment) {})
			forged := proto.Clone(order).(*JobOrder)
			forged.Client = crypto.PubkeyToAddress(other.PublicKey).Bytes()
			if err := Sign(DevDomain, forged, other); err != nil {
				t.Fatal(err)
			}
			a.Order = forged
			return a
		}(), "another job's", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := Decode(mustEncode(t, c.a))
			if c.decode != "" {
				if err == nil || !strings.Contains(err.Error(), c.decode) {
					t.Fatalf("decode: got %v, want an error naming %q", err, c.decode)
				}
				return
			}
			if err != nil {
				t.Fatalf("decode: %v", err)
			}
			if _, err := Verify(DevDomain, c.a); !errors.Is(err, c.verify) {
				t.Fatalf("verify: got %v, want %v", err, c.verify)
			}
		})
	}

	// A client cannot carry a changed order past the assignment's own
	// signature either: the order is part of the signed body.
	tampered := proto.Clone(good).(*Assignment)
	tampered.Order.ClientAddrs = []string{"/ip4/10.6.6.6/tcp/6666"}
	if _, err := Verify(DevDomain, tampered); err == nil {
		t.Fatal("an assignment whose carried order changed after signing verified")
	}
}

// Attack (review 31): a client smuggles an order dated far in the future
// through its assignment. On its own topic gossip refuses it (MaxSkew),
// but the carried order's time was checked by nobody, so peers recorded
// a job that lives until its deadline (a day after a creation the client
// chose freely) and a miner slept until its auction start. An honest
// client signs the order before assigning any round of it.
func TestCarriedOrderNotNewerThanItsAssignment(t *testing.T) {
	client := mustKey(t)
	order := testJob()
	order.CreatedMs += 365 * 24 * 3600 * 1000
	order.DeadlineMs = order.CreatedMs + 3600*1000
	if err := Sign(DevDomain, order, client); err != nil {
		t.Fatal(err)
	}
	a := &Assignment{JobId: order.JobId, Subnet: order.Subnet, Miner: make([]byte, 20), BidId: make([]byte, 32), BidCount: 1,
		Seed: make([]byte, 32), CreatedMs: 1_000_100, Order: order}
	if err := Sign(DevDomain, a, client); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Decode(mustEncode(t, a)); err == nil || !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "created after") {
		t.Fatalf("an assignment carrying an order dated a year ahead: %v", err)
	}
	a.CreatedMs = order.CreatedMs // the same instant is fine
	if err := CheckFields(a); err != nil {
		t.Fatalf("an order created at its assignment's instant: %v", err)
	}
}

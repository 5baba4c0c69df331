package jobbook

import (
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"

	"github.com/tensora/tensora/types"
)

var (
	t0   = time.UnixMilli(1_800_000_000_000)
	self = common.Address{0xee}
	// clientKey signs the test job's settlement terms; client is its address.
	clientKey, _ = crypto.ToECDSA(common.LeftPadBytes([]byte{0xc1}, 32))
	client       = crypto.PubkeyToAddress(clientKey.PublicKey)
	// strangerKey signs terms that are not the client's.
	strangerKey, _ = crypto.ToECDSA(common.LeftPadBytes([]byte{0x5e}, 32))
	m1             = common.Address{0x01}
	m2             = common.Address{0x02}
	m3             = common.Address{0x03}
	jobID          = [32]byte{0x10}
	other          = [32]byte{0x20}
	staked         = big.NewInt(100)
)

const minStake = 50

// order is a well-formed job of client's: max fee 100, a 300 ms bid
// window from t0, deadline an hour later.
func order(mod ...func(*types.JobOrder)) *types.JobOrder {
	o := &types.JobOrder{
		JobId: jobID[:], Client: client[:], Subnet: 1, Spec: "1cpu", MaxFee: big.NewInt(100).Bytes(),
		CreatedMs: t0.UnixMilli(), BidWindowMs: 300, DeadlineMs: t0.Add(time.Hour).UnixMilli(),
	}
	for _, f := range mod {
		f(o)
	}
	return o
}

func bid(miner common.Address, price int64, mod ...func(*Bid)) Bid {
	b := Bid{
		Miner: miner, ID: [32]byte{miner[0], 0xb1},
		Msg:   &types.Bid{JobId: jobID[:], Price: big.NewInt(price).Bytes(), CreatedMs: t0.Add(100 * time.Millisecond).UnixMilli()},
		Stake: staked,
	}
	for _, f := range mod {
		f(&b)
	}
	return b
}

// assign is the client's assignment of round to miner at price 90 with
// settlement terms the client signed (in types.DevDomain, the book's
// default); mod changes the message after the terms are signed.
func assign(round uint32, miner common.Address, mod ...func(*types.Assignment)) *types.Assignment {
	a := &types.Assignment{JobId: jobID[:], Client: client[:], Round: round, Miner: miner[:],
		Price: big.NewInt(90).Bytes(), SettleByMs: t0.Add(7 * time.Hour).UnixMilli()}
	if err := a.SignSettlement(types.DevDomain, clientKey); err != nil {
		panic(err)
	}
	for _, f := range mod {
		f(a)
	}
	return a
}

// resign signs an assignment's (changed) terms again with key.
func resign(key *ecdsa.PrivateKey) func(*types.Assignment) {
	return func(a *types.Assignment) {
		if err := a.SignSettlement(types.DevDomain, key); err != nil {
			panic(err)
		}
	}
}

func ack(round uint32, miner common.Address) *types.Ack {
	return &types.Ack{JobId: jobID[:], Round: round, Miner: miner[:]}
}

func decline(round uint32, miner common.Address) *types.Ack {
	a := ack(round, miner)
	a.Declined = true
	return a
}

func result(round uint32, miner common.Address, failure string) *types.Result {
	return &types.Result{JobId: jobID[:], Round: round, Miner: miner[:], Error: failure}
}

// msg is one message delivered to the book: its verified author, the
// message, and the time it arrives.
type msg struct {
	from common.Address
	m    any
	at   time.Time
}

// on builds a message from a (the author of acks and results; ignored for
// other kinds, whose author is in the message) arriving at t0.
func on(from common.Address, m any) msg { return msg{from: from, m: m, at: t0} }

// post marks a job the book's own peer posts.
type post struct{ o *types.JobOrder }

// judgeHeld is the node judging the held acks of a round once its
// assignment is in (TakeEarlyAcks).
type judgeHeld struct{ round uint32 }

func deliver(b *Book, in msg) Verdict {
	switch m := in.m.(type) {
	case *types.JobOrder:
		return b.OnOrder(m, in.at)
	case post:
		b.Post(m.o, in.at)
		return accepted
	case judgeHeld:
		b.TakeEarlyAcks(jobID, m.round)
		return accepted
	case Bid:
		return b.OnBid(m, in.at)
	case *types.Assignment:
		return b.OnAssignment(m)
	case *types.Ack:
		return b.OnAck(in.from, m)
	case *types.Result:
		return b.OnResult(in.from, m, in.at)
	}
	panic("unknown message")
}

// TestBookVerdicts drives the book message by message: each row sets up a
// state by delivering before (every one must be accepted), then delivers
// the message under test and checks the verdict and the job's state.
func TestBookVerdicts(t *testing.T) {
	late := t0.Add(2 * time.Hour)
	tests := []struct {
		name   string
		before []msg
		msg    msg
		want   Verdict
		then   func(t *testing.T, j *Job) // the job afterwards (nil if unknown)
	}{
		// Orders.
		{"a well-formed order is recorded", nil, on(client, order()), accepted,
			func(t *testing.T, j *Job) { mustKnow(t, j) }},
		{"an order whose spec does not parse is rejected", nil, on(client, order(func(o *types.JobOrder) { o.Spec = "1cpu, bogus" })),
			reject(ReasonBadSpec), func(t *testing.T, j *Job) { mustNotKnow(t, j) }},
		{"an order past its deadline is ignored, not penalised", nil, msg{client, order(), late},
			ignore(ReasonExpired), func(t *testing.T, j *Job) { mustNotKnow(t, j) }},
		{"a repeated order keeps the first sighting", []msg{on(client, order())}, msg{client, order(), t0.Add(time.Second)},
			accepted, func(t *testing.T, j *Job) { eq(t, "seen at", j.SeenAt(), t0) }},

		// Bids.
		{"a staked bid within the fee is recorded", []msg{on(client, order())}, on(m1, bid(m1, 90)), accepted,
			func(t *testing.T, j *Job) { eq(t, "bids", j.Bids(), 1); eq(t, "first bid", j.FirstBid(), t0) }},
		{"a bid from a miner with no stake is ignored", []msg{on(client, order())},
			on(m1, bid(m1, 90, func(b *Bid) { b.Stake = nil })), ignore(ReasonUnstaked),
			func(t *testing.T, j *Job) { eq(t, "bids", j.Bids(), 0) }},
		{"a bid from a miner staked below the minimum is ignored", []msg{on(client, order())},
			on(m1, bid(m1, 90, func(b *Bid) { b.Stake = big.NewInt(minStake - 1) })), ignore(ReasonUnstaked), nil},
		{"a bid above the job's max fee is rejected", []msg{on(client, order())}, on(m1, bid(m1, 101)),
			reject(ReasonAboveMaxFee), func(t *testing.T, j *Job) { eq(t, "bids", j.Bids(), 0) }},
		{"a bid made after the job's deadline is ignored", []msg{on(client, order())},
			on(m1, bid(m1, 90, func(b *Bid) { b.Msg.CreatedMs = late.UnixMilli() })), ignore(ReasonLateBid), nil},
		{"a miner's second bid is ignored", []msg{on(client, order()), on(m1, bid(m1, 90))}, on(m1, bid(m1, 80)),
			ignore(ReasonDuplicateBid), func(t *testing.T, j *Job) { eq(t, "bids", j.Bids(), 1) }},
		{"a bid that overtook its job is held and counted when the job comes", []msg{on(m1, bid(m1, 90))}, on(client, order()),
			accepted, func(t *testing.T, j *Job) { eq(t, "bids", j.Bids(), 1) }},
		{"a held bid above the fee is dropped when its job comes", []msg{on(m1, bid(m1, 101)), on(m2, bid(m2, 90))}, on(client, order()),
			accepted, func(t *testing.T, j *Job) { eq(t, "bids", j.Bids(), 1) }},
		{"held bids are bounded per job", repeat(512, on(m1, bid(m1, 90))), on(m1, bid(m1, 90)),
			ignore(ReasonUnknownJob), nil},

		// Assignments.
		{"an assignment of an unknown job is ignored", nil, on(client, assign(0, m1)), ignore(ReasonUnknownJob), nil},
		{"only the job's client assigns it", []msg{on(client, order())},
			on(m1, &types.Assignment{JobId: jobID[:], Client: m1[:], Round: 0, Miner: m1[:]}), reject(ReasonNotClient),
			func(t *testing.T, j *Job) { round, _, _ := j.Latest(); eq(t, "latest round", round, -1) }},
		// Settlement terms (issue 14, attacks 1 and 3: settlement binds the
		// assignment): every peer checks them, so terms that could not pay
		// the named miner never travel.
		{"an assignment without settlement terms is ignored: nothing could pay for it",
			[]msg{on(client, order())}, on(client, assign(0, m1, func(a *types.Assignment) { a.SettlementSignature = nil })),
			ignore(ReasonNoTerms), func(t *testing.T, j *Job) { round, _, _ := j.Latest(); eq(t, "latest round", round, -1) }},
		{"terms signed by someone other than the job's client are rejected",
			[]msg{on(client, order())}, on(client, assign(0, m1, resign(strangerKey))), reject(ReasonBadTerms),
			func(t *testing.T, j *Job) { round, _, _ := j.Latest(); eq(t, "latest round", round, -1) }},
		{"terms the client signed for another miner than the one named are rejected (a sybil paid for an honest miner's work)",
			[]msg{on(client, order())}, on(client, assign(0, m1, func(a *types.Assignment) { a.Miner = m2[:] })), reject(ReasonBadTerms), nil},
		{"terms whose price was changed after signing are rejected",
			[]msg{on(client, order())}, on(client, assign(0, m1, func(a *types.Assignment) { a.Price = big.NewInt(1).Bytes() })), reject(ReasonBadTerms), nil},
		{"terms whose settle-by was changed after signing are rejected",
			[]msg{on(client, order())}, on(client, assign(0, m1, func(a *types.Assignment) { a.SettleByMs++ })), reject(ReasonBadTerms), nil},
		{"terms signed in another domain (another escrow) are rejected",
			[]msg{on(client, order())}, on(client, assign(0, m1, func(a *types.Assignment) {
				d := types.DevDomain
				d.ChainID++
				if err := a.SignSettlement(d, clientKey); err != nil {
					panic(err)
				}
			})), reject(ReasonBadTerms), nil},
		{"a price above the order's max fee is rejected, signed or not",
			[]msg{on(client, order())}, on(client, assign(0, m1, func(a *types.Assignment) { a.Price = big.NewInt(101).Bytes() }, resign(clientKey))),
			reject(ReasonTermsAboveMaxFee), nil},
		{"a malformed settlement signature is rejected",
			[]msg{on(client, order())}, on(client, assign(0, m1, func(a *types.Assignment) { a.SettlementSignature[64] = 9 })), reject(ReasonBadTerms), nil},
		{"an assignment is recorded", []msg{on(client, order())}, on(client, assign(0, m1)), accepted,
			func(t *testing.T, j *Job) {
				round, miner, acked := j.Latest()
				eq(t, "latest round", round, 0)
				eq(t, "miner", miner, m1)
				eq(t, "acked", acked, false)
			}},
		{"a later round reopens a job an earlier round's result finished",
			[]msg{on(client, order()), on(client, assign(0, m1)), on(m1, result(0, m1, ""))}, on(client, assign(1, m2)), accepted,
			func(t *testing.T, j *Job) { eq(t, "finished", j.FinishedAt(), time.Time{}) }},

		// Acks and declines.
		{"an ack of an unknown job is ignored", nil, on(m1, ack(0, m1)), ignore(ReasonUnknownJob), nil},
		{"an ack that overtook its assignment is held and relayed", bidding(), on(m1, ack(0, m1)), accepted,
			func(t *testing.T, j *Job) { eq(t, "held acks", len(j.earlyAcks), 1) }},
		{"an early ack from a miner that did not bid is ignored: it cannot be assigned the job",
			[]msg{on(client, order())}, on(m1, ack(0, m1)), ignore(ReasonNotAssigned),
			func(t *testing.T, j *Job) { eq(t, "held acks", len(j.earlyAcks), 0) }},
		{"an early ack of a round past the next is ignored", bidding(), on(m1, ack(2, m1)), ignore(ReasonNotAssigned), nil},
		{"an early ack of the job this peer posted is ignored: the client records its assignments first",
			[]msg{on(client, post{order()}), on(m1, bid(m1, 90))}, on(m1, ack(0, m1)), ignore(ReasonNotAssigned),
			func(t *testing.T, j *Job) { eq(t, "held acks", len(j.earlyAcks), 0) }},
		{"a held ack repeated is ignored", append(bidding(), on(m1, ack(0, m1))), on(m1, ack(0, m1)), ignore(ReasonDuplicateAck),
			func(t *testing.T, j *Job) { eq(t, "held acks", len(j.earlyAcks), 1) }},
		{"held acks are bounded", fillHeldAcks(), on(m3, ack(0, m3)),
			ignore(ReasonUnknownJob), func(t *testing.T, j *Job) { eq(t, "held acks", len(j.earlyAcks), maxEarlyAcks) }},
		{"a held decline after a held ack of the same round is ignored",
			append(bidding(), on(m1, ack(0, m1))), on(m1, decline(0, m1)), ignore(ReasonAckConflict),
			func(t *testing.T, j *Job) { eq(t, "held acks", len(j.earlyAcks), 1) }},
		{"a held ack after a held decline of the same round is ignored",
			append(bidding(), on(m1, decline(0, m1))), on(m1, ack(0, m1)), ignore(ReasonAckConflict), nil},
		{"held answers of different rounds, or miners, do not conflict",
			append(bidding(), on(m1, decline(0, m1)), on(m2, ack(0, m2))), on(m1, ack(1, m1)), accepted,
			func(t *testing.T, j *Job) { eq(t, "held acks", len(j.earlyAcks), 3) }},
		{"only the assigned miner acks", []msg{on(client, order()), on(client, assign(0, m1))}, on(m2, ack(0, m2)),
			reject(ReasonNotAssigned), nil},
		{"the assigned miner's ack is recorded", []msg{on(client, order()), on(client, assign(0, m1))}, on(m1, ack(0, m1)), accepted,
			func(t *testing.T, j *Job) { _, _, acked := j.Latest(); eq(t, "acked", acked, true) }},
		{"an ack after a decline of the same round is ignored",
			[]msg{on(client, order()), on(client, assign(0, m1)), on(m1, decline(0, m1))}, on(m1, ack(0, m1)),
			ignore(ReasonAckConflict), func(t *testing.T, j *Job) { _, _, acked := j.Latest(); eq(t, "acked", acked, false) }},
		{"a decline after an ack of the same round is ignored",
			[]msg{on(client, order()), on(client, assign(0, m1)), on(m1, ack(0, m1))}, on(m1, decline(0, m1)),
			ignore(ReasonAckConflict), nil},
		{"a decline of one round does not bind the next",
			[]msg{on(client, order()), on(client, assign(0, m1)), on(m1, decline(0, m1)), on(client, assign(1, m1))}, on(m1, ack(1, m1)),
			accepted, nil},

		// Results.
		{"this peer's own result is relayed even for a job it forgot", nil, on(self, result(0, self, "")), accepted, nil},
		{"a result of an unknown job is ignored", nil, on(m1, result(0, m1, "")), ignore(ReasonUnknownJob), nil},
		{"a result of a round not assigned is ignored", []msg{on(client, order()), on(client, assign(0, m1))}, on(m1, result(1, m1, "")),
			ignore(ReasonUnknownJob), nil},
		{"only the round's miner answers", []msg{on(client, order()), on(client, assign(0, m1))}, on(m2, result(0, m2, "")),
			reject(ReasonNotAssigned), func(t *testing.T, j *Job) { eq(t, "finished", j.FinishedAt(), time.Time{}) }},
		{"a successful result of the latest round finishes the job", []msg{on(client, order()), on(client, assign(0, m1))},
			msg{m1, result(0, m1, ""), t0.Add(time.Second)}, accepted,
			func(t *testing.T, j *Job) { eq(t, "finished", j.FinishedAt(), t0.Add(time.Second)) }},
		{"a failed result does not finish the job", []msg{on(client, order()), on(client, assign(0, m1))},
			on(m1, result(0, m1, "engine failed")), accepted, func(t *testing.T, j *Job) { eq(t, "finished", j.FinishedAt(), time.Time{}) }},
		{"an earlier round's late result does not finish a job in a later round",
			[]msg{on(client, order()), on(client, assign(0, m1)), on(client, assign(1, m2))}, on(m1, result(0, m1, "")),
			accepted, func(t *testing.T, j *Job) { eq(t, "finished", j.FinishedAt(), time.Time{}) }},
		{"a result of a job this peer posted is left to its client",
			[]msg{on(client, post{order()}), on(client, assign(0, m1))}, on(m1, result(0, m1, "")),
			accepted, func(t *testing.T, j *Job) { eq(t, "finished", j.FinishedAt(), time.Time{}) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := New(self, big.NewInt(minStake))
			for i, m := range tt.before {
				if v := deliver(b, m); v != accepted {
					t.Fatalf("setup message %d (%T): %v %q", i, m.m, v.Action, v.Reason)
				}
			}
			if got := deliver(b, tt.msg); got != tt.want {
				t.Fatalf("verdict %v %q, want %v %q", got.Action, got.Reason, tt.want.Action, tt.want.Reason)
			}
			if tt.then != nil {
				tt.then(t, b.Get(jobID))
			}
		})
	}
}

// bidding is client's order and a bid from each of m1, m2 and m3.
func bidding() []msg {
	return []msg{on(client, order()), on(m1, bid(m1, 90)), on(m2, bid(m2, 90)), on(m3, bid(m3, 90))}
}

// fillHeldAcks is bidding plus maxEarlyAcks held acks: rounds 0 and 1
// from each of eight more bidders.
func fillHeldAcks() []msg {
	out := bidding()
	for i := range maxEarlyAcks / 2 {
		m := common.Address{0x40 + byte(i)}
		out = append(out, on(m, bid(m, 90)), on(m, ack(0, m)), on(m, ack(1, m)))
	}
	return out
}

func repeat(n int, m msg) []msg {
	out := make([]msg, n)
	for i := range out {
		out[i] = m
	}
	return out
}

func mustKnow(t *testing.T, j *Job) {
	t.Helper()
	if j == nil {
		t.Fatal("job not in the book")
	}
}

func mustNotKnow(t *testing.T, j *Job) {
	t.Helper()
	if j != nil {
		t.Fatal("job in the book")
	}
}

func eq[T comparable](t *testing.T, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Fatalf("%s = %v, want %v", what, got, want)
	}
}

// An order padded with fields this version does not know (up to gossip's
// 64 KiB) is kept without them: they would otherwise pin that much memory
// on every peer for as long as the job lives.
func TestOrderKeptWithoutUnknownFields(t *testing.T) {
	o := order()
	o.ProtoReflect().SetUnknown(protowire.AppendBytes(protowire.AppendTag(nil, 99, protowire.BytesType), make([]byte, 32<<10)))
	b := New(self, nil)
	if v := b.OnOrder(o, t0); v != accepted {
		t.Fatalf("padded order: %v", v)
	}
	kept := b.Get(jobID).Order()
	if n := len(kept.ProtoReflect().GetUnknown()); n != 0 {
		t.Fatalf("kept %d bytes of unknown fields", n)
	}
	if size := proto.Size(kept); size > 1<<10 {
		t.Fatalf("kept order is %d bytes", size)
	}
	if kept.GetSpec() != o.GetSpec() || string(kept.GetJobId()) != string(o.GetJobId()) {
		t.Fatal("the known fields changed")
	}
}

package node

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/multiformats/go-multihash"
	"google.golang.org/protobuf/proto"

	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// directMiner starts a real miner node (no engine: it declares onnx, as
// the testnet's matching-only miners do) at a price of 2 TORA.
func directMiner(t *testing.T) *Node {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return directMinerWith(t, key, nil)
}

// directMinerWith is directMiner with key and the access view v (nil: none).
func directMinerWith(t *testing.T, key *ecdsa.PrivateKey, v AccessView) *Node {
	t.Helper()
	return startNode(t, Config{
		ACL:     v,
		Roles:   []Role{RoleMiner},
		Price:   tora.Whole(2),
		Engines: []*types.EngineInfo{{Name: "onnx", Version: "1.30.0"}},
		P2P:     p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}, AllowLoopbackColocation: true},
	}, key)
}

// rawHost is a bare libp2p host with key's identity: a peer that speaks
// /tensora/direct/1 by hand.
func rawHost(t *testing.T, key *ecdsa.PrivateKey) host.Host {
	t.Helper()
	pk, err := p2pcrypto.UnmarshalSecp256k1PrivateKey(crypto.FromECDSA(key))
	if err != nil {
		t.Fatal(err)
	}
	h, err := libp2p.New(libp2p.Identity(pk), libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close() })
	return h
}

// latestOffer is the id of the miner's latest advert.
func latestOffer(m *Node) [32]byte {
	m.mu.Lock()
	defer m.mu.Unlock()
	ids := m.miner.ownOffers.byMiner[m.addr]
	return ids[len(ids)-1]
}

// TestDirectStreamRefusesForgeries: a miner answers a DirectOrder only
// from the order's own client, for an assignment that client signed,
// naming this miner and citing the offer it was drawn from; it declines
// (at once, signed) a stale offer or terms that would not pay it. Each
// row changes one thing about an honest direct order.
func TestDirectStreamRefusesForgeries(t *testing.T) {
	m := directMiner(t)
	clientKey, _ := crypto.GenerateKey()
	otherKey, _ := crypto.GenerateKey()
	clientHost, otherHost := rawHost(t, clientKey), rawHost(t, otherKey)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for _, h := range []host.Host{clientHost, otherHost} {
		if err := h.Connect(ctx, m.Host().AddrInfo()); err != nil {
			t.Fatal(err)
		}
	}
	d := m.cfg.P2P.Domain
	offer := latestOffer(m)
	var nonce uint64
	build := func(input cid.Cid, inputBytes int) (*types.JobOrder, *types.Assignment) {
		nonce++
		now := time.Now()
		o := &types.JobOrder{Subnet: 1, ModelCid: "bafkreidirectmodel", Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5).Bytes(),
			DeadlineMs: now.Add(time.Minute).UnixMilli(), Nonce: nonce, CreatedMs: now.UnixMilli(), BidWindowMs: 100,
			DirectUntilMs: now.Add(250 * time.Millisecond).UnixMilli()}
		if input.Defined() {
			o.InputCid, o.InputBytes = input.String(), uint64(inputBytes)
		}
		if err := types.Sign(d, o, clientKey); err != nil {
			t.Fatal(err)
		}
		a := &types.Assignment{JobId: o.GetJobId(), Subnet: 1, Miner: m.addr.Bytes(), BidId: offer[:], BidCount: 1,
			Seed: make([]byte, 32), CreatedMs: now.UnixMilli(), Offers: [][]byte{offer[:]},
			Price: tora.Whole(2).Bytes(), SettleByMs: now.Add(time.Minute + 6*time.Hour).UnixMilli()}
		return o, a
	}
	sign := func(a *types.Assignment, key *ecdsa.PrivateKey) {
		if len(a.GetSettlementSignature()) > 0 {
			// Terms a row signed itself; the message is signed below.
		} else if err := a.SignSettlement(d, key); err != nil {
			t.Fatal(err)
		}
		if err := types.Sign(d, a, key); err != nil {
			t.Fatal(err)
		}
	}
	type answer int
	const (
		refused answer = iota // the stream is reset unanswered
		declined
		acked
	)
	// Inputs inline on the stream: the order names one; the client sends
	// it, or other bytes (to have the miner store and serve them).
	rawCID := func(b []byte) cid.Cid {
		c, err := cid.V1Builder{Codec: cid.Raw, MhType: multihash.SHA2_256}.Sum(b)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	ordered, other := []byte("the order's input"), []byte("bytes the client would like hosted")
	dagPB, err := cid.V1Builder{Codec: cid.DagProtobuf, MhType: multihash.SHA2_256}.Sum(other)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name       string
		from       host.Host
		mod        func(o *types.JobOrder, a *types.Assignment) *ecdsa.PrivateKey // changes the assignment; a key to sign it with instead of the client's
		orderInput cid.Cid                                                        // the order's input, if any
		inline     []byte                                                         // the bytes sent inline
		want       answer
	}{
		{"honest: the client places its job on the miner's live offer", clientHost, nil, cid.Undef, nil, acked},
		{"sent by another peer than the order's client", otherHost, nil, cid.Undef, nil, refused},
		{"assignment signed by someone other than the order's client", clientHost, func(*types.JobOrder, *types.Assignment) *ecdsa.PrivateKey { return otherKey }, cid.Undef, nil, refused},
		{"settlement terms signed by someone other than the order's client (the message by the client)", clientHost, func(o *types.JobOrder, a *types.Assignment) *ecdsa.PrivateKey {
			// The payment signed by another key: JobEscrow would pay the
			// miner nothing. The job book's CheckTerms refuses it (the
			// miner does not recover the signer a second time).
			if err := a.SignSettlement(d, otherKey); err != nil {
				t.Fatal(err)
			}
			return nil
		}, cid.Undef, nil, refused},
		{"assignment naming another miner", clientHost, func(_ *types.JobOrder, a *types.Assignment) *ecdsa.PrivateKey {
			a.Miner = common.Address{0x22}.Bytes()
			return nil
		}, cid.Undef, nil, refused},
		{"assignment for another job", clientHost, func(_ *types.JobOrder, a *types.Assignment) *ecdsa.PrivateKey {
			a.JobId = make([]byte, 32)
			return nil
		}, cid.Undef, nil, refused},
		{"assignment that does not cite the offer it names", clientHost, func(_ *types.JobOrder, a *types.Assignment) *ecdsa.PrivateKey {
			a.Offers = [][]byte{make([]byte, 32)}
			return nil
		}, cid.Undef, nil, refused},
		{"a stale offer (not one of the miner's live adverts)", clientHost, func(_ *types.JobOrder, a *types.Assignment) *ecdsa.PrivateKey {
			stale := [32]byte{0x5e}
			a.BidId, a.Offers = stale[:], [][]byte{stale[:]}
			return nil
		}, cid.Undef, nil, declined},
		{"terms below the offered price", clientHost, func(_ *types.JobOrder, a *types.Assignment) *ecdsa.PrivateKey {
			a.Price = big.NewInt(1).Bytes()
			return nil
		}, cid.Undef, nil, declined},
		{"honest: the order's input inline", clientHost, nil, rawCID(ordered), ordered, acked},
		{"inline bytes that are not the order's input", clientHost, nil, rawCID(ordered), other, declined},
		{"inline input for an order whose input is not a raw block", clientHost, nil, dagPB, other, declined},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, a := build(tt.orderInput, len(tt.inline))
			key := clientKey
			if tt.mod != nil {
				if k := tt.mod(o, a); k != nil {
					key = k
				}
			}
			sign(a, key)
			got, ack := sendDirect(ctx, t, tt.from, m, o, a, tt.inline)
			if got != int(tt.want) {
				t.Fatalf("answer %d, want %d", got, tt.want)
			}
			if tt.inline != nil {
				// The miner holds the inline bytes only if they are the order's input.
				held, err := m.Content().Has(ctx, rawCID(tt.inline))
				if err != nil || held != (tt.want == acked) {
					t.Fatalf("miner holds the inline bytes: %v (%v), want %v", held, err, tt.want == acked)
				}
			}
			if ack != nil {
				if signer, err := types.Verify(d, ack); err != nil || crypto.PubkeyToAddress(*signer) != m.addr || ack.GetRound() != a.GetRound() {
					t.Fatalf("answer not the miner's signed ack of the round: %v", err)
				}
			}
		})
	}
}

// sendDirect writes a DirectOrder from h to miner m and reads the
// answer: 0 refused (reset), 1 declined, 2 acked.
func sendDirect(ctx context.Context, t *testing.T, h host.Host, m *Node, o *types.JobOrder, a *types.Assignment, input []byte) (int, *types.Ack) {
	t.Helper()
	s, err := h.NewStream(ctx, m.Host().ID(), protocol.ID(types.DirectProtocol))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	_ = s.SetDeadline(time.Now().Add(10 * time.Second))
	b, err := proto.Marshal(&types.DirectOrder{Order: o, Assignment: a, Input: input})
	if err != nil {
		t.Fatal(err)
	}
	if err := writeFrame(s, b); err != nil {
		t.Fatal(err)
	}
	ab, err := readFrame(bufio.NewReader(s), types.MaxMessageSize)
	if err != nil {
		return 0, nil
	}
	_, msg, err := types.Decode(ab)
	ack, ok := msg.(*types.Ack)
	if err != nil || !ok {
		t.Fatalf("answer is not an ack: %v", err)
	}
	if ack.GetDeclined() {
		return 1, ack
	}
	return 2, ack
}

// TestDirectAckFromAnotherMinerRefused: the client takes an answer on
// the direct stream only if it is the assigned miner's signed ack of
// this job and round; an ack signed by another miner (one answering for
// the miner it stands in front of), for another round or job, is a
// forgery, and the round goes on as unanswered.
func TestDirectAckFromAnotherMinerRefused(t *testing.T) {
	minerKey, _ := crypto.GenerateKey()
	otherKey, _ := crypto.GenerateKey()
	cl := &client{core: &core{cfg: Config{P2P: p2p.Config{Domain: types.DevDomain}}}}
	a := &types.Assignment{JobId: make([]byte, 32), Round: 1, Miner: crypto.PubkeyToAddress(minerKey.PublicKey).Bytes()}
	a.JobId[0] = 7
	tests := []struct {
		name string
		key  *ecdsa.PrivateKey
		mod  func(*types.Ack)
		ok   bool
	}{
		{"the assigned miner's ack of the round", minerKey, nil, true},
		{"signed by another miner", otherKey, nil, false},
		{"the assigned miner's ack of another round", minerKey, func(k *types.Ack) { k.Round = 0 }, false},
		{"the assigned miner's ack of another job", minerKey, func(k *types.Ack) { k.JobId = make([]byte, 32) }, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ack := &types.Ack{JobId: a.GetJobId(), Subnet: 1, Round: 1, CreatedMs: time.Now().UnixMilli()}
			if tt.mod != nil {
				tt.mod(ack)
			}
			if err := types.Sign(types.DevDomain, ack, tt.key); err != nil {
				t.Fatal(err)
			}
			b, err := types.Encode(ack)
			if err != nil {
				t.Fatal(err)
			}
			_, err = cl.directAck(b, a)
			if (err == nil) != tt.ok {
				t.Fatalf("err %v, want ok %v", err, tt.ok)
			}
			if err != nil && !errors.Is(err, ErrDirectForged) {
				t.Fatalf("err %v, want ErrDirectForged", err)
			}
		})
	}
}

// TestFreshOffers: a client places jobs directly only on live standing
// offers, in the job's subnet, of other miners with room; the offers an
// assignment cites are found by id, also after a newer advert replaced
// one, and not once they are forgotten.
func TestFreshOffers(t *testing.T) {
	now := time.UnixMilli(1_800_000_000_000)
	self := common.Address{0x01}
	n := &core{cfg: Config{Now: func() time.Time { return now }}, addr: self, adverts: make(map[common.Address]*advertEntry)}
	add := func(miner byte, seq uint64, subnet uint64, running uint32, age time.Duration) [32]byte {
		a := common.Address{miner}
		ad := &types.HardwareAdvert{Miner: a.Bytes(), Seq: seq, TimestampMs: now.Add(-age).UnixMilli(), Subnets: []uint64{subnet},
			CpuCores: 4, PricePerJob: big.NewInt(10).Bytes(), TtlMs: 90_000,
			Load: &types.Load{Running: running, MaxConcurrency: 1, MaxQueued: 2}}
		id := [32]byte{miner, byte(seq)}
		e := &advertEntry{ad: ad, id: id, expires: now.Add(-age).Add(90 * time.Second)}
		n.adverts[a] = e
		n.offers.add(a, e)
		return id
	}
	first := add(0x10, 1, 1, 0, time.Second)
	add(0x10, 2, 1, 2, 0)             // replaced by a newer advert with room for one more
	add(0x11, 1, 1, 3, 0)             // full: 3 running of 1 + 2
	add(0x12, 1, 1, 0, 2*time.Minute) // expired
	add(0x13, 1, 2, 0, 0)             // another subnet
	add(self[0], 1, 1, 0, 0)          // this node's own
	got := n.freshOffers(1)
	if len(got) != 1 || got[0].sched.Advert.Miner != (common.Address{0x10}) || got[0].sched.ID != ([32]byte{0x10, 2}) {
		t.Fatalf("fresh offers %+v: want only miner 0x10's latest advert", got)
	}
	offers, ok := n.citedOffers(&types.Assignment{Offers: [][]byte{first[:]}})
	if !ok || len(offers) != 1 || offers[0].ID != first || offers[0].Advert.Miner != (common.Address{0x10}) {
		t.Fatalf("cited offers %+v, %v: want the replaced advert still found by id", offers, ok)
	}
	for seq := uint64(3); seq < 3+offersPerMiner; seq++ {
		add(0x10, seq, 1, 0, 0)
	}
	if _, ok := n.citedOffers(&types.Assignment{Offers: [][]byte{first[:]}}); ok {
		t.Fatal("an offer pushed out of the per-miner history is still found")
	}
}

package types

import (
	"bytes"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"strconv"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"google.golang.org/protobuf/proto"
)

func testJob() *JobOrder {
	return &JobOrder{
		Subnet: 7, ModelCid: "bafkreimodel", InputCid: "bafkreiinput", Engine: "onnx",
		Spec: "4cpu,8ram", MaxFee: Amount(big.NewInt(25e17)), DeadlineMs: 2_000_000, Nonce: 42,
		CreatedMs: 1_000_000, BidWindowMs: 300,
	}
}

func mustKey(t testing.TB) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// The hand-rolled EIP-712 encoding must agree with go-ethereum's generic
// implementation, which is what wallets use for eth_signTypedData_v4.
func TestJobOrderEIP712MatchesGeth(t *testing.T) {
	key := mustKey(t)
	d := Domain{Name: "Tensora", Version: "1", ChainID: 44444444, VerifyingContract: common.HexToAddress("0x00000000000000000000000000000000000000aa")}
	j := testJob()
	if err := Sign(d, j, key); err != nil {
		t.Fatal(err)
	}
	td := apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {{Name: "name", Type: "string"}, {Name: "version", Type: "string"}, {Name: "chainId", Type: "uint256"}, {Name: "verifyingContract", Type: "address"}},
			"JobOrder": {{Name: "subnet", Type: "uint64"}, {Name: "client", Type: "address"}, {Name: "modelCid", Type: "string"}, {Name: "inputCid", Type: "string"},
				{Name: "engine", Type: "string"}, {Name: "spec", Type: "string"}, {Name: "maxFee", Type: "uint256"}, {Name: "deadlineMs", Type: "uint64"},
				{Name: "nonce", Type: "uint64"}, {Name: "createdMs", Type: "uint64"}, {Name: "bidWindowMs", Type: "uint32"}, {Name: "inputBytes", Type: "uint64"}},
		},
		PrimaryType: "JobOrder",
		Domain:      apitypes.TypedDataDomain{Name: d.Name, Version: d.Version, ChainId: math.NewHexOrDecimal256(int64(d.ChainID)), VerifyingContract: d.VerifyingContract.Hex()},
		Message: apitypes.TypedDataMessage{
			"subnet": strconv.FormatUint(j.Subnet, 10), "client": common.BytesToAddress(j.Client).Hex(), "modelCid": j.ModelCid, "inputCid": j.InputCid,
			"engine": j.Engine, "spec": j.Spec, "maxFee": AmountOf(j.MaxFee).String(), "deadlineMs": strconv.FormatInt(j.DeadlineMs, 10),
			"nonce": strconv.FormatUint(j.Nonce, 10), "createdMs": strconv.FormatInt(j.CreatedMs, 10), "bidWindowMs": strconv.FormatUint(uint64(j.BidWindowMs), 10),
			"inputBytes": strconv.FormatUint(j.InputBytes, 10),
		},
	}
	want, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		t.Fatal(err)
	}
	got := j.TypedDataHash(d)
	if !bytes.Equal(got[:], want) {
		t.Fatalf("typed data hash %x, geth says %x", got, want)
	}
	sh, err := td.HashStruct("JobOrder", td.Message)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(j.JobId, sh) {
		t.Fatalf("job id %x is not hashStruct %x", j.JobId, sh)
	}
}

func TestSignVerifyEveryKind(t *testing.T) {
	key := mustKey(t)
	id := make([]byte, 32)
	msgs := []Signed{
		&HardwareAdvert{Seq: 1, TimestampMs: 5, CpuCores: 2, TtlMs: 1000},
		testJob(),
		&Bid{JobId: id, Subnet: 7, Price: []byte{1}, CreatedMs: 5},
		&Assignment{JobId: id, Subnet: 7, Miner: make([]byte, 20), Signature: make([]byte, 65), BidId: id, Seed: id, BidCount: 1, CreatedMs: 5},
		&Ack{JobId: id, Subnet: 7, CreatedMs: 5},
		&Result{JobId: id, Subnet: 7, CreatedMs: 5, OutputCid: "bafkq", ResultHash: id, InputHash: id, ModelHash: id, EnvHash: id, PocSignature: make([]byte, 65)},
		&Result{JobId: id, Subnet: 7, CreatedMs: 5, Error: "fetch model: not found"},
		&Verdict{JobId: id, Subnet: 7, Miner: make([]byte, 20), Signature: make([]byte, 65), ResultHash: make([]byte, 32), CreatedMs: 5},
		&Dispute{JobId: id, Subnet: 7, Miner: make([]byte, 20), Signature: make([]byte, 65), ResultHash: id, Reason: "result does not verify", CreatedMs: 5},
		testQuote(),
	}
	for _, m := range msgs {
		t.Run(m.Kind(), func(t *testing.T) {
			if err := Sign(DevDomain, m, key); err != nil {
				t.Fatal(err)
			}
			pub, err := Verify(DevDomain, m)
			if err != nil {
				t.Fatalf("verify: %v", err)
			}
			if crypto.PubkeyToAddress(*pub) != crypto.PubkeyToAddress(key.PublicKey) {
				t.Fatal("recovered wrong key")
			}
			data, err := Encode(m)
			if err != nil {
				t.Fatal(err)
			}
			_, body, err := Decode(data)
			if err != nil {
				t.Fatalf("decode: %v", err)
			}
			if _, err := Verify(DevDomain, body); err != nil {
				t.Fatalf("verify decoded: %v", err)
			}
			// Another network's domain must not accept it.
			if _, err := Verify(Domain{Name: "Tensora", Version: "1", ChainID: 9}, body); err == nil {
				t.Fatal("signature valid on another chain id")
			}
		})
	}
}

func TestVerifyRejectsTampering(t *testing.T) {
	key, other := mustKey(t), mustKey(t)
	base := testJob()
	base.ClientAddrs, base.DirectUntilMs = []string{"/ip4/127.0.0.1/tcp/4001"}, 1_000_500
	if err := Sign(DevDomain, base, key); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		mutate func(j *JobOrder)
		want   error
	}{
		// Changing a signed field after signing invalidates the id.
		{"fee raised", func(j *JobOrder) { j.MaxFee = Amount(big.NewInt(1e18)) }, ErrBadJobID},
		// Re-deriving the id after tampering leaves the signature stale.
		{"fee raised, id fixed", func(j *JobOrder) { j.MaxFee = Amount(big.NewInt(1e18)); h := j.StructHash(); j.JobId = h[:] }, ErrWrongAuthor},
		// Claiming another client's address: the signature recovers someone else.
		{"author swapped", func(j *JobOrder) {
			j.Client = crypto.PubkeyToAddress(other.PublicKey).Bytes()
			h := j.StructHash()
			j.JobId = h[:]
		}, ErrWrongAuthor},
		// The fields outside the EIP-712 struct are signed too: a relayed
		// copy with another direct_until_ms (which holds off the auction)
		// or other client addresses (which miners dial) is not the
		// client's.
		{"direct_until_ms changed", func(j *JobOrder) { j.DirectUntilMs += 10_000 }, ErrWrongAuthor},
		{"client_addrs changed", func(j *JobOrder) { j.ClientAddrs = []string{"/ip4/10.6.6.6/tcp/6666"} }, ErrWrongAuthor},
		{"client_addrs dropped", func(j *JobOrder) { j.ClientAddrs = nil }, ErrWrongAuthor},
		// A truncated signature is malformed.
		{"short signature", func(j *JobOrder) { j.Signature = j.Signature[:64] }, ErrBadSignature},
		// A high-s (malleated) signature is refused.
		{"high s", func(j *JobOrder) {
			s := new(big.Int).SetBytes(j.Signature[32:64])
			s.Sub(crypto.S256().Params().N, s)
			copy(j.Signature[32:64], common.LeftPadBytes(s.Bytes(), 32))
			j.Signature[64] ^= 1
		}, ErrBadSignature},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			j := proto.Clone(base).(*JobOrder)
			c.mutate(j)
			if _, err := Verify(DevDomain, j); !errors.Is(err, c.want) {
				t.Fatalf("got %v, want %v", err, c.want)
			}
		})
	}
}

func TestIDExcludesSignature(t *testing.T) {
	key := mustKey(t)
	b := &Bid{JobId: make([]byte, 32), Subnet: 1, Price: []byte{9}, CreatedMs: 1}
	if err := Sign(DevDomain, b, key); err != nil {
		t.Fatal(err)
	}
	id1, _ := ID(DevDomain, b)
	b.Signature = bytes.Repeat([]byte{1}, 65)
	id2, _ := ID(DevDomain, b)
	if id1 != id2 {
		t.Fatal("id depends on the signature")
	}
}

func TestDecodeRejects(t *testing.T) {
	key := mustKey(t)
	j := testJob()
	if err := Sign(DevDomain, j, key); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		data []byte
	}{
		{"oversized", make([]byte, MaxMessageSize+1)},                                  // over the 64 KiB bound
		{"garbage", []byte{0xff, 0xff, 0xff}},                                          // not protobuf
		{"empty envelope", nil},                                                        // no body
		{"zero subnet", mustEncode(t, withJob(j, func(c *JobOrder) { c.Subnet = 0 }))}, // subnet 0
		{"no window", mustEncode(t, withJob(j, func(c *JobOrder) { c.BidWindowMs = 0 }))},
		// F11: one spelling per engine; "LLM" would be run as an LLM job
		// and settled as an ONNX one.
		{"engine not lower case", mustEncode(t, withJob(j, func(c *JobOrder) { c.Engine = "LLM" }))},
		{"long spec", mustEncode(t, withJob(j, func(c *JobOrder) { c.Spec = string(make([]byte, MaxSpecLen+1)) }))},
		// A direct order may hold its auction off only briefly after its creation.
		{"direct window too long", mustEncode(t, withJob(j, func(c *JobOrder) { c.DirectUntilMs = c.CreatedMs + MaxDirectMs + 1 }))},
		{"direct window before creation", mustEncode(t, withJob(j, func(c *JobOrder) { c.DirectUntilMs = c.CreatedMs - 1 }))},
		// An assignment drawn from offers cites them all, each a 32-byte id.
		{"offer id of the wrong length", mustEncode(t, directAssignment(t, key, func(a *Assignment) { a.Offers[0] = a.Offers[0][:31] }))},
		{"bid count not the offers cited", mustEncode(t, directAssignment(t, key, func(a *Assignment) { a.BidCount = 2 }))},
		{"too many offers", mustEncode(t, directAssignment(t, key, func(a *Assignment) {
			a.Offers = make([][]byte, MaxOffers+1)
			for i := range a.Offers {
				a.Offers[i] = make([]byte, 32)
			}
			a.BidCount = uint32(len(a.Offers))
		}))},
		{"first round after the round", mustEncode(t, directAssignment(t, key, func(a *Assignment) { a.FirstRound = 1 }))},
		{"round beyond MaxRounds", mustEncode(t, directAssignment(t, key, func(a *Assignment) { a.Round = MaxRounds }))},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if _, _, err := Decode(c.data); !errors.Is(err, ErrMalformed) {
				t.Fatalf("got %v, want ErrMalformed", err)
			}
		})
	}
}

// directAssignment is a signed assignment drawn from one standing offer,
// changed by f before it is signed.
func directAssignment(t *testing.T, key *ecdsa.PrivateKey, f func(*Assignment)) *Assignment {
	t.Helper()
	offer := make([]byte, 32)
	a := &Assignment{JobId: make([]byte, 32), Subnet: 1, Miner: make([]byte, 20), Signature: make([]byte, 65), BidId: offer, BidCount: 1, Seed: make([]byte, 32),
		CreatedMs: 1_700_000_000_000, Offers: [][]byte{offer}}
	f(a)
	if err := Sign(DevDomain, a, key); err != nil {
		t.Fatal(err)
	}
	return a
}

// TestDisputeBounds: a dispute is checked like the other messages (ids,
// a subnet, a bounded reason) and travels only on the verdicts topic.
func TestDisputeBounds(t *testing.T) {
	key := mustKey(t)
	id := make([]byte, 32)
	ok := func() *Dispute {
		return &Dispute{JobId: id, Subnet: 7, Miner: make([]byte, 20), Signature: make([]byte, 65), ResultHash: id, Reason: "bad", CreatedMs: 5}
	}
	cases := []struct {
		name string
		mod  func(*Dispute)
	}{
		{"short job id", func(d *Dispute) { d.JobId = id[:31] }},                                     // not 32 bytes
		{"no miner", func(d *Dispute) { d.Miner = nil }},                                             // not 20 bytes
		{"short result hash", func(d *Dispute) { d.ResultHash = id[:8] }},                            // not 32 bytes
		{"zero subnet", func(d *Dispute) { d.Subnet = 0 }},                                           // subnet 0
		{"long reason", func(d *Dispute) { d.Reason = string(make([]byte, MaxDisputeReasonLen+1)) }}, // unbounded text
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := ok()
			c.mod(d)
			if err := Sign(DevDomain, d, key); err != nil {
				t.Fatal(err)
			}
			if _, _, err := Decode(mustEncode(t, d)); !errors.Is(err, ErrMalformed) {
				t.Fatalf("got %v, want ErrMalformed", err)
			}
		})
	}
	d := ok()
	d.Reason = string(make([]byte, MaxDisputeReasonLen))
	if err := Sign(DevDomain, d, key); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Decode(mustEncode(t, d)); err != nil {
		t.Fatalf("a reason of the maximum length: %v", err)
	}
	if !Allowed(TopicVerdict, "dispute") || Allowed(TopicResults, "dispute") || Allowed(TopicJobs, "dispute") {
		t.Fatal("disputes belong on the verdicts topic only")
	}
}

func testQuote() *SwapQuote {
	return &SwapQuote{PayChainId: 31337, ToraChainId: 1337, PayToken: make([]byte, 20), PaySymbol: "USDC", PayDecimals: 6,
		RateNum: []byte{1}, RateDen: []byte{1}, Max: []byte{100}, PayWindowMs: 600_000, ToraWindowMs: 300_000,
		ValidUntilMs: 60_000, Seq: 1, CreatedMs: 5}
}

// A quote's fields are bounded before any signature is checked; whether
// its terms are sane is swap.Quote's check.
func TestQuoteBounds(t *testing.T) {
	key := mustKey(t)
	cases := []struct {
		name string
		mod  func(*SwapQuote)
	}{
		{"seq 0", func(q *SwapQuote) { q.Seq = 0 }},
		{"no payment chain", func(q *SwapQuote) { q.PayChainId = 0 }},
		{"no tora chain", func(q *SwapQuote) { q.ToraChainId = 0 }},
		{"short token", func(q *SwapQuote) { q.PayToken = q.PayToken[:19] }},
		{"no symbol", func(q *SwapQuote) { q.PaySymbol = "" }},
		{"long symbol", func(q *SwapQuote) { q.PaySymbol = "ABCDEFGHIJKLMNOPQ" }},
		{"symbol with a space", func(q *SwapQuote) { q.PaySymbol = "US DC" }},
		{"decimals", func(q *SwapQuote) { q.PayDecimals = 37 }},
		{"no rate", func(q *SwapQuote) { q.RateNum = nil }},
		{"wide rate", func(q *SwapQuote) { q.RateDen = make([]byte, 33) }},
		{"no max", func(q *SwapQuote) { q.Max = nil }},
		{"no window", func(q *SwapQuote) { q.ToraWindowMs = 0 }},
		{"negative validity", func(q *SwapQuote) { q.ValidUntilMs = -1 }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			q := testQuote()
			c.mod(q)
			if err := Sign(DevDomain, q, key); err != nil {
				t.Fatal(err)
			}
			if _, _, err := Decode(mustEncode(t, q)); !errors.Is(err, ErrMalformed) {
				t.Fatalf("got %v, want ErrMalformed", err)
			}
		})
	}
	if !Allowed("swaps", "quote") || Allowed("adverts", "quote") || Allowed(TopicJobs, "quote") {
		t.Fatal("quotes belong on the swaps topic only")
	}
	if s, k, err := ParseTopic(SwapsTopic); err != nil || s != 0 || k != "swaps" {
		t.Fatalf("ParseTopic(swaps) = %d, %q, %v", s, k, err)
	}
}

func withJob(j *JobOrder, f func(*JobOrder)) *JobOrder {
	c := proto.Clone(j).(*JobOrder)
	f(c)
	return c
}

func mustEncode(t *testing.T, m Signed) []byte {
	t.Helper()
	b, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestParseTopic(t *testing.T) {
	cases := []struct {
		topic  string
		subnet uint64
		kind   string
		ok     bool
	}{
		{AdvertsTopic, 0, "adverts", true},              // network-wide adverts
		{SubnetTopic(3, TopicBids), 3, TopicBids, true}, // per-subnet bids
		{"/tensora/1/subnet/0/jobs", 0, "", false},      // subnet 0 is invalid
		{"/tensora/1/subnet/x/jobs", 0, "", false},      // non-numeric subnet
		{"/other/1/adverts", 0, "", false},              // foreign topic
		{"/tensora/1/subnet/5", 0, "", false},           // no kind
	}
	for _, c := range cases {
		s, k, err := ParseTopic(c.topic)
		if (err == nil) != c.ok || s != c.subnet || k != c.kind {
			t.Errorf("ParseTopic(%q) = %d, %q, %v", c.topic, s, k, err)
		}
	}
}

// FuzzDecode: arbitrary bytes never panic the decoder or verifier.
func FuzzDecode(f *testing.F) {
	key, _ := crypto.GenerateKey()
	j := testJob()
	_ = Sign(DevDomain, j, key)
	b, _ := Encode(j)
	f.Add(b)
	bid := &Bid{JobId: make([]byte, 32), Subnet: 1, Price: []byte{9}, CreatedMs: 1}
	_ = Sign(DevDomain, bid, key)
	b, _ = Encode(bid)
	f.Add(b)
	f.Add([]byte{})
	f.Add([]byte{0x0a, 0x00})
	f.Fuzz(func(t *testing.T, data []byte) {
		_, body, err := Decode(data)
		if err != nil {
			return
		}
		_, _ = Verify(DevDomain, body)
		_, _ = ID(DevDomain, body)
	})
}

// A job's deadline is at most a day after its creation: peers keep an
// unfinished job until its deadline, so an order with a deadline a century
// away would pin memory on every peer.
func TestJobLifetimeBounded(t *testing.T) {
	for _, c := range []struct {
		name     string
		lifetime int64
		ok       bool
	}{
		{"ten minutes (the default)", 10 * 60 * 1000, true},
		{"exactly a day", MaxJobLifetimeMs, true},
		{"a day and a millisecond", MaxJobLifetimeMs + 1, false},
		{"a century", 100 * 365 * MaxJobLifetimeMs, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			j := testJob()
			j.JobId, j.Client, j.Signature = make([]byte, 32), make([]byte, 20), make([]byte, 65)
			j.DeadlineMs = j.CreatedMs + c.lifetime
			err := CheckFields(j)
			if c.ok && err != nil {
				t.Fatalf("refused: %v", err)
			}
			if !c.ok && !errors.Is(err, ErrMalformed) {
				t.Fatalf("got %v, want ErrMalformed", err)
			}
		})
	}
}

// The settlement terms of an assignment hash as geth's EIP-712 code hashes
// them, recover to the client who signed them, and bind every field: a
// miner that changes the price, the settle-by time or the miner named is
// left with a signature that recovers to someone else.
func TestAssignmentSettlementTerms(t *testing.T) {
	key := mustKey(t)
	client := crypto.PubkeyToAddress(key.PublicKey)
	d := Domain{Name: "Tensora", Version: "1", ChainID: 44444444, VerifyingContract: common.HexToAddress("0x00000000000000000000000000000000000000aa")}
	job := testJob()
	if err := Sign(d, job, key); err != nil {
		t.Fatal(err)
	}
	miner := common.HexToAddress("0x00000000000000000000000000000000000000bb")
	a := &Assignment{JobId: job.JobId, Miner: miner.Bytes(), Price: Amount(big.NewInt(7e17)), SettleByMs: 1_800_000_000_000}
	if err := a.SignSettlement(d, key); err != nil {
		t.Fatal(err)
	}
	td := apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {{Name: "name", Type: "string"}, {Name: "version", Type: "string"}, {Name: "chainId", Type: "uint256"}, {Name: "verifyingContract", Type: "address"}},
			"Assignment":   {{Name: "jobId", Type: "bytes32"}, {Name: "miner", Type: "address"}, {Name: "price", Type: "uint256"}, {Name: "settleByMs", Type: "uint64"}},
		},
		PrimaryType: "Assignment",
		Domain:      apitypes.TypedDataDomain{Name: d.Name, Version: d.Version, ChainId: math.NewHexOrDecimal256(int64(d.ChainID)), VerifyingContract: d.VerifyingContract.Hex()},
		Message: apitypes.TypedDataMessage{
			"jobId": job.JobId, "miner": miner.Hex(), "price": "700000000000000000", "settleByMs": "1800000000000",
		},
	}
	want, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		t.Fatal(err)
	}
	if got := a.SettlementDigest(d); !bytes.Equal(got[:], want) {
		t.Fatalf("settlement digest %x, geth says %x", got, want)
	}
	if who, err := a.SettlementSigner(d); err != nil || who != client {
		t.Fatalf("signer %s, %v; want the client %s", who, err, client)
	}
	for name, tamper := range map[string]func(a *Assignment){
		"price":     func(a *Assignment) { a.Price = Amount(big.NewInt(8e17)) },
		"settle-by": func(a *Assignment) { a.SettleByMs++ },
		"miner":     func(a *Assignment) { a.Miner = common.HexToAddress("0xcc").Bytes() },
		"job":       func(a *Assignment) { a.JobId = bytes.Repeat([]byte{1}, 32) },
	} {
		c := proto.Clone(a).(*Assignment)
		tamper(c)
		if who, err := c.SettlementSigner(d); err == nil && who == client {
			t.Errorf("%s changed, yet the terms still recover to the client", name)
		}
	}
	high := proto.Clone(a).(*Assignment)
	s := new(big.Int).SetBytes(high.SettlementSignature[32:64])
	s.Sub(crypto.S256().Params().N, s)
	copy(high.SettlementSignature[32:64], math.PaddedBigBytes(s, 32))
	high.SettlementSignature[64] ^= 1
	if _, err := high.SettlementSigner(d); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("high-s twin of the settlement signature: %v, want ErrBadSignature", err)
	}
}

// attack5: an order's engine has one spelling. Nodes match engines
// case-insensitively but the chain keys a job's judges by its engine's
// bytes, so "ONNX" let a client pick judges only its own validator had
// declared for (chain TestAttack5EngineSpellingPicksTheJudges).
func TestOrderEngineCanonical(t *testing.T) {
	for _, c := range []struct {
		engine string
		ok     bool
	}{{"", true}, {"onnx", true}, {"llm", true}, {"v-llm_2.x", true}, {"ONNX", false}, {"Llm", false}, {"onnx ", false}, {"\u212aey", false}} {
		j := testJob()
		j.JobId, j.Client, j.Signature = make([]byte, 32), make([]byte, 20), make([]byte, 65)
		j.Engine = c.engine
		err := CheckFields(j)
		if c.ok && err != nil {
			t.Fatalf("engine %q refused: %v", c.engine, err)
		}
		if !c.ok && !errors.Is(err, ErrMalformed) {
			t.Fatalf("engine %q: got %v, want ErrMalformed", c.engine, err)
		}
	}
}

// A decline may say why, within MaxErrorLen; an acceptance carries no
// reason.
func TestAckReasonBounds(t *testing.T) {
	ack := func(declined bool, reason string) *Ack {
		return &Ack{JobId: make([]byte, 32), Miner: make([]byte, 20), Signature: make([]byte, 65), CreatedMs: 1, Declined: declined, Reason: reason}
	}
	for _, c := range []struct {
		ack *Ack
		ok  bool
	}{
		{ack(true, "at capacity"), true},
		{ack(false, ""), true},
		{ack(false, "accepted, but"), false},
		{ack(true, strings.Repeat("x", MaxErrorLen+1)), false},
	} {
		if err := CheckFields(c.ack); (err == nil) != c.ok {
			t.Errorf("declined %v, reason of %d bytes: err %v, want ok %v", c.ack.Declined, len(c.ack.Reason), err, c.ok)
		}
	}
}

// A Result's attestation is shape-checked like its other fields, before
// any signature: bounded evidence, a 32-byte base env hash, and none on a
// failed job. Whether it binds to the proof is node's check.
func TestResultAttestationBounds(t *testing.T) {
	key := mustKey(t)
	id := make([]byte, 32)
	ok := func() *Result {
		return &Result{JobId: id, Subnet: 7, CreatedMs: 5, OutputCid: "bafkq", ResultHash: id, InputHash: id, ModelHash: id, EnvHash: id,
			PocSignature: make([]byte, 65), Attestation: &Attestation{Evidence: []byte{1}, BaseEnvHash: id}}
	}
	cases := []struct {
		name string
		mod  func(*Result)
	}{
		{"empty evidence", func(r *Result) { r.Attestation.Evidence = nil }},                                     // present but empty
		{"oversized evidence", func(r *Result) { r.Attestation.Evidence = make([]byte, MaxAttestationBytes+1) }}, // over the bound
		{"short base env hash", func(r *Result) { r.Attestation.BaseEnvHash = id[:31] }},                         // not 32 bytes
		{"on a failed job", func(r *Result) {
			*r = Result{JobId: id, Subnet: 7, CreatedMs: 5, Error: "x", Attestation: r.Attestation}
		}}, // nothing was run
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := ok()
			c.mod(r)
			if err := Sign(DevDomain, r, key); err != nil {
				t.Fatal(err)
			}
			if _, _, err := Decode(mustEncode(t, r)); !errors.Is(err, ErrMalformed) {
				t.Fatalf("got %v, want ErrMalformed", err)
			}
		})
	}
	// The largest evidence fits a Result beside a full inline output.
	r := ok()
	r.Attestation.Evidence = make([]byte, MaxAttestationBytes)
	sealed, err := SealOutput(&key.PublicKey, id, make([]byte, MaxInlinePlain))
	if err != nil {
		t.Fatal(err)
	}
	r.Output, r.OutputBytes = sealed, MaxInlinePlain
	if err := Sign(DevDomain, r, key); err != nil {
		t.Fatal(err)
	}
	b := mustEncode(t, r)
	if _, _, err := Decode(b); err != nil {
		t.Fatalf("a Result with the largest evidence and inline output (%d bytes): %v", len(b), err)
	}
}

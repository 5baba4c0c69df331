package node

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/multiformats/go-multihash"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/ckks"
	"github.com/tensora/tensora/engine/ckks/ckksjob"
	"github.com/tensora/tensora/he"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// heFixture is a client's encrypted inference setup, made once per test
// binary (key generation takes a second or so, and the evaluation keys
// are tens of MiB at ckks-n13).
type heFixture struct {
	sk    *he.SecretKey
	keys  []byte // the evaluation keys, encoded
	model *he.Model
	enc   []byte // the model, encoded
	// encw is the model with its weights encrypted under sk.
	encw []byte
}

var (
	heOnce sync.Once
	heFix  heFixture
	heErr  error
)

func heSetup(t *testing.T) heFixture {
	t.Helper()
	heOnce.Do(func() {
		f := heFixture{model: &he.Model{Format: he.ModelFormat, Params: "ckks-n13", Input: 3, Layers: []he.Layer{
			{Kind: he.KindDense, In: 3, Out: 2, Weights: []float64{0.5316284, -0.2471593, 0.7528461, -0.4836127, 0.2619354, 0.1283746}, Bias: []float64{0.4917362, -0.2538174}},
			{Kind: he.KindSquare},
			{Kind: he.KindDense, In: 2, Out: 2, Weights: []float64{1.0372915, 0.5184623, -0.5291847, 0.9716238}, Bias: []float64{0.1062847, -0.0381926}},
		}}}
		var ek *he.EvalKeys
		if f.sk, ek, heErr = he.KeyGen(f.model.Params); heErr != nil {
			return
		}
		if f.keys, heErr = ek.MarshalBinary(); heErr != nil {
			return
		}
		if f.enc, heErr = f.model.Encode(); heErr != nil {
			return
		}
		f.encw, heErr = he.EncryptModel(f.sk, f.model)
		heFix = f
	})
	if heErr != nil {
		t.Fatal(heErr)
	}
	return heFix
}

// heInputs are the client's plaintext inputs: values with enough digits
// that their encodings cannot turn up by chance.
var heInputs = [][]float64{{0.7316482, -1.2894173, 0.4417259}, {-0.3187245, 0.9513876, 1.1672394}}

// lockedBuffer is a log sink read while nodes write to it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) Bytes() []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	return bytes.Clone(b.buf.Bytes())
}

// heNet is a client, a miner and a validator on 127.0.0.1, the miner and
// the validator running the HE engine; the validator re-executes every
// result. The miner keeps its state on disk and its debug log in a
// buffer, for the tests to read.
type heNet struct {
	client, miner, validator *Node
	minerDir                 string
	minerLog                 *lockedBuffer
}

// startHENet starts the three peers; wrap, if set, wraps the miner's
// engine (a dishonest miner), and tune, if set, changes the miner's
// config.
func startHENet(t *testing.T, wrap func(*ckks.Engine) engine.Engine, tune func(*Config)) heNet {
	t.Helper()
	return startHENetOpts(t, wrap, tune)
}

// startHENetOpts is startHENet with options for the miner (its hooks).
func startHENetOpts(t *testing.T, wrap func(*ckks.Engine) engine.Engine, tune func(*Config), minerOpts ...Option) heNet {
	t.Helper()
	hn := heNet{minerDir: t.TempDir(), minerLog: &lockedBuffer{}}
	quiet := slog.New(slog.DiscardHandler)
	start := func(cfg Config, opts []Option, boot ...peer.AddrInfo) *Node {
		t.Helper()
		key, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		cfg.BidWindow = 150 * time.Millisecond
		cfg.SampleRateBps = 10000
		cfg.P2P = p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}, Bootstrap: boot, AllowLoopbackColocation: true}
		if cfg.Logger == nil {
			cfg.Logger = quiet
		}
		return startNode(t, cfg, key, opts...)
	}
	newEngine := func() *ckks.Engine {
		e, err := ckks.New(ckks.Config{Logger: quiet})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = e.Close() })
		return e
	}
	var me engine.Engine = newEngine()
	if wrap != nil {
		me = wrap(me.(*ckks.Engine))
	}
	mc := Config{Roles: []Role{RoleMiner}, Engine: me, DataDir: hn.minerDir,
		Logger: slog.New(slog.NewTextHandler(hn.minerLog, &slog.HandlerOptions{Level: slog.LevelDebug}))}
	if tune != nil {
		tune(&mc)
	}
	hn.miner = start(mc, minerOpts)
	boot := hn.miner.Host().AddrInfo()
	hn.validator = start(Config{Roles: []Role{RoleValidator}, Engine: newEngine()}, nil, boot)
	hn.client = start(Config{Roles: []Role{RoleClient}}, nil, boot)
	waitUntil(t, "the client to hear the miner's advert", func() bool {
		return hn.client.Adverts()[hn.miner.Address()] != nil
	})
	return hn
}

// post adds the model, the keys and a request encrypting xs to the
// client's store, posts the job and returns its outcome and the request.
func (hn heNet) post(t *testing.T, f heFixture, xs [][]float64) (*JobOutcome, []byte) {
	t.Helper()
	return hn.postModel(t, f, f.enc, xs)
}

// postModel is post with the model encoded as model (plain or with
// encrypted weights).
func (hn heNet) postModel(t *testing.T, f heFixture, model []byte, xs [][]float64) (*JobOutcome, []byte) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	add := func(b []byte, name string) string {
		t.Helper()
		c, _, err := hn.client.Content().Add(ctx, bytes.NewReader(b), name, nil)
		if err != nil {
			t.Fatal(err)
		}
		return c.String()
	}
	ct, err := he.Encrypt(f.sk, f.model, xs)
	if err != nil {
		t.Fatal(err)
	}
	req, err := ckksjob.Request{Params: f.model.Params, KeysCID: add(f.keys, "he keys"), Batch: len(xs), Ciphertext: ct}.Encode()
	if err != nil {
		t.Fatal(err)
	}
	out, err := hn.client.Post(ctx, JobRequest{Subnet: 1, Engine: ckksjob.Engine, Spec: "1cpu", MaxFee: tora.Whole(5),
		ModelCID: add(model, "he model"), InputCID: add(req, "he request")})
	if err != nil {
		t.Fatalf("post: %v\nminer log:\n%s", err, hn.minerLog.Bytes())
	}
	if !out.Verified {
		t.Fatalf("the client did not verify the result: %+v", out.Result)
	}
	return out, req
}

// verdict waits for the validator's final state on job id.
func (hn heNet) verdict(t *testing.T, id [32]byte) ValidationRecord {
	t.Helper()
	var rec ValidationRecord
	waitUntil(t, "the validator's verdict", func() bool {
		var err error
		rec, err = hn.validator.Validation(context.Background(), id)
		return err == nil && rec.State != ValQueued && rec.State != ValSkipped
	})
	return rec
}

// A client posts an he-ckks job: the miner fetches the model, the request
// and the client's evaluation keys from it, evaluates, and returns a
// ciphertext that decrypts to the plaintext reference; the validator
// re-executes it (fetching the keys itself) and agrees. A second job with
// the same keys finds them in the miner's store: they cross the network
// once.
func TestHEJobEndToEnd(t *testing.T) {
	f := heSetup(t)
	hn := startHENet(t, nil, nil)
	for round := range 2 {
		out, _ := hn.post(t, f, heInputs)
		got, err := he.Decrypt(f.sk, f.model, out.Output, len(heInputs))
		if err != nil {
			t.Fatal(err)
		}
		for j, x := range heInputs {
			want, err := f.model.Plain(x)
			if err != nil {
				t.Fatal(err)
			}
			for i := range want {
				if d := math.Abs(got[j][i] - want[i]); d > 1e-3 {
					t.Errorf("job %d, input %d, output %d: %v, plain %v", round, j, i, got[j][i], want[i])
				}
			}
		}
		rec := hn.verdict(t, out.JobID)
		if rec.State != ValAgree {
			t.Fatalf("job %d: validator %s (%s), want agree", round, rec.State, rec.Reason)
		}
	}
	var fetched [][]byte
	for _, line := range bytes.Split(hn.minerLog.Bytes(), []byte("\n")) {
		if bytes.Contains(line, []byte("needed content fetched")) {
			fetched = append(fetched, line)
		}
	}
	if len(fetched) != 1 || !bytes.Contains(fetched[0], []byte(fmt.Sprintf("bytes=%d", len(f.keys)))) {
		t.Fatalf("the miner fetched the keys (%d bytes) %d times for two jobs, want once: %q", len(f.keys), len(fetched), fetched)
	}
	t.Logf("keys: %s", fetched[0])
}

// dishonestHE flips one byte of every output ciphertext: the miner
// hashes, stores and signs it like an honest one.
type dishonestHE struct{ *ckks.Engine }

func (d dishonestHE) Run(ctx context.Context, req engine.Request) (*engine.Result, error) {
	res, err := d.Engine.Run(ctx, req)
	if err != nil {
		return nil, err
	}
	res.Output = bytes.Clone(res.Output)
	res.Output[len(res.Output)/2] ^= 0x01
	return res, nil
}

// A miner returning a ciphertext with one byte changed passes the
// client's checks (hash, proof: only the client's key could tell), and
// the validator's re-execution finds it disagreeing.
func TestHEValidatorCatchesAlteredCiphertext(t *testing.T) {
	f := heSetup(t)
	hn := startHENet(t, func(e *ckks.Engine) engine.Engine { return dishonestHE{e} }, nil)
	out, _ := hn.post(t, f, heInputs[:1])
	rec := hn.verdict(t, out.JobID)
	if rec.State != ValDisagree || !strings.Contains(rec.Reason, "ciphertext") {
		t.Fatalf("validator %s (%s), want disagree on the ciphertext", rec.State, rec.Reason)
	}
}

// Neither the input's plaintext nor the weights of a model the client
// encrypted reach the miner: after it ran such a job (which decrypts to
// the plaintext reference, and which the validator confirms), neither
// its store on disk nor its debug log holds an input value, a weight or
// a bias, as float32 or float64 bytes or as decimal text.
func TestHEMinerNeverSeesPlaintext(t *testing.T) {
	f := heSetup(t)
	hn := startHENet(t, nil, nil)
	out, req := hn.postModel(t, f, f.encw, heInputs)
	got, err := he.Decrypt(f.sk, f.model, out.Output, len(heInputs))
	if err != nil {
		t.Fatal(err)
	}
	for j, x := range heInputs {
		want, _ := f.model.Plain(x)
		for i := range want {
			if d := math.Abs(got[j][i] - want[i]); d > 1e-3 {
				t.Errorf("input %d, output %d: %v, plain %v", j, i, got[j][i], want[i])
			}
		}
	}
	if rec := hn.verdict(t, out.JobID); rec.State != ValAgree {
		t.Fatalf("validator %s (%s), want agree", rec.State, rec.Reason)
	}
	// Some ciphertext, proof the search reads the store: from the
	// request's first 256 KiB block, which the store keeps verbatim in its
	// value log (a small last block lands in a compressed table).
	sample := req[1024 : 1024+64]
	if err := hn.miner.Close(); err != nil { // flush the store to disk
		t.Fatal(err)
	}
	// What must not appear. A single float32 is 4 bytes, which tens of
	// MiB of keys hold by chance about once in a hundred: the store is
	// searched for each vector's float32 encoding (8 bytes and more), the
	// log for each value alone.
	type secret struct {
		what string
		vals []float64
	}
	var secrets []secret
	for j, x := range heInputs {
		secrets = append(secrets, secret{fmt.Sprintf("input %d", j), x})
	}
	for i, l := range f.model.Layers {
		if l.Kind == he.KindDense {
			secrets = append(secrets, secret{fmt.Sprintf("layer %d weights", i), l.Weights}, secret{fmt.Sprintf("layer %d bias", i), l.Bias})
		}
	}
	type needle struct {
		what string
		b    []byte
	}
	var inStore, inLog []needle
	for _, sec := range secrets {
		var f32 []byte
		for i, v := range sec.vals {
			f64 := binary.LittleEndian.AppendUint64(nil, math.Float64bits(v))
			one32 := binary.LittleEndian.AppendUint32(nil, math.Float32bits(float32(v)))
			f32 = append(f32, one32...)
			texts := []needle{
				{fmt.Sprintf("%s value %d as float64 text", sec.what, i), []byte(strconv.FormatFloat(v, 'g', -1, 64))},
				{fmt.Sprintf("%s value %d as float32 text", sec.what, i), []byte(strconv.FormatFloat(float64(float32(v)), 'g', -1, 32))},
				{fmt.Sprintf("%s value %d as %%f", sec.what, i), []byte(fmt.Sprintf("%f", v))},
			}
			inStore = append(inStore, needle{fmt.Sprintf("%s value %d as float64", sec.what, i), f64})
			inStore = append(inStore, texts...)
			inLog = append(inLog, needle{fmt.Sprintf("%s value %d as float64", sec.what, i), f64},
				needle{fmt.Sprintf("%s value %d as float32", sec.what, i), one32})
			inLog = append(inLog, texts...)
		}
		inStore = append(inStore, needle{sec.what + " as float32", f32})
	}
	files, held := 0, false
	err = filepath.WalkDir(hn.minerDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		files++
		held = held || bytes.Contains(b, sample)
		for _, n := range inStore {
			if bytes.Contains(b, n.b) {
				t.Errorf("%s: holds %s", path, n.what)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	logs := hn.minerLog.Bytes()
	for _, n := range inLog {
		if bytes.Contains(logs, n.b) {
			t.Errorf("the miner's log holds %s", n.what)
		}
	}
	// The search is not vacuous: the store on disk holds the job's
	// request, ciphertext and all, and the log tells of the job.
	if !held || !bytes.Contains(logs, []byte("job done")) {
		t.Fatalf("%d files in the miner's data dir, the request's ciphertext found %v; log:\n%s", files, held, logs)
	}
}

// The miner fetches what the engine needs from the job's client into its
// store, once; content nobody serves fails the job as a fetch failure,
// content over the miner's limit and a request naming none as the
// client's bad input. (The engine reads no content here: keys are just
// content to the node.)
func TestHEFetchNeeds(t *testing.T) {
	hn := startHENet(t, nil, func(c *Config) {
		c.MaxModelBytes = 1 << 20
		c.Content.FetchTimeout = 500 * time.Millisecond
	})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	blob := func(n int, seed byte) string {
		t.Helper()
		b := bytes.Repeat([]byte{seed}, n)
		b[0] = byte(n) // distinct contents, distinct CIDs
		c, _, err := hn.client.Content().Add(ctx, bytes.NewReader(b), "blob", nil)
		if err != nil {
			t.Fatal(err)
		}
		return c.String()
	}
	request := func(keys string) []byte {
		t.Helper()
		b, err := ckksjob.Request{Params: "ckks-n13", KeysCID: keys, Batch: 1, Ciphertext: []byte("ciphertext")}.Encode()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	small, large := blob(100<<10, 1), blob(2<<20, 2)
	h, err := multihash.Sum([]byte("keys nobody has"), multihash.SHA2_256, -1)
	if err != nil {
		t.Fatal(err)
	}
	nobody := cid.NewCidV1(cid.Raw, h).String()
	o := &types.JobOrder{JobId: make([]byte, 32), Engine: ckksjob.Engine, ModelCid: nobody, Client: hn.client.Address().Bytes()}
	a := &types.Assignment{Providers: []*types.Provider{hn.client.providerOf()}}
	for _, tc := range []struct {
		name  string
		input []byte
		want  types.Failure // FAILURE_UNSPECIFIED: fetched
	}{
		// Keys the client holds: fetched from it.
		{"from the client", request(small), types.Failure_FAILURE_UNSPECIFIED},
		// The same keys again: held, not fetched.
		{"held", request(small), types.Failure_FAILURE_UNSPECIFIED},
		// Keys nobody serves.
		{"nobody has them", request(nobody), types.Failure_FAILURE_FETCH},
		// Keys larger than the miner takes.
		{"over the limit", request(large), types.Failure_FAILURE_BAD_INPUT},
		// A request the engine cannot read names nothing.
		{"not a request", []byte("junk"), types.Failure_FAILURE_BAD_INPUT},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := hn.miner.miner.fetchNeeds(ctx, o, a, tc.input, hn.miner.log.Info)
			if tc.want == types.Failure_FAILURE_UNSPECIFIED {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || failureOf(err) != tc.want {
				t.Fatalf("fetchNeeds = %v (%v), want %v", err, failureOf(err), tc.want)
			}
		})
	}
	c, err := cid.Decode(small)
	if err != nil {
		t.Fatal(err)
	}
	if held, err := hn.miner.Content().Has(ctx, c); err != nil || !held {
		t.Fatalf("the keys fetched are not in the miner's store: %v, %v", held, err)
	}
	if n := bytes.Count(hn.minerLog.Bytes(), []byte("needed content fetched")); n != 1 {
		t.Fatalf("fetched %d times, want once", n)
	}
}

// A miner judges an HE request before the ack with its engine
// (engine.RequestChecker): one it would refuse to run is declined there,
// as the client's bad input.
func TestHEMinerChecksRequest(t *testing.T) {
	e, err := ckks.New(ckks.Config{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	m := &miner{core: &core{cfg: Config{Engine: e}}}
	good, err := ckksjob.Request{Params: "ckks-n13", KeysCID: "bafkreicrube5xwh3jycjcgn2smvdjxjqhnm5tcfwf4guahdjxseyip4rz4", Batch: 1, Ciphertext: []byte("ct")}.Encode()
	if err != nil {
		t.Fatal(err)
	}
	unknown := bytes.Replace(good, []byte("ckks-n13"), []byte("ckks-n99"), 1)
	o := &types.JobOrder{Engine: ckksjob.Engine, ModelCid: "bafymodel"}
	for _, tc := range []struct {
		name  string
		input []byte
		ok    bool
	}{
		// Well formed, for a parameter set the network knows.
		{"good", good, true},
		// A parameter set no network accepts.
		{"unknown params", unknown, false},
		// Not an HE request.
		{"junk", []byte(`{"format":"tensora-oci-request/1"}`), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := m.checkRequest(o, &types.Assignment{}, tc.input)
			if tc.ok != (err == nil) || (err != nil && (!errors.Is(err, ErrRequestRefused) || !errors.Is(err, engine.ErrBadInput))) {
				t.Fatalf("checkRequest = %v, want ok %v", err, tc.ok)
			}
		})
	}
}

package node

import (
	"context"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tensora/tensora/engine/llm"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
)

// attack6: the env hash in an LLM result is whatever the miner
// writes there, and nothing but validators reads it. Validators abstain
// from an LLM result whose env hash is not their own (F4,
// reexecuteRefusal), so a miner that names a made-up environment (or an
// honest ollama miner running with parallelism > 1, which no ollama
// validator may run) is never sampled, escalated on a challenge or
// re-executed on a client's dispute by any validator: it returns any
// text, or another model's, at up to the client's charge bound, and no
// verdict against it can exist. Here a validator serving the job's model
// at 100% sampling receives such a result: it drops it without a record.
// Now validators judge every result of a model they serve, whatever
// environment its miner names.
func TestAttack6ForgedEnvHashEscapesValidation(t *testing.T) {
	db, err := store.Open("", store.InMemory())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	le, err := llm.New(llm.Config{Server: llm.Ollama, Binary: "ollama", ModelCID: "bafyllm", ModelPath: "m.gguf", Dir: t.TempDir(), HardwareClass: "cpu", ServerVersion: "0.9.0"})
	if err != nil {
		t.Fatal(err)
	}
	defer le.Close()
	j := llm.NewJobEngine(le)
	clientKey, _ := crypto.GenerateKey()
	miner := common.Address{0x11}
	now := time.UnixMilli(1_800_000_000_000)
	cfg := Config{Engine: j, Now: func() time.Time { return now }, SampleRateBps: 10_000}
	cfg.P2P.Domain = types.DevDomain
	book := jobbook.New(common.Address{0x99}, new(big.Int))
	book.SetDomain(types.DevDomain)
	val := &validator{core: &core{cfg: cfg, ctx: context.Background(), log: slog.Default(), book: book},
		validations: db.Prefixed(store.PrefixValidation), urgentQ: make(chan valTask, 8), sampledQ: make(chan valTask, 8), forcedQ: make(chan valTask, 8)}
	val.key, _ = crypto.GenerateKey()
	if val.metrics, err = newNodeMetrics(nil, prometheus.NewRegistry()); err != nil {
		t.Fatal(err)
	}

	o := &types.JobOrder{Subnet: 1, Client: crypto.PubkeyToAddress(clientKey.PublicKey).Bytes(), Engine: llmjob.Engine, ModelCid: "bafyllm",
		MaxFee: big.NewInt(100).Bytes(), DeadlineMs: now.Add(time.Minute).UnixMilli(), CreatedMs: now.UnixMilli(), Nonce: 1, Spec: "1cpu", BidWindowMs: 1}
	o.JobId = func() []byte { h := o.StructHash(); return h[:] }()
	if err := types.Sign(types.DevDomain, o, clientKey); err != nil {
		t.Fatal(err)
	}
	book.Post(o, now)
	a := &types.Assignment{JobId: o.GetJobId(), Client: o.GetClient(), Miner: miner.Bytes(), Price: big.NewInt(100).Bytes(), SettleByMs: now.Add(time.Hour).UnixMilli()}
	if err := a.SignSettlement(types.DevDomain, clientKey); err != nil {
		t.Fatal(err)
	}
	book.OnAssignment(a)
	forged := crypto.Keccak256([]byte("an environment no validator runs"))
	r := &types.Result{JobId: o.GetJobId(), Miner: miner.Bytes(), ResultHash: crypto.Keccak256([]byte("any text")), EnvHash: forged}
	val.onResultValidate(nil, r)
	id := [32]byte(o.GetJobId())
	if _, err := val.valRecord(context.Background(), id); err != nil || len(val.sampledQ)+len(val.forcedQ) == 0 {
		t.Fatalf("a validator serving the job's model dropped an LLM result whose miner named a made-up env hash (record: %v, queued %d): no validator can ever judge this miner",
			err, len(val.sampledQ)+len(val.forcedQ))
	}
}

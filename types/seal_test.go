package types

import (
	"bytes"
	"errors"
	"testing"
)

// A sealed output opens only with the client's key and for its job, adds
// exactly SealOverhead bytes, and hides the plaintext.
func TestSealOutput(t *testing.T) {
	client, other := mustKey(t), mustKey(t)
	job, job2 := bytes.Repeat([]byte{1}, 32), bytes.Repeat([]byte{2}, 32)
	out := bytes.Repeat([]byte("safetensors output "), 100)
	sealed, err := SealOutput(&client.PublicKey, job, out)
	if err != nil {
		t.Fatal(err)
	}
	if len(sealed) != len(out)+SealOverhead {
		t.Fatalf("sealed %d bytes into %d: overhead %d, SealOverhead says %d", len(out), len(sealed), len(sealed)-len(out), SealOverhead)
	}
	if bytes.Contains(sealed, out[:32]) {
		t.Fatal("the sealed output contains the plaintext")
	}
	got, err := OpenOutput(client, job, sealed)
	if err != nil || !bytes.Equal(got, out) {
		t.Fatalf("client cannot open its output: %v", err)
	}
	tampered := bytes.Clone(sealed)
	tampered[len(tampered)/2] ^= 1
	for _, c := range []struct {
		name   string
		job    []byte
		sealed []byte
		other  bool
	}{
		{"another peer's key", job, sealed, true}, // a relay cannot read it
		{"another job", job2, sealed, false},      // not replayable into another job's Result
		{"altered", job, tampered, false},         // the tag covers every byte
	} {
		k := client
		if c.other {
			k = other
		}
		if _, err := OpenOutput(k, c.job, c.sealed); !errors.Is(err, ErrSealed) {
			t.Errorf("%s: opened (err %v), want ErrSealed", c.name, err)
		}
	}
}

// Every peer's gossip validator refuses a Result whose inline output is
// plaintext (attack 12 of issue 14: outputs rode in clear in gossiped
// results), and accepts a sealed one.
func TestAttack12PlaintextInlineOutputRejected(t *testing.T) {
	miner, client := mustKey(t), mustKey(t)
	id := bytes.Repeat([]byte{7}, 32)
	out := []byte("a small output the client alone may read")
	result := func(output []byte) *Result {
		r := &Result{JobId: id, Subnet: 7, CreatedMs: 5, OutputCid: "bafkq", ResultHash: id, InputHash: id, ModelHash: id, EnvHash: id,
			PocSignature: make([]byte, 65), OutputBytes: uint64(len(out)), Output: output}
		if err := Sign(DevDomain, r, miner); err != nil {
			t.Fatal(err)
		}
		return r
	}
	if _, _, err := Decode(mustEncode(t, result(out))); !errors.Is(err, ErrMalformed) {
		t.Fatalf("a plaintext inline output was accepted (err %v)", err)
	}
	padded := append(bytes.Clone(out), make([]byte, SealOverhead)...) // the right size, no curve point
	if _, _, err := Decode(mustEncode(t, result(padded))); !errors.Is(err, ErrMalformed) {
		t.Fatalf("a padded plaintext inline output was accepted (err %v)", err)
	}
	sealed, err := SealOutput(&client.PublicKey, id, out)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := Decode(mustEncode(t, result(sealed))); err != nil {
		t.Fatalf("a sealed inline output was refused: %v", err)
	}
	big := make([]byte, MaxInlinePlain+1)
	if sealed, err = SealOutput(&client.PublicKey, id, big); err != nil {
		t.Fatal(err)
	}
	r := result(nil)
	r.Output, r.OutputBytes = sealed, uint64(len(big))
	if err := CheckFields(r); !errors.Is(err, ErrMalformed) {
		t.Fatalf("a sealed output over MaxInlineOutput was accepted (err %v)", err)
	}
}

// BenchmarkSealOutput measures what sealing costs a miner and opening costs
// a client for the largest inline output.
func BenchmarkSealOutput(b *testing.B) {
	key := mustKey(b)
	job := make([]byte, 32)
	out := make([]byte, MaxInlinePlain)
	b.Run("seal", func(b *testing.B) {
		b.SetBytes(int64(len(out)))
		for b.Loop() {
			if _, err := SealOutput(&key.PublicKey, job, out); err != nil {
				b.Fatal(err)
			}
		}
	})
	sealed, err := SealOutput(&key.PublicKey, job, out)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("open", func(b *testing.B) {
		b.SetBytes(int64(len(out)))
		for b.Loop() {
			if _, err := OpenOutput(key, job, sealed); err != nil {
				b.Fatal(err)
			}
		}
	})
}

package gguf

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"math"
	"testing"
)

func TestTinyDeterministic(t *testing.T) {
	base, err := Tiny(TinyConfig{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(base); n < 400_000 || n > 700_000 {
		t.Errorf("default tiny model is %d bytes, want about 0.5 MB", n)
	}
	for _, tc := range []struct {
		name string
		cfg  TinyConfig
		same bool
	}{
		// The same seed again: the same bytes, so the same CID.
		{"same seed", TinyConfig{Seed: 1}, true},
		// Explicit defaults are the defaults.
		{"explicit defaults", TinyConfig{Seed: 1, Embedding: 64, Layers: 2, Heads: 4, FeedForward: 128, Context: 256}, true},
		// Another seed: other weights.
		{"other seed", TinyConfig{Seed: 2}, false},
		// Seed 0 is a seed like any other.
		{"seed zero", TinyConfig{Seed: 0}, false},
		// Another shape.
		{"three layers", TinyConfig{Seed: 1, Layers: 3}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := Tiny(tc.cfg)
			if err != nil {
				t.Fatal(err)
			}
			if got := bytes.Equal(b, base); got != tc.same {
				t.Errorf("equal to seed 1's bytes = %v, want %v", got, tc.same)
			}
		})
	}
}

// TestTinyGolden pins the default model's hash: a change to the generator
// changes every tiny model's CID, which must be deliberate.
func TestTinyGolden(t *testing.T) {
	b, err := Tiny(TinyConfig{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	const want = "bbe8bdd196bdf646ff452afbafdfaeba86da05e7f55f42a9d69c1fc94d361412"
	if got := sha256Hex(b); got != want {
		t.Errorf("sha256(Tiny(seed 1)) = %s, want %s", got, want)
	}
}

func sha256Hex(b []byte) string {
	s := sha256.Sum256(b)
	const hex = "0123456789abcdef"
	out := make([]byte, 64)
	for i, c := range s {
		out[2*i], out[2*i+1] = hex[c>>4], hex[c&15]
	}
	return string(out)
}

func TestTinyParsesBack(t *testing.T) {
	b, err := Tiny(TinyConfig{Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	tokens, _ := TinyVocab()
	for _, tc := range []struct {
		key  string
		want any
	}{
		{"general.architecture", "llama"},
		{"llama.block_count", uint32(2)},
		{"llama.embedding_length", uint32(64)},
		{"llama.attention.head_count", uint32(4)},
		{"llama.rope.dimension_count", uint32(16)},
		{"llama.attention.layer_norm_rms_epsilon", float32(1e-5)},
		{"tokenizer.ggml.model", "llama"},
		{"tokenizer.ggml.eos_token_id", uint32(2)},
		{"tokenizer.ggml.add_bos_token", true},
	} {
		if got := f.Get(tc.key); got != tc.want {
			t.Errorf("%s = %v (%T), want %v (%T)", tc.key, got, got, tc.want, tc.want)
		}
	}
	got, _ := f.Get("tokenizer.ggml.tokens").([]string)
	if len(got) != len(tokens) || got[3] != "<0x00>" || got[len(got)-1] != "\u2581" {
		t.Errorf("tokens: %d, want %d, byte and space tokens in place", len(got), len(tokens))
	}
	if n := len(f.Tensors); n != 1+2*9+2 {
		t.Errorf("%d tensors, want 21", n)
	}
	emb := f.Tensor("token_embd.weight")
	if emb == nil || emb.Dims[0] != 64 || emb.Dims[1] != uint64(len(tokens)) || emb.Size != 64*uint64(len(tokens))*4 {
		t.Fatalf("token_embd.weight: %+v", emb)
	}
	// The output rows of control and byte tokens are zero, the others not.
	out := f.Tensor("output.weight")
	row := func(id int) []byte { return b[out.Offset+uint64(id)*64*4 : out.Offset+uint64(id+1)*64*4] }
	if !allZero(row(2)) || !allZero(row(3+'A')) {
		t.Error("the output row of </s> or <0x41> is not zero")
	}
	if allZero(row(3 + 256)) {
		t.Error("the output row of '!' is zero")
	}
	// Norm weights are ones.
	norm := f.Tensor("blk.1.ffn_norm.weight")
	if v := math.Float32frombits(binary.LittleEndian.Uint32(b[norm.Offset:])); v != 1 {
		t.Errorf("ffn_norm[0] = %v, want 1", v)
	}
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

func TestWriteParseRoundTrip(t *testing.T) {
	kv := []KV{
		{"a.u8", uint8(1)}, {"a.i8", int8(-2)}, {"a.u16", uint16(3)}, {"a.i16", int16(-4)},
		{"a.u32", uint32(5)}, {"a.i32", int32(-6)}, {"a.f32", float32(0.5)}, {"a.bool", true},
		{"a.str", "héllo"}, {"a.u64", uint64(1 << 40)}, {"a.i64", int64(-1 << 40)}, {"a.f64", 0.25},
		{"a.strs", []string{"x", "", "yz"}}, {"a.f32s", []float32{1, -1}}, {"a.i32s", []int32{7}},
	}
	data := make([]byte, 3*4)
	b, err := Write(kv, []Tensor{{Name: "t", Dims: []uint64{3}, Type: TensorF32, Data: data}})
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.KV) != len(kv) {
		t.Fatalf("%d keys back, want %d", len(f.KV), len(kv))
	}
	for i, e := range kv {
		back := f.KV[i]
		again, err := Write([]KV{back}, nil)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := Write([]KV{e}, nil)
		if back.Key != e.Key || !bytes.Equal(again, want) {
			t.Errorf("entry %d: got %v=%v, want %v=%v", i, back.Key, back.Value, e.Key, e.Value)
		}
	}
	if tt := f.Tensor("t"); tt == nil || tt.Offset%DefaultAlignment != 0 || tt.Size != 12 || tt.Offset+12 > uint64(len(b)) {
		t.Errorf("tensor: %+v in %d bytes", tt, len(b))
	}
}

func TestWriteRefuses(t *testing.T) {
	f32 := func(n int) []byte { return make([]byte, 4*n) }
	for _, tc := range []struct {
		name    string
		kv      []KV
		tensors []Tensor
	}{
		// Data shorter than the shape needs.
		{"short data", nil, []Tensor{{Name: "t", Dims: []uint64{4}, Type: TensorF32, Data: f32(3)}}},
		// Two tensors of one name.
		{"duplicate tensor", nil, []Tensor{{Name: "t", Dims: []uint64{1}, Data: f32(1)}, {Name: "t", Dims: []uint64{1}, Data: f32(1)}}},
		// Two entries of one key.
		{"duplicate key", []KV{{"k", uint32(1)}, {"k", uint32(2)}}, nil},
		// An alignment that is not a power of two.
		{"odd alignment", []KV{{"general.alignment", uint32(24)}}, nil},
		// A value type GGUF has no tag for.
		{"unsupported value", []KV{{"k", struct{}{}}}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Write(tc.kv, tc.tensors); err == nil {
				t.Error("Write accepted it")
			}
		})
	}
}

func TestParseRefusesMalformed(t *testing.T) {
	good, err := Write([]KV{{"k", []string{"a", "b"}}}, []Tensor{{Name: "t", Dims: []uint64{8}, Type: TensorF32, Data: make([]byte, 32)}})
	if err != nil {
		t.Fatal(err)
	}
	// Offsets into good: magic 0, version 4, tensor count 8, kv count 16,
	// key length 24, key 32, type 33, elem type 37, array length 41.
	set64 := func(off int, v uint64) []byte {
		b := bytes.Clone(good)
		binary.LittleEndian.PutUint64(b[off:], v)
		return b
	}
	tensorOff := len(good) - 32 - 32 - 8 // the tensor info's offset field (before the padding and data)
	for _, tc := range []struct {
		name string
		b    []byte
	}{
		// Not GGUF at all.
		{"no magic", []byte("GGML....")},
		// A version from the future.
		{"version", func() []byte { b := bytes.Clone(good); b[4] = 9; return b }()},
		// Cut in the middle of the metadata.
		{"truncated", good[:40]},
		// Cut inside the tensor data.
		{"truncated data", good[:len(good)-1]},
		// More keys than the file could hold: refused before allocating.
		{"huge key count", set64(16, 1<<60)},
		// An array claiming 2^60 elements.
		{"huge array", set64(41, 1<<60)},
		// A tensor whose data lies past the end of the file.
		{"tensor offset", set64(tensorOff, 1<<20)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.b)
			if !errors.Is(err, ErrMalformed) {
				t.Errorf("Parse = %v, want ErrMalformed", err)
			}
		})
	}
	if _, err := Parse(good); err != nil {
		t.Fatalf("the unaltered file: %v", err)
	}
}

package gguf

import (
	"encoding/binary"
	"fmt"
	"math"
)

// TinyConfig shapes a tiny random llama model. Zero fields take the
// defaults (the ones TinyConfig{Seed: s} gets): 64-wide embeddings, 2
// layers, 4 heads, a 128-wide feed-forward, a 256-token context.
type TinyConfig struct {
	Seed        uint64
	Embedding   int // n_embd; a multiple of Heads
	Layers      int
	Heads       int
	FeedForward int
	Context     int
}

func (c *TinyConfig) applyDefaults() {
	if c.Embedding == 0 {
		c.Embedding = 64
	}
	if c.Layers == 0 {
		c.Layers = 2
	}
	if c.Heads == 0 {
		c.Heads = 4
	}
	if c.FeedForward == 0 {
		c.FeedForward = 128
	}
	if c.Context == 0 {
		c.Context = 256
	}
}

func (c TinyConfig) validate() error {
	switch {
	case c.Embedding < 0 || c.Layers < 0 || c.Heads < 0 || c.FeedForward < 0 || c.Context < 0:
		return fmt.Errorf("gguf: negative size in %+v", c)
	case c.Embedding%c.Heads != 0 || (c.Embedding/c.Heads)%2 != 0:
		return fmt.Errorf("gguf: embedding %d must split into %d heads of an even width", c.Embedding, c.Heads)
	case c.Embedding > 4096 || c.Layers > 64 || c.FeedForward > 16384 || c.Context > 1<<16:
		return fmt.Errorf("gguf: %+v is not tiny", c)
	}
	return nil
}

// Token types of tokenizer.ggml.token_type (llama.cpp's llama_token_type).
const (
	tokenNormal  int32 = 1
	tokenUnknown int32 = 2
	tokenControl int32 = 3
	tokenByte    int32 = 6
)

// TinyVocab is the tiny model's vocabulary, in id order: <unk>, <s>, </s>,
// the 256 byte-fallback tokens <0x00>…<0xFF>, the printable ASCII
// characters '!'…'~', and "▁" (SentencePiece's space). It is a
// SentencePiece ("llama") vocabulary without merges: text tokenizes into
// one token per printable character or space, and any other byte falls
// back to its byte token.
func TinyVocab() (tokens []string, types []int32) {
	tokens = []string{"<unk>", "<s>", "</s>"}
	types = []int32{tokenUnknown, tokenControl, tokenControl}
	for b := 0; b < 256; b++ {
		tokens = append(tokens, fmt.Sprintf("<0x%02X>", b))
		types = append(types, tokenByte)
	}
	for c := byte('!'); c <= '~'; c++ {
		tokens = append(tokens, string(c))
		types = append(types, tokenNormal)
	}
	tokens = append(tokens, "\u2581")
	types = append(types, tokenNormal)
	return tokens, types
}

// Tiny returns a llama-architecture GGUF model with seeded random float32
// weights: byte-identical for the same config, different for another seed.
// With the defaults it is about 0.5 MB.
//
// Its outputs are gibberish by construction (random weights, no training).
// The output projection's rows for control and byte tokens are zero, so
// greedy decoding emits printable characters and spaces, never an end of
// sequence: a generation always runs to its token limit and is valid
// UTF-8, which makes token counts and texts easy to compare in tests.
func Tiny(cfg TinyConfig) ([]byte, error) {
	cfg.applyDefaults()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	tokens, types := TinyVocab()
	nv, ne, nff := uint64(len(tokens)), uint64(cfg.Embedding), uint64(cfg.FeedForward)
	scores := make([]float32, len(tokens))
	for i := range scores {
		scores[i] = -float32(i) // unused without merges; SentencePiece files carry them
	}
	kv := []KV{
		{"general.architecture", "llama"},
		{"general.name", fmt.Sprintf("tensora-tiny-random-%d", cfg.Seed)},
		{"general.description", "random weights, gibberish output by construction (Tensora test model)"},
		{"general.file_type", uint32(0)}, // all F32
		{"general.alignment", uint32(DefaultAlignment)},
		{"llama.context_length", uint32(cfg.Context)},
		{"llama.embedding_length", uint32(cfg.Embedding)},
		{"llama.block_count", uint32(cfg.Layers)},
		{"llama.feed_forward_length", uint32(cfg.FeedForward)},
		{"llama.attention.head_count", uint32(cfg.Heads)},
		{"llama.attention.head_count_kv", uint32(cfg.Heads)},
		{"llama.rope.dimension_count", uint32(cfg.Embedding / cfg.Heads)},
		{"llama.rope.freq_base", float32(10000)},
		{"llama.attention.layer_norm_rms_epsilon", float32(1e-5)},
		{"llama.vocab_size", uint32(nv)},
		{"tokenizer.ggml.model", "llama"},
		{"tokenizer.ggml.tokens", tokens},
		{"tokenizer.ggml.scores", scores},
		{"tokenizer.ggml.token_type", types},
		{"tokenizer.ggml.unknown_token_id", uint32(0)},
		{"tokenizer.ggml.bos_token_id", uint32(1)},
		{"tokenizer.ggml.eos_token_id", uint32(2)},
		{"tokenizer.ggml.add_bos_token", true},
		{"tokenizer.ggml.add_eos_token", false},
	}

	g := newRNG(cfg.Seed)
	random := func(name string, dims ...uint64) Tensor {
		fanIn := float32(dims[0])
		return g.tensor(name, dims, 1/float32(math.Sqrt(float64(fanIn))))
	}
	ones := func(name string, n uint64) Tensor {
		data := make([]byte, 4*n)
		for i := uint64(0); i < n; i++ {
			binary.LittleEndian.PutUint32(data[4*i:], math.Float32bits(1))
		}
		return Tensor{Name: name, Dims: []uint64{n}, Type: TensorF32, Data: data}
	}
	tensors := []Tensor{g.tensor("token_embd.weight", []uint64{ne, nv}, 1)}
	for l := 0; l < cfg.Layers; l++ {
		p := fmt.Sprintf("blk.%d.", l)
		tensors = append(tensors,
			ones(p+"attn_norm.weight", ne),
			random(p+"attn_q.weight", ne, ne),
			random(p+"attn_k.weight", ne, ne),
			random(p+"attn_v.weight", ne, ne),
			random(p+"attn_output.weight", ne, ne),
			ones(p+"ffn_norm.weight", ne),
			random(p+"ffn_gate.weight", ne, nff),
			random(p+"ffn_up.weight", ne, nff),
			random(p+"ffn_down.weight", nff, ne),
		)
	}
	out := random("output.weight", ne, nv)
	for id, t := range types {
		if t != tokenNormal {
			clear(out.Data[uint64(id)*ne*4 : uint64(id+1)*ne*4])
		}
	}
	tensors = append(tensors, ones("output_norm.weight", ne), out)
	return Write(kv, tensors)
}

// rng is splitmix64: tiny, fully specified here, so the weights (and the
// model's CID) never change with the Go release, unlike math/rand's
// derived distributions.
type rng struct{ s uint64 }

func newRNG(seed uint64) *rng { return &rng{s: seed} }

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// tensor is a float32 tensor of uniform values in [-scale·√3, scale·√3)
// (standard deviation scale).
func (r *rng) tensor(name string, dims []uint64, scale float32) Tensor {
	n := uint64(1)
	for _, d := range dims {
		n *= d
	}
	data := make([]byte, 4*n)
	a := scale * float32(math.Sqrt(3))
	for i := uint64(0); i < n; i++ {
		u := float32(r.next()>>40) / (1 << 24) // [0,1), exact in float32
		binary.LittleEndian.PutUint32(data[4*i:], math.Float32bits((2*u-1)*a))
	}
	return Tensor{Name: name, Dims: dims, Type: TensorF32, Data: data}
}

package gguf

import "testing"

// FuzzParse: Parse never panics on hostile bytes (users add GGUF files
// from anywhere), and whatever it accepts has every tensor's data inside
// the file.
func FuzzParse(f *testing.F) {
	small, err := Tiny(TinyConfig{Seed: 1, Embedding: 8, Heads: 2, Layers: 1, FeedForward: 8, Context: 8})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(small)
	kv, _ := Write([]KV{{"k", []string{"a"}}, {"general.alignment", uint32(8)}}, []Tensor{{Name: "t", Dims: []uint64{2}, Data: make([]byte, 8)}})
	f.Add(kv)
	f.Add([]byte("GGUF\x03\x00\x00\x00"))
	f.Fuzz(func(t *testing.T, b []byte) {
		g, err := Parse(b)
		if err != nil {
			return
		}
		for _, tt := range g.Tensors {
			if tt.Offset > uint64(len(b)) || tt.Size > uint64(len(b))-tt.Offset {
				t.Fatalf("tensor %q [%d, +%d) outside %d bytes", tt.Name, tt.Offset, tt.Size, len(b))
			}
		}
	})
}

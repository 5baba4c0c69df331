package tensor

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"strings"
	"testing"
)

// file builds a safetensors file from a raw header and data section,
// without any of Encode's checks, so tests can feed Parse anything.
func file(header string, data []byte) []byte {
	b := binary.LittleEndian.AppendUint64(nil, uint64(len(header)))
	b = append(b, header...)
	return append(b, data...)
}

func mustFrom[T Element](t *testing.T, name string, shape []int64, v []T) Tensor {
	t.Helper()
	x, err := From(name, shape, v)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func TestEncodeGolden(t *testing.T) {
	a := mustFrom(t, "a", nil, []int64{7})
	b := mustFrom(t, "b", []int64{2}, []float32{1, 2})
	// Given out of order: the canonical form sorts by name.
	got, err := Encode([]Tensor{b, a})
	if err != nil {
		t.Fatal(err)
	}
	hdr := `{"a":{"data_offsets":[0,8],"dtype":"I64","shape":[]},"b":{"data_offsets":[8,16],"dtype":"F32","shape":[2]}}` + "     "
	want := file(hdr, []byte{7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x80, 0x3f, 0, 0, 0, 0x40})
	if !bytes.Equal(got, want) {
		t.Fatalf("Encode:\n got %q\nwant %q", got, want)
	}
	if (len(got)-8-16)%8 != 0 {
		t.Fatalf("header not padded to 8")
	}
}

func TestEncodeEmpty(t *testing.T) {
	got, err := Encode(nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := file("{}      ", nil); !bytes.Equal(got, want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	ts, err := Parse(got)
	if err != nil || len(ts) != 0 {
		t.Fatalf("Parse(empty) = %v, %v", ts, err)
	}
}

// A file as another producer might write it: metadata, names out of order,
// data laid out in a third order, whitespace in the header, escaped names.
func TestCanonicalForeign(t *testing.T) {
	hdr := `{ "__metadata__": {"format": "pt"},
	  "z\u0041": {"shape": [1], "dtype": "U8", "data_offsets": [4, 5]},
	  "m": {"dtype": "I16", "data_offsets": [0, 4], "shape": [2]}
	}   `
	in := file(hdr, []byte{1, 0, 2, 0, 9})
	ts, err := Parse(in)
	if err != nil {
		t.Fatal(err)
	}
	if len(ts) != 2 || ts[0].Name != "m" || ts[1].Name != "zA" {
		t.Fatalf("Parse returned %v", ts)
	}
	v, err := Values[int16](ts[0])
	if err != nil || len(v) != 2 || v[0] != 1 || v[1] != 2 {
		t.Fatalf("m = %v, %v", v, err)
	}
	got, err := Canonical(in)
	if err != nil {
		t.Fatal(err)
	}
	want := file(`{"m":{"data_offsets":[0,4],"dtype":"I16","shape":[2]},"zA":{"data_offsets":[4,5],"dtype":"U8","shape":[1]}}`+"     ",
		[]byte{1, 0, 2, 0, 9})
	if !bytes.Equal(got, want) {
		t.Fatalf("Canonical:\n got %q\nwant %q", got, want)
	}
	again, err := Canonical(got)
	if err != nil || !bytes.Equal(again, got) {
		t.Fatalf("Canonical is not idempotent: %q, %v", again, err)
	}
}

func TestEscaping(t *testing.T) {
	name := "q\"b\\s\n\x01é"
	x := mustFrom(t, name, nil, []uint8{5})
	b, err := Encode([]Tensor{x})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b, []byte(`"q\"b\\s\n\u0001é"`)) {
		t.Fatalf("header %q does not escape the name canonically", b)
	}
	ts, err := Parse(b)
	if err != nil || len(ts) != 1 || ts[0].Name != name {
		t.Fatalf("round trip: %v, %v", ts, err)
	}
	// Escapes a producer may use decode to the same name.
	ts, err = Parse(file(`{"\u00e9\ud83d\ude00\/\b\f\t":{"dtype":"U8","shape":[],"data_offsets":[0,1]}}`, []byte{1}))
	if err != nil || len(ts) != 1 || ts[0].Name != "é😀/\b\f\t" {
		t.Fatalf("escapes: %v, %v", ts, err)
	}
}

func TestParseRejects(t *testing.T) {
	big := binary.LittleEndian.AppendUint64(nil, MaxHeaderSize+1)
	big = append(big, make([]byte, 64)...)
	huge := binary.LittleEndian.AppendUint64(nil, math.MaxUint64)
	cases := []struct {
		name string
		in   []byte
		want string // a substring of the error
	}{
		// Shorter than the length prefix.
		{"short", []byte{1, 2, 3}, "too short"},
		// The length prefix claims more than the limit.
		{"header over limit", big, "exceeds the limit"},
		// A length prefix that would overflow naive arithmetic.
		{"header length overflow", huge, "exceeds the limit"},
		// The header runs past the end of the file.
		{"header past end", append(binary.LittleEndian.AppendUint64(nil, 10), "{}"...), "past the end"},
		// Not a JSON object.
		{"not object", file(`[1,2]`, nil), "start with '{'"},
		{"leading space", file(` {}`, nil), "start with '{'"},
		{"bad json", file(`{"a":`, nil), "header"},
		{"trailing garbage", file(`{}x`, nil), "trailing"},
		{"two objects", file(`{}{}`, nil), "trailing"},
		{"invalid utf8", file("{\"\xff\":1}", nil), "UTF-8"},
		{"duplicate key", file(`{"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]},"a":{"dtype":"U8","shape":[1],"data_offsets":[1,2]}}`, []byte{1, 2}), "duplicate"},
		{"unknown field", file(`{"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1],"x":1}}`, []byte{1}), "unknown key"},
		// encoding/json would match "DTYPE" to dtype; the format does not.
		{"field case", file(`{"a":{"DTYPE":"U8","shape":[1],"data_offsets":[0,1]}}`, []byte{1}), "unknown key"},
		{"missing dtype", file(`{"a":{"shape":[1],"data_offsets":[0,1]}}`, []byte{1}), "no dtype"},
		{"missing shape", file(`{"a":{"dtype":"U8","data_offsets":[0,1]}}`, []byte{1}), "no shape"},
		{"missing offsets", file(`{"a":{"dtype":"U8","shape":[1]}}`, []byte{1}), "no data_offsets"},
		{"null entry", file(`{"a":null}`, nil), "null"},
		{"entry not object", file(`{"a":5}`, nil), "tensor \"a\""},
		{"unknown dtype", file(`{"a":{"dtype":"F128","shape":[1],"data_offsets":[0,16]}}`, make([]byte, 16)), "unknown dtype"},
		{"negative dim", file(`{"a":{"dtype":"U8","shape":[-1],"data_offsets":[0,0]}}`, nil), "negative"},
		{"fractional dim", file(`{"a":{"dtype":"U8","shape":[1.5],"data_offsets":[0,1]}}`, []byte{1}), "shape"},
		{"dims overflow", file(`{"a":{"dtype":"F64","shape":[4294967296,4294967296],"data_offsets":[0,8]}}`, make([]byte, 8)), "too many"},
		{"three offsets", file(`{"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1,2]}}`, []byte{1}), "2"},
		{"offsets reversed", file(`{"a":{"dtype":"U8","shape":[0],"data_offsets":[1,0]}}`, []byte{1}), "bad data_offsets"},
		{"offsets past end", file(`{"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4]}}`, []byte{1, 2}), "run past"},
		{"size mismatch", file(`{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,4]}}`, make([]byte, 4)), "needs 8 bytes"},
		{"gap", file(`{"a":{"dtype":"U8","shape":[1],"data_offsets":[1,2]}}`, []byte{0, 1}), "gap"},
		{"overlap", file(`{"a":{"dtype":"U16","shape":[1],"data_offsets":[0,2]},"b":{"dtype":"U8","shape":[1],"data_offsets":[1,2]}}`, []byte{0, 1}), "overlaps"},
		{"bytes after", file(`{"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]}}`, []byte{0, 1}), "after the last"},
		{"metadata not strings", file(`{"__metadata__":{"a":1}}`, nil), "__metadata__"},
		{"empty name", file(`{"":{"dtype":"U8","shape":[1],"data_offsets":[0,1]}}`, []byte{1}), "empty"},
		// Stricter than encoding/json, like the reference implementation.
		{"duplicate entry key", file(`{"a":{"dtype":"U8","dtype":"U8","shape":[1],"data_offsets":[0,1]}}`, []byte{1}), "duplicate"},
		{"lone surrogate", file(`{"\ud800":{"dtype":"U8","shape":[1],"data_offsets":[0,1]}}`, []byte{1}), "surrogate"},
		{"exponent", file(`{"a":{"dtype":"U8","shape":[1e0],"data_offsets":[0,1]}}`, []byte{1}), "not an integer"},
		{"leading zero", file(`{"a":{"dtype":"U8","shape":[01],"data_offsets":[0,1]}}`, []byte{1}), "unexpected"},
		{"huge integer", file(`{"a":{"dtype":"U8","shape":[99999999999999999999],"data_offsets":[0,1]}}`, []byte{1}), "out of range"},
		{"null dtype", file(`{"a":{"dtype":null,"shape":[1],"data_offsets":[0,1]}}`, []byte{1}), "want"},
		{"raw control char", file("{\"a\x01\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}", []byte{1}), "control"},
		{"bad escape", file(`{"a\q":{"dtype":"U8","shape":[1],"data_offsets":[0,1]}}`, []byte{1}), "escape"},
		{"unterminated", file(`{"abc`, nil), "unterminated"},
		{"missing comma", file(`{"a":{"dtype":"U8" "shape":[1],"data_offsets":[0,1]}}`, []byte{1}), "','"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse(c.in)
			if err == nil {
				t.Fatal("Parse accepted it")
			}
			if !errors.Is(err, ErrMalformed) {
				t.Errorf("error %v does not wrap ErrMalformed", err)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q does not mention %q", err, c.want)
			}
		})
	}
}

func TestParseAccepts(t *testing.T) {
	cases := []struct {
		name string
		in   []byte
		n    int
	}{
		// Zero-size tensors may share an offset.
		{"zero size", file(`{"a":{"dtype":"F32","shape":[0,3],"data_offsets":[0,0]},"b":{"dtype":"F32","shape":[0],"data_offsets":[0,0]}}`, nil), 2},
		// A scalar is one element.
		{"scalar", file(`{"s":{"dtype":"I64","shape":[],"data_offsets":[0,8]}}`, make([]byte, 8)), 1},
		// Every dtype's size.
		{"all dtypes", file(`{"a":{"dtype":"BOOL","shape":[1],"data_offsets":[0,1]},"b":{"dtype":"BF16","shape":[1],"data_offsets":[1,3]},`+
			`"c":{"dtype":"F8_E4M3","shape":[1],"data_offsets":[3,4]},"d":{"dtype":"U64","shape":[1],"data_offsets":[4,12]}}`, make([]byte, 12)), 4},
		{"null metadata", file(`{"__metadata__":null}`, nil), 0},
		// JSON whitespace everywhere it may go.
		{"whitespace", file("{ \"a\" :\t{ \"dtype\" : \"U8\" , \"shape\" : [ 1 ] ,\n\"data_offsets\" : [ 0 , 1 ] } }\r\n", []byte{1}), 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ts, err := Parse(c.in)
			if err != nil {
				t.Fatal(err)
			}
			if len(ts) != c.n {
				t.Fatalf("got %d tensors, want %d", len(ts), c.n)
			}
		})
	}
}

func TestParseAliasesInput(t *testing.T) {
	in, err := Encode([]Tensor{mustFrom(t, "x", []int64{2}, []uint8{1, 2})})
	if err != nil {
		t.Fatal(err)
	}
	ts, err := Parse(in)
	if err != nil {
		t.Fatal(err)
	}
	// Appending to Data must not write into the file's bytes.
	if cap(ts[0].Data) != len(ts[0].Data) {
		t.Fatalf("Data has spare capacity %d", cap(ts[0].Data)-len(ts[0].Data))
	}
	in[len(in)-1] = 9
	if ts[0].Data[1] != 9 {
		t.Fatal("Data does not alias the input")
	}
}

func TestEncodeRejects(t *testing.T) {
	ok := mustFrom(t, "x", []int64{1}, []float32{1})
	cases := []struct {
		name string
		ts   []Tensor
		want string
	}{
		{"empty name", []Tensor{{DType: U8, Shape: []int64{1}, Data: []byte{1}}}, "empty name"},
		{"reserved name", []Tensor{{Name: "__metadata__", DType: U8, Shape: []int64{1}, Data: []byte{1}}}, "reserved"},
		{"bad utf8", []Tensor{{Name: "\xff", DType: U8, Shape: []int64{1}, Data: []byte{1}}}, "UTF-8"},
		{"no dtype", []Tensor{{Name: "x", Shape: []int64{1}, Data: []byte{1}}}, "unknown dtype"},
		{"short data", []Tensor{{Name: "x", DType: F32, Shape: []int64{2}, Data: make([]byte, 4)}}, "want 8"},
		{"negative dim", []Tensor{{Name: "x", DType: F32, Shape: []int64{-1}}}, "negative"},
		{"duplicate", []Tensor{ok, ok}, "duplicate"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Encode(c.ts)
			if err == nil {
				t.Fatal("Encode accepted it")
			}
			if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q: want ErrInvalid mentioning %q", err, c.want)
			}
		})
	}
}

func TestValuesRoundTrip(t *testing.T) {
	f := []float32{0, -1.5, float32(math.Inf(1)), math.SmallestNonzeroFloat32}
	x, err := FromFloat32("f", []int64{2, 2}, f)
	if err != nil {
		t.Fatal(err)
	}
	i, err := FromInt64("i", nil, []int64{-16000})
	if err != nil {
		t.Fatal(err)
	}
	bl := mustFrom(t, "b", []int64{3}, []bool{true, false, true})
	b, err := Encode([]Tensor{x, i, bl})
	if err != nil {
		t.Fatal(err)
	}
	ts, err := Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	gf, _ := Find(ts, "f")
	got, err := gf.Float32s()
	if err != nil {
		t.Fatal(err)
	}
	for k := range f {
		if math.Float32bits(got[k]) != math.Float32bits(f[k]) {
			t.Fatalf("f[%d] = %v, want %v", k, got[k], f[k])
		}
	}
	gi, _ := Find(ts, "i")
	if v, err := gi.Int64s(); err != nil || len(v) != 1 || v[0] != -16000 || len(gi.Shape) != 0 {
		t.Fatalf("i = %v %v, %v", v, gi.Shape, err)
	}
	gb, _ := Find(ts, "b")
	if v, err := Values[bool](gb); err != nil || !v[0] || v[1] || !v[2] {
		t.Fatalf("b = %v, %v", v, err)
	}
	if _, err := gi.Float32s(); err == nil {
		t.Fatal("Float32s of an I64 tensor succeeded")
	}
	if _, ok := Find(ts, "nope"); ok {
		t.Fatal("Find found a missing name")
	}
	if _, err := FromFloat32("x", []int64{3}, []float32{1}); err == nil {
		t.Fatal("From accepted 1 value for 3 elements")
	}
}

func TestStrings(t *testing.T) {
	x := Tensor{Name: "x", DType: F32, Shape: []int64{1, 512}}
	if got := x.String(); got != `"x" F32[1,512]` {
		t.Fatalf("String() = %s", got)
	}
	if got := ShapeString([]int64{-1, 3}); got != "[?,3]" {
		t.Fatalf("ShapeString = %s", got)
	}
}

func FuzzParse(f *testing.F) {
	seed := func(ts ...Tensor) []byte {
		b, err := Encode(ts)
		if err != nil {
			f.Fatal(err)
		}
		return b
	}
	x, _ := FromFloat32("x", []int64{2, 2}, []float32{1, 2, 3, 4})
	s, _ := FromInt64("sr", nil, []int64{16000})
	f.Add(seed())
	f.Add(seed(x))
	f.Add(seed(x, s))
	f.Add(file(`{"__metadata__":{"a":"b"},"b":{"dtype":"U8","shape":[1],"data_offsets":[1,2]},"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]}}`, []byte{1, 2}))
	f.Add(file(`{"a":{"dtype":"F32","shape":[0],"data_offsets":[0,0]}}  `, nil))
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff})
	f.Add(file(`{"\u00e9\ud83d\ude00\n":{"dtype":"I8","shape":[],"data_offsets":[0,1]},"__metadata__":null}`, []byte{1}))
	f.Add(file(`{"a":{"dtype":"F64","shape":[-0],"data_offsets":[0,0]}}`, nil))
	f.Fuzz(func(t *testing.T, b []byte) {
		ts, err := Parse(b)
		if err != nil {
			if !errors.Is(err, ErrMalformed) {
				t.Fatalf("error %v does not wrap ErrMalformed", err)
			}
			return
		}
		// Anything Parse accepts encodes, and the canonical form is a
		// fixed point that describes the same tensors.
		c, err := Encode(ts)
		if err != nil {
			t.Fatalf("Encode(Parse(b)): %v", err)
		}
		ts2, err := Parse(c)
		if err != nil {
			t.Fatalf("Parse(canonical): %v", err)
		}
		c2, err := Encode(ts2)
		if err != nil || !bytes.Equal(c, c2) {
			t.Fatalf("canonical form not a fixed point: %v", err)
		}
		if len(ts) != len(ts2) {
			t.Fatalf("%d tensors became %d", len(ts), len(ts2))
		}
		for i := range ts {
			if ts[i].String() != ts2[i].String() || !bytes.Equal(ts[i].Data, ts2[i].Data) {
				t.Fatalf("tensor %s changed to %s", ts[i], ts2[i])
			}
		}
		// An independent reading on encoding/json agrees.
		ref, err := parseRef(b)
		if err != nil {
			t.Fatalf("Parse accepted what the reference rejects: %v", err)
		}
		if len(ref) != len(ts) {
			t.Fatalf("reference read %d tensors, Parse %d", len(ref), len(ts))
		}
		for i := range ts {
			if ts[i].String() != ref[i].String() || !bytes.Equal(ts[i].Data, ref[i].Data) {
				t.Fatalf("Parse read %s, the reference %s", ts[i], ref[i])
			}
		}
	})
}

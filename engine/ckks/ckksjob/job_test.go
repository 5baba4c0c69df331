package ckksjob

import (
	"bytes"
	"encoding/binary"
	"errors"
	"strings"
	"testing"
)

const keys = "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku"

var req = Request{Params: "ckks-n13", KeysCID: keys, Batch: 2, Ciphertext: []byte("ciphertext bytes")}

func TestRequestRoundTrip(t *testing.T) {
	b, err := req.Encode()
	if err != nil {
		t.Fatal(err)
	}
	// The layout is the format's: tag, NUL, params, keys, batch, length,
	// ciphertext.
	want := append([]byte(RequestFormat+"\x00\x08ckks-n13"), byte(len(keys)))
	want = append(want, keys...)
	want = binary.LittleEndian.AppendUint32(want, 2)
	want = binary.LittleEndian.AppendUint32(want, uint32(len(req.Ciphertext)))
	want = append(want, req.Ciphertext...)
	if !bytes.Equal(b, want) {
		t.Fatalf("encoded\n%q\nwant\n%q", b, want)
	}
	got, err := ParseRequest(b)
	if err != nil {
		t.Fatal(err)
	}
	if got.Params != req.Params || got.KeysCID != req.KeysCID || got.Batch != req.Batch || !bytes.Equal(got.Ciphertext, req.Ciphertext) {
		t.Fatalf("round trip %+v, want %+v", got, req)
	}
	if !IsHE(orderOf(Engine)) || IsHE(orderOf("onnx")) || IsHE(nil) {
		t.Error("IsHE does not tell an he-ckks order from others")
	}
}

type orderOf string

func (o orderOf) GetEngine() string { return string(o) }

func TestParseRequestRefuses(t *testing.T) {
	good, err := req.Encode()
	if err != nil {
		t.Fatal(err)
	}
	with := func(f func(r *Request)) []byte {
		r := req
		f(&r)
		// Encoded by hand: Encode refuses these too.
		b := append([]byte(RequestFormat+"\x00"), byte(len(r.Params)))
		b = append(b, r.Params...)
		b = append(b, byte(len(r.KeysCID)))
		b = append(b, r.KeysCID...)
		b = binary.LittleEndian.AppendUint32(b, uint32(r.Batch))
		b = binary.LittleEndian.AppendUint32(b, uint32(len(r.Ciphertext)))
		return append(b, r.Ciphertext...)
	}
	for _, tc := range []struct {
		name string
		in   []byte
	}{
		// Nothing at all.
		{"empty", nil},
		// A JSON request of another kind.
		{"json", []byte(`{"format":"tensora-he-request/1"}`)},
		// Another version's tag.
		{"format", bytes.Replace(good, []byte("request/1"), []byte("request/9"), 1)},
		// Cut inside each field.
		{"truncated params", good[:len(RequestFormat)+4]},
		{"truncated keys", good[:len(RequestFormat)+12]},
		{"truncated lengths", good[:len(good)-len(req.Ciphertext)-3]},
		{"truncated ciphertext", good[:len(good)-1]},
		// Bytes after the ciphertext: a second encoding of one request.
		{"trailing", append(append([]byte(nil), good...), 0)},
		// An empty or unprintable parameter set.
		{"no params", with(func(r *Request) { r.Params = "" })},
		{"params with a space", with(func(r *Request) { r.Params = "ckks n13" })},
		// Keys that are no CID, or a CID in a non-canonical form.
		{"keys not a cid", with(func(r *Request) { r.KeysCID = "not-a-cid" })},
		{"keys empty", with(func(r *Request) { r.KeysCID = "" })},
		{"keys uppercase", with(func(r *Request) { r.KeysCID = strings.ToUpper(keys) })},
		// No input packed, or more than any parameter set holds.
		{"batch zero", with(func(r *Request) { r.Batch = 0 })},
		{"batch huge", with(func(r *Request) { r.Batch = MaxBatch + 1 })},
		// A request with no ciphertext.
		{"no ciphertext", with(func(r *Request) { r.Ciphertext = nil })},
		// Larger than the bound, whatever it holds.
		{"too large", with(func(r *Request) { r.Ciphertext = make([]byte, MaxRequestBytes) })},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseRequest(tc.in)
			if !errors.Is(err, ErrBadRequest) {
				t.Fatalf("ParseRequest = %v, want ErrBadRequest", err)
			}
		})
	}
	// Encode refuses what Parse would.
	bad := req
	bad.Batch = 0
	if _, err := bad.Encode(); !errors.Is(err, ErrBadRequest) {
		t.Errorf("Encode of a zero batch: %v", err)
	}
}

package tensor

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxHeaderSize bounds the JSON header Parse accepts (and Encode writes), so
// a hostile length prefix cannot make a peer allocate or scan gigabytes.
const MaxHeaderSize = 100 << 20

// ErrMalformed is wrapped by every error Parse returns for bytes that are
// not valid safetensors.
var ErrMalformed = errors.New("malformed safetensors")

// ErrInvalid is wrapped by every error Encode and the constructors return
// for a tensor that cannot be encoded (bad name, dtype, shape or size).
var ErrInvalid = errors.New("invalid tensor")

// DType is an element type, named as safetensors names it.
type DType string

// The element types safetensors defines (complex and sub-byte types are not
// supported).
const (
	BOOL    DType = "BOOL"
	U8      DType = "U8"
	I8      DType = "I8"
	F8E4M3  DType = "F8_E4M3"
	F8E5M2  DType = "F8_E5M2"
	I16     DType = "I16"
	U16     DType = "U16"
	F16     DType = "F16"
	BF16    DType = "BF16"
	I32     DType = "I32"
	U32     DType = "U32"
	F32     DType = "F32"
	F64     DType = "F64"
	I64     DType = "I64"
	U64     DType = "U64"
	invalid DType = ""
)

// Size is the number of bytes of one element, or 0 for an unknown dtype.
func (d DType) Size() int {
	switch d {
	case BOOL, U8, I8, F8E4M3, F8E5M2:
		return 1
	case I16, U16, F16, BF16:
		return 2
	case I32, U32, F32:
		return 4
	case F64, I64, U64:
		return 8
	}
	return 0
}

// Valid reports whether d is one of the dtypes above.
func (d DType) Valid() bool { return d.Size() != 0 }

// Tensor is one named tensor. Data holds the elements in row-major order,
// little-endian, exactly Elements()*DType.Size() bytes. A nil or empty Shape
// is a scalar (one element).
type Tensor struct {
	Name  string
	DType DType
	Shape []int64
	Data  []byte
}

// Elements is the number of elements the shape describes, or an error if a
// dimension is negative or the product overflows.
func (t Tensor) Elements() (int64, error) { return elements(t.Shape) }

// String describes the tensor's type, e.g. `"x" F32[1,512]`, without its data.
func (t Tensor) String() string {
	return strconv.Quote(t.Name) + " " + string(t.DType) + ShapeString(t.Shape)
}

// ShapeString formats a shape as "[1,512]" ("[]" for a scalar; -1, a
// dynamic dimension in a model's declaration, prints as "?").
func ShapeString(shape []int64) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, d := range shape {
		if i > 0 {
			b.WriteByte(',')
		}
		if d < 0 {
			b.WriteByte('?')
		} else {
			b.WriteString(strconv.FormatInt(d, 10))
		}
	}
	b.WriteByte(']')
	return b.String()
}

func elements(shape []int64) (int64, error) {
	n := uint64(1)
	for i, d := range shape {
		if d < 0 {
			return 0, fmt.Errorf("dimension %d is negative (%d)", i, d)
		}
		hi, lo := bits.Mul64(n, uint64(d))
		if hi != 0 || lo > 1<<62 {
			return 0, fmt.Errorf("shape %s has too many elements", ShapeString(shape))
		}
		n = lo
	}
	return int64(n), nil
}

// byteSize is elements(shape)*d.Size(), checked for overflow.
func byteSize(d DType, shape []int64) (int64, error) {
	if !d.Valid() {
		return 0, fmt.Errorf("unknown dtype %q", string(d))
	}
	n, err := elements(shape)
	if err != nil {
		return 0, err
	}
	if n > (1<<62)/int64(d.Size()) {
		return 0, fmt.Errorf("shape %s has too many bytes", ShapeString(shape))
	}
	return n * int64(d.Size()), nil
}

// Validate checks that the tensor can be encoded: a non-empty UTF-8 name
// other than "__metadata__", a known dtype, non-negative dimensions and a
// Data length that matches them.
func (t Tensor) Validate() error {
	switch {
	case t.Name == "":
		return fmt.Errorf("%w: empty name", ErrInvalid)
	case t.Name == metadataKey:
		return fmt.Errorf("%w: the name %q is reserved", ErrInvalid, metadataKey)
	case !utf8.ValidString(t.Name):
		return fmt.Errorf("%w: name %q is not valid UTF-8", ErrInvalid, t.Name)
	}
	want, err := byteSize(t.DType, t.Shape)
	if err != nil {
		return fmt.Errorf("%w: tensor %q: %w", ErrInvalid, t.Name, err)
	}
	if int64(len(t.Data)) != want {
		return fmt.Errorf("%w: tensor %s: %d bytes of data, want %d", ErrInvalid, t, len(t.Data), want)
	}
	return nil
}

const metadataKey = "__metadata__"

// Parse decodes a safetensors file. It returns the tensors sorted by name;
// their Data slices alias b. Metadata (__metadata__) is checked to be a map
// of strings and then dropped: it is not part of a tensor's value. Every
// error wraps ErrMalformed.
func Parse(b []byte) ([]Tensor, error) {
	ts, err := parse(b)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrMalformed, err)
	}
	return ts, nil
}

// entry is one tensor's header entry as read; nil slices and an empty
// dtype mean the key was absent.
type entry struct {
	DType   string
	Shape   []int64
	Offsets []int64
}

type span struct {
	begin, end int64
	idx        int
}

func parse(b []byte) ([]Tensor, error) {
	if len(b) < 8 {
		return nil, fmt.Errorf("%d bytes is too short for a header length", len(b))
	}
	n := binary.LittleEndian.Uint64(b[:8])
	if n > MaxHeaderSize {
		return nil, fmt.Errorf("header length %d exceeds the limit of %d bytes", n, MaxHeaderSize)
	}
	if n > uint64(len(b)-8) {
		return nil, fmt.Errorf("header length %d runs past the end of the %d-byte file", n, len(b))
	}
	hdr, data := b[8:8+n], b[8+n:]
	if len(hdr) == 0 || hdr[0] != '{' {
		return nil, errors.New("header does not start with '{'")
	}
	if !utf8.Valid(hdr) {
		return nil, errors.New("header is not valid UTF-8")
	}

	entries, err := parseHeader(hdr)
	if err != nil {
		return nil, err
	}
	ts := make([]Tensor, len(entries))
	var buf [16]span // most files have a few tensors: keep the spans on the stack
	spans := buf[:0]
	if len(entries) > len(buf) {
		spans = make([]span, 0, len(entries))
	}
	spans = spans[:len(entries)]
	for i, he := range entries {
		t, sp, err := he.e.tensor(he.name, int64(len(data)))
		if err != nil {
			return nil, fmt.Errorf("header: tensor %q: %w", he.name, err)
		}
		sp.idx = i
		ts[i], spans[i] = t, sp
	}

	// The tensors must tile the data section exactly: sorted by offset, each
	// starts where the previous ended and the last ends at the end of the file.
	slices.SortFunc(spans, func(a, b span) int {
		return cmp.Or(cmp.Compare(a.begin, b.begin), cmp.Compare(a.end, b.end))
	})
	var at int64
	for _, sp := range spans {
		if sp.begin != at {
			if sp.begin < at {
				return nil, fmt.Errorf("tensor %q overlaps the one before it", ts[sp.idx].Name)
			}
			return nil, fmt.Errorf("gap of %d bytes before tensor %q", sp.begin-at, ts[sp.idx].Name)
		}
		ts[sp.idx].Data = data[sp.begin:sp.end:sp.end]
		at = sp.end
	}
	if at != int64(len(data)) {
		return nil, fmt.Errorf("%d bytes after the last tensor", int64(len(data))-at)
	}
	slices.SortFunc(ts, func(a, b Tensor) int { return strings.Compare(a.Name, b.Name) })
	return ts, nil
}

func (e entry) tensor(name string, dataLen int64) (Tensor, span, error) {
	switch {
	case e.DType == "":
		return Tensor{}, span{}, errors.New("no dtype")
	case e.Shape == nil:
		return Tensor{}, span{}, errors.New("no shape")
	case e.Offsets == nil:
		return Tensor{}, span{}, errors.New("no data_offsets")
	case len(e.Offsets) != 2:
		return Tensor{}, span{}, fmt.Errorf("data_offsets has %d entries, want 2", len(e.Offsets))
	}
	t := Tensor{Name: name, DType: DType(e.DType), Shape: e.Shape}
	size, err := byteSize(t.DType, t.Shape)
	if err != nil {
		return Tensor{}, span{}, err
	}
	begin, end := e.Offsets[0], e.Offsets[1]
	switch {
	case begin < 0 || end < begin:
		return Tensor{}, span{}, fmt.Errorf("bad data_offsets [%d,%d]", begin, end)
	case end > dataLen:
		return Tensor{}, span{}, fmt.Errorf("data_offsets [%d,%d] run past the %d-byte data section", begin, end, dataLen)
	case end-begin != size:
		return Tensor{}, span{}, fmt.Errorf("%s%s needs %d bytes, data_offsets [%d,%d] hold %d",
			t.DType, ShapeString(t.Shape), size, begin, end, end-begin)
	}
	if t.Shape == nil {
		t.Shape = []int64{}
	}
	return t, span{begin: begin, end: end}, nil
}

// Encode writes ts in the canonical form (see the package doc). ts is not
// modified. Every tensor must pass Validate and names must be unique.
func Encode(ts []Tensor) ([]byte, error) {
	sorted := slices.Clone(ts)
	slices.SortFunc(sorted, func(a, b Tensor) int { return strings.Compare(a.Name, b.Name) })
	// An upper bound on the header (names escape to at most 6 bytes a
	// byte, numbers to 20) so the file is built in one allocation.
	hdrMax, dataLen := 2+7, 0
	for i, t := range sorted {
		if err := t.Validate(); err != nil {
			return nil, err
		}
		if i > 0 && sorted[i-1].Name == t.Name {
			return nil, fmt.Errorf("%w: duplicate name %q", ErrInvalid, t.Name)
		}
		hdrMax += 6*len(t.Name) + len(`,"":{"data_offsets":[,],"dtype":"","shape":[]}`) + 2*20 + len(t.DType) + 21*len(t.Shape)
		dataLen += len(t.Data)
	}
	out := make([]byte, 8, 8+hdrMax+dataLen)
	out = append(out, '{')
	var off int64
	for i, t := range sorted {
		if i > 0 {
			out = append(out, ',')
		}
		end := off + int64(len(t.Data))
		out = appendString(out, t.Name)
		out = append(out, `:{"data_offsets":[`...)
		out = strconv.AppendInt(out, off, 10)
		out = append(out, ',')
		out = strconv.AppendInt(out, end, 10)
		out = append(out, `],"dtype":"`...)
		out = append(out, t.DType...)
		out = append(out, `","shape":[`...)
		for j, d := range t.Shape {
			if j > 0 {
				out = append(out, ',')
			}
			out = strconv.AppendInt(out, d, 10)
		}
		out = append(out, "]}"...)
		off = end
	}
	out = append(out, '}')
	for (len(out)-8)%8 != 0 {
		out = append(out, ' ')
	}
	hdrLen := len(out) - 8
	if hdrLen > MaxHeaderSize {
		return nil, fmt.Errorf("%w: header of %d bytes exceeds the limit of %d", ErrInvalid, hdrLen, MaxHeaderSize)
	}
	binary.LittleEndian.PutUint64(out, uint64(hdrLen))
	for _, t := range sorted {
		out = append(out, t.Data...)
	}
	return out, nil
}

// Canonical re-encodes a safetensors file in the canonical form; its output
// is what result hashes are computed over.
func Canonical(b []byte) ([]byte, error) {
	ts, err := Parse(b)
	if err != nil {
		return nil, err
	}
	return Encode(ts)
}

const hexDigits = "0123456789abcdef"

// appendString appends s as a JSON string with the minimal escaping the
// canonical form specifies.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c == '\n':
			b = append(b, `\n`...)
		case c == '\r':
			b = append(b, `\r`...)
		case c == '\t':
			b = append(b, `\t`...)
		case c < 0x20:
			b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}

// Element is a Go type with a safetensors dtype.
type Element interface {
	bool | uint8 | int8 | int16 | uint16 | int32 | uint32 | float32 | float64 | int64 | uint64
}

// DTypeOf is the dtype of T.
func DTypeOf[T Element]() DType {
	var z T
	switch any(z).(type) {
	case bool:
		return BOOL
	case uint8:
		return U8
	case int8:
		return I8
	case int16:
		return I16
	case uint16:
		return U16
	case int32:
		return I32
	case uint32:
		return U32
	case float32:
		return F32
	case float64:
		return F64
	case int64:
		return I64
	case uint64:
		return U64
	}
	return invalid
}

// From builds a tensor from values in row-major order. len(values) must
// match the shape (a nil or empty shape is a scalar: one value).
func From[T Element](name string, shape []int64, values []T) (Tensor, error) {
	n, err := elements(shape)
	if err != nil {
		return Tensor{}, fmt.Errorf("%w: tensor %q: %w", ErrInvalid, name, err)
	}
	if int64(len(values)) != n {
		return Tensor{}, fmt.Errorf("%w: tensor %q: %d values for shape %s (%d elements)",
			ErrInvalid, name, len(values), ShapeString(shape), n)
	}
	data, err := binary.Append(make([]byte, 0, len(values)*DTypeOf[T]().Size()), binary.LittleEndian, values)
	if err != nil {
		return Tensor{}, fmt.Errorf("%w: tensor %q: %w", ErrInvalid, name, err)
	}
	t := Tensor{Name: name, DType: DTypeOf[T](), Shape: slices.Clone(shape), Data: data}
	if t.Shape == nil {
		t.Shape = []int64{}
	}
	return t, t.Validate()
}

// Values decodes t's elements; t's dtype must be T's.
func Values[T Element](t Tensor) ([]T, error) {
	if t.DType != DTypeOf[T]() {
		return nil, fmt.Errorf("%w: tensor %s is not %s", ErrInvalid, t, DTypeOf[T]())
	}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	out := make([]T, len(t.Data)/t.DType.Size())
	if _, err := binary.Decode(t.Data, binary.LittleEndian, out); err != nil {
		return nil, fmt.Errorf("%w: tensor %s: %w", ErrInvalid, t, err)
	}
	return out, nil
}

// FromFloat32 builds an F32 tensor.
func FromFloat32(name string, shape []int64, values []float32) (Tensor, error) {
	return From(name, shape, values)
}

// FromInt64 builds an I64 tensor.
func FromInt64(name string, shape []int64, values []int64) (Tensor, error) {
	return From(name, shape, values)
}

// Float32s decodes an F32 tensor.
func (t Tensor) Float32s() ([]float32, error) { return Values[float32](t) }

// Int64s decodes an I64 tensor.
func (t Tensor) Int64s() ([]int64, error) { return Values[int64](t) }

// Find returns the tensor named name in ts.
func Find(ts []Tensor, name string) (Tensor, bool) {
	for _, t := range ts {
		if t.Name == name {
			return t, true
		}
	}
	return Tensor{}, false
}

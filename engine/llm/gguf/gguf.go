package gguf

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sort"
)

// Magic opens every GGUF file ("GGUF" in ASCII).
const Magic = "GGUF"

// Version is the format version Write produces and Parse accepts.
const Version = 3

// DefaultAlignment is the alignment of tensor data when the metadata sets
// no general.alignment.
const DefaultAlignment = 32

// ValueType is the type tag of a metadata value.
type ValueType uint32

// Metadata value types, as the GGUF specification numbers them.
const (
	TypeUint8   ValueType = 0
	TypeInt8    ValueType = 1
	TypeUint16  ValueType = 2
	TypeInt16   ValueType = 3
	TypeUint32  ValueType = 4
	TypeInt32   ValueType = 5
	TypeFloat32 ValueType = 6
	TypeBool    ValueType = 7
	TypeString  ValueType = 8
	TypeArray   ValueType = 9
	TypeUint64  ValueType = 10
	TypeInt64   ValueType = 11
	TypeFloat64 ValueType = 12
)

// TensorType is a ggml tensor element type. Only F32 is written here; Parse
// accepts the others it knows the block sizes of.
type TensorType uint32

// Tensor element types (ggml_type).
const (
	TensorF32 TensorType = 0
	TensorF16 TensorType = 1
)

// KV is one metadata entry. Value is one of uint8, int8, uint16, int16,
// uint32, int32, float32, bool, string, uint64, int64, float64, or a slice
// of one of those ([]string, []float32, []int32, ...) for an array.
type KV struct {
	Key   string
	Value any
}

// Tensor is one tensor: its name, ggml dimensions (Dims[0] varies fastest)
// and element type. Data holds the raw little-endian elements when writing;
// Parse fills Offset (from the start of the file) and Size instead.
type Tensor struct {
	Name   string
	Dims   []uint64
	Type   TensorType
	Data   []byte
	Offset uint64
	Size   uint64
}

// File is a GGUF file's contents in file order.
type File struct {
	Version uint32
	KV      []KV
	Tensors []Tensor
}

// Get returns the value of key, or nil.
func (f *File) Get(key string) any {
	for _, kv := range f.KV {
		if kv.Key == key {
			return kv.Value
		}
	}
	return nil
}

// Tensor returns the tensor named name, or nil.
func (f *File) Tensor(name string) *Tensor {
	for i := range f.Tensors {
		if f.Tensors[i].Name == name {
			return &f.Tensors[i]
		}
	}
	return nil
}

// Write encodes metadata and tensors as a GGUF version 3 file. Entries and
// tensors are written in the order given, so equal arguments give equal
// bytes. Tensor data is aligned to general.alignment when kv sets it
// (as a uint32), to DefaultAlignment otherwise.
func Write(kv []KV, tensors []Tensor) ([]byte, error) {
	align := uint64(DefaultAlignment)
	seen := make(map[string]bool, len(kv))
	var buf bytes.Buffer
	buf.WriteString(Magic)
	putU32(&buf, Version)
	putU64(&buf, uint64(len(tensors)))
	putU64(&buf, uint64(len(kv)))
	for _, e := range kv {
		if seen[e.Key] {
			return nil, fmt.Errorf("gguf: duplicate key %q", e.Key)
		}
		seen[e.Key] = true
		if e.Key == "general.alignment" {
			a, ok := e.Value.(uint32)
			if !ok || a == 0 || a&(a-1) != 0 {
				return nil, fmt.Errorf("gguf: general.alignment must be a uint32 power of two, got %v", e.Value)
			}
			align = uint64(a)
		}
		putString(&buf, e.Key)
		if err := putValue(&buf, e.Value, true); err != nil {
			return nil, fmt.Errorf("gguf: key %q: %w", e.Key, err)
		}
	}
	names := make(map[string]bool, len(tensors))
	var off uint64
	for _, t := range tensors {
		if names[t.Name] {
			return nil, fmt.Errorf("gguf: duplicate tensor %q", t.Name)
		}
		names[t.Name] = true
		size, err := dataSize(t.Type, t.Dims)
		if err != nil {
			return nil, fmt.Errorf("gguf: tensor %q: %w", t.Name, err)
		}
		if uint64(len(t.Data)) != size {
			return nil, fmt.Errorf("gguf: tensor %q: %d bytes of data, its shape needs %d", t.Name, len(t.Data), size)
		}
		putString(&buf, t.Name)
		putU32(&buf, uint32(len(t.Dims)))
		for _, d := range t.Dims {
			putU64(&buf, d)
		}
		putU32(&buf, uint32(t.Type))
		putU64(&buf, off)
		off = alignUp(off+size, align)
	}
	pad(&buf, align)
	for _, t := range tensors {
		buf.Write(t.Data)
		pad(&buf, align)
	}
	return buf.Bytes(), nil
}

func alignUp(n, align uint64) uint64 { return (n + align - 1) / align * align }

func pad(buf *bytes.Buffer, align uint64) {
	n := uint64(buf.Len())
	buf.Write(make([]byte, alignUp(n, align)-n))
}

func putU32(buf *bytes.Buffer, v uint32) { buf.Write(binary.LittleEndian.AppendUint32(nil, v)) }
func putU64(buf *bytes.Buffer, v uint64) { buf.Write(binary.LittleEndian.AppendUint64(nil, v)) }

func putString(buf *bytes.Buffer, s string) {
	putU64(buf, uint64(len(s)))
	buf.WriteString(s)
}

// putValue writes v, preceded by its type tag when tagged.
func putValue(buf *bytes.Buffer, v any, tagged bool) error {
	tag := func(t ValueType) {
		if tagged {
			putU32(buf, uint32(t))
		}
	}
	switch x := v.(type) {
	case uint8:
		tag(TypeUint8)
		buf.WriteByte(x)
	case int8:
		tag(TypeInt8)
		buf.WriteByte(byte(x))
	case uint16:
		tag(TypeUint16)
		buf.Write(binary.LittleEndian.AppendUint16(nil, x))
	case int16:
		tag(TypeInt16)
		buf.Write(binary.LittleEndian.AppendUint16(nil, uint16(x)))
	case uint32:
		tag(TypeUint32)
		putU32(buf, x)
	case int32:
		tag(TypeInt32)
		putU32(buf, uint32(x))
	case float32:
		tag(TypeFloat32)
		putU32(buf, math.Float32bits(x))
	case bool:
		tag(TypeBool)
		if x {
			buf.WriteByte(1)
		} else {
			buf.WriteByte(0)
		}
	case string:
		tag(TypeString)
		putString(buf, x)
	case uint64:
		tag(TypeUint64)
		putU64(buf, x)
	case int64:
		tag(TypeInt64)
		putU64(buf, uint64(x))
	case float64:
		tag(TypeFloat64)
		putU64(buf, math.Float64bits(x))
	case []string:
		return putArray(buf, tagged, TypeString, x)
	case []float32:
		return putArray(buf, tagged, TypeFloat32, x)
	case []int32:
		return putArray(buf, tagged, TypeInt32, x)
	case []uint32:
		return putArray(buf, tagged, TypeUint32, x)
	case []int64:
		return putArray(buf, tagged, TypeInt64, x)
	case []uint64:
		return putArray(buf, tagged, TypeUint64, x)
	case []bool:
		return putArray(buf, tagged, TypeBool, x)
	case []uint8:
		return putArray(buf, tagged, TypeUint8, x)
	default:
		return fmt.Errorf("unsupported value type %T", v)
	}
	return nil
}

func putArray[T any](buf *bytes.Buffer, tagged bool, elem ValueType, xs []T) error {
	if tagged {
		putU32(buf, uint32(TypeArray))
	}
	putU32(buf, uint32(elem))
	putU64(buf, uint64(len(xs)))
	for _, x := range xs {
		if err := putValue(buf, x, false); err != nil {
			return err
		}
	}
	return nil
}

// blockInfo is a ggml type's block: elements per block and bytes per block.
var blockInfo = map[TensorType][2]uint64{
	0:  {1, 4},     // F32
	1:  {1, 2},     // F16
	2:  {32, 18},   // Q4_0
	3:  {32, 20},   // Q4_1
	6:  {32, 22},   // Q5_0
	7:  {32, 24},   // Q5_1
	8:  {32, 34},   // Q8_0
	9:  {32, 36},   // Q8_1
	10: {256, 84},  // Q2_K
	11: {256, 110}, // Q3_K
	12: {256, 144}, // Q4_K
	13: {256, 176}, // Q5_K
	14: {256, 210}, // Q6_K
	15: {256, 292}, // Q8_K
	24: {1, 1},     // I8
	25: {1, 2},     // I16
	26: {1, 4},     // I32
	27: {1, 8},     // I64
	28: {1, 8},     // F64
	30: {1, 2},     // BF16
}

// ErrUnknownType: a tensor's element type is one this package does not
// know the size of.
var ErrUnknownType = errors.New("unknown tensor type")

// dataSize is the bytes of a tensor of type t and dims, refusing overflow.
func dataSize(t TensorType, dims []uint64) (uint64, error) {
	bi, ok := blockInfo[t]
	if !ok {
		return 0, fmt.Errorf("%w %d", ErrUnknownType, t)
	}
	if len(dims) == 0 || len(dims) > 4 {
		return 0, fmt.Errorf("%d dimensions, want 1 to 4", len(dims))
	}
	n := uint64(1)
	for _, d := range dims {
		if d == 0 {
			return 0, errors.New("a zero dimension")
		}
		if n > math.MaxUint64/d {
			return 0, errors.New("size overflows")
		}
		n *= d
	}
	if dims[0]%bi[0] != 0 {
		return 0, fmt.Errorf("first dimension %d is not a multiple of the block size %d", dims[0], bi[0])
	}
	blocks := n / bi[0]
	if blocks > math.MaxUint64/bi[1] {
		return 0, errors.New("size overflows")
	}
	return blocks * bi[1], nil
}

// ErrMalformed: the bytes are not a well-formed GGUF file.
var ErrMalformed = errors.New("malformed gguf")

// Parse decodes a GGUF version 2 or 3 file held in memory. It checks
// every length against the bytes present before allocating, so a hostile
// file cannot make it allocate more than a small multiple of its size, and
// checks that every tensor's data lies inside the file without overlapping
// another's.
func Parse(b []byte) (*File, error) {
	r := &reader{b: b}
	if len(b) < 4 || string(b[:4]) != Magic {
		return nil, fmt.Errorf("%w: no GGUF magic", ErrMalformed)
	}
	r.off = 4
	f := &File{Version: r.u32()}
	if r.err == nil && f.Version != 2 && f.Version != 3 {
		return nil, fmt.Errorf("%w: version %d, want 2 or 3", ErrMalformed, f.Version)
	}
	nt, nkv := r.u64(), r.u64()
	// Every entry takes at least 12 bytes, every tensor at least 24.
	if r.err == nil && (nkv > uint64(len(b))/12 || nt > uint64(len(b))/24) {
		return nil, fmt.Errorf("%w: %d keys and %d tensors do not fit in %d bytes", ErrMalformed, nkv, nt, len(b))
	}
	align := uint64(DefaultAlignment)
	for i := uint64(0); i < nkv && r.err == nil; i++ {
		key := r.str()
		v := r.value(ValueType(r.u32()), 0)
		if r.err != nil {
			return nil, fmt.Errorf("%w: key %d (%q): %w", ErrMalformed, i, key, r.err)
		}
		if key == "general.alignment" {
			a, ok := v.(uint32)
			if !ok || a == 0 || a&(a-1) != 0 {
				return nil, fmt.Errorf("%w: general.alignment %v is not a uint32 power of two", ErrMalformed, v)
			}
			align = uint64(a)
		}
		f.KV = append(f.KV, KV{Key: key, Value: v})
	}
	for i := uint64(0); i < nt && r.err == nil; i++ {
		var t Tensor
		t.Name = r.str()
		nd := r.u32()
		if nd > 4 {
			return nil, fmt.Errorf("%w: tensor %q has %d dimensions", ErrMalformed, t.Name, nd)
		}
		for j := uint32(0); j < nd; j++ {
			t.Dims = append(t.Dims, r.u64())
		}
		t.Type = TensorType(r.u32())
		t.Offset = r.u64()
		if r.err != nil {
			break
		}
		size, err := dataSize(t.Type, t.Dims)
		if err != nil {
			return nil, fmt.Errorf("%w: tensor %q: %w", ErrMalformed, t.Name, err)
		}
		t.Size = size
		f.Tensors = append(f.Tensors, t)
	}
	if r.err != nil {
		return nil, fmt.Errorf("%w: %w", ErrMalformed, r.err)
	}
	data := alignUp(uint64(r.off), align)
	for i := range f.Tensors {
		t := &f.Tensors[i]
		if t.Offset%align != 0 {
			return nil, fmt.Errorf("%w: tensor %q at offset %d is not aligned to %d", ErrMalformed, t.Name, t.Offset, align)
		}
		if t.Offset > uint64(len(b)) || data+t.Offset > uint64(len(b)) || t.Size > uint64(len(b))-data-t.Offset {
			return nil, fmt.Errorf("%w: tensor %q's data runs past the end of the file", ErrMalformed, t.Name)
		}
		t.Offset += data
	}
	byOffset := make([]*Tensor, len(f.Tensors))
	for i := range f.Tensors {
		byOffset[i] = &f.Tensors[i]
	}
	sort.Slice(byOffset, func(i, j int) bool { return byOffset[i].Offset < byOffset[j].Offset })
	for i := 1; i < len(byOffset); i++ {
		if prev := byOffset[i-1]; prev.Offset+prev.Size > byOffset[i].Offset {
			return nil, fmt.Errorf("%w: tensors %q and %q overlap", ErrMalformed, prev.Name, byOffset[i].Name)
		}
	}
	return f, nil
}

// reader reads little-endian values from b, recording the first error.
type reader struct {
	b   []byte
	off int
	err error
}

func (r *reader) take(n uint64) []byte {
	if r.err != nil {
		return nil
	}
	if n > uint64(len(r.b)-r.off) {
		r.err = fmt.Errorf("need %d bytes at offset %d, %d left", n, r.off, len(r.b)-r.off)
		return nil
	}
	p := r.b[r.off : r.off+int(n)]
	r.off += int(n)
	return p
}

func (r *reader) u8() uint8 {
	if p := r.take(1); p != nil {
		return p[0]
	}
	return 0
}

func (r *reader) u16() uint16 {
	if p := r.take(2); p != nil {
		return binary.LittleEndian.Uint16(p)
	}
	return 0
}

func (r *reader) u32() uint32 {
	if p := r.take(4); p != nil {
		return binary.LittleEndian.Uint32(p)
	}
	return 0
}

func (r *reader) u64() uint64 {
	if p := r.take(8); p != nil {
		return binary.LittleEndian.Uint64(p)
	}
	return 0
}

func (r *reader) str() string { return string(r.take(r.u64())) }

// maxDepth bounds nested arrays.
const maxDepth = 2

func (r *reader) value(t ValueType, depth int) any {
	switch t {
	case TypeUint8:
		return r.u8()
	case TypeInt8:
		return int8(r.u8())
	case TypeUint16:
		return r.u16()
	case TypeInt16:
		return int16(r.u16())
	case TypeUint32:
		return r.u32()
	case TypeInt32:
		return int32(r.u32())
	case TypeFloat32:
		return math.Float32frombits(r.u32())
	case TypeBool:
		return r.u8() != 0
	case TypeString:
		return r.str()
	case TypeUint64:
		return r.u64()
	case TypeInt64:
		return int64(r.u64())
	case TypeFloat64:
		return math.Float64frombits(r.u64())
	case TypeArray:
		if depth >= maxDepth {
			r.fail("arrays nested too deep")
			return nil
		}
		return r.array(depth)
	}
	r.fail(fmt.Sprintf("unknown value type %d", t))
	return nil
}

func (r *reader) fail(msg string) {
	if r.err == nil {
		r.err = errors.New(msg)
	}
}

func (r *reader) array(depth int) any {
	elem := ValueType(r.u32())
	n := r.u64()
	if r.err != nil {
		return nil
	}
	// Every element takes at least one byte: refuse counts the rest of the
	// file cannot hold before allocating.
	if n > uint64(len(r.b)-r.off) {
		r.fail(fmt.Sprintf("array of %d elements in %d bytes", n, len(r.b)-r.off))
		return nil
	}
	switch elem {
	case TypeString:
		return readArray(r, n, func() string { return r.str() })
	case TypeFloat32:
		return readArray(r, n, func() float32 { return math.Float32frombits(r.u32()) })
	case TypeInt32:
		return readArray(r, n, func() int32 { return int32(r.u32()) })
	case TypeUint32:
		return readArray(r, n, r.u32)
	case TypeInt64:
		return readArray(r, n, func() int64 { return int64(r.u64()) })
	case TypeUint64:
		return readArray(r, n, r.u64)
	case TypeBool:
		return readArray(r, n, func() bool { return r.u8() != 0 })
	case TypeUint8:
		return readArray(r, n, r.u8)
	}
	return readArray(r, n, func() any { return r.value(elem, depth+1) })
}

func readArray[T any](r *reader, n uint64, read func() T) []T {
	xs := make([]T, 0, n)
	for i := uint64(0); i < n && r.err == nil; i++ {
		xs = append(xs, read())
	}
	return xs
}

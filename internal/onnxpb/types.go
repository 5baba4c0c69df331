package onnxpb

import "github.com/tensora/tensora/tensor"

// TensorProto.DataType values.
const (
	Float        = 1
	Uint8        = 2
	Int8         = 3
	Uint16       = 4
	Int16        = 5
	Int32        = 6
	Int64        = 7
	String       = 8
	Bool         = 9
	Float16      = 10
	Double       = 11
	Uint32       = 12
	Uint64       = 13
	BFloat16     = 16
	Float8E4M3FN = 17
	Float8E5M2   = 19
)

// dtypes pairs each safetensors dtype with its ONNX data type.
var dtypes = []struct {
	d tensor.DType
	t int32
}{
	{tensor.F32, Float}, {tensor.U8, Uint8}, {tensor.I8, Int8}, {tensor.U16, Uint16}, {tensor.I16, Int16},
	{tensor.I32, Int32}, {tensor.I64, Int64}, {tensor.BOOL, Bool}, {tensor.F16, Float16}, {tensor.F64, Double},
	{tensor.U32, Uint32}, {tensor.U64, Uint64}, {tensor.BF16, BFloat16}, {tensor.F8E4M3, Float8E4M3FN},
	{tensor.F8E5M2, Float8E5M2},
}

// ElemType is the ONNX data type of a safetensors dtype (0 if ONNX has
// none).
func ElemType(d tensor.DType) int32 {
	for _, p := range dtypes {
		if p.d == d {
			return p.t
		}
	}
	return 0
}

// DType is the inverse of ElemType ("" for types without a safetensors
// dtype: strings, complex, 4-bit and the FNUZ float8 types).
func DType(t uint64) tensor.DType {
	for _, p := range dtypes {
		if uint64(p.t) == t {
			return p.d
		}
	}
	return ""
}

package scheduler

import (
	"errors"
	"strings"
	"testing"
)

func TestParseSpecValid(t *testing.T) {
	tests := []struct {
		in        string
		want      Spec
		canonical string
	}{
		// The empty spec has no constraints.
		{"", Spec{}, ""},
		// Only whitespace is empty too.
		{"  \t ", Spec{}, ""},
		// The seed's spec string.
		{"4cpu,8ram,8vram,gpu", Spec{CPUs: 4, RAMGB: 8, VRAMGB: 8, GPUs: 1}, "4cpu,8ram,8vram,gpu"},
		// Whitespace around tokens, keys, values and units is ignored.
		{" 4 cpu , 8 RAM,gpus = 2 ", Spec{CPUs: 4, RAMGB: 8, GPUs: 2}, "4cpu,8ram,gpus=2"},
		// Keys and units are case-insensitive.
		{"4CPU,GPU,CC>=8.6,Engine=ONNX", Spec{CPUs: 4, GPUs: 1, CCMajor: 8, CCMinor: 6, Engine: "onnx"}, "4cpu,gpu,cc>=8.6,engine=onnx"},
		// Decimal amounts for memory.
		{"0.5ram", Spec{RAMGB: 0.5}, "0.5ram"},
		// A leading dot is a decimal too; canonical form adds the zero.
		{".25vram", Spec{VRAMGB: 0.25}, "0.25vram"},
		// key=value form for amounts; disk canonicalises to the unit form.
		{"disk=20,cpu=2,ram=1.5", Spec{CPUs: 2, RAMGB: 1.5, DiskGB: 20}, "2cpu,1.5ram,20disk"},
		// The unit form for disk.
		{"20disk", Spec{DiskGB: 20}, "20disk"},
		// Model names keep inner spaces and are lower-cased.
		{"gpu=RTX 4090", Spec{GPUModel: "rtx 4090"}, "gpu=rtx 4090"},
		// gpu and gpus=N together: the larger count wins.
		{"gpu,gpus=4", Spec{GPUs: 4}, "gpus=4"},
		// gpus=1 is the same as gpu.
		{"gpus=1", Spec{GPUs: 1}, "gpu"},
		// cc without a minor version means .0.
		{"cc>=9", Spec{CCMajor: 9}, "cc>=9.0"},
		// Two-digit major versions.
		{"cc>=12.0", Spec{CCMajor: 12}, "cc>=12.0"},
		// Leading zeros are dropped.
		{"004cpu", Spec{CPUs: 4}, "4cpu"},
		// Trailing zeros in decimals are dropped.
		{"8.50ram", Spec{RAMGB: 8.5}, "8.5ram"},
		// Everything at once, out of canonical order.
		{"engine=vllm,cc>=8.0,gpu=h100,gpus=2,disk=100,80vram,64ram,16cpu",
			Spec{CPUs: 16, RAMGB: 64, VRAMGB: 80, DiskGB: 100, GPUs: 2, GPUModel: "h100", CCMajor: 8, Engine: "vllm"},
			"16cpu,64ram,80vram,100disk,gpus=2,gpu=h100,cc>=8.0,engine=vllm"},
		// The largest amounts allowed.
		{"65536cpu,1048576ram,gpus=1024,cc>=99.9", Spec{CPUs: 65536, RAMGB: 1048576, GPUs: 1024, CCMajor: 99, CCMinor: 9}, "65536cpu,1048576ram,gpus=1024,cc>=99.9"},
		// The smallest memory amount allowed.
		{"0.000001ram", Spec{RAMGB: 0.000001}, "0.000001ram"},
	}
	for _, tt := range tests {
		got, err := ParseSpec(tt.in)
		if err != nil {
			t.Errorf("ParseSpec(%q): %v", tt.in, err)
			continue
		}
		if got != tt.want {
			t.Errorf("ParseSpec(%q) = %+v, want %+v", tt.in, got, tt.want)
		}
		if s := got.String(); s != tt.canonical {
			t.Errorf("ParseSpec(%q).String() = %q, want %q", tt.in, s, tt.canonical)
		}
		again, err := ParseSpec(got.String())
		if err != nil || again != got {
			t.Errorf("re-parse of %q = %+v, %v; want %+v", got.String(), again, err, got)
		}
	}
}

func TestParseSpecInvalid(t *testing.T) {
	tests := []struct {
		in     string
		index  int
		token  string
		reason string // substring of SpecError.Reason
	}{
		// A misspelt unit names the unit and the ones allowed.
		{"4cpu,8rma", 2, "8rma", `unknown unit "rma" (want cpu, ram, vram, disk)`},
		// An empty token in the middle.
		{"4cpu,,8ram", 2, "", "empty token"},
		// A trailing comma is an empty token.
		{"4cpu,", 2, "", "empty token"},
		// A leading comma too.
		{",4cpu", 1, "", "empty token"},
		// Duplicate keys, even in different forms.
		{"4cpu,cpu=8", 2, "cpu=8", `duplicate key "cpu" (also token 1)`},
		// Duplicate gpu flags.
		{"gpu, gpu", 2, "gpu", `duplicate key "gpu"`},
		// Duplicate engines.
		{"engine=onnx,engine=vllm", 2, "engine=vllm", "duplicate key"},
		// Negative numbers.
		{"-4cpu", 1, "-4cpu", "negative"},
		// Negative in key=value form.
		{"ram=-1", 1, "ram=-1", "negative"},
		// Zero is not a constraint; omit the key instead.
		{"0cpu", 1, "0cpu", "greater than zero"},
		// Zero written as a decimal.
		{"0.0ram", 1, "0.0ram", "greater than zero"},
		// Zero GPUs.
		{"gpus=0", 1, "gpus=0", "greater than zero"},
		// NaN is not a number here.
		{"disk=NaN", 1, "disk=NaN", "invalid number"},
		// Neither is infinity.
		{"ram=inf", 1, "ram=inf", "invalid number"},
		// Exponents are not part of the grammar.
		{"1e3ram", 1, "1e3ram", `unknown unit "e3ram"`},
		// Huge numbers.
		{"99999999999999999999999cpu", 1, "99999999999999999999999cpu", "too large"},
		// Just above the memory limit.
		{"1048577ram", 1, "1048577ram", "too large"},
		// Too many GPUs.
		{"gpus=1025", 1, "gpus=1025", "too large"},
		// Very long numbers.
		{"1.000000000000000000000000000000000ram", 1, "1.000000000000000000000000000000000ram", "longer than"},
		// Below the smallest amount.
		{"0.0000001ram", 1, "0.0000001ram", "too small"},
		// CPU counts are whole.
		{"0.5cpu", 1, "0.5cpu", "whole number"},
		// GPU counts are whole.
		{"gpus=1.5", 1, "gpus=1.5", "whole number"},
		// Two dots.
		{"1.2.3ram", 1, "1.2.3ram", "invalid number"},
		// A number without a unit.
		{"8", 1, "8", "missing unit"},
		// A unit without a number.
		{"ram", 1, "ram", "missing number"},
		// An unknown bare key.
		{"tpu", 1, "tpu", `unknown key "tpu"`},
		// An unknown key=value key.
		{"color=red", 1, "color=red", `unknown key "color"`},
		// Missing key before "=".
		{"=4", 1, "=4", "missing key"},
		// GPU count written as a unit.
		{"2gpu", 1, "2gpu", "gpus=2"},
		// gpus needs a count.
		{"gpus", 1, "gpus", "missing count"},
		// cc is a minimum, not an equality.
		{"cc=8.0", 1, "cc=8.0", "cc>="},
		// Only >= is an operator.
		{"cc>8.0", 1, "cc>8.0", "unknown operator"},
		// >= only for cc.
		{"ram>=8", 1, "ram>=8", `unknown key "ram"`},
		// Compute capability minor versions are one digit.
		{"cc>=8.10", 1, "cc>=8.10", "one digit"},
		// Compute capability must be a version.
		{"cc>=eight", 1, "cc>=eight", "invalid compute capability"},
		// Zero compute capability.
		{"cc>=0.0", 1, "cc>=0.0", "greater than zero"},
		// Three-digit major version.
		{"cc>=100.0", 1, "cc>=100.0", "too large"},
		// An empty model.
		{"gpu=", 1, "gpu=", "missing value"},
		// Odd characters in a model.
		{"gpu=h100;rm", 1, "gpu=h100;rm", "invalid character"},
		// Spaces inside an engine name.
		{"engine=on nx", 1, "engine=on nx", "invalid character"},
		// An over-long model name.
		{"gpu=" + strings.Repeat("a", 65), 1, "gpu=" + strings.Repeat("a", 65), "longer than 64"},
		// A spec longer than 1 KiB is refused as a whole.
		{strings.Repeat("gpu,", 300), 0, "", "longer than 1024"},
	}
	for _, tt := range tests {
		got, err := ParseSpec(tt.in)
		var se *SpecError
		if !errors.As(err, &se) {
			t.Errorf("ParseSpec(%q) = %+v, %v; want *SpecError", tt.in, got, err)
			continue
		}
		if got != (Spec{}) {
			t.Errorf("ParseSpec(%q) returned %+v with an error", tt.in, got)
		}
		if se.Index != tt.index || se.Token != tt.token || !strings.Contains(se.Reason, tt.reason) {
			t.Errorf("ParseSpec(%q) error = {Index %d, Token %q, Reason %q}; want index %d, token %q, reason containing %q",
				tt.in, se.Index, se.Token, se.Reason, tt.index, tt.token, tt.reason)
		}
	}
}

func TestSpecErrorMessage(t *testing.T) {
	_, err := ParseSpec("4cpu,8rma")
	want := `spec "4cpu,8rma": token 2 "8rma": unknown unit "rma" (want cpu, ram, vram, disk)`
	if err == nil || err.Error() != want {
		t.Fatalf("error = %v, want %s", err, want)
	}
}

func FuzzParseSpec(f *testing.F) {
	for _, s := range []string{
		"", "4cpu,8ram,8vram,gpu", "0.5ram", "gpus=2,gpu=H100,cc>=8.0", "engine=onnx,disk=20",
		"4cpu,,8ram", "4cpu,8rma", "gpu=RTX 4090", ".5vram", "cc>=12.1", "1048576disk",
		"0.000001ram", "gpu,gpus=3", " 4 cpu ", "ram=-1", "cc>=8.10",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sp, err := ParseSpec(s)
		if err != nil {
			var se *SpecError
			if !errors.As(err, &se) {
				t.Fatalf("ParseSpec(%q): error %T, want *SpecError", s, err)
			}
			_ = err.Error()
			return
		}
		c := sp.String()
		again, err := ParseSpec(c)
		if err != nil {
			t.Fatalf("canonical %q of %q does not parse: %v", c, s, err)
		}
		if again != sp {
			t.Fatalf("canonical %q of %q parses to %+v, want %+v", c, s, again, sp)
		}
		if again.String() != c {
			t.Fatalf("canonical form not stable: %q then %q", c, again.String())
		}
	})
}

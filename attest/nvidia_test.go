package attest

import (
	"context"
	"errors"
	"testing"
)

func TestCCStateReady(t *testing.T) {
	for _, tc := range []struct {
		name  string
		s     ccState
		ready bool
	}{
		// CC on, production, no developer tools: attestable.
		{"production", ccState{Environment: ccEnvProd, Feature: ccFeatureOn}, true},
		// An ordinary GPU: CC off.
		{"off", ccState{Environment: ccEnvProd}, false},
		// All zero: what a system without CC support reports.
		{"unavailable", ccState{}, false},
		// Feature on but no CC environment.
		{"no environment", ccState{Environment: ccEnvUnavailable, Feature: ccFeatureOn}, false},
		// Simulation is not hardware.
		{"simulation", ccState{Environment: ccEnvSim, Feature: ccFeatureOn}, false},
		// Developer tools let the host debug the GPU: nothing is confidential.
		{"devtools", ccState{Environment: ccEnvProd, Feature: ccFeatureOn, DevTools: ccDevToolsOn}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.s.ready()
			if tc.ready && err != nil {
				t.Fatalf("ready = %v, want nil", err)
			}
			if !tc.ready && !errors.Is(err, ErrUnavailable) {
				t.Fatalf("ready = %v, want ErrUnavailable", err)
			}
		})
	}
}

func TestSized(t *testing.T) {
	buf := []byte{1, 2, 3, 4}
	for _, tc := range []struct {
		name string
		n    uint32
		want int // -1: an error
	}{
		// Part of the buffer.
		{"part", 3, 3},
		// All of it.
		{"whole", 4, 4},
		// NVML said nothing.
		{"empty", 0, -1},
		// A size past the buffer: the layouts disagree.
		{"overflow", 5, -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := sized("x", buf, tc.n)
			if tc.want < 0 {
				if err == nil {
					t.Fatalf("sized = %v, want an error", got)
				}
				return
			}
			if err != nil || len(got) != tc.want {
				t.Fatalf("sized = %v, %v; want %d bytes", got, err, tc.want)
			}
			got[0] = 9
			if buf[0] != 1 {
				t.Fatal("sized aliases NVML's buffer")
			}
		})
	}
}

// On real hardware: an H100/H200/Blackwell in CC mode with the NVIDIA
// driver. Anywhere else the attester must say ErrUnavailable, not fail
// some other way, and the test skips saying why.
func TestNVIDIAAttest(t *testing.T) {
	ctx := context.Background()
	n1, n2 := Nonce(h("job"), h("model"), h("input")), Nonce(h("job2"), h("model"), h("input"))
	a := NVIDIA{Device: 0}
	ev, err := a.Attest(ctx, n1)
	if errors.Is(err, ErrUnavailable) {
		t.Skipf("no NVIDIA GPU in confidential-computing mode here (driver, cgo or CC absent): %v", err)
	}
	if err != nil {
		t.Fatalf("Attest failed other than as unavailable: %v", err)
	}
	if ev.Kind != KindNVIDIACC || ev.Nonce != n1 || len(ev.Report) == 0 || len(ev.Certs) != 2 {
		t.Fatalf("evidence kind %q nonce %x report %d bytes certs %d", ev.Kind, ev.Nonce, len(ev.Report), len(ev.Certs))
	}
	ev2, err := a.Attest(ctx, n2)
	if err != nil {
		t.Fatal(err)
	}
	if ev2.Digest() == ev.Digest() {
		t.Fatal("reports for two nonces have one digest")
	}
	if err := (NVIDIAVerifier{}).Verify(ctx, ev, n1); !errors.Is(err, ErrUnverifiable) {
		t.Fatalf("NVIDIAVerifier.Verify = %v, want ErrUnverifiable", err)
	}
}

func TestNVIDIAVerifierNeverAccepts(t *testing.T) {
	ctx := context.Background()
	n := h("n")
	ev := &Evidence{Kind: KindNVIDIACC, Nonce: n, Report: []byte("looks like a report")}
	for _, tc := range []struct {
		name  string
		ev    *Evidence
		nonce [32]byte
		want  error
	}{
		// Well-formed evidence for the right nonce: still not accepted.
		{"well-formed", ev, n, ErrUnverifiable},
		// Another nonce: the cheap check fails first.
		{"wrong nonce", ev, h("m"), ErrNonceMismatch},
		// Another kind handed to it directly.
		{"wrong kind", &Evidence{Kind: KindFake, Nonce: n, Report: []byte("r")}, n, ErrBadEvidence},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := (NVIDIAVerifier{}).Verify(ctx, tc.ev, tc.nonce); !errors.Is(err, tc.want) {
				t.Fatalf("Verify = %v, want %v", err, tc.want)
			}
		})
	}
	if _, err := (NVIDIA{Device: -1}).Attest(ctx, n); err == nil {
		t.Fatal("negative device index accepted")
	}
}

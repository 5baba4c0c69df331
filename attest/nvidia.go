package attest

import (
	"context"
	"fmt"
)

// KindNVIDIACC is the kind of NVIDIA confidential-computing evidence.
const KindNVIDIACC = "nvidia-cc"

// NVIDIA attests one GPU in confidential-computing (CC) mode through
// NVML: Report is the GPU's SPDM attestation report for the nonce, signed
// by its device key; Certs are the device certificate chain and the
// attestation certificate chain, as NVML returns them (unparsed), in that
// order. A Blackwell GPU's separate CEC report is not carried yet.
//
// On a machine without the NVIDIA driver, without the GPU, with CC off,
// or with CC in developer-tools or simulation mode, Attest returns
// ErrUnavailable.
type NVIDIA struct {
	// Device is the NVML index of the GPU that runs the job.
	Device int
}

// Kind is KindNVIDIACC.
func (NVIDIA) Kind() string { return KindNVIDIACC }

// Attest asks the GPU for a report on nonce. NVML calls cannot be
// cancelled; ctx is checked before they start.
func (a NVIDIA) Attest(ctx context.Context, nonce [32]byte) (*Evidence, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if a.Device < 0 {
		return nil, fmt.Errorf("nvidia attest: device index %d", a.Device)
	}
	report, certs, err := nvidiaReport(ctx, a.Device, nonce)
	if err != nil {
		return nil, fmt.Errorf("nvidia attest device %d: %w", a.Device, err)
	}
	ev := &Evidence{Kind: KindNVIDIACC, Nonce: nonce, Report: report, Certs: certs}
	if err := ev.Validate(); err != nil {
		return nil, fmt.Errorf("nvidia attest device %d: %w", a.Device, err)
	}
	return ev, nil
}

// NVIDIAVerifier is the registry's entry for KindNVIDIACC. It checks the
// evidence's shape and nonce, then returns ErrUnverifiable: the real check
// (the certificate chain up to NVIDIA's device root, the report's
// signature and the nonce inside it, the driver and VBIOS measurements
// against NVIDIA's reference integrity manifests from its RIM service,
// and revocation via its OCSP responder) is not implemented, and a
// verifier that passed unchecked evidence would make the kind worthless.
// Registering it makes nvidia-cc evidence fail loudly as "unverifiable"
// rather than as an unknown kind.
type NVIDIAVerifier struct{}

// Kind is KindNVIDIACC.
func (NVIDIAVerifier) Kind() string { return KindNVIDIACC }

// Verify never accepts; see NVIDIAVerifier.
func (NVIDIAVerifier) Verify(ctx context.Context, ev *Evidence, nonce [32]byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := ev.Validate(); err != nil {
		return err
	}
	if ev.Kind != KindNVIDIACC {
		return fmt.Errorf("%w: kind %q, want %q", ErrBadEvidence, ev.Kind, KindNVIDIACC)
	}
	if ev.Nonce != nonce {
		return ErrNonceMismatch
	}
	return fmt.Errorf("%w: NVIDIA report, certificate chain and RIM checks are not implemented", ErrUnverifiable)
}

// ccState mirrors NVML's nvmlConfComputeSystemState_t, free of binding
// types so the decision below is testable without a GPU.
type ccState struct {
	Environment uint32 // NVML CC_SYSTEM_ENVIRONMENT_*
	Feature     uint32 // NVML CC_SYSTEM_FEATURE_*
	DevTools    uint32 // NVML CC_SYSTEM_DEVTOOLS_MODE_*
}

// NVML's values for the fields of ccState (nvml.h).
const (
	ccEnvUnavailable = 0
	ccEnvSim         = 1
	ccEnvProd        = 2
	ccFeatureOn      = 1
	ccDevToolsOn     = 1
)

// ready says whether the system is a confidential environment worth
// attesting: CC on, in production, without developer tools (which let
// the host debug the GPU, so nothing inside it is confidential).
func (s ccState) ready() error {
	switch {
	case s.Feature != ccFeatureOn:
		return fmt.Errorf("%w: confidential computing is off", ErrUnavailable)
	case s.Environment == ccEnvSim:
		return fmt.Errorf("%w: confidential computing runs in simulation", ErrUnavailable)
	case s.Environment != ccEnvProd:
		return fmt.Errorf("%w: no confidential-computing environment (state %d)", ErrUnavailable, s.Environment)
	case s.DevTools == ccDevToolsOn:
		return fmt.Errorf("%w: confidential computing is in developer-tools mode", ErrUnavailable)
	}
	return nil
}

// sized returns the first n bytes of an NVML output buffer, refusing a
// size the buffer cannot hold (a driver and binding disagreeing on the
// struct layout).
func sized(what string, buf []byte, n uint32) ([]byte, error) {
	if n == 0 {
		return nil, fmt.Errorf("%s is empty", what)
	}
	if uint64(n) > uint64(len(buf)) {
		return nil, fmt.Errorf("%s claims %d bytes in a %d-byte buffer", what, n, len(buf))
	}
	return append([]byte(nil), buf[:n]...), nil
}

//go:build linux && cgo

package attest

import (
	"context"
	"fmt"
	"sync"

	"github.com/NVIDIA/go-nvml/pkg/nvml"
)

// nvmlMu serialises this package's NVML sessions. engine/hw keeps its
// own; go-nvml reference-counts Init, so neither package's Shutdown
// unloads the library while the other holds an Init.
var nvmlMu sync.Mutex

// nvidiaReport follows engine/hw's rule: go-nvml dlopens libnvidia-ml on
// Init and any other call without it kills the process from the dynamic
// linker, so nothing is called unless Init succeeded.
func nvidiaReport(ctx context.Context, device int, nonce [32]byte) (report []byte, certs [][]byte, err error) {
	nvmlMu.Lock()
	defer nvmlMu.Unlock()
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("nvml panicked: %v", r)
		}
	}()
	switch ret := nvml.Init(); ret {
	case nvml.SUCCESS:
	case nvml.ERROR_LIBRARY_NOT_FOUND, nvml.ERROR_DRIVER_NOT_LOADED:
		return nil, nil, fmt.Errorf("%w: nvml init: %v", ErrUnavailable, ret)
	default:
		return nil, nil, fmt.Errorf("nvml init: %v", ret)
	}
	defer nvml.Shutdown()

	st, ret := nvml.SystemGetConfComputeState()
	switch ret {
	case nvml.SUCCESS:
	case nvml.ERROR_NOT_SUPPORTED, nvml.ERROR_FUNCTION_NOT_FOUND:
		return nil, nil, fmt.Errorf("%w: confidential computing not supported by this driver or system: %v", ErrUnavailable, ret)
	default:
		return nil, nil, fmt.Errorf("confidential-computing state: %v", ret)
	}
	if err := (ccState{Environment: st.Environment, Feature: st.CcFeature, DevTools: st.DevToolsMode}).ready(); err != nil {
		return nil, nil, err
	}

	n, ret := nvml.DeviceGetCount()
	if ret != nvml.SUCCESS {
		return nil, nil, fmt.Errorf("device count: %v", ret)
	}
	if device >= n {
		return nil, nil, fmt.Errorf("%w: no GPU %d (%d present)", ErrUnavailable, device, n)
	}
	dev, ret := nvml.DeviceGetHandleByIndex(device)
	if ret != nvml.SUCCESS {
		return nil, nil, fmt.Errorf("handle: %v", ret)
	}

	cert, ret := dev.GetConfComputeGpuCertificate()
	switch ret {
	case nvml.SUCCESS:
	case nvml.ERROR_NOT_SUPPORTED:
		return nil, nil, fmt.Errorf("%w: GPU has no confidential-computing certificate: %v", ErrUnavailable, ret)
	default:
		return nil, nil, fmt.Errorf("certificate: %v", ret)
	}
	chain, err := sized("device certificate chain", cert.CertChain[:], cert.CertChainSize)
	if err != nil {
		return nil, nil, err
	}
	achain, err := sized("attestation certificate chain", cert.AttestationCertChain[:], cert.AttestationCertChainSize)
	if err != nil {
		return nil, nil, err
	}

	var r nvml.ConfComputeGpuAttestationReport
	r.Nonce = nonce
	switch ret := dev.GetConfComputeGpuAttestationReport(&r); ret {
	case nvml.SUCCESS:
	case nvml.ERROR_NOT_SUPPORTED:
		return nil, nil, fmt.Errorf("%w: GPU cannot produce an attestation report: %v", ErrUnavailable, ret)
	default:
		return nil, nil, fmt.Errorf("attestation report: %v", ret)
	}
	if report, err = sized("attestation report", r.AttestationReport[:], r.AttestationReportSize); err != nil {
		return nil, nil, err
	}
	return report, [][]byte{chain, achain}, nil
}

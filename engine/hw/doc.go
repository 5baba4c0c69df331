// Package hw detects the hardware a miner advertises (M2): CPU, RAM, free
// disk, and GPUs from NVML, plus accelerators declared in config (AMD, TPU)
// that NVML cannot see.
//
//	h, err := hw.Detect(ctx, hw.DetectOptions{DataDir: dataDir, Declared: cfg.Accelerators})
//	load, err := hw.SampleLoad() // cheap; for the live part of the advert
//
// No NVML is the normal case on CPU-only machines and not an error: Detect
// logs it at Debug and reports no NVIDIA GPUs. go-nvml dlopens
// libnvidia-ml.so.1 on nvml.Init and returns ERROR_LIBRARY_NOT_FOUND when it
// is absent; every other binding call then hits an unresolved symbol and the
// dynamic linker kills the process ("symbol lookup error: undefined symbol:
// nvmlSystemGetDriverVersion"), which recover cannot catch. So no NVML call is made
// unless Init succeeded, and calls are serialised so one goroutine's
// Shutdown never unloads the library under another's call. Builds without
// cgo (or off Linux) compile the binding out and behave as if NVML were
// absent.
//
// CPU, RAM and load come from /proc (cpuinfo "model name", meminfo MemTotal
// and MemAvailable, stat, loadavg, net/dev for network bytes over every
// interface, loopback included), disk free from statfs(2) on the data
// directory (blocks available to unprivileged users). A Load sample also
// carries each NVIDIA GPU's utilisation, VRAM used/total and temperature
// from NVML when NVML is present.
package hw

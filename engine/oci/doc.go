// Package oci is the container engine of issue 17: it runs a container job
// (an ocijob request) with an OCI runtime, runc by default, under limits,
// and returns /out as a canonical tar.
//
//	e, err := oci.New(ctx, oci.Config{WorkDir: "/var/lib/tensora/oci", Blobs: store})
//	res, err := e.Run(ctx, engine.Request{ModelCID: ref.CID.String(), Input: requestJSON})
//	files, err := ocijob.ReadOutput(res.Output, limit)
//
// # A run
//
// Run parses the request, checks that it names the order's image
// (ModelCID) and asks for no more than Config.MaxLimits, then opens the
// image from the content store, verifying its index, manifest and config
// (image.OpenConfig), and each layer's digest as it unpacks it: a mismatch
// is engine.ErrBadModel and nothing runs. A warm run reads no layer. The
// root filesystem is unpacked once per manifest digest into
// WorkDir/rootfs/<hex> (a staging directory renamed when whole; runs of
// one image wait for one unpack) and shared read-only by every run of it.
// Each run gets a bundle WorkDir/runs/<id> with in/ (the request's files,
// mounted read-only at /in), out/ (an empty tmpfs a little larger than the output limit, mounted
// read-write at /out: filling it fails the container's writes, never the
// host's disk) and
// config.json: Spec's confinement (read-only root, a network namespace
// with only loopback, no capabilities, no new privileges, memory, CPU and
// pids limits) plus the Seccomp filter and a cgroup of its own. `runc run`
// runs it in the foreground; stdout and stderr are logged at Debug and
// their last 64 KiB kept. The run's timeout starts when runc starts; on it,
// or when ctx ends, the container is killed. The container and the bundle
// are always deleted.
//
// # How it ends
//
// Exit status 0: /out is collected (CollectOutput; Request.Phase is told
// "collecting" first). Any other status is engine.ErrBadInput with the end
// of stderr; a SIGKILL the engine did not send while the host counted an
// OOM kill is reported as over the memory limit. A timeout wraps
// context.DeadlineExceeded. A failure of the runtime itself (its JSON log
// holds an error) is the miner's, not the client's, except a program that
// cannot be executed.
//
// # Usage
//
// Measured on `runc run`, which waits for the container's init: Wall is
// its wall time, CPU the user+system time of runc and of every process
// waited for below it (the container's), PeakRSSDelta the largest single
// process peak RSS among them (ru_maxrss), not the container's total.
//
// Linux only, as root: Available says whether this host can run it.
package oci

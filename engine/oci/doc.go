// Package oci will be the container engine of issue 17: pull an image by
// CID (engine/oci/image), unpack it, and run it with an OCI runtime (runc by
// default) under limits, on the job lifecycle. So far it holds the pure
// part: Spec turns an image's config, the job's mounts and its limits into
// an OCI runtime spec (config.json) with a read-only root, no network, no
// new privileges, no capabilities and memory, CPU and pids limits.
//
//	s, err := oci.Spec(oci.SpecInput{Image: cfg.Config, RootFS: root, In: in, Out: out,
//		Limits: oci.Limits{MemoryBytes: 1 << 30, CPUs: 2, Pids: 256}})
//	b, _ := json.Marshal(s) // <bundle>/config.json for `runc run`
package oci

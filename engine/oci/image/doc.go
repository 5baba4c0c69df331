// Package image builds, imports, stores, verifies and unpacks OCI images
// kept in Tensora's content store. It is the pull and unpack half of the
// container engine (engine/oci); it runs nothing.
//
//	img, err := image.Build(ctx, "rootfs/", image.BuildOptions{Entrypoint: []string{"/bin/app"}})
//	ref, err := image.Put(ctx, blobs, img, "app")   // ref.CID, ref.Digest
//	v, err := image.Open(ctx, blobs, ref.CID, ref.Digest)  // every blob checked
//	err = v.Extract(ctx, "/var/lib/tensora/rootfs/<digest>")
//
// # Naming
//
// Every blob of an image (manifest, config, each layer) is its own UnixFS
// file in the content store, so a layer shared by two images is stored and
// fetched once. The image is named by the CID of a small JSON index object
// (MediaTypeIndex) that lists the manifest and each blob with its digest,
// size and CID, plus the manifest's sha256 digest: ipfs://<cid>@sha256:<hex>.
// The index, not the manifest, carries the CID so that an imported image
// keeps its manifest byte for byte (and so its registry digest); the digest
// ties the name to the manifest whatever the index says.
//
// # Verification
//
// Open reads the index, then the manifest, config and every layer, and
// checks each one's sha256 digest and size against the manifest (and the
// manifest's against the digest the caller names); any mismatch is an
// ErrDigestMismatch naming the blob. Extract checks each layer again as it
// streams it, so bytes changed after Open are refused too.
//
// # Determinism
//
// Build writes one layer from a directory (entries sorted) or a tarball
// (entries in the tarball's order) with mtimes, owners and names normalised
// (epoch 0, uid/gid 0, modes 0755 or 0644 for files, 0755 for directories),
// gzips it and writes a config with a fixed creation time, so the same input
// gives byte-identical blobs and the same CID run to run (with the same Go
// toolchain's gzip).
//
// # Unpacking
//
// Extract applies the layers in order into a new directory, refusing
// absolute names, ".." traversal, symlinks whose relative target leaves the
// root, hard links out of the root, writes through any symlink, and device
// nodes and FIFOs; whiteouts (.wh.NAME and the opaque .wh..wh..opq) are
// applied. Absolute symlink targets are kept: they mean the container's
// root, and nothing here follows them.
package image

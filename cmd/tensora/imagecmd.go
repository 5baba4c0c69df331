package main

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/engine/oci/image"
)

func newImageCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "image",
		Short: "Build, import, list and inspect OCI container images (stored by CID)",
		Long: `Container images live in this node's content store under <datadir>/node,
each blob (manifest, config, every layer) as its own file, so layers shared
by two images are stored and served once. An image is named by the CID of a
small index object plus its manifest digest: ipfs://<cid>@sha256:<hex>.
Every read checks each blob's sha256 digest and size. Dockerfiles are out of
scope: build from a directory or tarball, or import an image built elsewhere.
These commands open the datadir's store: stop a node running on it first.`,
	}
	f := &nodeFlags{roles: []string{"client"}}

	var entrypoint, env, cmdArgs []string
	var workdir, arch, name string
	build := &cobra.Command{
		Use:   "build DIR|TAR --entrypoint CMD [--env K=V]... [--workdir W]",
		Short: "Build a one-layer image from a directory or tarball and store it; print its CID and digest",
		Long: `Build an OCI image whose single layer is DIR (entries sorted) or TAR
(plain or gzipped, entries in order), with fixed timestamps, owners 0:0 and
normalised modes, so the same input always gives the same CID and digest.
Device nodes, FIFOs and sockets are refused. --entrypoint is split on
whitespace; repeat it (--entrypoint /bin/sh --entrypoint -c) to pass words
with spaces.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(entrypoint) == 0 {
				return usageError{errors.New("--entrypoint is required")}
			}
			ep := entrypoint
			if len(ep) == 1 {
				ep = strings.Fields(ep[0])
			}
			start := time.Now()
			img, err := image.Build(cmd.Context(), args[0], image.BuildOptions{Entrypoint: ep, Cmd: cmdArgs, Env: env, WorkDir: workdir, Arch: arch})
			if err != nil {
				return err
			}
			n := name
			if n == "" {
				n = filepath.Base(filepath.Clean(args[0]))
			}
			return g.putImage(cmd, f, img, n, start)
		},
	}
	build.Flags().StringArrayVar(&entrypoint, "entrypoint", nil, "command the container runs (required)")
	build.Flags().StringArrayVar(&cmdArgs, "cmd", nil, "default arguments after the entrypoint (repeatable)")
	build.Flags().StringArrayVar(&env, "env", nil, "environment variable K=V (repeatable)")
	build.Flags().StringVar(&workdir, "workdir", "", "absolute working directory (default /)")
	build.Flags().StringVar(&arch, "arch", "", "architecture recorded in the config (default this machine's)")
	build.Flags().StringVar(&name, "name", "", "name shown by image ls (default the source's base name)")

	var importName string
	imp := &cobra.Command{
		Use:   "import PATH",
		Short: "Store an existing image: an OCI layout directory, an OCI archive, or a docker save archive",
		Long: `Import one image from an OCI image layout directory, a tar of one
(skopeo copy … oci-archive:), or a docker save / skopeo docker-archive
tarball. The source must hold exactly one single-platform image. The
manifest is kept byte for byte, so the digest is the one the image had.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			start := time.Now()
			img, cleanup, err := image.Import(cmd.Context(), args[0])
			if err != nil {
				return err
			}
			defer cleanup()
			n := importName
			if n == "" {
				n = filepath.Base(filepath.Clean(args[0]))
			}
			return g.putImage(cmd, f, img, n, start)
		},
	}
	imp.Flags().StringVar(&importName, "name", "", "name shown by image ls (default the source's base name)")

	ls := &cobra.Command{
		Use:   "ls",
		Short: "List the images in this node's store",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			n, err := g.localNode(cmd, f, false)
			if err != nil {
				return err
			}
			defer n.Close()
			pins, err := n.Content().List(cmd.Context())
			if err != nil {
				return err
			}
			type row struct {
				CID     string    `json:"cid"`
				Name    string    `json:"name"`
				Digest  string    `json:"digest"`
				Size    int64     `json:"size"`
				Layers  int       `json:"layers"`
				Added   time.Time `json:"added"`
				Problem string    `json:"problem,omitempty"`
			}
			rows := []row{}
			for _, p := range pins {
				if !strings.HasPrefix(p.Name, image.PinPrefixImage) {
					continue
				}
				r := row{CID: p.Cid.String(), Name: strings.TrimPrefix(p.Name, image.PinPrefixImage), Added: p.Time}
				if img, err := image.Open(cmd.Context(), n.Content(), p.Cid, v1.Hash{}); err != nil {
					r.Problem = err.Error()
				} else {
					r.Digest, r.Size, r.Layers = img.Ref.Digest.String(), img.Size(), len(img.Layers)
				}
				rows = append(rows, r)
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), rows)
			}
			if len(rows) == 0 {
				fmt.Fprintln(cmd.OutOrStdout(), "no images yet: tensora image build DIR --entrypoint CMD")
				return nil
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 2, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "CID\tNAME\tDIGEST\tSIZE\tLAYERS\tADDED")
			for _, r := range rows {
				if r.Problem != "" {
					fmt.Fprintf(tw, "%s\t%s\tBROKEN: %s\t\t\t%s\n", r.CID, r.Name, r.Problem, r.Added.Format(time.DateTime))
					continue
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%s\n", r.CID, r.Name, short(r.Digest), humanSize(r.Size), r.Layers, r.Added.Format(time.DateTime))
			}
			return tw.Flush()
		},
	}

	inspect := &cobra.Command{
		Use:   "inspect ipfs://<cid>[@sha256:<hex>]",
		Short: "Verify an image's blobs and show its layers, sizes, entrypoint and env",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ref, err := image.ParseRef(args[0])
			if err != nil {
				return usageError{err}
			}
			n, err := g.localNode(cmd, f, false)
			if err != nil {
				return err
			}
			defer n.Close()
			img, err := image.Open(cmd.Context(), n.Content(), ref.CID, ref.Digest)
			if err != nil {
				return err
			}
			s := img.Summary()
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), s)
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "image       %s\n", s.URI)
			fmt.Fprintf(w, "platform    %s/%s\n", s.OS, s.Arch)
			fmt.Fprintf(w, "entrypoint  %q\n", s.Entrypoint)
			if len(s.Cmd) > 0 {
				fmt.Fprintf(w, "cmd         %q\n", s.Cmd)
			}
			if s.WorkDir != "" {
				fmt.Fprintf(w, "workdir     %s\n", s.WorkDir)
			}
			for _, e := range s.Env {
				fmt.Fprintf(w, "env         %s\n", e)
			}
			fmt.Fprintf(w, "size        %s (manifest, config, layers: %d; every digest checked)\n", humanSize(s.Size), len(s.Layers))
			tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "BLOB\tDIGEST\tSIZE\tCID")
			fmt.Fprintf(tw, "manifest\t%s\t%s\t%s\n", s.Manifest.Digest, humanSize(s.Manifest.Size), s.Manifest.CID)
			fmt.Fprintf(tw, "config\t%s\t%s\t%s\n", s.Config.Digest, humanSize(s.Config.Size), s.Config.CID)
			for i, l := range s.Layers {
				fmt.Fprintf(tw, "layer %d\t%s\t%s\t%s\n", i, l.Digest, humanSize(l.Size), l.CID)
			}
			return tw.Flush()
		},
	}
	for _, c := range []*cobra.Command{build, imp, ls, inspect} {
		cmd.AddCommand(c)
	}
	return cmd
}

// putImage stores img in the datadir's content store and prints its name.
func (g *globals) putImage(cmd *cobra.Command, f *nodeFlags, img v1.Image, name string, start time.Time) error {
	n, err := g.localNode(cmd, f, false)
	if err != nil {
		return err
	}
	defer n.Close()
	ref, err := image.Put(cmd.Context(), n.Content(), img, name)
	if err != nil {
		return err
	}
	took := time.Since(start)
	if g.jsonOut {
		return printJSON(cmd.OutOrStdout(), map[string]any{"cid": ref.CID.String(), "digest": ref.Digest.String(), "uri": ref.String(), "name": name, "ms": took.Milliseconds()})
	}
	fmt.Fprintf(cmd.OutOrStdout(), "%s\n%s\n", ref.CID, ref.Digest)
	fmt.Fprintf(cmd.ErrOrStderr(), "stored %s as %s in %v\n", name, ref, took.Round(time.Millisecond))
	return nil
}

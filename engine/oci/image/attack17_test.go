package image

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/google/go-containerregistry/pkg/v1/types"
)

// paxRecord is one "%d key=value\n" PAX record, its length counting itself.
func paxRecord(k, v string) string {
	rec := " " + k + "=" + v + "\n"
	n := len(rec)
	for {
		s := fmt.Sprintf("%d%s", n, rec)
		if len(s) == n {
			return s
		}
		n = len(s)
	}
}

// rawHeader is a 512-byte ustar header block with a valid checksum.
func rawHeader(name string, typ byte, size int64) []byte {
	b := make([]byte, 512)
	copy(b[0:100], name)
	copy(b[100:108], "0000644\x00")
	copy(b[108:116], "0000000\x00")
	copy(b[116:124], "0000000\x00")
	copy(b[124:136], fmt.Sprintf("%011o\x00", size))
	copy(b[136:148], "00000000000\x00")
	b[156] = typ
	copy(b[257:263], "ustar\x00")
	copy(b[263:265], "00")
	for i := 148; i < 156; i++ {
		b[i] = ' '
	}
	sum := 0
	for _, c := range b {
		sum += int(c)
	}
	copy(b[148:156], fmt.Sprintf("%06o\x00 ", sum))
	return b
}

func pad512(b []byte) []byte {
	if r := len(b) % 512; r != 0 {
		b = append(b, make([]byte, 512-r)...)
	}
	return b
}

// sparseBomb is an uncompressed layer tar of ~2 KiB holding one PAX
// (GNU 0.1) sparse file whose real size is realSize: all hole but its last
// byte. Go's archive/tar reader expands the holes into zeros.
func sparseBomb(realSize int64) []byte {
	recs := paxRecord("GNU.sparse.numblocks", "1") +
		paxRecord("GNU.sparse.offset", fmt.Sprint(realSize-1)) +
		paxRecord("GNU.sparse.numbytes", "1") +
		paxRecord("GNU.sparse.map", fmt.Sprintf("%d,1", realSize-1)) +
		paxRecord("GNU.sparse.size", fmt.Sprint(realSize)) +
		paxRecord("GNU.sparse.name", "bomb")
	var out []byte
	out = append(out, rawHeader("PaxHeaders/bomb", tar.TypeXHeader, int64(len(recs)))...)
	out = append(out, pad512([]byte(recs))...)
	out = append(out, rawHeader("bomb", tar.TypeReg, 1)...)
	out = append(out, pad512([]byte{'!'})...)
	out = append(out, make([]byte, 1024)...)
	return out
}

// ATTACK 17/1 (decompression bomb, miner disk): Extract bounds nothing it
// writes. Pull only bounds the blobs' compressed sizes (MaxModelBytes), so
// a layer of a couple of KiB can make the miner (and every re-executing
// validator) write any amount to WorkDir/rootfs: a PAX sparse entry
// declares its real size and Go's tar reader expands the holes, which
// Extract copies out as real zero bytes. realSize here is kept small for
// the shared test machine; nothing stops 1 TiB.
func TestAttack17ExtractSparseBomb(t *testing.T) {
	const realSize = DefaultMaxUnpacked + 1
	layer := sparseBomb(realSize)
	root := t.TempDir()
	err := ExtractLayer(context.Background(), root, bytes.NewReader(layer), types.OCIUncompressedLayer)
	if !errors.Is(err, ErrTooLarge) {
		t.Errorf("extract: %v, want ErrTooLarge", err)
	}
	fi, serr := os.Stat(filepath.Join(root, "bomb"))
	if err != nil || serr != nil {
		t.Logf("held: extract refused the sparse bomb: %v / %v", err, serr)
		return
	}
	var st syscall.Stat_t
	_ = syscall.Stat(filepath.Join(root, "bomb"), &st)
	t.Logf("a %d-byte layer wrote a %d-byte file (%d bytes on disk): %.0fx", len(layer), fi.Size(), st.Blocks*512, float64(fi.Size())/float64(len(layer)))
	t.Errorf("VULN: unbounded unpack: a %d-byte layer unpacked to %d bytes", len(layer), fi.Size())
}

// ATTACK 17/1b: the same with a plain gzip layer (the common media type):
// about 1000x, so the 2 GiB MaxModelBytes a miner pulls unpacks to ~2 TB.
func TestAttack17ExtractGzipBomb(t *testing.T) {
	const realSize = 128 << 20
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(rawHeader("zeros", tar.TypeReg, realSize))
	zero := make([]byte, 1<<20)
	for i := 0; i < realSize>>20; i++ {
		zw.Write(zero)
	}
	zw.Write(make([]byte, 1024)) // end of archive
	zw.Close()
	root := t.TempDir()
	// With a 64 MiB bound (a miner's oci.Config.MaxUnpackedBytes), the
	// 128 MiB it would unpack is refused.
	err := applyLayer(context.Background(), root, bytes.NewReader(gz.Bytes()), types.OCILayer, newBudget(ExtractLimits{MaxBytes: 64 << 20}))
	if !errors.Is(err, ErrTooLarge) {
		t.Errorf("extract: %v, want ErrTooLarge", err)
	}
	fi, serr := os.Stat(filepath.Join(root, "zeros"))
	if err != nil || serr != nil {
		t.Logf("held: %v / %v", err, serr)
		return
	}
	t.Logf("a %d-byte gzip layer wrote %d bytes: %.0fx", gz.Len(), fi.Size(), float64(fi.Size())/float64(gz.Len()))
	t.Errorf("VULN: unbounded unpack: a %d-byte gzip layer unpacked to %d bytes", gz.Len(), fi.Size())
}

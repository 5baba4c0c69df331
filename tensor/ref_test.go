package tensor

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// parseRef is a second, independent reading of the format on top of
// encoding/json, slower and a little laxer (it keeps the last of duplicate
// keys inside an entry and replaces lone surrogates), used by FuzzParse to
// check that Parse never accepts what it would reject or reads anything
// differently.
func parseRef(b []byte) ([]Tensor, error) {
	if len(b) < 8 {
		return nil, errors.New("short")
	}
	n := binary.LittleEndian.Uint64(b[:8])
	if n > MaxHeaderSize || n > uint64(len(b)-8) {
		return nil, errors.New("bad header length")
	}
	hdr, data := b[8:8+n], b[8+n:]
	if len(hdr) == 0 || hdr[0] != '{' || !utf8.Valid(hdr) {
		return nil, errors.New("bad header start")
	}
	dec := json.NewDecoder(bytes.NewReader(hdr))
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	var ts []Tensor
	seen := map[string]bool{}
	var spans [][3]int64
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		name := tok.(string)
		if seen[name] {
			return nil, errors.New("duplicate")
		}
		seen[name] = true
		if name == metadataKey {
			var md map[string]string
			if err := dec.Decode(&md); err != nil {
				return nil, err
			}
			continue
		}
		var raw map[string]json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, err
		}
		if raw == nil || name == "" {
			return nil, errors.New("null entry or empty name")
		}
		var (
			dtype          *string
			shape, offsets *[]int64
		)
		for k, v := range raw {
			var err error
			switch k {
			case "dtype":
				err = json.Unmarshal(v, &dtype)
			case "shape":
				err = json.Unmarshal(v, &shape)
			case "data_offsets":
				err = json.Unmarshal(v, &offsets)
			default:
				err = fmt.Errorf("unknown key %q", k)
			}
			if err != nil {
				return nil, err
			}
		}
		if dtype == nil || shape == nil || offsets == nil || len(*offsets) != 2 {
			return nil, errors.New("incomplete entry")
		}
		size, err := byteSize(DType(*dtype), *shape)
		if err != nil {
			return nil, err
		}
		o := *offsets
		if o[0] < 0 || o[1] < o[0] || o[1] > int64(len(data)) || o[1]-o[0] != size {
			return nil, errors.New("bad offsets")
		}
		spans = append(spans, [3]int64{o[0], o[1], int64(len(ts))})
		ts = append(ts, Tensor{Name: name, DType: DType(*dtype), Shape: append([]int64{}, *shape...)})
	}
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	if len(bytes.Trim(hdr[dec.InputOffset():], " \t\r\n")) != 0 {
		return nil, errors.New("trailing")
	}
	slices.SortFunc(spans, func(a, b [3]int64) int {
		if a[0] != b[0] {
			return int(a[0] - b[0])
		}
		return int(a[1] - b[1])
	})
	var at int64
	for _, sp := range spans {
		if sp[0] != at {
			return nil, errors.New("not contiguous")
		}
		ts[sp[2]].Data = data[sp[0]:sp[1]]
		at = sp[1]
	}
	if at != int64(len(data)) {
		return nil, errors.New("bytes after")
	}
	slices.SortFunc(ts, func(a, b Tensor) int { return strings.Compare(a.Name, b.Name) })
	return ts, nil
}

package tensor

import (
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// A strict reader for the safetensors header: exactly the JSON the format
// allows and no more. It is hand-written because encoding/json matches
// field names case-insensitively, keeps the last of duplicate keys and,
// through reflection, costs tens of microseconds per header, which is most
// of the engine's per-inference overhead on small models.

type headerEntry struct {
	name string
	e    entry
}

type scanner struct {
	b    []byte
	i    int
	ints []int64 // backing store for every shape and offsets array
}

func (s *scanner) errorf(format string, args ...any) error {
	return fmt.Errorf("header byte %d: %s", s.i, fmt.Sprintf(format, args...))
}

func (s *scanner) ws() {
	for s.i < len(s.b) {
		switch s.b[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

func (s *scanner) peek() byte {
	if s.i < len(s.b) {
		return s.b[s.i]
	}
	return 0
}

func (s *scanner) expect(c byte) error {
	if s.peek() != c {
		return s.unexpected(fmt.Sprintf("%q", c))
	}
	s.i++
	return nil
}

func (s *scanner) unexpected(want string) error {
	if s.i >= len(s.b) {
		return s.errorf("unexpected end of header, want %s", want)
	}
	return s.errorf("unexpected %q, want %s", s.b[s.i], want)
}

func (s *scanner) literal(word string) bool {
	if len(s.b)-s.i >= len(word) && string(s.b[s.i:s.i+len(word)]) == word {
		s.i += len(word)
		return true
	}
	return false
}

// openObject reads '{'; it reports whether the object is empty (and then
// also reads the '}'). Objects are walked without callbacks so that parsing
// a header allocates only what it returns.
func (s *scanner) openObject() (empty bool, err error) {
	if err := s.expect('{'); err != nil {
		return false, err
	}
	s.ws()
	if s.peek() == '}' {
		s.i++
		return true, nil
	}
	return false, nil
}

// key reads a member's key and the ':' after it.
func (s *scanner) key() ([]byte, error) {
	s.ws()
	k, err := s.str()
	if err != nil {
		return nil, err
	}
	s.ws()
	if err := s.expect(':'); err != nil {
		return nil, err
	}
	s.ws()
	return k, nil
}

// next reads what follows a member's value: true after ',', false after '}'.
func (s *scanner) next() (bool, error) {
	s.ws()
	switch s.peek() {
	case ',':
		s.i++
		return true, nil
	case '}':
		s.i++
		return false, nil
	}
	return false, s.unexpected("',' or '}'")
}

// str reads a string. Without escapes the result aliases the header (no
// allocation); callers that keep it convert it with string().
func (s *scanner) str() ([]byte, error) {
	if err := s.expect('"'); err != nil {
		return nil, err
	}
	start := s.i
	for s.i < len(s.b) {
		switch c := s.b[s.i]; {
		case c == '"':
			out := s.b[start:s.i]
			s.i++
			return out, nil
		case c == '\\':
			return s.escapedStr(start)
		case c < 0x20:
			return nil, s.errorf("control character in a string")
		}
		s.i++
	}
	return nil, s.errorf("unterminated string")
}

// escapedStr finishes a string that has escapes; start is its first byte.
func (s *scanner) escapedStr(start int) ([]byte, error) {
	out := append([]byte(nil), s.b[start:s.i]...)
	for s.i < len(s.b) {
		c := s.b[s.i]
		switch {
		case c == '"':
			s.i++
			return out, nil
		case c < 0x20:
			return nil, s.errorf("control character in a string")
		case c != '\\':
			out = append(out, c)
			s.i++
			continue
		}
		s.i++ // the backslash
		if s.i >= len(s.b) {
			break
		}
		e := s.b[s.i]
		s.i++
		switch e {
		case '"', '\\', '/':
			out = append(out, e)
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r, err := s.hex4()
			if err != nil {
				return nil, err
			}
			if utf16.IsSurrogate(r) {
				if r >= 0xdc00 || !s.literal(`\u`) {
					return nil, s.errorf("lone UTF-16 surrogate in \\u escape")
				}
				r2, err := s.hex4()
				if err != nil {
					return nil, err
				}
				if r = utf16.DecodeRune(r, r2); r == utf8.RuneError {
					return nil, s.errorf("lone UTF-16 surrogate in \\u escape")
				}
			}
			out = utf8.AppendRune(out, r)
		default:
			return nil, s.errorf("invalid escape \\%c", e)
		}
	}
	return nil, s.errorf("unterminated string")
}

func (s *scanner) hex4() (rune, error) {
	if len(s.b)-s.i < 4 {
		return 0, s.errorf("short \\u escape")
	}
	v, err := strconv.ParseUint(string(s.b[s.i:s.i+4]), 16, 32)
	if err != nil {
		return 0, s.errorf("bad \\u escape %q", s.b[s.i:s.i+4])
	}
	s.i += 4
	return rune(v), nil
}

// integer reads a JSON number that must be an integer fitting in int64.
func (s *scanner) integer() (int64, error) {
	start := s.i
	if s.peek() == '-' {
		s.i++
	}
	switch c := s.peek(); {
	case c == '0':
		s.i++
	case c >= '1' && c <= '9':
		for c := s.peek(); c >= '0' && c <= '9'; c = s.peek() {
			s.i++
		}
	default:
		return 0, s.unexpected("an integer")
	}
	if c := s.peek(); c == '.' || c == 'e' || c == 'E' {
		return 0, s.errorf("number is not an integer")
	}
	v, err := strconv.ParseInt(string(s.b[start:s.i]), 10, 64)
	if err != nil {
		return 0, s.errorf("integer %s out of range", s.b[start:s.i])
	}
	return v, nil
}

func (s *scanner) intArray() ([]int64, error) {
	if err := s.expect('['); err != nil {
		return nil, err
	}
	if s.ints == nil {
		s.ints = make([]int64, 0, 64)
	}
	start := len(s.ints)
	// Each array is a capacity-limited window on s.ints, so appending to one
	// never writes into another.
	done := func() []int64 { return s.ints[start:len(s.ints):len(s.ints)] }
	s.ws()
	if s.peek() == ']' {
		s.i++
		return done(), nil
	}
	for {
		s.ws()
		v, err := s.integer()
		if err != nil {
			return nil, err
		}
		s.ints = append(s.ints, v)
		s.ws()
		switch s.peek() {
		case ',':
			s.i++
		case ']':
			s.i++
			return done(), nil
		default:
			return nil, s.unexpected("',' or ']'")
		}
	}
}

// metadata reads __metadata__: null or an object of strings.
func (s *scanner) metadata() error {
	if s.literal("null") {
		return nil
	}
	if s.peek() != '{' {
		return s.errorf("%s must map strings to strings", metadataKey)
	}
	empty, err := s.openObject()
	for more := !empty; err == nil && more; more, err = s.next() {
		if _, err = s.key(); err != nil {
			return err
		}
		if s.peek() != '"' {
			return s.errorf("%s must map strings to strings", metadataKey)
		}
		if _, err = s.str(); err != nil {
			return err
		}
	}
	return err
}

func (s *scanner) entry() (entry, error) {
	var e entry
	if s.peek() != '{' {
		if s.literal("null") {
			return e, s.errorf("entry is null")
		}
		return e, s.errorf("entry must be an object")
	}
	var haveDType bool
	empty, err := s.openObject()
	for more := !empty; err == nil && more; more, err = s.next() {
		var key []byte
		if key, err = s.key(); err != nil {
			return e, err
		}
		switch string(key) { // compared in place, no allocation
		case "dtype":
			if haveDType {
				return e, s.errorf("duplicate key %q", key)
			}
			haveDType = true
			var v []byte
			v, err = s.str()
			e.DType = dtypeName(v)
			if err == nil && e.DType == "" {
				err = s.errorf("empty dtype")
			}
		case "shape":
			if e.Shape != nil {
				return e, s.errorf("duplicate key %q", key)
			}
			e.Shape, err = s.intArray()
		case "data_offsets":
			if e.Offsets != nil {
				return e, s.errorf("duplicate key %q", key)
			}
			e.Offsets, err = s.intArray()
		default:
			return e, s.errorf("unknown key %q", key)
		}
		if err != nil {
			return e, fmt.Errorf("%s: %w", key, err)
		}
	}
	return e, err
}

// parseHeader reads the header's entries in file order; the top-level
// object must be the whole header apart from trailing JSON whitespace.
func parseHeader(hdr []byte) ([]headerEntry, error) {
	s := scanner{b: hdr}
	var (
		out      []headerEntry
		seen     map[string]bool // built once there are enough keys to need it
		metadata bool
	)
	duplicate := func(key string) bool {
		if key == metadataKey {
			dup := metadata
			metadata = true
			return dup
		}
		if seen == nil && len(out) < 16 {
			for _, e := range out {
				if e.name == key {
					return true
				}
			}
			return false
		}
		if seen == nil {
			seen = make(map[string]bool, 2*len(out))
			for _, e := range out {
				seen[e.name] = true
			}
		}
		dup := seen[key]
		seen[key] = true
		return dup
	}
	empty, err := s.openObject()
	for more := !empty; err == nil && more; more, err = s.next() {
		var k []byte
		if k, err = s.key(); err != nil {
			return nil, err
		}
		key := string(k)
		switch {
		case duplicate(key):
			return nil, s.errorf("duplicate key %q", key)
		case key == metadataKey:
			if err = s.metadata(); err != nil {
				return nil, err
			}
			continue
		case key == "":
			return nil, s.errorf("empty tensor name")
		}
		e, err := s.entry()
		if err != nil {
			return nil, fmt.Errorf("tensor %q: %w", key, err)
		}
		out = append(out, headerEntry{name: key, e: e})
	}
	if err != nil {
		return nil, err
	}
	s.ws()
	if s.i != len(s.b) {
		return nil, s.errorf("trailing bytes after the JSON object")
	}
	return out, nil
}

// dtypeName returns the constant for a known dtype without allocating.
func dtypeName(b []byte) string {
	for _, d := range knownDTypes {
		if string(b) == string(d) {
			return string(d)
		}
	}
	return string(b)
}

var knownDTypes = [...]DType{F32, I64, F16, BF16, F64, I32, U8, I8, BOOL, I16, U16, U32, U64, F8E4M3, F8E5M2}

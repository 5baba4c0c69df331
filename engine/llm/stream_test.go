package llm

import (
	"errors"
	"io"
	"strings"
	"testing"
)

func TestDecodeStream(t *testing.T) {
	const chunk = `data: {"choices":[{"delta":{"content":"ab"},"token_ids":[1,2]}]}` + "\n\n"
	for _, tc := range []struct {
		name    string
		in      string
		text    string
		wantErr error // nil: success
	}{
		// A complete stream: chunks, a usage chunk, [DONE].
		{"complete", chunk + `data: {"choices":[{"delta":{"content":"c"},"finish_reason":"stop"}]}` + "\n\n" +
			`data: {"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":3}}` + "\n\ndata: [DONE]\n\n", "abc", nil},
		// Comments and event lines are skipped.
		{"comments", ": keep-alive\n" + chunk + "event: message\ndata: [DONE]\n", "ab", nil},
		// A connection cut before [DONE]: the output may be truncated.
		{"truncated", chunk, "", io.ErrUnexpectedEOF},
		// An error object inside the stream.
		{"error chunk", chunk + `data: {"error":{"message":"overloaded"}}` + "\n\n", "", errServer},
		// Garbage where a chunk should be.
		{"garbage", "data: {not json\n\n", "", errDecode},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got strings.Builder
			res, err := decodeStream(strings.NewReader(tc.in), func(c Chunk) error { got.WriteString(c.Text); return nil })
			switch {
			case tc.wantErr == nil && err != nil:
				t.Fatalf("decodeStream: %v", err)
			case tc.wantErr == nil:
				if res.Text != tc.text || got.String() != tc.text {
					t.Errorf("text %q, chunks %q, want %q", res.Text, got.String(), tc.text)
				}
			case err == nil:
				t.Fatalf("decodeStream accepted it: %+v", res)
			case tc.wantErr == errServer:
				var se *ServerError
				if !errors.As(err, &se) {
					t.Errorf("err %v, want a *ServerError", err)
				}
			case tc.wantErr == errDecode:
				if !strings.Contains(err.Error(), "decode stream chunk") {
					t.Errorf("err %v", err)
				}
			default:
				if !errors.Is(err, tc.wantErr) {
					t.Errorf("err %v, want %v", err, tc.wantErr)
				}
			}
		})
	}
}

var (
	errServer = errors.New("a server error")
	errDecode = errors.New("a decode error")
)

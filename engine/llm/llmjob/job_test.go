package llmjob

import (
	"errors"
	"math/big"
	"strings"
	"testing"
)

var req = Request{Messages: []Message{{Role: "user", Content: "hi <there> & you"}}, MaxTokens: 8, PricePer1K: "1000000"}

func TestRequestRoundTrip(t *testing.T) {
	b, err := req.Encode()
	if err != nil {
		t.Fatal(err)
	}
	want := `{"format":"tensora-llm-request/1","messages":[{"role":"user","content":"hi <there> & you"}],"max_tokens":8,"stop":[],"price_per_1k_tokens":"1000000"}`
	if string(b) != want {
		t.Fatalf("encoded\n%s\nwant\n%s", b, want)
	}
	got, err := ParseRequest(b)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := got.Encode(); string(again) != want {
		t.Errorf("round trip %s", again)
	}
	// A prompt is one user message: the same bytes, the same CID.
	p, err := Request{Prompt: "hi <there> & you", MaxTokens: 8, PricePer1K: "1000000"}.Encode()
	if err != nil || string(p) != want {
		t.Errorf("prompt form %s (%v)", p, err)
	}
}

func TestParseRequestRefuses(t *testing.T) {
	good, _ := req.Encode()
	for _, tc := range []struct {
		name string
		in   string
	}{
		// Not JSON.
		{"garbage", "{not json"},
		// Another format tag.
		{"format", strings.Replace(string(good), "request/1", "request/9", 1)},
		// A field the format does not have.
		{"unknown field", strings.Replace(string(good), `"stop":[]`, `"stop":[],"temperature":1`, 1)},
		// Valid JSON, not canonical (spacing): one request, one CID.
		{"spacing", strings.Replace(string(good), `"max_tokens":8`, `"max_tokens": 8`, 1)},
		// Zero and huge token bounds.
		{"no max tokens", strings.Replace(string(good), `"max_tokens":8`, `"max_tokens":0`, 1)},
		{"too many tokens", strings.Replace(string(good), `"max_tokens":8`, `"max_tokens":99999999`, 1)},
		// An unknown role.
		{"role", strings.Replace(string(good), `"role":"user"`, `"role":"tool"`, 1)},
		// No messages.
		{"empty", strings.Replace(string(good), `[{"role":"user","content":"hi <there> & you"}]`, `[]`, 1)},
		// Prices that are not canonical non-negative decimals.
		{"negative price", strings.Replace(string(good), `"1000000"`, `"-1"`, 1)},
		{"hex price", strings.Replace(string(good), `"1000000"`, `"0x10"`, 1)},
		{"padded price", strings.Replace(string(good), `"1000000"`, `"01000000"`, 1)},
		// Trailing bytes after the object.
		{"trailing", string(good) + " {}"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := ParseRequest([]byte(tc.in)); !errors.Is(err, ErrBadRequest) {
				t.Errorf("ParseRequest(%s) = %v, want ErrBadRequest", tc.in, err)
			}
		})
	}
}

func TestFee(t *testing.T) {
	for _, tc := range []struct {
		price  int64
		tokens int
		want   int64
	}{
		{1000, 1, 1},       // one token at 1000 per 1k is 1
		{1000, 1500, 1500}, // linear
		{999, 1, 0},        // a fraction of a wei is the client's
		{1999, 2, 3},       // 3.998 rounds down
		{5, 0, 0},          // nothing generated, nothing owed
		{0, 100, 0},        // a free job
	} {
		if got := Fee(big.NewInt(tc.price), tc.tokens); got.Int64() != tc.want {
			t.Errorf("Fee(%d, %d) = %s, want %d", tc.price, tc.tokens, got, tc.want)
		}
	}
}

func TestSettled(t *testing.T) {
	for _, tc := range []struct {
		charge string
		cap    int64
		want   int64
	}{
		{"40", 100, 40},   // under the cap: the charge
		{"400", 100, 100}, // over it: the cap the client signed
		{"x", 100, 0},     // unreadable: nothing
		{"-5", 100, 0},    // negative: nothing
	} {
		if got := Settled(tc.charge, big.NewInt(tc.cap)); got.Int64() != tc.want {
			t.Errorf("Settled(%q, %d) = %s, want %d", tc.charge, tc.cap, got, tc.want)
		}
	}
}

// honest is an output CheckOutput accepts for req (8 tokens at 1e6 per 1k).
func honest() Output {
	return Output{Model: "bafymodel", Text: "abcdefgh", FinishReason: "length", PromptTokens: 12, CompletionTokens: 8, Charge: "20000"}
}

// TestCheckOutput: the client refuses outputs that contradict its request,
// among them a miner's attempts to charge more than its tokens cost.
func TestCheckOutput(t *testing.T) {
	for _, tc := range []struct {
		name string
		mod  func(*Output)
		ok   bool
	}{
		// As the miner made it.
		{"honest", func(*Output) {}, true},
		// Stopped at a stop string before the limit.
		{"stop", func(o *Output) { o.FinishReason, o.CompletionTokens, o.Charge = "stop", 3, "15000" }, true},
		// Token ids one per completion token (vLLM).
		{"token ids", func(o *Output) { o.TokenIDs = []int{1, 2, 3, 4, 5, 6, 7, 8} }, true},
		// Attack: more completion tokens than the request allows.
		{"over max tokens", func(o *Output) { o.CompletionTokens, o.Charge = 9000, "9012000" }, false},
		// Attack: a charge above what the claimed usage costs.
		{"charge inflated", func(o *Output) { o.Charge = "20001" }, false},
		// Attack: the charge of the whole max fee.
		{"charge as max fee", func(o *Output) { o.Charge = "5000000000000000000" }, false},
		// Attack (F7): prompt tokens inflated so that a correctly
		// computed charge reaches the max fee; the 16-byte message
		// tokenizes to at most PromptTokenBound = 308 tokens.
		{"prompt tokens inflated", func(o *Output) { o.PromptTokens, o.Charge = 4992, "5000000" }, false},
		// The bound itself is allowed, one more is not.
		{"prompt tokens at the bound", func(o *Output) { o.PromptTokens, o.Charge = 308, "316000" }, true},
		{"prompt tokens over the bound", func(o *Output) { o.PromptTokens, o.Charge = 309, "317000" }, false},
		// Another model.
		{"model", func(o *Output) { o.Model = "bafyother" }, false},
		// "length" before max tokens: the server's context ran out first
		// (regeneration decides whether that is true).
		{"length early", func(o *Output) { o.CompletionTokens, o.Charge = 4, "16000" }, true},
		// Token ids that do not match the count.
		{"token ids count", func(o *Output) { o.TokenIDs = []int{1} }, false},
		// No prompt tokens, negative counts, an unknown finish reason.
		{"no prompt", func(o *Output) { o.PromptTokens, o.Charge = 0, "8000" }, false},
		{"negative", func(o *Output) { o.PromptTokens, o.Charge = -100, "0" }, false},
		{"finish", func(o *Output) { o.FinishReason = "tool_calls" }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := honest()
			tc.mod(&o)
			err := CheckOutput(req, "bafymodel", o)
			if tc.ok && err != nil {
				t.Errorf("refused: %v", err)
			}
			if !tc.ok && !errors.Is(err, ErrBadOutput) {
				t.Errorf("CheckOutput = %v, want ErrBadOutput", err)
			}
		})
	}
}

// TestCheckTerms: a miner refuses requests that would not pay it (F3):
// a price below its own per 1k tokens, or a max fee that cannot pay for
// the completion the request asks for.
func TestCheckTerms(t *testing.T) {
	own := big.NewInt(1_000_000) // the miner's price per 1k tokens
	for _, tc := range []struct {
		name   string
		price  string
		maxFee int64
		ok     bool
	}{
		// At the miner's price, max fee pays for 8 tokens (8000 wei).
		{"honest", "1000000", 8000, true},
		// Above its price: fine.
		{"higher price", "2000000", 16000, true},
		// Attack: free inference.
		{"price zero", "0", 8000, false},
		// Attack: one wei per 1k.
		{"price one wei", "1", 8000, false},
		// Attack: a cap below the completion asked for.
		{"max fee below max tokens", "1000000", 7999, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := req
			r.PricePer1K = tc.price
			err := CheckTerms(r, big.NewInt(tc.maxFee), own)
			if tc.ok != (err == nil) || (err != nil && !errors.Is(err, ErrBadTerms)) {
				t.Errorf("CheckTerms = %v, want ok %v", err, tc.ok)
			}
		})
	}
}

func TestOutputRoundTrip(t *testing.T) {
	b, err := honest().Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !IsOutput(b) {
		t.Errorf("IsOutput(%s) false", b)
	}
	o, err := ParseOutput(b)
	if err != nil {
		t.Fatal(err)
	}
	if o.Text != "abcdefgh" || o.TokenIDs == nil || len(o.TokenIDs) != 0 {
		t.Errorf("parsed %+v", o)
	}
	if _, err := ParseOutput([]byte(strings.Replace(string(b), `"text"`, `"text" `, 1))); !errors.Is(err, ErrBadOutput) {
		t.Errorf("a non-canonical output parsed: %v", err)
	}
}

// TestCompare: regeneration agrees only with the same bytes, and says
// where a wrong output first differs.
func TestCompare(t *testing.T) {
	enc := func(mod func(*Output)) []byte {
		o := honest()
		mod(&o)
		b, err := o.Encode()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	same := enc(func(*Output) {})
	for _, tc := range []struct {
		name    string
		claimed []byte
		reason  string // "" agrees
	}{
		// Identical.
		{"same", same, ""},
		// One character (token) substituted.
		{"one token", enc(func(o *Output) { o.Text = "abcXefgh" }), "text differs at byte 3"},
		// Truncated text.
		{"truncated", enc(func(o *Output) { o.Text = "abcd" }), "text ends early (truncated) at byte 4"},
		// Another model's output under another CID.
		{"model", enc(func(o *Output) { o.Model = "bafyother" }), "model"},
		// Usage inflated, the charge made to match.
		{"usage", enc(func(o *Output) { o.PromptTokens, o.Charge = 512, "520000" }), "usage 512+8 tokens claimed, re-execution 12+8"},
		// Token ids differ where both report them.
		{"token ids", enc(func(o *Output) { o.TokenIDs = []int{1, 2, 3, 9, 5, 6, 7, 8} }), "token 3 differs"},
		// Not an output at all.
		{"garbage", []byte("{}"), "claimed output"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reexec := same
			if tc.name == "token ids" {
				reexec = enc(func(o *Output) { o.TokenIDs = []int{1, 2, 3, 4, 5, 6, 7, 8} })
			}
			agree, why := Compare(tc.claimed, reexec)
			if agree != (tc.reason == "") || !strings.Contains(why, tc.reason) {
				t.Errorf("Compare = %v %q, want reason containing %q", agree, why, tc.reason)
			}
		})
	}
}

func FuzzParse(f *testing.F) {
	b, _ := req.Encode()
	f.Add(b)
	o, _ := honest().Encode()
	f.Add(o)
	f.Fuzz(func(t *testing.T, in []byte) {
		if r, err := ParseRequest(in); err == nil {
			if again, err := r.Encode(); err != nil || string(again) != string(in) {
				t.Fatalf("accepted a request that does not re-encode to itself: %q", in)
			}
		}
		if o, err := ParseOutput(in); err == nil {
			if again, err := o.Encode(); err != nil || string(again) != string(in) {
				t.Fatalf("accepted an output that does not re-encode to itself: %q", in)
			}
		}
	})
}

package identity

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fakeTTY answers prompts from a script, as a user at a terminal would.
type fakeTTY struct{ answers []string }

func (f *fakeTTY) readPassword() ([]byte, error) {
	if len(f.answers) == 0 {
		return nil, errors.New("eof")
	}
	a := f.answers[0]
	f.answers = f.answers[1:]
	return []byte(a), nil
}

func writeFile(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "password")
	if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestPassphraseSource(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nope")
	tests := []struct {
		name    string
		src     PassphraseSource
		env     map[string]string
		tty     []string // nil: not a terminal
		want    string
		wantErr error  // sentinel, or nil with errText for other errors
		errText string // must appear in the error message
	}{
		{name: "file with newline", src: PassphraseSource{File: writeFile(t, "s3cret\n")}, want: "s3cret"},
		{name: "file with CRLF", src: PassphraseSource{File: writeFile(t, "s3cret\r\n")}, want: "s3cret"},
		{name: "file without newline", src: PassphraseSource{File: writeFile(t, "s3cret")}, want: "s3cret"},
		{name: "file keeps inner and trailing spaces", src: PassphraseSource{File: writeFile(t, " a b \n")}, want: " a b "},
		{name: "file beats env", src: PassphraseSource{File: writeFile(t, "from-file\n")},
			env: map[string]string{DefaultPassphraseEnv: "from-env"}, want: "from-file"},
		{name: "missing file named in error", src: PassphraseSource{File: missing}, errText: missing},
		{name: "empty file refused for a new key", src: PassphraseSource{File: writeFile(t, "\n"), Confirm: true},
			wantErr: ErrEmptyPassphrase},
		{name: "default env", env: map[string]string{DefaultPassphraseEnv: "from-env"}, want: "from-env"},
		{name: "custom env", src: PassphraseSource{Env: "MY_PW"},
			env: map[string]string{"MY_PW": "mine", DefaultPassphraseEnv: "not this"}, want: "mine"},
		{name: "env beats prompt", src: PassphraseSource{Prompt: true}, tty: []string{"typed"},
			env: map[string]string{DefaultPassphraseEnv: "from-env"}, want: "from-env"},
		{name: "prompt", src: PassphraseSource{Prompt: true}, tty: []string{"typed"}, want: "typed"},
		{name: "prompt confirmed", src: PassphraseSource{Prompt: true, Confirm: true}, tty: []string{"typed", "typed"}, want: "typed"},
		{name: "prompt mismatch", src: PassphraseSource{Prompt: true, Confirm: true}, tty: []string{"typed", "typo"},
			wantErr: ErrPassphraseMismatch},
		{name: "prompt empty for a new key", src: PassphraseSource{Prompt: true, Confirm: true}, tty: []string{""},
			wantErr: ErrEmptyPassphrase},
		{name: "prompt read error", src: PassphraseSource{Prompt: true}, tty: []string{}, errText: "read passphrase"},
		{name: "terminal but prompting not allowed", tty: []string{"typed"}, wantErr: ErrNoPassphrase},
		{name: "nothing at all", src: PassphraseSource{Prompt: true}, wantErr: ErrNoPassphrase,
			errText: "use --password-file, TENSORA_PASSWORD or a terminal"},
		{name: "empty env is unset", env: map[string]string{DefaultPassphraseEnv: ""}, wantErr: ErrNoPassphrase},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(DefaultPassphraseEnv, "")
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			var out bytes.Buffer
			tt.src.Out = &out
			var tty terminal
			if tt.tty != nil {
				tty = &fakeTTY{answers: tt.tty}
			}
			got, err := tt.src.get(tty)
			if tt.wantErr != nil || tt.errText != "" {
				if err == nil {
					t.Fatalf("got %q, want an error", got)
				}
				if tt.wantErr != nil && !errors.Is(err, tt.wantErr) {
					t.Fatalf("err = %v, want %v", err, tt.wantErr)
				}
				if !strings.Contains(err.Error(), tt.errText) {
					t.Fatalf("error %q does not mention %q", err, tt.errText)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
			if strings.Contains(out.String(), tt.want) {
				t.Fatalf("prompt output %q echoes the passphrase", out.String())
			}
		})
	}
}

// Get on a non-terminal reader must not prompt, whatever Prompt says.
func TestPassphraseSourceNotATerminal(t *testing.T) {
	t.Setenv(DefaultPassphraseEnv, "")
	var out bytes.Buffer
	_, err := PassphraseSource{Prompt: true, In: strings.NewReader("piped\n"), Out: &out}.Get()
	if !errors.Is(err, ErrNoPassphrase) {
		t.Fatalf("err = %v, want ErrNoPassphrase", err)
	}
	if out.Len() != 0 {
		t.Fatalf("prompted on a non-terminal: %q", out.String())
	}
	// A regular file is an *os.File but not a terminal either.
	f, err := os.Open(writeFile(t, "x"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := (PassphraseSource{Prompt: true, In: f, Out: &out}).Get(); !errors.Is(err, ErrNoPassphrase) {
		t.Fatalf("file as In: err = %v, want ErrNoPassphrase", err)
	}
}

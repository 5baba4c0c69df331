package identity

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"
)

// DefaultPassphraseEnv is the environment variable PassphraseSource reads
// when Env is empty.
const DefaultPassphraseEnv = "TENSORA_PASSWORD"

var (
	// ErrNoPassphrase: no source in a PassphraseSource produced one.
	ErrNoPassphrase = errors.New("no passphrase")
	// ErrPassphraseMismatch: the confirmation typed at the prompt differs.
	ErrPassphraseMismatch = errors.New("passphrases do not match")
)

// PassphraseSource says where a keystore passphrase comes from. Get tries, in
// order: File, the environment variable Env, and, if Prompt is set and In is
// a terminal, an interactive prompt on Out. The first source present wins;
// an unreadable File is an error rather than a reason to fall through.
type PassphraseSource struct {
	// File holds the passphrase; trailing newlines are dropped.
	File string
	// Env names the environment variable; empty means TENSORA_PASSWORD. A
	// variable set to the empty string counts as unset.
	Env string
	// Prompt allows asking on the terminal.
	Prompt bool
	// Confirm marks a passphrase for a new key: the prompt asks twice, and
	// an empty passphrase from any source is refused.
	Confirm bool
	// In is read for the prompt; nil means os.Stdin. It must be a terminal.
	In io.Reader
	// Out receives the prompt text; nil means os.Stderr.
	Out io.Writer
}

// Get returns the passphrase from the first source that has one.
func (s PassphraseSource) Get() (string, error) {
	return s.get(s.terminal())
}

// terminal reads passwords without echo. It is an interface so tests can
// drive the prompt without a tty.
type terminal interface {
	readPassword() ([]byte, error)
}

type fdTerminal int

func (fd fdTerminal) readPassword() ([]byte, error) { return term.ReadPassword(int(fd)) }

// terminal returns In as a terminal, or nil when it is not one.
func (s PassphraseSource) terminal() terminal {
	in := s.In
	if in == nil {
		in = os.Stdin
	}
	f, ok := in.(interface{ Fd() uintptr })
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	return fdTerminal(f.Fd())
}

func (s PassphraseSource) get(tty terminal) (string, error) {
	env := s.Env
	if env == "" {
		env = DefaultPassphraseEnv
	}
	switch {
	case s.File != "":
		b, err := os.ReadFile(s.File)
		if err != nil {
			return "", fmt.Errorf("read password file %s: %w", s.File, err)
		}
		pass := strings.TrimRight(string(b), "\r\n")
		clear(b)
		if pass == "" && s.Confirm {
			return "", fmt.Errorf("password file %s: %w", s.File, ErrEmptyPassphrase)
		}
		return pass, nil
	case os.Getenv(env) != "":
		return os.Getenv(env), nil
	case s.Prompt && tty != nil:
		return s.prompt(tty)
	default:
		return "", fmt.Errorf("%w: use --password-file, %s or a terminal", ErrNoPassphrase, env)
	}
}

func (s PassphraseSource) prompt(tty terminal) (string, error) {
	out := s.Out
	if out == nil {
		out = os.Stderr
	}
	ask := func(label string) (string, error) {
		fmt.Fprint(out, label)
		b, err := tty.readPassword()
		// The user's Enter is not echoed either; end the prompt line.
		fmt.Fprintln(out)
		if err != nil {
			return "", fmt.Errorf("read passphrase: %w", err)
		}
		pass := string(b)
		clear(b)
		return pass, nil
	}
	if !s.Confirm {
		return ask("Passphrase: ")
	}
	pass, err := ask("New passphrase: ")
	if err != nil {
		return "", err
	}
	if pass == "" {
		return "", ErrEmptyPassphrase
	}
	again, err := ask("Repeat passphrase: ")
	if err != nil {
		return "", err
	}
	if again != pass {
		return "", ErrPassphraseMismatch
	}
	return pass, nil
}

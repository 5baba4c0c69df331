package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// mentionSkips are spans that read as commands and are not commands; each
// with why. (tensora-lab, the lab's binary, never matches: a command is
// "tensora" then a space.)
var mentionSkips = map[string]string{
	"tensora tensora":      "operations.md: sudo -u tensora (the service user) before the command itself, which is checked",
	"tensora process":      "operations.md: an error message quoted in a table (\"… by another tensora process\")",
	"tensora proof golden": "proof.md: keccak256(\"tensora proof golden key\"), the golden vectors' key",
}

var (
	// codeSpan is where a command is written to be typed: an inline code
	// span, or a fenced block of shell (other languages are code, not
	// commands).
	codeSpan  = regexp.MustCompile("`([^`\n]+)`")
	fenced    = regexp.MustCompile("(?s)```([a-z]*)\n(.*?)```")
	mentioned = regexp.MustCompile(`(?m)(?:^|[\s(/"'$])tensora[ \t]+([^\n]*)`)
	word      = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)
)

// TestDocumentedCommandsExist finds every `tensora …` command the dashboard
// (api/web), docs/*.md and README.md tell a person to run and checks that its
// command path is in the CLI's tree: the words up to the first flag, argument
// or placeholder must name commands, and a command that only groups others
// must be followed by one of them. Flags are not checked.
func TestDocumentedCommandsExist(t *testing.T) {
	root := newRoot()
	var files []string
	for _, pat := range []string{"../../api/web/*", "../../docs/*.md", "../../README.md"} {
		m, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 5 {
		t.Fatalf("found only %v: run from cmd/tensora", files)
	}
	checked := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var spans []string
		for _, m := range fenced.FindAllStringSubmatch(string(b), -1) {
			switch m[1] {
			case "", "sh", "bash", "console", "shell", "text":
				spans = append(spans, m[2])
			}
		}
		for _, m := range codeSpan.FindAllStringSubmatch(fenced.ReplaceAllString(string(b), ""), -1) {
			spans = append(spans, m[1])
		}
		for _, span := range spans {
			for _, m := range mentioned.FindAllStringSubmatch(span, -1) {
				words := commandWords(root, m[1])
				if len(words) == 0 {
					continue // tensora --help, tensora <placeholder>, ...
				}
				cmdline := "tensora " + strings.Join(words, " ")
				if _, ok := mentionSkips[cmdline]; ok {
					continue
				}
				checked++
				if msg := resolves(root, words); msg != "" {
					t.Errorf("%s: %q: %s", filepath.Base(f), cmdline, msg)
				}
			}
		}
	}
	// The dashboard's old hint, to show the check can fail.
	if resolves(root, []string{"jobs", "post"}) == "" {
		t.Error("tensora jobs post resolved: the check passes anything")
	}
	t.Logf("%d command mentions checked in %d files", checked, len(files))
	if checked < 50 {
		t.Errorf("checked only %d command mentions: the extraction broke", checked)
	}
}

// commandWords are the words of a command line that name commands: the
// global flags (and their values) are stepped over, and the first argument,
// flag or placeholder after a word ends them.
func commandWords(root *cobra.Command, line string) []string {
	toks := strings.Fields(line)
	var words []string
	for i := 0; i < len(toks); i++ {
		tok := toks[i]
		if strings.HasPrefix(tok, "--") && len(words) == 0 {
			f := root.PersistentFlags().Lookup(strings.TrimPrefix(tok, "--"))
			if f != nil && f.NoOptDefVal == "" && !strings.Contains(tok, "=") {
				i++ // its value
			}
			continue
		}
		if !word.MatchString(tok) {
			break
		}
		words = append(words, tok)
	}
	return words
}

// resolves walks words down the command tree; "" when they name a command
// (trailing words a runnable leaf takes as arguments are fine).
func resolves(root *cobra.Command, words []string) string {
	c := root
	for i, w := range words {
		var next *cobra.Command
		for _, s := range c.Commands() {
			if s.Name() == w || s.HasAlias(w) {
				next = s
				break
			}
		}
		if next == nil {
			if c == root || c.HasSubCommands() {
				return "no command " + strings.Join(append([]string{c.CommandPath()}, words[i]), " ")
			}
			return "" // an argument of a leaf command
		}
		c = next
	}
	return ""
}

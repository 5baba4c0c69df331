package firstjob

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/tensor"
)

const (
	section    = "## Your first job, in two terminals"
	passphrase = "first job passphrase"
	// placeholder is the one placeholder the section documents: the
	// miner's peer ID, which terminal 1 prints.
	placeholder = "16Uiu2…"
	// The test's deadline for the whole walk; it normally takes a fraction.
	walkTimeout = 4 * time.Minute
)

var (
	// The shells' prompt carries the last command's exit status.
	promptRe = regexp.MustCompile(`\[fj rc=(\d+)\]\$ `)
	// The passphrase prompts of identity.PassphraseSource.
	passRe      = regexp.MustCompile(`(New |Repeat )?[Pp]assphrase: `)
	listeningRe = regexp.MustCompile(`listening /ip4/127\.0\.0\.1/tcp/\d+/p2p/(16Uiu2\w+)`)
)

var (
	repoRoot string
	tmpRoot  string
	built    struct {
		once sync.Once
		path string
		err  error
	}
)

func TestMain(m *testing.M) {
	wd, err := os.Getwd()
	if err == nil {
		repoRoot = filepath.Join(wd, "..", "..")
		tmpRoot, err = os.MkdirTemp("", "tensora-firstjob-")
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "firstjob:", err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(tmpRoot)
	os.Exit(code)
}

// tensoraBinary builds cmd/tensora once for the package's tests.
func tensoraBinary(t *testing.T) string {
	t.Helper()
	built.once.Do(func() {
		built.path = filepath.Join(tmpRoot, "build", "tensora")
		cmd := exec.Command("go", "build", "-o", built.path, "./cmd/tensora")
		cmd.Dir = repoRoot
		if out, err := cmd.CombinedOutput(); err != nil {
			built.err = fmt.Errorf("go build ./cmd/tensora: %w\n%s", err, out)
		}
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.path
}

// realCache is the cache `make setup` filled: its native/ and models/
// directories, or a skip saying how to fill it.
func realCache(t *testing.T) (native, models string) {
	t.Helper()
	lib, err := engine.FindCacheFile("native/onnxruntime/libonnxruntime.so.1")
	if err != nil {
		t.Skipf("no ONNX Runtime in the cache: run `make setup` (%v)", err)
	}
	model, err := engine.FindModel(engine.SileroVAD)
	if err != nil {
		t.Skipf("no %s in the cache: run `make setup` (%v)", engine.SileroVAD, err)
	}
	return filepath.Dir(filepath.Dir(lib)), filepath.Dir(model)
}

// userEnv is this process's environment as a new user's shell has it: a
// fresh HOME, no TENSORA_* and no ONNXRUNTIME_LIB.
func userEnv(home string, extra ...string) []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch {
		case strings.HasPrefix(k, "TENSORA_"), k == "ONNXRUNTIME_LIB", k == "HOME",
			k == "PS1", k == "PS2", k == "PROMPT_COMMAND", k == "BASH_ENV", k == "ENV", k == "HISTFILE":
			continue
		}
		env = append(env, kv)
	}
	return append(append(env, "HOME="+home), extra...)
}

// firstJob is the section's commands, per terminal, as a user types them.
type firstJob struct{ terminal [2][]string }

// readFirstJob extracts the section's fenced block: "# terminal N" starts
// a terminal's lines, other comment lines are skipped, and a line ending in
// a backslash continues on the next (as bash joins them).
func readFirstJob(readme string) (firstJob, error) {
	var fj firstJob
	i := strings.Index(readme, "\n"+section+"\n")
	if i < 0 {
		return fj, fmt.Errorf("README.md has no section %q", section)
	}
	body := readme[i+len(section)+2:]
	if j := strings.Index(body, "\n## "); j >= 0 {
		body = body[:j]
	}
	start := strings.Index(body, "```sh\n")
	if start < 0 {
		return fj, errors.New("the section has no ```sh block")
	}
	block := body[start+len("```sh\n"):]
	end := strings.Index(block, "\n```")
	if end < 0 {
		return fj, errors.New("the section's ```sh block is not closed")
	}
	term := -1
	pending := ""
	for _, raw := range strings.Split(block[:end], "\n") {
		line := strings.TrimSpace(raw)
		if pending != "" {
			line = pending + " " + line
			pending = ""
		}
		if c, ok := strings.CutSuffix(line, `\`); ok {
			pending = strings.TrimSpace(c)
			continue
		}
		switch {
		case line == "":
		case strings.HasPrefix(line, "# terminal 1"):
			term = 0
		case strings.HasPrefix(line, "# terminal 2"):
			term = 1
		case strings.HasPrefix(line, "#"):
		case term < 0:
			return fj, fmt.Errorf("command before a `# terminal N` line: %q", line)
		default:
			fj.terminal[term] = append(fj.terminal[term], line)
		}
	}
	if pending != "" {
		return fj, fmt.Errorf("the block ends in a continued line: %q", pending)
	}
	if len(fj.terminal[0]) == 0 || len(fj.terminal[1]) == 0 {
		return fj, fmt.Errorf("want commands for two terminals, got %d and %d", len(fj.terminal[0]), len(fj.terminal[1]))
	}
	return fj, nil
}

func TestReadFirstJob(t *testing.T) {
	readme := "# x\n\n" + section + "\n\ntext\n\n```sh\n" +
		"# terminal 1: a miner\n" +
		"bin/tensora wallet new   # a comment bash ignores\n" +
		"#   prints  listening …\n\n" +
		"# terminal 2: a client\n" +
		"bin/tensora node start \\\n    --bootstrap /p2p/16Uiu2… \\\n    --detach\n" +
		"bin/tensora status\n```\n\nmore\n\n## Next\n\n```sh\nbin/tensora other\n```\n"
	fj, err := readFirstJob(readme)
	if err != nil {
		t.Fatal(err)
	}
	want := firstJob{terminal: [2][]string{
		{"bin/tensora wallet new   # a comment bash ignores"},
		{"bin/tensora node start --bootstrap /p2p/16Uiu2… --detach", "bin/tensora status"},
	}}
	if fmt.Sprint(fj) != fmt.Sprint(want) {
		t.Fatalf("got %q\nwant %q", fj.terminal, want.terminal)
	}
	for _, bad := range []string{
		"no section",
		section + "\n\nno block\n",
		section + "\n```sh\nbin/tensora x\n```\n",                                       // no terminal header
		section + "\n```sh\n# terminal 1\nbin/tensora x\n```\n",                         // one terminal
		section + "\n```sh\n# terminal 1\na \\\n```\n",                                  // dangling continuation
		section + "\n```sh\n# terminal 1\na\n# terminal 2\nb\n",                         // unclosed block
		section + "\n\ntext\n\n## Next\n```sh\n# terminal 1\na\n# terminal 2\nb\n```\n", // the block is another section's
	} {
		if _, err := readFirstJob("\n" + bad); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
}

// shell is bash on a pseudo-terminal, read into a buffer as a person reads
// the screen.
type shell struct {
	name string
	cmd  *exec.Cmd
	tty  *os.File
	mu   sync.Mutex
	out  bytes.Buffer
	more chan struct{} // signalled on new output
	done chan struct{} // closed when the terminal closes
	seen int           // output before this offset has been dealt with
}

func startShell(t *testing.T, name, dir string, env []string) *shell {
	t.Helper()
	cmd := exec.Command("bash", "--norc", "--noprofile", "--noediting", "-i")
	cmd.Dir, cmd.Env = dir, env
	tty, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 60, Cols: 400})
	if err != nil {
		t.Skipf("no pseudo-terminal for bash: %v", err)
	}
	s := &shell{name: name, cmd: cmd, tty: tty, more: make(chan struct{}, 1), done: make(chan struct{})}
	go func() {
		defer close(s.done)
		buf := make([]byte, 4096)
		for {
			n, err := tty.Read(buf)
			s.mu.Lock()
			s.out.Write(buf[:n])
			s.mu.Unlock()
			select {
			case s.more <- struct{}{}:
			default:
			}
			if err != nil {
				return // EIO once bash and everything on the terminal exited
			}
		}
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		tty.Close()
		<-s.done
		if t.Failed() || testing.Verbose() {
			t.Logf("%s's screen:\n%s", name, s.screen())
		}
	})
	return s
}

func (s *shell) screen() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.out.String()
}

// await waits for re in the output not yet dealt with; on a passphrase
// prompt first (answer set), it types the passphrase and goes on waiting.
// It returns the output up to the end of the match and the submatches.
func (s *shell) await(ctx context.Context, re *regexp.Regexp, answer bool) (string, []string, error) {
	for {
		text := s.screen()
		pending := text[s.seen:]
		m := re.FindStringSubmatchIndex(pending)
		p := passRe.FindStringIndex(pending)
		if answer && p != nil && (m == nil || p[0] < m[0]) {
			s.seen += p[1]
			if _, err := io.WriteString(s.tty, passphrase+"\n"); err != nil {
				return "", nil, fmt.Errorf("%s: type the passphrase: %w", s.name, err)
			}
			continue
		}
		if m != nil {
			var groups []string
			for i := 0; i < len(m); i += 2 {
				groups = append(groups, pending[m[i]:m[i+1]])
			}
			s.seen += m[1]
			return pending[:m[1]], groups, nil
		}
		select {
		case <-s.more:
		case <-s.done:
			return "", nil, fmt.Errorf("%s: the terminal closed while waiting for %s", s.name, re)
		case <-ctx.Done():
			return "", nil, fmt.Errorf("%s: waiting for %s: %w", s.name, re, ctx.Err())
		}
	}
}

// run types a command line, answers its passphrase prompts and waits for
// the next prompt; it returns what the command printed and its status.
func (s *shell) run(ctx context.Context, line string) (string, int, error) {
	if _, err := io.WriteString(s.tty, line+"\n"); err != nil {
		return "", 0, err
	}
	out, m, err := s.await(ctx, promptRe, true)
	if err != nil {
		return "", 0, err
	}
	rc, _ := strconv.Atoi(m[1])
	return out, rc, nil
}

// readmePorts are the ports the section names; the test uses them when
// they are free.
var readmePorts = []struct {
	port     string
	implicit bool // not on the command line: the miner's default API
}{{"4001", false}, {"4002", false}, {"5190", true}, {"5191", false}}

// choosePorts keeps the README's ports where they are free and otherwise
// rewrites the lines to free ones. make test runs packages side by side, so
// another test may hold one of them; a busy port would otherwise fail the
// walk for a reason that is not the README's. Each substitution is logged.
// It reports whether any port moved (doctor then checks default ports the
// lines no longer use).
func choosePorts(t *testing.T, fj *firstJob) bool {
	moved := false
	for _, p := range readmePorts {
		l, err := net.Listen("tcp", "127.0.0.1:"+p.port)
		if err == nil {
			l.Close()
			continue
		}
		l, err = net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		_, free, _ := net.SplitHostPort(l.Addr().String())
		l.Close()
		t.Logf("port %s is busy on this machine: the walk uses %s instead", p.port, free)
		moved = true
		for ti := range fj.terminal {
			for i, line := range fj.terminal[ti] {
				line = strings.ReplaceAll(line, "/tcp/"+p.port, "/tcp/"+free)
				line = strings.ReplaceAll(line, "127.0.0.1:"+p.port, "127.0.0.1:"+free)
				if p.implicit && isForegroundNode(line) && !strings.Contains(line, "--api") {
					line = insertFlag(line, "--api 127.0.0.1:"+free)
				}
				fj.terminal[ti][i] = line
			}
		}
	}
	return moved
}

// insertFlag adds a flag before a line's trailing comment.
func insertFlag(line, flag string) string {
	if cmd, comment, ok := strings.Cut(line, " #"); ok {
		return strings.TrimRight(cmd, " ") + " " + flag + " #" + comment
	}
	return line + " " + flag
}

// isForegroundNode says whether a line runs a node that holds its terminal
// until Ctrl-C.
func isForegroundNode(line string) bool {
	return regexp.MustCompile(`\b(miner|node|validator) start\b`).MatchString(line) &&
		!regexp.MustCompile(`\s(--detach|-d)\b`).MatchString(line)
}

// TestREADMEFirstJob follows the README's first job as written, in two
// terminals, with a fresh HOME and nothing exported.
func TestREADMEFirstJob(t *testing.T) {
	native, models := realCache(t)
	readme, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	fj, err := readFirstJob(string(readme))
	if err != nil {
		t.Fatal(err)
	}
	for _, lines := range fj.terminal {
		for _, l := range lines {
			if strings.HasPrefix(l, "export ") || strings.Contains(l, "; export ") {
				t.Errorf("the section exports by hand: %q", l)
			}
		}
	}
	for _, l := range fj.terminal[0] {
		if strings.Contains(l, "…") {
			t.Fatalf("terminal 1 has a placeholder the test cannot fill: %q", l)
		}
	}
	for _, l := range fj.terminal[1] {
		if strings.Contains(strings.ReplaceAll(l, placeholder, ""), "…") {
			t.Fatalf("terminal 2 has an undocumented placeholder: %q", l)
		}
	}
	portsMoved := choosePorts(t, &fj)

	// A checkout as `make demo` leaves it: bin/tensora and .cache/.
	exe := tensoraBinary(t)
	root := filepath.Join(t.TempDir(), "checkout")
	home := filepath.Join(filepath.Dir(root), "home")
	for _, d := range []string{filepath.Join(root, "bin"), filepath.Join(root, ".cache"), home} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(exe, filepath.Join(root, "bin", "tensora")); err != nil {
		t.Fatal(err)
	}
	for name, target := range map[string]string{"native": native, "models": models} {
		if err := os.Symlink(target, filepath.Join(root, ".cache", name)); err != nil {
			t.Fatal(err)
		}
	}
	env := userEnv(home, "PS1=[fj rc=$?]$ ", "PS2=", "TERM=dumb", "HISTFILE=")
	// Whatever happens, no node outlives the test.
	t.Cleanup(func() {
		for _, dd := range []string{filepath.Join(home, ".tensora"), filepath.Join(home, ".tensora-client")} {
			stop := exec.Command(exe, "node", "stop", "--datadir", dd, "--timeout", "20s")
			stop.Env = env
			_ = stop.Run()
		}
	})

	ctx, cancel := context.WithTimeout(t.Context(), walkTimeout)
	defer cancel()
	began := time.Now()
	terms := [2]*shell{startShell(t, "terminal 1", root, env), startShell(t, "terminal 2", root, env)}
	for _, s := range terms {
		if _, _, err := s.await(ctx, promptRe, false); err != nil {
			t.Fatal(err)
		}
	}

	var peerID string
	var outputs [2]strings.Builder
	for ti, lines := range fj.terminal {
		s := terms[ti]
		for _, line := range lines {
			if ti == 1 {
				line = strings.ReplaceAll(line, placeholder, peerID)
			}
			if isForegroundNode(line) {
				if _, err := io.WriteString(s.tty, line+"\n"); err != nil {
					t.Fatal(err)
				}
				out, m, err := s.await(ctx, listeningRe, true)
				if err != nil {
					t.Fatal(err)
				}
				peerID = m[1]
				rest, _, err := s.await(ctx, regexp.MustCompile(`press Ctrl-C to stop`), false)
				if err != nil {
					t.Fatal(err)
				}
				outputs[ti].WriteString(out + rest)
				continue
			}
			out, rc, err := s.run(ctx, line)
			if err != nil {
				t.Fatal(err)
			}
			outputs[ti].WriteString(out)
			doctor := strings.Contains(line, " doctor")
			if rc != 0 && !(doctor && portsMoved) {
				t.Fatalf("%s: %q exited %d:\n%s", s.name, line, rc, out)
			}
		}
		if ti == 0 && peerID == "" {
			t.Fatal("terminal 1 started no miner that printed its address")
		}
	}

	t2 := outputs[1].String()
	for _, want := range []string{"wrote out.safetensors", "verified", "node running in the background", "stopped the node"} {
		if !strings.Contains(t2, want) {
			t.Errorf("terminal 2 never printed %q", want)
		}
	}
	if !regexp.MustCompile(`jobs\s+1 verified`).MatchString(t2) {
		t.Errorf("tensora status does not show the verified job")
	}
	b, err := os.ReadFile(filepath.Join(root, "out.safetensors"))
	if err != nil {
		t.Fatal(err)
	}
	ts, err := tensor.Parse(b)
	if err != nil {
		t.Fatalf("out.safetensors: %v", err)
	}
	out, ok := tensor.Find(ts, "output")
	if !ok || out.String() != `"output" F32[1,1]` {
		t.Fatalf("out.safetensors holds %v, want silero's \"output\" F32[1,1]", ts)
	}
	if v, err := tensor.Values[float32](out); err != nil || v[0] < 0 || v[0] > 1 {
		t.Fatalf("speech probability %v (%v), want within [0, 1]", v, err)
	}

	// Ctrl-C stops the miner in terminal 1; then both shells exit.
	if _, err := io.WriteString(terms[0].tty, "\x03"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := terms[0].await(ctx, promptRe, false); err != nil {
		t.Fatal(err)
	}
	t.Logf("the first job, both terminals from the first prompt to the miner's stop: %s", time.Since(began).Round(time.Second))
	for _, s := range terms {
		if _, err := io.WriteString(s.tty, "exit\n"); err != nil {
			t.Fatal(err)
		}
		select {
		case <-s.done:
		case <-ctx.Done():
			t.Fatalf("%s did not exit", s.name)
		}
	}
}

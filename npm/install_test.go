package npm

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestNPMInstall packs the packages for this host with scripts/npm-pack.sh,
// installs them with npm -g into a temporary prefix from the tarballs alone
// (offline), and runs tensora from the prefix's bin through the shim; then
// installs @tensora/cli with --omit=optional, where the shim must say that
// the platform package is missing and why.
func TestNPMInstall(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("scripts/npm-pack.sh is a POSIX sh script")
	}
	for _, tool := range []string{"npm", "node"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed: the npm packages cannot be packed or installed here", tool)
		}
	}
	tmp := t.TempDir()
	// npm reads nothing of the user's (an omit=optional in ~/.npmrc or
	// NPM_CONFIG_OMIT would change what is installed) and caches in tmp.
	var npmEnv []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(strings.ToLower(kv), "npm_config_") {
			npmEnv = append(npmEnv, kv)
		}
	}
	for _, scope := range []string{"userconfig", "globalconfig"} {
		rc := filepath.Join(tmp, scope)
		if err := os.WriteFile(rc, nil, 0o600); err != nil {
			t.Fatal(err)
		}
		npmEnv = append(npmEnv, "npm_config_"+scope+"="+rc)
	}
	npmEnv = append(npmEnv,
		"npm_config_cache="+filepath.Join(tmp, "npm-cache"), "npm_config_update_notifier=false")

	// The Go build keeps the user's HOME: its cache is what makes this quick.
	pack := exec.CommandContext(t.Context(), "sh", "../scripts/npm-pack.sh", "-o", filepath.Join(tmp, "out"))
	pack.Env = npmEnv
	var packOut, packErr bytes.Buffer
	pack.Stdout, pack.Stderr = &packOut, &packErr
	if err := pack.Run(); err != nil {
		t.Fatalf("scripts/npm-pack.sh: %v\n%s", err, packErr.Bytes())
	}
	tarballs := strings.Fields(packOut.String())
	if len(tarballs) != 2 {
		t.Fatalf("npm-pack.sh made %q, want the host's platform package and @tensora/cli", tarballs)
	}
	platformTgz, cliTgz := tarballs[0], tarballs[1]

	npmEnv = append(npmEnv, "HOME="+tmp) // from here on nothing needs the user's HOME
	install := func(t *testing.T, prefix string, args ...string) {
		t.Helper()
		args = append([]string{"install", "-g", "--prefix", prefix, "--offline", "--no-audit", "--no-fund"}, args...)
		cmd := exec.CommandContext(t.Context(), "npm", args...)
		cmd.Env = npmEnv
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("npm %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	run := func(t *testing.T, bin string, args ...string) (stdout, stderr string, code int) {
		t.Helper()
		cmd := exec.CommandContext(t.Context(), bin, args...)
		cmd.Env = npmEnv
		var o, e bytes.Buffer
		cmd.Stdout, cmd.Stderr = &o, &e
		err := cmd.Run()
		var exit *exec.ExitError
		if err != nil && !errors.As(err, &exit) {
			t.Fatalf("%s: %v", bin, err)
		}
		return o.String(), e.String(), cmd.ProcessState.ExitCode()
	}
	shim := func(prefix string) string { return filepath.Join(prefix, "bin", "tensora") }

	t.Run("install", func(t *testing.T) {
		prefix := filepath.Join(tmp, "prefix")
		// Both tarballs, as esbuild's tests do: the optional dependency is
		// then satisfied locally, with no registry.
		install(t, prefix, platformTgz, cliTgz)
		modules := filepath.Join(prefix, "lib", "node_modules")
		var cli struct {
			Version              string
			OptionalDependencies map[string]string
		}
		raw, err := os.ReadFile(filepath.Join(modules, "@tensora", "cli", "package.json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(raw, &cli); err != nil {
			t.Fatal(err)
		}
		// Node's names: process.platform, process.arch.
		platform := "@tensora/cli-" + runtime.GOOS + "-" + map[string]string{"amd64": "x64", "arm64": "arm64"}[runtime.GOARCH]
		if got := cli.OptionalDependencies[platform]; got != cli.Version || len(cli.OptionalDependencies) != 1 {
			t.Fatalf("@tensora/cli %s has optionalDependencies %v, want only %s pinned to %s", cli.Version, cli.OptionalDependencies, platform, cli.Version)
		}

		// The binary itself, run directly, and through the shim.
		binary := filepath.Join(modules, filepath.FromSlash(platform), "bin", "tensora")
		direct, _, code := run(t, binary, "version")
		if code != 0 {
			t.Fatalf("%s version: exit %d", binary, code)
		}
		if want := "tensora " + cli.Version + " (protocol /tensora/1)\n"; direct != want {
			t.Fatalf("the packed binary says %q, the package is %s: want %q", direct, cli.Version, want)
		}
		out, errOut, code := run(t, shim(prefix), "--version")
		if code != 0 || out != direct {
			t.Fatalf("tensora --version from the prefix: exit %d, %q (stderr %q), want %q", code, out, errOut, direct)
		}
		// The binary's exit status comes back through the shim (2: usage).
		if _, errOut, code := run(t, shim(prefix), "version", "extra"); code != 2 || !strings.Contains(errOut, "unknown command") {
			t.Fatalf("tensora version extra: exit %d, stderr %q, want exit 2 and the binary's usage error", code, errOut)
		}
	})

	t.Run("omit optional", func(t *testing.T) {
		prefix := filepath.Join(tmp, "prefix-omit")
		install(t, prefix, "--omit=optional", cliTgz)
		out, errOut, code := run(t, shim(prefix), "--version")
		if code != 1 || out != "" {
			t.Fatalf("tensora --version without its platform package: exit %d, stdout %q, want exit 1 and nothing", code, out)
		}
		for _, want := range []string{"@tensora/cli-", "is not installed", "--omit=optional", "npm install -g @tensora/cli@"} {
			if !strings.Contains(errOut, want) {
				t.Errorf("the shim's error does not say %q:\n%s", want, errOut)
			}
		}
	})
}

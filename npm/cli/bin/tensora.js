#!/usr/bin/env node
// The tensora command, as npm installs it: this shim finds the native binary
// in the optional dependency built for this platform (@tensora/cli-linux-x64
// and so on; npm installs only the one whose "os" and "cpu" match) and runs
// it with our arguments, stdio inherited, its exit status and signal passed
// back. Nothing is downloaded at install time or at run time.
"use strict";

const { spawn } = require("child_process");
const os = require("os");
const manifest = require("../package.json");

const platform = `${process.platform}-${process.arch}`;
const pkg = `@tensora/cli-${platform}`;
const exe = process.platform === "win32" ? "tensora.exe" : "tensora";

function fail(msg) {
  process.stderr.write(`tensora: ${msg}\n`);
  process.exit(1);
}

// binaryPath resolves the binary in the platform package, or exits saying
// why there is none and what to do.
function binaryPath() {
  try {
    return require.resolve(`${pkg}/bin/${exe}`);
  } catch (err) {
    if (err.code !== "MODULE_NOT_FOUND") throw err;
  }
  const published = Object.keys(manifest.optionalDependencies || {});
  if (!published.includes(pkg)) {
    const names = published.map((p) => p.replace("@tensora/cli-", "")).join(", ") || "none";
    fail(`@tensora/cli ${manifest.version} has no binary for ${platform} (published for: ${names}).
Build tensora from source on this machine instead (Go and a C compiler: make tensora).`);
  }
  fail(`the package ${pkg}, which holds the tensora binary for ${platform}, is not installed.
It is an optional dependency of @tensora/cli, and npm leaves optional dependencies
out when installing with --omit=optional (or --no-optional, or omit=optional in
.npmrc or NPM_CONFIG_OMIT). Reinstall without that flag:
  npm install -g @tensora/cli@${manifest.version}`);
}

const child = spawn(binaryPath(), process.argv.slice(2), { stdio: "inherit" });

// Signals sent to the shim (a service manager's SIGTERM, Ctrl-C) go to the
// binary, which shuts down on its own terms; the shim waits for it.
const forwarded = ["SIGINT", "SIGTERM", "SIGHUP"];
for (const sig of forwarded) {
  process.on(sig, () => child.kill(sig));
}

child.on("error", (err) => fail(`cannot run ${child.spawnfile}: ${err.message}`));
child.on("exit", (code, signal) => {
  if (signal) {
    // Die of the same signal, so that our parent sees what the binary did.
    // A signal Node ignores (SIGPIPE) leaves us alive: exit as a shell would.
    for (const sig of forwarded) process.removeAllListeners(sig);
    process.exitCode = 128 + (os.constants.signals[signal] || 0);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code === null ? 1 : code);
});

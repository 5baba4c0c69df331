// Package npm holds the npm packages of the tensora command line, not Go
// code: cli/ is @tensora/cli, a JS shim whose optional dependencies are the
// per-platform packages holding the binary (@tensora/cli-linux-x64 and so
// on), which scripts/npm-pack.sh generates, builds and packs. Its one test
// packs them for this host and installs them with npm into a temporary
// prefix, as a user would with `npm install -g @tensora/cli`.
package npm

# Tensora. `make demo` runs the local testnet; `make test` runs the tests.
GO        ?= go
GOFLAGS   ?= -mod=mod
export GOFLAGS
# go-nvml's headers mark functions it still wraps as deprecated, and cgo
# compiles its preamble with our flags: without this a cold build prints
# hundreds of -Wdeprecated-declarations lines that are not ours to fix.
# go's own default (-O2 -g) plus the one warning switched off.
CGO_CFLAGS ?= -O2 -g -Wno-deprecated-declarations
export CGO_CFLAGS
BIN       := bin/tensora
LAB       := bin/tensora-lab
PKGS      := ./...
# The testnet package's scenarios (whole networks of real peers: every
# fault, settlement, LLM, container and swap path end to end) take about
# 11 minutes on 2 cores alone: they run under make test-scenarios, which
# CI runs after make test, so make test stays well under 15 minutes.
SCENARIOS := ./testnet/
UNIT_PKGS  = $(filter-out github.com/tensora/tensora/testnet,$(shell $(GO) list $(PKGS)))

.PHONY: all build tensora lab demo test setup-browser setup-llm setup-containers vet fmt-check generate check-generated bench bench-go fuzz chaos setup clean

all: build

## build: the product (bin/tensora) and the lab that measures and attacks it
## (bin/tensora-lab: bench, chaos, soak), as separate binaries.
build: tensora lab

# Fused multiply-adds off: encrypted inference (package he) must encode a
# plaintext model to the bytes every other miner and validator does; the
# he-ckks engine refuses to start in a build that fuses (he.CheckBuild).
# Only the packages that encode (lattigo and he) are built so: the rest of
# the build cache is shared with plain `go build` and `go test`.
GCFLAGS   ?= -gcflags=github.com/tuneinsight/lattigo/v6/...=-d=fmahash=n -gcflags=github.com/tensora/tensora/he/...=-d=fmahash=n

tensora:
	$(GO) build $(GCFLAGS) -o $(BIN) ./cmd/tensora

lab:
	$(GO) build $(GCFLAGS) -o $(LAB) ./cmd/tensora-lab

## demo: a 10-miner testnet in one process posting 10 real inference jobs
## (silero VAD on ONNX Runtime), every result verified at the client; then
## two more miners serving the tiny test LLM on ollama (built as setup-llm
## does, once) answer chats sent through the client's OpenAI-compatible
## gateway; and two container miners run container jobs (a busybox image
## built and stored by CID) under runc. Without ollama, or runc and root, the
## demo says so and runs the rest.
demo: setup setup-containers tensora
	@sh scripts/build-ollama.sh >/dev/null || echo "warning: ollama could not be built (see make setup-llm): the demo runs without LLM jobs"
	./$(BIN) testnet up --miners 10 --jobs 10

## setup: native tools the build needs (protoc for `go generate`), and ONNX
## Runtime plus the real models the engine tests use, in .cache/.
setup:
	@sh scripts/setup-native.sh
	@command -v protoc >/dev/null 2>&1 || { \
	  echo "installing protobuf-compiler (needed by go generate)"; \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq protobuf-compiler; \
	  else sudo apt-get update -qq && sudo apt-get install -y -qq protobuf-compiler; fi; }

## test: formatting, vet, generated code freshness, unit + integration tests
## (fuzz seed corpora included), all but the testnet package's long
## scenarios (make test-scenarios). The TypeScript SDK's tests run from Go
## (sdk/typescript_test.go: npm ci, tsc and node --test in js/sdk, against a
## testnet); without node and npm they skip, saying so.
## The dashboard browser test leaves its screenshot in artifacts/.
test: setup setup-browser setup-llm setup-containers fmt-check vet check-generated
	TENSORA_ARTIFACTS=$(CURDIR)/artifacts $(GO) test $(GCFLAGS) -count=1 -timeout 15m $(UNIT_PKGS)

## test-scenarios: the testnet package's end-to-end scenarios (real peers,
## chains, ONNX Runtime, ollama, runc), one package with its own timeout.
## CI runs it after make test.
.PHONY: test-scenarios
test-scenarios: setup setup-llm setup-containers
	TENSORA_ARTIFACTS=$(CURDIR)/artifacts $(GO) test $(GCFLAGS) -count=1 -timeout 30m $(SCENARIOS)

## setup-llm: ollama, the CPU stand-in for vLLM that the LLM engine's tests
## run for real, built once from its Go module into .cache/ollama/<version>/
## (scripts/build-ollama.sh: several minutes cold, cached by version; it
## installs nlohmann-json3-dev and libstb-dev, which its build needs).
setup-llm:
	@sh scripts/build-ollama.sh >/dev/null

## setup-containers: Debian's runc (the container engine's OCI runtime) and
## busybox-static (the test and demo images' one binary). Container tests and
## the demo's container jobs skip, saying so, where they cannot be installed
## or the user is not root (runc enforces limits only as root here).
setup-containers:
	@{ command -v runc >/dev/null 2>&1 && [ -x /bin/busybox ]; } || { \
	  echo "installing runc and busybox-static (container jobs)"; \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq runc busybox-static; \
	  else sudo -n apt-get update -qq && sudo -n apt-get install -y -qq runc busybox-static; fi; } || \
	  echo "warning: runc or busybox-static not installed: container tests will skip"

## setup-browser: Debian's chromium for the dashboard's browser test (it
## skips, saying so, where none can be installed). Screenshots go to artifacts/.
setup-browser:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "installing chromium (the dashboard test drives it headless)"; \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium; \
	  else sudo apt-get update -qq && sudo apt-get install -y -qq chromium; fi; } || \
	  echo "warning: chromium not installed: the dashboard browser test will skip"

vet:
	$(GO) vet $(PKGS)

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

## generate: protobuf code, and the contracts' artifacts and bindings
## (chain/: solcjs and OpenZeppelin from npm, cached in .cache/solc/).
generate: setup
	$(GO) generate $(PKGS)

## check-generated: regenerate and fail if committed generated code differs
## (protobuf code, chain/artifacts, chain/bindings), or is not committed.
GENERATED := '*.pb.go' chain/artifacts chain/bindings
check-generated: generate
	@git diff --exit-code -- $(GENERATED) || { echo "generated code is stale: run make generate and commit"; exit 1; }
	@out=$$(git status --porcelain --untracked-files=all -- $(GENERATED)); if [ -n "$$out" ]; then echo "generated files not committed:"; echo "$$out"; exit 1; fi

## bench: every performance goal (P1–P8) against its baseline from the same
## run, written into docs/benchmarks.md (run it on a quiet machine: every peer
## shares the cores). The smoke sizes run in make test (TestBenchReportSmoke).
bench: setup build
	./$(LAB) bench --write docs/benchmarks.md

bench-go:
	$(GO) test -run '^$$' -bench . -benchmem ./scheduler/

## chaos: the full fault suite (R1-R9 of PRODUCT.md) at full sizes, R9
## fuzzing the contracts for FUZZTIME; exits non-zero if anything did not
## hold. make test runs R1, R3, R4 and R8 at quick sizes.
chaos: build
	./$(LAB) chaos --fuzztime $(FUZZTIME)

## fuzz: run each fuzz target for a while (FUZZTIME=30s by default).
FUZZTIME ?= 30s
fuzz:
	$(GO) test -run '^$$' -fuzz FuzzDecode -fuzztime $(FUZZTIME) ./types/
	$(GO) test -run '^$$' -fuzz FuzzParseSpec -fuzztime $(FUZZTIME) ./scheduler/
	$(GO) test -run '^$$' -fuzz FuzzParse -fuzztime $(FUZZTIME) ./engine/llm/gguf/

## test-kubo: the interop test against a real Kubo (TestKuboSwapsModels;
## content/interop_test.go runs the same checks against stock boxo in make
## test). Kubo is built from source into .cache/kubo/ on first use
## (scripts/build-kubo.sh, a few minutes).
.PHONY: test-kubo
test-kubo:
	kubo=$$(sh scripts/build-kubo.sh) && TENSORA_KUBO=$$kubo $(GO) test -count=1 -run '^TestKubo' -v ./content/

## procs: the multi-process testnet (chain, miners, validators, client as
## separate processes; docs/multiprocess.md). procs-smoke: its CI test alone.
.PHONY: procs procs-smoke soak
procs: setup tensora
	./$(BIN) testnet procs --miners 4 --validators 1 --jobs 10

procs-smoke: setup
	$(GO) test -count=1 -run '^TestProcs$$' ./testnet/

## soak: 10 minutes, 20 miners, a job every 100 ms; memory, goroutines and
## queue depths sampled, exits 1 on growth (not in make test).
SOAK ?= --duration 10m --miners 20 --interval 100ms
soak: setup build
	./$(LAB) soak $(SOAK)

clean:
	rm -rf bin

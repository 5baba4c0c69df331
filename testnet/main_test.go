package testnet

import (
	"os"
	"testing"

	"github.com/tensora/tensora/internal/testsupport"
)

func TestMain(m *testing.M) { os.Exit(testsupport.Main(m)) }

// cpuFleet is a fleet of CPU miners that all charge 2 TORA, and cpuJobs
// jobs any of them can run (the chaos suite's fleet, internal/lab/chaos).
var (
	cpuFleet = []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}}
	cpuJobs  = []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}
)

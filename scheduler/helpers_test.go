package scheduler

import (
	"encoding/binary"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

const gb = 1 << 30

func addr(i int) common.Address {
	var a common.Address
	binary.BigEndian.PutUint64(a[12:], uint64(i)+1)
	a[0] = 0xaa
	return a
}

func id(i int) [32]byte {
	var b [32]byte
	binary.BigEndian.PutUint64(b[24:], uint64(i)+1)
	b[0] = 0xbb
	return b
}

func wei(n int64) *big.Int { return big.NewInt(n) }

// tora is n × 10^18 wei.

func mustSpec(s string) Spec {
	sp, err := ParseSpec(s)
	if err != nil {
		panic(err)
	}
	return sp
}

// h100 is a GPU that meets most GPU constraints in the tests.
var h100 = GPU{Name: "NVIDIA H100 80GB HBM3", Vendor: "NVIDIA", VRAMBytes: 80 * gb, CCMajor: 9, CCMinor: 0}

// bigBox is an advert that meets every spec in the tests.
func bigBox(m common.Address) Advert {
	return Advert{
		Miner: m, CPUs: 64, RAMBytes: 512 * gb, DiskBytes: 2000 * gb,
		GPUs:    []GPU{h100, h100, h100, h100},
		Engines: []string{"onnx", "vllm"}, Price: wei(10),
	}
}

type stakes map[common.Address]*big.Int

func (s stakes) Stake(m common.Address) *big.Int { return s[m] }

type reps map[common.Address]float64

func (r reps) Reputation(m common.Address) float64 { return r[m] }

func codes(rs []Reason) []ReasonCode {
	var cs []ReasonCode
	for _, r := range rs {
		cs = append(cs, r.Code)
	}
	return cs
}

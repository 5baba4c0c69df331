// Package bench measures PRODUCT.md's performance goals (P1–P8), each
// against a baseline taken in the same run on the same machine, and writes
// the report in docs/benchmarks.md. Files are named by what they measure:
// announce.go (announce → first bid, gossip amplification), job_overhead.go,
// throughput.go, settlement_gas.go; report.go runs them all and judges.
//
//	rep, err := bench.Run(ctx, bench.Config{Smoke: true})
//	rep.WriteMarkdown(os.Stdout)
package bench

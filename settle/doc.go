// Package settle is a miner's durable settlement queue (M12, R7): every
// verified job's fee claim waits in badger until it is on chain, and every
// batch moves through explicit states
//
//	open → sealed → submitted → confirmed → finalized
//
// with each state committed before the next chain call, so a restart at
// any point neither loses nor double-submits a batch. Entries join the open
// batch; it is sealed when it holds MaxBatch entries or its oldest entry
// is MaxAge old. A sealed batch's root is fixed; before (re)submitting, the
// chain is asked whether that root already landed (idempotent by root), and
// the contract rejects a job twice anyway (its replay bitmap). If the chain
// is unreachable, jobs keep flowing into new batches and submission retries
// with backoff. Finalization after the challenge window is automatic.
package settle

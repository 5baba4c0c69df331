// Package queue is a miner's durable job queue (feature M27): every job a
// miner acknowledged is written to the node's badger DB before any work
// starts, and moves through explicit states
//
//	queued → fetching → running → done
//	                 ↘         ↘
//	                  failed    failed
//
// with each transition committed before the next step begins. A job is
// never deleted before it is done or failed and its Result message (which
// also reports failures) has been published, so a crash loses nothing: at
// Open, jobs found in fetching or running are put back in the queue (the
// work is deterministic and idempotent) or, past their attempt budget or
// deadline, failed explicitly so the client hears about it.
package queue

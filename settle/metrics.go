package settle

// Metrics is told what the queue does, for monitoring (the node counts it
// in Prometheus). Calls are made from the queue's goroutine and must not
// block. A nil Config.Metrics records nothing.
type Metrics interface {
	// BatchState: a batch moved to state (Sealed, Submitted, Confirmed,
	// Finalized, Failed); jobs is how many it holds.
	BatchState(state State, jobs int)
	// SubmitError: a submission failed; permanent when the chain refused
	// it (the batch fails), otherwise it is retried.
	SubmitError(permanent bool)
	// Gas used by a batch submission that landed.
	Gas(gas uint64)
	// Dropped: jobs given up on (the chain will never accept them).
	Dropped(jobs int)
}

type nopMetrics struct{}

func (nopMetrics) BatchState(State, int) {}
func (nopMetrics) SubmitError(bool)      {}
func (nopMetrics) Gas(uint64)            {}
func (nopMetrics) Dropped(int)           {}

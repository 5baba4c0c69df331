package settle

// Visited is how many records the queue's scans have read so far.
func (q *Queue) Visited() int64 { return q.visited.Load() }

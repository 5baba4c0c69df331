// Package lab is the root of what measures and attacks a Tensora network
// without being part of it: bench (the performance goals), chaos (the
// reliability goals), soak (a bounded load judged for growth) and fault
// (the misbehaviour they and the tests inject). cmd/tensora-lab runs them;
// the tensora binary imports none of them.
package lab

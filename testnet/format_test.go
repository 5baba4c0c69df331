package testnet

import "testing"

func TestChallengeCounts(t *testing.T) {
	cases := []struct {
		in   map[string]int
		want string
	}{
		// No challenge: a word, not Go's "map[]".
		{nil, "none"},
		{map[string]int{}, "none"},
		// Fixed order whatever the map's, zero counts left out.
		{map[string]int{"open": 1, "upheld": 2, "rejected": 0}, "2 upheld, 1 open"},
		{map[string]int{"rejected": 3, "open": 1, "upheld": 1}, "1 upheld, 3 rejected, 1 open"},
	}
	for _, c := range cases {
		if got := challengeCounts(c.in); got != c.want {
			t.Errorf("challengeCounts(%v) = %q, want %q", c.in, got, c.want)
		}
	}
}

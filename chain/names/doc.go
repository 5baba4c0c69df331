// Package names resolves and registers `.tora` names (the ToraNames
// contract) and makes did:pkh identifiers, so that anywhere an address is
// taken, `alice.tora` may stand for it, and output can show a name next to
// an address.
//
//	c := names.New(backend, addrs)
//	a, err := c.Resolve(ctx, "alice.tora")      // forward: the address record
//	n, err := c.NameOf(ctx, a)                   // reverse, checked forward: "alice.tora" or ""
//	err = c.Register(ctx, key, "alice", names.Year, progress) // commit, wait, reveal
//
// Labels follow the contract's rule (ValidLabel): 3 to 63 characters of
// [a-z0-9-], no leading or trailing hyphen, no hyphens at positions 3 and 4,
// not starting with 0x (it would read as an address).
// Upper case is refused rather than folded: `Alice.tora` is an error, not a
// second spelling of alice.tora.
package names

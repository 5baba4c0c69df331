// Package acl reads and changes a subnet's access control list (the
// SubnetACL contract, M17 and R5) and keeps a copy of it, fed by the
// contract's events, that nodes ask synchronously.
//
// A subnet is Open (everyone may submit, retrieve and compute) until its
// owner or an Admin sets it to Allowlist; then only the owner and the
// accounts holding the right bits may. Rights expire, may be delegated one
// level down, and die with their delegator's grant. A holder may also sign
// an off-chain Grant (EIP-712) that nodes accept without a transaction
// until it expires, its signer loses the bits or revokes its nonce.
//
//	c := acl.New(backend, addrs)
//	_, err := c.SetMode(ctx, ownerKey, 3, acl.Allowlist)
//	_, err = c.Grant(ctx, ownerKey, 3, alice, acl.Submit|acl.Retrieve, time.Time{})
//
//	cache, err := acl.NewCache(ctx, backend, addrs, log) // then go cache.Run(ctx, 2*time.Second)
//	ok, reason := cache.Allowed(3, bob, acl.Retrieve)
//	// reason: "refused: 0xB0b… lacks RETRIEVE on subnet 3"
package acl

// Package content moves models and job payloads between peers: UnixFS files
// in the node's blockstore, exchanged with bitswap and announced on the DHT.
//
//	bs := store.NewBlockstore(db)
//	cs, err := content.New(ctx, host, bs, db.Prefixed(content.PinPrefix), content.Config{})
//	defer cs.Close()
//	root, size, err := cs.Add(ctx, modelFile, "llama-8b.onnx", nil)    // client / model owner
//	n, err := cs.Fetch(ctx, root, []peer.AddrInfo{owner}, w, nil)      // miner
//	st, err := cs.FetchFrom(ctx, owner, root, nil)                     // the source is known
//
// # Layout
//
// Add imports a file as UnixFS: CIDv1, 256 KiB fixed-size chunks stored as
// raw leaves, a balanced DAG of dag-pb nodes above them (a file of one chunk
// is just its raw leaf). The root goes on the pin list and is announced to the
// DHT in the background; Add never waits for the DHT.
//
// # Fetching
//
// Fetch first connects to the named providers (the client that posted a job
// usually holds its inputs), then runs one bitswap session for the DAG.
// Bitswap asks the connected peers at once and only after
// Config.ProviderSearchDelay of silence looks the root up on the DHT (boxo's
// routing through the host's DHT), so named peers are tried first and the DHT
// finds the others. Bitswap checks every block against its CID as it arrives.
// A fetch gives up when no block has arrived for Config.FetchTimeout (a stall
// timeout, so a large model may take longer) with a NotFoundError naming the
// CID; it never hangs. After a full fetch the root is
// pinned and announced, so a miner that fetched a model serves it next.
//
// # Streamed transfer from a known provider
//
// FetchFrom fetches a whole DAG from one named peer on one stream
// (StreamProtocol, stream.go): the provider walks the DAG depth first and
// sends every block the requester does not already hold, framed as in a CAR
// stream; the requester checks each block against the CID the DAG says
// comes next and refuses the rest at the first mismatch (ErrCorruptBlock),
// stores verified blocks in batches (PutMany, one badger WriteBatch each),
// and after an interruption asks only for what it lacks. The access rule
// below applies to it as to bitswap (ErrRefused). Use it when the source is
// known; Fetch serves unknown or many providers and stock IPFS nodes.
//
// # Protocol ids
//
// Bitswap runs on two sets of protocol ids feeding one client and server
// (swapnet.go): Tensora's (/tensora/ipfs/bitswap/*), which Tensora peers use
// among themselves, and the standard ones (/ipfs/bitswap/*), so a stock IPFS
// node (Kubo) connected to a Tensora peer can fetch public content from it
// by CID and a Fetch naming a stock node as provider gets blocks from it.
// Messages to a peer go on Tensora's ids if identify says it speaks them,
// else on the standard ones. The access rule below holds on both. The DHT
// stays private (p2p.DHTPrefix): a stock node cannot find providers of
// Tensora content, nor Tensora peers providers on the public DHT.
//
// Bitswap learns of connections from the host's notifications, which
// report only connections made after it subscribed; the network also
// reports, once started, every peer connected before, so the bootstrap
// peer a Store was built after is asked like any other.
//
// # Access
//
// Models are public; a job's input and output are not. Restrict ties a
// root's DAG to a job and names its readers; the bitswap server's per-peer
// request filter then answers DONT_HAVE to every peer Config.Access does not
// admit for one of the root's grants (the node admits the job's client and
// miner and staked validators). Blocks are matched by multihash, children
// are restricted as their parent arrives during a fetch, and grants are
// kept in the pin bucket (keys "grant/<root CID>"), so they survive restarts.
// A want for a block the node lacks is refused as well: bitswap would
// remember it and send the block on arrival without asking the filter again.
//
// # Pins
//
// The pin list lives in the node's DB under PinPrefix ("pin/"): key the binary
// CID of the root, value JSON {"name","size","time_ms","source"} with source
// "add" or "fetch". A fetch never overwrites the entry of an Add. Every
// Config.ReprovideInterval (and once at start, when the DHT has peers) all
// pinned roots are announced again.
package content

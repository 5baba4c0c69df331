package store

// Key prefixes of the stores sharing a node's DB. Each store owns exactly one;
// no prefix may be a prefix of another. Add new ones here and in doc.go.
const (
	PrefixReputation = "rep/"  // reputation ledger: rep/<20-byte address>
	PrefixQueue      = "q/"    // a miner's durable job queue (node/queue)
	PrefixLedger     = "led/"  // a miner's settlement queue (settle); open with DB.Durable
	PrefixBlocks     = "blk/"  // content blocks (blockstore)
	PrefixMeta       = "meta/" // node-local state: client nonce, cached models
	PrefixPins       = "pin/"  // content roots added or fetched (content.PinPrefix)
	PrefixClientJobs = "cj/"   // a client's records of the jobs it posted
	PrefixValidation = "val/"  // a validator's records of the results it saw
	PrefixSwaps      = "swap/" // cross-chain swap records, client and desk (swap); open with DB.Durable
)

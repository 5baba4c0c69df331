package store

// Key prefixes of the stores sharing a node's DB. Each store owns exactly one;
// no prefix may be a prefix of another. Add new ones here and in doc.go.
const (
	PrefixReputation = "rep/"  // reputation ledger: rep/<20-byte address>
	PrefixQueue      = "q/"    // durable job queue (M27)
	PrefixLedger     = "led/"  // records of money owed (M27); open WithSyncWrites
	PrefixBlocks     = "blk/"  // content blocks (blockstore)
	PrefixMeta       = "meta/" // reserved for node-local settings
	PrefixPins       = "pin/"  // content roots added or fetched (content.PinPrefix)
	PrefixClientJobs = "cj/"   // a client's records of the jobs it posted
	PrefixValidation = "val/"  // a validator's records of the results it saw
)

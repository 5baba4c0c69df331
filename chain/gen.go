package chain

// Compiles chain/contracts with the pinned solcjs and OpenZeppelin versions
// and regenerates chain/artifacts and the abigen v2 bindings in
// chain/bindings. Needs node and npm (npm only the first time).
//go:generate ../scripts/compile-contracts.sh

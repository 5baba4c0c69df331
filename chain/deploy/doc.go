// Package deploy puts Tensora's whole contract set on any EVM chain over
// JSON-RPC (`tensora chain deploy`): the contracts `tensora chain dev`
// deploys (chain.DeployWith's twelve), subnet 1 with the given parameters,
// handed to governance, and optional TORA grants, from one funded account,
// after checking the account can pay for it. Each mined transaction is
// reported with its hash and gas.
package deploy

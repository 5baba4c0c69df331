// @tensora/sdk: a TypeScript client for a Tensora node's local API.
//
//   const c = new Client("http://127.0.0.1:5190", { account: accountFromPrivateKey(key) });
//   const { job, output } = await c.run({ model, input, maxFee: "5", spec: "1cpu" });

export { APIFile, Client, defaultDataDir, dial, type ClientOptions, type Result, type Task } from "./client.js";
export { Gateway, type ChatMessage, type ChatRequest, type ChatResult, type Usage } from "./gateway.js";
export {
  accountFromKeystore,
  accountFromMnemonic,
  accountFromPrivateKey,
  decryptKeystore,
  type KeystoreV3,
} from "./account.js";
export { TensoraError, codeForStatus, type ErrorSource } from "./errors.js";
export {
  HeaderBody,
  HeaderSignature,
  HeaderTime,
  bodyHash,
  queryEscape,
  requestMessage,
  signRequest,
  type Signer,
} from "./sign.js";
export { MaxTokenTTLMs, TokenPrefix, makeToken, tokenMessage, type TokenOptions } from "./token.js";
export {
  doneStates,
  isDone,
  type Exclusion,
  type Info,
  type Job,
  type JobRequest,
  type MintedToken,
  type ModelObject,
  type Step,
} from "./types.js";

// Gateway API tokens, as package api/auth writes them (token.go): a
// Sign-In-with-Ethereum style message, signed once as a personal message,
// carried as `tensora1.<base64url message>.<base64url signature>`.

import { getAddress, hexToBytes, type Hex } from "viem";
import { randomBytes } from "node:crypto";
import { goSignature, type Signer } from "./sign.js";

export const TokenPrefix = "tensora1.";
export const TokenStatement =
  "Tensora API token: the holder may use this node's OpenAI-compatible gateway; the node's wallet pays for the jobs.";
/** The longest a token may be good for (auth.MaxTokenTTL): 30 days. */
export const MaxTokenTTLMs = 30 * 24 * 3600 * 1000;

export interface TokenOptions {
  /** The node whose gateway the token opens (GET /api/v1/info's address). */
  node: string;
  /** The gateway's base URL, e.g. http://127.0.0.1:5190/v1. */
  uri: string;
  /** The chain the node settles on (info.chain_id; 0 when none). */
  chainId?: number | bigint;
  /** How long it is good for, in milliseconds (default one day, at most 30 days). */
  ttlMs?: number;
  /** Issue time, unix milliseconds (default now); truncated to the second. */
  now?: number;
  /** The nonce (default 8 random bytes, hex). */
  nonce?: string;
}

function rfc3339(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** tokenMessage is the text a token signs, exactly as auth.Token.Message writes it. */
export function tokenMessage(signer: string, o: TokenOptions): string {
  const ttl = o.ttlMs ?? 24 * 3600 * 1000;
  if (!(ttl > 0) || ttl > MaxTokenTTLMs) throw new RangeError(`token lifetime ${ttl} ms: want more than 0 and at most 30 days`);
  const u = new URL(o.uri);
  if ((u.protocol !== "http:" && u.protocol !== "https:") || u.username || u.search || u.hash) {
    throw new TypeError(`gateway URI ${JSON.stringify(o.uri)}: want an http(s) URL like http://127.0.0.1:5190/v1`);
  }
  const issued = Math.floor((o.now ?? Date.now()) / 1000) * 1000;
  const nonce = o.nonce ?? randomBytes(8).toString("hex");
  const uri = o.uri.endsWith("/") ? o.uri.slice(0, -1) : o.uri;
  return (
    `${u.host} wants you to sign in with your Ethereum account:\n${getAddress(signer)}\n\n${TokenStatement}\n\n` +
    `URI: ${uri}\nVersion: 1\nChain ID: ${BigInt(o.chainId ?? 0)}\nNonce: ${nonce}\n` +
    `Issued At: ${rfc3339(issued)}\nExpiration Time: ${rfc3339(issued + ttl)}\n` +
    `Resources:\n- tensora:node:${getAddress(o.node)}`
  );
}

/**
 * makeToken signs a gateway API token with signer (the node's wallet or an
 * address in its api_allow): the bearer key of the OpenAI-compatible gateway.
 */
export async function makeToken(signer: Signer, o: TokenOptions): Promise<string> {
  const msg = tokenMessage(signer.address, o);
  const sig = await signer.signMessage({ message: { raw: new TextEncoder().encode(msg) } });
  return encodeToken(msg, ("0x" + goSignature(sig)) as Hex);
}

/** encodeToken writes a token from a message and its 65-byte signature. */
export function encodeToken(msg: string, sig: Hex): string {
  return TokenPrefix + Buffer.from(msg, "utf8").toString("base64url") + "." + Buffer.from(hexToBytes(sig)).toString("base64url");
}

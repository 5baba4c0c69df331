// Request signing, byte for byte as package api/auth does it (auth.Sign):
// an EIP-191 personal message naming the node, the method, the URI as
// sent, the time in unix milliseconds and the keccak256 of the body.
// test/sign.test.js checks this against vectors the Go side wrote.

import { getAddress, keccak256, type Hex, type LocalAccount } from "viem";

/** The headers of a signed request. */
export const HeaderTime = "X-Tensora-Time";
export const HeaderBody = "X-Tensora-Body";
export const HeaderSignature = "X-Tensora-Signature";

/** Something that signs personal messages: a viem local account. */
export type Signer = Pick<LocalAccount, "address" | "signMessage">;

const utf8 = new TextEncoder();

/** bodyHash is the keccak256 of the body bytes, 0x-hex (what X-Tensora-Body carries). */
export function bodyHash(body: Uint8Array): Hex {
  return keccak256(body);
}

/**
 * requestMessage is the text signed for a request to the node at `node`:
 * `uri` is the path and raw query exactly as sent.
 */
export function requestMessage(node: string, method: string, uri: string, ms: number, body: Uint8Array): string {
  return (
    "Tensora API request\n" +
    `node: ${getAddress(node)}\n` +
    `method: ${method.toUpperCase()}\n` +
    `uri: ${uri}\n` +
    `time: ${Math.trunc(ms)}\n` +
    `body: ${bodyHash(body)}`
  );
}

/**
 * signRequest returns the three signature headers for a request. The
 * signature is 65 bytes of hex without 0x, with v as 0 or 1, as
 * go-ethereum's crypto.Sign writes it (the node takes 27/28 too).
 */
export async function signRequest(
  signer: Signer,
  node: string,
  method: string,
  uri: string,
  body: Uint8Array,
  now: number = Date.now(),
): Promise<Record<string, string>> {
  const ms = Math.trunc(now);
  const msg = requestMessage(node, method, uri, ms, body);
  const sig = await signer.signMessage({ message: { raw: utf8.encode(msg) } });
  return {
    [HeaderTime]: String(ms),
    [HeaderBody]: bodyHash(body),
    [HeaderSignature]: goSignature(sig),
  };
}

/** goSignature rewrites a wallet's r‖s‖v (v 27/28) with v as 0/1. */
export function goSignature(sig: Hex): string {
  const hex = sig.slice(2).toLowerCase();
  if (hex.length !== 130) throw new Error(`signature of ${hex.length / 2} bytes, want 65`);
  let v = parseInt(hex.slice(128), 16);
  if (v >= 27) v -= 27;
  return hex.slice(0, 128) + v.toString(16).padStart(2, "0");
}

/**
 * queryEscape escapes a query value as Go's url.QueryEscape does, so the
 * URI signed is the URI the node reads back, whatever fetch normalizes.
 */
export function queryEscape(s: string): string {
  return encodeURIComponent(s)
    .replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase())
    .replace(/%20/g, "+");
}

// The TS side signs exactly what api/auth signs: the vectors were written
// by the Go SDK's signer (sdk/typescript_test.go, which also checks they
// are still what Go signs today).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { accountFromPrivateKey, makeToken, queryEscape, requestMessage, signRequest, tokenMessage } from "../dist/index.js";

const v = JSON.parse(readFileSync(new URL("./testdata/vectors.json", import.meta.url), "utf8"));
const account = accountFromPrivateKey(v.key);

test("the vector key is the vector address", () => {
  assert.equal(account.address, v.address);
});

for (const r of v.requests) {
  test(`request signature matches Go byte for byte: ${r.comment}`, async () => {
    const body = Buffer.from(r.body_hex, "hex");
    assert.equal(requestMessage(v.node, r.method, r.uri, v.time_ms, body), r.message);
    const headers = await signRequest(account, v.node, r.method, r.uri, body, v.time_ms);
    assert.deepEqual(headers, r.headers);
    if (r.name) assert.equal(r.uri, "/api/v1/content?name=" + queryEscape(r.name), "queryEscape is Go's url.QueryEscape");
  });
}

test("a node address in lower case signs the same (checksummed in the message)", async () => {
  const r = v.requests[0];
  const body = Buffer.from(r.body_hex, "hex");
  assert.deepEqual(await signRequest(account, v.node.toLowerCase(), r.method, r.uri, body, v.time_ms), r.headers);
});

test("gateway token matches auth.SignToken byte for byte", async () => {
  const t = v.token;
  const opts = { node: v.node, uri: t.uri, chainId: t.chain_id, nonce: t.nonce, now: t.issued_ms, ttlMs: t.ttl_ms };
  assert.equal(tokenMessage(account.address, opts), t.message);
  assert.equal(await makeToken(account, opts), t.token);
});

test("a token longer than 30 days is refused before signing", async () => {
  await assert.rejects(makeToken(account, { node: v.node, uri: "http://127.0.0.1:5190/v1", ttlMs: 31 * 24 * 3600e3 }), RangeError);
});

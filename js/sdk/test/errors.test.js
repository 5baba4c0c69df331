// Errors carry the node's reason: a stub server answers as the node does.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { Client, Gateway, TensoraError, accountFromPrivateKey } from "../dist/index.js";

async function stub(handler) {
  const srv = createServer(handler);
  await new Promise((r) => srv.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${srv.address().port}`, close: () => new Promise((r) => srv.close(r)) };
}

const rows = [
  // The node's JSON error body: its text is the reason, the status names the code.
  { status: 404, body: '{"error":"unknown job ab12"}', code: "not_found", reason: "unknown job ab12" },
  { status: 402, body: '{"error":"escrow 1 TORA does not cover max fee 5 TORA"}', code: "payment_required", reason: "escrow 1 TORA does not cover max fee 5 TORA" },
  // Not JSON (a proxy in between): the text is the reason.
  { status: 502, body: "upstream went away\n", code: "bad_gateway", reason: "upstream went away" },
  // A status without a name of its own.
  { status: 418, body: '{"error":"teapot"}', code: "http_418", reason: "teapot" },
];

for (const r of rows) {
  test(`HTTP ${r.status} is TensoraError ${r.code}`, async () => {
    const s = await stub((_, res) => {
      res.writeHead(r.status, { "Content-Type": "application/json" });
      res.end(r.body);
    });
    try {
      const err = await new Client(s.url).job("ab12").then(() => null, (e) => e);
      assert.ok(err instanceof TensoraError, String(err));
      assert.deepEqual([err.status, err.code, err.reason, err.source], [r.status, r.code, r.reason, "api"]);
    } finally {
      await s.close();
    }
  });
}

test("a mutating call without an account is refused before it leaves the process", async () => {
  const err = await new Client("http://127.0.0.1:1").cancel("ab12").then(() => null, (e) => e);
  assert.ok(err instanceof TensoraError);
  assert.deepEqual([err.status, err.code, err.source], [0, "unsigned", "client"]);
});

test("the gateway's OpenAI-shaped error keeps its code and type", async () => {
  const s = await stub((_, res) => {
    res.writeHead(404, { "Content-Type": "application/json" });
    res.end('{"error":{"message":"no miner serves model bafk","type":"invalid_request_error","param":"model","code":"model_not_found"}}');
  });
  try {
    const err = await new Gateway(s.url + "/v1", "tok").models().then(() => null, (e) => e);
    assert.ok(err instanceof TensoraError);
    assert.deepEqual([err.status, err.code, err.type, err.reason, err.source], [404, "model_not_found", "invalid_request_error", "no miner serves model bafk", "gateway"]);
  } finally {
    await s.close();
  }
});

test("signed calls carry the three headers over the body sent", async () => {
  const seen = [];
  const s = await stub((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(req.url === "/api/v1/info" ? '{"address":"0x702d28fd87f8f0335c0ed1af11ffc2fba09d98c4"}' : '{"cid":"bafkx"}');
    });
  });
  try {
    const c = new Client(s.url, { account: accountFromPrivateKey("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318") });
    assert.equal(await c.upload(new Uint8Array([1, 2, 3]), "a b.onnx"), "bafkx");
    const up = seen.find((r) => r.method === "POST");
    assert.equal(up.url, "/api/v1/content?name=a+b.onnx");
    assert.equal(up.headers["x-tensora-body"], "0xf1885eda54b7a053318cd41e2093220dab15d65381b1157a3633a83bfd5c9239");
    assert.match(up.headers["x-tensora-signature"], /^[0-9a-f]{128}0[01]$/);
    assert.match(up.headers["x-tensora-time"], /^\d{13}$/);
  } finally {
    await s.close();
  }
});

test("with a session, calls carry it as the bearer and sign nothing", async () => {
  const seen = [];
  const s = await stub((req, res) => {
    req.resume();
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers });
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end('{"cid":"bafkx"}');
    });
  });
  try {
    const c = new Client(s.url, { session: "tensora-session1.bWVzc2FnZQ.c2ln" });
    assert.equal(await c.upload(new Uint8Array([1, 2, 3]), "m.onnx"), "bafkx");
    assert.deepEqual(seen.map((r) => r.method), ["POST"]); // no info read: nothing to sign for
    assert.equal(seen[0].headers.authorization, "Bearer tensora-session1.bWVzc2FnZQ.c2ln");
    assert.equal(seen[0].headers["x-tensora-signature"], undefined);
  } finally {
    await s.close();
  }
});

test("dial without a running node is no_node", async () => {
  const { dial } = await import("../dist/index.js");
  const { mkdtemp } = await import("node:fs/promises");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = await mkdtemp(join(tmpdir(), "tensora-dial-"));
  const err = await dial(dir).then(() => null, (e) => e);
  assert.ok(err instanceof TensoraError && err.code === "no_node", String(err));
});

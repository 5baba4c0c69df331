// Against a real node: sdk/typescript_test.go (TestTypeScriptSDK) starts a
// two-miner testnet behind the client's API and sets TENSORA_TEST_*; run
// alone, these tests skip.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { generatePrivateKey } from "viem/accounts";
import { Client, Gateway, TensoraError, accountFromPrivateKey, dial, makeToken } from "../dist/index.js";

const env = process.env;
const skip = env.TENSORA_TEST_API ? false : "no node: run it through `go test ./sdk -run TestTypeScriptSDK`";

test("against a node", { skip, timeout: 120_000 }, async (t) => {
  const account = accountFromPrivateKey(env.TENSORA_TEST_KEY);
  const c = new Client(env.TENSORA_TEST_API, { account });

  await t.test("dial finds the node from its data directory", async () => {
    const d = await dial(env.TENSORA_TEST_DATADIR);
    assert.equal(d.base, env.TENSORA_TEST_API);
  });

  await t.test("info names the node", async () => {
    const info = await c.info();
    assert.equal(info.address, env.TENSORA_TEST_NODE);
    assert.ok(info.roles.includes("client"), `roles ${info.roles}`);
  });

  await t.test("run: upload, post, wait, download the verified output", async () => {
    const steps = [];
    const { job, output } = await c.run({
      model: readFileSync(env.TENSORA_TEST_MODEL),
      input: readFileSync(env.TENSORA_TEST_INPUT),
      maxFee: "5",
      spec: "1cpu",
      engine: "onnx",
      onStep: (s) => steps.push(s.state),
    });
    assert.equal(job.state, "verified");
    assert.equal(output.length, job.output_bytes);
    for (const want of ["announced", "assigned", "executed", "verified"]) assert.ok(steps.includes(want), `timeline ${steps} lacks ${want}`);
    // status and result on their own, as a caller that kept the id does.
    const again = await c.status(job.id);
    assert.equal(again.result_hash, job.result_hash);
    assert.deepEqual(await c.result(job.id), output);
  });

  await t.test("a job posted then cancelled", async () => {
    const model = await c.upload(readFileSync(env.TENSORA_TEST_MODEL), "model.onnx");
    // A spec no miner meets, in a long auction, keeps the job open until it is cancelled.
    const id = await c.post({ subnet: 1, model, max_fee: "5", spec: "4096cpu", engine: "onnx", auction: true, bid_window_ms: 60_000 });
    await c.cancel(id);
    const err = await c.wait(id).then(() => null, (e) => e);
    assert.ok(err instanceof TensoraError && err.code === "job_cancelled", String(err));
  });

  await t.test("the node's refusals are TensoraErrors with its reason", async () => {
    const missing = await c.status("00".repeat(32)).then(() => null, (e) => e);
    assert.ok(missing instanceof TensoraError, String(missing));
    assert.equal(missing.status, 404);
    assert.equal(missing.code, "not_found");
    assert.ok(missing.reason.length > 0);

    const stranger = new Client(env.TENSORA_TEST_API, { account: accountFromPrivateKey(generatePrivateKey()) });
    const denied = await stranger.upload(new Uint8Array([1]), "x").then(() => null, (e) => e);
    assert.ok(denied instanceof TensoraError, String(denied));
    assert.deepEqual([denied.status, denied.code], [403, "forbidden"]);
    assert.match(denied.reason, /signer not allowed/);
  });

  await t.test("the gateway with a token the SDK signed", async () => {
    const info = await c.info();
    const uri = env.TENSORA_TEST_API + "/v1";
    const g = new Gateway(uri, await makeToken(account, { node: info.address, uri, chainId: info.chain_id ?? 0 }));
    assert.deepEqual(await g.models(), [], "no miner serves an LLM on this testnet");
    const err = await g.chat({ model: "bafkreinosuchmodel", messages: [{ role: "user", content: "hi" }] }).then(() => null, (e) => e);
    assert.ok(err instanceof TensoraError && err.source === "gateway", String(err));
    assert.equal(err.code, "model_not_found", `${err.status} ${err.code}: ${err.reason}`);

    // A token the node mints for a caller it trusts (here a signed request;
    // a session does the same): signed by the node, for its gateway.
    const minted = await c.mintToken(60);
    assert.equal(minted.signer, info.address);
    assert.equal(minted.uri, uri);
    assert.deepEqual(await new Gateway(uri, minted.token).models(), []);
    const tooLong = await c.mintToken(3600).then(() => null, (e) => e);
    assert.ok(tooLong instanceof TensoraError && tooLong.status === 400, String(tooLong));

    const bad = new Gateway(uri, await makeToken(accountFromPrivateKey(generatePrivateKey()), { node: info.address, uri }));
    const refused = await bad.models().then(() => null, (e) => e);
    // A token signed by a wallet the node does not allow: 401, in OpenAI's shape.
    assert.ok(refused instanceof TensoraError && refused.source === "gateway", String(refused));
    assert.equal(refused.status, 401);
    assert.match(refused.reason, /signer not allowed/);
  });
});

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { TensoraError, accountFromKeystore, accountFromMnemonic, accountFromPrivateKey, decryptKeystore } from "../dist/index.js";

const v = JSON.parse(readFileSync(new URL("./testdata/vectors.json", import.meta.url), "utf8"));

test("a go-ethereum keystore (light scrypt) decrypts to its key", async () => {
  assert.equal(await decryptKeystore(JSON.stringify(v.keystore), v.keystore_passphrase), "0x" + v.key);
  const a = await accountFromKeystore(v.keystore, v.keystore_passphrase);
  assert.equal(a.address, v.address);
});

test("a wrong passphrase is bad_passphrase (the MAC does not match)", async () => {
  await assert.rejects(decryptKeystore(v.keystore, "wrong"), (e) => e instanceof TensoraError && e.code === "bad_passphrase");
});

test("a keystore naming another address is refused", async () => {
  const ks = { ...v.keystore, address: "0000000000000000000000000000000000000001" };
  await assert.rejects(decryptKeystore(ks, v.keystore_passphrase), (e) => e instanceof TensoraError && e.code === "bad_keystore");
});

test("a private key with or without 0x", () => {
  assert.equal(accountFromPrivateKey(v.key).address, v.address);
  assert.equal(accountFromPrivateKey("0x" + v.key).address, v.address);
});

test("a mnemonic derives m/44'/60'/0'/0/i", () => {
  // The well-known development mnemonic and its first two addresses.
  const phrase = "test test test test test test test test test test test junk";
  assert.equal(accountFromMnemonic(phrase).address, "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
  assert.equal(accountFromMnemonic(phrase, 1).address, "0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
});

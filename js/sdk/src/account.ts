// Accounts: the wallet that signs requests, from a private key, a
// mnemonic or a go-ethereum keystore file (v3, as `tensora` keeps its
// wallets under <datadir>/keystore).

import { createDecipheriv, pbkdf2, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { bytesToHex, concat, getAddress, keccak256, type Hex, type LocalAccount } from "viem";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import { clientError } from "./errors.js";

export { mnemonicToAccount, privateKeyToAccount };

/** accountFromPrivateKey takes 32 bytes of hex, with or without 0x. */
export function accountFromPrivateKey(key: string): LocalAccount {
  const hex = (key.startsWith("0x") ? key : "0x" + key) as Hex;
  return privateKeyToAccount(hex);
}

/** accountFromMnemonic derives m/44'/60'/0'/0/{index} (default 0) from a BIP-39 phrase. */
export function accountFromMnemonic(phrase: string, index = 0): LocalAccount {
  return mnemonicToAccount(phrase.trim(), { addressIndex: index });
}

/** A go-ethereum keystore file (Web3 Secret Storage v3). */
export interface KeystoreV3 {
  version: number;
  address?: string;
  id?: string;
  crypto?: KeystoreCrypto;
  Crypto?: KeystoreCrypto;
}

interface KeystoreCrypto {
  cipher: string;
  ciphertext: string;
  cipherparams: { iv: string };
  kdf: string;
  kdfparams: { dklen: number; salt: string; n?: number; r?: number; p?: number; c?: number; prf?: string };
  mac: string;
}

const scryptAsync = promisify(scrypt) as (pw: Buffer, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const pbkdf2Async = promisify(pbkdf2);

/**
 * decryptKeystore returns the private key (0x-hex) of a v3 keystore:
 * scrypt (or pbkdf2) derives the key, the MAC (keccak256 of the derived
 * key's second half and the ciphertext) must match, and aes-128-ctr
 * decrypts. A wrong passphrase is a TensoraError with code bad_passphrase.
 */
export async function decryptKeystore(json: string | KeystoreV3, passphrase: string): Promise<Hex> {
  const ks: KeystoreV3 = typeof json === "string" ? JSON.parse(json) : json;
  const c = ks.crypto ?? ks.Crypto;
  if (ks.version !== 3 || !c) throw clientError("bad_keystore", `keystore version ${ks.version}: want a v3 keystore`);
  if (c.cipher !== "aes-128-ctr") throw clientError("bad_keystore", `keystore cipher ${c.cipher}: want aes-128-ctr`);
  const kp = c.kdfparams;
  const salt = Buffer.from(kp.salt, "hex");
  const pw = Buffer.from(passphrase, "utf8");
  let dk: Buffer;
  if (c.kdf === "scrypt") {
    const { n = 0, r = 0, p = 0 } = kp;
    dk = await scryptAsync(pw, salt, kp.dklen, { N: n, r, p, maxmem: 256 * n * r * p + (1 << 20) });
  } else if (c.kdf === "pbkdf2") {
    if (kp.prf !== "hmac-sha256") throw clientError("bad_keystore", `keystore prf ${kp.prf}: want hmac-sha256`);
    dk = await pbkdf2Async(pw, salt, kp.c ?? 0, kp.dklen, "sha256");
  } else {
    throw clientError("bad_keystore", `keystore kdf ${c.kdf}: want scrypt or pbkdf2`);
  }
  const ciphertext = Buffer.from(c.ciphertext, "hex");
  const mac = keccak256(concat([dk.subarray(16, 32), ciphertext]), "bytes");
  const want = Buffer.from(c.mac, "hex");
  if (want.length !== mac.length || !timingSafeEqual(Buffer.from(mac), want)) {
    throw clientError("bad_passphrase", "could not decrypt the keystore: wrong passphrase (MAC mismatch)");
  }
  const d = createDecipheriv("aes-128-ctr", dk.subarray(0, 16), Buffer.from(c.cipherparams.iv, "hex"));
  const key = bytesToHex(Buffer.concat([d.update(ciphertext), d.final()]));
  if (ks.address) {
    const got = privateKeyToAccount(key).address;
    if (getAddress(got) !== getAddress("0x" + ks.address.replace(/^0x/, ""))) {
      throw clientError("bad_keystore", `keystore says ${ks.address}, its key is ${got}`);
    }
  }
  return key;
}

/** accountFromKeystore decrypts a v3 keystore (its JSON text or object). */
export async function accountFromKeystore(json: string | KeystoreV3, passphrase: string): Promise<LocalAccount> {
  return privateKeyToAccount(await decryptKeystore(json, passphrase));
}

// Client: one node's local API, mirroring the Go SDK (package sdk).

import { readFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import { getAddress, keccak256 } from "viem";
import { apiError, clientError, TensoraError } from "./errors.js";
import { queryEscape, signRequest, type Signer } from "./sign.js";
import { isDone, type Info, type Job, type JobRequest, type MintedToken, type Step } from "./types.js";

export interface ClientOptions {
  /** Signs mutating calls: the node's wallet or an address in its api_allow. Without it the client only reads. */
  account?: Signer;
  /** The fetch to use (default globalThis.fetch). */
  fetch?: typeof fetch;
  /** The clock, unix milliseconds (tests). */
  now?: () => number;
  /** How often wait polls a job, in milliseconds (default 200). */
  pollMs?: number;
  /**
   * A session (what `tensora login` saves in <datadir>/session): sent as
   * Authorization: Bearer on every call instead of signing each mutating
   * one, so no account is needed (docs/api.md, Sessions).
   */
  session?: string;
}

/** A job in one call: model and input bytes, constraints and fee. */
export interface Task {
  subnet?: number;
  model: Uint8Array;
  /** Input tensors (safetensors). */
  input?: Uint8Array;
  spec?: string;
  engine?: string;
  /** The most the job may cost, in TORA ("5"). */
  maxFee: string;
  onStep?: (s: Step) => void;
  signal?: AbortSignal;
}

/** A verified job and its output bytes. */
export interface Result {
  job: Job;
  output: Uint8Array;
}

type Body = Uint8Array | undefined;

/** The file in a node's data directory that holds its API's address while it runs (sdk.APIFile). */
export const APIFile = "api";

/** defaultDataDir is $TENSORA_DATADIR or ~/.tensora (sdk.DefaultDataDir). */
export function defaultDataDir(): string {
  return process.env.TENSORA_DATADIR || join(homedir(), ".tensora");
}

/**
 * dial finds the API of the node running on datadir (default
 * defaultDataDir()) and checks that it answers, as the Go SDK's Dial does.
 * No running node is a TensoraError with code no_node.
 */
export async function dial(datadir: string = defaultDataDir(), opts: ClientOptions = {}): Promise<Client> {
  let base: string;
  try {
    base = (await readFile(join(datadir, APIFile), "utf8")).trim();
  } catch {
    throw clientError("no_node", `no running node on ${datadir} (no ${APIFile} file: start one with \`tensora node start\`)`);
  }
  const c = new Client(base, opts);
  try {
    await c.info(AbortSignal.timeout(2000));
  } catch (e) {
    throw clientError("no_node", `no running node on ${datadir}: ${base} does not answer: ${(e as Error).message}`, e);
  }
  return c;
}

/** Client talks to one node's API ("http://127.0.0.1:5190"). */
export class Client {
  readonly base: string;
  readonly account?: Signer;
  #fetch: typeof fetch;
  #now: () => number;
  #pollMs: number;
  #node?: Promise<string>;
  #session?: string;

  constructor(base: string, opts: ClientOptions = {}) {
    this.base = base.replace(/\/+$/, "");
    this.account = opts.account;
    this.#session = opts.session;
    this.#fetch = opts.fetch ?? globalThis.fetch.bind(globalThis);
    this.#now = opts.now ?? Date.now;
    this.#pollMs = opts.pollMs ?? 200;
  }

  /** The address of the node behind the API, which signed requests name (read once from info). */
  nodeAddress(signal?: AbortSignal): Promise<string> {
    this.#node ??= this.info(signal).then(
      (i) => {
        if (!/^0x[0-9a-fA-F]{40}$/.test(i.address ?? "")) throw clientError("bad_response", `the node's info has no address (${JSON.stringify(i.address)})`);
        return getAddress(i.address);
      },
      (e) => {
        this.#node = undefined; // try again next time
        throw e;
      },
    );
    return this.#node;
  }

  async #do(method: "GET" | "POST", uri: string, body: Body, signal?: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.#session) {
      headers["Authorization"] = "Bearer " + this.#session;
      if (method !== "GET") headers["Content-Type"] = "application/json";
    } else if (method !== "GET") {
      if (!this.account) throw clientError("unsigned", "this call must be signed: the client has no account (or session)");
      const node = await this.nodeAddress(signal);
      Object.assign(headers, await signRequest(this.account, node, method, uri, body ?? new Uint8Array(), this.#now()));
      headers["Content-Type"] = "application/json";
    }
    let resp: Response;
    try {
      resp = await this.#fetch(this.base + uri, { method, headers, body: body as BodyInit | undefined, signal });
    } catch (e) {
      if (signal?.aborted) throw e;
      throw clientError("unreachable", `${method} ${uri}: ${(e as Error).message}`, e);
    }
    if (!resp.ok) throw apiError(resp.status, await resp.text());
    return resp;
  }

  async #json<T>(method: "GET" | "POST", uri: string, body?: Body, signal?: AbortSignal): Promise<T> {
    const resp = await this.#do(method, uri, body, signal);
    const text = await resp.text();
    try {
      return JSON.parse(text) as T;
    } catch (e) {
      throw clientError("bad_response", `${method} ${uri}: decode answer: ${(e as Error).message}`, e);
    }
  }

  /** info reads GET /api/v1/info: the node's identity, roles and version. */
  info(signal?: AbortSignal): Promise<Info> {
    return this.#json<Info>("GET", "/api/v1/info", undefined, signal);
  }

  /** upload adds content (a model, an input) to the node and returns its CID. */
  async upload(data: Uint8Array, name: string, signal?: AbortSignal): Promise<string> {
    const v = await this.#json<{ cid: string }>("POST", "/api/v1/content?name=" + queryEscape(name), data, signal);
    return v.cid;
  }

  /** download reads content the node holds (a verified job's output). */
  async download(cid: string, signal?: AbortSignal): Promise<Uint8Array> {
    const resp = await this.#do("GET", "/api/v1/content/" + encodeURIComponent(cid), undefined, signal);
    return new Uint8Array(await resp.arrayBuffer());
  }

  /** post publishes a job and returns its id once it is announced. */
  async post(req: JobRequest, signal?: AbortSignal): Promise<string> {
    const v = await this.#json<{ id: string }>("POST", "/api/v1/jobs", json(req), signal);
    return v.id;
  }

  /** cancel stops a job posted through this node's API. */
  async cancel(id: string, signal?: AbortSignal): Promise<void> {
    await this.#do("POST", `/api/v1/jobs/${encodeURIComponent(id)}/cancel`, json({}), signal);
  }

  /** job (the Go SDK's Job; status here) reads a job this node posted. */
  async job(id: string, signal?: AbortSignal): Promise<Job> {
    const v = await this.#json<{ client?: Job }>("GET", "/api/v1/jobs/" + encodeURIComponent(id), undefined, signal);
    if (!v.client) throw clientError("not_posted_here", `job ${id} was not posted by this node`);
    return v.client;
  }

  /** status is job under the name the issue uses. */
  status(id: string, signal?: AbortSignal): Promise<Job> {
    return this.job(id, signal);
  }

  /**
   * wait polls a job until it is done, calling onStep on each new timeline
   * step. A failed or cancelled job is a TensoraError (code job_failed or
   * job_cancelled) whose reason is the job's error.
   */
  async wait(id: string, opts: { onStep?: (s: Step) => void; signal?: AbortSignal } = {}): Promise<Job> {
    let seen = 0;
    for (;;) {
      const j = await this.job(id, opts.signal);
      const tl = j.timeline ?? [];
      for (; seen < tl.length; seen++) opts.onStep?.(tl[seen]);
      if (isDone(j)) {
        if (j.state === "failed" || j.state === "cancelled") {
          throw clientError(j.state === "failed" ? "job_failed" : "job_cancelled", `job ${id.slice(0, 8)} ${j.state}: ${j.error ?? ""}`);
        }
        return j;
      }
      await sleep(this.#pollMs, opts.signal);
    }
  }

  /**
   * result downloads a verified job's output and checks it against the
   * verified result hash.
   */
  async result(job: Job | string, signal?: AbortSignal): Promise<Uint8Array> {
    const j = typeof job === "string" ? await this.job(job, signal) : job;
    if (!j.output_cid) throw clientError("no_output", `job ${j.id.slice(0, 8)} is ${j.state}: no output yet`);
    const out = await this.download(j.output_cid, signal);
    const got = keccak256(out).slice(2);
    if (got !== (j.result_hash ?? "").replace(/^0x/, "").toLowerCase()) {
      throw clientError("output_mismatch", `job ${j.id.slice(0, 8)}: output hashes to ${got}, the verified result says ${j.result_hash}`);
    }
    return out;
  }

  /** run uploads the model and input, posts the job, waits for the verified result and downloads the checked output. */
  async run(t: Task): Promise<Result> {
    const model = await this.upload(t.model, "model.onnx", t.signal);
    const input = t.input ? await this.upload(t.input, "input.safetensors", t.signal) : undefined;
    const id = await this.post(
      { subnet: t.subnet || 1, model, input, spec: t.spec, engine: t.engine, max_fee: t.maxFee },
      t.signal,
    );
    const job = await this.wait(id, { onStep: t.onStep, signal: t.signal });
    return { job, output: await this.result(job, t.signal) };
  }

  /** claim claims the node's finalized miner earnings; it returns the TORA claimed. */
  async claim(signal?: AbortSignal): Promise<string> {
    const v = await this.#json<{ claimed_tora: string }>("POST", "/api/v1/claim", json({}), signal);
    return v.claimed_tora;
  }

  /**
   * mintToken asks the node for a gateway API token it signs for its own
   * gateway (POST /api/v1/token): how a logged-in client (a session) reaches
   * the gateway without the wallet's key. ttlSeconds 0 takes the node's
   * default (10 minutes); at most 900, and never past the session.
   */
  async mintToken(ttlSeconds = 0, signal?: AbortSignal): Promise<MintedToken> {
    return this.#json<MintedToken>("POST", "/api/v1/token", json(ttlSeconds ? { ttl_seconds: ttlSeconds } : {}), signal);
  }

  /** get reads any GET call of the API: /api/v1/peers, /api/v1/adverts, /api/v1/balances, ... */
  get<T = unknown>(path: string, signal?: AbortSignal): Promise<T> {
    return this.#json<T>("GET", path, undefined, signal);
  }
}

function json(v: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(v));
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export { TensoraError };

// Gateway: a client of a node's OpenAI-compatible gateway (/v1), mirroring
// the Go SDK's sdk.Gateway: a wallet-signed token is its API key
// (makeToken, or `tensora api token`).

import { clientError, fromGatewayDetail, gatewayError } from "./errors.js";
import type { ModelObject } from "./types.js";

export interface ChatMessage {
  role: string;
  content: string;
}

export interface ChatRequest {
  /** A model CID, as models() lists them. */
  model: string;
  messages: ChatMessage[];
  maxTokens?: number;
  stop?: string[];
  /** Amounts of TORA ("0.5"); unset: the node's defaults. */
  pricePer1k?: string;
  maxFee?: string;
  signal?: AbortSignal;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** A finished chat completion; jobId, miner and fee (TORA) come from the gateway's extension. */
export interface ChatResult {
  text: string;
  finishReason: string;
  usage?: Usage;
  jobId?: string;
  miner?: string;
  fee?: string;
}

export class Gateway {
  /** Ends in /v1, e.g. "http://127.0.0.1:5190/v1". */
  readonly baseURL: string;
  readonly token: string;
  #fetch: typeof fetch;

  constructor(baseURL: string, token: string, opts: { fetch?: typeof fetch } = {}) {
    this.baseURL = baseURL.replace(/\/+$/, "");
    this.token = token;
    this.#fetch = opts.fetch ?? globalThis.fetch.bind(globalThis);
  }

  async #do(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = { Authorization: "Bearer " + this.token };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    let resp: Response;
    try {
      resp = await this.#fetch(this.baseURL + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (e) {
      if (signal?.aborted) throw e;
      throw clientError("unreachable", `${method} ${this.baseURL + path}: ${(e as Error).message}`, e);
    }
    if (!resp.ok) throw gatewayError(resp.status, await resp.text());
    return resp;
  }

  /** models lists GET /v1/models: the LLM models miners advertise now. */
  async models(signal?: AbortSignal): Promise<ModelObject[]> {
    const resp = await this.#do("GET", "/models", undefined, signal);
    const l = (await resp.json()) as { data?: ModelObject[] };
    return l.data ?? [];
  }

  /**
   * chatStream posts a streamed chat completion and hands onText each piece
   * of text as it arrives; the result adds the pieces up and carries the
   * usage, and the job, miner and fee the gateway reports.
   */
  async chatStream(r: ChatRequest, onText?: (s: string) => void | Promise<void>): Promise<ChatResult> {
    const body: Record<string, unknown> = {
      model: r.model,
      messages: r.messages,
      stream: true,
      stream_options: { include_usage: true },
    };
    if (r.maxTokens) body.max_tokens = r.maxTokens;
    if (r.stop?.length) body.stop = r.stop;
    if (r.pricePer1k || r.maxFee) {
      const t: Record<string, string> = {};
      if (r.pricePer1k) t.price_per_1k_tokens = r.pricePer1k;
      if (r.maxFee) t.max_fee = r.maxFee;
      body.tensora = t;
    }
    const resp = await this.#do("POST", "/chat/completions", body, r.signal);
    return readChatStream(resp, onText);
  }

  /** chat is chatStream without a callback: the whole completion. */
  chat(r: ChatRequest): Promise<ChatResult> {
    return this.chatStream(r);
  }
}

/** readChatStream reads OpenAI's server-sent events up to [DONE]. */
async function readChatStream(resp: Response, onText?: (s: string) => void | Promise<void>): Promise<ChatResult> {
  const res: ChatResult = { text: "", finishReason: "" };
  const dec = new TextDecoder();
  let buf = "";
  const reader = resp.body!.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buf += dec.decode(value, { stream: true });
      let nl: number;
      while ((nl = buf.indexOf("\n")) >= 0) {
        const line = buf.slice(0, nl).replace(/\r$/, "");
        buf = buf.slice(nl + 1);
        if (!line.startsWith("data:")) continue; // blank separators, comments, other fields
        const data = line.slice(5).trim();
        if (data === "[DONE]") return res;
        let ev: any;
        try {
          ev = JSON.parse(data);
        } catch (e) {
          throw clientError("bad_response", `gateway stream: bad event ${data.slice(0, 80)}`, e);
        }
        if (ev.error) throw fromGatewayDetail(0, ev.error);
        for (const ch of ev.choices ?? []) {
          const c = ch.delta?.content;
          if (typeof c === "string" && c !== "") {
            res.text += c;
            await onText?.(c);
          }
          if (ch.finish_reason) res.finishReason = ch.finish_reason;
        }
        if (ev.tensora) {
          res.jobId = ev.tensora.job_id;
          res.miner = ev.tensora.miner;
          res.fee = ev.tensora.fee;
        }
        if (ev.usage) res.usage = ev.usage;
      }
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
  throw clientError("bad_response", "gateway stream: ended before [DONE]");
}

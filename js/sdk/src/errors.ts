// Errors: every failure the SDK reports is a TensoraError, so a caller
// branches on `code` (and `status` for the node's answers) and shows
// `reason`, the node's own words.

/** Where an error came from. */
export type ErrorSource =
  | "api" // a non-2xx answer of the node's /api/v1 calls ({"error": "..."})
  | "gateway" // a refusal of the OpenAI-compatible gateway (OpenAI's error shape)
  | "client"; // refused or checked in this process (no key, a failed job, a bad answer)

/**
 * TensoraError is a refusal by the node or the gateway, or a failure the
 * SDK found itself. `status` is the HTTP status (0 when none: a client-side
 * check or an error event inside a stream); `code` is a stable name to
 * branch on; `reason` is the node's message, verbatim.
 */
export class TensoraError extends Error {
  readonly status: number;
  readonly code: string;
  readonly reason: string;
  readonly source: ErrorSource;
  /** The gateway's OpenAI error type ("invalid_request_error"), when it sent one. */
  readonly type?: string;

  constructor(opts: { status: number; code: string; reason: string; source: ErrorSource; type?: string; cause?: unknown }) {
    const where = opts.source === "gateway" ? "gateway" : opts.source === "api" ? "node API" : "tensora";
    super(opts.status ? `${where}: ${opts.reason} (HTTP ${opts.status})` : `${where}: ${opts.reason}`, { cause: opts.cause });
    this.name = "TensoraError";
    this.status = opts.status;
    this.code = opts.code;
    this.reason = opts.reason;
    this.source = opts.source;
    this.type = opts.type;
  }
}

// The node's API says what kind of error by its status (docs/api.md);
// these names are the SDK's, stable across the node's wording.
const statusCodes: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized", // missing, bad, expired or replayed signature
  402: "payment_required", // the escrow does not cover the fee
  403: "forbidden", // a signer the node does not allow
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "too_large",
  429: "too_many_requests",
  502: "bad_gateway", // the chain refused a claim
  503: "unavailable",
};

/** codeForStatus is the `code` of a node API error with this HTTP status. */
export function codeForStatus(status: number): string {
  return statusCodes[status] ?? (status >= 500 ? "server_error" : `http_${status}`);
}

/** apiError reads a non-2xx answer of /api/v1: {"error": "..."} or plain text. */
export function apiError(status: number, text: string): TensoraError {
  let reason = text.trim();
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === "string" && body.error !== "") reason = body.error;
  } catch {
    // not JSON: the text is the reason
  }
  return new TensoraError({ status, code: codeForStatus(status), reason: reason || `HTTP ${status}`, source: "api" });
}

/** gatewayError reads an OpenAI-shaped error ({"error": {message, type, code}}). */
export function gatewayError(status: number, text: string): TensoraError {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown; type?: unknown; code?: unknown } };
    const e = body.error;
    if (e && typeof e.message === "string" && e.message !== "") {
      return fromGatewayDetail(status, e);
    }
  } catch {
    // not JSON
  }
  const reason = text.trim() || `HTTP ${status}`;
  return new TensoraError({ status, code: codeForStatus(status), reason, source: "gateway" });
}

export function fromGatewayDetail(status: number, e: { message?: unknown; type?: unknown; code?: unknown }): TensoraError {
  const type = typeof e.type === "string" ? e.type : undefined;
  const code = typeof e.code === "string" && e.code !== "" ? e.code : (type ?? codeForStatus(status));
  return new TensoraError({ status, code, reason: String(e.message), source: "gateway", type });
}

export function clientError(code: string, reason: string, cause?: unknown): TensoraError {
  return new TensoraError({ status: 0, code, reason, source: "client", cause });
}

// The API's bodies, as package api/apitypes declares them (JSON names).
// Only the fields the SDK's callers are likely to read are spelled out;
// the rest arrive as they are.

/** GET /api/v1/info. */
export interface Info {
  address: string;
  name?: string;
  peer_id: string;
  roles: string[];
  subnets: number[];
  listen: string[];
  light: boolean;
  started_at: string;
  chain_id?: number;
  escrow?: string;
  price_tora?: string;
  min_stake_tora: string;
  version: string;
  api: string;
  [more: string]: unknown;
}

/** POST /api/v1/jobs. max_fee is in TORA ("2.5"); model and input are CIDs. */
export interface JobRequest {
  subnet: number;
  model: string;
  input?: string;
  engine?: string;
  spec?: string;
  max_fee: string;
  bid_window_ms?: number;
  deadline_s?: number;
  /** Place the job by auction even when standing offers could serve it. */
  auction?: boolean;
}

/** One entry of a job's timeline. */
export interface Step {
  state: string;
  at: string;
  detail?: string;
}

/** Why some miners could not take a job. */
export interface Exclusion {
  reason: string;
  miners: number;
  want?: string;
  [more: string]: unknown;
}

/** The client's record of a job it posted (apitypes.JobRecord). */
export interface Job {
  id: string;
  subnet: number;
  model: string;
  input?: string;
  spec?: string;
  max_fee: string;
  state: string;
  bids: number;
  winner?: string;
  price?: string;
  round: number;
  path?: string;
  output_cid?: string;
  output_bytes?: number;
  result_hash?: string;
  error?: string;
  excluded?: Exclusion[];
  engine?: string;
  posted: string;
  timeline?: Step[];
  [more: string]: unknown;
}

/** States after which a job no longer changes (apitypes.JobRecord.Done). */
export const doneStates: readonly string[] = ["verified", "settled", "disputed", "failed", "cancelled"];

/** isDone says whether a job can still change. */
export function isDone(job: Pick<Job, "state">): boolean {
  return doneStates.includes(job.state);
}

/** A model the gateway lists (GET /v1/models). */
export interface ModelObject {
  id: string;
  object: string;
  created: number;
  owned_by: string;
  tensora?: { miners?: number; [more: string]: unknown };
}

/** A gateway API token the node minted (POST /api/v1/token). */
export interface MintedToken {
  token: string;
  /** the node: it signs the tokens it mints */
  signer: string;
  /** the gateway's base URL the token is for */
  uri: string;
  /** RFC 3339 */
  expires: string;
}

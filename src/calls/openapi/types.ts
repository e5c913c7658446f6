import type { ZodMiniType } from 'zod/mini';
import type { ApiBase } from '../../config';
import type { CallMethod } from '../declare';

/*
 * One call of the contract (docs/openapi.json), as its collector gathers it from the call
 * declarations, the schemas and the report configs (src/mocks/contract/): plain data and zod
 * shapes, which ./document.ts turns into an OpenAPI operation.
 */

/** How a call is authenticated: not at all, by the session token, or also by the API Security token. */
export type ContractAuth = 'public' | 'optional' | 'token' | 'token or API key';

/** A refusal the API documents for a call: its HTTP status, envelope code and message. */
export interface Refusal {
  status: number;
  code: number;
  msg: string;
  /** What the screen shows of an authorization refusal, when it differs from `msg`. */
  permission_msg?: string;
}

/** One query parameter: its shape, and whether every caller sends it. */
export interface QueryParameter {
  shape: ZodMiniType;
  required: boolean;
  /** Values the console sends for it, as examples. */
  examples?: readonly unknown[];
}

export interface ContractCall {
  method: CallMethod;
  base: ApiBase;
  /** Under its base, `{name}` for one segment. */
  path: string;
  /** Unique in the document: `<tag> <what>` made an identifier. */
  operationId: string;
  summary: string;
  /** The group it is listed under: a resource, a report, or the area of a declared call. */
  tag: string;
  /** Who may make it and which records it is checked against (docs/api.md's table). */
  description: string;
  auth: ContractAuth;
  /** Values the console puts in each path placeholder, as examples (a dictionary's names). */
  pathExamples?: Record<string, readonly unknown[]>;
  query?: Record<string, QueryParameter>;
  /** The JSON body it sends (POST, PUT), or the multipart form of an upload. */
  body?: ZodMiniType;
  upload?: boolean;
  /** The shape of the answer's `data`; none: any. */
  answer?: ZodMiniType;
  /** It answers a file of this media type (range) instead of the envelope, unless refused. */
  file?: string;
  /** An update that takes If-Unmodified-Since and may answer 409 with the record now. */
  versioned?: boolean;
  refusals: Refusal[];
}

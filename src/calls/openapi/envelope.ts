import { CONFLICT_CODE, CONFLICT_MESSAGE, VERSION_HEADER } from '../../model/recordVersion';
import { appKey } from '../calls';
import type { JsonSchema } from '../jsonShapes';
import type { Refusal } from './types';

/*
 * The parts every operation of docs/openapi.json shares (docs/api.md, "The envelope" and
 * "Authorization"): the envelope of a success and of a refusal, the not-signed-in and conflict
 * answers, the version header of an update and the two ways a call is authenticated.
 */

/** The header both tokens are sent in, as they are (no `Bearer` prefix). */
export const TOKEN_HEADER = 'Authorization';

/** A refusal's envelope, as an example. */
const exampleOf = (refusal: Refusal) => ({
  summary: refusal.msg,
  value: {
    success: false,
    code: refusal.code,
    msg: refusal.msg,
    ...(refusal.permission_msg
      ? { permission_msg: refusal.permission_msg }
      : refusal.code === 403
        ? { permission_msg: refusal.msg }
        : {}),
  },
});

/** Refusals many calls share, by name: each is written once, in the components' examples. */
export type SharedRefusals = Record<string, Refusal>;

/**
 * Refusals as a media type's named examples (`refused1`...), each its envelope, or a reference to
 * the shared example of the same code and message.
 */
export const refusalExamples = (refusals: readonly Refusal[], shared: SharedRefusals = {}) =>
  Object.fromEntries(
    refusals.map((refusal, index) => {
      const name = Object.keys(shared).find(
        (key) => shared[key].code === refusal.code && shared[key].msg === refusal.msg,
      );
      return [`refused${index + 1}`, name ? { $ref: `#/components/examples/${name}` } : exampleOf(refusal)];
    }),
  );

const SUCCESS: JsonSchema = {
  type: 'object',
  description: 'A call that succeeded; data is null when the call returns nothing',
  properties: {
    success: { const: true },
    code: { const: 0 },
    msg: { type: ['string', 'null'] },
    data: {},
  },
  required: ['success'],
};

const REFUSAL: JsonSchema = {
  type: 'object',
  description:
    'A refused call: HTTP 200 with code 400 (validation, not found, duplicate) or 403 (authorization, with permission_msg), or the HTTP status of the code',
  properties: {
    success: { const: false },
    code: { type: 'integer' },
    msg: { type: 'string' },
    permission_msg: { type: 'string' },
    data: {},
  },
  required: ['success', 'msg'],
};

/** The shared components; `notSignedIn` is the 401 answer's message. */
export function envelopeComponents(notSignedIn: string, shared: SharedRefusals) {
  return {
    schemas: { Success: SUCCESS, Refusal: REFUSAL },
    examples: Object.fromEntries(Object.entries(shared).map(([name, refusal]) => [name, exampleOf(refusal)])),
    responses: {
      NotSignedIn: {
        description: 'No token, or an unknown, closed or expired one: the console signs out',
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Refusal' },
            examples: refusalExamples([{ status: 401, code: 401, msg: notSignedIn }]),
          },
        },
      },
      Conflict: {
        description: `The record changed after the version sent in ${VERSION_HEADER}: data is the record now`,
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Refusal' },
            examples: refusalExamples([
              { status: CONFLICT_CODE, code: CONFLICT_CODE, msg: CONFLICT_MESSAGE },
            ]),
          },
        },
      },
    },
    parameters: {
      IfUnmodifiedSince: {
        name: VERSION_HEADER,
        in: 'header',
        required: false,
        description:
          'The updated_time of the record the form opened, exactly as it was read: a host that keeps versions refuses the update with 409 when the record has changed since',
        schema: { type: 'string' },
      },
    },
    securitySchemes: {
      token: {
        type: 'apiKey',
        in: 'header',
        name: TOKEN_HEADER,
        description: 'The token POST /login answers, sent as it is (no Bearer prefix)',
      },
      apiSecurityToken: {
        type: 'apiKey',
        in: 'header',
        name: TOKEN_HEADER,
        description: `The API Security token (GET ${appKey.path}), in the same header: it reads the reports (the report calls and their exports) and nothing else`,
      },
    },
  };
}

import * as declared from '../../calls/calls';
import type { CallDeclaration } from '../../calls/declare';
import { fileUpload } from '../../calls/requests';
import type { ResourceSchema } from '../../model/types';
import { queryParameters, type Draft } from './drafts';
import { tagOf } from './schemaDrafts';

/*
 * The drafts of the calls declared in src/calls/calls.ts: each named by its export, with its
 * answer, its request (a query for a GET or DELETE, else its body or upload form) and the file it
 * answers; listed with the screen of the resource it is for, else with docs/api.md's section of
 * the module that answers it in mock mode.
 */

/** The area of a declared call, by what answers it: docs/api.md's section for that module. */
function sectionTitles(apiDoc: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const [, title, module] of apiDoc.matchAll(/^### (.+?) \(`src\/mocks\/handlers\/([\w/]+)\.ts`/gm))
    titles.set(module, title);
  return titles;
}

/** The area of a declared call: the screen of the resource it is for, else docs/api.md's section of what answers it. */
function declaredTag(call: CallDeclaration, schemas: readonly ResourceSchema[], titles: Map<string, string>) {
  const access = call.access;
  const schema =
    typeof access === 'object' && 'resource' in access
      ? schemas.find((candidate) => candidate.name === access.resource)
      : undefined;
  return schema ? tagOf(schema) : titles.get(call.mock);
}

export function declaredDrafts(schemas: readonly ResourceSchema[], apiDoc: string): Draft[] {
  const titles = sectionTitles(apiDoc);
  return Object.entries(declared).flatMap(([name, value]) => {
    if (!value || typeof value !== 'object' || !('method' in value) || !('mock' in value)) return [];
    const call = value as CallDeclaration;
    const sendsQuery = call.method === 'GET' || call.method === 'DELETE';
    return [
      {
        rank: 0,
        method: call.method,
        base: call.base ?? 'main',
        path: call.path,
        operationId: name,
        summary: name.replace(/([A-Z])/g, ' $1').toLowerCase(),
        tag: declaredTag(call, schemas, titles) ?? '',
        ...(call.access === 'public' ? { open: true } : {}),
        answer: call.answer,
        file: call.download,
        ...(call.request && sendsQuery ? { query: queryParameters(call.request) } : {}),
        ...(call.request && !sendsQuery ? { body: call.request, upload: call.request === fileUpload } : {}),
      },
    ];
  });
}

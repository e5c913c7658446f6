import type { ContractCall, QueryParameter } from '../../calls/openapi/types';
import type { Draft } from './drafts';

/*
 * One call's drafts (its declaration, its schema's calls, the reports' reads of it) made one
 * description: the first draft by rank names it; the first that gives a body, an answer or a file
 * gives it; the query holds every parameter any of them sends.
 */

/** The query parameters of several callers: each one any of them sends, required when every one does. */
function mergedQuery(drafts: Draft[]): Record<string, QueryParameter> | undefined {
  const names = [...new Set(drafts.flatMap((draft) => Object.keys(draft.query ?? {})))];
  if (!names.length) return undefined;
  return Object.fromEntries(
    names.map((name) => {
      const given = drafts.flatMap((draft) => (draft.query?.[name] ? [draft.query[name]] : []));
      const examples = [...new Set(given.flatMap((parameter) => parameter.examples ?? []))];
      return [
        name,
        {
          shape: given[0].shape,
          required: given.length === drafts.length && given.every((parameter) => parameter.required),
          ...(examples.length ? { examples } : {}),
        },
      ];
    }),
  );
}

/** The values each path placeholder was seen filled with (a dictionary's names). */
function mergedPathExamples(drafts: Draft[]): Record<string, unknown[]> {
  const names = [...new Set(drafts.flatMap((draft) => Object.keys(draft.pathExamples ?? {})))];
  return Object.fromEntries(
    names.map((name) => [
      name,
      [...new Set(drafts.flatMap((draft) => draft.pathExamples?.[name] ?? []))].sort(),
    ]),
  );
}

/** What a call's drafts say of it, sorted by rank first (the declaration, a schema's api call, the rest). */
export function mergeDrafts(
  group: Draft[],
): Omit<ContractCall, 'operationId' | 'description' | 'auth' | 'refusals'> & { first: Draft } {
  const drafts = [...group].sort((a, b) => a.rank - b.rank);
  const [first] = drafts;
  const firstWith = <Key extends keyof Draft>(key: Key) => drafts.find((draft) => draft[key] !== undefined);
  const pathExamples = mergedPathExamples(drafts);
  const query = mergedQuery(drafts);
  const body = firstWith('body');
  const answer = firstWith('answer')?.answer;
  const file = firstWith('file')?.file;
  return {
    first,
    method: first.method,
    base: first.base,
    path: first.path,
    summary: first.summary,
    // Listed with its declaration's area, else with the schema or report that makes it.
    tag: drafts.find((draft) => draft.tag)?.tag ?? first.operationId,
    ...(Object.keys(pathExamples).length ? { pathExamples } : {}),
    ...(query ? { query } : {}),
    ...(body ? { body: body.body, ...(body.upload ? { upload: true } : {}) } : {}),
    ...(answer ? { answer } : {}),
    ...(file ? { file } : {}),
    ...(drafts.some((draft) => draft.versioned) ? { versioned: true } : {}),
  };
}

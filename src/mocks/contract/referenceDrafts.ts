import * as z from 'zod/mini';
import { wholePageSize } from '../../model/references';
import type { ResourceSchema } from '../../model/types';
import { idPart, optionalQuery, type Draft } from './drafts';
import { tagOf } from './schemaDrafts';

/*
 * What a reference field (kind 'reference') asks of the list it names: the labels of a page's
 * references by their ids (the list's `ids` parameter), and its choices, for a `whole` reference
 * every record in one page of a fixed size, with the reference's fixed filter.
 */

/** The referenced lists' calls of every reference field of these schemas. */
export function referenceDrafts(schemas: readonly ResourceSchema[]): Draft[] {
  return schemas.flatMap((schema) =>
    schema.fields.flatMap((field): Draft[] => {
      if (field.kind !== 'reference') return [];
      const target = schemas.find((candidate) => candidate.name === field.reference.resource);
      if (!target) return [];
      const { list } = target.api;
      const size = wholePageSize(field.reference);
      const examples = {
        ...(size !== undefined && list.paging ? { [list.paging.page]: 1, [list.paging.size]: size } : {}),
        ...field.reference.filter,
      };
      return [
        {
          operationId: `${schema.name}${idPart(`${field.key} reference`)}`,
          summary: `${schema.label}: the choices of ${field.label}`,
          tag: tagOf(schema),
          rank: 2,
          method: list.method,
          base: list.base ?? 'main',
          path: list.path,
          query: {
            ...optionalQuery({ [list.ids ?? 'ids']: z.string() }),
            ...Object.fromEntries(
              Object.entries(examples).map(([name, value]) => [
                name,
                {
                  shape: typeof value === 'number' ? z.number() : z.string(),
                  required: false,
                  examples: [value],
                },
              ]),
            ),
          },
        },
      ];
    }),
  );
}

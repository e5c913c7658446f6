import type { ResourceSchema } from './types';

/** Declares a resource; the identity function gives schemas their type. */
export function defineResource(schema: ResourceSchema): ResourceSchema {
  return schema;
}

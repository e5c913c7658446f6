import { afterAll, beforeAll } from 'vitest';
import type { ResourceSchema } from '../../src/model/types';
import { registry } from '../../src/schemas';

/**
 * A throwaway schema in the registry for the tests of this file: the console (menu, routes, data
 * provider) and the embedded API's generic handler read the registry on each use.
 */
export function withSchema(schema: ResourceSchema): void {
  beforeAll(() => {
    registry.push(schema);
  });
  afterAll(() => {
    registry.splice(registry.indexOf(schema), 1);
  });
}

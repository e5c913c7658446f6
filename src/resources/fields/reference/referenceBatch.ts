import type { Values } from '../../../model/types';

/** Fetches several records of a resource by their ids in one call (the dataProvider's getMany). */
export type FetchMany = (resource: string, ids: string[]) => Promise<Values[]>;

interface Waiting {
  resolve: (record: Values | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the ids asked for in one turn of the event loop, per resource, and fetches them in one
 * call: the cells of a page each ask for their own record, and the page makes one request (as
 * react-admin's ReferenceField does). Each asker gets its record, or undefined when the answer
 * does not hold it; a failed call fails every asker of the batch.
 */
export function referenceBatch(fetchMany: FetchMany) {
  const waiting = new Map<string, Map<string, Waiting[]>>();

  async function flush(resource: string) {
    const batch = waiting.get(resource);
    waiting.delete(resource);
    if (!batch) return;
    try {
      const records = await fetchMany(resource, [...batch.keys()]);
      const byId = new Map(records.map((record) => [String(record.id), record]));
      for (const [id, askers] of batch) askers.forEach((asker) => asker.resolve(byId.get(id)));
    } catch (error) {
      for (const askers of batch.values()) askers.forEach((asker) => asker.reject(error));
    }
  }

  return (resource: string, id: string): Promise<Values | undefined> =>
    new Promise((resolve, reject) => {
      let batch = waiting.get(resource);
      if (!batch) {
        batch = new Map();
        waiting.set(resource, batch);
        setTimeout(() => void flush(resource));
      }
      batch.set(id, [...(batch.get(id) ?? []), { resolve, reject }]);
    });
}

/** Rows sent at the same time: a few, never the whole selection at once. */
export const BULK_CONCURRENCY = 3;

export interface BulkFailure<Item> {
  item: Item;
  reason: string;
}

export interface BulkOutcome<Item> {
  done: Item[];
  failed: BulkFailure<Item>[];
}

/**
 * Runs `work` for every item, `concurrency` at a time, in order; reports each finished item to
 * `onProgress` and never stops at a failure: the outcome lists what was done and what failed, why.
 */
export async function runBulk<Item>(
  items: readonly Item[],
  work: (item: Item) => Promise<void>,
  {
    concurrency = BULK_CONCURRENCY,
    onProgress,
  }: { concurrency?: number; onProgress?: (finished: number) => void } = {},
): Promise<BulkOutcome<Item>> {
  const outcome: BulkOutcome<Item> = { done: [], failed: [] };
  let next = 0;
  let finished = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      try {
        await work(item);
        outcome.done.push(item);
      } catch (error) {
        outcome.failed.push({ item, reason: error instanceof Error ? error.message : String(error) });
      }
      finished += 1;
      onProgress?.(finished);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  const order = (item: Item) => items.indexOf(item);
  outcome.done.sort((a, b) => order(a) - order(b));
  outcome.failed.sort((a, b) => order(a.item) - order(b.item));
  return outcome;
}

/** Rows sent at the same time: a few, never the whole selection at once. */
export const BULK_CONCURRENCY = 3;

export interface BulkFailure<Item> {
  item: Item;
  reason: string;
}

/** What `work` returns for an item that needed nothing (already as asked): counted apart. */
export const SKIPPED = 'skipped';

export interface BulkOutcome<Item> {
  done: Item[];
  /** Items already as asked: nothing was done, nothing failed. */
  skipped: Item[];
  failed: BulkFailure<Item>[];
}

/**
 * Runs `work` for every item, `concurrency` at a time, in order; reports each finished item to
 * `onProgress` and never stops at a failure: the outcome lists what was done, what needed nothing
 * (`work` returned SKIPPED) and what failed, why.
 */
export async function runBulk<Item>(
  items: readonly Item[],
  work: (item: Item) => Promise<void | typeof SKIPPED>,
  {
    concurrency = BULK_CONCURRENCY,
    onProgress,
  }: { concurrency?: number; onProgress?: (finished: number) => void } = {},
): Promise<BulkOutcome<Item>> {
  const outcome: BulkOutcome<Item> = { done: [], skipped: [], failed: [] };
  let next = 0;
  let finished = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      try {
        const result = await work(item);
        (result === SKIPPED ? outcome.skipped : outcome.done).push(item);
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
  outcome.skipped.sort((a, b) => order(a) - order(b));
  outcome.failed.sort((a, b) => order(a.item) - order(b.item));
  return outcome;
}

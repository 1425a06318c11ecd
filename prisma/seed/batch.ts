// Large seeds insert in batches: one statement per chunk keeps 1M rows to minutes.
export const BATCH_SIZE = 4000;

export async function insertInBatches<T>(rows: Iterable<T>, insert: (batch: T[]) => Promise<unknown>): Promise<number> {
  let batch: T[] = [];
  let count = 0;
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH_SIZE) {
      await insert(batch);
      count += batch.length;
      batch = [];
    }
  }
  if (batch.length) {
    await insert(batch);
    count += batch.length;
  }
  return count;
}

// Per-request batching: field resolvers ask for one key each, the loader runs one query for all
// keys asked for in the same tick (the idea of graphql/dataloader, in a few lines). Keys travel
// to SQL as one JSON array parameter (`json_each(?)`), since D1 binds at most 100 parameters.

export type Load<K, V> = (key: K) => Promise<V>;

/**
 * `fetchMany` gets the distinct keys of one tick and returns a value per key; a key it leaves
 * out resolves to `missing`. A failed fetch rejects every load of that batch.
 */
export function batchLoader<K, V>(fetchMany: (keys: K[]) => Promise<Map<K, V>>, missing: V): Load<K, V> {
  const cache = new Map<K, Promise<V>>();
  let queue: Array<{ key: K; resolve: (v: V) => void; reject: (e: unknown) => void }> = [];

  const dispatch = async () => {
    const batch = queue;
    queue = [];
    try {
      const found = await fetchMany([...new Set(batch.map((b) => b.key))]);
      for (const b of batch) b.resolve(found.has(b.key) ? found.get(b.key)! : missing);
    } catch (error) {
      for (const b of batch) b.reject(error);
    }
  };

  return (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      // After the current promise jobs, so sibling fields resolved in this pass join the batch.
      if (!queue.length) setTimeout(dispatch, 0);
      queue.push({ key, resolve, reject });
    });
    cache.set(key, promise);
    return promise;
  };
}

/** Groups rows by a key, keeping row order. */
export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** SQL fragment matching a column against a JSON array parameter: `col IN (SELECT value FROM json_each(?))`. */
export const inJson = (column: string) => `${column} IN (SELECT value FROM json_each(?))`;

/** A keyless per-request load (the store config, the category tree): run at most once, on first use. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

/** The rows of one statement. */
export async function allRows<T>(db: D1Database, sql: string, ...params: unknown[]): Promise<T[]> {
  return (await db.prepare(sql).bind(...params).all<T>()).results;
}

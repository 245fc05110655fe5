/**
 * Calls for the same key share one computation, but only one that began after
 * they were made: a caller never gets an answer read before it asked, so an
 * admin who has just saved something sees it (decision 0213).
 *
 * A call that finds its key's computation already running waits for it to end
 * and then shares the next one with every call that arrived meanwhile. So a
 * key has at most one computation running and one waiting, however many
 * callers there are, and a caller waits at most two computations long.
 */
export function createFreshShare<V>(compute: (key: string) => Promise<V>) {
  const running = new Map<string, Promise<V>>();
  const waiting = new Map<string, Promise<V>>();

  function start(key: string): Promise<V> {
    const value = compute(key);
    running.set(key, value);
    const done = () => {
      if (running.get(key) === value) running.delete(key);
    };
    value.then(done, done);
    return value;
  }

  return function share(key: string): Promise<V> {
    const next = waiting.get(key);
    if (next) return next;
    const current = running.get(key);
    if (!current) return start(key);
    const after = current.then(
      () => undefined,
      () => undefined,
    );
    // Leaves `waiting` in the same turn as it starts: a later call never joins it.
    const queued = after.then(() => {
      waiting.delete(key);
      return start(key);
    });
    waiting.set(key, queued);
    return queued;
  };
}

/**
 * A key for a list query: every field, in one order, so the same filters
 * asked in another order share, and a filter added later is never left out.
 */
export function queryKey(query: object): string {
  const fields = Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(fields));
}

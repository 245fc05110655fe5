/**
 * `make(key)` computed once per object and forgotten with it: for what is
 * derived from a list every caller shares (an exam's kept questions), on a
 * path that runs for each request.
 */
export function keptPerObject<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const kept = new WeakMap<K, V>();
  return (key) => {
    if (kept.has(key)) return kept.get(key)!;
    const value = make(key);
    kept.set(key, value);
    return value;
  };
}

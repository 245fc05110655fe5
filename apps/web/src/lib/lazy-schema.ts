/**
 * Stands in for a contract schema until something reads it, then builds it
 * once and forwards everything to it (decision 0209). The web build wraps the
 * contract's top-level schemas in it (app/pure-contract.ts), so a first screen
 * that parses nothing does not pay for building every schema of the modules
 * it imports: zod's constructors were most of the entry's evaluation.
 *
 * Zod's schemas keep their state in instance properties and closures (no
 * private fields), so reading through the proxy behaves as the schema itself;
 * `instanceof` and zod's own type checks read `_zod`, which the proxy forwards.
 * Only identity differs: the proxy is not the built object (the web keeps no
 * schema in a registry or a Map).
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported configurable: the proxy's empty target holds none of these, and
    // a proxy may not report a non-configurable property its target lacks.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

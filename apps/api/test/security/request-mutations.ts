import fc from 'fast-check';
import { anyUnit, hostileString, hostileValue } from './hostile-values';
import type { RouteKey } from './route-inventory';
import type { RouteRequest } from './route-table';

type Path = (string | number)[];

/**
 * One change to a valid request. Described by position rather than applied to
 * a fixed request, so each run can start from a fresh valid one.
 */
export type Mutation =
  | { part: 'body'; kind: 'set'; path: Path; value: unknown }
  | { part: 'body'; kind: 'drop'; path: Path }
  | { part: 'body'; kind: 'replace'; value: unknown }
  | { part: 'query'; key: string; value: string | string[] | null }
  | { part: 'param'; segment: number; wildcard: boolean; value: string };

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) {
    value.slice(0, 3).forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

function valueAt(value: unknown, path: Path): unknown {
  let item = value;
  for (const key of path) item = (item as Record<string | number, unknown>)[key];
  return item;
}

/** The paths of a body's string values, the places a client's text goes. */
export function stringPathsOf(value: unknown): Path[] {
  return pathsOf(value).filter((path) => typeof valueAt(value, path) === 'string');
}

/** The paths of a body's objects, where a client may add a key of its own. */
function objectPathsOf(value: unknown): Path[] {
  return pathsOf(value).filter((path) => {
    const item = valueAt(value, path);
    return item !== null && typeof item === 'object' && !Array.isArray(item);
  });
}

function paramSegments(route: RouteKey): { segment: number; wildcard: boolean }[] {
  const segments = route.split(' ')[1]!.split('/');
  return segments.flatMap((segment, index) =>
    segment.startsWith(':') || segment === '*'
      ? [{ segment: index, wildcard: segment === '*' }]
      : [],
  );
}

/** Every kind of change that fits this route's request. */
export function mutationsFor(route: RouteKey, template: RouteRequest): fc.Arbitrary<Mutation> {
  const options: fc.WeightedArbitrary<Mutation>[] = [];
  const body = template.payload;
  if (Buffer.isBuffer(body)) {
    options.push({
      weight: 2,
      arbitrary: fc
        .uint8Array({ maxLength: 4096 })
        .map((bytes) => ({ part: 'body', kind: 'replace', value: Buffer.from(bytes) })),
    });
  } else if (body !== undefined) {
    const paths = pathsOf(body);
    const fields = paths.filter((path) => path.length > 0);
    options.push(
      {
        weight: 6,
        arbitrary: fc
          .record({ path: fc.constantFrom(...paths), value: hostileValue })
          .map(({ path, value }) => ({ part: 'body', kind: 'set', path, value })),
      },
      {
        weight: 1,
        arbitrary: fc
          .jsonValue({ stringUnit: anyUnit })
          .map((value) => ({ part: 'body', kind: 'replace', value })),
      },
    );
    const strings = stringPathsOf(body);
    if (strings.length > 0) {
      // A valid value with one hostile unit slipped in: it passes every type and format check
      // that a wholly random value fails, and so reaches the service and the database.
      options.push({
        weight: 4,
        arbitrary: fc
          .record({
            path: fc.constantFrom(...strings),
            unit: anyUnit,
            at: fc.nat(),
          })
          .map(({ path, unit, at }) => {
            const valid = valueAt(body, path) as string;
            const cut = at % (valid.length + 1);
            const value = `${valid.slice(0, cut)}${unit}${valid.slice(cut)}`;
            return { part: 'body', kind: 'set', path, value };
          }),
      });
    }
    const objects = objectPathsOf(body);
    if (objects.length > 0) {
      // A key of the client's own choosing: a JSON key is a string like any other.
      options.push({
        weight: 2,
        arbitrary: fc
          .record({ path: fc.constantFrom(...objects), key: hostileString, value: hostileValue })
          .map(({ path, key, value }) => ({
            part: 'body',
            kind: 'set',
            path: [...path, key],
            value,
          })),
      });
    }
    if (fields.length > 0) {
      options.push({
        weight: 2,
        arbitrary: fc.constantFrom(...fields).map((path) => ({ part: 'body', kind: 'drop', path })),
      });
    }
  }
  const keys = Object.keys(template.query ?? {});
  options.push({
    weight: keys.length > 0 ? 4 : 1,
    arbitrary: fc
      .record({
        key: keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), hostileString) : hostileString,
        value: fc.oneof(
          hostileString,
          fc.array(hostileString, { minLength: 2, maxLength: 3 }),
          fc.constant(null),
        ),
      })
      .map(({ key, value }) => ({ part: 'query', key, value })),
  });
  const segments = paramSegments(route);
  if (segments.length > 0) {
    options.push({
      weight: 4,
      arbitrary: fc
        .record({ param: fc.constantFrom(...segments), value: hostileString })
        .map(({ param, value }) => ({ part: 'param', ...param, value })),
    });
  }
  return fc.oneof(...options);
}

function withChange(
  value: unknown,
  path: Path,
  change: (parent: object, key: string | number) => void,
) {
  const copy = structuredClone(value);
  if (path.length === 0) return copy;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path.at(-1)!);
  return copy;
}

/**
 * Like encodeURIComponent, but a lone surrogate becomes the bytes a broken
 * client would send (`%ED%A0%80`) instead of throwing.
 */
function percentEncoded(value: string): string {
  return [...value]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

export function applyMutation(request: RouteRequest, mutation: Mutation): RouteRequest {
  switch (mutation.part) {
    case 'body': {
      if (mutation.kind === 'replace' || (mutation.kind === 'set' && mutation.path.length === 0)) {
        return { ...request, payload: mutation.value };
      }
      const payload =
        mutation.kind === 'set'
          ? withChange(request.payload, mutation.path, (parent, key) => {
              (parent as Record<string | number, unknown>)[key] = mutation.value;
            })
          : withChange(request.payload, mutation.path, (parent, key) => {
              if (Array.isArray(parent)) parent.splice(Number(key), 1);
              else delete (parent as Record<string | number, unknown>)[key];
            });
      return { ...request, payload };
    }
    case 'query': {
      const query: Record<string, string | string[]> = { ...request.query };
      if (mutation.value === null) delete query[mutation.key];
      else query[mutation.key] = mutation.value;
      return { ...request, query };
    }
    case 'param': {
      const segments = request.url.split('/');
      // A wildcard takes the rest of the path, slashes and all.
      const value = mutation.wildcard
        ? mutation.value.split('/').map(percentEncoded).join('/')
        : percentEncoded(mutation.value);
      const kept = mutation.wildcard ? segments.slice(0, mutation.segment) : segments;
      kept[mutation.segment] = value;
      return { ...request, url: kept.join('/') };
    }
  }
}

import type { QueryKey } from '@tanstack/react-query';

// An answer that waited longer than this for its page may be out of date.
const maxAgeMs = 15_000;

interface EarlyRequest {
  request: Promise<unknown>;
  at: number;
  answer?: { data: unknown };
}

const started = new Map<string, EarlyRequest>();

/**
 * Starts a call the page being opened will make, before React renders it; the
 * page's query takes it over (takeEarlyData, takeEarly). It is kept out of the
 * query cache: data landing there during the first render, which React does in
 * slices, makes React redo that render in one blocking task.
 */
export function startEarly(queryKey: QueryKey, request: () => Promise<unknown>): void {
  const key = JSON.stringify(queryKey);
  if (started.has(key)) return;
  const entry: EarlyRequest = { request: request(), at: Date.now() };
  // The query that takes the call reports a failure; here it is only not left unhandled.
  entry.request.then(
    (data) => {
      entry.answer = { data };
    },
    () => undefined,
  );
  started.set(key, entry);
}

function take(queryKey: QueryKey, answered: boolean): EarlyRequest | undefined {
  const key = JSON.stringify(queryKey);
  const entry = started.get(key);
  if (!entry || (answered && !entry.answer)) return undefined;
  started.delete(key);
  return Date.now() - entry.at > maxAgeMs ? undefined : entry;
}

/**
 * The early call's data if it has already arrived, as a query's initialData:
 * the page is then drawn with it in its first render instead of a skeleton.
 */
export function takeEarlyData<T>(queryKey: QueryKey): T | undefined {
  return take(queryKey, true)?.answer?.data as T | undefined;
}

/** The call started early for this query, once; later fetches ask the server again. */
export function takeEarly<T>(queryKey: QueryKey): Promise<T> | undefined {
  return take(queryKey, false)?.request as Promise<T> | undefined;
}

/**
 * Settles once the call started early for this query has answered or failed,
 * at once when none was started; the answer stays for the query to take.
 */
export function earlySettled(queryKey: QueryKey): Promise<void> {
  const entry = started.get(JSON.stringify(queryKey));
  if (!entry) return Promise.resolve();
  return entry.request.then(
    () => undefined,
    () => undefined,
  );
}

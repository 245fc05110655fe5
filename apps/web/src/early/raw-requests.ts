// Loaded by the page before the app's code (decision 0070): nothing here may
// import more than the contract's paths, or this chunk would wait for others.
import { apiPrefix } from '@sabora/contract/paths';

/** One call as it goes over the wire: what must match for an early answer to be taken. */
export interface RawRequest {
  method: string;
  /** Under the API prefix, with its query string. */
  path: string;
  token: string | null;
  /** The JSON body, already serialized. */
  body?: string | undefined;
}

// An answer that waited longer than this for its page may be out of date.
const maxAgeMs = 15_000;

const started = new Map<string, { response: Promise<Response>; at: number }>();

const keyOf = (request: RawRequest) =>
  JSON.stringify([request.method, request.path, request.token, request.body ?? null]);

/** Sends a call with the headers every call of the app carries. */
export function sendRaw(request: RawRequest, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${apiPrefix}${request.path}`, {
    method: request.method,
    headers,
    body: request.body,
    signal,
  });
}

/** Sends a call the first page will make, before the app's code has arrived. */
export function startRaw(request: RawRequest): Promise<Response> {
  const key = keyOf(request);
  const running = started.get(key);
  if (running) return running.response;
  const response = sendRaw(request);
  // The app's call that takes it reports a failure; here it is only not left unhandled.
  response.catch(() => undefined);
  started.set(key, { response, at: Date.now() });
  return response;
}

/** The answer to the same call started early, once and while it is fresh. */
export function takeRaw(request: RawRequest): Promise<Response> | undefined {
  const key = keyOf(request);
  const entry = started.get(key);
  if (!entry) return undefined;
  started.delete(key);
  return Date.now() - entry.at > maxAgeMs ? undefined : entry.response;
}

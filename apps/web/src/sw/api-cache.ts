/**
 * Which API answers the worker keeps for offline use, and in which cache
 * (decision 0171). A student's answers live in a cache named after them, so
 * another account on the same phone never reads them; a visitor's catalogue
 * reads live in the public one. Admins' calls and everything that is not a
 * student's or the catalogue's read are never kept.
 */
export const apiCachePrefix = 'sabora-api-';
export const userCachePrefix = `${apiCachePrefix}user-`;
export const publicApiCache = `${apiCachePrefix}public`;

/**
 * The catalogue's lists are read with a POST (their filters travel in the
 * body, an older contract): reads all the same, kept under a key made of the
 * path and the body. No other POST is ever kept.
 */
export const catalogueReadPost = /^\/api\/shared\/(?:courses|videos)$/;

/** The catalogue, readable without signing in. */
const catalogueRead = /^\/api\/shared\/(?:courses|videos|timed-exams)(?:[/?]|$)/;
/**
 * A student's own pages. The exam draft is left out: offline, the phone's copy
 * of the answers is the truth, and an old draft from the cache must not win.
 */
const studentRead = /^\/api\/user\/(?!exams\/[^/]+\/draft(?:[/?]|$))/;

interface TokenClaims {
  kind?: unknown;
  sub?: unknown;
}

/** The claims of a JWT, read without checking its signature: only to name a cache. */
export function tokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

/** The cache a GET belongs to, or null when it must always go to the network. */
export function apiCacheName(pathWithQuery: string, authorization: string | null): string | null {
  if (!authorization) return catalogueRead.test(pathWithQuery) ? publicApiCache : null;
  const token = /^Bearer (\S+)$/.exec(authorization)?.[1];
  const claims = token ? tokenClaims(token) : null;
  if (claims?.kind !== 'user' || typeof claims.sub !== 'string' || claims.sub === '') return null;
  if (!catalogueRead.test(pathWithQuery) && !studentRead.test(pathWithQuery)) return null;
  return `${userCachePrefix}${encodeURIComponent(claims.sub)}`;
}

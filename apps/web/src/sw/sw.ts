/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { apiCacheName, catalogueReadPost, userCachePrefix } from './api-cache';
import { offlineCopyHeader } from './offline-copy';
import { registerSubmitSync } from './submit-sync';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const day = 24 * 60 * 60;

// The student's shell (decision 0170): listed by vite.config.ts at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerSubmitSync();

// The update prompt's button, and links to an exam (app/pwa/exam-link-switch.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') {
    event.waitUntil(self.skipWaiting());
  }
});

/**
 * Stamps the copy put in the cache with the time it was stored: when the
 * network fails and the copy is served, the page reads the header and says
 * the answer is an offline copy, and from when.
 */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(offlineCopyHeader, String(Date.now()));
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

const stampCopy: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) => (response.ok ? stamped(response) : Promise.resolve(null)),
};

const apiNetworkTimeoutMs = 3000;

/**
 * The page is the same for every route, but the API writes the public
 * settings into it, so the built index.html is not precached: the served page
 * is kept under one key and answers every route offline.
 */
const pages = new NetworkFirst({
  cacheName: 'sabora-pages',
  networkTimeoutSeconds: 4,
  plugins: [
    { cacheKeyWillBeUsed: () => Promise.resolve('/') },
    {
      cacheWillUpdate: ({ response }) => Promise.resolve(response.status === 200 ? response : null),
    },
  ],
});
registerRoute(new NavigationRoute(pages, { denylist: [/^\/api\//, /^\/uploads\//, /^\/demo\//] }));

// Hashed files outside the shell (the admin area, the player) once fetched: they never change.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: 'sabora-assets',
    plugins: [
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * day, purgeOnQuotaError: true }),
    ],
  }),
);

// Course images and other uploads: an image's URL changes when it does.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/uploads/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: 'sabora-uploads',
    plugins: [
      { cacheWillUpdate: ({ response }) => Promise.resolve(response.ok ? response : null) },
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
    ],
  }),
);

const apiStrategies = new Map<string, NetworkFirst>();
function apiStrategy(cacheName: string): NetworkFirst {
  let strategy = apiStrategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      // Short: on a dropped connection the copy shows at once instead of a spinner.
      networkTimeoutSeconds: apiNetworkTimeoutMs / 1000,
      // Each cache holds one account's answers, so what varies between accounts cannot mix.
      matchOptions: { ignoreVary: true },
      plugins: [
        stampCopy,
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
      ],
    });
    apiStrategies.set(cacheName, strategy);
  }
  return strategy;
}

/**
 * Another account's cache goes as soon as a new account's call arrives: the
 * page deletes it at logout too (lib/offline-caches.ts), this covers a page
 * that never got the chance.
 */
let currentUserCache: string | null = null;
async function forgetOtherAccounts(cacheName: string): Promise<void> {
  if (!cacheName.startsWith(userCachePrefix) || cacheName === currentUserCache) return;
  currentUserCache = cacheName;
  for (const name of await caches.keys()) {
    if (name.startsWith(userCachePrefix) && name !== cacheName) await caches.delete(name);
  }
}

// The match hands its cache name to the handler as the route's params: the token is read once.
registerRoute(
  ({ url, request }) => {
    if (url.origin !== self.location.origin || request.method !== 'GET') return false;
    const cacheName = apiCacheName(url.pathname + url.search, request.headers.get('authorization'));
    return cacheName === null ? false : { cacheName };
  },
  async (options) => {
    const { cacheName } = options.params as { cacheName: string };
    await forgetOtherAccounts(cacheName);
    return apiStrategy(cacheName).handle(options);
  },
);

/**
 * The catalogue's POST reads (api-cache.ts), network first like the GETs: the
 * Cache API keeps GETs only, so the copy's key is a GET of the path and body.
 */
async function catalogueFromPost(request: Request, cacheName: string): Promise<Response> {
  const body = await request.clone().text();
  const key = `${request.url}?body=${encodeURIComponent(body)}`;
  const cache = await caches.open(cacheName);
  const network = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(key, await stamped(response.clone()));
    return response;
  });
  const timeout = new Promise<null>((resolve) => {
    setTimeout(() => resolve(null), apiNetworkTimeoutMs);
  });
  const first = await Promise.race([network, timeout]).catch(() => null);
  if (first) return first;
  const copy = await cache.match(key);
  if (copy) {
    network.catch(() => undefined);
    return copy;
  }
  return network;
}

registerRoute(
  ({ url }) => url.origin === self.location.origin && catalogueReadPost.test(url.pathname),
  async ({ request, url }) => {
    const cacheName = apiCacheName(url.pathname, request.headers.get('authorization'));
    if (!cacheName) return fetch(request);
    await forgetOtherAccounts(cacheName);
    return catalogueFromPost(request, cacheName);
  },
  'POST',
);

import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers on this URL; empty when no route has the path at all. */
    allowedMethods(url: string): string[];
  }
}

/**
 * design.md "HTTP semantics": a known path asked with a method it does not
 * take is 405 with `Allow`, not 404. Fastify's router answers only "no route
 * for this method", so every route is also written into a second router of
 * the same kind, asked by the not-found handler for each method in turn.
 * Registered before any route, so `onRoute` sees them all.
 */
export function registerMethodIndex(app: FastifyInstance): void {
  const index = FindMyWay({ ignoreTrailingSlash: false, maxParamLength: 100 });
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat() as HTTPMethod[]) {
      methods.add(method);
      if (!index.hasRoute(method, route.url)) index.on(method, route.url, () => undefined);
    }
  });
  app.decorate('allowedMethods', (url: string) => {
    const path = url.split('?')[0] ?? url;
    return [...methods].filter((method) => index.find(method, path) !== null).sort();
  });
}

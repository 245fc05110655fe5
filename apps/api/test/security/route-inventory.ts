import type { FastifyInstance } from 'fastify';

export const routeMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RouteMethod = (typeof routeMethods)[number];

/** A route as the app registered it, e.g. `GET /api/admin/users/:id`. */
export type RouteKey = `${RouteMethod} ${string}`;

// A line of Fastify's route tree: the drawing, then a path piece, then the methods that end there.
const treeLine = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the running app answers (HEAD aside, which Fastify adds to each
 * GET), read from the router itself so a route added anywhere shows up here.
 */
export function listRoutes(app: FastifyInstance): RouteKey[] {
  const found = new Set<RouteKey>();
  for (const method of routeMethods) {
    const pieces: string[] = [];
    for (const line of app.printRoutes({ method }).split('\n')) {
      const match = treeLine.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      pieces.length = depth;
      pieces.push(match[2]!);
      if (match[3]?.split(', ').includes(method)) found.add(`${method} ${pieces.join('')}`);
    }
  }
  return [...found].sort();
}

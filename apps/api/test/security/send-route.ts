import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from '../support/helper';
import type { RouteMethod } from './route-inventory';
import type { RouteRequest } from './route-table';

/** Sends a route's request as this caller (no Authorization header for a visitor). */
export function sendRoute(
  ctx: TestContext,
  method: RouteMethod,
  request: RouteRequest,
  token?: string,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: request.url,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(request.query ? { query: request.query } : {}),
    ...(request.payload === undefined ? {} : { payload: request.payload as string }),
  });
}

/** Arabic letters: every refusal is worded for the student or admin who reads it. */
export const arabic = /[\u0600-\u06FF]/;

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cleanSearchText, findHostileText, hostileTextMessage } from '@sabora/contract';
import { unprocessable } from '../lib/http-errors';
import { isApiPath } from './error-handler';
import { messages } from '../messages';

function problemsOf(request: FastifyRequest): string[] {
  // A page's address is the web app's to read: it shows the page and drops
  // what it cannot use, instead of a bare JSON refusal in the browser.
  const api = isApiPath(request.url.split('?', 1)[0]!);
  const worded = [
    ...(api ? findHostileText(request.body).map(hostileTextMessage) : []),
    ...(api ? findHostileText(request.query).map(hostileTextMessage) : []),
    // A path parameter is part of the address, not a field the person filled in.
    ...findHostileText(request.params).map(() => messages.malformedPathValue),
  ];
  return [...new Set(worded)];
}

/**
 * design.md "Hostile strings", enforced once for every route before its own
 * schema runs: a control character, lone surrogate, bidi override or an
 * over-long string anywhere in the body, the query, the path or a JSON key is
 * a 422 naming the field (outside /api, only in the path); a search is
 * cleaned of them instead. Nothing behind this hook (a search's ILIKE, an
 * insert) ever sees a NUL, which PostgreSQL refuses with an error.
 */
export function registerHostileInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (typeof query?.search === 'string') query.search = cleanSearchText(query.search);
    const problems = problemsOf(request);
    if (problems.length > 0) throw unprocessable(problems);
  });
}

import type { FastifyRequest } from 'fastify';
import { forbidden } from '../lib/http-errors';
import { messages } from '../messages';
import type { Authenticator } from './authenticate';

/**
 * preHandler for what only a main admin may do (design.md "Admin types"):
 * a signed-in admin whose type is not main gets 403.
 */
export function requireMainAdmin(authenticator: Authenticator) {
  return async (request: FastifyRequest): Promise<void> => {
    await authenticator.requireAdmin(request);
    if (request.admin?.type !== 'main') throw forbidden(messages.mainAdminsOnly);
  };
}

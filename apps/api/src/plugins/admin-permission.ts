import type { FastifyRequest } from 'fastify';
import { can, isDeleteAction, type AdminAction } from '@sabora/contract';
import { forbidden } from '../lib/http-errors';
import { messages } from '../messages';
import type { Authenticator } from './authenticate';

/**
 * onRequest guard reading the contract's permission table (decision 0121):
 * a signed-in admin whose type may not do `action` gets 403 saying why.
 */
export function requirePermission(authenticator: Authenticator, action: AdminAction) {
  return async (request: FastifyRequest): Promise<void> => {
    // A module's own requireAdmin hook may have signed the caller in already.
    if (!request.admin) await authenticator.requireAdmin(request);
    if (request.admin && !can(request.admin.type, action)) {
      throw forbidden(
        isDeleteAction(action) ? messages.mainAdminDeletesOnly : messages.mainAdminsOnly,
      );
    }
  };
}

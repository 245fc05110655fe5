import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../lib/password';
import type { AdminSessionRepository } from './admin-session.repository';

export interface FirstAdmin {
  email: string | undefined;
  password: string | undefined;
}

export const defaultAdminIdentifier = 'admin@sabora.local';

/**
 * Gives an empty database its first main admin, from configuration or with a
 * generated password that is printed this once and never stored in clear.
 */
export async function ensureFirstAdmin(
  admins: AdminSessionRepository,
  configured: FirstAdmin,
  log: FastifyBaseLogger,
): Promise<void> {
  if ((await admins.count()) > 0) return;
  const identifier = (configured.email ?? defaultAdminIdentifier).trim().toLowerCase();
  const password = configured.password ?? randomBytes(12).toString('base64url');
  const created = await admins.insert({
    name: 'المدير',
    identifier,
    passwordHash: await hashPassword(password),
    type: 'main',
  });
  if (!created) return;
  if (configured.password) {
    log.info({ identifier }, 'created the first main admin from ADMIN_EMAIL / ADMIN_PASSWORD');
    return;
  }
  // Printed, not logged as data, so it stands out once on the console and nowhere else.
  process.stdout.write(
    `\n  First admin created. Sign in at /login with\n    ${identifier}\n    ${password}\n  Change this password after signing in.\n\n`,
  );
}

import type { z } from 'zod';
import type {
  Admin,
  adminCreateBody,
  adminPatchBody,
  AdminPasswordResponse,
  AdminsResponse,
  DeletedResponse,
} from '@sabora/contract';
import type { AdminRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/database-errors';
import { conflict, notFound, unprocessable } from '../../lib/http-errors';
import { hashPassword } from '../../lib/password';
import { messages } from '../../messages';
import { toAdminDto } from '../admin-session/admin-dto';
import { changedFields, createdFields, deletedFields, hiddenChange } from '../audit/audit-changes';
import type { Actor, AuditService } from '../audit/audit.service';
import type { AdminAccountsRepository } from './admin-accounts.repository';

interface Deps {
  repository: AdminAccountsRepository;
  audit: AuditService;
  clock: Clock;
}

export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;

// What the audit trail keeps of an admin: never the password hash.
const audited = (row: AdminRow) => ({ name: row.name, identifier: row.identifier, type: row.type });

/** Managing admins (main admins only). There is always at least one main admin. */
export function createAdminAccountsService({ repository, audit, clock }: Deps) {
  async function found(id: string) {
    const row = await repository.findById(id);
    if (!row) throw notFound(messages.adminNotFound);
    return row;
  }

  return {
    async list(): Promise<AdminsResponse> {
      return { admins: (await repository.list()).map(toAdminDto) };
    },

    async get(id: string): Promise<Admin> {
      return toAdminDto(await found(id));
    },

    async create(actor: Actor, body: z.output<typeof adminCreateBody>): Promise<Admin> {
      const { password, ...fields } = body;
      const passwordHash = await hashPassword(password);
      const now = new Date(clock.now());
      const created = await repository.transaction(async (tx) => {
        const row = await repository.insert(tx, {
          ...fields,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        });
        if (!row) throw unprocessable([messages.identifierTaken]);
        await audit.record(tx, {
          actor,
          action: 'admin.create',
          entityType: 'admin',
          entityId: row.id,
          entityLabel: row.name,
          changes: createdFields(audited(row)),
        });
        return row;
      });
      return toAdminDto(created);
    },

    async update(actor: Actor, id: string, patch: z.output<typeof adminPatchBody>): Promise<Admin> {
      try {
        const row = await repository.transaction(async (tx) => {
          const mains = patch.type === 'secondary' ? await repository.lockMainAdmins(tx) : [];
          const before = await repository.lockById(tx, id);
          if (!before) throw notFound(messages.adminNotFound);
          if (before.type === 'main' && patch.type === 'secondary' && mains.length <= 1) {
            throw conflict(messages.lastMainAdmin);
          }
          const after = (await repository.update(tx, id, patch, new Date(clock.now())))!;
          await audit.record(tx, {
            actor,
            action: 'admin.update',
            entityType: 'admin',
            entityId: id,
            entityLabel: after.name,
            changes: changedFields(audited(before), audited(after)),
          });
          return after;
        });
        return toAdminDto(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw unprocessable([messages.identifierTaken]);
        throw error;
      }
    },

    /** Ends the admin's sessions, including the caller's own when it is their password. */
    async changePassword(
      actor: Actor,
      id: string,
      password: string,
    ): Promise<AdminPasswordResponse> {
      const passwordHash = await hashPassword(password);
      await repository.transaction(async (tx) => {
        const changed = await repository.update(tx, id, { passwordHash }, new Date(clock.now()));
        if (!changed) throw notFound(messages.adminNotFound);
        await audit.record(tx, {
          actor,
          action: 'admin.password',
          entityType: 'admin',
          entityId: id,
          entityLabel: changed.name,
          changes: { password: hiddenChange },
        });
      });
      return { message: messages.passwordChanged };
    },

    async remove(actor: Actor, id: string): Promise<DeletedResponse> {
      await repository.transaction(async (tx) => {
        const mains = await repository.lockMainAdmins(tx);
        const target = await repository.lockById(tx, id);
        if (!target) throw notFound(messages.adminNotFound);
        if (target.type === 'main' && mains.length <= 1) throw conflict(messages.lastMainAdmin);
        await repository.remove(tx, id);
        await audit.record(tx, {
          actor,
          action: 'admin.delete',
          entityType: 'admin',
          entityId: id,
          entityLabel: target.name,
          changes: deletedFields(audited(target)),
        });
      });
      return { message: messages.deleted };
    },
  };
}

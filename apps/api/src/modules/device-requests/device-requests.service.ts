import type { z } from 'zod';
import {
  can,
  deviceChangePeriodStart,
  isOverDeviceChangeLimit,
  type DeviceChangeSettings,
  type deviceChangeSettingsPatch,
  type DeviceRequest,
  type deviceRequestApproveBody,
  type deviceRequestDecisionBody,
  type deviceRequestsQuery,
  type DeviceRequestsResponse,
} from '@sabora/contract';
import type { Transaction } from '../../db/executor';
import type { AdminRow, DeviceRequestRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/http-errors';
import { messages } from '../../messages';
import type { AuditService } from '../audit/audit.service';
import { changedFields } from '../audit/audit-changes';
import type { DeviceChangeSettingsStore } from './device-change-settings';
import { toDeviceRequestDto } from './device-request-dto';
import type { DeviceRequestsRepository } from './device-requests.repository';

interface Deps {
  repository: DeviceRequestsRepository;
  settings: DeviceChangeSettingsStore;
  audit: AuditService;
  clock: Clock;
  /** Drops this process's copy of the student; other processes hear it from the database. */
  forgetStudent(id: string): void;
}

type Admin = Pick<AdminRow, 'id' | 'name' | 'type'>;

export type DeviceRequestsService = ReturnType<typeof createDeviceRequestsService>;

/** The assistants' queue of device changes, and the limit on them. */
export function createDeviceRequestsService({
  repository,
  settings,
  audit,
  clock,
  forgetStudent,
}: Deps) {
  /** Locks a request still waiting for a decision; a decided one is a 409, whoever won. */
  async function lockPending(tx: Transaction, id: string): Promise<DeviceRequestRow> {
    const request = await repository.lockById(tx, id);
    if (!request) throw notFound(messages.deviceRequestNotFound);
    if (request.status !== 'pending') throw conflict(messages.deviceRequestDecided);
    return request;
  }

  async function decided(tx: Transaction, row: DeviceRequestRow, admin: Admin) {
    const student = await repository.lockStudent(tx, row.userId);
    const limits = await settings.read(tx);
    const since = new Date(deviceChangePeriodStart(limits, clock.now()));
    return toDeviceRequestDto({
      request: row,
      student: student ?? null,
      decidedBy: { id: admin.id, name: admin.name },
      recentChanges: await repository.approvedSince(tx, row.userId, since),
    });
  }

  return {
    async page(query: z.output<typeof deviceRequestsQuery>): Promise<DeviceRequestsResponse> {
      const limits = await settings.read();
      const since = new Date(deviceChangePeriodStart(limits, clock.now()));
      const { rows, count, pending } = await repository.page(query, since);
      return { requests: rows.map(toDeviceRequestDto), count, pending, settings: limits };
    },

    /**
     * Binds the asked-for device and ends every session. Over the limit only a
     * main admin who says so (`override`) may approve; the request row's lock
     * makes two admins approving at once one decision and one 409.
     */
    async approve(
      admin: Admin,
      id: string,
      body: z.output<typeof deviceRequestApproveBody>,
    ): Promise<DeviceRequest> {
      if (body.override && !can(admin.type, 'device-changes.override')) {
        throw forbidden(messages.mainAdminsOnly);
      }
      let studentId: string | undefined;
      const approved = repository.transaction(async (tx) => {
        const request = await lockPending(tx, id);
        studentId = request.userId;
        const student = await repository.lockStudent(tx, request.userId);
        if (!student) throw notFound(messages.userNotFound);
        const now = clock.now();
        const limits = await settings.read(tx);
        const since = new Date(deviceChangePeriodStart(limits, now));
        const recent = await repository.approvedSince(tx, request.userId, since);
        const over = isOverDeviceChangeLimit(recent, limits);
        if (over && !body.override) {
          throw unprocessable([
            messages.deviceChangeLimitReached(recent, limits.maxChanges, limits.periodDays),
          ]);
        }
        const at = new Date(now);
        const row = await repository.decide(tx, id, {
          status: 'approved',
          note: body.note,
          decidedBy: admin.id,
          decidedAt: at,
        });
        await repository.bindDevice(
          tx,
          request.userId,
          { hash: request.newHash, details: request.newDevice },
          at,
        );
        await audit.record(tx, {
          actor: admin,
          action: 'device-request.approve',
          entityType: 'device-request',
          entityId: id,
          studentId: request.userId,
          entityLabel: student.name,
          changes: {
            requestStatus: { before: 'pending', after: 'approved' },
            ...(body.note ? { note: { before: '', after: body.note } } : {}),
            ...(over ? { overLimit: { before: recent, after: recent + 1 } } : {}),
          },
        });
        return decided(tx, row, admin);
      });
      // The student's kept copy holds the old session version: drop it, committed or not.
      return approved.finally(() => {
        if (studentId) forgetStudent(studentId);
      });
    },

    async reject(
      admin: Admin,
      id: string,
      body: z.output<typeof deviceRequestDecisionBody>,
    ): Promise<DeviceRequest> {
      return repository.transaction(async (tx) => {
        const request = await lockPending(tx, id);
        const row = await repository.decide(tx, id, {
          status: 'rejected',
          note: body.note,
          decidedBy: admin.id,
          decidedAt: new Date(clock.now()),
        });
        await audit.record(tx, {
          actor: admin,
          action: 'device-request.reject',
          entityType: 'device-request',
          entityId: id,
          studentId: request.userId,
          changes: {
            requestStatus: { before: 'pending', after: 'rejected' },
            ...(body.note ? { note: { before: '', after: body.note } } : {}),
          },
        });
        return decided(tx, row, admin);
      });
    },

    settings(): Promise<DeviceChangeSettings> {
      return settings.read();
    },

    async updateSettings(
      admin: Admin,
      patch: z.output<typeof deviceChangeSettingsPatch>,
    ): Promise<DeviceChangeSettings> {
      return repository.transaction(async (tx) => {
        const before = await settings.read(tx);
        const after = { ...before, ...patch };
        const id = await settings.write(tx, after, new Date(clock.now()));
        await audit.record(tx, {
          actor: admin,
          action: 'settings.device-changes',
          entityType: 'settings',
          entityId: id,
          changes: changedFields(before, after),
        });
        return after;
      });
    },
  };
}

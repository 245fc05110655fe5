import type { z } from 'zod';
import type {
  deviceRequestBody,
  DeviceRequestSentResponse,
  DeviceRequestState,
} from '@sabora/contract';
import type { Clock } from '../../lib/clock';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/password';
import { messages } from '../../messages';
import type { AuditService } from '../audit/audit.service';
import type { AccountGuard } from '../auth/account-guard';
import type { PasswordGate } from '../auth/password-gate';
import type { StudentAccountRepository } from '../student-account/student-account.repository';
import { toDeviceRequestState } from './device-request-dto';
import type { DeviceRequestsRepository } from './device-requests.repository';

interface Deps {
  /** The sign-in's own guard and gate: asking is one more way to try a password. */
  guard: AccountGuard;
  gate: PasswordGate;
  users: StudentAccountRepository;
  repository: DeviceRequestsRepository;
  audit: AuditService;
  clock: Clock;
}

export type DeviceRequestAsk = ReturnType<typeof createDeviceRequestAsk>;

/** The student's side: asking from the sign-in page, and hearing back on the next attempt. */
export function createDeviceRequestAsk({ guard, gate, users, repository, audit, clock }: Deps) {
  const answer: DeviceRequestSentResponse = { message: messages.deviceRequestReceived };

  return {
    /**
     * Answers the same for an unknown phone, a wrong password, a device that is
     * not blocked and a recorded request, so nobody learns who has an account.
     * Only the account's own password opens (or updates) a request.
     */
    async ask(form: z.output<typeof deviceRequestBody>): Promise<DeviceRequestSentResponse> {
      const account = `user:${form.phone}`;
      await guard.assertOpen(account);
      const { user, passwordOk } = await gate.run(async () => {
        const found = await users.findByPhone(form.phone);
        return {
          user: found,
          passwordOk: found
            ? await verifyPassword(found.passwordHash, form.password)
            : await verifyAgainstDecoy(form.password),
        };
      });
      if (!user || !passwordOk) {
        await guard.recordFailure(account);
        return answer;
      }
      await guard.recordSuccess(account);
      // Nothing to change: no device bound yet (the next sign-in binds this one), or this one.
      if (user.deviceHash === null || user.deviceHash === form.hash) return answer;
      await repository.transaction(async (tx) => {
        const request = await repository.ask(tx, {
          userId: user.id,
          reason: form.reason,
          oldHash: user.deviceHash,
          newHash: form.hash,
          oldDevice: user.deviceInfo,
          newDevice: form.device ?? null,
          at: new Date(clock.now()),
        });
        await audit.record(tx, {
          // The student is the one acting here; the trail names them as its author.
          actor: { id: user.id, name: user.name },
          action: 'device-request.create',
          entityType: 'device-request',
          entityId: request.id,
          studentId: user.id,
          entityLabel: user.name,
          changes: { changeReason: { before: null, after: form.reason } },
        });
      });
      return answer;
    },

    /** The latest request's state, told with the wrong-device refusal. */
    async latestState(userId: string): Promise<DeviceRequestState | null> {
      const row = await repository.latestOf(userId);
      return row ? toDeviceRequestState(row) : null;
    },
  };
}

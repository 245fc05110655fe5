import type { z } from 'zod';
import type {
  adminLoginBody,
  loginBody,
  SessionAdmin,
  SessionUser,
  signupBody,
  SignupResponse,
} from '@sabora/contract';
import type { Clock } from '../../lib/clock';
import type { DeviceRequestAsk } from '../device-requests/device-request-ask';
import type { AccountGuard } from './account-guard';
import type { PasswordGate } from './password-gate';
import { WrongDevice } from './wrong-device';
import { badRequest, unprocessable } from '../../lib/http-errors';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../lib/password';
import type { TokenService } from '../../lib/tokens';
import { messages } from '../../messages';
import type { AdminSessionRepository } from '../admin-session/admin-session.repository';
import { toAdminDto } from '../admin-session/admin-dto';
import type { StudentAccountRepository } from '../student-account/student-account.repository';
import { toUserDto } from '../student-account/user-dto';

interface Deps {
  guard: AccountGuard;
  gate: PasswordGate;
  users: StudentAccountRepository;
  admins: AdminSessionRepository;
  tokens: TokenService;
  clock: Clock;
  deviceRequests: Pick<DeviceRequestAsk, 'latestState'>;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: Deps) {
  const { guard, gate, users, admins, tokens, clock, deviceRequests } = deps;
  return {
    async signup(form: z.output<typeof signupBody>): Promise<SignupResponse> {
      const now = new Date(clock.now());
      const created = await users.insert({
        name: form.name,
        phone: form.phone,
        fatherPhone: form.fatherPhone,
        passwordHash: await gate.run(() => hashPassword(form.password)),
        level: form.level,
        governorate: form.governorate,
        attendanceType: form.attendanceType,
        deviceHash: form.hash,
        deviceInfo: form.device ?? null,
        lastLoginAt: now,
        createdAt: now,
        updatedAt: now,
      });
      if (!created) throw unprocessable([messages.phoneTaken]);
      const token = tokens.sign({ kind: 'user', sub: created.id, sv: created.sessionVersion });
      return {
        user: { ...toUserDto(created, [], clock.now()), token },
        message: messages.signupWelcome,
      };
    },

    async login(credentials: z.output<typeof loginBody>): Promise<SessionUser> {
      const account = `user:${credentials.phone}`;
      await guard.assertOpen(account);
      const { user, passwordOk } = await gate.run(async () => {
        const found = await users.findByPhone(credentials.phone);
        return {
          user: found,
          passwordOk: found
            ? await verifyPassword(found.passwordHash, credentials.password)
            : await verifyAgainstDecoy(credentials.password),
        };
      });
      if (!user || !passwordOk) {
        await guard.recordFailure(account);
        throw badRequest(messages.wrongCredentials);
      }
      await guard.recordSuccess(account);
      // Checked only after the password, so the device rule reveals nothing to a guesser;
      // the one who knows it hears how their device-change request went.
      if (user.deviceHash !== null && user.deviceHash !== credentials.hash) {
        throw new WrongDevice(await deviceRequests.latestState(user.id));
      }
      await users.recordLogin(user.id, new Date(clock.now()), credentials.hash, credentials.device);
      const token = tokens.sign({ kind: 'user', sub: user.id, sv: user.sessionVersion });
      return { ...toUserDto(user, await users.accessOf(user.id), clock.now()), token };
    },

    async adminLogin(credentials: z.output<typeof adminLoginBody>): Promise<SessionAdmin> {
      const account = `admin:${credentials.identifier}`;
      await guard.assertOpen(account);
      const { admin, passwordOk } = await gate.run(async () => {
        const found = await admins.findByIdentifier(credentials.identifier);
        return {
          admin: found,
          passwordOk: found
            ? await verifyPassword(found.passwordHash, credentials.password)
            : await verifyAgainstDecoy(credentials.password),
        };
      });
      if (!admin || !passwordOk) {
        await guard.recordFailure(account);
        throw badRequest(messages.wrongAdminCredentials);
      }
      await guard.recordSuccess(account);
      const token = tokens.sign({ kind: 'admin', sub: admin.id, ua: admin.updatedAt.getTime() });
      return { ...toAdminDto(admin), token };
    },
  };
}

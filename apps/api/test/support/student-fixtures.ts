import { deviceRequests, users, type NewUserRow, type UserRow } from '../../src/db/schema/index';
import { hashPassword } from '../../src/lib/password';
import {
  createAdmin,
  loginAdmin,
  nextPhone,
  otherDevice,
  phoneDevice,
  type TestContext,
} from './helper';

export const studentPassword = '12345678';
let passwordHash: Promise<string> | undefined;
let sequence = 0;

/**
 * A student written straight to the database: many of them in one file would
 * otherwise hit the sign-in rate limit. Each one registers a minute after the
 * one before, so "newest first" is the reverse of creation order.
 */
export async function insertStudent(
  ctx: TestContext,
  values: Partial<NewUserRow> = {},
): Promise<UserRow> {
  sequence += 1;
  passwordHash ??= hashPassword(studentPassword);
  const [row] = await ctx.db
    .insert(users)
    .values({
      name: 'طالب تجربة',
      phone: nextPhone(),
      fatherPhone: '01198765432',
      passwordHash: await passwordHash,
      level: 'sec-1',
      governorate: 'giza',
      attendanceType: 'online',
      deviceHash: phoneDevice,
      createdAt: new Date(ctx.clock.now() - 100 * 24 * 60 * 60 * 1000 + sequence * 60_000),
      ...values,
    })
    .returning();
  return row!;
}

/** A signed-in admin of the given type. */
export async function adminSession(ctx: TestContext, type: 'main' | 'secondary' = 'main') {
  const { row, password } = await createAdmin(ctx.db, { type });
  return loginAdmin(ctx.app, row.identifier, password);
}

/** A student's pending device-change request (phone to laptop), to approve or reject. */
export async function freshDeviceRequest(ctx: TestContext): Promise<string> {
  const student = await insertStudent(ctx);
  const [row] = await ctx.db
    .insert(deviceRequests)
    .values({ userId: student.id, oldHash: phoneDevice, newHash: otherDevice, reason: 'اتسرق' })
    .returning();
  return row!.id;
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isFollowUpDue,
  type Call,
  type CallsResponse,
  type Dashboard,
  type SessionAdmin,
} from '@sabora/contract';
import { calls, users, type NewCallRow } from '../../db/schema/index';
import {
  adminCaller,
  buildTestApp,
  type AdminCall,
  type TestContext,
} from '../../../test/support/helper';
import { adminSession, insertStudent } from '../../../test/support/student-fixtures';

// "Now" is 21 November 2026, 11:00 in Cairo; the Cairo day began at 22:00 UTC on the 20th.
const utc = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour, minute);
const now = utc(21, 9);
const hour = 60 * 60 * 1000;
const cairoMidnightToday = utc(20, 22);
const cairoMidnightTomorrow = utc(21, 22);

let ctx: TestContext;
let call: AdminCall;
let main: SessionAdmin;
beforeAll(async () => {
  ctx = await buildTestApp();
  ctx.clock.set(now);
  call = adminCaller(ctx.app);
  main = await adminSession(ctx, 'main');
  const [amal, bassem, camilia, deleted] = await Promise.all(
    [1, 2, 3, 4].map(() => insertStudent(ctx)),
  );
  const logged = (
    student: { id: string },
    note: string,
    values: Partial<NewCallRow>,
  ): NewCallRow => ({
    userId: student.id,
    direction: 'outgoing',
    reason: 'payment',
    outcome: 'follow-up',
    note,
    createdAt: new Date(now - 8 * hour),
    ...values,
  });
  const at = (ms: number) => new Date(ms);
  await ctx.db.insert(calls).values([
    logged(amal!, 'due an hour ago', { followUpAt: at(now - hour) }),
    logged(amal!, 'due this very millisecond', { followUpAt: at(now) }),
    logged(amal!, 'due a millisecond from now', { followUpAt: at(now + 1) }),
    logged(amal!, 'no answer, call back', { outcome: 'no-answer', followUpAt: at(now - hour) }),
    logged(amal!, 'resolved at once', { outcome: 'resolved', followUpAt: null }),
    logged(bassem!, 'settled by a later resolved call', {
      followUpAt: at(now - 5 * hour),
      createdAt: at(now - 6 * hour),
    }),
    logged(bassem!, 'the resolved call', {
      outcome: 'resolved',
      followUpAt: null,
      createdAt: at(now - 2 * hour),
    }),
    logged(bassem!, 'asked again after it', {
      followUpAt: at(now - 10 * 60 * 1000),
      createdAt: at(now - hour),
    }),
    logged(camilia!, 'at Cairo midnight today', { followUpAt: at(cairoMidnightToday) }),
    logged(camilia!, 'at Cairo midnight tonight', { followUpAt: at(cairoMidnightTomorrow) }),
    logged(deleted!, 'of a deleted student', { followUpAt: at(now - hour) }),
  ]);
  await ctx.db.delete(users).where(eq(users.id, deleted!.id));
});
afterAll(() => ctx.close());

const list = async (query: string) =>
  (await call('GET', `/calls?pageSize=100${query}`, main.token)).json<CallsResponse>().calls;
const notes = (rows: Call[]) => rows.map((row) => row.note).sort();

describe('"follow-up due": the contract function and the SQL filter', () => {
  it('agree on every call: the filter lists exactly the calls isFollowUpDue names', async () => {
    const all = await list('');
    expect(all).toHaveLength(11);
    const due = await list('&followUpDue=true');
    const notDue = await list('&followUpDue=false');
    expect(notes(due)).toEqual(notes(all.filter((row) => isFollowUpDue(row, now))));
    expect(notes(notDue)).toEqual(notes(all.filter((row) => !isFollowUpDue(row, now))));
  });

  it('is the rule of decision 0042, boundaries included', async () => {
    expect(notes(await list('&followUpDue=true'))).toEqual(
      [
        'due an hour ago',
        'due this very millisecond',
        'no answer, call back',
        'asked again after it',
        'at Cairo midnight today',
      ].sort(),
    );
  });

  it('sends each call the fact the web needs: whether a later resolved call settled it', async () => {
    const all = await list('');
    const settledByHand = (row: Call) =>
      row.student !== null &&
      all.some(
        (other) =>
          other.student?._id === row.student?._id &&
          other.outcome === 'resolved' &&
          other.createdAt > row.createdAt,
      );
    for (const row of all.filter((row) => row.student !== null)) {
      expect(row.resolvedLater, row.note).toBe(settledByHand(row));
    }
    expect(all.find((row) => row.note === 'settled by a later resolved call')?.resolvedLater).toBe(
      true,
    );
  });

  it('counts the same calls on the dashboard', async () => {
    const dashboard = (await call('GET', '/dashboard', main.token)).json<Dashboard>();
    expect(dashboard.followUpsDue).toBe((await list('&followUpDue=true')).length);
  });
});

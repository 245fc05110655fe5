import { describe, expect, it } from 'vitest';
import { adminUsersQuery, analyticsQuery, billBody, callBody, callsQuery } from './index';

const problems = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('adminUsersQuery', () => {
  it('makes Arabic digits Latin and reads true/false filters', () => {
    expect(
      adminUsersQuery.parse({ search: ' ٠١٠١٢٣ ', vip: 'true', frozen: 'false', page: '2' }),
    ).toEqual({ search: '010123', vip: true, frozen: false, page: 2, pageSize: 20 });
  });

  it('leaves out an empty search', () => {
    expect(adminUsersQuery.parse({ search: '  ' }).search).toBeUndefined();
  });
});

describe('billBody', () => {
  it('fills an empty note and no courses, and drops repeated courses', () => {
    const id = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
    expect(billBody.parse({ amount: 250, method: 'cash', courses: [id, id] })).toEqual({
      amount: 250,
      method: 'cash',
      note: '',
      toWallet: false,
      courses: [id],
    });
  });
});

describe('callBody', () => {
  it('needs a follow-up time only for a follow-up outcome', () => {
    const call = { direction: 'incoming', reason: 'exam' };
    expect(callBody.safeParse({ ...call, outcome: 'resolved' }).success).toBe(true);
    expect(problems(callBody.safeParse({ ...call, outcome: 'follow-up' }))).toEqual([
      'حدد ميعاد المتابعة علشان المكالمة محتاجة متابعة',
    ]);
  });
});

describe('time ranges', () => {
  it('refuses a range that ends before it starts', () => {
    expect(problems(callsQuery.safeParse({ from: '1800000000000', to: '1700000000000' }))).toEqual([
      'نهاية المدة لازم تكون بعد بدايتها',
    ]);
  });

  it('keeps analytics to a year', () => {
    const from = Date.UTC(2026, 0, 1);
    expect(analyticsQuery.safeParse({ from, to: Date.UTC(2027, 0, 1) }).success).toBe(true);
    expect(problems(analyticsQuery.safeParse({ from, to: Date.UTC(2027, 0, 3) }))).toEqual([
      'المدة لازم تكون سنة أو أقل',
    ]);
  });
});

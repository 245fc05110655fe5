import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatRechargeCode,
  isRechargeCode,
  maskRechargeCode,
  rechargeCheckDigit,
  type BatchCodesResponse,
  type CodeBatch,
  type CodeBatchesResponse,
  type CodeLookupResponse,
  type SessionAdmin,
} from '@sabora/contract';
import { auditLog, codeBatches, rechargeCodes, users } from '../../db/schema/index';
import { messages } from '../../messages';
import { printCodes, redeem } from '../../../test/support/code-fixtures';
import {
  adminCaller,
  buildTestApp,
  messagesOf,
  signUpStudent,
  type AdminCall,
  type TestContext,
} from '../../../test/support/helper';
import { adminSession } from '../../../test/support/student-fixtures';

let ctx: TestContext;
let call: AdminCall;
let main: SessionAdmin;
let secondary: SessionAdmin;
beforeAll(async () => {
  ctx = await buildTestApp();
  call = adminCaller(ctx.app);
  main = await adminSession(ctx, 'main');
  secondary = await adminSession(ctx, 'secondary');
});
afterAll(() => ctx.close());

const day = 24 * 60 * 60 * 1000;
const missingId = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
const arabic = /[\u0600-\u06FF]/;
const toArabicDigits = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

describe('POST /api/admin/code-batches', () => {
  it('prints distinct, checked codes once and keeps only their keyed hashes', async () => {
    const expiresAt = ctx.clock.now() + 30 * day;
    const response = await call('POST', '/code-batches', main.token, {
      amount: 150,
      count: 25,
      expiresAt,
      note: ' سنتر الهرم ',
    });
    expect(response.statusCode).toBe(200);
    const { batch, codes } = response.json<{
      batch: CodeBatch;
      codes: { serial: number; code: string }[];
    }>();
    expect(batch).toMatchObject({ amount: 150, count: 25, used: 0, expiresAt, note: 'سنتر الهرم' });
    expect(batch.admin?._id).toBe(main._id);
    expect(codes.map((code) => code.serial)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(new Set(codes.map((code) => code.code)).size).toBe(25);
    for (const { code } of codes) expect(isRechargeCode(code)).toBe(true);

    // No column of any stored row holds a code, whole or grouped.
    const stored = JSON.stringify(
      await ctx.db.select().from(rechargeCodes).where(eq(rechargeCodes.batchId, batch._id)),
    );
    for (const { code } of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(formatRechargeCode(code));
      expect(stored).not.toContain(code.slice(0, 16));
    }
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, batch._id));
    expect(audit.map((entry) => entry.action)).toEqual(['code-batch.create']);
    expect(JSON.stringify(audit)).not.toContain(codes[0]!.code);
  });

  it('prints the largest batch, 5,000 codes, in one quick call', async () => {
    const started = performance.now();
    const response = await call('POST', '/code-batches', main.token, { amount: 50, count: 5000 });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ codes: unknown[] }>().codes).toHaveLength(5000);
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it('answers a wrong form with 422 in Arabic', async () => {
    const response = await call('POST', '/code-batches', main.token, {
      amount: 0,
      count: 5001,
      note: 7,
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(
      expect.arrayContaining(['قيمة الكارت لازم تكون أكبر من صفر', 'أقصى عدد في الدفعة 5000 كود']),
    );
    const past = await call('POST', '/code-batches', main.token, {
      amount: 10,
      count: 1,
      expiresAt: ctx.clock.now() - 1,
    });
    expect(past.statusCode).toBe(422);
    expect(messagesOf(past)).toEqual([messages.codeExpiryPassed]);
  });

  it('is the main admin’s: 401 signed out, 403 for an assistant or a student', async () => {
    const body = { amount: 10, count: 1 };
    expect((await call('POST', '/code-batches', undefined, body)).statusCode).toBe(401);
    const assistant = await call('POST', '/code-batches', secondary.token, body);
    expect(assistant.statusCode).toBe(403);
    expect(assistant.json().message).toBe(messages.mainAdminsOnly);
    const student = await signUpStudent(ctx.app);
    expect((await call('POST', '/code-batches', student.token, body)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/code-batches', () => {
  it('lists batches newest first, with how many were used', async () => {
    ctx.clock.advance(60_000);
    const { batch, codes } = await printCodes(ctx, main.token, { amount: 75, count: 2 });
    const student = await signUpStudent(ctx.app);
    expect((await redeem(ctx, student.token, codes[0]!.code)).statusCode).toBe(200);
    const response = await call('GET', '/code-batches?page=1&pageSize=2', main.token);
    expect(response.statusCode).toBe(200);
    const page = response.json<CodeBatchesResponse>();
    expect(page.batches[0]).toMatchObject({ _id: batch._id, amount: 75, count: 2, used: 1 });
    expect(page.batches).toHaveLength(2);
    expect(page.count).toBeGreaterThanOrEqual(3);
  });

  it('refuses a wrong page (422), a visitor (401) and an assistant (403)', async () => {
    const wrong = await call('GET', '/code-batches?pageSize=500', main.token);
    expect(wrong.statusCode).toBe(422);
    expect(messagesOf(wrong)).toEqual(['أقصى عدد في الصفحة 100']);
    expect((await call('GET', '/code-batches')).statusCode).toBe(401);
    expect((await call('GET', '/code-batches', secondary.token)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/code-batches/{id}/codes', () => {
  it('shows each code masked, with its status and the student who used it', async () => {
    const { batch, codes } = await printCodes(ctx, main.token, { count: 3 });
    const student = await signUpStudent(ctx.app, { name: 'يوسف عادل' });
    expect((await redeem(ctx, student.token, codes[1]!.code)).statusCode).toBe(200);
    const response = await call('GET', `/code-batches/${batch._id}/codes?pageSize=2`, main.token);
    expect(response.statusCode).toBe(200);
    const page = response.json<BatchCodesResponse>();
    expect(page.count).toBe(3);
    expect(page.codes).toEqual([
      {
        _id: expect.any(String),
        serial: 1,
        masked: maskRechargeCode(codes[0]!.code.slice(-4)),
        status: 'unused',
        student: null,
        usedAt: null,
      },
      {
        _id: expect.any(String),
        serial: 2,
        masked: maskRechargeCode(codes[1]!.code.slice(-4)),
        status: 'used',
        student: { _id: student._id, name: 'يوسف عادل', phone: student.phone },
        usedAt: ctx.clock.now(),
      },
    ]);
    expect(response.body).not.toContain(codes[0]!.code);
  });

  it('answers 404 for an unknown batch, 422 for a wrong id, 401 and 403', async () => {
    const missing = await call('GET', `/code-batches/${missingId}/codes`, main.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.codeBatchNotFound);
    expect((await call('GET', '/code-batches/nope/codes', main.token)).statusCode).toBe(422);
    expect((await call('GET', `/code-batches/${missingId}/codes`)).statusCode).toBe(401);
    expect(
      (await call('GET', `/code-batches/${missingId}/codes`, secondary.token)).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/admin/code-batches/{id}/disable', () => {
  it('stops the unused codes, keeps the used ones credited, and is audited', async () => {
    const { batch, codes } = await printCodes(ctx, main.token, { amount: 40, count: 2 });
    const student = await signUpStudent(ctx.app);
    expect((await redeem(ctx, student.token, codes[0]!.code)).statusCode).toBe(200);
    const response = await call('POST', `/code-batches/${batch._id}/disable`, main.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<CodeBatch>().disabledAt).toBe(ctx.clock.now());
    const refused = await redeem(ctx, student.token, codes[1]!.code);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe(messages.codeDisabled);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, student._id));
    expect(row!.balance).toBe(4000);
    const again = await call('POST', `/code-batches/${batch._id}/disable`, main.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.codeBatchAlreadyDisabled);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, batch._id));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'code-batch.create',
      'code-batch.disable',
    ]);
  });

  it('answers 404, 422, 401 and 403 (assistant)', async () => {
    const { batch } = await printCodes(ctx, main.token, { count: 1 });
    expect((await call('POST', `/code-batches/${missingId}/disable`, main.token)).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/code-batches/x/disable', main.token)).statusCode).toBe(422);
    expect((await call('POST', `/code-batches/${batch._id}/disable`)).statusCode).toBe(401);
    const assistant = await call('POST', `/code-batches/${batch._id}/disable`, secondary.token);
    expect(assistant.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(codeBatches).where(eq(codeBatches.id, batch._id));
    expect(row!.disabledAt).toBeNull();
  });
});

describe('GET /api/admin/codes/lookup', () => {
  const lookup = (code: string, token?: string) =>
    call('GET', `/codes/lookup?code=${encodeURIComponent(code)}`, token);

  it('tells an assistant what became of a code read out in Arabic digits with spaces', async () => {
    const { batch, codes } = await printCodes(ctx, main.token, { amount: 60, count: 2 });
    const student = await signUpStudent(ctx.app, { name: 'سلمى حسن' });
    ctx.clock.advance(5 * 60_000);
    expect((await redeem(ctx, student.token, codes[0]!.code)).statusCode).toBe(200);
    const spoken = toArabicDigits(formatRechargeCode(codes[0]!.code));
    const used = await lookup(spoken, secondary.token);
    expect(used.statusCode).toBe(200);
    expect(used.json<CodeLookupResponse>()).toMatchObject({
      serial: 1,
      status: 'used',
      student: { _id: student._id, name: 'سلمى حسن' },
      usedAt: ctx.clock.now(),
      batch: { _id: batch._id, amount: 60 },
    });
    const unused = await lookup(`https://sabora.test/redeem?code=${codes[1]!.code}`, main.token);
    expect(unused.json<CodeLookupResponse>()).toMatchObject({ status: 'unused', student: null });
  });

  it('says expired after the batch’s expiry, and disabled once disabled', async () => {
    const expiresAt = ctx.clock.now() + day;
    const { batch, codes } = await printCodes(ctx, main.token, { count: 1, expiresAt });
    ctx.clock.set(expiresAt);
    expect((await lookup(codes[0]!.code, main.token)).json().status).toBe('expired');
    await call('POST', `/code-batches/${batch._id}/disable`, main.token);
    expect((await lookup(codes[0]!.code, main.token)).json().status).toBe('disabled');
  });

  it('answers 404 for a well-formed code never printed, 422 for a typo, 401 and 403', async () => {
    const neverPrinted = `1234567890123456789${rechargeCheckDigit('1234567890123456789')}`;
    const missing = await lookup(neverPrinted, main.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.codeUnknown);
    const { codes } = await printCodes(ctx, main.token, { count: 1 });
    const code = codes[0]!.code;
    const typo = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}${code.slice(6)}`;
    const wrong = await lookup(typo, main.token);
    expect(wrong.statusCode).toBe(422);
    expect(messagesOf(wrong)[0]).toMatch(arabic);
    expect((await lookup(code)).statusCode).toBe(401);
    const student = await signUpStudent(ctx.app);
    expect((await lookup(code, student.token)).statusCode).toBe(403);
  });
});

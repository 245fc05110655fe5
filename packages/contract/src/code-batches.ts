import { z } from 'zod';
import { pageQuery } from './content-fields';
import { epochMs } from './fields';
import { adminNote, adminRefSchema, studentRefSchema } from './people';
import { normalizeRechargeCode, rechargeCodeProblem } from './recharge-code';

export const maxCodesPerBatch = 5_000;

// 9999-12-31: a later date is not a date the database (or a card) can hold.
const latestExpiry = 253_402_300_799_000;

/** `POST /admin/code-batches`: amount in whole pounds, like the card says. */
export const codeBatchBody = z
  .object({
    amount: z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'قيمة الكارت مطلوبة' : 'القيمة لازم تكون رقم',
      })
      .int({ error: 'قيمة الكارت لازم تكون جنيهات صحيحة' })
      .min(1, { error: 'قيمة الكارت لازم تكون أكبر من صفر' })
      .max(100_000, { error: 'قيمة الكارت كبيرة جداً' }),
    count: z
      .number({
        error: (issue) => (issue.input === undefined ? 'عدد الأكواد مطلوب' : 'العدد لازم يكون رقم'),
      })
      .int({ error: 'عدد الأكواد لازم يكون رقم صحيح' })
      .min(1, { error: 'عدد الأكواد لازم يكون 1 أو أكتر' })
      .max(maxCodesPerBatch, { error: `أقصى عدد في الدفعة ${maxCodesPerBatch} كود` }),
    expiresAt: epochMs
      .min(0, { error: 'تاريخ الانتهاء مش صحيح' })
      .max(latestExpiry, { error: 'تاريخ الانتهاء بعيد جداً' })
      .nullable()
      .default(null),
    note: adminNote.default(''),
  })
  .strict();
export type CodeBatchBody = z.input<typeof codeBatchBody>;

export const codeStatuses = ['unused', 'used', 'disabled', 'expired'] as const;
export type CodeStatus = (typeof codeStatuses)[number];

export const codeStatusLabels: Record<CodeStatus, string> = {
  unused: 'لسه ما اتشحنش',
  used: 'اتشحن',
  disabled: 'موقوف',
  expired: 'انتهت صلاحيته',
};

/**
 * What became of a code at `now`. Used wins over everything (the money moved),
 * then a disabled batch, then the batch's expiry, which is exclusive.
 */
export function codeStatus(
  code: { usedAt: number | null },
  batch: { disabledAt: number | null; expiresAt: number | null },
  now: number,
): CodeStatus {
  if (code.usedAt !== null) return 'used';
  if (batch.disabledAt !== null) return 'disabled';
  if (batch.expiresAt !== null && batch.expiresAt <= now) return 'expired';
  return 'unused';
}

export const codeBatchSchema = z.object({
  _id: z.string(),
  /** Whole pounds per code. */
  amount: z.number().int(),
  count: z.number().int(),
  used: z.number().int(),
  expiresAt: epochMs.nullable(),
  note: z.string(),
  disabledAt: epochMs.nullable(),
  admin: adminRefSchema.nullable(),
  createdAt: epochMs,
});
export type CodeBatch = z.infer<typeof codeBatchSchema>;

/** The only answer that carries codes in clear: shown once, then only their hashes remain. */
export const createdCodeBatchResponse = z.object({
  batch: codeBatchSchema,
  codes: z.array(z.object({ serial: z.number().int(), code: z.string() })),
});
export type CreatedCodeBatchResponse = z.infer<typeof createdCodeBatchResponse>;

export const codeBatchesQuery = z.object({ page: pageQuery.page, pageSize: pageQuery.pageSize });
export const codeBatchesResponse = z.object({
  batches: z.array(codeBatchSchema),
  count: z.number().int(),
});
export type CodeBatchesResponse = z.infer<typeof codeBatchesResponse>;

/** One code as an admin sees it after printing: masked, with what became of it. */
export const codeSummarySchema = z.object({
  _id: z.string(),
  serial: z.number().int(),
  masked: z.string(),
  status: z.enum(codeStatuses),
  student: studentRefSchema.nullable(),
  usedAt: epochMs.nullable(),
});
export type CodeSummary = z.infer<typeof codeSummarySchema>;

/** `GET /admin/code-batches/{id}/codes`: in serial order, as printed. */
export const batchCodesQuery = codeBatchesQuery;

export const batchCodesResponse = z.object({
  batch: codeBatchSchema,
  codes: z.array(codeSummarySchema),
  count: z.number().int(),
});
export type BatchCodesResponse = z.infer<typeof batchCodesResponse>;

/** `GET /admin/codes/lookup?code=`: the assistant reads the code a caller dictates. */
export const codeLookupQuery = z.object({
  code: z
    .string({ error: 'اكتب الكود' })
    .max(500, { error: 'الكود طويل جداً' })
    .superRefine((value, context) => {
      const problem = rechargeCodeProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalizeRechargeCode),
});

export const codeLookupResponse = codeSummarySchema.extend({
  batch: codeBatchSchema,
});
export type CodeLookupResponse = z.infer<typeof codeLookupResponse>;

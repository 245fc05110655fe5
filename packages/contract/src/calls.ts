import { z } from 'zod';
import { adminIdFilter, queryFlag, rangeInOrder, timeRangeQuery } from './admin-query';
import { blankAsNull, pageQuery } from './content-fields';
import { exportFormat } from './exports';
import { epochMs } from './fields';
import { adminNote, adminRefSchema, studentRefSchema } from './people';
import { adminWrite, readOnlyFields } from './write-body';

export const callDirections = ['incoming', 'outgoing'] as const;
export type CallDirection = (typeof callDirections)[number];
export const callDirectionLabels: Record<CallDirection, string> = {
  incoming: 'مكالمة واردة',
  outgoing: 'مكالمة صادرة',
};

export const callReasons = ['payment', 'technical', 'exam', 'content', 'account', 'other'] as const;
export type CallReason = (typeof callReasons)[number];
export const callReasonLabels: Record<CallReason, string> = {
  payment: 'دفع واشتراك',
  technical: 'مشكلة تقنية',
  exam: 'امتحان',
  content: 'المحتوى والشرح',
  account: 'الحساب والجهاز',
  other: 'سبب تاني',
};

export const callOutcomes = ['resolved', 'follow-up', 'no-answer', 'other'] as const;
export type CallOutcome = (typeof callOutcomes)[number];
export const callOutcomeLabels: Record<CallOutcome, string> = {
  resolved: 'اتحلت',
  'follow-up': 'محتاجة متابعة',
  'no-answer': 'مردش',
  other: 'نتيجة تانية',
};

/** A support call with a student. */
export const callSchema = z.object({
  _id: z.string(),
  student: studentRefSchema.nullable(),
  admin: adminRefSchema.nullable(),
  direction: z.enum(callDirections),
  reason: z.enum(callReasons),
  outcome: z.enum(callOutcomes),
  note: z.string(),
  /** When someone should call back; null when nobody needs to. */
  followUpAt: epochMs.nullable(),
  /** Whether the student has had a resolved call logged after this one (which settles it). */
  resolvedLater: z.boolean(),
  createdAt: epochMs,
});
export type Call = z.infer<typeof callSchema>;

/**
 * Whether a call's follow-up is due at `now` (decision 0042): its time has
 * come (at that very millisecond, not at the start of its Cairo day), the
 * student still exists, and no resolved call was logged for them after it.
 * The outcome does not matter: a "no answer" with a time to call back is due
 * as a "needs follow-up" is. The API's `followUpDue` filter and the dashboard's
 * count are the same rule in SQL (calls.repository.ts, tested to agree).
 */
export function isFollowUpDue(
  call: Pick<Call, 'student' | 'followUpAt' | 'resolvedLater'>,
  now: number,
): boolean {
  return (
    call.student !== null &&
    call.followUpAt !== null &&
    call.followUpAt <= now &&
    !call.resolvedLater
  );
}

const year2000 = Date.UTC(2000, 0, 1);
const year2100 = Date.UTC(2100, 0, 1);

/** `POST /admin/users/{id}/calls`: an outcome of follow-up needs a follow-up time. */
const callReadOnly = ['_id', 'student', 'admin', 'resolvedLater', 'createdAt'] as const;

export const callBody = adminWrite(
  z.object({
    ...readOnlyFields(...callReadOnly),
    direction: z.enum(callDirections, { error: 'اختار المكالمة واردة ولا صادرة' }),
    reason: z.enum(callReasons, { error: 'اختار سبب المكالمة' }),
    outcome: z.enum(callOutcomes, { error: 'اختار نتيجة المكالمة' }),
    note: adminNote.default(''),
    followUpAt: blankAsNull(
      z
        .number({ error: 'ميعاد المتابعة لازم يكون تاريخ' })
        .int({ error: 'ميعاد المتابعة لازم يكون تاريخ' })
        .min(year2000, { error: 'ميعاد المتابعة لازم يكون بعد سنة 2000' })
        .max(year2100, { error: 'ميعاد المتابعة لازم يكون قبل سنة 2100' })
        .nullable(),
    ).default(null),
  }),
  { readOnly: callReadOnly },
).superRefine((call, ctx) => {
  if (call.outcome === 'follow-up' && call.followUpAt === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['followUpAt'],
      message: 'حدد ميعاد المتابعة علشان المكالمة محتاجة متابعة',
    });
  }
  // A resolved call settles the student's follow-ups (`resolvedLater`): a time to
  // call back would never come due, so it is refused rather than kept unseen.
  if (call.outcome === 'resolved' && call.followUpAt !== null) {
    ctx.addIssue({
      code: 'custom',
      path: ['followUpAt'],
      message: 'المكالمة اتحلت، فمالهاش ميعاد متابعة: امسح الميعاد أو غيّر النتيجة',
    });
  }
});
export type CallBody = z.input<typeof callBody>;

/** `GET /admin/users/{id}/calls`: all of them, newest first. */
export const userCallsResponse = z.object({ calls: z.array(callSchema) });
export type UserCallsResponse = z.infer<typeof userCallsResponse>;

/** The calls list's filters, shared by the list and its export. */
const callsFilters = {
  ...timeRangeQuery,
  direction: z.enum(callDirections, { error: 'اختار المكالمة واردة ولا صادرة' }).optional(),
  reason: z.enum(callReasons, { error: 'اختار سبب المكالمة' }).optional(),
  adminId: adminIdFilter,
  /**
   * true: calls whose follow-up time has come and whose student has had no
   * resolved call since; oldest follow-up first.
   */
  followUpDue: queryFlag('فلتر المتابعات المستحقة'),
};

/** `GET /admin/calls` */
export const callsQuery = z
  .object({
    ...callsFilters,
    page: pageQuery.page,
    pageSize: pageQuery.pageSize,
  })
  .superRefine(rangeInOrder);
export type CallsQuery = z.input<typeof callsQuery>;

/** `GET /admin/calls/export`: the list's filters, every matching call, as a file. */
export const callsExportQuery = z
  .object({ ...callsFilters, format: exportFormat })
  .superRefine(rangeInOrder);
export type CallsExportQuery = z.input<typeof callsExportQuery>;

export const callsResponse = z.object({ calls: z.array(callSchema), count: z.number().int() });
export type CallsResponse = z.infer<typeof callsResponse>;

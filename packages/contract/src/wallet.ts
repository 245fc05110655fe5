import { z } from 'zod';
import { rangeInOrder, timeRangeQuery } from './admin-query';
import { namedRef, pageQuery } from './content-fields';
import { exportFormat } from './exports';
import { epochMs } from './fields';
import { poundsAmount } from './money';
import { adminNote, adminRefSchema, studentRefSchema } from './people';
import { rechargeCodeProblem, normalizeRechargeCode } from './recharge-code';

/** How money entered or left a wallet; the ledger is append-only (design.md "Selling access"). */
export const walletEntryKinds = ['code', 'payment', 'purchase', 'refund', 'adjustment'] as const;
export type WalletEntryKind = (typeof walletEntryKinds)[number];

export const walletEntryKindLabels: Record<WalletEntryKind, string> = {
  code: 'شحن بكود',
  payment: 'دفعة مسجلة',
  purchase: 'شراء كورس',
  refund: 'استرجاع',
  adjustment: 'تعديل من الإدارة',
};

/** One line of a wallet's ledger; amounts in pounds, negative when money left. */
export const walletEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(walletEntryKinds),
  amount: z.number(),
  balanceAfter: z.number(),
  note: z.string(),
  course: namedRef.nullable(),
  createdAt: epochMs,
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** `GET /user/wallet` and `GET /admin/users/{id}/wallet`: newest first. */
export const walletQuery = z.object({ page: pageQuery.page, pageSize: pageQuery.pageSize });
export type WalletQuery = z.input<typeof walletQuery>;

export const walletResponse = z.object({
  balance: z.number(),
  entries: z.array(walletEntrySchema),
  count: z.number().int(),
});
export type WalletResponse = z.infer<typeof walletResponse>;

/** `POST /user/wallet/redeem`: typed, pasted or scanned; see `normalizeRechargeCode`. */
export const redeemBody = z.strictObject({
  code: z
    .string({ error: 'اكتب الكود اللي على الكارت' })
    .max(500, { error: 'الكود طويل جداً' })
    .superRefine((value, context) => {
      const problem = rechargeCodeProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalizeRechargeCode),
});
export type RedeemBody = z.input<typeof redeemBody>;

export const redeemResponse = z.object({ balance: z.number(), entry: walletEntrySchema });
export type RedeemResponse = z.infer<typeof redeemResponse>;

/** A course the student has, and until when; `until` null is for good. */
export const courseAccessSchema = z.object({ course: z.string(), until: epochMs.nullable() });
export type CourseAccess = z.infer<typeof courseAccessSchema>;

/** Whether the access still holds at `now`: it ends at `until`, exclusive. */
export function isAccessActive(access: CourseAccess, now: number): boolean {
  return access.until === null || access.until > now;
}

/** The courses a student owns at `now`: the spec's `courses`. */
export function activeCourseIds(access: readonly CourseAccess[], now: number): string[] {
  return access.filter((entry) => isAccessActive(entry, now)).map((entry) => entry.course);
}

const dayMs = 24 * 60 * 60 * 1000;

/** A renew button shows in the last this many days of an access (and after it ended). */
export const renewalWindowDays = 7;

/** Whether a dated access is in its last {@link renewalWindowDays} days at `now` (still active). */
export function isRenewalDue(until: number | null, now: number): boolean {
  return until !== null && until > now && until - now <= renewalWindowDays * dayMs;
}

/**
 * Where a student stands with a course they bought, for the buy and renew
 * buttons: never bought, held for good, active, in its last days, or ended.
 */
export type PurchaseState =
  | { kind: 'none' }
  | { kind: 'forever' }
  | { kind: 'active' | 'renewal-due' | 'expired'; until: number };

export function purchaseStateOf(
  access: readonly CourseAccess[],
  courseId: string,
  now: number,
): PurchaseState {
  const entry = access.find((candidate) => candidate.course === courseId);
  if (!entry) return { kind: 'none' };
  if (entry.until === null) return { kind: 'forever' };
  if (!isAccessActive(entry, now)) return { kind: 'expired', until: entry.until };
  return { kind: isRenewalDue(entry.until, now) ? 'renewal-due' : 'active', until: entry.until };
}

/**
 * When access would end after buying now: `accessDays` from the later of now
 * and the current end (a renewal loses no day), null for good. The API's
 * `grantCourseAccess` grants exactly this.
 */
export function accessEndAfterPurchase(
  current: CourseAccess | undefined,
  accessDays: number | null,
  now: number,
): number | null {
  if (accessDays === null || (current !== undefined && current.until === null)) return null;
  const from = Math.max(now, current?.until ?? now);
  return from + accessDays * dayMs;
}

/**
 * `POST /user/courses/{id}/buy`'s optional body: the end of the access the
 * student saw when they chose to pay (null: none held). When it is sent and
 * the access has changed since (a double tap, a second tab, a retry after a
 * lost answer), nothing is charged and the answer is 409 (decision 0211).
 */
export const buyBody = z
  .object({
    heldUntil: epochMs
      .nullable()
      .optional()
      .describe('The access end the buyer saw; null when none; leave out to skip the check'),
  })
  .strict()
  // Fastify hands a POST without a body to the schema as null.
  .nullish();
export type BuyBody = z.infer<typeof buyBody>;

/** `POST /user/courses/{id}/buy`. */
export const buyResponse = z.object({ balance: z.number(), access: courseAccessSchema });
export type BuyResponse = z.infer<typeof buyResponse>;

/** The 422 of a buy the balance can't cover: how much more the student needs. */
export const shortBalanceError = z.object({
  message: z.string(),
  missing: z.number(),
  balance: z.number(),
  price: z.number(),
});
export type ShortBalanceError = z.infer<typeof shortBalanceError>;

/** `POST /admin/users/{id}/wallet`: a signed adjustment; negatives are the main admin's. */
export const walletAdjustmentBody = z
  .object({
    amount: poundsAmount({ allowNegative: true }),
    note: adminNote.min(1, { error: 'اكتب سبب التعديل' }),
  })
  .strict();
export type WalletAdjustmentBody = z.input<typeof walletAdjustmentBody>;

/** Who wrote an admin ledger line, for the admin's view of a wallet. */
export const adminWalletEntrySchema = walletEntrySchema.extend({
  admin: adminRefSchema.nullable(),
});
export type AdminWalletEntry = z.infer<typeof adminWalletEntrySchema>;

/** `GET /admin/users/{id}/wallet`: the student's wallet as the admins see it, newest first. */
export const adminWalletResponse = z.object({
  balance: z.number(),
  entries: z.array(adminWalletEntrySchema),
  count: z.number().int(),
});
export type AdminWalletResponse = z.infer<typeof adminWalletResponse>;

/** `POST /admin/users/{id}/wallet`: the balance after the adjustment, and its line. */
export const walletAdjustmentResponse = z.object({
  balance: z.number(),
  entry: adminWalletEntrySchema,
});
export type WalletAdjustmentResponse = z.infer<typeof walletAdjustmentResponse>;

/** A line of the whole ledger, with whose wallet it moved (null once the student is deleted). */
export const ledgerEntrySchema = adminWalletEntrySchema.extend({
  student: studentRefSchema.nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

const ledgerFilters = {
  ...timeRangeQuery,
  kind: z.enum(walletEntryKinds, { error: 'نوع الحركة مش صحيح' }).optional(),
};

/** `GET /admin/wallet-entries` (main admins only): every wallet's lines, newest first. */
export const ledgerQuery = z
  .object({ ...ledgerFilters, page: pageQuery.page, pageSize: pageQuery.pageSize })
  .superRefine(rangeInOrder);
export type LedgerQuery = z.input<typeof ledgerQuery>;

export const ledgerResponse = z.object({
  entries: z.array(ledgerEntrySchema),
  count: z.number().int(),
  /** The signed sum of every matching line, in pounds. */
  total: z.number(),
});
export type LedgerResponse = z.infer<typeof ledgerResponse>;

/** `GET /admin/wallet-entries/export?format=`: the list's filters, every matching line. */
export const ledgerExportQuery = z
  .object({ ...ledgerFilters, format: exportFormat })
  .superRefine(rangeInOrder);
export type LedgerExportQuery = z.input<typeof ledgerExportQuery>;

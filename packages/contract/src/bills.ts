import { z } from 'zod';
import { adminIdFilter, rangeInOrder, timeRangeQuery } from './admin-query';
import { idList, namedRef, pageQuery } from './content-fields';
import { exportFormat } from './exports';
import { epochMs } from './fields';
import { adminNote, adminRefSchema, studentRefSchema } from './people';
import { adminWrite, readOnlyFields } from './write-body';

export const billMethods = ['cash', 'vodafone-cash', 'instapay', 'fawry', 'other'] as const;
export type BillMethod = (typeof billMethods)[number];

export const billMethodLabels: Record<BillMethod, string> = {
  cash: 'كاش',
  'vodafone-cash': 'فودافون كاش',
  instapay: 'إنستاباي',
  fawry: 'فوري',
  other: 'طريقة تانية',
};

/** A payment a student made, and the courses it activated. */
export const billSchema = z.object({
  _id: z.string(),
  student: studentRefSchema.nullable(),
  /** Whole Egyptian pounds, more than 0. */
  amount: z.number().int(),
  method: z.enum(billMethods),
  note: z.string(),
  courses: z.array(namedRef),
  /** The amount went to the student's wallet instead of granting courses. */
  toWallet: z.boolean(),
  admin: adminRefSchema.nullable(),
  createdAt: epochMs,
});
export type Bill = z.infer<typeof billSchema>;

/**
 * `POST /admin/users/{id}/bills`: the courses are granted together with the
 * bill, or, with `toWallet`, the amount is credited to the student's wallet.
 */
const billReadOnly = ['_id', 'student', 'admin', 'createdAt'] as const;

export const billBody = adminWrite(
  z.object({
    ...readOnlyFields(...billReadOnly),
    amount: z
      .number({
        error: (issue) => (issue.input === undefined ? 'المبلغ مطلوب' : 'المبلغ لازم يكون رقم'),
      })
      .int({ error: 'المبلغ لازم يكون جنيهات صحيحة من غير كسور' })
      .min(1, { error: 'المبلغ لازم يكون أكبر من صفر' })
      .max(1_000_000, { error: 'المبلغ كبير جداً' }),
    method: z.enum(billMethods, { error: 'اختار طريقة الدفع' }),
    note: adminNote.default(''),
    courses: idList('فيه كورس من اللي اخترتهم مش صحيح').default([]),
    toWallet: z.boolean({ error: 'اختار تتحط الفلوس في المحفظة ولا لأ' }).default(false),
  }),
  { readOnly: billReadOnly },
).superRefine((bill, context) => {
  // One or the other: the wallet pays for courses later, at their price.
  if (bill.toWallet && bill.courses.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['courses'],
      message: 'الدفعة اللي بتتحط في المحفظة مينفعش تفعّل كورسات، الطالب يشتري بيها من المحفظة',
    });
  }
});
export type BillBody = z.input<typeof billBody>;

/** `GET /admin/users/{id}/bills`: all of them, newest first. */
export const userBillsResponse = z.object({ bills: z.array(billSchema) });
export type UserBillsResponse = z.infer<typeof userBillsResponse>;

/** The bills list's filters, shared by the list and its export. */
const billsFilters = {
  ...timeRangeQuery,
  method: z.enum(billMethods, { error: 'اختار طريقة الدفع' }).optional(),
  adminId: adminIdFilter,
};

/** `GET /admin/bills` */
export const billsQuery = z
  .object({
    ...billsFilters,
    page: pageQuery.page,
    pageSize: pageQuery.pageSize,
  })
  .superRefine(rangeInOrder);
export type BillsQuery = z.input<typeof billsQuery>;

/** `GET /admin/bills/export`: the list's filters, every matching bill, as a file. */
export const billsExportQuery = z
  .object({ ...billsFilters, format: exportFormat })
  .superRefine(rangeInOrder);
export type BillsExportQuery = z.input<typeof billsExportQuery>;

export const billsResponse = z.object({
  bills: z.array(billSchema),
  count: z.number().int(),
  /** The sum of every matching bill; null for a secondary admin, who may not see totals. */
  total: z.number().int().nullable(),
});
export type BillsResponse = z.infer<typeof billsResponse>;

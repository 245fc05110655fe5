import { z } from 'zod';
import { adminIdFilter, rangeInOrder, timeRangeQuery } from './admin-query';
import { pageQuery } from './content-fields';
import { epochMs } from './fields';
import { adminRefSchema } from './people';

export const auditEntityTypes = [
  'user',
  'admin',
  'bill',
  'call',
  'course',
  'video',
  'pdf',
  'exam',
  'result',
  'wallet-entry',
  'code-batch',
  'device-request',
  'settings',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const auditEntityTypeLabels: Record<AuditEntityType, string> = {
  user: 'طالب',
  admin: 'أدمن',
  bill: 'دفعة',
  call: 'مكالمة',
  course: 'كورس',
  video: 'فيديو',
  pdf: 'ملف PDF',
  exam: 'امتحان',
  result: 'نتيجة امتحان',
  'wallet-entry': 'حركة في المحفظة',
  'code-batch': 'دفعة أكواد شحن',
  'device-request': 'طلب تغيير جهاز',
  settings: 'إعدادات',
};

export const auditActionLabels = {
  'user.update': 'تعديل بيانات طالب',
  'user.reset-device': 'فك ربط جهاز طالب',
  'user.delete': 'مسح طالب',
  'user.parent-link-create': 'رابط جديد لولي الأمر',
  'user.parent-link-revoke': 'إيقاف رابط ولي الأمر',
  'bill.create': 'تسجيل دفعة',
  'bill.delete': 'مسح دفعة',
  'call.create': 'تسجيل مكالمة',
  'admin.create': 'إضافة أدمن',
  'admin.update': 'تعديل أدمن',
  'admin.password': 'تغيير كلمة سر أدمن',
  'admin.delete': 'مسح أدمن',
  'course.create': 'إضافة كورس',
  'course.update': 'تعديل كورس',
  'course.delete': 'مسح كورس',
  'video.create': 'إضافة فيديو',
  'video.update': 'تعديل فيديو',
  'video.delete': 'مسح فيديو',
  'video.views-grant': 'تصفير أو زيادة مشاهدات طالب في فيديو',
  'pdf.create': 'إضافة ملف PDF',
  'pdf.update': 'تعديل ملف PDF',
  'pdf.delete': 'مسح ملف PDF',
  'exam.create': 'إضافة امتحان',
  'exam.update': 'تعديل امتحان',
  'exam.delete': 'مسح امتحان',
  'exam.override-set': 'ميعاد خاص لطالب في امتحان',
  'exam.override-delete': 'إلغاء ميعاد خاص لطالب في امتحان',
  'exam.regrade': 'إعادة تصحيح امتحان',
  'result.delete': 'مسح نتيجة امتحان',
  'wallet.adjust': 'تعديل رصيد طالب',
  'code-batch.create': 'طباعة دفعة أكواد شحن',
  'code-batch.disable': 'إيقاف دفعة أكواد شحن',
  'device-request.create': 'طلب تغيير جهاز من الطالب',
  'device-request.approve': 'الموافقة على تغيير جهاز',
  'device-request.reject': 'رفض تغيير جهاز',
  'settings.device-changes': 'تعديل حد تغيير الأجهزة',
} as const;
export type AuditAction = keyof typeof auditActionLabels;

/** Shown instead of a secret that changed (a password): that it changed, never what to. */
export const hiddenAuditValue = '••••••';

/** Each changed field, before and after; a create has null befores, a delete null afters. */
export const auditChangesSchema = z.record(
  z.string(),
  z.object({ before: z.unknown(), after: z.unknown() }),
);
export type AuditChanges = z.infer<typeof auditChangesSchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** Who did it, as they were named then; kept after that admin is deleted. */
  admin: adminRefSchema,
  action: z.string(),
  entityType: z.enum(auditEntityTypes),
  entityId: z.string(),
  /** The student the change concerns, if any: their page shows it. */
  studentId: z.string().nullable(),
  /**
   * That student's name now, so a payment's or a call's entry says whose it was;
   * null without a student or once they were deleted.
   */
  studentName: z.string().nullable(),
  /**
   * The course, video, PDF or exam's title (an admin's name) as it was when the
   * entry was written, so a renamed or deleted one still reads; null where the
   * entry names a student instead (bills, calls, results) and in older entries.
   */
  entityLabel: z.string().nullable(),
  changes: auditChangesSchema,
  createdAt: epochMs,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /admin/audit` (main admins only), newest first. */
export const auditQuery = z
  .object({
    adminId: adminIdFilter,
    entityType: z.enum(auditEntityTypes, { error: 'نوع العنصر مش صحيح' }).optional(),
    entityId: z.uuid({ error: 'الرقم التعريفي للعنصر مش صحيح' }).optional(),
    ...timeRangeQuery,
    page: pageQuery.page,
    pageSize: pageQuery.pageSize,
  })
  .superRefine(rangeInOrder);
export type AuditQuery = z.input<typeof auditQuery>;

export const auditResponse = z.object({
  entries: z.array(auditEntrySchema),
  count: z.number().int(),
});
export type AuditResponse = z.infer<typeof auditResponse>;

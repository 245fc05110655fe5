import { z } from 'zod';
import { queryFlag } from './admin-query';
import { attendanceTypes } from './attendance-types';
import { auditEntrySchema } from './audit';
import { studentName } from './auth';
import { billSchema } from './bills';
import { callSchema } from './calls';
import { idList, pageQuery, studentSearch } from './content-fields';
import { exportFormat } from './exports';
import { egyptianMobile, epochMs, studentPassword } from './fields';
import { governorates } from './governorates';
import { levels } from './levels';
import { adminResultItemSchema } from './results';
import { userSchema } from './users';
import { adminWrite, readOnlyFields } from './write-body';

/** The filters of the admin's student list, shared by the page and the CSV export. */
export const adminUsersFilters = {
  search: studentSearch,
  level: z.enum(levels, { error: 'اختار الصف الدراسي' }).optional(),
  governorate: z.enum(governorates, { error: 'اختار المحافظة' }).optional(),
  attendanceType: z
    .enum(attendanceTypes, { error: 'اختار نظام الدراسة (سنتر أو أونلاين)' })
    .optional(),
  vip: queryFlag('فلتر الـ VIP'),
  frozen: queryFlag('فلتر الحسابات الموقوفة'),
  /** true: students without a single bought course. */
  noCourse: queryFlag('فلتر الطلاب اللي من غير كورسات'),
};

/** `GET /admin/users` */
export const adminUsersQuery = z.object({
  ...adminUsersFilters,
  page: pageQuery.page,
  pageSize: pageQuery.pageSize,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

/** `GET /admin/users/export`: the same filters, every matching student, as CSV or XLSX. */
export const adminUsersExportQuery = z.object({ ...adminUsersFilters, format: exportFormat });
export type AdminUsersExportQuery = z.input<typeof adminUsersExportQuery>;

/** A student as the admin sees them: the user fields plus sign-in facts. */
export const adminUserSchema = userSchema.extend({
  lastLoginAt: epochMs.nullable(),
  /** A device is bound; false after a reset, until the next login binds one. */
  deviceBound: z.boolean(),
  updatedAt: epochMs,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponse = z.object({
  users: z.array(adminUserSchema),
  count: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const ownedCourseSchema = z.object({
  _id: z.string(),
  title: z.string(),
  level: z.enum(levels),
  /** When the access ends (null = for good); an expired course is listed too, to renew. */
  until: epochMs.nullable(),
});
export type OwnedCourse = z.infer<typeof ownedCourseSchema>;

/** `PATCH /admin/users/{id}`: only the fields sent change; `courses` replaces the bought list. */
const adminUserReadOnly = [
  '_id',
  'createdAt',
  'updatedAt',
  'lastLoginAt',
  'deviceBound',
  'access',
  'balance',
] as const;

export const adminUserPatchBody = adminWrite(
  z
    .object({
      ...readOnlyFields(...adminUserReadOnly),
      name: studentName,
      phone: egyptianMobile('رقم الموبايل'),
      fatherPhone: egyptianMobile('رقم موبايل ولي الأمر'),
      level: z.enum(levels, { error: 'اختار الصف الدراسي' }),
      governorate: z.enum(governorates, { error: 'اختار المحافظة' }),
      attendanceType: z.enum(attendanceTypes, { error: 'اختار نظام الدراسة (سنتر أو أونلاين)' }),
      courses: idList('فيه كورس من اللي اخترتهم مش صحيح'),
      vip: z.boolean({ error: 'اختار هل الطالب VIP' }),
      frozen: z.boolean({ error: 'اختار هل الحساب موقوف' }),
      showHidden: z.boolean({ error: 'اختار هل الطالب يشوف المحتوى المخفي' }),
      /** A new numeric password; it ends the student's sessions. */
      password: studentPassword,
    })
    .partial(),
  { readOnly: adminUserReadOnly },
);
export type AdminUserPatchBody = z.input<typeof adminUserPatchBody>;

/**
 * How many of a student's results their page carries, newest first: a student
 * of five years has hundreds, each naming the student, and the page shows them
 * five at a time beside a link to the paged list (decision 0212).
 */
export const studentPageResultsLimit = 20;

/** `GET /admin/users/{id}`: everything about one student, for the student page. */
export const adminUserPageSchema = z.object({
  user: adminUserSchema,
  /** The bought courses, oldest purchase first. */
  courses: z.array(ownedCourseSchema),
  /** Newest first, like every list below. */
  bills: z.array(billSchema),
  calls: z.array(callSchema),
  /** The newest `studentPageResultsLimit`; every one is in `GET /admin/user-results/{id}`. */
  results: z.array(adminResultItemSchema),
  /** How many results the student has in all. */
  resultsTotal: z.number().int().nonnegative(),
  /** What admins changed about this student, their bills and calls. */
  history: z.array(auditEntrySchema),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

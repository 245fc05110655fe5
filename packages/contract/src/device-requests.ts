import { z } from 'zod';
import { apiErrorSchema } from './errors';
import { pageQuery } from './content-fields';
import { deviceHash, egyptianMobile, epochMs, studentPassword } from './fields';
import { adminNote, adminRefSchema, studentRefSchema } from './people';

export const deviceRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type DeviceRequestStatus = (typeof deviceRequestStatuses)[number];

export const deviceRequestStatusLabels: Record<DeviceRequestStatus, string> = {
  pending: 'مستني الموافقة',
  approved: 'اتوافق عليه',
  rejected: 'اترفض',
};

const deviceNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} لازم يكون رقم` })
    .min(0, { error: `${label} مش صحيح` })
    .max(max, { error: `${label} مش صحيح` });

/**
 * What the fingerprint is made from, plus the browser's own words about the
 * phone. Sent by the browser, so bounded like any other input; it is shown to
 * the assistant, never trusted for the binding (the hash is).
 */
export const deviceDetailsSchema = z
  .object({
    memory: deviceNumber('ذاكرة الجهاز', 1024).nullable(),
    cpu: deviceNumber('عدد أنوية المعالج', 1024)
      .int({ error: 'عدد أنوية المعالج مش صحيح' })
      .nullable(),
    width: deviceNumber('عرض الشاشة', 100_000).int({ error: 'عرض الشاشة مش صحيح' }),
    height: deviceNumber('طول الشاشة', 100_000).int({ error: 'طول الشاشة مش صحيح' }),
    userAgent: z
      .string({ error: 'بيانات المتصفح مش صحيحة' })
      .max(500, { error: 'بيانات المتصفح طويلة جداً' }),
  })
  .strict();
export type DeviceDetails = z.infer<typeof deviceDetailsSchema>;

/** At most `maxChanges` approved device changes per student in any `periodDays` days. */
export const deviceChangeSettingsSchema = z.object({
  maxChanges: z
    .number({ error: 'عدد مرات التغيير لازم يكون رقم' })
    .int({ error: 'عدد مرات التغيير لازم يكون رقم صحيح' })
    .min(1, { error: 'عدد مرات التغيير لازم يكون 1 أو أكتر' })
    .max(100, { error: 'عدد مرات التغيير أقصاه 100' }),
  periodDays: z
    .number({ error: 'عدد الأيام لازم يكون رقم' })
    .int({ error: 'عدد الأيام لازم يكون رقم صحيح' })
    .min(1, { error: 'عدد الأيام لازم يكون 1 أو أكتر' })
    .max(3650, { error: 'عدد الأيام أقصاه 3650' }),
});
export type DeviceChangeSettings = z.infer<typeof deviceChangeSettingsSchema>;

export const deviceChangeSettingsPatch = deviceChangeSettingsSchema.partial().strict();
export type DeviceChangeSettingsPatch = z.input<typeof deviceChangeSettingsPatch>;

export const defaultDeviceChangeSettings: DeviceChangeSettings = { maxChanges: 1, periodDays: 30 };

const dayMs = 24 * 60 * 60 * 1000;

/** Approved changes after this instant count against the limit. */
export function deviceChangePeriodStart(settings: DeviceChangeSettings, now: number): number {
  return now - settings.periodDays * dayMs;
}

/** Whether one more approval would go over the limit. */
export function isOverDeviceChangeLimit(
  recentChanges: number,
  settings: DeviceChangeSettings,
): boolean {
  return recentChanges >= settings.maxChanges;
}

export const deviceRequestSchema = z.object({
  _id: z.string(),
  student: studentRefSchema.nullable(),
  status: z.enum(deviceRequestStatuses),
  reason: z.string(),
  oldDevice: deviceDetailsSchema.nullable(),
  newDevice: deviceDetailsSchema.nullable(),
  note: z.string(),
  decidedBy: adminRefSchema.nullable(),
  decidedAt: epochMs.nullable(),
  createdAt: epochMs,
  /** The student's approved changes inside the limit's period, so the queue can warn before. */
  recentChanges: z.number().int(),
});
export type DeviceRequest = z.infer<typeof deviceRequestSchema>;

export const deviceRequestsQuery = z.object({
  status: z.enum(deviceRequestStatuses, { error: 'حالة الطلب مش صحيحة' }).optional(),
  page: pageQuery.page,
  pageSize: pageQuery.pageSize,
});
export type DeviceRequestsQuery = z.input<typeof deviceRequestsQuery>;

export const deviceRequestsResponse = z.object({
  requests: z.array(deviceRequestSchema),
  count: z.number().int(),
  /** Every pending request, whatever the filter: the admin menu's badge. */
  pending: z.number().int(),
  settings: deviceChangeSettingsSchema,
});
export type DeviceRequestsResponse = z.infer<typeof deviceRequestsResponse>;

/** `POST /admin/device-requests/{id}/reject`. */
export const deviceRequestDecisionBody = z.object({ note: adminNote.default('') }).strict();
export type DeviceRequestDecisionBody = z.input<typeof deviceRequestDecisionBody>;

/**
 * `POST /admin/device-requests/{id}/approve`. Over the limit, approval is
 * refused unless a main admin sets `override` (decision 0148).
 */
export const deviceRequestApproveBody = z
  .object({
    note: adminNote.default(''),
    override: z.boolean({ error: 'تجاوز الحد لازم يكون صح أو غلط' }).default(false),
  })
  .strict();
export type DeviceRequestApproveBody = z.input<typeof deviceRequestApproveBody>;

/** `POST /auth/device-requests`: the same answer whether or not the phone exists. */
export const deviceRequestBody = z.strictObject({
  phone: egyptianMobile('رقم الموبايل'),
  password: studentPassword,
  hash: deviceHash,
  reason: adminNote.default(''),
  device: deviceDetailsSchema.optional(),
});
export type DeviceRequestBody = z.input<typeof deviceRequestBody>;

export const deviceRequestSentResponse = z.object({ message: z.string() });
export type DeviceRequestSentResponse = z.infer<typeof deviceRequestSentResponse>;

/** The student's latest request, as the sign-in page shows it after a wrong-device refusal. */
export const deviceRequestStateSchema = z.object({
  status: z.enum(deviceRequestStatuses),
  note: z.string(),
  createdAt: epochMs,
  decidedAt: epochMs.nullable(),
});
export type DeviceRequestState = z.infer<typeof deviceRequestStateSchema>;

/** The login's 403 for a device other than the bound one. */
export const wrongDeviceErrorSchema = apiErrorSchema.extend({
  deviceRequest: deviceRequestStateSchema.nullable(),
});
export type WrongDeviceError = z.infer<typeof wrongDeviceErrorSchema>;

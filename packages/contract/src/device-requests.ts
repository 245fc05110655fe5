import { z } from 'zod';
import { pageQuery } from './content-fields';
import { deviceHash, epochMs, studentPassword } from './fields';
import { adminNote, adminRefSchema, studentRefSchema } from './people';

export const deviceRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type DeviceRequestStatus = (typeof deviceRequestStatuses)[number];

export const deviceRequestStatusLabels: Record<DeviceRequestStatus, string> = {
  pending: 'مستني الموافقة',
  approved: 'اتوافق عليه',
  rejected: 'اترفض',
};

/** What the fingerprint is made from, plus the browser's own words about the phone. */
export const deviceDetailsSchema = z.object({
  memory: z.number().nullable(),
  cpu: z.number().int().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  userAgent: z.string().max(500),
});
export type DeviceDetails = z.infer<typeof deviceDetailsSchema>;

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
});
export type DeviceRequest = z.infer<typeof deviceRequestSchema>;

export const deviceRequestsQuery = z.object({
  status: z.enum(deviceRequestStatuses, { error: 'حالة الطلب مش صحيحة' }).optional(),
  page: pageQuery.page,
  pageSize: pageQuery.pageSize,
});

export const deviceRequestsResponse = z.object({
  requests: z.array(deviceRequestSchema),
  count: z.number().int(),
  pending: z.number().int(),
});
export type DeviceRequestsResponse = z.infer<typeof deviceRequestsResponse>;

export const deviceRequestDecisionBody = z.object({ note: adminNote.default('') }).strict();
export type DeviceRequestDecisionBody = z.input<typeof deviceRequestDecisionBody>;

/** `POST /auth/device-requests`: the same answer whether or not the phone exists. */
export const deviceRequestBody = z.object({
  phone: z.string({ error: 'رقم الموبايل مطلوب' }).max(40),
  password: studentPassword,
  hash: deviceHash,
  reason: adminNote.default(''),
  device: deviceDetailsSchema.optional(),
});

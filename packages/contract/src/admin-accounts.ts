import { z } from 'zod';
import { adminTypes } from './admin-types';
import { adminSchema } from './admins';
import { adminWrite, readOnlyFields } from './write-body';

const adminName = z
  .string({ error: 'اسم الأدمن مطلوب' })
  .trim()
  .min(1, { error: 'اسم الأدمن مطلوب' })
  .max(80, { error: 'اسم الأدمن طويل جداً (أقصى حد 80 حرف)' });

const adminIdentifier = z
  .string({ error: 'البريد الإلكتروني مطلوب' })
  .trim()
  .toLowerCase()
  .min(3, { error: 'البريد الإلكتروني مطلوب' })
  .max(120, { error: 'البريد الإلكتروني طويل جداً' })
  .refine((value) => value.includes('@') && !/\s/.test(value), {
    error: 'البريد الإلكتروني لازم يكون فيه @ ومن غير مسافات',
  });

/** Any characters, unlike a student's digits-only password: admins sign in on a keyboard. */
export const adminPassword = z
  .string({ error: 'كلمة السر مطلوبة' })
  .min(8, { error: 'كلمة سر الأدمن لازم تكون 8 حروف على الأقل' })
  .max(128, { error: 'كلمة السر طويلة جداً (أقصى حد 128 حرف)' });

const adminType = z.enum(adminTypes, { error: 'اختار نوع الأدمن (رئيسي أو مساعد)' });

/** `POST /admin/admins` */
const adminReadOnly = ['_id', 'updatedAt'] as const;

export const adminCreateBody = adminWrite(
  z.object({
    ...readOnlyFields(...adminReadOnly),
    name: adminName,
    identifier: adminIdentifier,
    type: adminType,
    password: adminPassword,
  }),
  { readOnly: adminReadOnly },
);
export type AdminCreateBody = z.input<typeof adminCreateBody>;

/** `PATCH /admin/admins/{id}`: only the fields sent change. */
export const adminPatchBody = adminWrite(
  z
    .object({
      ...readOnlyFields(...adminReadOnly),
      name: adminName,
      identifier: adminIdentifier,
      type: adminType,
    })
    .partial(),
  { readOnly: adminReadOnly },
);
export type AdminPatchBody = z.input<typeof adminPatchBody>;

/** `PUT /admin/admins/{id}/password` */
export const adminPasswordBody = z.strictObject({ password: adminPassword });
export type AdminPasswordBody = z.input<typeof adminPasswordBody>;

/** `GET /admin/admins`: every admin, main admins first, then by name. */
export const adminsResponse = z.object({ admins: z.array(adminSchema) });
export type AdminsResponse = z.infer<typeof adminsResponse>;

/** The answer to a password change; the admin's sessions have ended, so sign in again. */
export const adminPasswordResponse = z.object({ message: z.string() });
export type AdminPasswordResponse = z.infer<typeof adminPasswordResponse>;

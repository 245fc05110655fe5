import { z } from 'zod';
import { levels, defaultLevel } from './levels';
import { governorates } from './governorates';
import { attendanceTypes, defaultAttendanceType } from './attendance-types';
import { deviceDetailsSchema } from './device-requests';
import { deviceHash, egyptianMobile, normalizePassword, studentPassword } from './fields';
import { sessionUserSchema } from './users';

export const studentName = z
  .string({ error: 'الاسم مطلوب' })
  .trim()
  .transform((name) => name.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: 'الاسم مطلوب' })
      .max(80, { error: 'الاسم طويل جداً (أقصى حد 80 حرف)' })
      .refine((name) => name.split(' ').length >= 2, {
        error: 'اكتب اسمك بالكامل: اسمك واسم والدك على الأقل',
      }),
  );

export const signupFields = z.strictObject({
  name: studentName,
  phone: egyptianMobile('رقم الموبايل'),
  fatherPhone: egyptianMobile('رقم موبايل ولي الأمر'),
  password: studentPassword,
  confirmPassword: z
    .string({ error: 'اكتب كلمة السر مرة تانية للتأكيد' })
    .max(64, { error: 'تأكيد كلمة السر طويل جداً' })
    .transform(normalizePassword),
  level: z.enum(levels, { error: 'اختار الصف الدراسي' }),
  governorate: z.enum(governorates, { error: 'اختار المحافظة' }),
  attendanceType: z.enum(attendanceTypes, { error: 'اختار نظام الدراسة (سنتر أو أونلاين)' }),
  hash: deviceHash,
  /** What the hash is made from; optional, so the spec's clients without it still work. */
  device: deviceDetailsSchema.optional(),
});

export const signupBody = signupFields.superRefine((form, ctx) => {
  if (form.password !== form.confirmPassword) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: 'تأكيد كلمة السر مش زي كلمة السر',
    });
  }
  if (form.phone === form.fatherPhone) {
    ctx.addIssue({
      code: 'custom',
      path: ['fatherPhone'],
      message: 'رقم ولي الأمر لازم يكون مختلف عن رقمك',
    });
  }
});
export type SignupBody = z.input<typeof signupBody>;

export const signupDefaults = {
  level: defaultLevel,
  attendanceType: defaultAttendanceType,
} as const;

export const signupResponse = z.object({ user: sessionUserSchema, message: z.string() });
export type SignupResponse = z.infer<typeof signupResponse>;

export const loginBody = z.strictObject({
  phone: egyptianMobile('رقم الموبايل'),
  // Read as at sign-up, so a password pasted with a space signs in as it registered.
  password: z
    .string({ error: 'كلمة السر مطلوبة' })
    .min(1, { error: 'كلمة السر مطلوبة' })
    .max(64, { error: 'كلمة السر طويلة جداً' })
    .transform(normalizePassword),
  hash: deviceHash,
  device: deviceDetailsSchema.optional(),
});
export type LoginBody = z.input<typeof loginBody>;

export const adminLoginBody = z.strictObject({
  identifier: z
    .string({ error: 'البريد الإلكتروني مطلوب' })
    .trim()
    .toLowerCase()
    .min(3, { error: 'البريد الإلكتروني مطلوب' })
    .max(120, { error: 'البريد الإلكتروني طويل جداً' })
    .refine((value) => value.includes('@'), { error: 'البريد الإلكتروني لازم يكون فيه @' }),
  password: z
    .string({ error: 'كلمة السر مطلوبة' })
    .min(1, { error: 'كلمة السر مطلوبة' })
    .max(128, { error: 'كلمة السر طويلة جداً' }),
});
export type AdminLoginBody = z.input<typeof adminLoginBody>;

export function isAdminIdentifier(identifier: string): boolean {
  return identifier.includes('@');
}

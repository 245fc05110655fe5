import { z } from 'zod';
import { levels } from './levels';
import { governorates } from './governorates';
import { attendanceTypes } from './attendance-types';
import { epochMs } from './fields';
import { courseAccessSchema } from './wallet';

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  fatherPhone: z.string(),
  level: z.enum(levels),
  governorate: z.enum(governorates),
  attendanceType: z.enum(attendanceTypes),
  /** The courses the student owns now (bought and not expired), as the spec lists them. */
  courses: z.array(z.string()),
  /** Every course bought, with when its access ends (null = for good), expired ones too. */
  access: z.array(courseAccessSchema),
  /** The wallet's balance in pounds. */
  balance: z.number(),
  vip: z.boolean(),
  frozen: z.boolean(),
  showHidden: z.boolean(),
  createdAt: epochMs,
});
export type User = z.infer<typeof userSchema>;

export const sessionUserSchema = userSchema.extend({ token: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

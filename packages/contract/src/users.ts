import { z } from 'zod';
import { levels } from './levels';
import { governorates } from './governorates';
import { attendanceTypes } from './attendance-types';
import { epochMs } from './fields';

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  fatherPhone: z.string(),
  level: z.enum(levels),
  governorate: z.enum(governorates),
  attendanceType: z.enum(attendanceTypes),
  courses: z.array(z.string()),
  vip: z.boolean(),
  frozen: z.boolean(),
  showHidden: z.boolean(),
  createdAt: epochMs,
});
export type User = z.infer<typeof userSchema>;

export const sessionUserSchema = userSchema.extend({ token: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

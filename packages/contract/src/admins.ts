import { z } from 'zod';
import { adminTypes } from './admin-types';
import { epochMs } from './fields';

export const adminSchema = z.object({
  _id: z.string(),
  name: z.string(),
  identifier: z.string(),
  type: z.enum(adminTypes),
  updatedAt: epochMs,
});
export type Admin = z.infer<typeof adminSchema>;

export const sessionAdminSchema = adminSchema.extend({ token: z.string() });
export type SessionAdmin = z.infer<typeof sessionAdminSchema>;

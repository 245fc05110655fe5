import { z } from 'zod';

/** Who did something; null once that admin was deleted. */
export const adminRefSchema = z.object({ _id: z.string(), name: z.string() });
export type AdminRef = z.infer<typeof adminRefSchema>;

/** Whom something is about; null once that student was deleted. */
export const studentRefSchema = z.object({ _id: z.string(), name: z.string(), phone: z.string() });
export type StudentRef = z.infer<typeof studentRefSchema>;

/** Free text an admin adds to a record. */
export const adminNote = z
  .string({ error: 'الملاحظة لازم تكون كلام' })
  .trim()
  .max(1000, { error: 'الملاحظة طويلة جداً (أقصى حد 1000 حرف)' });

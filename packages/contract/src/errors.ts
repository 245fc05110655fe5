import { z } from 'zod';

export const apiErrorSchema = z.object({
  message: z.string(),
  data: z.array(z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The message an expired token answers with; clients log out on it. */
export const jwtExpiredMessage = 'jwt expired';

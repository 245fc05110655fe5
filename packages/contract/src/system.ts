import { z } from 'zod';

export const timeNowResponse = z.number().int().describe('Server time in epoch milliseconds');

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthResponse>;

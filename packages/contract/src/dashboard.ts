import { z } from 'zod';

const count = z.number().int();

/** `GET /admin/dashboard`: the admin home page; "today" is the Cairo calendar day. */
export const dashboardSchema = z.object({
  newStudentsToday: count,
  paymentsToday: z.object({
    count,
    /** Whole pounds; null for a secondary admin, who may not see totals. */
    amount: count.nullable(),
  }),
  callsToday: count,
  /** Calls whose follow-up time has come, as `GET /admin/calls?followUpDue=true` counts them. */
  followUpsDue: count,
  /** Timed exams open right now. */
  examsRunning: count,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
